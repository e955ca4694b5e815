import Foundation
import Testing

@testable import ThemebookCore

/// The resolver as the DTCG 2025.10 spec layers it, on `Fixtures/dtcg-radiant`: a small
/// Radix-like system with a primitives set (two sources, the second retuning `red.500`), a
/// semantic set, a `mode` modifier whose contexts are fragments of one file (light adds
/// nothing, dark overrides part of the semantic set), a `density` modifier at its default, and
/// an inline `contrast` modifier crossed into extra themes. No token list.
@Suite("DTCG resolver: layering, modifiers and identity")
struct DTCGResolverTests {
    static let radiant = SwiftSourceFixtures.folder("dtcg-radiant")

    func hex(_ loaded: SwiftSourceFixtures.Loaded, _ token: String, _ theme: String) -> String? {
        loaded.color(token, in: theme)?.color.hex
    }

    @Test("the Radix-like system builds with no error and no warning, four themes from mode × contrast")
    func builds() {
        let loaded = SwiftSourceFixtures.load(Self.radiant)
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        // Only notes: three primitives no token uses.
        #expect(loaded.diagnostics.filter { $0.id != "unused-palette-color" }.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.with(id: "unused-palette-color").count == 3)
        let themes = loaded.catalogue?.themes.map(\.info) ?? []
        #expect(themes.map(\.id) == ["light", "light-increased", "dark", "dark-increased"])
        #expect(themes.map(\.label) == ["Light", "Light · Increased contrast", "Dark", "Dark · Increased contrast"])
        #expect(themes.map(\.appearance) == [.light, .light, .dark, .dark])
    }

    @Test("each token resolves, in each theme, to what the spec's layering gives")
    func values() {
        let loaded = SwiftSourceFixtures.load(Self.radiant)
        let expected: [(token: String, values: [String])] = [
            // light is an empty fragment; dark overrides part of the semantic set.
            ("color.text.default", ["#111827", "#111827", "#f9fafb", "#f9fafb"]),
            ("color.background.default", ["#f9fafb", "#f9fafb", "#111827", "#111827"]),
            ("base", ["#2563eb", "#2563eb", "#d6e4ff", "#d6e4ff"]),
            // A set token aliasing a path the dark context overrides takes the context's value.
            ("link", ["#2563eb", "#2563eb", "#d6e4ff", "#d6e4ff"]),
            // Increased contrast (inline, crossed) aliases a path the mode overrides.
            ("muted", ["#6b7280", "#111827", "#f3f4f6", "#f9fafb"]),
            ("color.border.default", ["#f3f4f6", "#111827", "#6b7280", "#f9fafb"]),
            // The same path in two sources of one set: the later source wins, no duplicate.
            ("color.danger.default", ["#e5484d", "#e5484d", "#e5484d", "#e5484d"]),
            // density is not crossed: every theme takes its default context, regular.
            ("ring", ["#2563eb", "#2563eb", "#2563eb", "#2563eb"]),
        ]
        for (token, values) in expected {
            let got = ["light", "light-increased", "dark", "dark-increased"].map { hex(loaded, token, $0) ?? "?" }
            #expect(got == values, "\(token)")
        }
        #expect(loaded.with(id: "duplicate-palette-color").isEmpty && loaded.with(id: "duplicate-token").isEmpty)
        #expect(loaded.with(id: "missing-token").isEmpty && loaded.with(id: "unknown-set").isEmpty)
    }

    @Test("primitives are the palette, semantic and context tokens are the tokens")
    func paletteRule() {
        let catalogue = SwiftSourceFixtures.load(Self.radiant).catalogue
        let palette = catalogue?.palette.map(\.path) ?? []
        #expect(palette == [
            "blue.50", "blue.100", "blue.500", "blue.900", "red.100", "red.500", "gray.50", "gray.100", "gray.500", "gray.900",
        ])
        #expect(catalogue?.palette.first { $0.path == "red.500" }?.color.hex == "#e5484d")
        let tokens = catalogue?.tokens.map(\.path) ?? []
        #expect(tokens == [
            "color.text.default", "color.text.muted", "color.text.link", "color.background.default", "color.border.default",
            "color.accent.base", "color.danger.default", "color.focus.ring",
        ])
        #expect(catalogue?.tokens.first { $0.path == "color.text.default" }?.description == "Body text.")
        #expect(catalogue?.tokens.first { $0.path == "color.text.default" }?.category == "color.text")
    }

    @Test("identity is the full path: blue.100 and red.100, color.text.default and color.background.default are four things")
    func identity() throws {
        var options = Build.Options()
        options.content = Self.radiant
        options.templates = Repo.path("templates")
        options.mode = .memory
        let result = Build.run(options)
        #expect(result.errorCount == 0)
        let json = String(decoding: result.files["catalogue.json"] ?? [], as: UTF8.self)
        for name in ["\"blue.100\"", "\"red.100\"", "\"color.text.default\"", "\"color.background.default\"", "\"link\"", "\"muted\""] {
            #expect(json.contains("\"name\":\(name)") || json.contains("\"name\": \(name)"), "\(name)")
        }
        #expect(!json.contains("\"name\":\"default\"") && !json.contains("\"name\": \"default\""))
        // Pages: the short name where it is unique, else the full path.
        let text = try #require(result.files["tokens/color~2Etext~2Edefault.html"])
        let page = String(decoding: text, as: UTF8.self)
        #expect(page.contains("color.text.default"))
        #expect(result.files["tokens/color~2Ebackground~2Edefault.html"] != nil)
        #expect(result.files["tokens/link.html"] != nil && result.files["tokens/default.html"] == nil)
        // A guide names tokens by full path or by unique short name, palette colours by path.
        let guide = String(decoding: result.files["guides/using-colour.html"] ?? [], as: UTF8.self)
        #expect(guide.contains("href=\"../tokens/color~2Etext~2Edefault.html\""))
        #expect(guide.contains("href=\"../tokens/link.html\""))
        #expect(guide.contains("href=\"../palette.html#c-blue~2E500\"") && guide.contains("href=\"../palette.html#c-red~2E100\""))
        let palette = String(decoding: result.files["palette.html"] ?? [], as: UTF8.self)
        #expect(palette.contains("blue.100") && palette.contains("red.100") && palette.contains("#fde2e2"))
    }
}
