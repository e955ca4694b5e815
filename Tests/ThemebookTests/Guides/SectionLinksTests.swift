import Foundation
import Testing
@testable import ThemebookCore

@Suite("Which guides' sections a guide may link to, read before any guide is parsed")
struct SectionLinksTests {
    static func scan(_ text: String) -> SectionLinks { SectionLinks.scan(ArraySlice(text.utf8)) }

    @Test("headings, links to the page's own sections and hex colours name no guide")
    func noGuide() {
        let text = """
            # Title
            ## Colours ##

            See [below](#do), <#dont>, [ref][r] and [<](< #x>).
              ### Indented
            > ## Quoted
            - ## In a list

            [r]: #do
            """
        #expect(Self.scan(text) == .none)
        let colours = Self.scan("Blue is `#0060df`; use C# and F#.\n")
        #expect(!colours.mayName(slug: "colors"))
        #expect(!colours.mayName(slug: "blue"))
    }

    @Test("every way a destination can name a guide before its `#` names that guide")
    func names() {
        let cases: [(String, [String])] = [
            ("[c](colors.md#surfaces)", ["colors", "folder/colors"]),
            ("[c](../base/./colors.md#x)", ["colors"]),
            ("see [c](colors.md/#x)", ["colors"]),
            ("[c](colors.md?plain=1#x)", ["colors"]),
            ("<guide:migrating/legacy#setup>", ["migrating/legacy"]),
            ("[l](GUIDE:Legacy#do \"Title\")", ["legacy"]),
            ("[m](sub/my%20guide.md#x)", ["sub/my guide"]),
            ("[m](<sub/my guide.md#x>)", ["sub/my guide"]),
            ("[m](<guide:a (b)#x>)", ["a (b)"]),
            ("[p](a(b).md#x)", ["a(b)"]),
            ("[r]:\n  colors.md#x 'T'", ["colors"]),
            ("| [c](colors.md#x) | `#fff` |", ["colors"]),
        ]
        for (text, slugs) in cases {
            let links = Self.scan(text)
            for slug in slugs { #expect(links.mayName(slug: slug), "\(text) should name \(slug)") }
            #expect(!links.mayName(slug: "elsewhere"), "\(text) names every guide")
        }
    }

    @Test("an entity, an escape, or a path that ends in `..`, may spell any guide")
    func anyGuide() {
        for text in ["[e](colors&#46;md#x)", "[e](colors.md&#35;x)", "[e](colors.md\\#x)", "[u](x.md/..#x)"] {
            #expect(Self.scan(text) == .any, "\(text)")
        }
        // So many names that holding them costs more than outlining every guide.
        let many = (0..<300).map { "[x](g\($0).md#s)" }.joined(separator: "\n")
        #expect(Self.scan(many) == .any)
        var merged = SectionLinks.none
        merged.formUnion(Self.scan("[c](colors.md#x)"))
        #expect(merged.mayName(slug: "colors") && !merged.mayName(slug: "other"))
        merged.formUnion(.any)
        merged.formUnion(Self.scan("[c](colors.md#x)"))
        #expect(merged == .any)
    }

    @Test("a guide of megabytes of `#` is scanned in one pass: each `#` reads its own destination, once")
    func hostileSizes() {
        let repeated = Self.scan(String(repeating: "x# ", count: 700_000))
        #expect(repeated == .names(["x"]))
        let links = Self.scan(String(repeating: "see [c](colors.md#s) and `#fff` ", count: 60_000))
        #expect(links.mayName(slug: "colors") && !links.mayName(slug: "see"))
        // An angle bracket left open for a whole line: every tail after it, too many to hold.
        #expect(Self.scan("<" + String(repeating: "a#", count: 1_000_000)) == .any)
        #expect(Self.scan(String(repeating: "a&b# ", count: 100_000)) == .any)
    }

    /// Each link below is to a section that exists, in a form the first pass must read as
    /// naming its guide; had the guide not been outlined, the link would be an unknown section.
    @Test("a build outlines every guide a link names, in any form, and reports a misspelt section of each")
    func buildOutlinesLinkedGuides() throws {
        let forms = [
            "[c](colors.md#surfaces)", "[c](./colors.md#surfaces)", "[c](colors.md?x=1#surfaces)",
            "[m](sub/my%20guide.md#setup)", "[m](<sub/my guide.md#setup>)", "<guide:migrating/legacy#do>",
            "[l](guide:migrating/legacy#do)", "[r][ref]", "[e](colors&#46;md#surfaces)", "[e](colors.md\\#surfaces)",
            "[e](colors.md&#35;surfaces)", "[t](colors.md#surfaces \"Title\")",
        ]
        func guide(_ section: (String) -> String) -> String {
            GuideSite.file("Links", forms.map { "- \(section($0))" }.joined(separator: "\n")
                + "\n\n[ref]: \(section("colors.md#surfaces"))\n")
        }
        let guides = [
            "colors.md": GuideSite.file("Colors", "## Surfaces\n"),
            "sub/my guide.md": GuideSite.file("Mine", "## Setup\n"),
            "migrating/legacy.md": GuideSite.file("Legacy", "## Do\n\n- Be kind.\n"),
            "sub/up.md": GuideSite.file("Up", "See [c](../colors.md#surfaces).\n"),
            "plain.md": GuideSite.file("Plain", "## Alone\n\nNo links, `#fff`.\n"),
        ]
        let good = try GuideSite(guides.merging(["a.md": guide { $0 }]) { $1 })
        #expect(good.diagnostics == [])
        #expect(try good.html("a").contains("colors.html#surfaces"))
        let misspelt = try GuideSite(guides.merging(["a.md": guide {
            $0.replacingOccurrences(of: "#surfaces", with: "#surface").replacingOccurrences(of: "&#35;surfaces", with: "&#35;surface")
                .replacingOccurrences(of: "#setup", with: "#set-up").replacingOccurrences(of: "#do", with: "#doo")
        }]) { $1 })
        #expect(misspelt.diagnostics.count == forms.count)
        #expect(misspelt.diagnostics.allSatisfy { $0.hasSuffix("[unknown-anchor]") && $0.contains("did you mean") })
    }

    @Test("a guide outlined after the first pass is read again, and one changed since is reported there, once")
    func outlineReadsAgain() throws {
        let text = GuideSite.file("Aside", "## Setup\n\nSee [c](colors.md#surfaces).\n")
        let site = try TempSite(["guides/aside.md": text])
        defer { site.remove() }
        let listed = SourceFile(path: "guides/aside.md", relativePath: "aside.md", bytes: [], deferredPath: site.path("guides/aside.md"))
        var diagnostics = Diagnostics()
        let read = try #require(listed.read())
        var source = try #require(GuideSource(read, outline: false, diagnostics: &diagnostics))
        #expect(source.headings.isEmpty && source.sectionLinks.mayName(slug: "colors"))
        source.setAside()
        var outlined = source
        outlined.outline(diagnostics: &diagnostics)
        #expect(outlined.headings.map(\.id) == ["setup"])
        // Set aside again, to be read again when it is linked.
        #expect(outlined.body.isEmpty)
        let tookBack = outlined.takeBack(diagnostics: &diagnostics)
        #expect(tookBack && !outlined.body.isEmpty)
        #expect(diagnostics.all.isEmpty)

        try site.write("guides/aside.md", text.replacingOccurrences(of: "Setup", with: "Start"))
        var changed = source
        changed.outline(diagnostics: &diagnostics)
        #expect(changed.headings.isEmpty && changed.body.isEmpty)
        let changedTookBack = changed.takeBack(diagnostics: &diagnostics)
        #expect(changedTookBack && changed.body.isEmpty)
        #expect(diagnostics.all.lines(relativeTo: site.folder.path) == [
            "guides/aside.md:1:1: error: guide 'aside.md' changed while the site was being built; build again [input-changed]",
        ])
    }
}
