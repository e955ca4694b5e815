import Foundation
import Testing

@testable import ThemebookCore

@Suite("Compose themes: palette objects, the colours class, palette values, the theme enum and its when")
struct ComposeThemeTests {
    static let fixture = AndroidFixtures.folder("compose")

    @Test("every palette form gives its colour: ARGB literals, Int and Float components, named colours, copies and aliases")
    func palette() throws {
        let result = AndroidFixtures.check(Self.fixture)
        let catalogue = try #require(result.catalogue)
        let expected: [String: String] = [
            "Blue10": "#e0f0ff", "Blue50": "#0060df", "Blue50A44": "#0060df70", "Blue90": "#09204d",
            "Grey05": "#fbfbfe00", "Grey10": "#f9f9fb", "Grey30": "#e0e0e6", "Grey60": "#80808c", "Grey90": "#15141a",
            "Grey90A60": "#15141a99", "Grey90A95": "#15141af2", "Violet40": "#ab71ff", "Violet90": "#321c64",
            "White": "#ffffff", "Black": "#000000", "Accent": "#ab71ff", "BrandInk": "#20123a",
        ]
        #expect(Dictionary(uniqueKeysWithValues: catalogue.palette.map { ($0.name, $0.color.hex) }) == expected)
        #expect(catalogue.paletteGroups == ["", "Blue", "Grey", "Violet"])
        #expect(catalogue.palette.first { $0.name == "Grey60" }?.group == "Grey")
        #expect(catalogue.palette.first { $0.name == "Blue50" }?.namespace == "AcmeColors")
        #expect(catalogue.palette.first { $0.name == "BrandInk" }?.namespace == nil)
        #expect(catalogue.code.palette == ["AcmeColors"])
    }

    @Test("each token's value in each theme, the private theme a copy of the dark one through a renamed copy parameter")
    func values() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        let expected: [String: [String]] = [
            // light, dark, private
            "layer1": ["#f9f9fb", "#15141a", "#321c64"],
            "layer2": ["#ffffff", "#80808c", "#20123a"],
            "layerAccent": ["#0060df", "#ab71ff", "#ab71ff"],
            "layerScrim": ["#15141a99", "#15141af2", "#15141af2"],
            "actionPrimary": ["#0060df", "#423262", "#423262"],
            "textPrimary": ["#15141a", "#f9f9fb", "#f9f9fb"],
            "textSecondary": ["#5b5b66", "#0060df99", "#0060df99"],
            "iconPrimary": ["#15141a", "#ffffff", "#ffffff"],
            "borderPrimary": ["#e0e0e6", "#0060df70", "#09204d"],
        ]
        #expect(catalogue.tokens.map(\.name) == [
            "layer1", "layer2", "layerAccent", "layerScrim", "actionPrimary", "textPrimary", "textSecondary", "iconPrimary",
            "borderPrimary",
        ])
        for (token, hexes) in expected {
            #expect(["light", "dark", "private"].map { catalogue.shown(token, in: $0) } == hexes, "\(token)")
        }
    }

    @Test("tokens take their category from headings, their description from the comment above, and the accessor's spelling")
    func tokens() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        let summary = catalogue.tokens.map { "\($0.name) \($0.category) \($0.description ?? "-") \(catalogue.spelled($0))" }
        #expect(summary == [
            "layer1 Layers Screen background, behind everything AcmeTheme.colors.layer1",
            "layer2 Layers Cards, sheets and dialogs. AcmeTheme.colors.layer2",
            "layerAccent Layers - AcmeTheme.colors.layerAccent",
            "layerScrim Layers - AcmeTheme.colors.layerScrim",
            "actionPrimary Actions Primary button AcmeTheme.colors.actionPrimary",
            "textPrimary Text - AcmeTheme.colors.textPrimary",
            "textSecondary Text - AcmeTheme.colors.textSecondary",
            "iconPrimary Icons - AcmeTheme.colors.iconPrimary",
            "borderPrimary Borders - AcmeTheme.colors.borderPrimary",
        ])
        #expect(catalogue.code.tokens == "AcmeTheme.colors")
        let layer1 = try #require(catalogue.tokens.first)
        #expect(layer1.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column)" } == "AcmeThemeColors.kt:30:9")
    }

    @Test("themes follow the enum's entries, picked by the when, with ids, labels and appearances")
    func themes() throws {
        let catalogue = try #require(AndroidFixtures.check(Self.fixture).catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.label) \($0.info.appearance.rawValue)" } == [
            "light Light light", "dark Dark dark", "private Private dark",
        ])
    }

    @Test("the fixture's diagnostics are the no-alpha colour and the parameter that is not a colour, each at its place")
    func diagnostics() {
        let result = AndroidFixtures.check(Self.fixture)
        #expect(result.errorCount == 0)
        let shown = result.diagnostics.filter { $0.id != "unused-palette-color" }
        #expect(shown.map { "\($0.id) \((($0.location?.file ?? "") as NSString).lastPathComponent):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == [
            "compose-no-alpha AcmeColors.kt:18:18", "android-skipped AcmeThemeColors.kt:25:9",
        ])
        #expect(result.messages("compose-no-alpha") == [
            "'Grey05' is 'Color(0xFBFBFE)', which has no alpha byte: Compose reads it as ARGB, fully transparent; write 0xFFFBFBFE for an opaque colour",
        ])
        #expect(result.places("unused-palette-color") == ["AcmeColors.kt:13:9", "AcmeColors.kt:18:9", "AcmeColors.kt:30:9"])
    }
}
