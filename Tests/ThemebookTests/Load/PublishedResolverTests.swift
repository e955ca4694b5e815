import Foundation
import Testing
@testable import ThemebookCore

/// Resolver documents and theme files as published systems write them: fragments without a
/// leading `/`, a token one theme lacks, `$extends` across files, a document without `version`,
/// sources written as bare paths, tokens kept under the resolver's `$defs`.
@Suite("Published DTCG: resolvers and themes")
struct PublishedResolverTests {
    @Test("fragments without a leading slash are JSON pointers from the root, in file refs and #sets / #modifiers")
    func fragmentsWithoutSlash() throws {
        let result = PublishedFixtures.build("resolver-fragments")
        #expect(result.diagnostics.isEmpty, "\(PublishedFixtures.lines(result, "resolver-fragments"))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["orange", "purple", "night"])
        #expect(catalogue.palette.map(\.path) == ["orange", "purple", "ink"])
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "accent", "orange") == "#ff8a50")
        #expect(try PublishedFixtures.shown(json, "accent", "purple") == "#9059ff")
        #expect(try PublishedFixtures.shown(json, "accent", "night") == "#15141a")
    }

    @Test("without a token list, a token some themes lack warns at its definition naming them; a typo reads as exactly that")
    func partialTokens() throws {
        let result = PublishedFixtures.build("partial-token")
        #expect(PublishedFixtures.lines(result, "partial-token") == [
            "tokens/dark.tokens.json:3:3: warning: 'acent' is defined here but not in themes 'light', 'contrast'; it has no value there [missing-in-theme]",
            "tokens/light.tokens.json:3:3: warning: 'accent' is defined here but not in themes 'dark', 'contrast'; it has no value there [missing-in-theme]",
        ])
        #expect(result.succeeded)
        let json = try PublishedFixtures.catalogue(result)
        #expect(try PublishedFixtures.shown(json, "accent", "light") == "#0060df")
        #expect(try PublishedFixtures.shown(json, "accent", "dark") == "unknown")
    }

    @Test("with a token list, a token a theme lacks stays a missing-token error at the theme, as before")
    func partialTokensWithList() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(URL(fileURLWithPath: PublishedFixtures.folder("partial-token")), to: site.folder.appendingPathComponent("content"))
        try site.write("content/themebook.json", #"{"title": "Listed", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json"}"#)
        try site.write("content/tokens/list.json", #"{"surface": {"$type": "color"}, "accent": {"$type": "color"}}"#)
        let result = PublishedFixtures.build("partial-token", content: site.path("content"))
        #expect(result.diagnosticLines(relativeTo: site.path("content")) == [
            "tokens/contrast.tokens.json:1:1: error: theme 'contrast' does not define 'accent'; every theme must define every declared token [missing-token]",
            "tokens/dark.tokens.json:1:1: error: theme 'dark' does not define 'accent'; every theme must define every declared token [missing-token]",
            "tokens/dark.tokens.json:3:3: error: 'acent' is not a token of the theme protocol; add it to the token list first; did you mean 'accent'? [undeclared-token]",
        ])
    }

    @Test("$extends reaches a group another file of the theme defines; an unknown one is an error at it, once")
    func extendsAcrossFiles() throws {
        let result = PublishedFixtures.build("extends-across-files")
        #expect(PublishedFixtures.lines(result, "extends-across-files") == [
            "tokens/button.tokens.json:5:5: note: palette colour 'button.text' is not used by any theme [unused-palette-color]",
            "tokens/button.tokens.json:5:5: note: palette colour 'danger.text' is not used by any theme [unused-palette-color]",
            "tokens/danger.tokens.json:4:5: warning: 'danger.fill' has the same value in light theme 'light' and dark theme 'dark'; mark it sameAcrossAppearances if intended [same-in-light-and-dark]",
            "tokens/danger.tokens.json:7:17: error: group 'ghost' extends unknown group 'buton'; did you mean 'button'? [invalid-extends]",
        ])
        let catalogue = try #require(result.catalogue)
        // `danger` inherits `text` (the same in every theme: a palette colour) and keeps its own `fill`.
        #expect(catalogue.palette.map(\.path).contains("danger.text"))
        let light = try #require(catalogue.themes.first { $0.info.id == "light" })
        guard case .color(let fill)? = light.values["danger.fill"], case .color(let button)? = light.values["button.fill"] else {
            Issue.record("danger.fill or button.fill is not a colour")
            return
        }
        #expect(fill.color.hex == "#d70022")
        #expect(button.color.hex == "#0060df")
    }

    @Test("a resolver without version, as the module's own examples write it, is read as 2025.10 with a warning")
    func missingVersion() throws {
        let site = try TempSite([
            "content/themebook.json": #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            "content/tokens/resolver.json": """
                {
                  "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
                  "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": [{"$ref": "dark.json"}]}}}
                }
                """,
            "content/tokens/light.json": ##"{"surface": {"$type": "color", "$value": "#ffffff"}}"##,
            "content/tokens/dark.json": ##"{"surface": {"$type": "color", "$value": "#15141a"}}"##,
        ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnosticLines(relativeTo: site.path("content")) == [
            "tokens/resolver.json:1:1: warning: resolver has no 'version'; the 2025.10 resolver module asks for \"version\": \"2025.10\"; read as 2025.10 [nonstandard-resolver]"
        ])
        #expect(result.catalogue?.themes.count == 2)
    }

    @Test("a source written as a bare path, as Terrazzo's own fixtures write it, is read as that file's $ref with a warning at it")
    func bareStringSources() throws {
        let site = try TempSite([
            "content/themebook.json": #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            "content/tokens/resolver.json": """
                {
                  "version": "2025.10",
                  "sets": {"base": {"sources": ["./ink.json"]}},
                  "modifiers": {"mode": {"contexts": {
                    "light": [{"$ref": "light.json"}],
                    "dark": ["light.json", "./dark.json"]
                  }}},
                  "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]
                }
                """,
            "content/tokens/ink.json": ##"{"ink": {"$type": "color", "$value": "#15141a"}}"##,
            "content/tokens/light.json": ##"{"surface": {"$type": "color", "$value": "#ffffff"}, "edge": {"$value": "{surface}"}, "text": {"$value": "{ink}"}}"##,
            "content/tokens/dark.json": ##"{"surface": {"$type": "color", "$value": "#2b2a33"}, "text": {"$type": "color", "$value": "#fbfbfe"}}"##,
        ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        func says(_ path: String) -> String {
            #"source '\#(path)' is written as a bare string; the 2025.10 resolver module writes {"$ref": "\#(path)"}; read as that"#
        }
        #expect(result.diagnosticLines(relativeTo: site.path("content")) == [
            "tokens/resolver.json:3:33: warning: \(says("./ink.json")) [nonstandard-resolver]",
            "tokens/resolver.json:6:14: warning: \(says("light.json")) [nonstandard-resolver]",
            "tokens/resolver.json:6:28: warning: \(says("./dark.json")) [nonstandard-resolver]",
        ])
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark"])
        let dark = try #require(catalogue.themes.first { $0.info.id == "dark" })
        guard case .color(let surface)? = dark.values["surface"], case .color(let edge)? = dark.values["edge"] else {
            Issue.record("surface or edge is not a colour in dark")
            return
        }
        // The dark context's second file overrides the first's surface, and the first's alias
        // follows it: both paths were read, in order, and merged.
        #expect(surface.color.hex == "#2b2a33")
        #expect(edge.color.hex == "#2b2a33")
        #expect(catalogue.palette.map(\.path) == ["ink"])
    }

    @Test("a same-document $ref to tokens kept under $defs, as Terrazzo's fixtures write contexts, is those tokens")
    func sameDocumentDefs() throws {
        let site = try TempSite([
            "content/themebook.json": #"{"title": "T", "resolver": "tokens/resolver.json"}"#,
            "content/tokens/resolver.json": """
                {
                  "version": "2025.10",
                  "sets": {"base": {"sources": [{"ink": {"$type": "color", "$value": "#15141a"}, "text": {"$value": "{fg}"}}]}},
                  "modifiers": {"mode": {"contexts": {
                    "light": [{"$ref": "#/$defs/light.tokens.json"}],
                    "dark": [{"$ref": "#/$defs/dark.tokens.json"}],
                    "dark-dim": [{"$ref": "#/$defs/dark.tokens.json"}, {"$ref": "#/$defs/nothing"}]
                  }}},
                  "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}],
                  "$defs": {
                    "light.tokens.json": {"fg": {"$value": "{ink}"}, "surface": {"$type": "color", "$value": "#ffffff"}},
                    "dark.tokens.json": {"fg": {"$type": "color", "$value": "#fbfbfe"}, "surface": {"$value": "{ink}"}}
                  }
                }
                """,
        ])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnosticLines(relativeTo: site.path("content")) == [
            "tokens/resolver.json:7:65: error: context 'dark-dim' names '#/$defs/nothing', which leads to no set and no tokens in the resolver [unknown-set]"
        ])
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark", "dark-dim"])
        func hex(_ token: String, _ theme: String) -> String? {
            guard case .color(let value)? = catalogue.themes.first(where: { $0.info.id == theme })?.values[token] else { return nil }
            return value.color.hex
        }
        #expect(hex("text", "light") == "#15141a")
        #expect(hex("text", "dark") == "#fbfbfe")
        #expect(hex("surface", "light") == "#ffffff")
        #expect(hex("surface", "dark") == "#15141a")
    }
}
