import Foundation

/// Reads each source file once for the text format's excerpts. Only regular files inside the
/// scope are read (the build's `ReadScope` when given), so an excerpt never shows a line of a
/// file outside the project, nor waits on a FIFO, even if a diagnostic named one.
public final class LineCache {
    private var files: [String: [Substring]?] = [:]
    private let scope: ReadScope?

    public init(scope: ReadScope? = nil) { self.scope = scope }

    public func line(_ file: String, _ number: Int) -> String? {
        if files[file] == nil { files[file] = .some(load(file)) }
        guard let lines = files[file] ?? nil, number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }

    private func load(_ file: String) -> [Substring]? {
        guard let real = ReadScope.realPath(file), scope?.contains(real: real) ?? true, InputFiles.kind(ofReal: real) == .file,
            let data = FileManager.default.contents(atPath: real)
        else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
