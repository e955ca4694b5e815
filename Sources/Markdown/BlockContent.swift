/// The text cmark's inline parser works on for one paragraph or heading:
/// each of its source lines from the column where the block's text starts
/// (after container prefixes and indentation), joined with `\n`.
///
/// An offset into these bytes converts back to an exact source position.
struct BlockContent {
    struct Line {
        /// 1-based source line number.
        let number: Int
        /// 1-based byte column where the block's text starts on this line.
        let startColumn: Int
        /// Spaces cmark put before the text in place of a partly used tab.
        let padding: Int
        /// Offset of the line's first byte in `bytes`.
        let offset: Int
    }

    /// Where one line's text starts: see `LinePrefixScanner.TextStart`.
    typealias Span = (number: Int, start: LinePrefixScanner.TextStart)

    private(set) var bytes: [UInt8] = []
    private(set) var lines: [Line] = []

    /// Collects the text of `spans` (source line number and text start).
    init(source: SourceText, lines spans: [Span]) {
        for (number, start) in spans {
            lines.append(Line(number: number, startColumn: start.column, padding: start.padding, offset: bytes.count))
            bytes += repeatElement(UInt8(ascii: " "), count: start.padding)
            bytes += source.line(number).dropFirst(start.column - 1)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    subscript(offset: Int) -> UInt8? {
        bytes.indices.contains(offset) ? bytes[offset] : nil
    }

    /// The offset of the first byte of line `index` (0-based), clamped to
    /// the lines that exist.
    func lineOffset(_ index: Int) -> Int {
        guard !lines.isEmpty else { return 0 }
        return lines[min(max(index, 0), lines.count - 1)].offset
    }

    /// The 0-based index of the line holding `offset`.
    func lineIndex(containing offset: Int) -> Int {
        // Binary search for the last line starting at or before `offset`.
        var low = 0
        var high = lines.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lines[middle].offset <= offset {
                low = middle
            } else {
                high = middle
            }
        }
        return low
    }

    /// The offset where the line holding `offset` starts.
    func lineStart(containing offset: Int) -> Int {
        lines.isEmpty ? 0 : lines[lineIndex(containing: offset)].offset
    }

    /// The source position of the byte at `offset`.
    func position(at offset: Int) -> SourcePosition {
        guard !lines.isEmpty else { return SourcePosition(line: 0, column: 0) }
        let clamped = min(max(offset, 0), max(bytes.count - 1, 0))
        let line = lines[lineIndex(containing: clamped)]
        // Padding stands in for the tab just before the text.
        let column = line.startColumn + max(clamped - line.offset - line.padding, -1)
        return SourcePosition(line: line.number, column: column)
    }

    /// The first offset at or after `start` whose byte satisfies `matches`.
    func firstOffset(from start: Int, where matches: (UInt8) -> Bool) -> Int? {
        bytes.indices.dropFirst(max(start, 0)).first { matches(bytes[$0]) }
    }

    /// The length of the run of `byte` starting at `offset`.
    func runLength(of byte: UInt8, at offset: Int) -> Int {
        var end = offset
        while self[end] == byte { end += 1 }
        return end - offset
    }
}
