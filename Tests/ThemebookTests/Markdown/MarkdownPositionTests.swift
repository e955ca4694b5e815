import Markdown
import Testing

/// Source text with keycap markers (`1️⃣`, `2️⃣`, …) showing where nodes start; the markers
/// are removed before parsing. `source[0]` is where `1️⃣` stood.
private struct MarkedSource {
    let text: String
    let positions: [SourcePosition]

    init(_ marked: String) {
        let parsed = MarkedText(marked)
        text = parsed.text
        positions = (1...MarkedText.markers.count).compactMap { n in
            parsed.position(n).map { SourcePosition(line: $0.line, column: $0.column) }
        }
    }

    subscript(index: Int) -> SourcePosition { positions[index] }
}

/// Every inline of `blocks`, depth first, in document order.
private func inlines(of blocks: [Block]) -> [Inline] {
    blocks.flatMap { block -> [Inline] in
        switch block {
        case .paragraph(let content, _), .heading(_, let content, _):
            return flatten(content)
        case .blockQuote(let children, _):
            return inlines(of: children)
        case .list(_, let items, _):
            return items.flatMap { inlines(of: $0.blocks) }
        case .codeBlock, .htmlBlock, .thematicBreak:
            return []
        }
    }
}

private func flatten(_ content: [Inline]) -> [Inline] {
    content.flatMap { inline -> [Inline] in
        switch inline {
        case .emphasis(let children), .strong(let children),
            .link(_, _, let children, _), .image(_, _, let children, _):
            return [inline] + flatten(children)
        default:
            return [inline]
        }
    }
}

/// Start positions of the links, code spans and images of `source`, in order.
private func starts(in source: String) -> [SourcePosition] {
    inlines(of: MarkdownDocument.parse(source).blocks).compactMap { inline in
        switch inline {
        case .link(_, _, _, let range), .code(_, let range), .image(_, _, _, let range):
            return range.start
        default:
            return nil
        }
    }
}

@Suite("Inline source positions")
struct MarkdownPositionTests {
    @Test("a link and a code span on the second line of a paragraph start at their bracket and backtick")
    func secondLineOfParagraph() {
        let source = MarkedSource("First line\nsecond 1️⃣[link](x) and 2️⃣`code` end")
        #expect(starts(in: source.text) == [source[0], source[1]])
    }

    @Test("a link and a code span on the third, indented line of a paragraph are placed exactly")
    func indentedContinuationLine() {
        let source = MarkedSource("one\ntwo\n   three 1️⃣`code` and 2️⃣[link](x)")
        #expect(starts(in: source.text) == [source[0], source[1]])
    }

    @Test("a link and a code span inside a list item's second line are placed exactly")
    func insideListItem() {
        let source = MarkedSource("- item\n  more 1️⃣`code` and 2️⃣[link](x)\n- next 3️⃣[l](y)")
        #expect(starts(in: source.text) == [source[0], source[1], source[2]])
    }

    @Test("a link and a code span inside a block quote's second line are placed exactly")
    func insideBlockQuote() {
        let source = MarkedSource("> quote\n> see 1️⃣`c3` 2️⃣[l3](z)\nlazy 3️⃣`c4` 4️⃣[l4](w)")
        #expect(starts(in: source.text) == [source[0], source[1], source[2], source[3]])
    }

    @Test("a code span in a block quote inside a list item inside a block quote is placed exactly")
    func nestedContainers() {
        let source = MarkedSource("> 1. > first\n>    > then 1️⃣`code`\n>    lazy 2️⃣[link](u)")
        #expect(starts(in: source.text) == [source[0], source[1]])
    }

    @Test("multi-byte characters before a node count in UTF-8 bytes")
    func multiByteColumns() {
        let source = MarkedSource("héllo 日本 🙂\nü 1️⃣`code` ö 2️⃣[link](x)")
        #expect(starts(in: source.text) == [source[0], source[1]])
        #expect(source[0].column == 4)
    }

    @Test("emphasis and entities before a node do not shift it")
    func afterEmphasis() {
        let source = MarkedSource("a\n*em* **strong** &amp; \\* 1️⃣`code` 2️⃣[link](x)")
        #expect(starts(in: source.text) == [source[0], source[1]])
    }

    @Test("an autolink starts at its angle bracket, also inside containers")
    func autolinks() {
        let source = MarkedSource("- a\n  b 1️⃣<token:layer1>\n\n> q\n> 2️⃣<https://x.org> 3️⃣<me@x.org>")
        #expect(starts(in: source.text) == [source[0], source[1], source[2]])
    }

    @Test("a link whose text spans lines starts on its first line")
    func multiLineLink() {
        let source = MarkedSource("x\n1️⃣[link\ntext](u) 2️⃣`code` 3️⃣![image\nalt](i)")
        #expect(starts(in: source.text) == [source[0], source[1], source[2]])
    }

    @Test("nodes after a link whose title spans lines keep their true lines")
    func afterMultiLineTitle() {
        let source = MarkedSource("1️⃣[a](x\n\"title\") 2️⃣`c1`\nnext 3️⃣`c2` 4️⃣[r](y)")
        #expect(starts(in: source.text) == [source[0], source[1], source[2], source[3]])
    }

    @Test("nodes after a backslash hard break keep their true lines")
    func afterBackslashBreak() {
        let source = MarkedSource("a\\\n 1️⃣`b` 2️⃣[c](d)\ne 3️⃣`f`")
        #expect(starts(in: source.text) == [source[0], source[1], source[2]])
    }

    @Test("a paragraph after link reference definitions starts on its own line")
    func afterReferenceDefinitions() {
        let source = MarkedSource("[ref]: /url\n[other]: /o\n  1️⃣foo 2️⃣`x` 3️⃣[ref]")
        let document = MarkdownDocument.parse(source.text)
        #expect(document.blocks.first?.range.start == source[0])
        #expect(starts(in: source.text) == [source[1], source[2]])
    }

    @Test("a setext heading's second line and tab-indented lines are placed exactly")
    func setextHeadingAndTabs() {
        let source = MarkedSource("Title\n  more 1️⃣`x`\n===\n\n-\ttab\n\t2️⃣`y` 3️⃣[z](w)")
        #expect(starts(in: source.text) == [source[0], source[1], source[2]])
    }

    @Test("CRLF line endings do not shift positions")
    func crlf() {
        let source = MarkedSource("a\r\n  b 1️⃣[x](y\r\n\"t\") 2️⃣`c`\r\nd 3️⃣`e`")
        #expect(starts(in: source.text) == [source[0], source[1], source[2]])
    }

    @Test("a code span's range ends on its last closing backtick")
    func codeSpanEnd() {
        let document = MarkdownDocument.parse("> a ``co`de``\n> `multi\n> line` z")
        let ranges = inlines(of: document.blocks).compactMap { inline -> SourceRange? in
            if case .code(_, let range) = inline { return range }
            return nil
        }
        #expect(ranges == [SourceRange(1, 5, 1, 13), SourceRange(2, 3, 3, 7)])
    }

    @Test("every positioned inline of tricky documents points at its own syntax", arguments: [
        "- -\tstart [`c` in link](u)![img *e*](src)\\\n\t[`c`](u)&#x41;日本語 end",
        "> 10. start🙂x**strong** [ref][full][ref\n>\t]\n>\t\\\n>\tword ![img *e*](src) end\n\n[ref]: /u",
        "start[full][ref\n][ref][]a]b <a\nhref='x'>**strong** `multi\nline` end\n\n[ref]: /u",
        "-   start`multi\n\tline` a]b [ref][] <token:layer1>x_y_z end\n\n[ref]: /u",
        "- start[multi\nline](x) &amp;日本語\n [link](dest \"title\") _u_ [ !<a\n  href=x> y",
    ])
    func pointsAtSyntax(_ markdown: String) {
        expectInlinesPointAtSyntax(markdown)
    }

    @Test("generated paragraphs in nested containers place every inline on its own syntax")
    func generatedDocuments() {
        let pieces = [
            "`code`", "`` co`de ``", "[link](d \"t\")", "[multi\nline](x)", "[a](x\n\"t\")", "![i *e*](s)",
            "<http://a.b>", "<b>", "**s** _u_", "\\* &amp;", "x  \ny", "x\\\ny", "[ref][]", "`multi\nline`",
        ]
        let wrappers: [(first: String, rest: String)] = [
            ("", ""), ("> ", "> "), ("> ", ""), ("- ", "  "), ("- ", " "), ("10. ", "    "), ("-\t", "\t"), ("> - ", ">   "),
        ]
        for (index, first) in pieces.enumerated() {
            for (offset, second) in pieces.enumerated() {
                let wrapper = wrappers[(index + offset) % wrappers.count]
                let body = "start \(first) mid\n   \(second) end"
                let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
                let markdown = wrapper.first + lines.joined(separator: "\n" + wrapper.rest) + "\n\n[ref]: /u\n"
                expectInlinesPointAtSyntax(markdown)
                #expect(HTMLRenderer().render(MarkdownDocument.parse(markdown)) == CmarkReference.renderHTML(markdown))
            }
        }
    }
}

/// Checks that each link, image, code span and raw HTML inline of
/// `markdown` starts and ends on the characters of its own syntax.
private func expectInlinesPointAtSyntax(_ markdown: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let lines = markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array($0.utf8) }
    func character(at position: SourcePosition) -> Character? {
        let line = lines[position.line - 1]
        return line.indices.contains(position.column - 1) ? Character(Unicode.Scalar(line[position.column - 1])) : nil
    }
    for inline in inlines(of: MarkdownDocument.parse(markdown).blocks) {
        let (opening, closing): (Set<Character>, Set<Character>)
        let range: SourceRange
        switch inline {
        case .link(_, _, _, let linkRange):
            (opening, closing, range) = (["[", "<"], [")", "]", ">"], linkRange)
        case .image(_, _, _, let imageRange):
            (opening, closing, range) = (["!"], [")", "]"], imageRange)
        case .code(_, let codeRange):
            (opening, closing, range) = (["`"], ["`"], codeRange)
        case .html(_, let htmlRange):
            (opening, closing, range) = (["<"], [">"], htmlRange)
        default:
            continue
        }
        let found = (character(at: range.start), character(at: range.end))
        #expect(
            found.0.map(opening.contains) == true && found.1.map(closing.contains) == true,
            "\(inline) in \(String(reflecting: markdown))", sourceLocation: sourceLocation)
    }
}
