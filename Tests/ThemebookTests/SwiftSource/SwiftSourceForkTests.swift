import Foundation
import Testing

@testable import ThemebookCore

/// An invented app (Acme) built on an invented upstream browser: two palette namespaces with
/// shared names, palette classes that inherit, tokens forwarding through a brand helper and a
/// fallback theme, and theme structs that share a theme type case with upstream's.
@Suite("Swift sources: an app built on another app's theming")
struct SwiftSourceForkTests {
    let loadedFork = SwiftSourceFixtures.load(SwiftSourceFixtures.folder("swift-fork"))

    func expectColor(
        _ token: String, _ theme: String, palette: String?, hex: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let c = loadedFork.color(token, in: theme)
        #expect(c?.palette == palette, "\(token) in \(theme)", sourceLocation: sourceLocation)
        #expect(c?.color.hex == hex, "\(token) in \(theme)", sourceLocation: sourceLocation)
    }

    /// The fork fixture with `old` replaced by `new` (which may hold a `1️⃣` marker) in `file`.
    func variant(_ file: String, replacing old: String, with new: String) -> (SwiftSourceFixtures.Loaded, ThemebookCore.SourceLocation?) {
        variant([(file, old, new)])
    }

    /// The fork fixture with each edit applied: in `file`, `old` replaced by `new`; the `1️⃣`
    /// marker may be in any one of them.
    func variant(_ edits: [(file: String, old: String, new: String)]) -> (SwiftSourceFixtures.Loaded, ThemebookCore.SourceLocation?) {
        let site = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(site) }
        try? copyTree(URL(fileURLWithPath: SwiftSourceFixtures.folder("swift-fork")), to: URL(fileURLWithPath: site))
        var marker: ThemebookCore.SourceLocation?
        for edit in edits {
            let original = SwiftSourceFixtures.read(site + "/" + edit.file)
            #expect(original.contains(edit.old), "\(edit.file) lacks \(edit.old)")
            let (text, line, column) = SwiftSourceFixtures.marked(original.replacingOccurrences(of: edit.old, with: edit.new))
            SwiftSourceFixtures.write([edit.file: text], into: site)
            if line != 0 { marker = ThemebookCore.SourceLocation(file: site + "/" + edit.file, line: line, column: column) }
        }
        return (SwiftSourceFixtures.load(site), marker)
    }

    @Test("the fork builds with no error and every token of every theme has a value")
    func complete() throws {
        #expect(loadedFork.errors.isEmpty, "\(loadedFork.errors.map(\.message))")
        #expect(loadedFork.with(id: "swift-unsupported").isEmpty, "\(loadedFork.with(id: "swift-unsupported").map(\.message))")
        let catalogue = try #require(loadedFork.catalogue)
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark", "private"])
        for theme in catalogue.themes {
            for token in catalogue.tokens { #expect(theme.values[token.name] != .unknown, "\(token.name) in \(theme.info.id)") }
        }
    }

    @Test("names two namespaces share are qualified by namespace; names only one declares stay short")
    func namespaces() throws {
        let palette = try #require(loadedFork.catalogue?.palette)
        #expect(
            palette.map(\.name) == [
                "UpstreamColors.White", "AcmeColors.White", "UpstreamColors.Blue50", "Blue60", "AcmeColors.Blue50", "Blue70",
                "Accent", "Grey10", "Grey90", "Green40", "Grey80",
            ])
        let acmeBlue = try #require(palette.first { $0.name == "AcmeColors.Blue50" })
        #expect(acmeBlue.shortName == "Blue50" && acmeBlue.namespace == "AcmeColors" && acmeBlue.color.hex == "#2a5caa")
        #expect(palette.first { $0.name == "Blue70" }?.namespace == "AcmeColors")
        #expect(loadedFork.with(id: "duplicate-palette-color").isEmpty)
        // A bare constant inside a namespace refers into that namespace.
        #expect(loadedFork.color("actionPrimary", in: "light")?.palette == "AcmeColors.Blue50")
    }

    @Test("an inherited token reads the subclass's overrides; super reads the superclass's value")
    func inheritance() {
        expectColor("layer1", "light", palette: "AcmeColors.White", hex: "#ffffff")
        expectColor("layer1", "dark", palette: "Grey80", hex: "#2b2a33")
        expectColor("layer3", "light", palette: "AcmeColors.Blue50", hex: "#2a5caa")
        expectColor("layer3", "dark", palette: "AcmeColors.Blue50", hex: "#2a5caacc")
        expectColor("layer4", "light", palette: "UpstreamColors.Blue50", hex: "#0060df80")
        expectColor("layer4", "dark", palette: "Blue70", hex: "#1b3a6b")
        expectColor("actionPrimaryDisabled", "dark", palette: "Green40", hex: "#3fa34d80")
        // A protocol extension default, and a subclass member that replaces it.
        expectColor("borderAccent", "light", palette: "AcmeColors.Blue50", hex: "#2a5caa")
        expectColor("borderAccent", "dark", palette: "Green40", hex: "#3fa34d")
    }

    @Test("tokens forwarding through a helper or a fallback theme take the value it holds")
    func forwarding() {
        expectColor("actionPrimary", "dark", palette: "Green40", hex: "#3fa34d")
        expectColor("textPrimary", "light", palette: "Grey80", hex: "#2b2a33")
        expectColor("textPrimary", "dark", palette: "UpstreamColors.White", hex: "#ffffff")
        // The fallback themes are upstream's, which are not documented: read in place.
        expectColor("layer2", "light", palette: "UpstreamColors.White", hex: "#ffffff")
        expectColor("layer2", "dark", palette: "Blue60", hex: "#0250bb")
        expectColor("layerScrim", "dark", palette: "Grey90", hex: "#15141af2")
        expectColor("textSecondary", "light", palette: "Grey90", hex: "#15141acc")
        expectColor("textSecondary", "dark", palette: "Grey10", hex: "#f9f9fbcc")
        if case .gradient(let stops)? = loadedFork.value("layerGradient", in: "light") {
            #expect(stops.map(\.palette) == ["UpstreamColors.Blue50", "Blue60"])
        } else {
            Issue.record("layerGradient in light is not a gradient")
        }
        // Upstream's private theme reads upstream's dark theme, not Acme's.
        expectColor("layer4", "private", palette: "Grey90", hex: "#15141ab3")
    }

    @Test("theme structs sharing a theme type case: the one building on the other is documented, the other noted")
    func sharedCase() throws {
        let notes = loadedFork.with(id: "theme-not-chosen")
        #expect(notes.map(\.severity) == [.note, .note])
        #expect(notes.map { $0.location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" } } == [
            "DarkTheme.swift:3:15", "LightTheme.swift:3:15",
        ])
        #expect(notes.last?.message.hasPrefix("theme 'LightTheme' has theme id 'light' like 'AcmeLightTheme'") == true)
        #expect(loadedFork.with(id: "duplicate-theme").isEmpty)
    }

    @Test("a theme whose palette keeps another theme as fallback builds on every theme of that palette, under any case")
    func sharedCaseThroughPalette() throws {
        // Upstream's night theme is its dark palette under another case; the app's night theme
        // reuses its dark palette, whose fallback is upstream's `DarkTheme()`: so it builds on
        // `NightModeTheme` too, and is documented for the night case as the app's dark theme is
        // for the dark case.
        let (loaded, _) = variant([
            ("Upstream/ThemeColourPalette.swift", "    case dark\n", "    case dark\n    case nightMode\n"),
            ("Upstream/ThemeColourPalette.swift", "case .dark, .privateMode:", "case .dark, .nightMode, .privateMode:"),
            (
                "Upstream/DarkTheme.swift", "private struct DarkColourPalette",
                "public struct NightModeTheme: Theme {\n    public var type: ThemeType = .nightMode\n"
                    + "    public var colors: ThemeColourPalette = DarkColourPalette()\n}\n\nprivate struct DarkColourPalette"
            ),
            (
                "Sources/AcmeDarkTheme.swift", "/// The dark palette is",
                "public struct AcmeNightTheme: Theme {\n    public var type: ThemeType = .nightMode\n"
                    + "    public var colors: AcmeThemeColourPalette = AcmeDarkColourPalette()\n}\n\n/// The dark palette is"
            ),
            ("themebook.json", #""themes": ["light", "dark", "private"]"#, #""themes": ["light", "dark", "nightMode", "private"]"#),
        ])
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        let notes = loaded.with(id: "theme-not-chosen")
        #expect(notes.map { $0.message.components(separatedBy: " has ").first ?? "" } == [
            "theme 'DarkTheme'", "theme 'NightModeTheme'", "theme 'LightTheme'",
        ])
        #expect(notes.allSatisfy { $0.message.contains("because its palette builds on the other") })
        #expect(notes[1].location.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column)" } == "DarkTheme.swift:10:15")
        // The app's own night theme is documented: its layer1 is the app's dark value, not upstream's.
        #expect(loaded.color("layer1", in: "nightMode")?.palette == loaded.color("layer1", in: "dark")?.palette)
        #expect(loaded.color("layer1", in: "nightMode")?.palette == "Grey80")
    }

    @Test("the site config chooses a theme struct by name; naming two of one id is a duplicate")
    func configChoice() throws {
        let (upstream, _) = variant("themebook.json", replacing: #""themes": ["light", "dark", "private"]"#, with: #""themes": ["LightTheme", "dark", "private"]"#)
        #expect(upstream.errors.isEmpty, "\(upstream.errors.map(\.message))")
        #expect(upstream.catalogue?.themes.map(\.info.id) == ["light", "dark", "private"])
        #expect(upstream.color("layer1", in: "light")?.palette == "Grey10")
        #expect(upstream.with(id: "theme-not-chosen").first { $0.message.contains("'AcmeLightTheme'") }?.message.contains("names it") == true)
        let (both, _) = variant(
            "themebook.json", replacing: #""themes": ["light", "dark", "private"]"#,
            with: #""themes": ["LightTheme", "AcmeLightTheme", "dark"]"#)
        let duplicate = both.with(id: "duplicate-theme")
        #expect(duplicate.count == 1 && duplicate.first?.location?.file.hasSuffix("AcmeLightTheme.swift") == true)
        #expect(duplicate.first?.location?.line == 5)
    }

    // MARK: - Malformed forwarding, each at its position

    @Test("a helper set in an initializer cannot be read: a warning at its use, the token unknown")
    func helperWithoutValue() {
        let (loaded, marker) = variant(
            "Sources/AcmeLightTheme.swift", replacing: "var layer1: UIColor { brand.backgroundPrimary }",
            with: "let helper: AcmeBrandSemantics\n    init(helper: AcmeBrandSemantics) { self.helper = helper }\n    var layer1: UIColor { 1️⃣helper.backgroundPrimary }")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 2, "\(found.map(\.message))")  // in light, and inherited by dark
        #expect(found.first?.location == marker)
        #expect(found.first?.message.contains("'helper' of 'AcmeLightColourPalette', which has no value themebook can read") == true)
        #expect(loaded.value("layer1", in: "light") == .unknown && loaded.value("layer1", in: "dark") == .unknown)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
    }

    @Test("a helper member that does not exist is a warning at its name, with the closest member")
    func missingMember() {
        let (loaded, marker) = variant(
            "Sources/AcmeDarkTheme.swift", replacing: "override var layer4: UIColor { AcmeColors.Blue70 }",
            with: "override var layer4: UIColor { brand.1️⃣backgroundPrimry }")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1 && found.first?.location == marker)
        #expect(found.first?.suggestion == "backgroundPrimary")
        #expect(loaded.value("layer4", in: "dark") == .unknown)
    }

    @Test("a helper of a type no configured file declares is a warning at the type's name")
    func undeclaredHelperType() {
        let (loaded, marker) = variant(
            "Sources/AcmeDarkTheme.swift", replacing: "override var fallbackTheme: Theme {\n        DarkTheme()",
            with: "override var fallbackTheme: Theme {\n        1️⃣SepiaTheme()")
        let found = loaded.with(id: "swift-unsupported")
        #expect(!found.isEmpty && found.allSatisfy { $0.location == marker })
        #expect(found.first?.message.contains("an instance of 'SepiaTheme', a type the configured Swift files do not declare") == true)
        #expect(loaded.value("layer2", in: "dark") == .unknown && loaded.value("layer2", in: "light") != .unknown)
    }

    @Test("helper members that refer to each other in a cycle are a warning, not a hang")
    func helperCycle() {
        let (loop, loopMarker) = variant(
            "Sources/AcmeDarkTheme.swift", replacing: "    var accent: UIColor = AcmeColors.Green40",
            with: "    var accent: UIColor { 1️⃣accent }")
        let found = loop.with(id: "swift-unsupported")
        #expect(!found.isEmpty && found.allSatisfy { $0.location == loopMarker })
        #expect(found.first?.message.contains("a cycle of helper members") == true)
        #expect(loop.value("actionPrimary", in: "dark") == .unknown)
        #expect(loop.errors.isEmpty, "\(loop.errors.map(\.message))")
    }

    @Test("super naming a member the superclass lacks is a warning at the member")
    func superMissing() {
        let (loaded, marker) = variant(
            "Sources/AcmeDarkTheme.swift", replacing: "override var layer3: UIColor { super.layer3.withAlphaComponent(0.8) }",
            with: "override var layer3: UIColor { super.1️⃣layer9.withAlphaComponent(0.8) }")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1 && found.first?.location == marker)
        #expect(found.first?.message.contains("'layer9', which 'AcmeLightColourPalette' does not declare") == true)
    }

    @Test("palette classes that inherit from each other in a circle end, with the tokens they do declare")
    func classCycle() {
        let (loaded, _) = variant(
            "Sources/AcmeDarkTheme.swift", replacing: "private final class AcmeDarkColourPalette: AcmeLightColourPalette {",
            with: "private final class AcmeDarkColourPalette: AcmeLoopPalette {}\nclass AcmeLoopPalette: AcmeDarkColourPalette {}\nclass AcmeUnused {")
        #expect(loaded.catalogue != nil)
        #expect(!loaded.with(id: "missing-token").isEmpty)
    }

    @Test("a theme class inherits its palette member from the theme class it subclasses")
    func themeClassInheritance() {
        let (loaded, _) = variant([
            ("Upstream/DarkTheme.swift", "public struct DarkTheme: Theme {", "open class DarkTheme: Theme {"),
            (
                "Upstream/PrivateModeTheme.swift",
                "public struct PrivateModeTheme: Theme {\n    public var type: ThemeType = .privateMode\n    public var colors: ThemeColourPalette = PrivateModeColourPalette()",
                "public final class PrivateModeTheme: DarkTheme {\n    override public var type: ThemeType = .privateMode"
            ),
        ])
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.color("layer1", in: "private")?.palette == "Grey90")
        #expect(loaded.color("actionPrimary", in: "private")?.palette == "Blue60")
    }

    @Test("a fallback theme written with its module name is the same theme")
    func moduleQualified() {
        let (loaded, _) = variant(
            "Sources/AcmeLightTheme.swift", replacing: "    var fallbackTheme: Theme {\n        LightTheme()",
            with: "    var fallbackTheme: Theme {\n        Common.LightTheme()")
        #expect(loaded.with(id: "swift-unsupported").isEmpty, "\(loaded.with(id: "swift-unsupported").map(\.message))")
        #expect(loaded.color("layer2", in: "light")?.palette == "UpstreamColors.White")
    }

    @Test("a helper used where a colour belongs is a warning naming its type")
    func helperAsColour() {
        let (loaded, marker) = variant(
            "Sources/AcmeLightTheme.swift", replacing: "var layer1: UIColor { brand.backgroundPrimary }",
            with: "var layer1: UIColor { 1️⃣brand }")
        let found = loaded.with(id: "swift-unsupported").filter { $0.message.hasPrefix("'layer1'") }
        #expect(found.count == 2 && found.allSatisfy { $0.location == marker })
        #expect(found.first?.message.contains("an instance of 'AcmeLightBrand' rather than a colour") == true)
    }

    @Test("arithmetic on number literals in an alpha or a component is computed, * and / before + and -")
    func arithmetic() {
        let (loaded, _) = variant(
            "Sources/AcmeLightTheme.swift", replacing: "    var backgroundPrimary: UIColor = AcmeColors.White\n    let accent = AcmeColors.Accent",
            with: "    var backgroundPrimary: UIColor = AcmeColors.White.withAlphaComponent(0x3D / 255.0)\n"
                + "    let accent = UIColor(red: 51 / 255.0, green: 0.5 + 0.1 * 2, blue: 1 - 0.5 - 0.5, alpha: 1)")
        #expect(loaded.with(id: "swift-unsupported").isEmpty, "\(loaded.with(id: "swift-unsupported").map(\.message))")
        let layer1 = loaded.color("layer1", in: "light")
        #expect(layer1?.palette == "AcmeColors.White" && abs((layer1?.alpha ?? 0) - 61.0 / 255) < 1e-9)
        #expect(loaded.color("actionPrimary", in: "light")?.color.hex == "#33b300")
        let (zero, marker) = variant(
            "Sources/AcmeLightTheme.swift", replacing: "    var backgroundPrimary: UIColor = AcmeColors.White",
            with: "    var backgroundPrimary: UIColor = 1️⃣AcmeColors.White.withAlphaComponent(1 / 0)")
        let found = zero.with(id: "swift-unsupported")
        #expect(found.count == 1 && found.first?.location == marker)
    }

    @Test("a member chain thousands of links long is reported, not followed link by link")
    func longChain() {
        let (loaded, marker) = variant(
            "Sources/AcmeLightTheme.swift", replacing: "var layer1: UIColor { brand.backgroundPrimary }",
            with: "var layer1: UIColor { 1️⃣brand" + String(repeating: ".backgroundPrimary", count: 3000) + " }")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1 && found.first?.location == marker)  // light and dark: one message, printed once
        #expect(loaded.value("layer1", in: "light") == .unknown)
    }
}
