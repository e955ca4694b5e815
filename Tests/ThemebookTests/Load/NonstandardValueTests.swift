import Foundation
import Testing
@testable import ThemebookCore

/// Non-colour values in forms DTCG 2025.10 does not write, as published systems write them:
/// each a `nonstandard-value` warning at the value, naming what the format writes, and the value
/// shown as written on the token's page, in search and in `catalogue.json`. Colours stay strict.
@Suite("Published DTCG: non-standard values")
struct NonstandardValueTests {
    @Test("dimensions in em, vw, dp and with an empty unit warn at the unit and are shown with it")
    func dimensionUnits() throws {
        let result = PublishedFixtures.build("dimension-units")
        #expect(PublishedFixtures.lines(result, "dimension-units") == [
            "tokens/base.tokens.json:4:57: warning: 'size.letterSpacing': dimension unit 'em' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
            "tokens/base.tokens.json:5:46: warning: 'size.fluid': dimension unit 'vw' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
            "tokens/base.tokens.json:6:50: warning: 'size.elevation': dimension unit 'dp' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
            "tokens/base.tokens.json:7:47: warning: 'size.margin': dimension unit '' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
        ])
        #expect(result.succeeded)
        let json = try PublishedFixtures.catalogue(result)
        for (name, text) in [("letterSpacing", "0.06em"), ("fluid", "2vw"), ("elevation", "2dp"), ("margin", "0"), ("gap", "8px")] {
            #expect(try PublishedFixtures.shown(json, name, "light") == text, "\(name)")
            #expect(try PublishedFixtures.token(json, name)["type"] as? String == "dimension")
        }
        #expect(result.file("tokens/elevation.html")?.contains("<code class=\"value-css\">2dp</code>") == true)
        #expect(result.file("themes/dark.html")?.contains("<span class=\"meta\">2vw</span>") == true)
        let index = try #require(try JSONSerialization.jsonObject(with: Data((result.file("search-index.json") ?? "").utf8)) as? [[String: Any]])
        let record = try #require(index.first { $0["id"] as? String == "token:letterSpacing" })
        #expect(record["meta"] as? [String: String] == ["light": "0.06em", "dark": "0.06em"])
    }

    @Test("dimensions and durations written as strings, and a number written as one, warn and are shown as written")
    func stringMeasures() throws {
        let result = PublishedFixtures.build("string-measures")
        #expect(PublishedFixtures.lines(result, "string-measures") == [
            "tokens/base.tokens.json:4:25: warning: 'spacing.small': dimension '4px' is written as a string; DTCG 2025.10 writes {\"value\": 4, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:5:26: warning: 'spacing.medium': dimension '0.5rem' is written as a string; DTCG 2025.10 writes {\"value\": 0.5, \"unit\": \"rem\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:9:27: warning: 'motion.instant': duration '0ms' is written as a string; DTCG 2025.10 writes {\"value\": 0, \"unit\": \"ms\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:10:24: warning: 'motion.slow': duration '1.5s' is written as a string; DTCG 2025.10 writes {\"value\": 1.5, \"unit\": \"s\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:14:28: warning: 'opacity.disabled': number '0.4' is written as a string; DTCG 2025.10 writes a JSON number; shown as written [nonstandard-value]",
        ])
        let json = try PublishedFixtures.catalogue(result)
        for (name, text, kind) in [("small", "4px", "dimension"), ("medium", "0.5rem", "dimension"), ("instant", "0ms", "duration"), ("disabled", "0.4", "number")] {
            #expect(try PublishedFixtures.shown(json, name, "dark") == text, "\(name)")
            let values = try #require(try PublishedFixtures.token(json, name)["values"] as? [String: [String: Any]])
            #expect(values["dark"]?["kind"] as? String == kind)
        }
        #expect(result.file("tokens/instant.html")?.contains("<code class=\"value-css\">0ms</code>") == true)
    }

    @Test("a bare-number or string letterSpacing, a string or dimension lineHeight warn; the typography shows them")
    func typographyForms() throws {
        let result = PublishedFixtures.build("typography-forms")
        #expect(PublishedFixtures.lines(result, "typography-forms") == [
            "tokens/base.tokens.json:5:118: warning: 'font.body': letterSpacing 0 is a bare number; DTCG 2025.10 writes a dimension like {\"value\": 0, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:8:118: warning: 'font.caption': letterSpacing '0.32px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": 0.32, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:8:142: warning: 'font.caption': lineHeight '150%' is written as a string; DTCG 2025.10 writes a number, a multiple of the font size; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:11:116: warning: 'font.title': lineHeight is written as a dimension; DTCG 2025.10 writes a number, a multiple of the font size; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:11:183: warning: 'font.title': letterSpacing unit 'em' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
        ])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "body", "light") == "400 16px/1.5 Inter; letter-spacing 0")
        #expect(try PublishedFixtures.shown(json, "caption", "light") == "400 12px/150% Inter; letter-spacing 0.32px")
        #expect(try PublishedFixtures.shown(json, "title", "light") == "400 34px/41px \"SF Pro\"; letter-spacing 0")
        #expect(result.file("tokens/caption.html")?.contains("<code class=\"value-css\">400 12px/150% Inter; letter-spacing 0.32px</code>") == true)
    }

    @Test("a weight written as a string and a weight name DTCG does not define warn, the name with a did-you-mean")
    func fontWeights() throws {
        let result = PublishedFixtures.build("font-weights")
        #expect(PublishedFixtures.lines(result, "font-weights") == [
            "tokens/base.tokens.json:4:27: warning: 'weight.regular': font weight '400' is written as a string; DTCG 2025.10 writes 400; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:5:26: warning: 'weight.strong': font weight 'semibold' is not a DTCG 2025.10 weight name such as 'bold' or 'semi-bold'; shown as written; did you mean 'semi-bold'? [nonstandard-value]",
        ])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "regular", "light") == "400")
        #expect(try PublishedFixtures.shown(json, "strong", "light") == "semibold")
        #expect(try PublishedFixtures.shown(json, "bold", "light") == "700")
    }

    @Test("a shadow, a border and an easing written as CSS, and shadow lengths written as strings, are shown as written")
    func compositeStrings() throws {
        let result = PublishedFixtures.build("composite-strings")
        #expect(PublishedFixtures.lines(result, "composite-strings") == [
            "tokens/base.tokens.json:2:46: warning: 'elevation': shadow '0px 4px 24px 0px rgba(29, 73, 166, 0.1)' is written as a string; DTCG 2025.10 writes an object of its sub-values (color, offsetX, offsetY, blur, spread); shown as written [nonstandard-value]",
            "tokens/base.tokens.json:3:44: warning: 'divider': border '1px solid #d7d7db' is written as a string; DTCG 2025.10 writes an object of its sub-values (width, style, color); shown as written [nonstandard-value]",
            "tokens/base.tokens.json:4:46: warning: 'ease': cubic Bézier 'ease-in-out' is written as a string; DTCG 2025.10 writes an array of 4 numbers [P1x, P1y, P2x, P2y]; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:8:41: warning: 'card': offsetX '0px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": 0, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:8:59: warning: 'card': offsetY '1px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": 1, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:8:74: warning: 'card': blur '2px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": 2, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:8:91: warning: 'card': spread '0px' is written as a string; DTCG 2025.10 writes a dimension like {\"value\": 0, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:9:62: warning: 'card': offsetX unit '' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
        ])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "elevation", "light") == "0px 4px 24px 0px rgba(29, 73, 166, 0.1)")
        #expect(try PublishedFixtures.shown(json, "divider", "light") == "1px solid #d7d7db")
        #expect(try PublishedFixtures.shown(json, "ease", "light") == "ease-in-out")
        #expect(try PublishedFixtures.shown(json, "card", "light") == "0px 1px 2px 0px #00000033, 0 4px 8px #0000001a")
        // The colours inside an object shadow are still read, strictly, and drawn.
        let values = try #require(try PublishedFixtures.token(json, "card")["values"] as? [String: [String: Any]])
        #expect(values["light"]?["colors"] as? [String] == ["#00000033", "#0000001a"])
    }

    @Test("colours stay strict: rgba(), a bad hex digit, a CSS name, typed or untyped, are errors at the value")
    func strictColours() throws {
        let result = PublishedFixtures.build("strict-colours")
        #expect(PublishedFixtures.lines(result, "strict-colours") == [
            "tokens/base.tokens.json:4:27: error: 'rgba(0, 0, 0, 0.5)' is not a colour; expected #rrggbb, #rrggbbaa, a colour object or an alias like {Blue.Blue50} [invalid-color]",
            "tokens/base.tokens.json:5:25: error: '#0060dg' is not a colour; expected #rrggbb, #rrggbbaa, a colour object or an alias like {Blue.Blue50} [invalid-color]",
            "tokens/base.tokens.json:7:23: error: 'rgb(0 96 223)' is not a colour; expected #rrggbb, #rrggbbaa, a colour object or an alias like {Blue.Blue50} [invalid-color]",
            "tokens/base.tokens.json:8:23: error: 'white' is not a colour; expected #rrggbb, #rrggbbaa, a colour object or an alias like {Blue.Blue50} [invalid-color]",
            "tokens/base.tokens.json:11:63: error: 'transparent' is not a colour; expected #rrggbb, #rrggbbaa, a colour object or an alias like {Blue.Blue50} [invalid-color]",
            "tokens/base.tokens.json:13:54: error: 'size': dimension value 'large' must be a number [invalid-value]",
        ])
        #expect(!result.succeeded)
    }

    @Test("a team raises nonstandard-value to an error in the site config: the same findings fail the build")
    func raisedToError() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(URL(fileURLWithPath: PublishedFixtures.folder("string-measures")), to: site.folder.appendingPathComponent("content"))
        try site.write("content/themebook.json", """
            {"title": "Strict", "resolver": "tokens/resolver.json", "diagnostics": {"nonstandard-value": "error"}}
            """)
        let result = PublishedFixtures.build("string-measures", content: site.path("content"))
        let lines = result.diagnosticLines(relativeTo: site.path("content"))
        #expect(lines.count == 5)
        #expect(lines.first == "tokens/base.tokens.json:4:25: error: 'spacing.small': dimension '4px' is written as a string; DTCG 2025.10 writes {\"value\": 4, \"unit\": \"px\"}; shown as written [nonstandard-value]")
        #expect(lines.allSatisfy { $0.contains(": error: ") && $0.hasSuffix("[nonstandard-value]") })
        #expect(!result.succeeded)
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .write(output: site.path("site"))
        let build = Build.run(options)
        #expect(!build.succeeded && !build.wrote)
    }
}
