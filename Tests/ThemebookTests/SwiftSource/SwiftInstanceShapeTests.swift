import Testing

@testable import ThemebookCore

/// Shape 3: one theme type with a static instance per theme — a memberwise struct over a
/// palette enum (`swift-shapes/instances`), and a class with an initializer whose instances a
/// holder type marks dark or light (`swift-shapes/instances-init`), and the same with the
/// palette in the theme types' file (`swift-shapes/instances-one-file`).
@Suite("Swift shapes: a static instance per theme")
struct SwiftInstanceShapeTests {
    let instances = SwiftShapes.load("instances")
    let withInit = SwiftShapes.load("instances-init")
    let oneFile = SwiftShapes.load("instances-one-file")

    @Test("each static instance is a theme named as the code names it, labelled by its name argument")
    func themes() throws {
        let infos = try #require(instances.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["light", "dark"])
        #expect(infos.map(\.label) == ["Light", "Dark"])
        #expect(infos.map(\.appearance) == [.light, .dark])
        #expect(instances.errors.isEmpty, "\(instances.errors.map(\.message))")
        // The one warning is the placeholder (a note once rules are tuned): `iconTint: nil`.
        #expect(instances.warnings.map(\.id) == ["placeholder-token"])
        #expect(SwiftShapes.place(instances.warnings.first, file: "AppTheme.swift")
            == SwiftShapes.position(of: "iconTint: nil", in: "Sources/AppTheme.swift", shape: "instances", offset: 10))
    }

    @Test("the palette enum: UIColor(0x…), UIColor(0x…, alpha:), and withAlphaComponent replacing alpha")
    func palette() throws {
        let palette = try #require(instances.catalogue?.palette)
        let byName = Dictionary(uniqueKeysWithValues: palette.map { ($0.name, $0.color.hex) })
        #expect(byName["gray700"] == "#202122")
        #expect(byName["blue300"] == "#6699ff")
        // 0.5 × 255 = 127.5 → 128 (80); 0.3 × 255 = 76.5 → 77 (4d).
        #expect(byName["scrim"] == "#00000080")
        #expect(byName["blueHighlight"] == "#3366cc4d")
        #expect(instances.catalogue?.paletteGroups == ["Gray", "Blue", "Overlays"])
    }

    @Test("named arguments give each token's value; nil is no value; a getter is an alias in the same theme")
    func values() {
        #expect(instances.hexes("text") == ["light": "#101418", "dark": "#f8f9fa"])
        #expect(instances.paletteNames("text") == ["light": "gray900", "dark": "gray100"])
        #expect(instances.hexes("background") == ["light": "#f8f9fa", "dark": "#202122"])
        // The scrim with its alpha replaced: 0.7 × 255 = 178.5 → 179 (b3); white at 0.2 → 51 (33).
        #expect(instances.hexes("overlay") == ["light": "#00000080", "dark": "#000000b3"])
        #expect(instances.hexes("highlight") == ["light": "#3366cc4d", "dark": "#ffffff33"])
        #expect(instances.hexes("iconTint") == ["light": "none", "dark": "#f8f9fa"])
        #expect(instances.hexes("link") == ["light": "#3366cc", "dark": "#6699ff"])
        guard case .color(let link)? = instances.value("link", in: "dark") else {
            Issue.record("link is a colour")
            return
        }
        #expect(link.chain.map(\.text).first == "accent")
    }

    @Test("the colour members are the tokens, in MARK categories, spelt through the type's current instance")
    func tokens() throws {
        let tokens = try #require(instances.raw?.declarations)
        #expect(tokens.map(\.name) == ["text", "background", "accent", "overlay", "highlight", "iconTint", "link"])
        #expect(tokens.last?.category == "Derived")
        #expect(tokens.first?.description == "Body text.")
        #expect(tokens.map(\.codeSpelling).first == "AppTheme.current.text")
    }

    @Test("an initializer's assignments, with its parameters replaced by the arguments, give the values")
    func initializer() throws {
        #expect(withInit.errors.isEmpty, "\(withInit.errors.map(\.message))")
        #expect(withInit.warnings.map(\.id) == ["placeholder-token"], "\(withInit.warnings.map(\.message))")
        #expect(SwiftShapes.place(withInit.warnings.first, file: "Theme.swift")
            == SwiftShapes.position(of: "icon: nil", in: "Sources/Theme.swift", shape: "instances-init", offset: 6))
        #expect(withInit.hexes("paperBackground") == ["light": "#f8f9fa", "dark": "#222222"])
        // `self.linkPressed = link.withAlphaComponent(0.5)`: the link argument at 0.5 → 128 (80);
        // UIColor(white: 1, alpha: 0.8) → 0.8 × 255 = 204 (cc).
        #expect(withInit.hexes("link") == ["light": "#00af89", "dark": "#ffffffcc"])
        #expect(withInit.hexes("linkPressed") == ["light": "#00af8980", "dark": "#ffffff80"])
        // 0.25 × 255 = 63.75 → 64 (40).
        #expect(withInit.hexes("shadow") == ["light": "#00000040", "dark": "#00000000"])
        #expect(withInit.hexes("icon") == ["light": "none", "dark": "#f8f9fa"])
        #expect(withInit.hexes("refreshTint") == ["light": "#222222", "dark": "#f8f9fa"])
    }

    @Test("the holder type's isDark gives the appearance, and its member the spelling (theme.colors.…)")
    func holder() throws {
        let infos = try #require(withInit.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["light", "dark"])
        #expect(infos.map(\.appearance) == [.light, .dark])
        #expect(withInit.declaration("primaryText")?.codeSpelling == "theme.colors.primaryText")
        #expect(withInit.catalogue?.palette.map(\.name) == ["base10", "base90", "accent", "shadow"])
    }

    @Test("a palette in the theme types' file: the theme types are no palettes, and a colour type's helpers are no colours")
    func paletteBesideThemes() throws {
        // `static let standard = Theme.light`, `UIImage(named:)` and `var hexText: String` were
        // read as palette colours (an unknown-palette-color error and swift-unsupported warnings).
        #expect(oneFile.errors.isEmpty, "\(oneFile.errors.map(\.message))")
        #expect(oneFile.warnings.isEmpty, "\(oneFile.warnings.map(\.message))")
        #expect(oneFile.catalogue?.palette.map(\.name) == ["ink", "paper", "moss", "fog"])
        let infos = try #require(oneFile.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["day", "night"])
        #expect(infos.map(\.appearance) == [.light, .dark])
        #expect(oneFile.hexes("surface") == ["day": "#fbfaf7", "night": "#1b1d21"])
        #expect(oneFile.paletteNames("text") == ["day": "ink", "night": "paper"])
        // 0.4 × 255 = 102 (66).
        #expect(oneFile.hexes("accent") == ["day": "#3c7a4e", "night": "#fbfaf766"])
    }
}
