import Foundation

/// Reads one imageset's `Contents.json` and the picture files it names:
///
///     {"images": [{"filename": "lock.png", "idiom": "universal", "scale": "2x",
///                  "appearances": [{"appearance": "luminosity", "value": "dark"}]}],
///      "info": {"author": "xcode", "version": 1}}
///
/// Each PNG, JPEG or SVG file is read (up to `maxFileBytes`) and handed back as a copy for the
/// site under a name made from its bytes, so the same input always gives the same name and two
/// sets holding one file share one copy. PDFs are only checked to exist: browsers do not show
/// them in an `<img>`. A file name is a name inside the imageset folder, nothing more, and the
/// file is read through `InputFiles`, so a link out of the project is refused like any input.
struct AssetCatalogueContents {
    /// Pictures bigger than this are not copied (a warning says so): the site is for looking
    /// things up, and one 40 MB export should not make every deploy slow.
    static let maxFileBytes = 2 * 1024 * 1024
    static let maxFileText = "2 MB"
    /// Where copies go in the site.
    static let siteFolder = "images"

    let set: String
    let folder: String
    let files: InputFiles
    /// File name → what was found, so an entry naming a file twice reads it once.
    private var seen: [String: (sitePath: String?, problem: String?)] = [:]

    init(set: String, folder: String, files: InputFiles) {
        self.set = set
        self.folder = folder
        self.files = files
    }

    /// The set with its files; copies of its pictures are added to `copies` (site path → bytes).
    mutating func read(into copies: inout [String: [UInt8]], diagnostics: inout Diagnostics) -> AssetSet {
        let contents = folder + "/Contents.json"
        let shownPath = files.path(contents)
        switch files.access(contents) {
        case .missing:
            // Xcode writes one into every set; a set without it simply names no file.
            return AssetSet(name: set, path: files.path(folder))
        case .outside(let real):
            files.reportOutside(
                "file", contents, real: real, at: SourceLocation(file: files.path(folder), line: 1, column: 1), diagnostics: &diagnostics)
            return AssetSet(name: set, path: files.path(folder))
        case .inside(.file, _):
            break
        case .inside:
            diagnostics.error(Self.invalidID, "asset '\(set)' Contents.json is not a regular file", at: SourceLocation(file: shownPath, line: 1, column: 1))
            return AssetSet(name: set, path: shownPath)
        }
        guard let bytes = files.read(contents), let root = JSONParser.parse(bytes, file: shownPath, into: &diagnostics) else {
            return AssetSet(name: set, path: shownPath)
        }
        guard root.members != nil else {
            diagnostics.error(Self.invalidID, "asset '\(set)' Contents.json must be a JSON object, not \(root.kindName)", at: root.location)
            return AssetSet(name: set, path: shownPath)
        }
        guard let images = root["images"] else { return AssetSet(name: set, path: shownPath) }
        guard let entries = images.elements else {
            diagnostics.error(Self.invalidID, "asset '\(set)' 'images' must be an array, not \(images.kindName)", at: images.location)
            return AssetSet(name: set, path: shownPath)
        }
        var out: [AssetFile] = []
        for entry in entries {
            if let file = self.file(entry, copies: &copies, diagnostics: &diagnostics) { out.append(file) }
        }
        return AssetSet(name: set, path: shownPath, files: out)
    }

    /// One entry of `images`; nil for an empty slot (Xcode lists every scale, filled or not) or
    /// one that is malformed (reported).
    private mutating func file(_ entry: JSONNode, copies: inout [String: [UInt8]], diagnostics: inout Diagnostics) -> AssetFile? {
        guard entry.members != nil else {
            diagnostics.error(Self.invalidID, "asset '\(set)' image entry must be an object, not \(entry.kindName)", at: entry.location)
            return nil
        }
        guard let nameNode = entry["filename"] else { return nil }
        guard let name = nameNode.string else {
            diagnostics.error(Self.invalidID, "asset '\(set)' 'filename' must be a string, not \(nameNode.kindName)", at: nameNode.location)
            return nil
        }
        guard Self.isPlainName(name) else {
            diagnostics.error(
                Self.invalidID, "asset '\(set)' file name '\(name)' must name a file inside the imageset folder", at: nameNode.location)
            return nil
        }
        var file = AssetFile(fileName: name, location: nameNode.location)
        file.idiom = string(entry, "idiom", diagnostics: &diagnostics) ?? "universal"
        if let scale = string(entry, "scale", diagnostics: &diagnostics), scale.hasSuffix("x"), let n = Int(scale.dropLast()), (1...9).contains(n) {
            file.scale = n
        }
        for appearance in entry["appearances"]?.elements ?? [] {
            switch (appearance["appearance"]?.string, appearance["value"]?.string) {
            case ("luminosity", "dark"): file.appearance = .dark
            case ("luminosity", "light"): file.appearance = .light
            case ("contrast", "high"): file.highContrast = true
            default: break
            }
        }
        if let known = seen[name] {
            (file.sitePath, file.problem) = known
        } else {
            (file.sitePath, file.problem) = look(at: file, copies: &copies, diagnostics: &diagnostics)
            seen[name] = (file.sitePath, file.problem)
        }
        return file
    }

    /// Checks the file exists inside the project; copies it when the page can show it.
    private func look(at file: AssetFile, copies: inout [String: [UInt8]], diagnostics: inout Diagnostics) -> (String?, String?) {
        let relative = folder + "/" + file.fileName
        switch files.access(relative) {
        case .missing:
            diagnostics.error(Self.missingID, "asset '\(set)' has no file '\(file.fileName)'", at: file.location)
            return (nil, "file missing")
        case .outside(let real):
            files.reportOutside("image file", relative, real: real, at: file.location, diagnostics: &diagnostics)
            return (nil, "file outside the project")
        case .inside(.folder, _), .inside(.other, _):
            diagnostics.error(Self.missingID, "asset '\(set)' file '\(file.fileName)' is not a regular file", at: file.location)
            return (nil, "not a regular file")
        case .inside(.file, let real):
            guard file.format.isShown else { return (nil, nil) }
            let size = files.size(ofReal: real)
            guard size <= Self.maxFileBytes else {
                diagnostics.warning(
                    Self.tooLargeID,
                    "asset '\(set)' file '\(file.fileName)' is \(size) bytes, over the \(Self.maxFileText) limit for pictures the site shows; it is not copied",
                    at: file.location)
                return (nil, "file over \(Self.maxFileText)")
            }
            guard let bytes = files.read(relative), bytes.count <= Self.maxFileBytes else {
                diagnostics.error(Self.missingID, "asset '\(set)' file '\(file.fileName)' cannot be read", at: file.location)
                return (nil, "file unreadable")
            }
            return (Self.copy(bytes, named: file.fileName, format: file.format, into: &copies), nil)
        }
    }

    /// `images/<name>-<digest>.<ext>`: the digest of the bytes makes the name stable across
    /// builds and machines and unique per content; the lowercased name keeps it readable, and
    /// safe on a disk that ignores letter case.
    static func copy(_ bytes: [UInt8], named fileName: String, format: AssetFile.Format, into copies: inout [String: [UInt8]]) -> String {
        let stem = fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        let readable = String(Paths.fileName(stem.isEmpty ? fileName : stem).lowercased().prefix(80))
        let ext = format == .jpeg ? "jpg" : format.rawValue
        let base = siteFolder + "/" + readable + "-" + digest(bytes)
        var path = base + "." + ext
        var n = 2
        while let other = copies[path], other != bytes {
            path = base + "-\(n)." + ext
            n += 1
        }
        copies[path] = bytes
        return path
    }

    /// 64-bit FNV-1a, as 16 hex digits: not for security, only a short stable name.
    static func digest(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// A name inside one folder: no separator, not `.` or `..`, not empty, no NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\") && !name.contains("\u{0}")
    }

    private func string(_ node: JSONNode, _ key: String, diagnostics: inout Diagnostics) -> String? {
        guard let member = node[key] else { return nil }
        guard let s = member.string else {
            diagnostics.error(Self.invalidID, "asset '\(set)' '\(key)' must be a string, not \(member.kindName)", at: member.location)
            return nil
        }
        return s
    }

    static let invalidID = "invalid-asset-contents"
    static let missingID = "missing-asset-file"
    static let tooLargeID = "asset-file-too-large"
}
