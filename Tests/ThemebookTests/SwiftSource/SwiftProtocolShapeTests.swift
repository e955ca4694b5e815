import Testing

@testable import ThemebookCore

/// Shape 2: a token protocol and one type per theme that implements it itself — classes whose
/// initializers set the colours, subclasses that override some (`swift-shapes/classes`), and
/// SwiftUI structs (`swift-shapes/structs`).
@Suite("Swift shapes: one type per theme")
struct SwiftProtocolShapeTests {
    let classes = SwiftShapes.load("classes")
    let structs = SwiftShapes.load("structs")

    @Test("each class conforming to the protocol is a theme: id from its identifier's enum case, appearance from its style")
    func classThemes() throws {
        let infos = try #require(classes.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["light", "dark", "black"])
        #expect(infos.map(\.label) == ["Light", "Dark", "Black"])
        #expect(infos.map(\.appearance) == [.light, .dark, .dark])
        #expect(classes.errors.isEmpty, "\(classes.errors.map(\.message))")
    }

    @Test("initial values, init() assignments (with and without self) and a subclass's init and overrides give each theme's colours")
    func classValues() {
        // 0x17191C as is; 115, 125, 140 on the 0–255 scale → 73 7d 8c.
        #expect(classes.hexes("textPrimaryColor") == ["light": "#17191c", "dark": "#ffffff", "black": "#ffffff"])
        #expect(classes.hexes("textSecondaryColor") == ["light": "#737d8c", "dark": "#a8b3bd", "black": "#a8b3bd"])
        // DarkTheme's init() sets it; BlackTheme's init() sets it again after super.init().
        #expect(classes.hexes("backgroundColor") == ["light": "#ffffff", "dark": "#15191e", "black": "#000000"])
        #expect(classes.hexes("baseColor") == ["light": "#ffffff", "dark": "#21262c", "black": "#000000"])
        // The tint with its alpha replaced: 0.2 × 255 = 51 (33), 0.3 × 255 = 76.5 → 77 (4d);
        // BlackTheme overrides the getter: 0.5 × 255 = 127.5 → 128 (80).
        #expect(classes.hexes("selectionColor") == ["light": "#0dbd8b33", "dark": "#0dbd8b4d", "black": "#0dbd8b80"])
        // UIColor(white: 0.94): 0.94 × 255 = 239.7 → 240 (f0).
        #expect(classes.hexes("bubbleColor")["light"] == "#f0f0f0")
    }

    @Test("a colour chosen by a build setting is a warning at the '?', once, and unknown in every theme that inherits it")
    func buildSetting() {
        let found = classes.with(id: "swift-unsupported")
        #expect(found.count == 1)
        #expect(SwiftShapes.place(found.first, file: "DarkTheme.swift")
            == SwiftShapes.position(of: "? UIColor(rgb: 0x394049)", in: "Sources/DarkTheme.swift", shape: "classes"))
        #expect(found.first?.message.contains("'BuildSettings.roundedBubbles ? … : …'") == true)
        #expect(classes.hexes("bubbleColor")["dark"] == "unknown" && classes.hexes("bubbleColor")["black"] == "unknown")
    }

    @Test("the tokens are the protocol's colour requirements, in MARK categories; theme code reads them on the theme")
    func classTokens() throws {
        let tokens = try #require(classes.raw?.declarations)
        #expect(tokens.map(\.name) == [
            "backgroundColor", "baseColor", "textPrimaryColor", "textSecondaryColor", "tintColor", "selectionColor", "bubbleColor",
        ])
        #expect(tokens.map(\.category) == ["Backgrounds", "Backgrounds", "Text", "Text", "Text", "Text", "Text"])
        #expect(tokens.first?.description == "Behind every screen.")
        #expect(classes.with(id: "swift-skipped").first?.message.contains("'identifier' of type 'String'") == true)
    }

    @Test("SwiftUI structs: ids from the name's enum case, labels from its raw value, appearance from the scheme")
    func structThemes() throws {
        let infos = try #require(structs.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["glacierDark", "glacierLight"])
        #expect(infos.map(\.label) == ["Glacier - Dark", "Glacier - Light"])
        #expect(infos.map(\.appearance) == [.dark, .light])
        #expect(structs.errors.isEmpty, "\(structs.errors.map(\.message))")
        #expect(structs.with(id: "swift-unsupported").isEmpty)
    }

    @Test("Color members: .init(red: 187 / 255, …), Color(red:…), .init(hex:), .white, .black, Color(uiColor:), .opacity")
    func structValues() {
        // 187, 59, 226 → bb 3b e2; 16, 21, 35 → 10 15 23.
        #expect(structs.hexes("tintColor") == ["glacierDark": "#bb3be2", "glacierLight": "#bb3be2"])
        #expect(structs.hexes("primaryBackgroundColor") == ["glacierDark": "#101523", "glacierLight": "#ffffff"])
        #expect(structs.hexes("secondaryBackgroundColor") == ["glacierDark": "#1e233e", "glacierLight": "#f0f1f2"])
        #expect(structs.hexes("labelColor") == ["glacierDark": "#ffffff", "glacierLight": "#000000"])
        // Black at 0.12: 0.12 × 255 = 30.6 → 31 (1f).
        #expect(structs.hexes("borderColor") == ["glacierDark": "#2a2f4a", "glacierLight": "#0000001f"])
    }

    @Test("without a code config, a token of a theme type is spelt on the theme")
    func spelling() {
        #expect(classes.declaration("tintColor")?.codeSpelling == "theme.tintColor")
        #expect(structs.declaration("labelColor")?.codeSpelling == "theme.labelColor")
    }
}
