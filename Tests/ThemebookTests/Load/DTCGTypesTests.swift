import Foundation
import Testing
@testable import ThemebookCore

/// Every DTCG 2025.10 type and form (Fixtures/dtcg-types): read, resolved through aliases and
/// `$ref`s, shown as text on pages, in search and in catalogue.json; malformed values are errors
/// at their position.
@Suite("DTCG types")
struct DTCGTypesTests {
    /// The fixture built in memory (`check` renders every page without writing).
    static func built() -> Build.Result {
        var options = Build.Options()
        options.content = Repo.path("Tests/ThemebookTests/Fixtures/dtcg-types/content")
        options.templates = Repo.path("templates")
        options.mode = .memory
        return Build.run(options)
    }

    /// What each token of the fixture resolves to, in light and dark (the spec's meaning of each
    /// form, written the CSS way).
    static let expected: [String: (light: String, dark: String)] = [
        "spacing": ("8px", "12px"),
        "spacingAlias": ("1rem", "1rem"),
        "spacingRef": ("4px", "4px"),
        "opacityDisabled": ("0.4", "0.4"),
        "whiteRed": ("1", "1"),
        "durationFast": ("200ms", "200ms"),
        "durationSlow": ("1.5s", "1.5s"),
        "easing": ("cubic-bezier(0.5, 0, 1, 1)", "cubic-bezier(0.5, 0, 1, 1)"),
        "transitionEmphasis": ("200ms cubic-bezier(0.2, 0, 0, 1) 0ms", "200ms cubic-bezier(0.2, 0, 0, 1) 0ms"),
        "fontBody": ("Inter, \"Helvetica Neue\", sans-serif", "Inter, \"Helvetica Neue\", sans-serif"),
        "fontMono": ("\"Fira Code\"", "\"Fira Code\""),
        "weightStrong": ("600", "600"),
        "weightRegular": ("400", "400"),
        "textBody": (
            "600 1rem/1.5 Inter, \"Helvetica Neue\", sans-serif; letter-spacing 0",
            "600 1rem/1.5 Inter, \"Helvetica Neue\", sans-serif; letter-spacing 0"
        ),
        "textHeading": ("700 32px/1.5 Inter, \"Helvetica Neue\", sans-serif", "700 32px/1.5 Inter, \"Helvetica Neue\", sans-serif"),
        "strokeFocus": ("dashed", "dashed"),
        "strokeDashes": ("dashed (0.5rem 4px, round caps)", "dashed (0.5rem 4px, round caps)"),
        "borderFocus": ("2px dashed #0060df", "2px dashed #0060df"),
        "shadowCard": ("0 1px 2px 0 #00000033", "0 1px 2px 0 #00000033"),
        "shadowRaised": ("0 1px 2px 0 #00000033, 0 4px 8px -2px #0000001a", "0 1px 2px 0 #00000033, 0 4px 8px -2px #0000001a"),
        "shadowInner": ("inset 2px 2px 4px 0 #00000080", "inset 2px 2px 4px 0 #00000080"),
    ]

    @Test("every type and form builds without a finding, each token with the value the spec gives it")
    func resolvesEveryType() throws {
        let result = Self.built()
        #expect(result.diagnostics.isEmpty, "\(result.diagnosticLines(relativeTo: Repo.root.path))")
        let catalogue = try #require(result.catalogue)
        let light = try #require(catalogue.themes.first { $0.info.id == "light" })
        let dark = try #require(catalogue.themes.first { $0.info.id == "dark" })
        for (name, values) in Self.expected {
            guard case .text(let l)? = light.values[name], case .text(let d)? = dark.values[name] else {
                Issue.record("\(name) is not a text value: \(String(describing: light.values[name]))")
                continue
            }
            #expect(l.display == values.light, "\(name) in light")
            #expect(d.display == values.dark, "\(name) in dark")
            #expect(l.type.rawValue == catalogue.tokens.first { $0.name == name }?.type.rawValue)
        }
        // A shadow is a shadow, never a gradient; its colour keeps where it came from.
        guard case .text(let card)? = light.values["shadowCard"] else { return }
        #expect(card.type == .shadow)
        #expect(card.colors.map(\.palette) == ["shadow"])
        guard case .text(let alias)? = light.values["spacingAlias"] else { return }
        #expect(alias.chain.map(\.text) == ["{size.200}"])
    }

    @Test("$root tokens, whole-token $ref and $value $ref resolve like aliases")
    func rootAndReferences() throws {
        let catalogue = try #require(Self.built().catalogue)
        let light = try #require(catalogue.themes.first { $0.info.id == "light" })
        let dark = try #require(catalogue.themes.first { $0.info.id == "dark" })
        guard case .color(let root)? = light.values["accentRoot"], case .color(let strong)? = light.values["accentStrong"],
            case .color(let ref)? = dark.values["surfaceRef"]
        else {
            Issue.record("accentRoot, accentStrong or surfaceRef did not resolve to a colour")
            return
        }
        #expect(root.color.hex == "#dd0000")
        #expect(root.chain.map(\.text) == ["{accent.$root}"])
        #expect(strong.color.hex == "#aa0000")
        #expect(ref.color.hex == "#15141a")
    }

    @Test("catalogue.json, token pages, the tokens and theme pages and the search index carry the text")
    func shownEverywhere() throws {
        let result = Self.built()
        func file(_ path: String) -> String { result.files[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
        let json = try #require(try JSONSerialization.jsonObject(with: Data(file("catalogue.json").utf8)) as? [String: Any])
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        let shadow = try #require(tokens.first { $0["name"] as? String == "shadowCard" })
        let values = try #require(shadow["values"] as? [String: [String: Any]])
        #expect(values["light"]?["kind"] as? String == "shadow")
        #expect(values["light"]?["text"] as? String == "0 1px 2px 0 #00000033")
        #expect(values["dark"]?["colors"] as? [String] == ["#00000033"])

        let page = file("tokens/textBody.html")
        #expect(page.contains("<code class=\"value-css\">600 1rem/1.5 Inter, &quot;Helvetica Neue&quot;, sans-serif; letter-spacing 0</code>"))
        #expect(!page.contains("big-swatch"))
        #expect(file("tokens/shadowCard.html").contains("style=\"--swatch: rgb(0 0 0 / 0.2)\""))
        #expect(file("tokens.html").contains("<code class=\"value-css\">12px</code>"))
        #expect(file("themes/dark.html").contains("<span class=\"meta\">12px</span>"))

        let index = try #require(try JSONSerialization.jsonObject(with: Data(file("search-index.json").utf8)) as? [[String: Any]])
        let record = try #require(index.first { $0["id"] as? String == "token:durationSlow" })
        #expect(record["meta"] as? [String: String] == ["light": "1.5s", "dark": "1.5s"])
    }
}

/// Malformed non-colour values: each an error (or a warning) at its exact position.
@Suite("DTCG types: malformed values")
struct DTCGTypesDiagnosticsTests {
    static let list = """
        {
          "Layers": {
            "layer1": {"$type": "color"},
            "layerFade": {"$type": "gradient"}
          },
          "Actions": {"actionPrimary": {"$type": "color"}},
          "Sizes": {
            "gap": {"$type": "dimension"}, "pad": {"$type": "dimension"}, "lift": {"$type": "shadow"},
            "heavy": {"$type": "fontWeight"}, "body": {"$type": "typography"}, "glow": {"$type": "shadow"},
            "curve": {"$type": "cubicBezier"}, "line": {"$type": "border"}
          }
        }
        """

    static func sizes(_ body: String) -> String {
        MiniContent.light.replacingOccurrences(of: "\n  \"Actions\"", with: "\n  \"Sizes\": {\(body)},\n  \"Actions\"")
    }

    static let valid = sizes("""
        "gap": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
        "pad": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
        "lift": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}}},
        "heavy": {"$type": "fontWeight", "$value": 700},
        "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 1, "unit": "rem"}}},
        "glow": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}}},
        "curve": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]},
        "line": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "solid"}}
        """)

    func diagnostics(light: MarkedText) throws -> [String] {
        let site = try TempSite(MiniContent.with([
            "content/tokens/list.json": Self.list, "content/tokens/light.tokens.json": light.text,
            "content/tokens/dark.tokens.json": Self.valid.replacingOccurrences(of: "{Grey.Grey10}", with: "{Grey.Grey90}"),
        ]))
        defer { site.remove() }
        return site.build(checkOnly: true).diagnosticLines(relativeTo: site.path("content"))
            .filter { !$0.contains("[same-in-light-and-dark]") && !$0.contains("[unused-palette-color]") }
    }

    @Test("a unit DTCG does not define, a string dimension, a missing sub-value and a weight name warn; a broken alias is an error")
    func malformed() throws {
        let light = MarkedText(Self.sizes("""
            "gap": {"$type": "dimension", "$value": {"value": 1, "unit": 1️⃣"pt"}},
            "pad": {"$type": "dimension", "$value": 2️⃣"16px"},
            "lift": {"$type": "shadow", "$value": 3️⃣{"color": "#000000", "offsetX": {"value": 0, "unit": "px"}}},
            "heavy": {"$type": "fontWeight", "$value": 4️⃣"Bold"},
            "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": 5️⃣"{Sizes.nope}", 6️⃣"fontStyle": "italic"}},
            "glow": {"$type": "shadow", "$value": {"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}}},
            "curve": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]},
            "line": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": "solid"}}
            """))
        let found = try diagnostics(light: light)
        #expect(found == [
            "tokens/light.tokens.json:\(light[1]): warning: 'Sizes.gap': dimension unit 'pt' is not a DTCG 2025.10 unit ('px' or 'rem'); shown as written [nonstandard-value]",
            "tokens/light.tokens.json:\(light[2]): warning: 'Sizes.pad': dimension '16px' is written as a string; DTCG 2025.10 writes {\"value\": 16, \"unit\": \"px\"}; shown as written [nonstandard-value]",
            "tokens/light.tokens.json:\(light[3]): warning: shadow of 'Sizes.lift' has no 'offsetY', which DTCG 2025.10 requires; shown without it [nonstandard-value]",
            "tokens/light.tokens.json:\(light[4]): warning: 'Sizes.heavy': font weight 'Bold' is not a DTCG 2025.10 weight name such as 'bold' or 'semi-bold'; shown as written; did you mean 'bold'? [nonstandard-value]",
            "tokens/light.tokens.json:\(light[5]): error: 'body' refers to unknown token 'Sizes.nope'; did you mean 'Sizes.line'? [unknown-token]",
            "tokens/light.tokens.json:\(light[6]): warning: 'fontStyle' is not a sub-value of typography in DTCG 2025.10; it is ignored [unknown-sub-value]",
        ])
    }

    @Test("a sub-value alias of the wrong type and a $ref that reaches nothing fail; a Bézier x outside 0–1, an untyped shadow, a stroke style name warn")
    func mismatched() throws {
        let light = MarkedText(Self.sizes("""
            "gap": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
            "pad": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}},
            "lift": {"$type": "shadow", "$value": {"color": 1️⃣"{Sizes.gap}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}}},
            "heavy": {"$type": "fontWeight", "$value": 700},
            "body": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"$ref": 2️⃣"#/Sizes/heavy/$value/thickness"}}},
            "glow": {"$value": 3️⃣{"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}}},
            "curve": {"$type": "cubicBezier", "$value": [0, 0, 4️⃣1.5, 1]},
            "line": {"$type": "border", "$value": {"color": "#000000", "width": {"value": 1, "unit": "px"}, "style": 5️⃣"wavy"}}
            """))
        let found = try diagnostics(light: light)
        #expect(found == [
            "tokens/light.tokens.json:\(light[1]): error: 'lift' refers to {Sizes.gap}, which is a dimension; a color is expected here [type-mismatch]",
            "tokens/light.tokens.json:\(light[2]): error: '$ref' #/Sizes/heavy/$value/thickness reaches nothing: the value has no 'thickness' [invalid-reference]",
            "tokens/light.tokens.json:\(light[3]): warning: token 'Sizes.glow' has no $type; its value is read as a shadow, which it looks like; DTCG 2025.10 asks for \"$type\": \"shadow\" [nonstandard-value]",
            "tokens/light.tokens.json:\(light[4]): warning: 'Sizes.curve': cubic Bézier x coordinate 1.5 is outside DTCG 2025.10's 0–1; shown as written [nonstandard-value]",
            "tokens/light.tokens.json:\(light[5]): warning: 'Sizes.line': stroke style 'wavy' is not one of DTCG 2025.10's solid, dashed, dotted, double, groove, ridge, outset, inset; shown as written [nonstandard-value]",
        ])
    }

    @Test("a layered shadow nesting itself is a cycle; a long chain of layered shadows stops at the depth limit without a crash")
    func nesting() throws {
        var tokens = ""
        for i in 1...40 {
            let next = i == 40 ? "{\"color\": \"#000000\", \"offsetX\": {\"value\": 0, \"unit\": \"px\"}, \"offsetY\": {\"value\": \(i), \"unit\": \"px\"}}" : "\"{Sizes.s\(i + 1)}\""
            tokens += "\"s\(i)\": {\"$type\": \"shadow\", \"$value\": [\(next)]},\n"
        }
        let light = Self.valid.replacingOccurrences(of: "\"gap\":", with: tokens + "\"self\": {\"$type\": \"shadow\", \"$value\": [\"{Sizes.self}\"]},\n\"gap\":")
        let declared = (1...40).map { "\"s\($0)\": {\"$type\": \"shadow\"}, " }.joined() + "\"self\": {\"$type\": \"shadow\"}, "
        let site = try TempSite(MiniContent.with([
            "content/tokens/light.tokens.json": light,
            "content/tokens/list.json": Self.list.replacingOccurrences(of: "\"gap\":", with: declared + "\"gap\":"),
            "content/tokens/dark.tokens.json": Self.valid,
        ]))
        defer { site.remove() }
        nonisolated(unsafe) var result: Build.Result?
        DiagnosticsResolverTests().onSmallStack { result = site.build(checkOnly: true) }
        let lines = try #require(result).diagnosticLines(relativeTo: site.path("content"))
        #expect(lines.contains { $0.contains("'self' is part of an alias cycle") && $0.hasSuffix("[alias-cycle]") })
        #expect(lines.contains { $0.contains("more than 16 levels deep") && $0.hasSuffix("[nesting-too-deep]") })
    }
}

/// `$description` and `$deprecated` on the tokens themselves, and `$extends` on groups.
@Suite("DTCG forms: descriptions and group extension")
struct DTCGFormsTests {
    @Test("a theme token's own $description and $deprecated show where the token list gives none; a palette colour's on the palette page")
    func ownDescriptions() throws {
        let result = DTCGTypesTests.built()
        let tokens = try #require(result.catalogue?.tokens)
        let spacing = try #require(tokens.first { $0.name == "spacing" })
        #expect(spacing.description == "Gap between items")
        let surface = try #require(tokens.first { $0.name == "surface" })
        #expect(surface.description == "The page")
        #expect(surface.deprecated == "Use layer1")
        func file(_ path: String) -> String { result.files[path].map { String(decoding: $0, as: UTF8.self) } ?? "" }
        #expect(file("tokens/spacing.html").contains("<p class=\"lead\">Gap between items</p>"))
        #expect(file("tokens/surface.html").contains("<strong>Deprecated.</strong> Use layer1"))
        let palette = file("palette.html")
        #expect(palette.contains("<p class=\"description\">Focus rings</p>"))
        #expect(palette.contains("<p class=\"deprecated-note\">Use accent</p>"))
    }

    static func entries(_ text: String) -> ([String: String], [String]) {
        var diagnostics = Diagnostics()
        guard let root = JSONParser.parse(text, file: "g.json", into: &diagnostics) else { return ([:], []) }
        let found = TokenTree.entries(of: root, diagnostics: &diagnostics)
        var values: [String: String] = [:]
        for entry in found { values[entry.pathString] = entry.value?.string ?? entry.value.map { ValueParser.describe($0) } ?? "" }
        return (values, diagnostics.sorted.map { "\($0.location?.description ?? ""): \($0.fullMessage) [\($0.id)]" })
    }

    @Test("a group inherits the tokens of the group it extends, nested ones too; its own win")
    func extends() {
        let (values, diagnostics) = Self.entries("""
            {
              "button": {"$type": "color", "fill": {"$value": "#0060df"}, "text": {"$value": "#ffffff"},
                         "hover": {"fill": {"$value": "#0250bb"}}},
              "danger": {"$extends": "{button}", "fill": {"$value": "#d70022"}},
              "ghost": {"$ref": "#/danger", "text": {"$value": "#15141a"}}
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(values["danger.fill"] == "#d70022")
        #expect(values["danger.text"] == "#ffffff")
        #expect(values["danger.hover.fill"] == "#0250bb")
        #expect(values["ghost.fill"] == "#d70022")
        #expect(values["ghost.text"] == "#15141a")
        #expect(values["ghost.hover.fill"] == "#0250bb")
    }

    @Test("$extends of an unknown group, of a token, of a group around it, and a cycle are errors at the $extends")
    func extendsErrors() {
        let text = MarkedText("""
            {
              "a": {"$extends": 1️⃣"{b}", "x": {"$type": "number", "$value": 1}},
              "b": {"$extends": 2️⃣"{a}", "y": {"$type": "number", "$value": 2}},
              "c": {"$extends": 3️⃣"{a.x}", "z": {"$type": "number", "$value": 3}},
              "d": {"inner": {"$extends": 4️⃣"{d}", "w": {"$type": "number", "$value": 4}}},
              "e": {"$extends": 5️⃣"{bb}", "v": {"$type": "number", "$value": 5}},
              "f": {"$extends": 6️⃣true, "u": {"$type": "number", "$value": 6}}
            }
            """)
        let (_, diagnostics) = Self.entries(text.text)
        #expect(diagnostics == [
            "g.json:\(text[1]): group 'a' extends 'b', which leads back to it through $extends; $extends cannot be circular [invalid-extends]",
            "g.json:\(text[2]): group 'b' extends 'a', which leads back to it through $extends; $extends cannot be circular [invalid-extends]",
            "g.json:\(text[3]): group 'c' extends 'a.x', which is a token; $extends names a group [invalid-extends]",
            "g.json:\(text[4]): group 'd.inner' extends 'd', which contains it; $extends cannot be circular [invalid-extends]",
            "g.json:\(text[5]): group 'e' extends unknown group 'bb'; did you mean 'b'? [invalid-extends]",
            "g.json:\(text[6]): '$extends' of group 'f' must name a group, like \"{button}\", not a boolean [invalid-extends]",
        ])
    }
}
