/// The paths of a git revision that themebook refuses to read: every one git's own `fsck` and
/// `verify_path` refuse (with `core.protectHFS` and `core.protectNTFS`, as on macOS and Windows),
/// because a crafted commit can hold any of them and a checkout of it would write outside its
/// folder or into `.git`. A revision holding one is an `unsafe-git-path` error naming it.
enum GitTreePath {
    static let unsafeID = "unsafe-git-path"

    /// Why `path` (as `git ls-tree` gives it, `/`-separated bytes) is refused, or nil when it is
    /// safe: an empty path or component (a leading, trailing or doubled `/`), `.`, `..`, a NUL
    /// byte, a `\` (a separator on Windows), a name that is `.git` to some file system, or bytes
    /// that are not UTF-8 (two such paths could read as one name).
    static func problem(_ path: [UInt8]) -> String? {
        guard !path.isEmpty else { return "it is empty" }
        for component in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if let problem = problem(component: component) { return problem }
        }
        return nil
    }

    static func problem(component: ArraySlice<UInt8>) -> String? {
        if component.isEmpty { return "it has an empty component" }
        if component.elementsEqual([0x2E]) || component.elementsEqual([0x2E, 0x2E]) {
            return "it has a '\(String(decoding: component, as: UTF8.self))' component"
        }
        if component.contains(0) { return "it holds a NUL byte" }
        if component.contains(UInt8(ascii: "\\")) { return "it holds a '\\', a folder separator on Windows" }
        guard let name = String(validating: component, as: UTF8.self) else { return "it is not UTF-8" }
        if isNTFSDotGit(component) || isHFSDotGit(name) { return "'\(name)' is git's own folder to some file system" }
        return nil
    }

    /// `.git` or its short name `git~1` (any letter case), then only dots and spaces, which
    /// NTFS drops, or a `:` starting an alternate data stream (`.git::$INDEX_ALLOCATION`).
    static func isNTFSDotGit(_ name: ArraySlice<UInt8>) -> Bool {
        let lower = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        let stems = [Array(".git".utf8), Array("git~1".utf8)]
        guard let stem = stems.first(where: { lower.starts(with: $0) }) else { return false }
        for byte in lower.dropFirst(stem.count) {
            if byte == UInt8(ascii: ":") { return true }
            guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: " ") else { return false }
        }
        return true
    }

    /// `.git` once HFS+ drops the code points it ignores (zero-width joiners, direction marks,
    /// the byte-order mark), in any letter case: `.g\u{200C}it`.
    static func isHFSDotGit(_ name: String) -> Bool {
        var kept: [UInt8] = []
        for scalar in name.unicodeScalars where !hfsIgnored.contains(scalar.value) {
            guard scalar.isASCII, kept.count < 4 else { return false }
            let byte = UInt8(scalar.value)
            kept.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
        }
        return kept == Array(".git".utf8)
    }

    /// The code points HFS+ leaves out when it compares names (git's `next_hfs_char`).
    static let hfsIgnored: Set<UInt32> = [
        0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
        0x206A, 0x206B, 0x206C, 0x206D, 0x206E, 0x206F, 0xFEFF,
    ]
}
