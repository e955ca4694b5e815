import Foundation

/// The only place Load touches the disk: reads files and lists folders, deterministically.
public struct InputFiles: Sendable {
    /// The content folder as the user named it; diagnostics print paths under it.
    public var root: String

    public init(root: String) { self.root = root }

    /// `content` + `tokens/a.json` → `content/tokens/a.json`.
    public func path(_ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        return base.isEmpty || base == "." ? relative : base + "/" + relative
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    public func isDirectory(_ relative: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path(relative), isDirectory: &isDir) && isDir.boolValue
    }

    public func read(_ relative: String) -> [UInt8]? {
        guard !isDirectory(relative), let data = FileManager.default.contents(atPath: path(relative)) else { return nil }
        return [UInt8](data)
    }

    /// Every file below a folder with one of the extensions, sorted by path (relative to the folder).
    public func files(under folder: String, withExtension ext: String) -> [String] {
        let base = path(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var out: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix("." + ext), !isDirectory(folder + "/" + item) { out.append(item) }
        }
        return out.sorted()
    }

    /// Every folder below `folder` whose name ends in `.suffix`, not descending into them.
    public func folders(under folder: String, withSuffix suffix: String) -> [String] {
        let base = path(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var out: [String] = []
        while let item = enumerator.nextObject() as? String {
            if item.hasSuffix("." + suffix), isDirectory(folder + "/" + item) {
                out.append(item)
                enumerator.skipDescendants()
            }
        }
        return out.sorted()
    }

    /// Joins a path relative to another file's folder: `tokens/r.json` + `themes/a.json`.
    public static func resolve(_ reference: String, relativeTo file: String) -> String {
        if reference.hasPrefix("/") { return reference }
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in reference.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }
}
