/// An inline element of a paragraph or heading.
///
/// Text, code, raw HTML, links and images carry the range they were parsed
/// from: a code span starts at its first backtick, a link at its `[`
/// (or `<` for an autolink), an image at its `!`.
public indirect enum Inline: Sendable, Equatable {
    /// Literal text, with escapes and entities already decoded.
    case text(String, SourceRange)
    case softBreak
    case lineBreak
    /// A code span's content, normalized as CommonMark specifies.
    case code(String, SourceRange)
    /// Raw inline HTML, verbatim.
    case html(String, SourceRange)
    case emphasis([Inline])
    case strong([Inline])
    case link(destination: String, title: String, [Inline], SourceRange)
    case image(source: String, title: String, alt: [Inline], SourceRange)

    /// Where the inline was parsed from, if it records it.
    public var range: SourceRange? {
        switch self {
        case .text(_, let range), .code(_, let range), .html(_, let range),
            .link(_, _, _, let range), .image(_, _, _, let range):
            return range
        case .softBreak, .lineBreak, .emphasis, .strong:
            return nil
        }
    }

    /// The inline's text without markup, as it would read in an image's
    /// `alt` attribute: breaks become spaces, code and HTML keep their text.
    public var plainText: String {
        switch self {
        case .text(let text, _), .code(let text, _), .html(let text, _):
            return text
        case .softBreak, .lineBreak:
            return " "
        case .emphasis(let children), .strong(let children),
            .link(_, _, let children, _), .image(_, _, let children, _):
            return children.plainText
        }
    }
}

extension Array where Element == Inline {
    /// The concatenated plain text of these inlines (see `Inline.plainText`).
    public var plainText: String { map(\.plainText).joined() }
}
