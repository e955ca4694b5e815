/// Converts cmark's tree, copied into `RawNode`s, into `Block` values,
/// correcting source positions against the source text on the way.
struct DocumentBuilder {
    private let source: SourceText
    /// The block quotes and list items enclosing the node being built.
    private var containers: [ContainerPrefix] = []

    init(source: SourceText) {
        self.source = source
    }

    mutating func blocks(from nodes: [RawNode]) -> [Block] {
        nodes.compactMap { block(from: $0) }
    }

    private mutating func block(from node: RawNode) -> Block? {
        let range = blockRange(node)
        switch node.kind {
        case .paragraph:
            let (inlines, textRange) = leafInlines(node, range: range, lines: range.start.line...range.end.line)
            return .paragraph(inlines, textRange)
        case .heading where range.end.line > range.start.line:
            // A setext heading: text lines, then the underline.
            let (inlines, textRange) = leafInlines(node, range: range, lines: range.start.line...range.end.line - 1)
            return .heading(level: node.headingLevel, inlines, SourceRange(start: textRange.start, end: range.end))
        case .heading:
            let content = BlockContent(
                source: source, lines: [(range.start.line, LinePrefixScanner.TextStart(column: range.start.column))])
            var resolver = InlinePositionResolver(
                content: content, frameLine: node.start.line, frameColumn: node.start.column)
            return .heading(level: node.headingLevel, resolver.resolve(node.children), range)
        case .blockQuote:
            containers.append(.blockQuote)
            defer { containers.removeLast() }
            return .blockQuote(blocks(from: node.children), range)
        case .list:
            let info = ListInfo(ordered: node.listOrdered, start: node.listStart, tight: node.listTight)
            let items = node.children.filter { $0.kind == .item }.map { listItem(from: $0) }
            return .list(info, items: items, range)
        case .codeBlock:
            return .codeBlock(info: node.info, code: node.literal, layout: codeLayout(node.literal, range: range), range)
        case .htmlBlock:
            return .htmlBlock(node.literal, range)
        case .thematicBreak:
            return .thematicBreak(range)
        case .document, .item, .text, .softBreak, .lineBreak, .code, .htmlInline,
            .emphasis, .strong, .link, .image, .other:
            return nil
        }
    }

    private mutating func listItem(from node: RawNode) -> ListItem {
        var scanner = LinePrefixScanner(line: source.line(node.start.line))
        scanner.consume(containers, lineNumber: node.start.line)
        let indent = scanner.openListItem() ?? 2
        containers.append(.listItem(startLine: node.start.line, contentIndent: indent))
        defer { containers.removeLast() }
        return ListItem(blocks: blocks(from: node.children), range: blockRange(node))
    }

    /// Resolves the inlines of a paragraph or setext heading whose text sits
    /// on `lines`, and returns them with the range of that text (which
    /// excludes any link reference definitions cmark removed from it).
    private func leafInlines(
        _ node: RawNode, range: SourceRange, lines: ClosedRange<Int>
    ) -> ([Inline], SourceRange) {
        var spans: [BlockContent.Span] = lines.map { number in
            let start = number == lines.lowerBound
                ? LinePrefixScanner.TextStart(column: range.start.column)
                : LinePrefixScanner.textStart(of: source.line(number), in: containers, lineNumber: number)
            return (number, start)
        }
        let definitionLines = referenceDefinitionLineCount(
            spans, atMost: spans.count - 1 - Self.countedLineEnds(in: node.children))
        spans.removeFirst(definitionLines)
        let content = BlockContent(source: source, lines: spans)
        var resolver = InlinePositionResolver(
            content: content, frameLine: node.start.line, frameColumn: node.start.column)
        let start = SourcePosition(line: spans[0].number, column: spans[0].start.column)
        return (resolver.resolve(node.children), SourceRange(start: start, end: range.end))
    }

    /// How many leading lines of a paragraph are link reference definitions,
    /// which cmark strips before parsing inlines: the most leading lines,
    /// up to `limit`, that cmark parses to nothing at all.
    ///
    /// The lines are parsed as a block quote whose first line alone has the
    /// `>` marker, so that the others are lazy continuation lines and keep
    /// any leading blanks they kept in the paragraph, as cmark does.
    private func referenceDefinitionLineCount(_ spans: [BlockContent.Span], atMost limit: Int) -> Int {
        // Only the lines that may be definitions are made, and only when the first opens one.
        let limit = min(limit, spans.count - 1)
        func text(_ span: BlockContent.Span) -> String {
            String(repeating: " ", count: span.start.padding)
                + String(decoding: source.line(span.number).dropFirst(span.start.column - 1), as: UTF8.self)
        }
        guard limit > 0, source.line(spans[0].number).dropFirst(spans[0].start.column - 1).first == UInt8(ascii: "[") else {
            return 0
        }
        let lines = spans[..<limit].map(text)
        guard lines[0].hasPrefix("["), lines.contains(where: { $0.contains("]:") }) else { return 0 }
        for count in stride(from: limit, through: 1, by: -1) {
            let quoted = "> " + lines[..<count].joined(separator: "\n")
            let root = CmarkParser.parse(quoted)
            if root.children.count == 1, root.children[0].kind == .blockQuote, root.children[0].children.isEmpty {
                return count
            }
        }
        return 0
    }

    /// The line ends inside inline content that cmark's tree shows: breaks,
    /// and those inside code spans and raw HTML. Those inside a link's
    /// destination, title or label do not show, so the text of a paragraph
    /// has at least this many lines after its first.
    private static func countedLineEnds(in nodes: [RawNode]) -> Int {
        nodes.reduce(0) { count, node in
            switch node.kind {
            case .softBreak, .lineBreak:
                return count + 1
            case .code:
                return count + max(node.end.line - node.start.line, 0)
            case .htmlInline:
                return count + node.literal.utf8.count { $0 == UInt8(ascii: "\n") }
            default:
                return count + countedLineEnds(in: node.children)
            }
        }
    }

    /// Where each line of a code block's `code` starts in the source. A fenced block's code
    /// starts on the line after the fence and loses up to the fence's own indentation; an
    /// indented block's starts on its first line and loses four columns of indentation. Either
    /// way the containers' prefixes go first.
    private func codeLayout(_ code: String, range: SourceRange) -> CodeLayout {
        var scanner = LinePrefixScanner(line: source.line(range.start.line))
        scanner.consume(containers, lineNumber: range.start.line)
        let (indent, fenced) = scanner.fenceIndentation()
        let first = fenced ? range.start.line + 1 : range.start.line
        let count = code.utf8.count { $0 == UInt8(ascii: "\n") }
        let lines = (0..<count).map { index -> CodeLayout.Line in
            let number = first + index
            var line = LinePrefixScanner(line: source.line(number))
            line.consume(containers, lineNumber: number)
            let start = line.skipIndentation(upTo: fenced ? indent : 4)
            return CodeLayout.Line(number: number, column: start.column, padding: start.padding)
        }
        return CodeLayout(lines: lines)
    }

    /// cmark's range for a block, with an end at column 0 (which cmark
    /// reports for blocks closed by a following line) moved back to the end
    /// of the last non-empty line.
    private func blockRange(_ node: RawNode) -> SourceRange {
        var end = node.end
        while end.column == 0, end.line > node.start.line {
            end.line -= 1
            end.column = source.length(ofLine: end.line)
        }
        return SourceRange(start: node.start, end: end)
    }
}
