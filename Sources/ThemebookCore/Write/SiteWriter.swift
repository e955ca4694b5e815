import Foundation

/// Write stage: puts every file into a fresh folder beside the output, then swaps it in.
/// A failure at any point leaves the previous site as it was.
public enum SiteWriter {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Written into every output folder. An existing folder is only ever replaced when it is
    /// empty or carries this file, so a mistyped `--output` cannot delete someone's work.
    public static let marker = ".themebook-output"
    static let markerText = "This folder is written by themebook and replaced as a whole on every build.\n"

    /// Why `output` must not be written, or nil when it is safe: it is not one of the `inputs`
    /// (content, templates), does not contain one and is not inside one, does not contain the
    /// working folder, and is either absent, empty, or a folder themebook wrote before.
    public static func refusal(output: String, inputs: [String]) -> String? {
        let fm = FileManager.default
        let target = canonical(output)
        let cwd = canonical(fm.currentDirectoryPath)
        for input in inputs + [cwd] {
            let path = canonical(input)
            if path == target || path.hasPrefix(target == "/" ? "/" : target + "/") {
                let what = path == cwd ? "the working folder" : "'\(input)'"
                return "output '\(output)' would replace \(what); choose another output folder"
            }
        }
        for input in inputs where target.hasPrefix(canonical(input) + "/") {
            return "output '\(output)' is inside '\(input)', whose files are inputs; choose another output folder"
        }
        var isDir: ObjCBool = false
        guard fm.fileExists(atPath: target, isDirectory: &isDir) else { return nil }
        guard isDir.boolValue else { return "output '\(output)' exists and is not a folder" }
        let entries = (try? fm.contentsOfDirectory(atPath: target)) ?? []
        if !entries.isEmpty && !entries.contains(marker) {
            return "output folder '\(output)' was not written by themebook (it has no \(marker)); empty it or choose another folder"
        }
        return nil
    }

    public static func write(_ files: [String: [UInt8]], to output: String) throws(Failure) {
        let fm = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let stamp = "\(getpid())-\(UInt64.random(in: 0..<UInt64.max))"
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(stamp)")
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(stamp)")
        var all = files
        all[marker] = Array(markerText.utf8)
        // Staging folders left by a build that was killed half-way.
        for leftover in (try? fm.contentsOfDirectory(atPath: parent.path)) ?? []
        where leftover.hasPrefix(".\(target.lastPathComponent).tmp-") || leftover.hasPrefix(".\(target.lastPathComponent).old-") {
            try? fm.removeItem(at: parent.appendingPathComponent(leftover))
        }
        do throws(Failure) {
            try step("create folder '\(parent.path)'") { try fm.createDirectory(at: parent, withIntermediateDirectories: true) }
            try step("write into '\(parent.path)'") { try fm.createDirectory(at: staging, withIntermediateDirectories: true) }
            var folders: Set<String> = [staging.path]
            for path in all.keys.sorted() {
                let url = staging.appendingPathComponent(path)
                let folder = url.deletingLastPathComponent()
                if folders.insert(folder.path).inserted {
                    try step("create folder '\(folder.path)'") { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
                }
                try writeFile(all[path]!, to: url.path)
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        let hadOutput = fm.fileExists(atPath: target.path)
        do throws(Failure) {
            if hadOutput { try step("move the previous '\(output)' aside") { try fm.moveItem(at: target, to: old) } }
            do throws(Failure) {
                try step("move the new site into '\(output)'") { try fm.moveItem(at: staging, to: target) }
            } catch {
                if hadOutput { try? fm.moveItem(at: old, to: target) }
                throw error
            }
            if hadOutput { try? fm.removeItem(at: old) }
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
    }

    /// Creates the file and writes the bytes: no temporary file and no fsync per file (which
    /// `Data.write` does), because the staging folder already makes the write all-or-nothing.
    private static func writeFile(_ bytes: [UInt8], to path: String) throws(Failure) {
        func failure() -> Failure {
            Failure(description: "cannot write '\(path)': \(String(validatingCString: strerror(errno)) ?? "error \(errno)")")
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard fd >= 0 else { throw failure() }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + written, $0.count - written) }
            if result < 0 {
                if errno == EINTR { continue }
                throw failure()
            }
            written += result
        }
    }

    /// Runs one file operation, turning Foundation's error into a short sentence.
    private static func step(_ what: String, _ body: () throws -> Void) throws(Failure) {
        do {
            try body()
        } catch {
            // Foundation wraps the system error; show it the way the shell would ("Permission denied").
            let ns = error as NSError
            let posix = ns.domain == NSPOSIXErrorDomain ? ns : (ns.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
            let text = posix.flatMap { String(validatingCString: strerror(Int32($0.code))) } ?? ns.localizedDescription
            throw Failure(description: "cannot \(what): \(text)")
        }
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
