import Foundation
import Testing
@testable import ThemebookCore

/// The example catalogue in content/, built end to end.
@Suite("The example catalogue")
struct ExampleSiteTests {
    static var result: Build.Result { ExampleSite.result }

    @Test("builds with no errors: 112 colours, 101 tokens, 3 themes")
    func counts() throws {
        let r = Self.result
        #expect(r.errorCount == 0, "\(r.diagnosticLines(relativeTo: Repo.root.path).filter { $0.contains("error:") })")
        let c = try #require(r.catalogue)
        #expect(c.palette.count == 112)
        #expect(c.tokens.count == 101)
        #expect(c.themes.map(\.info.id) == ["light", "dark", "private"])
        #expect(Set(c.tokens.map(\.category)).count == 8)
    }

    @Test("light layer4 is LightGrey30 at 0.6, #e0e0e699, in the HTML and in catalogue.json")
    func layer4() throws {
        let r = Self.result
        let json = try #require(r.file("catalogue.json"))
        let data = try #require(json.data(using: .utf8))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tokens = try #require(root["tokens"] as? [[String: Any]])
        let layer4 = try #require(tokens.first { $0["name"] as? String == "layer4" })
        let light = try #require((layer4["values"] as? [String: Any])?["light"] as? [String: Any])
        #expect(light["palette"] as? String == "LightGrey30")
        #expect(light["alpha"] as? Double == 0.6)
        #expect(light["hex"] as? String == "#e0e0e699")
        #expect(light["kind"] as? String == "color")
        let page = try #require(r.file("tokens/layer4.html"))
        #expect(page.contains("LightGrey30 · 60%"))
        #expect(page.contains("#e0e0e699"))
        #expect(page.contains("rgba(224, 224, 230, 0.6)"))
    }

    @Test("the private theme's literal colours and the placeholders come through")
    func privateTheme() throws {
        let c = try #require(Self.result.catalogue)
        let theme = try #require(c.themes.first { $0.info.id == "private" })
        guard case .color(let surface)? = theme.values["layerSurfaceLow"] else { Issue.record("not a colour"); return }
        #expect(surface.palette == nil)
        #expect(surface.color.hex == "#342b4a")
        let placeholders = c.themes.map { t in t.values.values.filter { $0 == .none }.count }
        #expect(placeholders == [16, 16, 16])
        let tokensPage = try #require(Self.result.file("tokens.html"))
        #expect(tokensPage.contains("no value in this theme"))
    }

    @Test("unused palette colours are marked on the palette page")
    func unused() throws {
        let page = try #require(Self.result.file("palette.html"))
        // Each on its chip in its family's ramp, and on its detail.
        #expect(page.components(separatedBy: "<li class=\"ramp-step is-unused").count - 1 == 55)
        #expect(page.components(separatedBy: "<span class=\"chip-uses\">unused").count - 1 == 55)
        #expect(page.components(separatedBy: "<article class=\"palette-detail is-unused\"").count - 1 == 55)
    }

    @Test("the guide menu is one shared script listing every guide; every page loads it and links the no-JS guides index")
    func guideMenu() throws {
        let c = try #require(Self.result.catalogue)
        #expect(c.guides.count == 6)
        let script = try #require(Self.result.file("guide-menu.js"))
        let index = try #require(Self.result.file("guides.html"))
        for guide in c.guides {
            #expect(script.contains("href=\\\"\(guide.url)\\\""), "guide-menu.js lacks \(guide.slug)")
            #expect(index.contains("href=\"\(guide.url)\""), "guides.html lacks \(guide.slug)")
        }
        for (path, bytes) in Self.result.files where path.hasSuffix(".html") {
            let page = String(decoding: bytes, as: UTF8.self)
            let root = Paths.root(of: path)
            #expect(page.contains("<script src=\"\(root)guide-menu.js\"></script>"), "\(path) does not load the guide menu")
            // A page with sections of its own lists them in the sidebar instead; the header links Guides.
            let ownSections = ["palette.html", "tokens.html", "images.html"].contains(path) || path.hasPrefix("themes/")
            #expect(page.contains("<a href=\"\(root)guides.html\">All 6 guides</a>") != ownSections, "\(path): the guides index link")
            #expect(page.contains("<nav class=\"page-nav\"") == ownSections, "\(path): its own sections")
            #expect(page.contains("<a href=\"\(root)guides.html\""), "\(path) has no link to the guides index")
            // No page carries the whole menu itself.
            #expect(!page.contains(c.guides.last!.url) || path == "guides.html" || path == "index.html" || path.hasPrefix("guides/")
                    || path == "rules.html" || path.hasPrefix("tokens/"), "\(path) lists guides")
        }
        for (i, guide) in c.guides.enumerated() {
            let page = try #require(Self.result.file(guide.page))
            #expect(page.contains("Guide \(i + 1) of 6: <a href=\"../\(guide.url)\" aria-current=\"page\">"))
        }
    }

    @Test("the committed site/ is exactly what a fresh build produces")
    func committedSiteIsFresh() throws {
        let fresh = Self.result.files
        let folder = Repo.path("site")
        var committed: [String: [UInt8]] = [:]
        let e = FileManager.default.enumerator(atPath: folder)
        while let item = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if item != SiteWriter.marker, FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDir), !isDir.boolValue {
                committed[item] = FileManager.default.contents(atPath: folder + "/" + item).map { [UInt8]($0) }
            }
        }
        #expect(Set(committed.keys) == Set(fresh.keys), "rebuild the site: scripts/build-site.sh")
        for (path, bytes) in fresh where committed[path] != bytes {
            Issue.record("site/\(path) differs from a fresh build; rebuild the site: scripts/build-site.sh")
        }
    }
}
