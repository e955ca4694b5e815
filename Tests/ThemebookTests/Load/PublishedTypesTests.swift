import Foundation
import Testing
@testable import ThemebookCore

/// Groups, types and references as published systems write them: an object without `$value`
/// is a group; an untyped alias takes its target's type; a value without `$type` that is no
/// colour is read as written; a `$type` DTCG does not define is read as text, warned about once
/// per type; an unknown reference is named for what it should have been.
@Suite("Published DTCG: groups, types and references")
struct PublishedTypesTests {
    @Test("objects without $value are groups whatever they hold; a group holding no token is a note, the build succeeds")
    func groupsWithoutValue() throws {
        let result = PublishedFixtures.build("groups-without-value")
        #expect(PublishedFixtures.lines(result, "groups-without-value") == [
            "tokens/base.tokens.json:8:5: note: group 'color.accent' holds no token; without '$value' an object is a group, not a token [empty-group]",
            "tokens/base.tokens.json:9:5: note: group 'color.legacy' holds no token; without '$value' an object is a group, not a token [empty-group]",
            "tokens/base.tokens.json:10:5: note: group 'color.future' holds no token [empty-group]",
        ])
        #expect(result.succeeded)
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.palette.map(\.path) == ["color.brand.primary"])
        #expect(catalogue.tokens.map(\.name) == ["surface"])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "surface", "light") == "#0060df")
    }

    @Test("an untyped alias takes its target's type: a dimension, not a type-mismatch; a colour where it lands on one")
    func untypedAlias() throws {
        let result = PublishedFixtures.build("untyped-alias")
        #expect(result.diagnostics.isEmpty, "\(PublishedFixtures.lines(result, "untyped-alias"))")
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.token(json, "gap")["type"] as? String == "dimension")
        #expect(try PublishedFixtures.shown(json, "gap", "light") == "4px")
        #expect(try PublishedFixtures.shown(json, "gap", "dark") == "8px")
        #expect(try PublishedFixtures.token(json, "accent")["type"] as? String == "color")
        #expect(try PublishedFixtures.shown(json, "accent", "dark") == "#d70022")
        #expect(result.file("tokens/gap.html")?.contains("<code class=\"value-css\">8px</code>") == true)
    }

    @Test("the format module's own untyped examples build: strings shown as written, a colour group read as colours")
    func untypedValues() throws {
        let result = PublishedFixtures.build("untyped-values")
        #expect(PublishedFixtures.lines(result, "untyped-values") == [
            "tokens/base.tokens.json:2:27: warning: token 'token uno' has no $type and 'token value 1' is not a colour; DTCG 2025.10 asks every token for a $type; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:4:29: warning: token 'token group.token dos' has no $type and 'token value 2' is not a colour; DTCG 2025.10 asks every token for a $type; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:6:32: warning: token 'token group.nested token group.token tres' has no $type and 'token value 3' is not a colour; DTCG 2025.10 asks every token for a $type; shown as written [nonstandard-value]",
            "tokens/base.tokens.json:13:7: note: palette colour 'acid green' is not used by any theme [unused-palette-color]",
            "tokens/base.tokens.json:14:7: note: palette colour 'hot pink' is not used by any theme [unused-palette-color]",
            "tokens/base.tokens.json:17:23: warning: token 'ratio' has no $type; its value is read as a number, which it looks like; DTCG 2025.10 asks for \"$type\": \"number\" [nonstandard-value]",
            "tokens/base.tokens.json:18:23: warning: token 'stack' has no $type; its value is read as a fontFamily, which it looks like; DTCG 2025.10 asks for \"$type\": \"fontFamily\" [nonstandard-value]",
        ])
        #expect(result.succeeded)
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "token uno", "light") == "token value 1")
        #expect(try PublishedFixtures.token(json, "token uno")["type"] as? String == "text")
        #expect(try PublishedFixtures.shown(json, "ratio", "light") == "1.5")
        #expect(try PublishedFixtures.shown(json, "stack", "light") == "Inter, sans-serif")
        let palette = try #require(json["palette"] as? [[String: Any]])
        #expect(palette.compactMap { $0["hex"] as? String } == ["#00ff66", "#dd22cc"])
    }

    @Test("$types DTCG does not define are read as text, warned about once each where first written; Color is a colour")
    func nonstandardTypes() throws {
        let result = PublishedFixtures.build("nonstandard-types")
        #expect(PublishedFixtures.lines(result, "nonstandard-types") == [
            "tokens/base.tokens.json:3:25: warning: $type 'string' is not a DTCG 2025.10 type; its tokens are read as written and shown as text [nonstandard-type]",
            "tokens/base.tokens.json:6:23: warning: $type 'fontSize' is not a DTCG 2025.10 type; its tokens are read as written and shown as text [nonstandard-type]",
            "tokens/base.tokens.json:10:25: warning: $type 'custom-viewportRange' is not a DTCG 2025.10 type; its tokens are read as written and shown as text [nonstandard-type]",
            "tokens/base.tokens.json:13:23: warning: $type 'boxShadow' is not a DTCG 2025.10 type; its tokens are read as written and shown as text; did you mean 'shadow'? [nonstandard-type]",
            "tokens/base.tokens.json:15:3: note: palette colour 'accent' is not used by any theme [unused-palette-color]",
            "tokens/base.tokens.json:15:23: warning: $type 'Color' is not a DTCG 2025.10 type; read as 'color' [nonstandard-type]",
        ])
        #expect(result.succeeded)
        let json = try PublishedFixtures.catalogue(result)
        let expected: [(String, String, String)] = [
            ("family", "string", "Adobe Clean"), ("style", "string", "italic"), ("size", "fontSize", "16"), ("sizeLarge", "fontSize", "20px"),
            ("narrow", "custom-viewportRange", "(max-width: 543.98px)"),
            ("card", "boxShadow", "{\"x\": 0, \"y\": 2, \"blur\": 4, \"color\": \"#00000033\"}"),
        ]
        for (name, type, text) in expected {
            #expect(try PublishedFixtures.token(json, name)["type"] as? String == type, "\(name)")
            #expect(try PublishedFixtures.shown(json, name, "dark") == text, "\(name)")
        }
        // An alias in a type DTCG does not define stands for its target, chain and all.
        let catalogue = try #require(result.catalogue)
        guard case .text(let style)? = catalogue.themes.first?.values["style"] else {
            Issue.record("style is not a text value")
            return
        }
        #expect(style.chain.map(\.text) == ["{font.italic}"])
        #expect(catalogue.palette.map(\.path) == ["accent"])
        #expect(result.file("tokens/narrow.html")?.contains("custom-viewportRange") == true)
    }

    @Test("a sub-value alias or a dimension alias to nothing is an unknown token, not a palette colour; a colour's is")
    func unknownReferences() throws {
        let result = PublishedFixtures.build("unknown-references")
        #expect(PublishedFixtures.lines(result, "unknown-references") == [
            "tokens/light.tokens.json:4:44: error: 'divider' refers to unknown token 'borderWidth.thn'; did you mean 'borderWidth.thin'? [unknown-token]",
            "tokens/light.tokens.json:6:43: error: 'gap' refers to unknown token 'spacing.small' [unknown-token]",
            "tokens/light.tokens.json:7:43: error: 'outline' refers to unknown palette colour 'gray'; did you mean 'grey'? [unknown-palette-color]",
        ])
    }

    @Test("an sRGB hex that is the components written to fewer decimals is no mismatch; one that is not still warns")
    func hexOfRoundedComponents() throws {
        // 0x35 is 0.2078, written 0.21: the hex is the colour the short component stands for,
        // though 0.21 × 255 rounds to 0x36. 0.5 is 0x80 rounded, or 0x7f written to one decimal.
        let site = try TempSite([
            "content/themebook.json": #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            "content/tokens/resolver.json": #"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "c.json"}]}}}"#,
            "content/tokens/c.json": """
                {"c": {"$type": "color",
                  "short": {"$value": {"colorSpace": "srgb", "components": [1.0, 0.42, 0.21], "hex": "#FF6B35"}},
                  "half": {"$value": {"colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "hex": "#7f807f"}},
                  "off": {"$value": {"colorSpace": "srgb", "components": [1.0, 0.42, 0.21], "hex": "#ff6b33"}},
                  "long": {"$value": {"colorSpace": "srgb", "components": [0, 0.3765, 0.8745], "hex": "#0060de"}}}}
                """,
        ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnosticLines(relativeTo: site.path("content")).filter { $0.contains("[color-hex-mismatch]") } == [
            "tokens/c.json:4:84: warning: hex '#ff6b33' does not match the components, which give #ff6b36 [color-hex-mismatch]",
            "tokens/c.json:5:87: warning: hex '#0060de' does not match the components, which give #0060df [color-hex-mismatch]",
        ])
        #expect(result.succeeded)
    }
}
