/// A location in Markdown source text.
///
/// Lines and columns are 1-based. Columns count UTF-8 bytes, as cmark
/// reports them, so a column after `é` is one further than a character
/// count would suggest.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, as in `3:14`.
    public var description: String { "\(line):\(column)" }
}

/// The inclusive span of source a node was parsed from.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public init(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) {
        self.init(
            start: SourcePosition(line: startLine, column: startColumn),
            end: SourcePosition(line: endLine, column: endColumn)
        )
    }

    /// `start-end`, as in `3:1-4:20`.
    public var description: String { "\(start)-\(end)" }
}
