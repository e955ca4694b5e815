import Foundation
import Testing

@testable import ThemebookCore

@Suite("Swift sources: diagnostics point at the Swift file, line and column")
struct SwiftSourceDiagnosticsTests {
    /// Edits one Acme file (the edit holds a `1️⃣` marker), loads the copy and returns the
    /// result with the marker's position.
    func acme(
        _ file: String, replacing old: String, with new: String
    ) -> (loaded: SwiftSourceFixtures.Loaded, marker: ThemebookCore.SourceLocation) {
        let path = "Sources/\(file).swift"
        let original = SwiftSourceFixtures.read(SwiftSourceFixtures.folder("swift-acme") + "/" + path)
        #expect(original.contains(old), "the fixture still contains the text to edit")
        let marked = SwiftSourceFixtures.marked(original.replacingOccurrences(of: old, with: new))
        let site = SwiftSourceFixtures.acme(replacing: [path: marked.text])
        defer { SwiftSourceFixtures.remove(site) }
        let loaded = SwiftSourceFixtures.load(site)
        return (loaded, ThemebookCore.SourceLocation(file: site + "/" + path, line: marked.line, column: marked.column))
    }

    @Test("an unknown palette colour in a theme is reported at the colour's name")
    func unknownPaletteColor() {
        let (loaded, marker) = acme(
            "AcmeLightTheme", replacing: "var layer1: UIColor = AcmeColors.LightGrey10",
            with: "var layer1: UIColor = AcmeColors.1️⃣LightGrey11")
        let found = loaded.with(id: "unknown-palette-color")
        #expect(found.count == 1)
        #expect(found.first?.location == marker)
        #expect(found.first?.suggestion == "LightGrey10")
    }

    @Test("a token a theme does not define is reported at each theme struct using that palette")
    func missingToken() {
        let (loaded, _) = acme("AcmeDarkTheme", replacing: "    var textLegacy: UIColor { textSecondary }\n", with: "")
        let found = loaded.with(id: "missing-token")
        #expect(
            found.map(\.message) == [
                "theme 'dark' does not define 'textLegacy'; every theme must define every declared token",
                "theme 'night' does not define 'textLegacy'; every theme must define every declared token",
            ])
        #expect(found.map { "\($0.location!.line):\($0.location!.column)" } == ["3:15", "11:15"])
        #expect(found.first?.notes.first?.location?.file.hasSuffix("AcmeThemeColourPalette.swift") == true)
    }

    @Test("a token that is not in the protocol is reported at its name")
    func undeclaredToken() {
        let (loaded, marker) = acme(
            "AcmeLightTheme", replacing: "    // MARK: - Actions\n",
            with: "    // MARK: - Actions\n    var 1️⃣layerFancy: UIColor = AcmeColors.Blue50\n")
        let found = loaded.with(id: "undeclared-token")
        #expect(found.count == 1 && found.first?.location == marker)
    }

    @Test("a form themebook does not read is a warning at the construct, and the token is unknown")
    func unsupportedForms() {
        let cases: [(String, String)] = [
            ("AcmeColors.LightGrey10 1️⃣?? AcmeColors.White", "operator '??'"),
            ("1️⃣UIColor.tintColor", "'UIColor.tintColor'"),
            ("1️⃣#imageLiteral(resourceName: \"swatch\")", "'#imageLiteral'"),
            ("1️⃣#colorLiteral(red: 255, green: 0, blue: 0, alpha: 1)", "'#colorLiteral(red: …, green: …, blue: …, alpha: …)'"),
            ("1️⃣AcmeColors.Blue50.withAlphaComponent(level)", "'AcmeColors.Blue50.withAlphaComponent(…)'"),
            ("1️⃣UIColor(rgb: 0x1000000)", "'UIColor(rgb: …)'"),
            (
                "1️⃣UIColor(hue: 0.5, saturation: 2, brightness: 1, alpha: 1)",
                "'UIColor(hue: …, saturation: …, brightness: …, alpha: …)'"
            ),
            ("1️⃣UIColor(patternImage: stripes)", "'UIColor(patternImage: …)'"),
            ("1️⃣Gradient(colors: [], locations: [0])", "'Gradient(colors: …, locations: …)'"),
            ("makeColor 1️⃣{ .red }", "trailing closure"),
        ]
        for (expression, construct) in cases {
            let (loaded, marker) = acme(
                "AcmeLightTheme", replacing: "var layer1: UIColor = AcmeColors.LightGrey10",
                with: "var layer1: UIColor = \(expression)")
            let found = loaded.with(id: "swift-unsupported")
            #expect(found.count == 1, "\(expression)")
            #expect(found.first?.location == marker, "\(expression)")
            #expect(found.first?.message.contains(construct) == true, "\(expression): \(found.first?.message ?? "")")
            #expect(loaded.value("layer1", in: "light") == .unknown, "\(expression)")
            #expect(loaded.errors.isEmpty, "\(expression): \(loaded.errors.map(\.message))")
        }
    }

    @Test("a misspelt palette namespace is unsupported, with the namespace it resembles as a suggestion")
    func misspeltNamespace() {
        let (loaded, marker) = acme(
            "AcmeLightTheme", replacing: "var layer1: UIColor = AcmeColors.LightGrey10",
            with: "var layer1: UIColor = 1️⃣AcmeColor.LightGrey10")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.first?.location == marker && found.first?.suggestion == "AcmeColors")
    }

    @Test("a computed property with statements is unsupported at its first statement")
    func statements() {
        let (loaded, marker) = acme(
            "AcmeLightTheme", replacing: "var layer3: UIColor { layer2 }",
            with: "var layer3: UIColor {\n        1️⃣if isNova { return layer1 }\n        return layer2\n    }")
        #expect(loaded.with(id: "swift-unsupported").first?.location == marker)
        #expect(loaded.value("layer3", in: "light") == .unknown)
    }

    @Test("a reference to a theme struct that is not configured is reported at its name")
    func unknownThemeStruct() {
        let (loaded, marker) = acme(
            "AcmePrivateTheme", replacing: "AcmeDarkTheme().colors.layerScrim", with: "1️⃣AcmeSepiaTheme().colors.layerScrim")
        let found = loaded.with(id: "unknown-theme")
        #expect(found.count == 1 && found.first?.location == marker)
    }

    @Test("a token annotated with the wrong type is a type mismatch at its name")
    func typeMismatch() {
        let (loaded, marker) = acme(
            "AcmeLightTheme", replacing: "var layerGradient = Gradient", with: "var 1️⃣layerGradient: UIColor = Gradient")
        #expect(loaded.with(id: "type-mismatch").first?.location == marker)
    }

    @Test("'#if' blocks are read with a warning at the directive")
    func conditionalCompilation() {
        let (loaded, marker) = acme(
            "AcmeColors", replacing: "    // MARK: - Purple\n",
            with: "    1️⃣#if DEBUG\n    static let Debug = UIColor(rgb: 0xFF00FF)\n    #endif\n    // MARK: - Purple\n")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.first?.location == marker && found.first?.message.contains("#if") == true)
        #expect(loaded.catalogue?.palette.contains { $0.name == "Debug" } == true)
    }

    @Test("theme ids in the site config are checked against the Swift themes both ways")
    func themeOrder() {
        let site = SwiftSourceFixtures.acme()
        defer { SwiftSourceFixtures.remove(site) }
        let config = SwiftSourceFixtures.read(site + "/themebook.json")
            .replacingOccurrences(of: #"["light", "dark", "night", "private"]"#, with: #"["light", "dusk", "private"]"#)
        SwiftSourceFixtures.write(["themebook.json": config], into: site)
        let loaded = SwiftSourceFixtures.load(site)
        #expect(
            loaded.with(id: "unknown-theme").map(\.message) == [
                "theme 'dusk' in the site config is not defined by the Swift theme files"
            ])
        #expect(loaded.with(id: "theme-left-out").count == 2)
        #expect(loaded.catalogue?.themes.map(\.info.id) == ["light", "private"])
    }

    @Test("malformed Swift — unbalanced braces, unterminated strings and comments, not Swift at all — gives errors, not a crash")
    func malformedFolder() {
        let folder = SwiftSourceFixtures.folder("swift-malformed")
        let loaded = SwiftSourceFixtures.load(folder)
        let shown = loaded.diagnostics.filter { $0.severity == .error }.map { d -> String in
            let l = d.location!
            return "\(l.file.split(separator: "/").last!):\(l.line):\(l.column) \(d.id)"
        }
        #expect(
            shown == [
                "NotSwift.swift:1:1 swift-syntax",
                "NotSwift.swift:1:1 swift-missing",
                "NotSwift.swift:3:13 swift-syntax",
                "NotSwift.swift:3:32 swift-syntax",
                "NotSwift.swift:3:44 swift-syntax",
                "UnbalancedBraces.swift:4:32 swift-syntax",
                "UnbalancedBraces.swift:7:17 swift-syntax",
                "UnterminatedComment.swift:3:43 swift-missing",
                "UnterminatedComment.swift:6:1 swift-syntax",
                "UnterminatedString.swift:4:17 swift-syntax",
                "themebook.json:7:42 missing-file",
            ])
        #expect(loaded.catalogue?.palette.map(\.name) == ["Blue50", "Blue60", "Red50"])
        #expect(loaded.catalogue?.tokens.map(\.name) == ["layer1", "layer2"])
    }

    @Test("randomly damaged Acme sources never crash the loader, the checker or the converter")
    func damagedSources() throws {
        let pieces = [
            "}", "{", "(", ")", "[", "]", "\"", "/*", "*/", "//", "\n", ".", "AcmeDarkTheme().colors.", "Gradient(colors: [",
            "AcmeMissingToken.color(", ".withAlphaComponent(", "0.5", "-1", "2", "var x: UIColor", "static let Q = ", "case ",
            "struct Z {", "#if X", "layer1", "self.", "AcmeColors.", "UIColor(red: 300, green: 1, blue: 1)", "UIColor(rgb: 0x",
            "= .", "// MARK: - ", "@available(*, deprecated)",
        ]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let source = SwiftSourceFixtures.folder("swift-acme") + "/Sources/"
        let names = try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        try #require(names.count == 7)
        let originals = names.map { Array(SwiftSourceFixtures.read(source + $0).utf8) }
        let site = SwiftSourceFixtures.acme()
        defer { SwiftSourceFixtures.remove(site) }
        for _ in 0..<150 {
            let file = next(names.count)
            var bytes = originals[file]
            for _ in 0...next(4) {
                let at = next(bytes.count)
                if next(2) == 0 {
                    bytes.removeSubrange(at..<min(bytes.count, at + next(40)))
                } else {
                    bytes.insert(contentsOf: Array(pieces[next(pieces.count)].utf8), at: at)
                }
            }
            _ = FileManager.default.createFile(atPath: site + "/Sources/" + names[file], contents: Data(bytes))
            var diagnostics = Diagnostics()
            if let raw = ContentLoader.load(content: site, diagnostics: &diagnostics) {
                let catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
                _ = DTCGExporter(raw: raw, catalogue: catalogue).files(diagnostics: &diagnostics)
                _ = CatalogueJSON.serialized(catalogue)
            }
            _ = FileManager.default.createFile(atPath: site + "/Sources/" + names[file], contents: Data(originals[file]))
        }
    }

    @Test("a binary file is reported once, at its first byte that is not UTF-8")
    func binaryFile() {
        let site = SwiftSourceFixtures.acme()
        defer { SwiftSourceFixtures.remove(site) }
        var bytes = Array("final class AcmeColors {\n".utf8)
        bytes += [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF]
        _ = FileManager.default.createFile(atPath: site + "/Sources/AcmeColors.swift", contents: Data(bytes))
        let loaded = SwiftSourceFixtures.load(site)
        let syntax = loaded.with(id: "swift-syntax")
        #expect(syntax.count == 1)
        #expect(syntax.first?.location?.line == 2 && syntax.first?.location?.column == 1)
    }
}
