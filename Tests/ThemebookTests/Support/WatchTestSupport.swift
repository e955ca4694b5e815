import Foundation
import Testing
@testable import ThemebookCore

#if canImport(Glibc)
import Glibc
#endif

/// A watched or served site's edits and the site a fresh full build gives, for the `--watch` and `serve` suites.
enum WatchSupport {
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
    static func fresh(_ site: TempSite) -> [String: [UInt8]] { fresh(site, read: files) }

    /// A fresh full build of the content into a folder of its own, read by `read` and removed.
    static func fresh<Site>(_ site: TempSite, read: (String) -> Site) -> Site {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = site.path("templates")
        options.mode = .write(output: site.path("fresh"))
        let result = Build.run(options)
        #expect(result.succeeded, "\(result.diagnostics)")
        defer { try? FileManager.default.removeItem(atPath: site.path("fresh")) }
        return read(site.path("fresh"))
    }

    /// Saves as most editors do: a temporary file renamed over the guide, so the watcher never
    /// reads half a file (a loaded machine can stall between truncating a file and writing it).
    static func save(_ site: TempSite, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: site.path(path)), options: .atomic)
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
