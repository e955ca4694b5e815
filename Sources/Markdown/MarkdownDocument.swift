/// A parsed CommonMark document: a tree of Swift values with source ranges.
public struct MarkdownDocument: Sendable, Equatable {
    public var blocks: [Block]

    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// Parses CommonMark `text` with cmark.
    ///
    /// Positions refer to `text` itself, with two exceptions that follow
    /// cmark: a leading byte order mark is dropped before counting, and a
    /// NUL character counts as U+FFFD (three bytes).
    public static func parse(_ text: String) -> MarkdownDocument {
        parse(text, paragraphInlines: true)
    }

    /// Parses `text` as `parse` does, but leaves every paragraph's inlines out (empty): for a
    /// reader that wants the block structure and the headings alone (the guide stage's first
    /// pass), at much less cost. Headings, lists, quotes and code blocks are as `parse` makes them.
    public static func parseOutline<Bytes: Sequence>(bytes: Bytes) -> MarkdownDocument where Bytes.Element == UInt8 {
        parse(String(decoding: Array(bytes), as: UTF8.self), paragraphInlines: false)
    }

    private static func parse(_ text: String, paragraphInlines: Bool) -> MarkdownDocument {
        var text = text
        if text.hasPrefix("\u{FEFF}") {
            text.removeFirst()
        }
        if text.utf8.withContiguousStorageIfAvailable({ $0.contains(0) }) ?? text.utf8.contains(0) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
        }
        let root = CmarkParser.parse(text, paragraphInlines: paragraphInlines)
        var builder = DocumentBuilder(source: SourceText(text))
        builder.paragraphInlines = paragraphInlines
        return MarkdownDocument(blocks: builder.blocks(from: root.children))
    }

    /// Parses bytes that should be UTF-8; invalid sequences are read as
    /// U+FFFD, and positions refer to the text after that repair.
    public static func parse<Bytes: Sequence>(bytes: Bytes) -> MarkdownDocument where Bytes.Element == UInt8 {
        parse(String(decoding: Array(bytes), as: UTF8.self))
    }
}
