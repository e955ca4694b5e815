import Foundation
import Testing
@testable import ThemebookCore

/// Page files are named after guides, tokens and themes: every link to them must reach them,
/// every name must be writable as a file, and no two may share a file on a case-insensitive disk.
@Suite("Page names")
struct PageNameTests {
    /// Every relative `href` of every page, without its fragment, percent-decoded: the site
    /// file it must reach.
    static func brokenLinks(in site: TempSite) throws -> [String] {
        let root = site.path("site")
        var broken: [String] = []
        let pages = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".html") }
        for page in pages {
            let html = try #require(site.read("site/" + page))
            let folder = (page as NSString).deletingLastPathComponent
            for part in html.components(separatedBy: "href=\"").dropFirst() {
                let href = String(part.prefix { $0 != "\"" })
                if href.hasPrefix("#") || href.contains(":") || href.isEmpty { continue }
                let path = String(href.prefix { $0 != "#" })
                #expect(!path.contains("?") && !path.contains(" "), "\(page): href '\(href)' is not encoded")
                guard let decoded = path.removingPercentEncoding else {
                    broken.append("\(page): \(href)")
                    continue
                }
                let target = ReadScope.absolute(decoded, in: root + "/" + folder)
                if !FileManager.default.fileExists(atPath: target) { broken.append("\(page): \(href)") }
            }
        }
        return broken
    }

    @Test("guides named with #, ?, %, spaces and non-ASCII letters are reached by every link to them")
    func encodedGuideLinks() throws {
        let names = ["a#b", "why?", "100%", "two words", "naïve", "sub/x#y"]
        var files = MiniContent.files
        for name in names {
            files["content/guides/\(name).md"] = "---\ntitle: T \(name)\n---\n## Do\n\n- Use <token:layer1>.\n\nSee [why](guide:why?#do) and <guide:naïve>.\n"
        }
        let site = try TempSite(files)
        defer { site.remove() }
        let result = site.build()
        #expect(result.errorCount == 0, "\(result.diagnosticLines(relativeTo: site.path("content")))")
        for name in names { #expect(FileManager.default.fileExists(atPath: site.path("site/guides/\(name).html"))) }
        #expect(try Self.brokenLinks(in: site) == [])
        #expect(site.read("site/index.html")?.contains("href=\"guides/a%23b.html\"") == true)
        #expect(site.read("site/search-index.json")?.contains("\"guides/why%3F.html#do\"") == true)
        #expect(site.read("site/catalogue.json")?.contains("guides/100%25.html#do") == true)
    }

    @Test("a token or guide whose page file name would be too long is an error at it, in check as in build")
    func tooLong() throws {
        let long = String(repeating: "x", count: 251)
        let list = MiniContent.list.replacingOccurrences(of: "\"layerFade\"", with: "\"\(long)\"")
        let light = MiniContent.light.replacingOccurrences(of: "\"layerFade\"", with: "\"\(long)\"")
        let dark = MiniContent.dark.replacingOccurrences(of: "\"layerFade\"", with: "\"\(long)\"")
        let guide = String(repeating: "g", count: 252) + ".md"
        let site = try TempSite(MiniContent.with([
            "content/tokens/list.json": list, "content/tokens/light.tokens.json": light, "content/tokens/dark.tokens.json": dark,
            "content/guides/\(guide)": "---\ntitle: G\n---\nG.\n",
        ]))
        defer { site.remove() }
        let lines = site.build(checkOnly: true).diagnosticLines(relativeTo: site.path("content"))
        let shown = String(repeating: "x", count: 60) + "…"
        #expect(lines.contains(
            "tokens/list.json:4:5: error: token '\(shown)' cannot have a page: its page file name is 256 bytes long; "
                + "file names are limited to 255 bytes; shorten its name [page-name-too-long]"))
        #expect(lines.contains { $0.hasPrefix("guides/\(guide):1:1: error: guide '") && $0.hasSuffix("is 257 bytes long; file names are limited to 255 bytes; rename it [page-name-too-long]") })
        let build = site.build()
        #expect(!build.succeeded && !build.wrote)
        #expect(!build.diagnostics.contains { $0.id == "write-failed" })
    }

    @Test("tokens or themes whose names differ only in letter case are an error, like guides")
    func caseClash() throws {
        let list = MiniContent.list.replacingOccurrences(
            of: "\"layerFade\": {\"$type\": \"gradient\"}", with: "\"layerFade\": {\"$type\": \"gradient\"}, \"Layer1\": {\"$type\": \"color\"}")
        func add(_ theme: String) -> String {
            theme.replacingOccurrences(of: "\"Layers\": {", with: "\"Layers\": {\"Layer1\": {\"$type\": \"color\", \"$value\": \"#000000\"},")
        }
        let resolver = MiniContent.resolver.replacingOccurrences(of: "\"dark\": [", with: "\"Light\": [{\"$ref\": \"light.tokens.json\"}], \"dark\": [")
        let site = try TempSite(MiniContent.with([
            "content/tokens/list.json": list, "content/tokens/light.tokens.json": add(MiniContent.light),
            "content/tokens/dark.tokens.json": add(MiniContent.dark), "content/tokens/resolver.json": resolver,
            "content/themebook.json": MiniContent.config.replacingOccurrences(of: "[\"light\", \"dark\"]", with: "[\"light\", \"Light\", \"dark\"]"),
        ]))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let lines = result.diagnosticLines(relativeTo: site.path("content")).filter { $0.contains("letter case") }
        #expect(lines == [
            "tokens/list.json:4:41: error: token 'Layer1' has the same page as token 'layer1' but for letter case; rename one [duplicate-token]",
            "tokens/resolver.json:6:5: error: theme 'Light' has the same page as theme 'light' but for letter case; rename one [duplicate-theme]",
        ])
    }

    @Test("a theme listed twice in the site config is a warning at the second entry, not a crash")
    func themeListedTwice() throws {
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": MiniContent.config.replacingOccurrences(of: "[\"light\", \"dark\"]", with: "[\"light\", \"dark\", \"light\"]"),
        ]))
        defer { site.remove() }
        let result = site.build()
        #expect(result.wrote)
        #expect(result.catalogue?.themes.map(\.info.id) == ["light", "dark"])
        #expect(result.diagnosticLines(relativeTo: site.path("content")) == [
            "themebook.json:1:116: warning: 'themes' lists 'light' twice; it is read once [duplicate-config-entry]"
        ])
    }
}
