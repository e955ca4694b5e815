import Foundation
import Testing

@testable import ThemebookCore

/// The three report formats, on the catalogue pair of `DiffTests.everyKind`.
@Suite("Diff: reports")
struct DiffReportTests {
    static func changes() throws -> CatalogueChanges {
        CatalogueDiff.compare(old: try DiffTests.load(DiffTests.oldFiles), new: try DiffTests.load(DiffTests.newFiles))
    }

    @Test("text: a section per kind, one line per change, per theme for changed tokens, the summary last")
    func text() throws {
        let report = ChangesReport(try Self.changes(), old: "old", new: "new").render(.text)
        #expect(report == Self.expectedText)
    }

    static let expectedText = """
        Changes from old to new

        Tokens added (1)
          + layer2 (Layers): light #e22850, dark #e22850

        Tokens removed (1)
          - layerOld (Layers): light #123456, dark #654321

        Tokens renamed (2)
          > layerFade → layerBlend (deprecated: Use `layerBlend` instead; old name kept)
              light: [#0060df, #0060df00] → [#e22850, #e2285000] (was [Blue50, Blue50 · 0%], now [Red50, #e2285000])
              dark: [#0250bb, #00000000] → [#e22850, #00000000] (was [Blue60, #00000000], now [Red50, #00000000])
          > actionPrimary → actionAccent (same values in every theme)
              dark: #15141a, alias only (was layer1 → Grey90, now layer1 → Grey91)

        Tokens changed (2)
          ~ layer1 (Layers)
              light: #f9f9fb → #ffffff (was Grey10, now #ffffff)
              dark: #15141a, alias only (was Grey90, now Grey91)
          ~ layerFade (Layers)
              light: [#0060df, #0060df00], alias only (was [Blue50, Blue50 · 0%], now [Blue50, #0060df00])
              dark: [#0250bb, #00000000] → [#1111bb, #00000000]

        Palette colours added (2)
          + Grey91 #15141a
          + Red50 #e22850

        Palette colours removed (1)
          - Green50 #3fe1b0

        Palette colours changed (1)
          ~ Blue60 #0250bb → #1111bb

        Images added (1)
          + newIcon (Large, themed)

        Images removed (1)
          - oldIcon (Large, themed)

        Images themed (1)
          ~ lock_blocked: newly themed

        Rules added (1)
          + Do (rules): Check both themes.

        Rules removed (1)
          - Don't (rules): Use palette colours in views.

        1 token added, 1 token removed, 2 tokens renamed, 2 tokens changed (2 visible, 0 alias only), 2 palette colours added, 1 palette colour removed, 1 palette colour changed, 1 image added, 1 image removed, 1 image newly themed, 1 rule added, 1 rule removed

        """

    @Test("markdown: a table per kind with before and after hex, names in code spans, cells escaped")
    func markdown() throws {
        let report = ChangesReport(try Self.changes(), old: "main", new: "content").render(.markdown)
        #expect(report.hasPrefix("### Theme changes: main → content\n\n1 token added, 1 token removed, 2 tokens renamed"))
        #expect(report.contains("""
            #### Tokens changed (2)

            | Token | Theme | Before | After | Change |
            | --- | --- | --- | --- | --- |
            | `layer1` | `light` | `#f9f9fb` Grey10 | `#ffffff` | visible |
            | `layer1` | `dark` | `#15141a` Grey90 | `#15141a` Grey91 | alias only |

            """))
        #expect(report.contains("| `Blue60` | `#0250bb` | `#1111bb` |\n"))
        #expect(report.contains("| `layerFade` | `layerBlend` | deprecated: Use \\`layerBlend\\` instead; old name kept |\n"))
        #expect(report.contains("| `rules` | Don't | Use palette colours in views. |\n"))
        #expect(report.contains("| `lock_blocked` | Large | newly themed |\n"))
        // Every table row has as many cells as its header.
        for line in report.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false).count
            #expect(cells >= 4 && cells <= 7, "\(line)")
        }
    }

    @Test("markdown stays small: at most 50 rows a table, then a count of the rest")
    func markdownLimit() throws {
        var changes = CatalogueChanges()
        changes.paletteAdded = (0..<120).map {
            CatalogueChanges.PaletteEntry(name: "C\($0)", group: "G|<b>", color: Color(red: 0, green: 0, blue: 0))
        }
        let report = ChangesReport(changes, old: "a", new: "b").render(.markdown)
        #expect(report.components(separatedBy: "| `C").count - 1 == 50)
        #expect(report.contains("… and 70 more rows (`themebook diff --format json` lists every change)."))
        #expect(report.contains("| `C0` | G\\|&lt;b> | `#000000` |"))
    }

    @Test("json: the documented schema, every list present, values with kind, hex and source")
    func json() throws {
        let text = ChangesReport(try Self.changes(), old: "main", new: "content").render(.json)
        var diagnostics = Diagnostics()
        let root = try #require(JSONParser.parse(text, file: "diff.json", into: &diagnostics))
        #expect(diagnostics.all.isEmpty)
        #expect(root["schema"]?.string == "themebook-diff/1")
        #expect(root["old"]?.string == "main" && root["new"]?.string == "content")
        #expect(root["counts"]?["removed"]?.number == 5 && root["counts"]?["changed"]?.number == 4 && root["counts"]?["any"]?.number == 15)
        for (kind, lists) in [("themes", ["added", "removed"]), ("tokens", ["added", "removed", "renamed", "changed", "deprecated"]),
                              ("palette", ["added", "removed", "changed"]), ("images", ["added", "removed", "themed"]),
                              ("rules", ["added", "removed"])] {
            for list in lists { #expect(root[kind]?[list]?.elements != nil, "\(kind).\(list)") }
        }
        let changed = try #require(root["tokens"]?["changed"]?.elements?.first)
        #expect(changed["name"]?.string == "layer1" && changed["visible"]?.bool == true)
        let dark = try #require(changed["themes"]?.elements?.last)
        #expect(dark["theme"]?.string == "dark" && dark["visible"]?.bool == false)
        #expect(dark["before"]?["kind"]?.string == "color" && dark["before"]?["hex"]?.string == "#15141a")
        #expect(dark["before"]?["source"]?.string == "Grey90" && dark["after"]?["source"]?.string == "Grey91")
        let rename = try #require(root["tokens"]?["renamed"]?.elements?.last)
        #expect(rename["old"]?.string == "actionPrimary" && rename["new"]?.string == "actionAccent")
        #expect(rename["reason"]?.string == "same-values" && rename["oldNameRemoved"]?.bool == true)
        let added = try #require(root["tokens"]?["added"]?.elements?.first)
        #expect(added["values"]?["light"]?["hex"]?.string == "#e22850")
        let fade = try #require(root["tokens"]?["changed"]?.elements?.last?["themes"]?.elements?.last)
        #expect(fade["after"]?["kind"]?.string == "gradient" && fade["after"]?["hex"]?.string == "#1111bb #00000000")
    }
}
