import Markdown
import Testing

/// Varied CommonMark that `HTMLRenderer` must render byte for byte as
/// cmark's own `cmark_render_html` does.
private let snippets: [String] = [
    "# Heading 1\n\n## Heading *2* ##\n\n###### six\n\n####### not a heading",
    "Setext *one*\n===\n\nSetext two\nover lines\n---",
    "- a\n- b\n  - nested\n  - tight\n- c",
    "- loose\n\n- list\n\n  with two paragraphs\n\n      indented code in item",
    "3. three\n4. four\n\n1) paren one\n2) paren two",
    "1. one\n\n   > quoted in item\n2. two\n   ```\n   fenced in item\n   ```",
    "> quote\n> > nested\n>\n> - list in quote\n> - second",
    "```swift\nlet x = 1 < 2 && y > \"z\"\n```\n\n~~~\nplain\n~~~",
    "```python extra words\nprint('hi')\n```\n\n```\n```",
    "    indented code\n    more <b>\n\nafter",
    "&copy; &amp; &#35; &#x22; &notanentity; &lt;tag&gt; &ouml;",
    "*em* **strong** ***both*** _u_ __uu__ *nested **deep** em* snake_case_word",
    "[link](http://example.com \"Title & more\") [rel](../a%20b) [angle](<a b>) [empty]()",
    "[ref] and [full][ref] and [collapsed][]\n\n[ref]: /url 'Ref Title'\n[collapsed]: /c",
    "![alt *text* `code`](img.png \"Img title\") ![](empty.png) [![nested](i.png)](/to)",
    "<https://example.com/a?b=c&d=e> <mail@example.com> <token:layer1> <MAILTO:X@Y.Z>",
    "hard  \nbreak and\\\nbackslash break and trailing\\",
    "<div>\n*not md*\n</div>\n\nafter\n\n<pre>\n  keep\n</pre>",
    "inline <span class=\"x\">html</span> and <!-- comment --> and <?pi?>",
    "[js](javascript:alert(1)) [vb](VBScript:x) [file](file:///etc/passwd) [data](data:text/html,x)",
    "[png](data:image/png;base64,AAA) [gif](DATA:image/gif,x) ![svg](data:image/svg+xml,x) ![js](javascript:x)",
    "\\*not em\\* \\[not link\\] \\`not code\\` \\\\ backslash \\# \\& \\<",
    "Ünïcödé — “quotes” 日本語 🙂 [ünï](/ü/ñ?q=ä#frag) ![ö](ö.png)",
    "`code` ``co`de`` ` spaced ` `` ` `` `a  b`",
    "***\n---\n___\n\n* * *\n\n- - -",
    "Text with trailing spaces   \nand\ttabs\there",
    "> lazy\ncontinuation\n> back in quote",
    "- [ ] not a task\n- item with `code` and [link](x)\n- <b>html</b> in item",
    "10. ten\n11. eleven\n\n0. zero\n\n123456789. big",
    "Line one\nline two\n\n\n\nLine after blanks",
    "<script>alert(1)</script>\n\npara <script>x</script>",
    "[link with `code` and *em*](/x 'quoted \"title\"') [t](/y (paren title))",
    "a <b>bold</b> c\n\n<!-- block comment -->\n\n<?php echo 1; ?>",
    "<img src=\"x\" onerror=\"y\">\n\n<a href=\"javascript:x\">raw</a>",
    "Auto <http://a.b/c d> not autolink, <a@b> ok, [a](<b)c>) [e](f(g)h) [q](x'y\"z)",
    "\tcode with tab\n\n-\ttab item\n\n>\ttab quote",
    "- a\n\n\n- b\n\n1. x\n- y",
    "Quotes ' and \" and < and > and & in text",
    "URL chars [x](/a|b^c{d}e[f]g`h~i) [s](/a\\\\b)",
    "[multi\nline](x\n\"title\nlines\") after\nand `multi\nline` code",
    "",
]

@Suite("HTML rendering matches cmark")
struct MarkdownDifferentialTests {
    @Test("renders each snippet exactly as cmark_render_html does", arguments: snippets)
    func rendersLikeCmark(_ markdown: String) {
        let document = MarkdownDocument.parse(markdown)
        #expect(HTMLRenderer().render(document) == CmarkReference.renderHTML(markdown, unsafe: false))
    }

    @Test("with raw HTML allowed renders as cmark's unsafe mode does", arguments: snippets)
    func rendersLikeUnsafeCmark(_ markdown: String) {
        let document = MarkdownDocument.parse(markdown)
        #expect(
            HTMLRenderer(allowRawHTML: true).render(document)
                == CmarkReference.renderHTML(markdown, unsafe: true))
    }

    @Test("renders every printable ASCII character in a link destination as cmark does")
    func escapesEveryURLByte() {
        for byte in UInt8(0x21)...UInt8(0x7E) where !"<>\\".utf8.contains(byte) {
            let markdown = "[x](<a\(Character(Unicode.Scalar(byte)))b>)"
            #expect(
                HTMLRenderer().render(MarkdownDocument.parse(markdown))
                    == CmarkReference.renderHTML(markdown), "destination byte \(byte)")
        }
    }
}
