import Foundation
import Testing
@testable import ThemebookCore

/// The app's code on the fixture's site: the places on each page, the Uses column, the In code
/// and Migration pages, `catalogue.json`; and nothing of it where no code is read.
@Suite("App code: the site")
struct AppCodeSiteTests {
    static let result = AppCodeFixture.check()
    func page(_ path: String) -> String { Self.result.file(path) ?? "" }

    @Test("a token page lists every place that reads it as path:line, linked through sourceURL")
    func tokenPage() {
        let html = page("tokens/layer2.html")
        let base = "https://example.com/acme/app/blob/main/"
        // Joined from parts: one `+` chain of interpolated literals took the type checker 8 s.
        let places = ["App/Controllers/HomeViewController.swift:21", "App/Misc/LookAlikes.swift:35", "App/Views/HomeView.swift:20", "App/Views/HomeView.swift:28"]
        let items = places.map { place -> String in
            let anchor = place.replacingOccurrences(of: ":", with: "#L")
            return "<li><a href=\"\(base)\(anchor)\"><code>\(place)</code></a></li>\n"
        }
        let list = "<h3 id=\"in-code\">In the app's code</h3>\n<p>Read in 4 places:</p>\n<ul class=\"code-uses\">" + items.joined() + "</ul>"
        #expect(html.contains(list))
        #expect(page("tokens/iconPrimary.html").contains("<p class=\"meta\">No code of the app reads this token (5 files read).</p>"))
    }

    @Test("the tokens page counts each token's uses, and can show them by use without a category order")
    func tokensPage() {
        let html = page("tokens.html")
        #expect(html.contains("<th scope=\"col\" class=\"uses-col\">Uses</th></tr></thead>"))
        #expect(html.contains("<tr class=\"token-row\" id=\"iconPrimary\" data-search=\"iconprimary icons read by no code #15141a grey90 #f9f9fb grey10\" data-uses=\"0\">"))
        // The count, labelled for a phone's card (the label is hidden where the column has its head).
        let label = "<span class=\"cell-label\">Uses in the app's code: </span>"
        #expect(html.contains("<td class=\"uses-col\">\(label)<a href=\"tokens/layer1.html#in-code\">5</a></td>"))
        #expect(html.contains("<td class=\"uses-col\">\(label)<a href=\"tokens/iconPrimary.html#in-code\">0</a> <span class=\"badge unused\">unused</span></td>"))
        #expect(html.contains("<a href=\"code.html\">Every token by use, unused first</a>"))
        #expect(html.contains("<script src=\"assets/uses.js\"></script>"))
        #expect(Self.result.files["assets/uses.js"] != nil && Self.result.files["assets/code.css"] != nil)
    }

    @Test("the In code page lists the tokens by use, unused first, readable without JavaScript")
    func codePage() throws {
        let html = page("code.html")
        let names = try NSRegularExpression(pattern: #"<tr class="token-row"[^>]*><th scope="row"><a href="tokens/(\w+)\.html#in-code">"#)
            .matches(in: html, range: NSRange(html.startIndex..., in: html))
            .map { (html as NSString).substring(with: $0.range(at: 1)) }
        #expect(names == ["iconPrimary", "layerFade", "textPrimary", "actionPrimary", "layer2", "layer1"])
        #expect(html.contains("<p><strong>1</strong> of 6 tokens are read nowhere.</p>"))
        #expect(html.contains("<li><code>theme.colors.textPrimery</code> at"))
        #expect(html.contains("<li><a href=\"palette.html#c-Grey10\">Grey10</a>: 1 · "))
        #expect(html.contains("<a href=\"images.html#c-bookmarkLarge\"><code>bookmarkLarge</code></a> (<code>StandardImageIdentifiers.Large.bookmark</code>): 2, 1 through getThemedImageName"))
        #expect(html.contains("<li><code>&quot;closeMedium_dark&quot;</code> at "))
        #expect(page("index.html").contains("<a href=\"code.html\">In code</a>"))
    }

    @Test("the Migration page counts what is left by kind and by file, most left first")
    func migrationPage() {
        let html = page("migration.html")
        #expect(html.contains("<strong>12</strong> left in 3 files."))
        #expect(html.contains("<tr><th scope=\"row\">Legacy theming: a UIColor.Photon colour</th><td><code>UIColor.Photon</code></td><td class=\"uses-col\">2</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">Palette colours read directly</th><td><code>FXColors.*</code></td><td class=\"uses-col\">3</td></tr>"))
        let files = html.components(separatedBy: "<summary><code>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(files == ["App/Views/Cells/TopSiteCell.swift", "App/Controllers/HomeViewController.swift", "App/res/layout/home.xml"])
        #expect(html.contains("<td class=\"uses-col\">9</td><td class=\"uses-col\">2</td><td class=\"uses-col\">1</td><td class=\"uses-col\">1</td><td class=\"uses-col\">1</td><td class=\"uses-col\">2</td><td class=\"uses-col\">2</td><td class=\"uses-col\">0</td></tr>"))
    }

    @Test("palette colours and images list where the code reads them")
    func paletteAndImages() {
        #expect(page("palette.html").contains("<span class=\"badge unused\">read in code</span> 1 place: <a href=\"https://example.com/acme/app/blob/main/App/Views/Cells/TopSiteCell.swift#L19\"><code>App/Views/Cells/TopSiteCell.swift:19</code></a> </p>"))
        let images = page("images.html")
        #expect(images.contains("Asked for in 1 place: <a href=\"https://example.com/acme/app/blob/main/App/Controllers/HomeViewController.swift#L24\"><code>App/Controllers/HomeViewController.swift:24</code></a> </div>"))
        #expect(images.contains("<div class=\"meta code-uses\">Asked for nowhere in the app's code.</div>"))
    }

    @Test("catalogue.json carries every use, every finding and the migration counts")
    func catalogueJSON() throws {
        let json = try #require(Self.result.files["catalogue.json"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let code = try #require(root["appCode"] as? [String: Any])
        let tokens = try #require(code["tokens"] as? [String: [[String: Any]]])
        #expect(tokens["layerFade"]?.first?["path"] as? String == "App/Views/HomeView.swift")
        #expect(tokens["layerFade"]?.first?["line"] as? Int == 23)
        #expect(tokens["layerFade"]?.first?["column"] as? Int == 14)
        #expect(tokens["layerFade"]?.first?["url"] as? String == "https://example.com/acme/app/blob/main/App/Views/HomeView.swift#L23")
        #expect(tokens["iconPrimary"]?.isEmpty == true)
        #expect(code["migration"] as? [String: Int] == [
            "UIColor.Photon": 2, "UIColor.theme": 1, "UIColor.legacyTheme": 1, "LegacyThemeManager": 1, "NotificationThemeable": 2,
            ".DisplayThemeChanged": 2, "palette": 3,
        ])
        #expect((code["legacy"] as? [Any])?.count == 9)
        #expect((code["paletteReads"] as? [Any])?.count == 3)
        #expect(String(decoding: json, as: UTF8.self).hasPrefix("{\n  \"appCode\": {\n    \"commit\": null,\n    \"darkImageNames\": [\n      {\n"))
    }

    @Test("without appCode the same content has no code pages, columns, assets or catalogue member")
    func withoutAppCode() throws {
        let copy = try TempSite()
        defer { copy.remove() }
        try copyTree(URL(fileURLWithPath: AppCodeFixture.folder), to: copy.folder)
        var config = try #require(copy.read("content/themebook.json"))
        let start = try #require(config.range(of: ",\n  \"appCode\""))
        config = String(config[..<start.lowerBound]) + "\n}\n"
        try copy.write("content/themebook.json", config)
        let plain = AppCodeFixture.check(content: copy.path("content"))
        #expect(plain.succeeded)
        #expect(plain.catalogue?.appCode == nil)
        let withCode = Set(Self.result.files.keys)
        #expect(Set(plain.files.keys) == withCode.subtracting(["code.html", "migration.html", "assets/code.css", "assets/uses.js"]))
        for (path, bytes) in plain.files where path.hasSuffix(".html") || path == "catalogue.json" {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("uses-col") && !text.contains("in-code") && !text.contains("code.css") && !text.contains("\"appCode\""), "\(path)")
        }
        #expect(!plain.diagnostics.contains { ["palette-in-code", "legacy-theming", "unused-token"].contains($0.id) })
    }
}
