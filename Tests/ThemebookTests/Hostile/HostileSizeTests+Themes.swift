import Foundation
import Testing
@testable import ThemebookCore

/// Catalogues of more themes than any real one has: the header named every theme on every page
/// (2,000 themes: 261 MB of site, most of it theme pages' headers), the site config's order
/// searched every theme for each entry, and the light/dark check compared every light theme
/// with every dark one for each token. (Time is not asserted: each test checks the pages and
/// diagnostics the large input must give.)
extension HostileSizeTests {
    /// A resolver whose theme modifier has a context for each of `themes` (id, appearance, the
    /// hex of token `same`), listed in the site config as `listed` (the ids in order by default).
    static func themesSite(_ themes: [(id: String, dark: Bool, same: String)], listed: [String]? = nil, config: String = "") throws -> TempSite {
        let contexts = themes.indices.map { i in
            #""\#(themes[i].id)": [{"C": {"$type": "color", "same": {"$value": "\#(themes[i].same)"}, "own": {"$value": "\#(Self.hex(100_000 + i))"}}}]"#
        }
        let metadata = themes.map { theme in
            #""\#(theme.id)": {"label": "\#(theme.id.uppercased())", "appearance": "\#(theme.dark ? "dark" : "light")", "imageSuffix": "\#(theme.dark ? "_dark" : "")"}"#
        }
        let resolver = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"P": {"$type": "color", "c0": {"$value": "#000000"}}}]}},
             "modifiers": {"theme": {"contexts": {\(contexts.joined(separator: ",\n"))}, "default": "\(themes[0].id)",
              "$extensions": {"org.themebook": {"themes": {\(metadata.joined(separator: ",\n"))}}}}}}
            """
        let order = (listed ?? themes.map(\.id)).map { "\"\($0)\"" }.joined(separator: ", ")
        return try TempSite([
            "content/themebook.json": #"{"title": "Many", "resolver": "tokens/resolver.json", "themes": [\#(order)]\#(config)}"#,
            "content/tokens/resolver.json": resolver,
        ])
    }

    /// The header of a page: what every page repeats.
    static func header(_ page: String) -> Substring {
        guard let start = page.range(of: "<header"), let end = page.range(of: "</header>") else { return "" }
        return page[start.lowerBound..<end.upperBound]
    }

    static func count(_ needle: String, in text: Substring) -> Int { text.components(separatedBy: needle).count - 1 }

    /// The line of a contrast page that links the other themes' contrast pages.
    static func otherThemes(_ page: String) -> Substring {
        page.split(separator: "\n").first { $0.contains("Other themes:") } ?? ""
    }

    static let contrastNote =
        "A translucent foreground is composited over its background, and a translucent background over the theme's base layer; "
        + "a gradient counts with its worst stop. Minimums: text 4.5:1 (AAA 7:1), large text 3:1 (AAA 4.5:1), non-text 3:1, "
        + "unless a pair sets its own. "

    @Test("1,200 themes: each header links to the list of themes and names only its own theme; the home page lists them all")
    func manyThemesHeader() throws {
        let n = 1200
        let themes = (0..<n).map { (id: "t\($0)", dark: $0 >= n / 2, same: Self.hex($0)) }
        let contrast = #", "contrast": {"pairs": [{"foreground": "same", "on": "own", "kind": "non-text"}], "severity": "note"}"#
        let site = try Self.themesSite(themes, config: contrast)
        defer { site.remove() }
        let result = site.build()
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        let home = try #require(site.read("site/index.html"))
        #expect(home.contains(#"<h2 id="themes">Themes</h2>"#))
        #expect(Self.count(#"<li><a href="themes/"#, in: home[...]) == n)
        for index in [0, 7, 8, n / 2, n - 1] {
            let page = try #require(site.read("site/themes/t\(index).html"))
            let header = Self.header(page)
            #expect(header.contains(#"<a href="../index.html#themes">All 1200 themes</a>"#))
            #expect(Self.count(#"href="../themes/"#, in: header) == 1)
            #expect(header.contains(#"<a href="../themes/t\#(index).html" aria-current="page">T\#(index)</a>"#))
        }
        // Pages that are no theme's name none; the tokens page still has a column for each.
        for path in ["site/tokens.html", "site/palette.html", "site/tokens/same.html"] {
            let page = try #require(site.read(path), "\(path)")
            let header = Self.header(page)
            #expect(header.contains("All 1200 themes</a>"), "\(path)")
            #expect(Self.count("themes/t", in: header) == 0, "\(path)")
        }
        let tokens = try #require(site.read("site/tokens.html"))
        #expect(Self.count(#"<th scope="col"><a href="themes/"#, in: tokens[...]) == n)
        // A theme's contrast page sends to the list of themes rather than naming each.
        let contrastPage = try #require(site.read("site/contrast/t9.html"))
        #expect(Self.otherThemes(contrastPage) == #"<p class="meta">"# + Self.contrastNote
            + #"Other themes: each theme’s page links its own (<a href="../index.html#themes">all 1200 themes</a>).</p>"#)
        // A theme's page is as large with 1,200 themes as with 12, but for the count's digits
        // and the themes' own values.
        let first = try #require(site.read("site/themes/t0.html"))
        let small = try Self.themesSite(Array(themes.prefix(12)))
        defer { small.remove() }
        #expect(small.build().succeeded)
        let smallFirst = try #require(small.read("site/themes/t0.html"))
        #expect(Self.header(first).utf8.count == Self.header(smallFirst).utf8.count + 2)
    }

    @Test("8 themes are each named in every header, as before; 9 are linked as a list")
    func navThemeLimit() throws {
        let limit = SiteRenderer.navThemeLimit
        #expect(limit == 8)
        for n in [limit, limit + 1] {
            let site = try Self.themesSite(
                (0..<n).map { (id: "t\($0)", dark: $0 % 2 == 1, same: Self.hex($0)) },
                config: #", "contrast": {"pairs": [{"foreground": "same", "on": "own"}], "severity": "note"}"#)
            defer { site.remove() }
            #expect(site.build().succeeded)
            let tokens = try #require(site.read("site/tokens.html"))
            let theme = try #require(site.read("site/themes/t3.html"))
            let contrast = try #require(site.read("site/contrast/t3.html"))
            #expect(Self.count("<a href=", in: Self.otherThemes(contrast)) == (n == limit ? n : 1))
            #expect(Self.otherThemes(contrast).contains(#"<a href="../contrast/t0.html">T0</a>"#) == (n == limit))
            if n == limit {
                #expect(!Self.header(tokens).contains("index.html#themes"))
                #expect(Self.count(#"href="themes/"#, in: Self.header(tokens)) == n)
                #expect(Self.count(#"href="../themes/"#, in: Self.header(theme)) == n)
                #expect(Self.count(#"aria-current="page""#, in: Self.header(theme)) == 1)
                #expect(Self.header(theme).contains(#"<a href="../themes/t3.html" aria-current="page">T3</a>"#))
            } else {
                #expect(Self.header(tokens).contains(#"<a href="index.html#themes">All 9 themes</a>"#))
                #expect(Self.count(#"href="themes/"#, in: Self.header(tokens)) == 0)
                #expect(Self.count(#"href="../themes/"#, in: Self.header(theme)) == 1)
            }
        }
    }

    @Test("600 light and 600 dark themes: a token the same in some is reported for the first light theme and its first dark match")
    func manyThemesSameInLightAndDark() throws {
        let n = 1200
        // Light themes t0…t599 and dark t600…t1199 each give `same` a colour of their own,
        // except dark t650 and t900, which give t37's, and dark t700, which gives t350's.
        let shared = [650: 37, 900: 37, 700: 350]
        let themes = (0..<n).map { i in (id: "t\(i)", dark: i >= n / 2, same: Self.hex(shared[i] ?? i)) }
        let site = try Self.themesSite(themes)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded)
        let same = result.diagnostics.filter { $0.id == "same-in-light-and-dark" }
        #expect(same.map(\.message) == [
            "'same' has the same value in light theme 't37' and dark theme 't650'; mark it sameAcrossAppearances if intended"
        ])
        // At the value in the dark theme's context: the 651st context of the resolver.
        #expect(same.first?.location?.line == 652)
    }

    @Test("1,200 themes listed in reverse, with misspelt and missing ones: the order, suggestions and omissions are as for a few")
    func manyThemesOrdered() throws {
        let n = 1200
        let themes = (0..<n).map { (id: "t\($0)", dark: $0 % 2 == 1, same: Self.hex($0)) }
        // Every theme but t5 and t6, last first, and two names no context has.
        let listed = (0..<n).reversed().filter { $0 != 5 && $0 != 6 }.map { "t\($0)" } + ["t5x", "zzz"]
        let site = try Self.themesSite(themes, listed: listed)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "theme 't5x' in the site config is not a context of the resolver's theme modifier",
            "theme 'zzz' in the site config is not a context of the resolver's theme modifier",
            "resolver context 't5' is not listed in the site config's 'themes'",
            "resolver context 't6' is not listed in the site config's 'themes'",
        ])
        #expect(errors.map(\.suggestion) == ["t5", nil, nil, nil])
        // At the entry itself, in the config's one line.
        let config = try #require(site.read("content/themebook.json"))
        let column = try #require(config.range(of: #""t5x""#)).lowerBound.utf16Offset(in: config) + 1
        #expect(errors.first?.location.map { "\($0.file.hasSuffix("themebook.json")) \($0.line):\($0.column)" } == "true 1:\(column)")
        let order = try #require(result.catalogue?.themes.map(\.info.id))
        #expect(order == Array(listed.dropLast(2)))
    }
}
