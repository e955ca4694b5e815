import Foundation

/// The commit a git working folder has checked out, read from `.git` itself (`HEAD`, then the
/// branch's ref, loose or packed), not by running git: the app's root may be any folder of the
/// content's project, and a build should neither start processes nor depend on git being
/// installed for a link. Worktrees (`.git` a file naming the folder) are followed.
enum GitHead {
    /// The full hex id of the commit checked out in the repository holding `folder` (absolute);
    /// nil when there is none, or it cannot be read.
    static func commit(of folder: String) -> String? {
        guard let gitFolder = gitFolder(above: folder) else { return nil }
        guard let head = line(gitFolder + "/HEAD") else { return nil }
        if isObjectID(head) { return head }
        guard head.hasPrefix("ref: ") else { return nil }
        let ref = String(head.dropFirst(5))
        guard ref.hasPrefix("refs/"), !ref.contains("..") else { return nil }
        let common = line(gitFolder + "/commondir").map { $0.hasPrefix("/") ? $0 : gitFolder + "/" + $0 } ?? gitFolder
        for base in [gitFolder, common] {
            if let id = line(base + "/" + ref), isObjectID(id) { return id }
        }
        guard let packed = InputFiles.contents(ofFile: common + "/packed-refs"), packed.count <= 1 << 26 else { return nil }
        for entry in String(decoding: packed, as: UTF8.self).split(separator: "\n") where !entry.hasPrefix("#") && !entry.hasPrefix("^") {
            let parts = entry.split(separator: " ", maxSplits: 1)
            if parts.count == 2, parts[1] == ref, isObjectID(String(parts[0])) { return String(parts[0]) }
        }
        return nil
    }

    /// The `.git` folder of the nearest folder at or above `folder` that has one.
    private static func gitFolder(above folder: String) -> String? {
        var candidate = folder
        while true {
            let dot = (candidate == "/" ? "" : candidate) + "/.git"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: dot, isDirectory: &isFolder) {
                if isFolder.boolValue { return dot }
                // A worktree or submodule: `gitdir: <path>`.
                guard let text = line(dot), text.hasPrefix("gitdir: ") else { return nil }
                let path = String(text.dropFirst(8))
                return path.hasPrefix("/") ? path : (candidate == "/" ? "" : candidate) + "/" + path
            }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { return nil }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
        }
    }

    /// The first line of a small file, without its line break.
    private static func line(_ path: String) -> String? {
        guard let bytes = InputFiles.contents(ofFile: path), bytes.count <= 4096 else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// 40 (SHA-1) or 64 (SHA-256) lower-case hex digits.
    static func isObjectID(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64)
            && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }
}
