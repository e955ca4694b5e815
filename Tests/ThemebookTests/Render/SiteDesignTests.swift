import Foundation
import Testing
@testable import ThemebookCore

/// The pages' markup for issue 44 (palette ramps, roles and anchors, failures first, sections in
/// the sidebar), read from the example catalogue's pages; how they read in a browser is measured
/// by `Tests/browser/check_design.py`.
@Suite("The site's design in its markup")
struct SiteDesignTests {
    static var result: Build.Result { ExampleSite.result }

    static func page(_ path: String) throws -> String { try #require(result.file(path), "\(path) was not built") }

    /// Every `id="…"` of a page, in order.
    static func ids(_ page: String) -> [String] {
        page.components(separatedBy: " id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("a family's colours are in step order whatever the source's order; other families keep theirs")
    func stepOrder() {
        let names = ["Red90", "Red05", "Red50", "Red5", "Gold", "Silver", "Bronze1"]
        #expect(ViewModels.stepOrder([0, 1, 2, 3], names: names) == [1, 3, 2, 0], "05 and 5 are both 5: source order between them")
        #expect(ViewModels.stepOrder([4, 5, 6], names: names) == [4, 5, 6], "not every name has a step")
        #expect(ViewModels.trailingNumber("LightGrey05") == 5 && ViewModels.trailingNumber("Blue") == nil)
        #expect(ViewModels.trailingNumber("A1234567890") == nil, "more digits than a step has")
    }

    @Test("each palette family is a ramp of chips linking to details, with its uses counted per token and theme")
    func paletteRamps() throws {
        let page = try Self.page("palette.html")
        let catalogue = try #require(Self.result.catalogue)
        // Uses counted from the themes themselves: a token in a theme taking the colour is one use.
        var uses: [String: Int] = [:]
        for theme in catalogue.themes {
            for value in theme.values.values {
                var names = Set<String>()
                switch value {
                case .color(let c): if let p = c.palette { names.insert(p) }
                case .gradient(let stops): names.formUnion(stops.compactMap(\.palette))
                case .text(let t): names.formUnion(t.colors.compactMap(\.palette))
                default: break
                }
                for name in names { uses[name, default: 0] += 1 }
            }
        }
        for color in catalogue.palette {
            let count = uses[color.name] ?? 0
            let text = count == 0 ? "unused" : count == 1 ? "1 use" : "\(count) uses"
            #expect(page.contains("<a class=\"chip\" href=\"#c-\(color.name)\""), "\(color.name) has no chip")
            #expect(page.contains("<span class=\"chip-name\">\(color.name)</span> <span class=\"chip-hex\">\(color.color.hex)</span> <span class=\"chip-uses\">\(text)"),
                    "\(color.name) reads otherwise than \(text)")
            #expect(page.contains("<article class=\"palette-detail\(count == 0 ? " is-unused" : "")\" id=\"c-\(color.name)\""))
        }
        // Chips in step order within the Blue family; the jump list names every family in order.
        let blue = page.components(separatedBy: "id=\"f-Blue\"")[1].components(separatedBy: "</ol>")[0]
        let chips = blue.components(separatedBy: "href=\"#c-").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(chips == ["Blue05", "Blue10", "Blue20", "Blue30", "Blue40", "Blue50", "Blue60", "Blue70", "Blue80", "Blue90"])
        let families = catalogue.paletteGroups.map { ViewModels.familyAnchor($0) }
        let jumps = page.components(separatedBy: "<nav class=\"page-nav\"")[1].components(separatedBy: "</nav>")[0]
            .components(separatedBy: "<a href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(jumps == families && families.count == 12)
        #expect(!page.contains("aside class=\"guide-nav\""), "the palette lists its families, not the guides")
    }

    @Test("a token's row is its own anchor, carries its role, and a name an id of the page takes is moved aside")
    func tokenRows() throws {
        let page = try Self.page("tokens.html")
        let catalogue = try #require(Self.result.catalogue)
        #expect(page.contains("<th scope=\"col\">Role</th>"))
        for token in catalogue.tokens {
            #expect(page.contains("<tr class=\"token-row\" id=\"\(token.name)\""), "\(token.name) has no anchor")
        }
        let primary = try #require(catalogue.tokens.first { $0.name == "actionPrimary" }?.description)
        #expect(page.contains("<td class=\"role\">\(primary)</td>"))
        #expect(page.contains("<span class=\"cell-theme\">Dark</span>"), "each value carries its theme's name for phones")
        let ids = Self.ids(page)
        #expect(Set(ids).count == ids.count, "an id is used twice: \(ids.filter { id in ids.filter { $0 == id }.count > 1 })")
        #expect(Paths.tokenAnchor("layer1") == "layer1" && Paths.tokenAnchor("main") == "~t-main")
        #expect(Paths.tokenAnchor("c-Layers") == "~t-c-Layers" && Paths.tokenAnchor("token-filter") == "~t-token-filter")
        #expect(Paths.tokenAnchor("a b") == "a~20b")
        // A token page links its category and its row.
        let token = try Self.page("tokens/actionPrimary.html")
        #expect(token.contains("<a href=\"../tokens.html#c-Actions\">Actions</a>") && token.contains("<a href=\"../tokens.html#actionPrimary\">"))
    }

    @Test("a contrast page lists its failures before the matrix, each an anchor the home page links to")
    func failuresFirst() throws {
        let catalogue = try #require(Self.result.catalogue)
        let home = try Self.page("index.html")
        var links: [String] = []
        for theme in catalogue.themes {
            let path = Paths.contrast(theme.info.id)
            let page = try Self.page(path)
            let failing = catalogue.contrast.pairs.filter { pair in
                if case .measured(let m)? = pair.results[theme.info.id] { return m.ratio < pair.minimum }
                return false
            }
            #expect(page.contains("Below their minimum <span class=\"meta\">\(failing.count)</span>"))
            let list = page.components(separatedBy: "contrast-all-title")[0]
            for pair in failing {
                let anchor = "\(pair.foreground).on.\(pair.background)"
                #expect(list.contains("<tr id=\"\(anchor)\">"), "\(path): \(anchor) is not listed before the matrix")
                links.append("\(path)#\(anchor)")
            }
            #expect(list.components(separatedBy: "<tr id=").count - 1 == failing.count)
            #expect(failing.isEmpty == page.contains("Every measured pair reaches its minimum in this theme."))
        }
        #expect(links.count == 3, "the example has three failures: \(links)")
        let linked = home.components(separatedBy: "<ul class=\"home-failures\">")[1].components(separatedBy: "</ul>")[0]
            .components(separatedBy: "<a href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(linked == links)
        #expect(home.contains("<strong>3 pairs below their minimum</strong> of \(catalogue.contrast.pairs.count) declared pairs"))
    }

    @Test("the palette, tokens, theme and images pages list their own sections; the others the guides")
    func sidebars() throws {
        for (path, label) in [("palette.html", "Families"), ("tokens.html", "Categories"), ("themes/dark.html", "Categories"),
                              ("images.html", "Image groups")] {
            let page = try Self.page(path)
            #expect(page.contains("<nav class=\"page-nav\" aria-label=\"\(label)\">") && !page.contains("<aside class=\"guide-nav\""), "\(path)")
            let ids = Set(Self.ids(page))
            let targets = page.components(separatedBy: "<nav class=\"page-nav\"")[1].components(separatedBy: "</nav>")[0]
                .components(separatedBy: "<a href=\"#").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            #expect(!targets.isEmpty && targets.allSatisfy(ids.contains), "\(path) jumps to ids it lacks: \(targets.filter { !ids.contains($0) })")
        }
        for path in ["index.html", "rules.html", "guides/do-and-dont.html", "contrast/dark.html", "search.html"] {
            #expect(try Self.page(path).contains("<aside class=\"guide-nav\""), "\(path)")
        }
        // Every page's header: the links and search in the menu, opened without JavaScript.
        let home = try Self.page("index.html")
        #expect(home.contains("<details class=\"site-menu\">\n    <summary>Menu</summary>"))
        #expect(home.contains("<script src=\"assets/header.js\"></script>"))
    }
}
