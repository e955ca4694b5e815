import Foundation
import Testing
@testable import ThemebookCore

/// Long chains, cycles and deep documents: resolved or reported, never a crash, and without
/// needing more stack than a secondary thread has.
@Suite("Resolving aliases and reading deep input")
struct DiagnosticsResolverTests {
    /// Runs `body` on a thread with a 512 KB stack (a macOS secondary thread's default), so a
    /// recursion that grows with the input would crash the test instead of passing by luck.
    func onSmallStack(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
    }

    /// The mini site with `count` palette aliases `Chain.C1` → … → `Chain.C<count>` → `Grey.Grey10`,
    /// and light `layer1` referring to the start of the chain.
    static func chainSite(_ count: Int) throws -> TempSite {
        var palette = String(MiniContent.palette.dropLast()) + ",\n  \"Chain\": {\"$type\": \"color\",\n"
        for i in 1...count {
            let next = i == count ? "Grey.Grey10" : "Chain.C\(i + 1)"
            palette += "    \"C\(i)\": {\"$value\": \"{\(next)}\"}\(i == count ? "" : ",")\n"
        }
        palette += "  }\n}\n"
        return try TempSite(MiniContent.with([
            "content/tokens/palette.tokens.json": palette,
            "content/tokens/light.tokens.json": MiniContent.light.replacingOccurrences(of: "{Grey.Grey10}", with: "{Chain.C1}"),
        ]))
    }

    @Test("a thousand-step alias chain resolves to its colour, with the chain shortened for display")
    func longChain() throws {
        let site = try Self.chainSite(1000)
        defer { site.remove() }
        nonisolated(unsafe) var result: Build.Result?
        onSmallStack { result = site.build(checkOnly: true) }
        let built = try #require(result)
        #expect(built.errorCount == 0, "\(built.diagnosticLines(relativeTo: site.folder.path))")
        let light = try #require(built.catalogue?.themes.first { $0.info.id == "light" })
        guard case .color(let layer1)? = light.values["layer1"] else {
            Issue.record("layer1 is not a colour")
            return
        }
        #expect(layer1.color.hex == "#f9f9fb")
        #expect(layer1.palette == "Grey10")
        #expect(layer1.chain.count == ReferenceResolver.maxChainSteps)
        #expect(layer1.chain.first?.text == "{Chain.C1}")
        #expect(layer1.chain[ReferenceResolver.maxChainSteps - 2].text == "…")
        #expect(layer1.chain.last?.text == "{Grey.Grey10}")
    }

    @Test("palette colours on a chain a theme uses count as used")
    func chainMembersAreUsed() throws {
        let site = try Self.chainSite(3)
        defer { site.remove() }
        let lines = site.build(checkOnly: true).diagnosticLines(relativeTo: site.folder.path)
        #expect(!lines.contains { $0.contains("unused-palette-color") }, "\(lines)")
    }

    @Test("a cycle through $ref components and one through a gradient stop are reported, not followed forever")
    func cyclesBeyondAliases() throws {
        let components = ##"{"colorSpace": "srgb", "components": {"$ref": "#/Actions/actionPrimary/$value/components"}, "alpha": 0.5}"##
        let site = try TempSite(MiniContent.with([
            "content/tokens/light.tokens.json": MiniContent.light
                .replacingOccurrences(of: #"{"color": "{Blue.Blue50}", "position": 0}"#, with: #"{"color": "{Layers.layer1}", "position": 0}"#)
                .replacingOccurrences(of: #""$value": "{Grey.Grey10}""#, with: #""$value": "{Layers.layerFade}""#),
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: #""{Layers.layer1}""#, with: components),
        ]))
        defer { site.remove() }
        nonisolated(unsafe) var result: Build.Result?
        onSmallStack { result = site.build(checkOnly: true) }
        let cycles = try #require(result).diagnostics.filter { $0.id == "alias-cycle" }
        #expect(cycles.map(\.message) == [
            "'actionPrimary' is part of an alias cycle: actionPrimary → actionPrimary; an alias must end at a value",
            "'layer1' is part of an alias cycle: layer1 → layerFade → layer1; an alias must end at a value",
        ])
        #expect(cycles.map(\.notes.count) == [1, 2])
    }

    @Test("200 levels of nesting parse and walk on a small stack; 201 are an error")
    func deepNesting() {
        let deepest = JSONParser.maxDepth - 1
        nonisolated(unsafe) var entries: [TokenEntry] = []
        nonisolated(unsafe) var messages: [String] = []
        onSmallStack {
            var diagnostics = Diagnostics()
            let groups = (0..<deepest - 1).map { "\"G\($0)\": {" }.joined()
            let text = "{" + groups + "\"Deep\": {\"$value\": \"#ffffff\"}" + String(repeating: "}", count: deepest)
            if let root = JSONParser.parse(text, file: "deep.json", into: &diagnostics) {
                entries = TokenTree.entries(of: root, diagnostics: &diagnostics)
            }
            _ = JSONParser.parse(String(repeating: "[", count: 100_000), file: "deeper.json", into: &diagnostics)
            messages = diagnostics.sorted.map { "\($0.location!): \($0.message)" }
        }
        #expect(entries.count == 1)
        #expect(entries.first?.path.count == deepest)
        #expect(messages == ["deeper.json:1:201: JSON nested deeper than 200 levels"])
    }

    @Test("a token declared sameAcrossAppearances may share its value between light and dark")
    func intendedSameness() throws {
        let list = MiniContent.list.replacingOccurrences(
            of: #""layer1": {"$type": "color", "$description": "Base background"}"#,
            with: #""layer1": {"$type": "color", "$extensions": {"org.themebook": {"sameAcrossAppearances": true}}}"#)
        let files = MiniContent.with([
            "content/tokens/list.json": list,
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: "{Grey.Grey90}", with: "{Grey.Grey10}"),
        ])
        let site = try TempSite(files)
        defer { site.remove() }
        let ids = site.build(checkOnly: true).diagnostics.map(\.id)
        #expect(ids == ["unused-palette-color"])
    }

    @Test("a dark theme named after a light one is compared with that theme alone; another dark theme with the light themes nobody pairs")
    func namedCounterparts() throws {
        // layer1 is dark on purpose in the light widget theme: the same as the app's dark theme,
        // but not as the dark widget theme, its counterpart. actionPrimary is the same in the two
        // widget themes; layerFade in the light theme and `private`, a dark theme of no light name.
        func theme(_ layer: String, _ action: String, _ fade: String) -> String {
            """
            {"Layers": {"layer1": {"$type": "color", "$value": "\(layer)"},
              "layerFade": {"$type": "gradient", "$value": [{"color": "#000000", "position": 0}, {"color": "\(fade)", "position": 1}]}},
             "Actions": {"actionPrimary": {"$type": "color", "$value": "\(action)"}}}
            """
        }
        let names = ["light", "dark", "widgetLight", "widgetDark", "private"]
        let contexts = names.map { #""\#($0)": [{"$ref": "\#($0).tokens.json"}]"# }.joined(separator: ", ")
        let infos = names.map { name in
            #""\#(name)": {"label": "\#(name)", "appearance": "\#(name.lowercased().contains("light") ? "light" : "dark")"}"#
        }.joined(separator: ", ")
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": MiniContent.config.replacingOccurrences(of: #"["light", "dark"]"#, with: "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"),
            "content/tokens/resolver.json": """
                {"version": "2025.10", "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
                 "modifiers": {"theme": {"contexts": {\(contexts)}, "default": "light",
                   "$extensions": {"org.themebook": {"themes": {\(infos)}}}}},
                 "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]}
                """,
            "content/tokens/light.tokens.json": theme("#f9f9fb", "#0060df", "#ffffff"),
            "content/tokens/dark.tokens.json": theme("#15141a", "#0250bb", "#111111"),
            "content/tokens/widgetLight.tokens.json": theme("#15141a", "#00ddff", "#222222"),
            "content/tokens/widgetDark.tokens.json": theme("#2b2a33", "#00ddff", "#333333"),
            "content/tokens/private.tokens.json": theme("#20123a", "#ff0000", "#ffffff"),
        ]))
        defer { site.remove() }
        let same = site.build(checkOnly: true).diagnostics.filter { $0.id == "same-in-light-and-dark" }.map(\.message).sorted()
        #expect(same == [
            "'actionPrimary' has the same value in light theme 'widgetLight' and dark theme 'widgetDark'; mark it sameAcrossAppearances if intended",
            "'layerFade' has the same value in light theme 'light' and dark theme 'private'; mark it sameAcrossAppearances if intended",
        ])
        // Without the light theme's counterpart by name, `private` is compared with every light theme.
        #expect(CatalogueChecker.lightName(of: "widgetDark") == ["widgetLight", "widget"])
        #expect(CatalogueChecker.lightName(of: "brand-dark") == ["brand-light", "brand"])
        #expect(CatalogueChecker.lightName(of: "night") == ["day"])
        #expect(CatalogueChecker.lightName(of: "private").isEmpty)
    }
}
