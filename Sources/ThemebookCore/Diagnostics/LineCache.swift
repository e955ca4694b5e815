import Foundation

/// Reads each source file once for the text format's excerpts.
public final class LineCache {
    private var files: [String: [Substring]] = [:]

    public init() {}

    public func line(_ file: String, _ number: Int) -> String? {
        if files[file] == nil {
            guard let data = FileManager.default.contents(atPath: file) else { return nil }
            files[file] = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = files[file], number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }
}
