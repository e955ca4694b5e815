import Foundation

/// Reads each source file once for the text format's excerpts. Only regular files inside the
/// scope (where the command could read) are read, and through no link put in place since the
/// check, so an excerpt never shows a line of a file outside the project, nor waits on a FIFO,
/// even if a diagnostic named one.
public final class LineCache {
    private var files: [String: [Substring]?] = [:]
    private let scope: ReadScope

    public init(scope: ReadScope) { self.scope = scope }

    public func line(_ file: String, _ number: Int) -> String? {
        if files[file] == nil { files[file] = .some(load(file)) }
        guard let lines = files[file] ?? nil, number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }

    private func load(_ file: String) -> [Substring]? {
        guard let bytes = InputFiles(root: "", scope: scope).read(file) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
