import Foundation
import Testing

@testable import ThemebookCore

/// Shape 5: one theme enum whose colour members switch on `self` (`swift-shapes/case-enum`):
/// the cases are the themes, the colour members the tokens.
@Suite("Swift shapes: a theme enum whose colours switch on self")
struct SwiftCaseShapeTests {
    let shape = SwiftShapes.load("case-enum")

    @Test("each case is a theme, named by the case (not its raw value), dark by its name")
    func themes() throws {
        let infos = try #require(shape.catalogue?.themes.map(\.info))
        #expect(infos.map(\.id) == ["light", "sepia", "dark", "midnight"])
        #expect(infos.map(\.label) == ["Light", "Sepia", "Dark", "Midnight"])
        #expect(infos.map(\.appearance) == [.light, .light, .dark, .dark])
        #expect(shape.errors.isEmpty, "\(shape.errors.map(\.message))")
    }

    @Test("the colour members are the tokens, in MARK categories, spelt through the enum's current case; a Bool is not")
    func tokens() throws {
        let tokens = try #require(shape.raw?.declarations)
        #expect(tokens.map(\.name) == ["background", "text", "link", "divider", "highlight", "selection"])
        #expect(tokens.map(\.category) == ["Page", "Text", "Text", "Text", "Accents", "Accents"])
        #expect(shape.declaration("background")?.description == "Behind the text.")
        #expect(shape.declaration("text")?.codeSpelling == "ReaderTheme.current.text")
    }

    @Test("the clause naming the case gives its value, several cases to a clause, else default; a bare member is the same theme's token")
    func values() {
        #expect(shape.hexes("background") == ["light": "#ffffff", "sepia": "#f4ecd8", "dark": "#15141a", "midnight": "#15141a"])
        #expect(shape.paletteNames("background") == ["sepia": "paper", "dark": "gray900", "midnight": "gray900"])
        #expect(shape.hexes("text") == ["light": "#000000", "sepia": "#2b2118", "dark": "#f0f0f4", "midnight": "#f0f0f4"])
        #expect(shape.hexes("link") == shape.hexes("text"))
        guard let link = shape.color("link", in: "sepia") else {
            Issue.record("link is a colour in sepia")
            return
        }
        #expect(link.chain.map(\.text).first == "text")
        #expect(shape.hexes("divider") == ["light": "#0000001a", "sepia": "#0000001a", "dark": "#ffffff1a", "midnight": "unknown"])
    }

    @Test("a test of self, as a ternary or an if, gives its case the one side and every other case the other")
    func selfTests() {
        #expect(shape.hexes("highlight") == ["light": "#f0f0f4", "sepia": "#2b2118", "dark": "#f0f0f4", "midnight": "#f0f0f4"])
        #expect(shape.hexes("selection") == ["light": "#f4ecd8", "sepia": "#15141a", "dark": "#15141a", "midnight": "#15141a"])
    }

    @Test("the tests of self read: ==, !=, either side, || and && of them, if case, and an array's contains, negated or not")
    func selfTestForms() {
        func read(_ condition: String) -> String {
            guard let (equal, names) = SwiftCaseThemeReader.selfTest(condition) else { return "nil" }
            return (equal ? "" : "not ") + names.joined(separator: ",")
        }
        #expect(read("self == .dark") == "dark")
        #expect(read(".dark == self") == "dark")
        #expect(read("self != .light") == "not light")
        #expect(read("self == .dark || self == .midnight") == "dark,midnight")
        #expect(read("self != .light && .sepia != self") == "not light,sepia")
        #expect(read("case .sepia = self") == "sepia")
        #expect(read("[.dark, .midnight].contains(self)") == "dark,midnight")
        #expect(read("![.light].contains(self)") == "not light")
        // Not tests of self alone.
        for other in [
            "Flags.on == .dark", "self == .dark && flag", "self == .dark || self != .light", "self == .dark && self == .light",
            "case .dark = style", "case let .custom(name) = self", "[.dark, flag].contains(self)", "[].contains(self)",
            "[.dark].contains(style)", "self == dark", "self == .", "",
        ] {
            #expect(read(other) == "nil", "\(other)")
        }
    }

    @Test("chains of tests (ternaries, else if), if case and contains give each case the first branch naming it, the rest the last")
    func chains() {
        let source = """
            import UIKit

            enum Mode {
                case light, sepia, dark, midnight

                var page: UIColor { self == .light ? .white : self == .sepia ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : .black }
                var ink: UIColor {
                    if case .light = self {
                        return .black
                    } else if [.dark, .midnight].contains(self) {
                        return .white
                    }
                    return UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                }
                var rule: UIColor { self == .dark || self == .midnight ? .white : .black }
                var glow: UIColor {
                    if case .midnight = self { return .white }
                    return .black
                }
            }

            """
        let loaded = Self.load(source, as: "Mode.swift")
        let unsupported = loaded.warnings.filter { $0.id == "swift-unsupported" }.map(\.message)
        #expect(unsupported.isEmpty, "\(unsupported)")
        #expect(loaded.catalogue?.themes.map(\.info.id) == ["light", "sepia", "dark", "midnight"])
        #expect(loaded.hexes("page") == ["light": "#ffffff", "sepia": "#ff0000", "dark": "#000000", "midnight": "#000000"])
        #expect(loaded.hexes("ink") == ["light": "#000000", "sepia": "#0000ff", "dark": "#ffffff", "midnight": "#ffffff"])
        #expect(loaded.hexes("rule") == ["light": "#000000", "sepia": "#000000", "dark": "#ffffff", "midnight": "#ffffff"])
        #expect(loaded.hexes("glow") == ["light": "#000000", "sepia": "#000000", "dark": "#000000", "midnight": "#ffffff"])
    }

    @Test("if case on something else than self is a run-time choice, named as written in the warning")
    func ifCaseElsewhere() {
        let source = """
            import UIKit

            enum Mode {
                case light, dark
                var page: UIColor { self == .light ? .white : .black }
                var ink: UIColor { self == .light ? .black : .white }
                var accent: UIColor {
                    if case .on = Flags.style { return .white }
                    return .black
                }
            }

            """
        let loaded = Self.load(source, as: "Mode.swift")
        let warning = loaded.warnings.first { $0.id == "swift-unsupported" }
        #expect(warning?.message.contains("'if case .on = Flags.style'") == true, "\(loaded.warnings.map(\.message))")
        #expect(warning.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == "8:9")
        #expect(loaded.hexes("accent") == ["light": "unknown", "dark": "unknown"])
    }

    @Test("a case no clause names, with no default, is unknown with a warning at the switch")
    func missingClause() throws {
        // Besides it, a test of self gives three of the four themes one value: a light and a
        // dark theme then look the same, which the check says.
        #expect(shape.warnings.map(\.id).sorted() == ["same-in-light-and-dark", "same-in-light-and-dark", "swift-unsupported"])
        let warning = try #require(shape.with(id: "swift-unsupported").first)
        #expect(warning.message.contains("'ReaderTheme.divider' has no clause for '.midnight'"))
        #expect(SwiftShapes.place(warning, file: "ReaderTheme.swift")
            == SwiftShapes.position(of: "switch self", in: "Sources/ReaderTheme.swift", shape: "case-enum", occurrence: 3))
    }

    @Test("init --swift finds the shape: the enum's file as themes, the palette's as palette, and the result checks")
    func initFindsIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("case-enum-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for file in ["Palette.swift", "ReaderTheme.swift"] {
            try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: SwiftShapes.folder("case-enum") + "/Sources/" + file, toPath: folder + "/Sources/" + file)
        }
        let run = try Themebook.run(
            ["init", "docs", "--swift", "Sources/Palette.swift", "Sources/ReaderTheme.swift"], in: URL(fileURLWithPath: folder))
        #expect(run.status == 0, "\(run.err)")
        let config = try String(contentsOfFile: folder + "/docs/themebook.json", encoding: .utf8)
        #expect(config.contains("\"palette\": [\n      \"../Sources/Palette.swift\"\n    ]"), "\(config)")
        #expect(config.contains("\"themes\": [\n      \"../Sources/ReaderTheme.swift\"\n    ]"), "\(config)")
        #expect(run.out.contains("4 colours, 6 tokens, 4 themes"), "\(run.out)")
    }

    @Test("an enum of token names whose one colour member, or light and dark pair, switches on self is not a theme enum")
    func tokenEnumsAreNotThemes() {
        for members in [["color"], ["light", "dark"]] {
            var source = "import UIKit\n\nenum AppColor {\n    case primary, secondary, accent\n"
            for member in members {
                source += "    var \(member): UIColor {\n        switch self {\n"
                source += "        case .primary: return .white\n        case .secondary: return .black\n        case .accent: return .red\n"
                source += "        }\n    }\n"
            }
            source += "}\n"
            let loaded = Self.load(source, as: "AppColor.swift")
            let themes = loaded.catalogue?.themes.map(\.info.id) ?? []
            #expect(!themes.contains("primary"), "\(members): \(themes)")
        }
    }

    /// `source` as the one Swift theme file of a content folder of its own, loaded.
    static func load(_ source: String, as file: String) -> SwiftSourceFixtures.Loaded {
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(
            [file: source, "themebook.json": #"{"title": "Themes", "swift": {"themes": ["\#(file)"]}}"#], into: folder)
        return SwiftSourceFixtures.load(folder)
    }

    @Test("a function per token that switches on the theme enum it is given (static func canvas(for look: Look? = nil) -> UIColor): the functions are the tokens, the cases the themes")
    func tokenFunctions() throws {
        let swift = """
            enum Look { case day, night, sepia }

            enum Shade {
                static var look: Look = .day

                /// The page.
                static func canvas(for look: Look? = nil) -> UIColor {
                    switch look ?? Shade.look {
                    case .day: return UIColor(rgb: 0xFFFFFF)
                    case .night: return UIColor(rgb: 0x1C1C1E)
                    case .sepia: return UIColor(rgb: 0xF4ECD8)
                    }
                }

                static func ink(for look: Look? = nil) -> UIColor {
                    let look = look ?? Shade.look
                    switch look {
                    case .night: return UIColor(rgb: 0xEEEEEE)
                    default: return UIColor(rgb: 0x111111)
                    }
                }

                static func radius(for look: Look) -> CGFloat { 4 }
            }

            """
        let (site, result) = try AndroidFixtures.inline(["Shade.swift": swift, "themebook.json": #"{"swift": {"themes": ["Shade.swift"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnostics.map(\.message))")
        #expect(catalogue.themes.map(\.info.id) == ["day", "night", "sepia"])
        #expect(catalogue.themes.map(\.info.appearance) == [.light, .dark, .light])
        #expect(catalogue.tokens.map(\.name) == ["canvas", "ink"])
        #expect(catalogue.tokens.map(\.codeSpelling) == ["Shade.canvas()", "Shade.ink()"])
        #expect(catalogue.tokens.first?.description == "The page.")
        #expect(["day", "night", "sepia"].map { catalogue.shown("canvas", in: $0) } == ["#ffffff", "#1c1c1e", "#f4ecd8"])
        #expect(["day", "night", "sepia"].map { catalogue.shown("ink", in: $0) } == ["#111111", "#eeeeee", "#111111"])
        #expect(result.errorCount == 0 && result.warningCount == 0, "\(result.diagnostics.map(\.message))")

        // A single function switching over an enum is a token switch (its cases the tokens), not this.
        var ignored = Diagnostics()
        let one = SwiftSourceFile.parse(Array("""
            enum Token { case text, link, fill }
            enum Palette {
                static func color(for token: Token) -> UIColor {
                    switch token {
                    case .text: return .black
                    default: return .blue
                    }
                }
            }

            """.utf8), path: "One.swift", diagnostics: &ignored)
        var byName: [String: [SwiftTypeDeclaration]] = [:]
        for type in one.allTypes { byName[type.name, default: []].append(type) }
        #expect(SwiftCaseThemeReader.find(in: [one], index: SwiftTypeIndex(byName)) == nil)
    }
}
