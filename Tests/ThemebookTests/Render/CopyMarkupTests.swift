import Foundation
import Testing
@testable import ThemebookCore

/// The copy buttons' markup: pages mark what can be copied (`data-copy`) and load the one
/// shared `assets/copy.js`, which adds the buttons (the browser check presses them).
@Suite("Copy buttons")
struct CopyMarkupTests {
    @Test("token, tokens, theme and palette pages mark name, code and hex and load the shared copy.js")
    func marks() throws {
        let site = try TempSite(MiniContent.with(["content/themebook.json": """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
             "code": {"palette": ["AcmeColors"], "tokens": "theme.ui"}}
            """]))
        defer { site.remove() }
        #expect(site.build().wrote)
        let token = try #require(site.read("site/tokens/layer1.html"))
        #expect(token.contains("Name: <code data-copy>layer1</code>"))
        #expect(token.contains("<code class=\"code-ref\" data-copy>theme.ui.layer1</code>"))
        #expect(token.contains("<code class=\"hex\" data-copy>#f9f9fb</code>"))
        let tokens = try #require(site.read("site/tokens.html"))
        #expect(tokens.contains("<a href=\"tokens/layer1.html\" data-copy=\"layer1\">"))
        #expect(tokens.contains("<code data-copy>theme.ui.layer1</code>"))
        let theme = try #require(site.read("site/themes/dark.html"))
        #expect(theme.contains("data-copy=\"layer1\"") && theme.contains("<code data-copy>#15141a</code>")
            && theme.contains("<code data-copy>theme.ui.layer1</code>"))
        let palette = try #require(site.read("site/palette.html"))
        #expect(palette.contains("<strong data-copy>Blue50</strong>") && palette.contains("<code data-copy>AcmeColors.Blue50</code>")
            && palette.contains("<code data-copy>#0060df</code>"))
        for page in [token, tokens, theme, palette] {
            #expect(page.contains("assets/copy.js\"></script>"))
            // Buttons come from the script: without it nothing inert is left on the page.
            #expect(!page.contains("<button"))
        }
        let script = try #require(site.read("site/assets/copy.js"))
        #expect(script.contains("navigator.clipboard") && script.contains("execCommand(\"copy\")") && script.contains("aria-live"))
    }
}
