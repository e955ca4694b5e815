import Testing
@testable import ThemebookCore

@Suite("Guide code blocks")
struct GuideCodeBlockTests {
    @Test("a Swift code block is highlighted at build time, its catalogue names linked, byte for byte")
    func highlightedBytes() throws {
        let guide = GuideSite.file("Code", """
            ```swift
            // Paint it
            @MainActor final class A: UIView {
                let n = 0x1F, s = "x < y"
                func apply(theme: Theme) { backgroundColor = theme.colors.layer1.cgColor }
                let c = FXColors.Blue50, i = StandardImageIdentifiers.Large.bookmark
                let d = NotificationCenter.default
            }
            ```

            """)
        let site = try GuideSite(["code.md": guide])
        #expect(site.diagnostics.isEmpty)
        let expected = """
            <pre><code class="language-swift"><span class="hl-com">// Paint it</span>
            <span class="hl-attr">@MainActor</span> <span class="hl-kw">final</span> <span class="hl-kw">class</span> \
            <span class="hl-type">A</span>: <span class="hl-type">UIView</span> {
                <span class="hl-kw">let</span> n = <span class="hl-num">0x1F</span>, s = <span class="hl-str">&quot;x &lt; y&quot;</span>
                <span class="hl-kw">func</span> apply(theme: <span class="hl-type">Theme</span>) { backgroundColor = \
            <a href="../tokens/layer1.html">theme.colors.layer1</a>.cgColor }
                <span class="hl-kw">let</span> c = <a href="../palette.html#c-Blue50"><span class="hl-type">FXColors</span>.\
            <span class="hl-type">Blue50</span></a>, i = <a href="../images.html#c-bookmarkLarge">\
            <span class="hl-type">StandardImageIdentifiers</span>.<span class="hl-type">Large</span>.bookmark</a>
                <span class="hl-kw">let</span> d = <span class="hl-type">NotificationCenter</span>.default
            }
            </code></pre>

            """
        #expect(try site.html("code") == expected)
        // The token page lists the guide as mentioning the token.
        #expect(try #require(site.result.files["tokens/layer1.html"]).count > 0)
    }

    @Test("a broken name inside a code block is an error at its own line and column in the file")
    func brokenNamesInBlocks() throws {
        let text = MarkedText("""
            ---
            title: Broken code
            ---
            Intro.

            ```swift
            view.backgroundColor = 1️⃣theme.colors.layr1
            let c = 2️⃣FXColors.Blue55 // theme.colors.nope in a comment is not code
            let s = "theme.colors.nope in a string is not code either"
            ```

            - In a list:

              ```Swift
              let i = 3️⃣StandardImageIdentifiers.Large.bookmrk
              ```
            > ~~~ swift
            > 	x = self.4️⃣theme.colors.layer9
            > ~~~

                let indented = 5️⃣theme.colors.textPrimery

            ```kotlin
            val x = theme.colors.nope
            ```
            """)
        let site = try GuideSite(["broken.md": text.text])
        #expect(site.diagnostics == [
            "guides/broken.md:\(text[1]): error: code block refers to unknown token 'layr1'; did you mean 'layer1'? [unknown-token]",
            "guides/broken.md:\(text[2]): error: code block refers to unknown palette colour 'Blue55'; did you mean 'Blue50'? [unknown-palette-color]",
            "guides/broken.md:\(text[3]): error: code block refers to unknown image 'StandardImageIdentifiers.Large.bookmrk'; did you mean 'StandardImageIdentifiers.Large.bookmark'? [unknown-image]",
            "guides/broken.md:\(text[4]): error: code block refers to unknown token 'layer9'; did you mean 'layer1'? [unknown-token]",
        ])
        // An indented block has no language, and other languages stay plain: neither is checked.
        #expect(try site.html("broken").contains("<pre><code class=\"language-kotlin\">val x = theme.colors.nope\n</code></pre>"))
        #expect(try site.html("broken").contains("<pre><code>let indented = theme.colors.textPrimery\n</code></pre>"))
        #expect(!site.result.succeeded)
    }

    @Test("positions inside a code block account for tabs and list indentation")
    func positionsWithTabs() throws {
        let text = MarkedText("---\ntitle: Tabs\n---\n1. Item\n\n   ```swift\n   \tlet a = 1️⃣theme.colors.nope\n   ```\n")
        let site = try GuideSite(["tabs.md": text.text])
        #expect(site.diagnostics == [
            "guides/tabs.md:\(text[1]): error: code block refers to unknown token 'nope' [unknown-token]",
        ])
    }

    @Test("a deprecated token in a code block is a warning there, and the guide mentions the token")
    func deprecatedInBlock() throws {
        let list = MiniContent.list.replacingOccurrences(
            of: "\"layerFade\": {\"$type\": \"gradient\"}", with: "\"layerFade\": {\"$type\": \"gradient\", \"$deprecated\": \"Use layer1\"}")
        let text = MarkedText("---\ntitle: Old\n---\n```swift\nlet g = 1️⃣theme.colors.layerFade\n```\n")
        let site = try GuideSite(["old.md": text.text], changes: ["content/tokens/list.json": list])
        #expect(site.diagnostics == [
            "guides/old.md:\(text[1]): warning: guide uses deprecated token 'layerFade' [deprecated-token-use]",
        ])
        let page = String(decoding: try #require(site.result.files["tokens/layerFade.html"]), as: UTF8.self)
        #expect(page.contains("guides/old.html"))
    }

    @Test("a Do item with Swift code shows it highlighted on the Rules page, linking from the site root")
    func ruleWithCode() throws {
        let guide = GuideSite.file("Rules", "## Do\n\n- Read colours from the theme:\n\n  ```swift\n  x = theme.colors.layer1\n  ```\n")
        let site = try GuideSite(["r.md": guide])
        let rules = String(decoding: try #require(site.result.files["rules.html"]), as: UTF8.self)
        #expect(rules.contains("<pre><code class=\"language-swift\">x = <a href=\"tokens/layer1.html\">theme.colors.layer1</a>\n</code></pre>"))
    }

    @Test("positions stay exact with CRLF line endings and a fence that opens a list item")
    func crlfAndListFence() throws {
        let text = MarkedText("---\r\ntitle: CRLF\r\n---\r\n- ```swift\r\n  let a = 1\r\n  let b = 1️⃣theme.colors.layr1\r\n  ```\r\n")
        let site = try GuideSite(["crlf.md": text.text])
        #expect(site.diagnostics == [
            "guides/crlf.md:\(text[1]): error: code block refers to unknown token 'layr1'; did you mean 'layer1'? [unknown-token]",
        ])
    }

    @Test("names in an unterminated string or comment are not code, and broken Swift never stops the build")
    func brokenSwift() throws {
        let guide = GuideSite.file("Broken", "```swift\nlet s = \"theme.colors.nope\n/* theme.colors.nope\n```\n\n```swift\n}}} ))) let x = theme.colors.layer1\n```\n")
        let site = try GuideSite(["b.md": guide])
        #expect(site.diagnostics.isEmpty)
        #expect(try site.html("b").contains("<a href=\"../tokens/layer1.html\">theme.colors.layer1</a>"))
    }
}
