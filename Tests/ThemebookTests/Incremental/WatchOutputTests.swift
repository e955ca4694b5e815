import Foundation
import Testing

@testable import ThemebookCore

/// `build --watch` keeps the output equal to a fresh full build, folders included: when a guide
/// folder is renamed or deleted (no empty folder is left), and when the output itself is deleted
/// (the whole site is written again, not just the changed files).
@Suite("themebook build --watch: the output folder", .serialized)
struct WatchOutputTests {
    /// Every file and folder under `folder`: relative path → bytes, folders as `path/` → nil.
    static func tree(_ folder: String) -> [String: [UInt8]?] {
        var out: [String: [UInt8]?] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                out[path + "/"] = .some(nil)
            } else {
                out[path] = FileManager.default.contents(atPath: folder + "/" + path).map { Array($0) }
            }
        }
        return out
    }

    /// What a fresh full build of the content gives now, folders included.
    static func fresh(_ site: TempSite) -> [String: [UInt8]?] { WatchSupport.fresh(site, read: tree) }

    static func differences(_ a: [String: [UInt8]?], _ b: [String: [UInt8]?]) -> [String] {
        Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }.sorted()
    }

    @Test("renaming and deleting a guide folder, and deleting the output, leave what a fresh build writes")
    func foldersAndDeletedOutput() throws {
        let guide = WatchSupport.guide
        let site = try TempSite(MiniContent.with([
            "content/guides/intro.md": guide("First words", "layer1"),
            "content/guides/team/a.md": "---\ntitle: A\n---\n# A\n\nSee ![mark](mark.png).\n",
            "content/guides/team/mark.png": "not really a picture",
            "content/guides/team/deep/b.md": "---\ntitle: B\n---\n# B\n",
        ]))
        defer { site.remove() }
        let watch = try WatchProcess(in: site.folder)
        defer { watch.stop() }
        #expect(watch.waitFor(timeout: 120) { $0.contains("Watching content/") }, "\(watch.out)\n\(watch.err)")
        #expect(watch.tree(site) == Self.fresh(site))
        #expect(Self.tree(site.path("site")).keys.contains("guides/team/deep/"))

        // A guide folder renamed: the old folders go, pages, copies and all.
        try FileManager.default.moveItem(atPath: site.path("content/guides/team"), toPath: site.path("content/guides/crew"))
        #expect(watch.waitFor { _ in watch.rebuilt >= 2 }, "\(watch.out)\n\(watch.err)")
        var watched = Self.tree(site.path("site")), expected = Self.fresh(site)
        #expect(Self.differences(watched, expected) == [])
        #expect(!watched.keys.contains { $0.contains("team") })

        // A guide folder deleted.
        try FileManager.default.removeItem(atPath: site.path("content/guides/crew"))
        #expect(watch.waitFor { _ in watch.rebuilt >= 3 }, "\(watch.out)\n\(watch.err)")
        watched = Self.tree(site.path("site"))
        expected = Self.fresh(site)
        #expect(Self.differences(watched, expected) == [])

        // The output deleted: the next edit writes the whole site again, marker and styles too.
        try FileManager.default.removeItem(atPath: site.path("site"))
        try WatchSupport.save(site, "content/guides/intro.md", guide("Second words", "layer1"))
        #expect(watch.waitFor { _ in watch.rebuilt >= 4 && site.read("site/guides/intro.html")?.contains("Second words") == true },
                "\(watch.out)\n\(watch.err)")
        watched = Self.tree(site.path("site"))
        expected = Self.fresh(site)
        #expect(Self.differences(watched, expected) == [])
        #expect(watched[SiteWriter.marker] != nil)
        // And the edits after that are written in place again, never refused.
        try WatchSupport.save(site, "content/guides/intro.md", guide("Third words", "layer1"))
        #expect(watch.waitFor { _ in watch.rebuilt >= 5 && site.read("site/guides/intro.html")?.contains("Third words") == true },
                "\(watch.out)\n\(watch.err)")
        #expect(Self.differences(Self.tree(site.path("site")), Self.fresh(site)) == [])
        #expect(!watch.err.contains("error:"), "\(watch.err)")
        #expect(watch.stop() == 0)
    }
}

extension WatchProcess {
    func tree(_ site: TempSite) -> [String: [UInt8]?] { WatchOutputTests.tree(site.path("site")) }
}
