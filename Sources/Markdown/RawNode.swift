/// A Swift copy of one cmark node, with the source positions exactly as
/// cmark reported them (which `DocumentBuilder` then corrects).
///
/// Built by `CmarkParser` in a single walk so no C memory outlives parsing.
struct RawNode: Sendable {
    enum Kind: Sendable {
        case document, blockQuote, list, item, codeBlock, htmlBlock
        case paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline
        case emphasis, strong, link, image
        /// Custom nodes never come out of the parser; kept for completeness.
        case other
    }

    var kind: Kind
    /// Text, code, HTML or code block content.
    var literal: String = ""
    /// Link or image destination.
    var url: String = ""
    /// Link or image title.
    var title: String = ""
    /// Fenced code block info string.
    var info: String = ""
    var headingLevel: Int = 0
    var listOrdered: Bool = false
    var listStart: Int = 1
    var listTight: Bool = false
    /// Start and end as cmark reports them; 0 where it reports nothing.
    var start = SourcePosition(line: 0, column: 0)
    var end = SourcePosition(line: 0, column: 0)
    var children: [RawNode] = []

    init(kind: Kind) {
        self.kind = kind
    }

    /// Whether cmark gave this node a position at all.
    var hasPosition: Bool { start.line > 0 }
}
