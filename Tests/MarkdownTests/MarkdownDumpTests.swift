import Markdown
import Testing

@Suite("Document tree")
struct MarkdownDumpTests {
    @Test("the tree dump shows every node with its exact source range")
    func dumpSnapshot() {
        let markdown = """
            # Title `v2`

            Some *text* with `code`
            and a [link](https://x.org "T") &amp; more.

            > - item
            >   second ![img](i.png)
            > 3. ordered

            ```swift
            let x = 1
            ```

            <div>raw</div>

            ---
            """
        let expected = #"""
            Heading level=1 1:1-1:12
              Text "Title " 1:3-1:8
              Code "v2" 1:9-1:12
            Paragraph 3:1-4:43
              Text "Some " 3:1-3:5
              Emphasis
                Text "text" 3:7-3:10
              Text " with " 3:12-3:17
              Code "code" 3:18-3:23
              SoftBreak
              Text "and a " 4:1-4:6
              Link "https://x.org" title="T" 4:7-4:31
                Text "link" 4:8-4:11
              Text " & more." 4:32-4:43
            BlockQuote 6:1-8:12
              List bullet tight 6:3-7:24
                Item 6:3-7:24
                  Paragraph 6:5-7:24
                    Text "item" 6:5-6:8
                    SoftBreak
                    Text "second " 7:5-7:11
                    Image "i.png" 7:12-7:24
                      Text "img" 7:14-7:16
              List ordered start=3 tight 8:3-8:12
                Item 8:3-8:12
                  Paragraph 8:6-8:12
                    Text "ordered" 8:6-8:12
            CodeBlock info="swift" "let x = 1\n" 10:1-12:3
            HTMLBlock "<div>raw</div>\n" 14:1-14:14
            ThematicBreak 16:1-16:3
            """#
        #expect(MarkdownDocument.parse(markdown).debugDump() == expected)
    }

    @Test("a document is built as plain Swift values")
    func valueTree() {
        let document = MarkdownDocument.parse("1. *a* [b](c 'd')\n\n   ***\n")
        let expected: [Block] = [
            .list(
                ListInfo(ordered: true, start: 1, tight: false),
                items: [
                    ListItem(
                        blocks: [
                            .paragraph(
                                [
                                    .emphasis([.text("a", SourceRange(1, 5, 1, 5))]),
                                    .text(" ", SourceRange(1, 7, 1, 7)),
                                    .link(
                                        destination: "c", title: "d",
                                        [.text("b", SourceRange(1, 9, 1, 9))], SourceRange(1, 8, 1, 17)),
                                ], SourceRange(1, 4, 1, 17)),
                            .thematicBreak(SourceRange(3, 4, 3, 6)),
                        ], range: SourceRange(1, 1, 3, 6)),
                ], SourceRange(1, 1, 3, 6)),
        ]
        #expect(document.blocks == expected)
    }

    @Test("an empty document has no blocks")
    func emptyDocument() {
        #expect(MarkdownDocument.parse("").blocks.isEmpty)
        #expect(MarkdownDocument.parse("\n\n  \n").debugDump() == "")
    }
}
