import Testing

@testable import ThemebookCore

/// The Acme fixture (`Fixtures/swift-acme`) covers every Swift form themebook reads.
@Suite("Swift sources: reading the Acme app")
struct SwiftSourceLoaderTests {
    let acme = SwiftSourceFixtures.load(SwiftSourceFixtures.folder("swift-acme"))

    func expectColor(
        _ token: String, _ theme: String, palette: String?, alpha: Double?, hex: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let c = acme.color(token, in: theme)
        #expect(c?.palette == palette, "\(token) in \(theme)", sourceLocation: sourceLocation)
        #expect(c?.alpha == alpha, "\(token) in \(theme)", sourceLocation: sourceLocation)
        #expect(c?.color.hex == hex, "\(token) in \(theme)", sourceLocation: sourceLocation)
    }

    @Test("the fixture loads without errors")
    func noErrors() {
        #expect(acme.errors.isEmpty, "\(acme.errors.map(\.message))")
        #expect(acme.with(id: "swift-unsupported").isEmpty)
        #expect(acme.with(id: "swift-syntax").isEmpty)
    }

    @Test("palette constants from hex integers in any case and from 0–1 and 0–255 components")
    func palette() throws {
        let palette = try #require(acme.catalogue?.palette)
        let byName = Dictionary(uniqueKeysWithValues: palette.map { ($0.name, $0) })
        #expect(byName["Blue50"]?.color.hex == "#0060df")
        #expect(byName["LightGrey30"]?.color.hex == "#e0e0e6")
        #expect(byName["Purple60"]?.color.hex == "#952bb9")
        #expect(byName["Nebula"]?.color.hex == "#332673")
        #expect(byName["Stardust"]?.color.hex == "#faf0e6")
        #expect(palette.count == 16)
    }

    @Test("MARK comments name the palette families, in both namespaces, spaces and & included")
    func families() throws {
        let catalogue = try #require(acme.catalogue)
        #expect(
            catalogue.paletteGroups == [
                "Black & White", "Light Grey", "Dark Grey", "Blue", "Violet", "Purple", "Space & Stars",
            ])
        #expect(catalogue.palette.first { $0.name == "Nebula" }?.group == "Space & Stars")
        #expect(catalogue.palette.first { $0.name == "Violet60" }?.group == "Violet")
    }

    @Test("protocol requirements become tokens with MARK categories, doc comments and deprecations")
    func protocolTokens() throws {
        let tokens = try #require(acme.catalogue?.tokens)
        #expect(
            tokens.map(\.name) == [
                "layer1", "layer2", "layer3", "layerScrim", "layerGradient", "layerGradientOverlay", "actionPrimary",
                "actionPrimaryDisabled", "actionSecondary", "textPrimary", "textSecondary", "textLegacy", "layerAccentSubtle",
                "gradientAccent", "iconPrivate",
            ])
        let byName = Dictionary(uniqueKeysWithValues: tokens.map { ($0.name, $0) })
        #expect(byName["layer1"]?.category == "Layers")
        #expect(byName["actionPrimary"]?.category == "Actions & Forms")
        #expect(byName["gradientAccent"]?.category == "Nova tokens")
        #expect(byName["layerGradient"]?.type == .gradient)
        #expect(byName["layer1"]?.description == "Base background of the app, behind every other layer.")
        #expect(byName["layerScrim"]?.description == "Dims content behind a sheet.")
        #expect(byName["textPrimary"]?.description == nil)
        #expect(byName["textLegacy"]?.deprecated == "Use textSecondary")
        let skipped = acme.with(id: "swift-skipped")
        #expect(skipped.count == 1 && skipped[0].severity == .note && skipped[0].message.contains("faviconColors"))
    }

    @Test("themes take their id from the theme type's raw value and their appearance from its interface style")
    func themes() throws {
        let infos = try #require(acme.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["light", "dark", "night", "private"])
        #expect(infos.map(\.label) == ["Light", "Dark", "Night Mode", "Private browsing"])
        #expect(infos.map(\.appearance) == [.light, .dark, .dark, .dark])
        #expect(infos.map(\.imageSuffix) == ["", "_dark", "_dark", "_dark"])
        #expect(infos[2].location?.line == 11)
    }

    @Test("stored properties with and without annotations, and computed ones, refer to palette colours")
    func paletteReferences() {
        expectColor("layer1", "light", palette: "LightGrey10", alpha: nil, hex: "#f9f9fb")
        expectColor("layer2", "light", palette: "White", alpha: nil, hex: "#ffffff")
        expectColor("actionPrimary", "light", palette: "Blue50", alpha: nil, hex: "#0060df")
        expectColor("layer1", "private", palette: "Nebula", alpha: nil, hex: "#332673")
    }

    @Test("a getter returning another token, with or without self, follows it in the same theme")
    func tokenReferences() {
        expectColor("layer3", "light", palette: "White", alpha: nil, hex: "#ffffff")
        expectColor("textLegacy", "light", palette: nil, alpha: 0.8, hex: "#24183acc")
        expectColor("textLegacy", "dark", palette: "LightGrey30", alpha: nil, hex: "#e0e0e6")
    }

    @Test("withAlphaComponent takes integer and decimal alphas, also on a following line")
    func alphas() {
        expectColor("layerScrim", "light", palette: "DarkGrey90", alpha: 0.4, hex: "#15141a66")
        expectColor("actionPrimaryDisabled", "light", palette: "Blue50", alpha: 0.5, hex: "#0060df80")
        guard case .gradient(let stops)? = acme.value("layerGradientOverlay", in: "light") else {
            Issue.record("layerGradientOverlay is a gradient")
            return
        }
        #expect(stops.map(\.alpha) == [0, 0.25])
    }

    @Test("literal colours, possibly with an alpha, and components on both scales")
    func literals() {
        expectColor("actionSecondary", "light", palette: nil, alpha: nil, hex: "#342b4a")
        expectColor("textSecondary", "light", palette: nil, alpha: 0.8, hex: "#24183acc")
        expectColor("layer2", "private", palette: nil, alpha: nil, hex: "#24183a")
        expectColor("layer3", "private", palette: nil, alpha: 0.5, hex: "#331a4d80")
        expectColor("layerAccentSubtle", "light", palette: nil, alpha: 0, hex: "#00000000")
    }

    @Test("gradients on one line and one stop per line, stops from either palette namespace")
    func gradients() {
        guard case .gradient(let one)? = acme.value("layerGradient", in: "light"),
            case .gradient(let many)? = acme.value("layerGradientOverlay", in: "dark")
        else {
            Issue.record("both are gradients")
            return
        }
        #expect(one.map(\.palette) == ["Violet70", "Violet60"])
        #expect(many.map(\.palette) == ["DarkGrey40", "DarkGrey40", "Nebula"])
        #expect(many.map(\.color.hex) == ["#3a394400", "#3a394466", "#332673"])
    }

    @Test("placeholder calls with a name, with .clear, and inside a Gradient mean no value")
    func placeholders() {
        #expect(acme.value("iconPrivate", in: "light") == ResolvedValue.none)
        #expect(acme.value("iconPrivate", in: "dark") == ResolvedValue.none)
        #expect(acme.value("gradientAccent", in: "light") == ResolvedValue.none)
        #expect(acme.value("layerAccentSubtle", in: "private") == ResolvedValue.none)
        expectColor("iconPrivate", "private", palette: "Purple60", alpha: nil, hex: "#952bb9")
    }

    @Test("a reference to another theme's token resolves in that theme")
    func crossTheme() {
        expectColor("layerScrim", "private", palette: "DarkGrey90", alpha: 0.95, hex: "#15141af2")
        expectColor("textLegacy", "private", palette: "LightGrey30", alpha: nil, hex: "#e0e0e6")
        guard case .gradient(let stops)? = acme.value("layerGradient", in: "private") else {
            Issue.record("layerGradient is the dark theme's gradient")
            return
        }
        #expect(stops.map(\.palette) == ["Violet70", "Violet60"])
    }

    @Test("two themes in one file share one palette struct")
    func sharedPalette() throws {
        let catalogue = try #require(acme.catalogue)
        let dark = try #require(catalogue.themes.first { $0.info.id == "dark" })
        let night = try #require(catalogue.themes.first { $0.info.id == "night" })
        #expect(dark.values == night.values)
    }

    @Test("image identifiers keep their nesting as dotted groups, sizes from comments, and docs")
    func images() throws {
        let images = try #require(acme.catalogue?.images)
        #expect(
            images.map { "\($0.group).\($0.name)=\($0.value)" } == [
                "Small.chevronDown=chevronDownSmall", "Small.logo=logoSmall", "Large.bookmark=bookmarkLarge",
                "Large.default=defaultLarge", "Large.quote=quoteLarge", "Large.Filled.bookmark=bookmarkFillLarge",
                "Large.Filled.TwoTone.shield=shieldTwoToneLarge", "Large.share=shareLarge", ".appIcon=appIcon",
            ])
        #expect(images.map(\.size) == ["16x16", "16x16", "24x24", "24x24", "24x24", "24x24", "28x28", "24x24", nil])
        #expect(images[8].codeReference == "AcmeImageIdentifiers.appIcon")
        #expect(images[1].description == "The app's own logo, never tinted.")
        #expect(
            images.map(\.namespace)[4...6] == [
                "AcmeImageIdentifiers.Large", "AcmeImageIdentifiers.Large.Filled", "AcmeImageIdentifiers.Large.Filled.TwoTone",
            ])
        #expect(images.allSatisfy { !$0.themed })
        #expect(images[5].codeReference == "AcmeImageIdentifiers.Large.Filled.bookmark")
        #expect(images[0].location?.line == 7 && images[0].location?.column == 41)
    }
}
