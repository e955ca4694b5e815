/// A block-level element of a Markdown document.
public indirect enum Block: Sendable, Equatable {
    case paragraph([Inline], SourceRange)
    case heading(level: Int, [Inline], SourceRange)
    case blockQuote([Block], SourceRange)
    case list(ListInfo, items: [ListItem], SourceRange)
    /// A fenced or indented code block. `info` is the full (unescaped) info
    /// string of a fence, empty for indented code; `code` keeps its final newline;
    /// `layout` says where each line of `code` starts in the source.
    case codeBlock(info: String, code: String, layout: CodeLayout, SourceRange)
    /// Raw HTML, verbatim, including its final newline.
    case htmlBlock(String, SourceRange)
    case thematicBreak(SourceRange)

    /// Where the block was parsed from.
    public var range: SourceRange {
        switch self {
        case .paragraph(_, let range), .heading(_, _, let range), .blockQuote(_, let range),
            .list(_, _, let range), .codeBlock(_, _, _, let range), .htmlBlock(_, let range),
            .thematicBreak(let range):
            return range
        }
    }
}

/// One item of a list, holding its own blocks.
public struct ListItem: Sendable, Equatable {
    public var blocks: [Block]
    public var range: SourceRange

    public init(blocks: [Block], range: SourceRange) {
        self.blocks = blocks
        self.range = range
    }
}

/// The shape of a list.
public struct ListInfo: Sendable, Hashable {
    /// `true` for `1.` / `1)` lists, `false` for bullets.
    public var ordered: Bool
    /// The number of the first item; 1 for bullet lists.
    public var start: Int
    /// A tight list renders its items' paragraphs without `<p>` tags.
    public var tight: Bool

    public init(ordered: Bool, start: Int = 1, tight: Bool) {
        self.ordered = ordered
        self.start = start
        self.tight = tight
    }
}
