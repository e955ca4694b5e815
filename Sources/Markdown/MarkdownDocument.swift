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
        parse(text, outline: false)
    }

    /// Parses `text` as `parse` does, but keeps only the headings, in the block quotes and list
    /// items around them: for a reader that wants the headings alone (the guide stage's first
    /// pass), at less cost. Paragraphs, code blocks, HTML blocks and breaks are left out;
    /// headings, quotes, lists and items are as `parse` makes them.
    public static func parseOutline<Bytes: Collection>(bytes: Bytes) -> MarkdownDocument where Bytes.Element == UInt8 {
        parse(String(decoding: bytes, as: UTF8.self), outline: true)
    }

    private static func parse(_ text: String, outline: Bool) -> MarkdownDocument {
        var text = text
        if text.hasPrefix("\u{FEFF}") {
            text.removeFirst()
        }
        if text.utf8.withContiguousStorageIfAvailable({ $0.contains(0) }) ?? text.utf8.contains(0) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
        }
        let root = CmarkParser.parse(text, outline: outline)
        var builder = DocumentBuilder(source: SourceText(text))
        return MarkdownDocument(blocks: builder.blocks(from: root.children))
    }

    /// Parses bytes that should be UTF-8; invalid sequences are read as
    /// U+FFFD, and positions refer to the text after that repair.
    public static func parse<Bytes: Collection>(bytes: Bytes) -> MarkdownDocument where Bytes.Element == UInt8 {
        parse(String(decoding: bytes, as: UTF8.self))
    }
}
