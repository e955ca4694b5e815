import Markdown
import Testing

@Suite("Safe rendering and robust parsing")
struct MarkdownSafetyTests {
    @Test("raw HTML blocks and inline HTML are dropped by default")
    func rawHTMLDropped() {
        let document = MarkdownDocument.parse("<div onclick=\"x()\">\nhi\n</div>\n\na <b>b</b>")
        let html = HTMLRenderer().render(document)
        #expect(html == "<!-- raw HTML omitted -->\n<p>a <!-- raw HTML omitted -->b<!-- raw HTML omitted --></p>\n")
    }

    @Test("raw HTML passes through when allowed")
    func rawHTMLAllowed() {
        let document = MarkdownDocument.parse("<div>\nhi\n</div>\n\na <b>b</b>")
        #expect(HTMLRenderer(allowRawHTML: true).render(document) == "<div>\nhi\n</div>\n<p>a <b>b</b></p>\n")
    }

    @Test("javascript:, vbscript:, file: and non-image data: destinations get an empty href")
    func unsafeLinksEmptied() {
        let document = MarkdownDocument.parse(
            "[a](javascript:alert(1)) [b](JavaScript:x) [c](vbscript:x) [d](file:///x) [e](data:text/html,x)")
        let html = HTMLRenderer().render(document)
        #expect(html.ranges(of: "href=\"\"").count == 5)
        #expect(!html.lowercased().contains("script:"))
    }

    @Test("data: URLs of PNG, GIF, JPEG and WebP images are kept")
    func imageDataKept() {
        let document = MarkdownDocument.parse("![x](data:image/png;base64,AAAA)")
        #expect(HTMLRenderer().render(document) == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"x\" /></p>\n")
    }

    @Test("invalid UTF-8 bytes parse without crashing and read as U+FFFD")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("ok ".utf8) + [0xFF, 0xC3, 0x28, 0xE2, 0x82] + Array(" `x` [l](u)\n".utf8)
        let document = MarkdownDocument.parse(bytes: bytes)
        guard case .paragraph(let inlines, _)? = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        #expect(inlines.plainText.hasPrefix("ok \u{FFFD}"))
        #expect(inlines.contains { if case .code("x", _) = $0 { return true } else { return false } })
    }

    @Test("NUL bytes, a byte order mark and truncated sequences do not crash")
    func oddBytes() {
        let inputs: [[UInt8]] = [
            [0], [0xEF, 0xBB, 0xBF] + Array("# BOM".utf8), [0xF0, 0x9F], Array("a\0b `c\0`".utf8),
            Array(repeating: UInt8(ascii: ">"), count: 500), Array(repeating: UInt8(ascii: "["), count: 500),
        ]
        for input in inputs {
            let document = MarkdownDocument.parse(bytes: input)
            _ = HTMLRenderer().render(document)
            _ = document.debugDump()
        }
        let bom = MarkdownDocument.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("# BOM".utf8))
        #expect(bom.blocks.first?.range == SourceRange(1, 1, 1, 5))
    }

    @Test("text is escaped as cmark escapes it")
    func textEscaping() {
        let document = MarkdownDocument.parse("a & b < c > d \"e\" 'f' /g")
        #expect(HTMLRenderer().render(document) == "<p>a &amp; b &lt; c &gt; d &quot;e&quot; 'f' /g</p>\n")
    }
}
