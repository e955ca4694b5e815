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
    static func guide(_ words: String, token: String = "layer1") -> String {
        """
        ---
        title: Intro
        ---
        # Intro

        \(words) on <token:\(token)>.

        """
    }

    /// Every file under `folder`, relative path → bytes.
    static func files(_ folder: String) -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            out[path] = FileManager.default.contents(atPath: folder + "/" + path).map { Array($0) }
        }
        return out
    }

    /// The site a fresh full build of the content gives now (built-in templates, as the watcher).
    static func fresh(_ site: TempSite) -> [String: [UInt8]] {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = site.path("templates")
        options.mode = .write(output: site.path("fresh"))
        let result = Build.run(options)
        #expect(result.succeeded, "\(result.diagnostics)")
        defer { try? FileManager.default.removeItem(atPath: site.path("fresh")) }
        return files(site.path("fresh"))
    }

    /// Saves as most editors do: a temporary file renamed over the guide, so the watcher never
    /// reads half a file (a loaded machine can stall between truncating a file and writing it).
    static func save(_ site: TempSite, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: site.path(path)), options: .atomic)
    }

    @Test("an edit is rebuilt into the site as a fresh build would; a broken reference keeps the site; a fix rebuilds")
    func editBreakFix() throws {
        let site = try TempSite(MiniContent.with(["content/guides/intro.md": Self.guide("First words")]))
        defer { site.remove() }
        let watch = try WatchProcess(in: site.folder)
        defer { watch.stop() }
        #expect(watch.waitFor(timeout: 120) { $0.contains("Watching content/") }, "\(watch.out)\n\(watch.err)")
        #expect(watch.rebuilt == 1)
        let page = "site/guides/intro.html"
        #expect(site.read(page)?.contains("First words") == true)
        #expect(Self.files(site.path("site")) == Self.fresh(site))

        try Self.save(site, "content/guides/intro.md", Self.guide("Second words"))
        // The "Rebuilt" line is printed once every file of the rebuild is written.
        #expect(watch.waitFor { _ in watch.rebuilt >= 2 && site.read(page)?.contains("Second words") == true }, "\(watch.out)\n\(watch.err)")
        let good = Self.files(site.path("site"))
        #expect(good == Self.fresh(site), "the watched site differs from a fresh full build")

        let rebuilt = watch.rebuilt
        try Self.save(site, "content/guides/intro.md", Self.guide("Broken words", token: "layer9"))
        #expect(watch.waitFor { _ in watch.err.contains("[unknown-token]") }, "\(watch.out)\n\(watch.err)")
        #expect(watch.err.contains("guides/intro.md:6:"))
        #expect(watch.err.contains("unknown token 'layer9'"))
        #expect(watch.rebuilt == rebuilt)
        // The previous site is kept, every byte of it.
        #expect(Self.files(site.path("site")) == good)

        try Self.save(site, "content/guides/intro.md", Self.guide("Fixed words"))
        #expect(watch.waitFor { _ in watch.rebuilt > rebuilt && site.read(page)?.contains("Fixed words") == true }, "\(watch.out)\n\(watch.err)")
        #expect(Self.files(site.path("site")) == Self.fresh(site), "the watched site differs from a fresh full build")
        // Ctrl-C (or SIGTERM) lets the rebuild in progress finish and exits cleanly.
        #expect(watch.stop() == 0)
    }
}

/// The real `themebook build --watch` running in a folder; its output goes to files.
final class WatchProcess {
    let process = Process()
    private let scratch: URL

    init(in folder: URL, arguments: [String] = []) throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for name in ["out", "err"] { _ = FileManager.default.createFile(atPath: scratch.appendingPathComponent(name).path, contents: nil) }
        process.executableURL = Themebook.binary
        process.arguments = ["build", "--watch"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: scratch.appendingPathComponent("out"))
        process.standardError = try FileHandle(forWritingTo: scratch.appendingPathComponent("err"))
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        try process.run()
    }

    var out: String { (try? String(contentsOf: scratch.appendingPathComponent("out"), encoding: .utf8)) ?? "" }
    var err: String { (try? String(contentsOf: scratch.appendingPathComponent("err"), encoding: .utf8)) ?? "" }
    /// "Rebuilt in" lines printed so far (the first build prints one too).
    var rebuilt: Int { out.components(separatedBy: "\n").filter { $0.hasPrefix("Rebuilt in ") }.count }

    /// Polls until `accept(stdout)` holds, at most `timeout` seconds, while the process runs.
    func waitFor(timeout: Double = 60, _ accept: (String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline, process.isRunning {
            if accept(out) { return true }
            usleep(20_000)
        }
        return accept(out)
    }

    /// Sends `signal` and waits (at most 15 s) for the exit; the exit status, or nil if it had
    /// to be killed.
    @discardableResult
    func stop(_ signal: Int32 = SIGTERM) -> Int32? { process.stop(signal) }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: scratch)
    }
}
