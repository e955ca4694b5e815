import Testing
@testable import ThemebookCore

@Suite("Guide front matter")
struct GuideFrontMatterTests {
    @Test("title, order and summary are read; quotes, comments and CRLF are allowed")
    func reads() throws {
        let site = try GuideSite(["a.md": "---\r\n# a comment\r\ntitle: \"Colours: a primer\"\r\n\r\norder:  -3 \r\nsummary: 'Short.'\r\n---\r\nBody.\r\n"])
        let guide = try site.guide("a")
        #expect(guide.title == "Colours: a primer")
        #expect(guide.order == -3)
        #expect(guide.summary == "Short.")
        #expect(try guide.held.html == "<p>Body.</p>\n")
        #expect(site.diagnostics.isEmpty)
    }

    @Test("each bad front matter line is an error at its own line and column")
    func badLines() throws {
        let text = MarkedText("""
            ---
            title: Fine
            1️⃣just words
            order: 2️⃣first
              3️⃣nested: value
            4️⃣title: Again
            5️⃣summry: typo
            ---
            Body.
            """)
        let site = try GuideSite(["bad.md": text.text])
        #expect(site.diagnostics == [
            "guides/bad.md:\(text[1]): error: front matter line is not 'key: value' [front-matter]",
            "guides/bad.md:\(text[2]): error: 'order' must be a whole number, not 'first' [front-matter]",
            "guides/bad.md:\(text[3]): error: front matter lines must be 'key: value', without indentation [front-matter]",
            "guides/bad.md:\(text[4]): error: 'title' is given twice in the front matter [front-matter]",
            "guides/bad.md:\(text[5]): warning: 'summry' is not a front matter key; did you mean 'summary'? [unknown-front-matter-key]",
        ])
    }

    @Test("a missing title, missing front matter or unclosed block is an error at line 1")
    func missing() throws {
        let site = try GuideSite([
            "no-title.md": "---\nsummary: s\n---\nBody\n",
            "none.md": "# Just Markdown\n",
            "open.md": "---\ntitle: Never closed\n\nBody\n",
            "quote.md": "---\ntitle: \"Unclosed\n---\n",
        ])
        #expect(site.diagnostics == [
            "guides/no-title.md:1:1: error: front matter has no 'title' [front-matter]",
            "guides/none.md:1:1: error: guide has no front matter; start it with '---', 'title: …' and '---' lines [front-matter]",
            "guides/open.md:1:1: error: front matter is not closed by a '---' line [front-matter]",
            "guides/quote.md:2:8: error: value of 'title' has no closing quote [front-matter]",
            "guides/quote.md:1:1: error: front matter has no 'title' [front-matter]",
        ].sorted())
        #expect(site.guides.isEmpty)
    }

    @Test("positions in the body count the front matter's lines")
    func bodyPositions() throws {
        let text = MarkedText("""
            ---
            title: Long front matter
            summary: one
            order: 4
            ---

            # Heading

            Text 1️⃣<token:nope>.
            """)
        let site = try GuideSite(["p.md": text.text])
        #expect(site.diagnostics == ["guides/p.md:\(text[1]): error: link refers to unknown token 'nope' [unknown-token]"])
        #expect(text[1] == "9:6")
    }
}
