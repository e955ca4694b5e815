import Foundation
import Testing

@testable import ThemebookCore

/// `Fixtures/dtcg-colours`: one palette colour per space of the DTCG 2025.10 colour module and a
/// token per colour and gradient form, built as a user would. Expected hex values come from
/// Python's coloraide (see ColorSpaceTests), not from themebook.
@Suite("DTCG colours fixture: every colour space and gradient form")
struct ColorFixtureTests {
    static let folder = Repo.path("Tests/ThemebookTests/Fixtures/dtcg-colours")

    static func check() -> Build.Result {
        var options = Build.Options()
        options.content = folder
        options.templates = Repo.path("templates")
        options.mode = .memory
        return Build.run(options)
    }

    /// `catalogue.json` as JSON.
    static func catalogue(_ result: Build.Result) throws -> [String: Any] {
        let text = try #require(result.file("catalogue.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A token or palette entry by its name, or by the last segment of a full-path name.
    static func entry(_ name: String, in list: Any?) -> [String: Any]? {
        (list as? [[String: Any]])?.first { entry in
            guard let n = entry["name"] as? String else { return false }
            return n == name || n.hasSuffix("." + name)
        }
    }

    static func page(_ result: Build.Result, token name: String) -> String? {
        let catalogueName = result.catalogue?.tokens.first { $0.name == name || $0.name.hasSuffix("." + name) }?.name ?? name
        return result.file(Paths.token(catalogueName))
    }

    @Test("builds with only the two colour warnings, each at its value")
    func diagnostics() {
        let result = Self.check()
        let found = result.diagnosticLines(relativeTo: Self.folder).filter { !$0.contains("[unused-palette-color]") }
        #expect(found == [
            "tokens/spaces.tokens.json:23:47: warning: colour space 'cmyk' is not one of the colour module's; its hex fallback #ff0000 is shown [color-space-fallback]",
            "tokens/spaces.tokens.json:24:89: warning: hex '#4ba3f' must be a 6-digit #rrggbb string; the fallback is ignored [invalid-color-hex]",
        ])
        #expect(result.succeeded)
    }

    @Test("every palette colour resolves to the sRGB hex coloraide gives, with its notation and gamut flag")
    func paletteHex() throws {
        let catalogue = try Self.catalogue(Self.check())
        let expected: [(String, String, String?, Bool)] = [
            ("srgb", "#ff00ff", nil, false),
            ("srgbLinear", "#bc7cff", "color(srgb-linear 0.5 0.2 1)", false),
            ("displayP3", "#009c61", "color(display-p3 0.2 0.6 0.4)", true),
            ("displayP3Red", "#ff0b0c", "color(display-p3 1 0 0)", true),
            ("a98", "#00b134", "color(a98-rgb 0.3 0.7 0.2)", true),
            ("prophoto", "#ab735a", "color(prophoto-rgb 0.5 0.4 0.3)", false),
            ("rec2020", "#407b97", "color(rec2020 0.4 0.5 0.6)", false),
            ("xyzD50", "#ff00ff", "color(xyz-d50 0.5791 0.2831 0.728)", false),
            ("xyzD65", "#00a7a4", "color(xyz-d65 0.2 0.3 0.4)", true),
            ("lab", "#856caa", "lab(50 20 -30)", false),
            ("lch", "#97b56a", "lch(70 40 120)", false),
            ("oklab", "#599233", "oklab(0.6 -0.1 0.1)", false),
            ("oklch", "#4ba3f7", "oklch(0.7 0.15 250)", false),
            ("oklchRed", "#ff0000", "oklch(0.628 0.2577 29.23)", true),  // red itself, 0.00009 past the edge
            ("hsl", "#2e576b", "hsl(200 40 30)", false),
            ("hslNone", "#ffffff", "hsl(none 0 100)", false),
            ("hwb", "#4dcc4d", "hwb(120 30 20)", false),
            ("translucentP3", "#ff0b0c80", "color(display-p3 1 0 0 / 0.5)", true),
            ("unknownSpace", "#ff0000", nil, false),
            ("badHex", "#4ba3f7", "oklch(0.7 0.15 250)", false),
        ]
        for (name, hex, notation, outOfGamut) in expected {
            let color = try #require(Self.entry(name, in: catalogue["palette"]), "\(name)")
            #expect(color["hex"] as? String == hex, "\(name)")
            #expect(color["notation"] as? String == notation, "\(name)")
            #expect((color["outOfGamut"] as? Bool ?? false) == outOfGamut, "\(name)")
        }
    }

    @Test("colour tokens: an alias keeps the notation, component pointers and a whole-components $ref resolve")
    func colourTokens() throws {
        let result = Self.check()
        let catalogue = try Self.catalogue(result)
        func value(_ token: String) throws -> [String: Any] {
            let entry = try #require(Self.entry(token, in: catalogue["tokens"]), "\(token)")
            let values = try #require(entry["values"] as? [String: Any])
            return try #require(values["light"] as? [String: Any])
        }
        #expect(try value("p3Alias")["hex"] as? String == "#ff0b0c")
        #expect(try value("p3Alias")["notation"] as? String == "color(display-p3 1 0 0)")
        #expect(try value("oklchLiteral")["hex"] as? String == "#62ff30")
        #expect(try value("oklchLiteral")["outOfGamut"] as? Bool == true)
        #expect(try value("componentPointers")["hex"] as? String == "#6da3da")
        #expect(try value("componentPointers")["notation"] as? String == "oklch(0.7 0.1 250)")
        #expect(try value("wholeComponents")["hex"] as? String == "#4ba3f780")
        #expect(try value("wholeComponents")["notation"] as? String == "oklch(0.7 0.15 250 / 0.5)")
        #expect(try value("fallback")["hex"] as? String == "#ff0000")
    }

    @Test("pages show the notation as written, the swatch hex, and a worded out-of-gamut marker")
    func notationInHTML() throws {
        let result = Self.check()
        let p3 = try #require(Self.page(result, token: "p3Alias"))
        #expect(p3.contains(#"<code class="hex" data-copy>#ff0b0c</code> <code class="notation">color(display-p3 1 0 0)</code>"#))
        #expect(p3.contains("out of sRGB gamut (mapped)</span>"))
        let oklch = try #require(Self.page(result, token: "componentPointers"))
        #expect(oklch.contains(#"<code class="notation">oklch(0.7 0.1 250)</code>"#))
        #expect(!oklch.contains("out of sRGB gamut"), "an in-gamut colour has no marker")
        let palette = try #require(result.file("palette.html"))
        #expect(palette.contains(#"<code class="notation">hsl(none 0 100)</code>"#))
        #expect(palette.contains(#"<code class="notation">color(xyz-d65 0.2 0.3 0.4)</code> <span class="gamut-mapped""#))
    }

    @Test("gradient stops are drawn at their positions, clamped, and worded when not evenly spaced")
    func gradients() throws {
        let result = Self.check()
        let positioned = try #require(Self.page(result, token: "positioned"))
        #expect(positioned.contains("linear-gradient(90deg, rgb(75 163 247) 0%, rgb(255 11 12) 30%, rgb(0 0 0) 100%)"))
        #expect(positioned.contains(#"<span class="position">at 30%</span>"#))
        #expect(positioned.contains(#"<code class="notation">color(display-p3 1 0 0)</code>"#), "a stop in another space shows its notation")
        let clamped = try #require(Self.page(result, token: "clamped"))
        #expect(clamped.contains("linear-gradient(90deg, rgb(133 108 170) 0%, rgb(77 204 77) 100%)"))
        #expect(!clamped.contains(#"class="position""#), "positions at 0 and 1 are the even spacing: no words")
        let elements = try #require(Self.page(result, token: "withElements"))
        #expect(elements.contains("linear-gradient(90deg, rgb(255 255 255) 0%, rgb(64 123 151) 33.3%, rgb(0 0 0) 100%)"))
        let catalogue = try Self.catalogue(result)
        let entry = try #require(Self.entry("positioned", in: catalogue["tokens"]))
        let stops = try #require(((entry["values"] as? [String: Any])?["light"] as? [String: Any])?["stops"] as? [[String: Any]])
        #expect(stops.map { $0["position"] as? Double } == [0, 0.3, 1])
    }
}
