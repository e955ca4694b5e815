import Testing
@testable import ThemebookCore

@Suite("Guide rendering")
struct GuideRenderingTests {
    @Test("headings get slug ids, -2 for repeats, a permalink, and never the layout's ids")
    func headings() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", """
            # Intro
            ## Do's & *Don'ts*
            ## Intro
            ### Intro
            ## Main
            ## !!!
            """)])
        #expect(try site.html("a") == """
            <h1 id="intro">Intro\(GuideSite.permalink("intro"))</h1>
            <h2 id="do-s-don-ts">Do's &amp; <em>Don'ts</em>\(GuideSite.permalink("do-s-don-ts"))</h2>
            <h2 id="intro-2">Intro\(GuideSite.permalink("intro-2"))</h2>
            <h3 id="intro-3">Intro\(GuideSite.permalink("intro-3"))</h3>
            <h2 id="main-2">Main\(GuideSite.permalink("main-2"))</h2>
            <h2 id="section">!!!\(GuideSite.permalink("section"))</h2>

            """)
    }

    @Test("sections carry id, title, level and their own text for search")
    func sections() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", """
            Lead text is in no section.

            ## First <token:layer1>
            Some *text*
            over two lines.

            - an item

            ### Sub
            ```
            code  here
            ```
            """)])
        let sections = try site.guide("a").held.sections
        #expect(sections == [
            GuideSection(id: "first-layer1", title: "First layer1", level: 2, text: "Some text over two lines. an item"),
            GuideSection(id: "sub", title: "Sub", level: 3, text: "code here"),
        ])
    }

    @Test("code spans naming a token or FXColors colour become links; others stay plain")
    func codeSpans() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", """
            `layer1`, `theme.colors.actionPrimary`, `FXColors.Blue50`, `FXColors.Nope`, `Blue50`, `a<b`.
            """)])
        #expect(try site.html("a") == """
            <p><a href="../tokens/layer1.html"><code>layer1</code></a>, \
            <a href="../tokens/actionPrimary.html"><code>theme.colors.actionPrimary</code></a>, \
            <a href="../palette.html#c-Blue50"><code>FXColors.Blue50</code></a>, <code>FXColors.Nope</code>, \
            <code>Blue50</code>, <code>a&lt;b</code>.</p>

            """)
        #expect(site.diagnostics.isEmpty)
    }

    @Test("a token link points at the token's page and is followed by a chip with one swatch per theme")
    func tokenLink() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", "[primary](token:actionPrimary \"The title\") and <token:layer1>")])
        let layer1Chip = """
            <span class="token-chip"><span class="swatch" style="--swatch: rgb(249 249 251)" title="Light: Grey10 #f9f9fb">\
            </span><span class="token-chip-value"><span class="visually-hidden">Light: </span>#f9f9fb</span>\
            <span class="swatch" style="--swatch: rgb(21 20 26)" title="Dark: Grey90 #15141a"></span>\
            <span class="token-chip-value"><span class="visually-hidden">Dark: </span>#15141a</span></span>
            """
        // Blue50 at 30% is shown as it looks over the light theme's layer1 (#f9f9fb).
        let primaryChip = """
            <span class="token-chip"><span class="swatch" style="--swatch: rgb(174 203 243)" \
            title="Light: Blue50 · 30% #0060df4d, on layer1: #aecbf3"></span>\
            <span class="token-chip-value"><span class="visually-hidden">Light: </span>#0060df4d</span>\
            <span class="swatch" style="--swatch: rgb(21 20 26)" title="Dark: Grey90 #15141a"></span>\
            <span class="token-chip-value"><span class="visually-hidden">Dark: </span>#15141a</span></span>
            """
        #expect(try site.html("a") == """
            <p><a href="../tokens/actionPrimary.html" title="The title">primary</a>\(primaryChip) and \
            <a href="../tokens/layer1.html"><code>layer1</code></a>\(layer1Chip)</p>

            """)
    }

    @Test("a gradient or placeholder token's chip shows the gradient or no value")
    func gradientChip() throws {
        let chip = TokenChip.html(for: "layerFade", themes: [
            Theme(info: ThemeInfo(id: "a", label: "A", appearance: .light, imageSuffix: "", location: nil), values: [
                "layerFade": .gradient([
                    ResolvedColor(palette: "Blue50", alpha: nil, color: Color(red: 0, green: 0, blue: 1)),
                    ResolvedColor(palette: nil, alpha: nil, color: Color(red: 1, green: 1, blue: 1)),
                ]),
            ]),
            Theme(info: ThemeInfo(id: "b", label: "B", appearance: .dark, imageSuffix: "", location: nil),
                  values: ["layerFade": .none]),
        ])
        #expect(chip == """
            <span class="token-chip"><span class="swatch" style="--swatch: linear-gradient(90deg, rgb(0 0 255) 0%, \
            rgb(255 255 255) 100%)" title="A: Blue50 #0000ff → #ffffff"></span>\
            <span class="token-chip-value"><span class="visually-hidden">A: </span>gradient</span>\
            <span class="swatch swatch-none" title="B: no value in this theme"></span>\
            <span class="token-chip-value"><span class="visually-hidden">B: </span>none</span></span>
            """)
    }

    @Test("palette, image and guide links become relative links; autolinks read as the name or title")
    func otherLinks() throws {
        let site = try GuideSite([
            "other.md": GuideSite.file("Other guide", "## Do\n\n- x\n"),
            "topics/deep.md": GuideSite.file("Deep", """
                [blue](palette:Blue50) <palette:Grey10> [a bookmark](image:bookmarkLarge)
                [other](guide:other) [rules](guide:other#do) <guide:other> <guide:other#do>
                [web](https://example.org) [here](#do)
                """),
        ])
        #expect(try site.html("topics/deep") == """
            <p><a href="../../palette.html#c-Blue50">blue</a> <a href="../../palette.html#c-Grey10"><code>Grey10</code></a> \
            <a href="../../images.html#c-bookmarkLarge">a bookmark</a>
            <a href="../../guides/other.html">other</a> <a href="../../guides/other.html#do">rules</a> \
            <a href="../../guides/other.html">Other guide</a> <a href="../../guides/other.html#do">Do</a>
            <a href="https://example.org">web</a> <a href="#do">here</a></p>

            """)
    }

    @Test("guides are listed by order, then title; each token knows the guides that mention it, in that order")
    func navigationAndMentions() throws {
        let catalogue = try #require(try GuideSite([:]).result.catalogue)
        let files = [
            "a.md": "---\ntitle: alpha\n---\n[x](token:actionPrimary)\n",
            "b.md": "---\ntitle: Beta\norder: 2\n---\n`layer1`\n",
            "c.md": "---\ntitle: Gamma\norder: 1\n---\n`theme.colors.layer1` <token:layer1>\n",
            "d.md": "---\ntitle: Delta\n---\nNothing.\n",
        ].sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, relativePath: $0.key, bytes: Array($0.value.utf8)) }
        var diagnostics = Diagnostics()
        let output = GuideBuilder.build(files, catalogue: catalogue, config: SiteConfig(), diagnostics: &diagnostics)
        #expect(diagnostics.all.isEmpty)
        #expect(output.guides.map(\.title) == ["Gamma", "Beta", "alpha", "Delta"])
        #expect(output.mentions.mapValues { $0.map(\.slug) } == ["layer1": ["c", "b"], "actionPrimary": ["a"]])
    }
}
