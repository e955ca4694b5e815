import Foundation

/// Write stage: which output folders a build may replace (`refusal`), and writing a whole set of
/// files at once. Builds stream their pages through `StagingFolderSink` instead.
public enum SiteWriter {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// The `errno` behind it, when there is one.
        public var code: Int32 = 0

        public init(description: String, code: Int32 = 0) {
            self.description = description
            self.code = code
        }
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
        guard fm.fileExists(atPath: target, isDirectory: &isDir) else {
            var info = stat()
            if lstat(URL(fileURLWithPath: output).standardizedFileURL.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                return "output '\(output)' is a symbolic link to '\(target)', which does not exist; create that folder or choose another output"
            }
            return nil
        }
        guard isDir.boolValue else { return "output '\(output)' exists and is not a folder" }
        let entries = (try? fm.contentsOfDirectory(atPath: target)) ?? []
        if !entries.isEmpty && !entries.contains(marker) {
            return "output folder '\(output)' was not written by themebook (it has no \(marker)); empty it or choose another folder"
        }
        return nil
    }

    /// Whether `output` still holds a site themebook wrote (its marker): false once it was
    /// deleted, emptied or replaced, and a long-running build must write the whole site again.
    public static func holdsSite(_ output: String) -> Bool {
        var info = stat()
        return lstat(resolvedOutput(output) + "/" + marker, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Removes the folders of `root` that removing `paths` (site paths, already unlinked) left
    /// empty, deepest first, up to but not including `root`; a folder that still holds anything
    /// stays (`rmdir` refuses it). A site written in place then holds the folders a fresh build
    /// would, no more.
    static func removeEmptiedFolders(of paths: [String], in root: String) {
        var folders = Set<String>()
        for path in paths {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        // Deepest first, so a parent is tried once its children are gone.
        for folder in folders.sorted(by: { ($0.count, $0) > ($1.count, $1) }) {
            _ = rmdir(root + "/" + folder)
        }
    }

    /// Writes a whole folder of files at once (`convert`): a `StagingFolderSink` committed at
    /// the end.
    public static func write(_ files: [String: [UInt8]], to output: String) throws(Failure) {
        let sink = try StagingFolderSink(output: output)
        do throws(Failure) {
            for path in files.keys.sorted() { try sink.write(path, files[path]!) }
        } catch {
            sink.discard()
            throw error
        }
        try sink.commit()
    }

    /// The folder a build replaces: the output itself, or where it points when it is a
    /// symbolic link (the link is kept and keeps pointing at the new site).
    static func resolvedOutput(_ output: String) -> String {
        let path = URL(fileURLWithPath: output).standardizedFileURL.path
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        return canonical(path)
    }

    /// Foundation wraps the system error; say it the way the shell would ("Permission denied").
    static func reason(_ error: any Error) -> String {
        if let failure = error as? Failure { return failure.description }
        let ns = error as NSError
        let posix = ns.domain == NSPOSIXErrorDomain ? ns : (ns.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        return posix.flatMap { String(validatingCString: strerror(Int32($0.code))) } ?? ns.localizedDescription
    }

    private static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
