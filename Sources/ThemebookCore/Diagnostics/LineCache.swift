import Foundation

/// Reads each source file once for the text format's excerpts. Only regular files inside the
/// scope (where the command could read) are read, and through no link put in place since the
/// check, so an excerpt never shows a line of a file outside the project, nor waits on a FIFO,
/// even if a diagnostic named one.
public final class LineCache {
    /// A file's bytes and where each of its lines starts.
    private struct Lines {
        var bytes: [UInt8]
        var starts: [Int]
    }

    private var files: [String: Lines?] = [:]
    private let scope: ReadScope

    public init(scope: ReadScope) { self.scope = scope }

    public func line(_ file: String, _ number: Int) -> String? {
        if files[file] == nil { files[file] = .some(load(file)) }
        guard let lines = files[file] ?? nil, number >= 1, number <= lines.starts.count else { return nil }
        let start = lines.starts[number - 1]
        let end = number < lines.starts.count ? lines.starts[number] - 1 : lines.bytes.count
        return String(decoding: lines.bytes[start..<end], as: UTF8.self)
    }

    /// Lines end at a line feed, as the file's text split into characters at "\n" gives them: a
    /// carriage return and line feed is one character, not "\n", and ends no line. Found in the
    /// bytes, with no string made of the whole file (a build with thousands of warnings in
    /// thousands of files of the app's code reads each).
    private func load(_ file: String) -> Lines? {
        guard let bytes = InputFiles(root: "", scope: scope).read(file) else { return nil }
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A && (offset == 0 || bytes[offset - 1] != 0x0D) {
            starts.append(offset + 1)
        }
        return Lines(bytes: bytes, starts: starts)
    }
}
