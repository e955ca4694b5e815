import Foundation

/// The file-system moves a build's commit is made of, each one either done or not done, so a
/// build killed at any moment leaves the previous site or the new one at the output path,
/// never neither.
enum FolderSwap {
    /// `renameat2(…, RENAME_EXCHANGE)`: swaps two paths in one step. Glibc declares it only
    /// under `_GNU_SOURCE`, which Swift's Glibc module does not see, so it is looked up at run
    /// time; nil where the C library has none (then two renames are the fallback).
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()
    private static let renameExchange: UInt32 = 2

    /// Swaps what `a` and `b` name, atomically when the system can; false with `errno` set
    /// when it cannot (not supported here, or a path is a mount point).
    static func exchange(_ a: String, _ b: String) -> Bool {
        guard let renameat2 else {
            errno = ENOSYS
            return false
        }
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
    }

    static func rename(_ from: String, _ to: String) -> Bool {
        Foundation.rename(from, to) == 0
    }

    /// Whether `path` is a mount point: another device than its parent's, or listed in the
    /// mount table (a bind mount of a folder on the same disk). A mount point cannot be renamed
    /// (`EBUSY`), so its contents are swapped instead.
    static func isMountPoint(_ path: String) -> Bool {
        var own = stat()
        var parent = stat()
        guard stat(path, &own) == 0, stat(path + "/..", &parent) == 0 else { return false }
        if own.st_dev != parent.st_dev { return true }
        guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return false }
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count > 4, unescapeMountPath(fields[4]) == path { return true }
        }
        return false
    }

    /// Mount paths in `/proc/self/mountinfo` write space, tab, newline and `\` as `\ooo`.
    private static func unescapeMountPath(_ field: Substring) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(field.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "\\"), utf8.count >= 3, let value = UInt8(String(decoding: utf8.prefix(3), as: UTF8.self), radix: 8) {
                bytes.append(value)
                utf8 = utf8.dropFirst(3)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of the current `errno`, the way the shell says it ("Permission denied").
    static var errorText: String { String(validatingCString: strerror(errno)) ?? "error \(errno)" }
}
