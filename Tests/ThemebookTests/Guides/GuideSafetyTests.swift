import Testing
@testable import ThemebookCore

@Suite("Guide safety")
struct GuideSafetyTests {
    static let body = """
        <div onclick="x()">block</div>

        Inline <b>bold</b> and [click](javascript:alert(1)) and <JavaScript:alert(2)>
        ![img](javascript:alert(3))
        """

    @Test("raw HTML is dropped and javascript: links are blanked by default")
    func safeByDefault() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", Self.body)])
        #expect(try site.html("a") == """
            <!-- raw HTML omitted -->
            <p>Inline <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> and <a href="">click</a> and \
            <a href="">JavaScript:alert(2)</a>
            <img src="" alt="img" /></p>

            """)
    }

    @Test("with allowRawHTML, raw HTML stays but javascript: links still go")
    func allowRawHTML() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", Self.body + "\n\n<a href=\"java&#x09;script&colon;x()\">y</a>\n")], allowRawHTML: true)
        #expect(try site.html("a") == """
            <div onclick="x()">block</div>
            <p>Inline <b>bold</b> and <a href="">click</a> and <a href="">JavaScript:alert(2)</a>
            <img src="" alt="img" /></p>
            <p><a href="blocked:x()">y</a></p>

            """)
    }

    @Test(
        "a script scheme is recognised however it is spelled",
        arguments: [
            "javascript:x", "JAVASCRIPT:x", " \u{01}javascript:x", "java\tscript:x", "java\nscript:x", "vbscript:x",
        ])
    func scriptURLs(url: String) {
        #expect(ScriptURLFilter.isScript(url))
    }

    @Test("ordinary URLs are not scripts", arguments: ["https://x.org/javascript:", "javascript", "#javascript:", "guide:a"])
    func ordinaryURLs(url: String) {
        #expect(!ScriptURLFilter.isScript(url))
    }

    @Test("raw HTML loses every script scheme, written with references or not")
    func sanitize() {
        #expect(ScriptURLFilter.sanitize(#"<a href="JavaScript:x()">"#) == #"<a href="blocked:x()">"#)
        #expect(ScriptURLFilter.sanitize(#"<a href="&#106;avascript&#58;x">"#) == #"<a href="blocked:x">"#)
        #expect(ScriptURLFilter.sanitize(#"<a href="&#x6A&#x61vascript&colon;x">"#) == #"<a href="blocked:x">"#)
        #expect(ScriptURLFilter.sanitize("<a href=\"java\n\tscript:x\">") == #"<a href="blocked:x">"#)
        #expect(ScriptURLFilter.sanitize(#"<img src="vbscript:x">"#) == #"<img src="blocked:x">"#)
        #expect(ScriptURLFilter.sanitize(#"<p style="color: red">a &amp; b</p>"#) == #"<p style="color: red">a &amp; b</p>"#)
    }
}
