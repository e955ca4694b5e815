import Foundation
import Testing
@testable import ThemebookCore

#if canImport(Glibc)
import Glibc
#endif

/// Drives the real `themebook build --watch`: a temporary copy of a small content folder, edits
/// on disk, and the site folder compared with a fresh full build after each rebuild. Every wait
/// is bounded and ends as soon as the line it waits for is printed.
@Suite("themebook build --watch, end to end", .serialized)
struct BuildWatchExecutableTests {
    @Test("an edit is rebuilt into the site as a fresh build would; a broken reference keeps the site; a fix rebuilds")
    func editBreakFix() throws {
        let site = try TempSite(MiniContent.with(["content/guides/intro.md": WatchSupport.guide("First words")]))
        defer { site.remove() }
        let watch = try WatchProcess(in: site.folder)
        defer { watch.stop() }
        #expect(watch.waitFor(timeout: 120) { $0.contains("Watching content/") }, "\(watch.out)\n\(watch.err)")
        #expect(watch.rebuilt == 1)
        let page = "site/guides/intro.html"
        #expect(site.read(page)?.contains("First words") == true)
        #expect(WatchSupport.files(site.path("site")) == WatchSupport.fresh(site))

        try WatchSupport.save(site, "content/guides/intro.md", WatchSupport.guide("Second words"))
        // The "Rebuilt" line is printed once every file of the rebuild is written.
        #expect(watch.waitFor { _ in watch.rebuilt >= 2 && site.read(page)?.contains("Second words") == true }, "\(watch.out)\n\(watch.err)")
        let good = WatchSupport.files(site.path("site"))
        #expect(good == WatchSupport.fresh(site), "the watched site differs from a fresh full build")

        let rebuilt = watch.rebuilt
        try WatchSupport.save(site, "content/guides/intro.md", WatchSupport.guide("Broken words", token: "layer9"))
        #expect(watch.waitFor { _ in watch.err.contains("[unknown-token]") }, "\(watch.out)\n\(watch.err)")
        #expect(watch.err.contains("guides/intro.md:6:"))
        #expect(watch.err.contains("unknown token 'layer9'"))
        #expect(watch.rebuilt == rebuilt)
        // The previous site is kept, every byte of it.
        #expect(WatchSupport.files(site.path("site")) == good)

        try WatchSupport.save(site, "content/guides/intro.md", WatchSupport.guide("Fixed words"))
        #expect(watch.waitFor { _ in watch.rebuilt > rebuilt && site.read(page)?.contains("Fixed words") == true }, "\(watch.out)\n\(watch.err)")
        #expect(WatchSupport.files(site.path("site")) == WatchSupport.fresh(site), "the watched site differs from a fresh full build")
        // Ctrl-C (or SIGTERM) lets the rebuild in progress finish and exits cleanly.
        #expect(watch.stop() == 0)
    }
}
