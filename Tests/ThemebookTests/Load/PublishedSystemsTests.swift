import Foundation
import Testing
@testable import ThemebookCore

/// Two small systems shaped like published ones: `studio` (sRGB colour objects with hex
/// fallbacks, `$root` tokens, light and dark contexts, size and typography sets after the theme
/// modifier) and `grid` (a breakpoint modifier with an empty context, typography overridden per
/// breakpoint, `vw` and unit-less dimensions, bare and string letter spacings). Both build; every
/// colour matches an independent reading of the files (`Fixtures/dtcg-published/resolve.py`).
@Suite("Published DTCG: systems shaped like real ones")
struct PublishedSystemsTests {
    /// Every fixture that builds; the colour comparison runs over each.
    static let building = [
        "studio", "grid", "dimension-units", "string-measures", "typography-forms", "font-weights", "composite-strings",
        "groups-without-value", "untyped-alias", "untyped-values", "nonstandard-types", "resolver-fragments", "partial-token",
    ]

    @Test("studio builds with one warning, at its em letter spacing, and shows its values")
    func studio() throws {
        let result = PublishedFixtures.build("studio")
        #expect(PublishedFixtures.lines(result, "studio") == [
            "tokens/color.json:15:7: note: palette colour '300' is not used by any theme [unused-palette-color]",
            "tokens/typography.json:10:47: warning: 'typography.body': letterSpacing unit 'em' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
        ])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "color.background.default", "light") == "#ffffff")
        #expect(try PublishedFixtures.shown(json, "scrim", "light") == "#0c0c0db2")
        #expect(try PublishedFixtures.shown(json, "body", "dark") == "400 1rem/1.4 inter, sans-serif; letter-spacing 0")
        #expect(try PublishedFixtures.shown(json, "full", "dark") == "624.9375rem")
        // A group's $root token is named, and has its page, after its group.
        #expect(result.file(Paths.token("color.text.default"))?.contains("{color.gray.900}") == true)
    }

    @Test("grid builds: its md breakpoint lacks display04 (a warning at the definition), its quirks warn where written")
    func grid() throws {
        let result = PublishedFixtures.build("grid")
        let lines = PublishedFixtures.lines(result, "grid")
        #expect(result.succeeded)
        #expect(lines.filter { $0.contains("warning") } == [
            "tokens/layout.tokens.json:8:73: warning: 'layout.breakpoints.sm.margin': dimension unit '' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
            "tokens/layout.tokens.json:12:67: warning: 'layout.fluidSpacing.02': dimension unit 'vw' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
            "tokens/type-lg.tokens.json:9:26: warning: 'type.display01': letterSpacing 0 is a bare number; DTCG 2025.10 writes a dimension like {\"value\": 0, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/type-lg.tokens.json:13:5: warning: 'display04' is defined here but not in theme 'md'; it has no value there [missing-in-theme]",
            "tokens/type-lg.tokens.json:19:26: warning: 'type.display04': letterSpacing '-0.64px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": -0.64, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/type-max.tokens.json:9:26: warning: 'type.display01': letterSpacing 0 is a bare number; DTCG 2025.10 writes a dimension like {\"value\": 0, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/type-max.tokens.json:19:26: warning: 'type.display04': letterSpacing '-0.96px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": -0.96, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/type.tokens.json:9:26: warning: 'type.body01': letterSpacing '0.16px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": 0.16, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/type.tokens.json:19:26: warning: 'type.display01': letterSpacing 0 is a bare number; DTCG 2025.10 writes a dimension like {\"value\": 0, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/type.tokens.json:21:9: warning: 'breakpoints' is not a sub-value of typography in DTCG 2025.10; it is ignored [unknown-sub-value]",
        ])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "display01", "md") == "300 2.625rem/1.19 system-ui, sans-serif; letter-spacing 0")
        #expect(try PublishedFixtures.shown(json, "display01", "max") == "300 4.75rem/1.13 system-ui, sans-serif; letter-spacing 0")
        #expect(try PublishedFixtures.shown(json, "display04", "lg") == "300 5.75rem/1.11 system-ui, sans-serif; letter-spacing -0.64px")
        #expect(try PublishedFixtures.shown(json, "display04", "md") == "unknown")
        #expect(try PublishedFixtures.shown(json, "02", "lg") == "2vw")
        #expect(try PublishedFixtures.shown(json, "focus", "md") == "#0f62fe")
        #expect(result.file("tokens/display04.html")?.contains("letter-spacing -0.96px") == true)
    }

    /// `resolve.py`'s reading of a fixture: theme → token path → hex.
    static func independent(_ name: String) throws -> [String: [String: String]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Repo.path("Tests/ThemebookTests/Fixtures/dtcg-published/resolve.py"), PublishedFixtures.folder(name)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "resolve.py failed on \(name)")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(json["themes"] as? [String: [String: String]])
    }

    @Test("every colour in catalogue.json is the hex an independent reading of the files gives", arguments: building)
    func coloursMatchIndependentResolver(_ name: String) throws {
        let result = PublishedFixtures.build(name)
        let catalogue = try #require(result.catalogue)
        let json = try PublishedFixtures.catalogue(result)
        let expected = try Self.independent(name)
        var compared = 0
        for declaration in catalogue.tokens where declaration.type.isColor {
            let values = try #require(try PublishedFixtures.token(json, declaration.name)["values"] as? [String: [String: Any]])
            for theme in catalogue.themes.map(\.info.id) {
                let shown = values[theme]?["hex"] as? String
                #expect(shown == expected[theme]?[declaration.path], "\(name): \(declaration.path) in \(theme)")
                compared += 1
            }
        }
        let palette = try #require(json["palette"] as? [[String: Any]])
        for (color, entry) in zip(catalogue.palette, palette) {
            let first = try #require(catalogue.themes.first?.info.id)
            #expect(entry["hex"] as? String == expected[first]?[color.path], "\(name): palette \(color.path)")
            compared += 1
        }
        #expect(compared > 0 || catalogue.tokens.allSatisfy { !$0.type.isColor })
    }
}
