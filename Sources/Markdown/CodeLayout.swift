/// Where each line of a code block's text starts in the source, so that a position inside the
/// code (found by a lexer, say) converts back to the file's line and column.
///
/// cmark strips container prefixes (`>`, list indentation) and a fence's own indentation from
/// every line of the code; a tab only partly stripped leaves spaces in the code that stand for
/// the rest of the tab (`padding`).
public struct CodeLayout: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        /// 1-based source line.
        public var number: Int
        /// 1-based byte column where the code's text starts on that line.
        public var column: Int
        /// Spaces at the start of the code line that stand in for a partly stripped tab.
        public var padding: Int

        public init(number: Int, column: Int, padding: Int = 0) {
            self.number = number
            self.column = column
            self.padding = padding
        }
    }

    /// One entry per line of the code, in order.
    public var lines: [Line]

    public init(lines: [Line]) {
        self.lines = lines
    }

    /// The source position of byte `offset` (0-based) of code line `line` (1-based).
    public func position(line: Int, offset: Int) -> SourcePosition {
        guard !lines.isEmpty else { return SourcePosition(line: 1, column: 1) }
        let start = lines[min(max(line - 1, 0), lines.count - 1)]
        // A byte of the padding is the tab it stands for, one column before the text.
        let column = offset < start.padding ? max(start.column - 1, 1) : start.column + offset - start.padding
        return SourcePosition(line: start.number, column: column)
    }
}
