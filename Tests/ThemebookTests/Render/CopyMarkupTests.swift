import Foundation
import Testing
@testable import ThemebookCore

/// What can be copied: pages mark it (`data-copy`) and load the one shared `assets/copy.js`,
/// which makes each marked value copy in place and puts one button beside a marked link (the
/// browser checks click, tab to and paste them).
@Suite("Copy marks")
struct CopyMarkupTests {
    @Test("token, tokens, theme and palette pages mark name, code and hex; guides load copy.js for their code blocks")
    func marks() throws {
        let site = try TempSite(MiniContent.with(["content/themebook.json": """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
             "code": {"palette": ["AcmeColors"], "tokens": "theme.ui"}}
            """, "content/guides/intro.md": "---\ntitle: Intro\n---\n\n```swift\nview.backgroundColor = theme.ui.layer1\n```\n"]))
        defer { site.remove() }
        #expect(site.build().wrote)
        let token = try #require(site.read("site/tokens/layer1.html"))
        #expect(token.contains("Name: <code data-copy>layer1</code>"))
        #expect(token.contains("<code class=\"code-ref\" data-copy>theme.ui.layer1</code>"))
        #expect(token.contains("<code class=\"hex\" data-copy>#f9f9fb</code>"))
        let tokens = try #require(site.read("site/tokens.html"))
        // The name links to its page, so it gets the row's one button; code and hex copy in place.
        #expect(tokens.contains("<a href=\"tokens/layer1.html\" data-copy=\"layer1\">"))
        #expect(tokens.contains("<code data-copy>theme.ui.layer1</code>"))
        #expect(tokens.contains("<code class=\"hex\" data-copy>#f9f9fb</code>"))
        let theme = try #require(site.read("site/themes/dark.html"))
        #expect(theme.contains("<code class=\"hex\" data-copy>#15141a</code>") && theme.contains("<code data-copy>theme.ui.layer1</code>"))
        #expect(!theme.contains("data-copy=\"layer1\""), "a theme page's names are links only")
        let palette = try #require(site.read("site/palette.html"))
        #expect(palette.contains("<h3 id=\"c-Blue50-name\"><code data-copy>Blue50</code>")
            && palette.contains("<code data-copy>AcmeColors.Blue50</code>") && palette.contains("<code class=\"hex\" data-copy>#0060df</code>"))
        let guide = try #require(site.read("site/guides/intro.html"))
        for page in [token, tokens, theme, palette, guide] {
            #expect(page.contains("assets/copy.js\"></script>"))
            // Controls come from the script: without it nothing inert is left on the page.
            #expect(!page.contains("<button") && !page.contains("role=\"button\""))
        }
        let script = try #require(site.read("site/assets/copy.js"))
        #expect(script.contains("navigator.clipboard") && script.contains("execCommand(\"copy\")") && script.contains("aria-live"))
        #expect(script.contains("setAttribute(\"role\", \"button\")") && script.contains("setAttribute(\"tabindex\", \"0\")"))
        #expect(script.contains(".guide-body pre"))
    }
}
