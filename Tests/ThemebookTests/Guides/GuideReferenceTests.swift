import Testing
@testable import ThemebookCore

@Suite("Guide references")
struct GuideReferenceTests {
    @Test("every broken reference is an error at its own line and column, with the closest name")
    func brokenReferences() throws {
        let text = MarkedText("""
            ---
            title: Broken
            ---
            Fine: <token:layer1> and `layer1`.
            A paragraph with 1️⃣[a token](token:layer9) and
            2️⃣<palette:Blue55>, then 3️⃣[an image](image:bookmarkLarg),
            - in a list: 4️⃣[a guide](guide:othr) and 5️⃣[a section](guide:other#dont)
            """)
        let site = try GuideSite(["a.md": text.text, "other.md": GuideSite.file("Other", "## Don't\n")])
        #expect(site.diagnostics == [
            "guides/a.md:\(text[1]): error: link refers to unknown token 'layer9'; did you mean 'layer1'? [unknown-token]",
            "guides/a.md:\(text[2]): error: link refers to unknown palette colour 'Blue55'; did you mean 'Blue50'? [unknown-palette-color]",
            "guides/a.md:\(text[3]): error: link refers to unknown image 'bookmarkLarg'; did you mean 'bookmarkLarge'? [unknown-image]",
            "guides/a.md:\(text[4]): error: link refers to unknown guide 'othr'; did you mean 'other'? [unknown-guide]",
            "guides/a.md:\(text[5]): error: link refers to unknown section 'dont' of guide 'other'; did you mean 'don-t'? [unknown-anchor]",
        ])
        #expect(!site.result.succeeded)
    }

    @Test("a theme.colors code span with an unknown name is an error at its backtick, in a heading or a quote too")
    func unknownThemeColor() throws {
        let text = MarkedText("""
            ---
            title: Code
            order: 1
            ---
            ## Use 1️⃣`theme.colors.layer2`

            > Quoted: 2️⃣``theme.colors.textPrimary``
            > and 3️⃣`theme.colors.`, 4️⃣`theme.colors.layer3.cgColor`

            `theme.colors.layer1.cgColor` is fine.
            `FXColors.Blue55`, `layer2` and `Theme.colors.layer2` stay plain.
            """)
        let site = try GuideSite(["code.md": text.text])
        #expect(site.diagnostics == [
            "guides/code.md:\(text[1]): error: code span refers to unknown token 'layer2'; did you mean 'layer1'? [unknown-token]",
            "guides/code.md:\(text[2]): error: code span refers to unknown token 'textPrimary' [unknown-token]",
            "guides/code.md:\(text[3]): error: code span 'theme.colors.' names no token [unknown-token]",
            "guides/code.md:\(text[4]): error: code span refers to unknown token 'layer3'; did you mean 'layer1'? [unknown-token]",
        ])
        #expect(try site.html("code").contains(
            "<p><a href=\"../tokens/layer1.html\"><code>theme.colors.layer1.cgColor</code></a> is fine."))
        #expect(try site.html("code").contains("<code>FXColors.Blue55</code>, <code>layer2</code> and <code>Theme.colors.layer2</code>"))
    }

    @Test("a link through a scheme with no name is an error")
    func emptyName() throws {
        let text = MarkedText("---\ntitle: E\n---\n\n1️⃣[nothing](token:) 2️⃣<guide:>\n")
        let site = try GuideSite(["e.md": text.text])
        #expect(site.diagnostics == [
            "guides/e.md:\(text[1]): error: link 'token:' names no token [unknown-token]",
            "guides/e.md:\(text[2]): error: link 'guide:' names no guide [unknown-guide]",
        ])
    }

    @Test("a broken link renders as plain text, without a link")
    func brokenRendersPlain() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", "[*gone*](token:nope)")])
        #expect(try site.html("a") == "<p><span><em>gone</em></span></p>\n")
    }

    @Test("a deprecated token used by a guide is a warning with the deprecation note")
    func deprecatedToken() throws {
        let list = MiniContent.list.replacingOccurrences(
            of: #""layerFade": {"$type": "gradient"}"#, with: #""layerFade": {"$type": "gradient", "$deprecated": "Use layer1"}"#)
        let text = MarkedText("---\ntitle: D\n---\nSee 1️⃣<token:layerFade> or 2️⃣`theme.colors.layerFade`.\n")
        let site = try GuideSite(["d.md": text.text], changes: ["content/tokens/list.json": list])
        #expect(site.diagnostics == [
            "guides/d.md:\(text[1]): warning: guide uses deprecated token 'layerFade' [deprecated-token-use]",
            "guides/d.md:\(text[2]): warning: guide uses deprecated token 'layerFade' [deprecated-token-use]",
        ])
        let warning = try #require(site.result.diagnostics.first { $0.id == "deprecated-token-use" })
        #expect(warning.notes.map(\.message) == ["Use layer1"])
    }

    @Test("references in the example guides all resolve")
    func exampleGuides() {
        let guideDiagnostics = ExampleSite.result.diagnostics.filter { $0.location?.file.contains("/content/guides/") ?? false }
        #expect(guideDiagnostics.isEmpty, "\(guideDiagnostics.map(\.fullMessage))")
    }
}
