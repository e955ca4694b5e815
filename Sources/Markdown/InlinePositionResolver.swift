/// Turns cmark's inline nodes into `Inline` values with exact source ranges.
///
/// cmark 0.30 reports inline positions as offsets into the block's text
/// added to the block's start column, which goes wrong in several ways:
/// lines whose indentation or `>` prefix differs from the first line's,
/// lazy continuation lines, code spans (it points past the backticks),
/// links spanning lines (it reports the closing line), text after a link
/// whose destination or title spans lines (it stops counting lines), and
/// paragraphs after link reference definitions. This type reads cmark's
/// numbers in cmark's own frame, converts them to offsets into the block's
/// `BlockContent`, and checks them against the source text, searching
/// forward for the node's opening syntax when a check fails.
struct InlinePositionResolver {
    private static let backtick = UInt8(ascii: "`")
    private let content: BlockContent
    /// The line cmark numbers the block's first text line with.
    private let frameLine: Int
    /// The column cmark adds offsets within a text line to.
    private let frameColumn: Int
    /// Where the previous node ended: fallback searches start here.
    private var cursor = 0
    /// How many lines cmark's line count is behind the real one.
    private var lag = 0
    /// Lines cmark missed in a link's destination, title or label, or at a
    /// backslash hard break. Its columns stay based on the old line until
    /// the next line break it counts, which resynchronizes the columns but
    /// not the line count.
    private var pendingLag = 0

    init(content: BlockContent, frameLine: Int, frameColumn: Int) {
        self.content = content
        self.frameLine = frameLine
        self.frameColumn = frameColumn
    }

    /// Resolves a sequence of sibling inlines, merging adjacent text. A run of text is built in
    /// one string that grows, and added once it ends: replacing the last inline with the run so
    /// far and the next piece copied the whole run at every piece (the thousands of siblings a
    /// paragraph nested past the depth limit leaves in one node took seconds).
    mutating func resolve(_ nodes: [RawNode]) -> [Inline] {
        var result: [Inline] = []
        var run: (text: String, start: SourcePosition, end: SourcePosition)?
        for node in nodes {
            guard let inline = resolve(node) else { continue }
            if case .text(let text, let range) = inline {
                if run == nil {
                    run = (text, range.start, range.end)
                } else {
                    run!.text += text
                    run!.end = range.end
                }
                continue
            }
            if let text = run.take() { result.append(.text(text.text, SourceRange(start: text.start, end: text.end))) }
            result.append(inline)
        }
        if let text = run { result.append(.text(text.text, SourceRange(start: text.start, end: text.end))) }
        return result
    }

    private mutating func resolve(_ node: RawNode) -> Inline? {
        switch node.kind {
        case .text where node.literal.isEmpty:
            return nil
        case .text:
            let start = textStart(node)
            let end = textEnd(node, start: start)
            cursor = max(cursor, end + 1)
            return .text(node.literal, range(start, end))
        case .softBreak:
            passLineEnd(mayFollowBackslash: false)
            return .softBreak
        case .lineBreak:
            passLineEnd(mayFollowBackslash: true)
            return .lineBreak
        case .code:
            let range = codeSpanRange(node)
            if range.end.line > range.start.line { lineBreakSeen() }
            return .code(node.literal, range)
        case .htmlInline:
            let start = checked(offset(of: node.start), opening: "<")
            let end = start + max(node.literal.utf8.count - 1, 0)
            cursor = end + 1
            if node.literal.utf8.contains(UInt8(ascii: "\n")) { lineBreakSeen() }
            return .html(node.literal, range(start, end))
        case .emphasis:
            return .emphasis(resolve(node.children))
        case .strong:
            return .strong(resolve(node.children))
        case .link, .image:
            return resolveLink(node)
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock,
            .paragraph, .heading, .thematicBreak, .other:
            return nil
        }
    }

    private mutating func resolveLink(_ node: RawNode) -> Inline {
        if let autolink = resolveAutolink(node) {
            return autolink
        }
        let isImage = node.kind == .image
        let reported = offset(line: openerFrameLine(of: node), column: node.start.column)
        let start = checked(reported, opening: isImage ? "!" : "[")
        cursor = start + (isImage ? 2 : 1)
        let children = resolve(node.children)
        var end = offset(of: node.end) ?? cursor
        let closer = content[end]
        if end < start || (closer != UInt8(ascii: ")") && closer != UInt8(ascii: "]")) {
            end = max(cursor - 1, start)
        }
        cursor = end + 1
        let range = range(start, end)
        pendingLag = content.lineIndex(containing: end) - (node.end.line - frameLine + lag)
        return isImage
            ? .image(source: node.url, title: node.title, alt: children, range)
            : .link(destination: node.url, title: node.title, children, range)
    }

    /// cmark places an autolink (`<https://x.org>`) by its offset in the
    /// whole block rather than by line, but its text is placed right: the
    /// link is that text plus the angle brackets around it.
    private mutating func resolveAutolink(_ node: RawNode) -> Inline? {
        guard node.kind == .link, node.children.count == 1, let text = node.children.first,
            text.kind == .text, node.url == text.literal || node.url == "mailto:" + text.literal,
            let textStart = offset(of: text.start), let textEnd = offset(of: text.end),
            content[textStart - 1] == UInt8(ascii: "<"), content[textEnd + 1] == UInt8(ascii: ">")
        else { return nil }
        cursor = textEnd + 2
        let textRange = range(textStart, textEnd)
        return .link(
            destination: node.url, title: node.title, [.text(text.literal, textRange)],
            range(textStart - 1, textEnd + 1))
    }

    /// cmark places a run of backticks that opens no code span just after
    /// itself; text starting with such a run starts that much earlier.
    private func textStart(_ node: RawNode) -> Int {
        let start = offset(of: node.start) ?? cursor
        let ticks = node.literal.utf8.prefix { $0 == Self.backtick }.count
        guard ticks > 0, content[start] != Self.backtick,
            (start - ticks..<start).allSatisfy({ content[$0] == Self.backtick })
        else { return start }
        return start - ticks
    }

    /// The last byte of a text node's source. cmark's end covers blanks
    /// trimmed off before a line break, and lies one past a trailing run of
    /// backticks that opens no code span.
    private func textEnd(_ node: RawNode, start: Int) -> Int {
        var end = max(offset(of: node.end) ?? start, start)
        let last = node.literal.utf8.last
        if last == Self.backtick, content[end] != Self.backtick, content[end - 1] == Self.backtick {
            end -= 1
        }
        while end > start, last != content[end], content[end] == UInt8(ascii: " ") || content[end] == UInt8(ascii: "\t") {
            end -= 1
        }
        return end
    }

    /// A code span runs from its first opening backtick to its last closing
    /// one; cmark reports only the content between them.
    private mutating func codeSpanRange(_ node: RawNode) -> SourceRange {
        let backtick = Self.backtick
        let contentStart = offset(of: node.start) ?? cursor
        var start = contentStart
        let lineStart = content.lineStart(containing: contentStart)
        while start > lineStart, content[start - 1] == backtick {
            start -= 1
        }
        if start < contentStart, isEscaped(start) {
            start += 1
        }
        if start == contentStart, let found = content.firstOffset(from: cursor, where: { $0 == backtick }) {
            start = found
        }
        let fence = max(content.runLength(of: backtick, at: start), 1)
        var end = start + fence - 1
        var scan = start + fence
        while let next = content.firstOffset(from: scan, where: { $0 == backtick }) {
            let run = content.runLength(of: backtick, at: next)
            if run == fence {
                end = next + run - 1
                break
            }
            scan = next + run
        }
        cursor = end + 1
        return range(start, end)
    }

    /// Whether the byte at `offset` is escaped by an odd run of backslashes.
    private func isEscaped(_ offset: Int) -> Bool {
        var count = 0
        while content[offset - count - 1] == UInt8(ascii: "\\") {
            count += 1
        }
        return count % 2 == 1
    }

    /// cmark gives a link the line of its closing bracket but the column of
    /// its opening one. The opening line is that of the first descendant
    /// with a position, less the line breaks before that descendant.
    private func openerFrameLine(of link: RawNode) -> Int {
        var breaks = 0
        if let line = firstLine(in: link.children, breaks: &breaks) {
            return line - breaks
        }
        return link.start.line - breaks
    }

    private func firstLine(in nodes: [RawNode], breaks: inout Int) -> Int? {
        for node in nodes {
            switch node.kind {
            case .softBreak, .lineBreak:
                breaks += 1
            case .link, .image:
                return openerFrameLine(of: node)
            case .text, .code, .htmlInline:
                if node.hasPosition { return node.start.line }
            default:
                if let line = firstLine(in: node.children, breaks: &breaks) { return line }
            }
        }
        return nil
    }

    /// `offset` if the source has `opening` there; otherwise the next
    /// occurrence of `opening` from the cursor on.
    private func checked(_ offset: Int?, opening: Character) -> Int {
        let byte = opening.asciiValue ?? 0
        if let offset, content[offset] == byte { return offset }
        return content.firstOffset(from: cursor, where: { $0 == byte }) ?? offset ?? cursor
    }

    /// Moves past the line end of a soft or hard break. cmark counts it,
    /// except after the backslash of a hard break.
    private mutating func passLineEnd(mayFollowBackslash: Bool) {
        guard let newline = content.firstOffset(from: cursor, where: { $0 == UInt8(ascii: "\n") }) else { return }
        cursor = newline + 1
        if mayFollowBackslash, content[newline - 1] == UInt8(ascii: "\\") {
            pendingLag += 1
        } else {
            lineBreakSeen()
        }
    }

    private mutating func lineBreakSeen() {
        lag += pendingLag
        pendingLag = 0
    }

    /// Converts a position cmark reported to an offset into the content.
    private func offset(of position: SourcePosition) -> Int? {
        guard position.line > 0 else { return nil }
        return offset(line: position.line, column: position.column)
    }

    /// cmark counts a column from the start of the text line it believes it
    /// is on, plus the block's start column. Adding that to the line's
    /// offset also lands right while cmark has lost count of lines, since
    /// its column then simply runs on past the line's end.
    private func offset(line: Int, column: Int) -> Int {
        content.lineOffset(line - frameLine + lag) + column - frameColumn
    }

    private func range(_ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: content.position(at: start), end: content.position(at: end))
    }
}
