import Foundation
import Testing

@testable import ThemebookCore

/// Themes as a hierarchy of classes, no protocol: the root class's colour members are the tokens,
/// and it (when it gives each a value) and every class below it are themes, each inheriting what
/// it does not override.
@Suite("Swift shapes: a hierarchy of theme classes")
struct SwiftClassShapeTests {
    static let config = #"{"title": "Classes", "swift": {"protocol": "Theme.swift", "themes": ["Theme.swift", "Night.swift"]}}"#

    static let themes = """
        import UIKit

        class StandardTheme {
            // MARK: - Surfaces
            /// The screen's background.
            var background: UIColor { UIColor(rgb: 0xFFFFFF) }
            var card: UIColor { UIColor(rgb: 0xF0F0F4) }
            // MARK: - Text
            var text: UIColor { UIColor(rgb: 0x15141A) }
            var cornerRadius: CGFloat { 8 }
            func tint(_ view: UIView) {}
        }

        class SepiaTheme: StandardTheme {
            override var background: UIColor { UIColor(rgb: 0xF8F1E3) }
        }

        """

    static let night = """
        import UIKit

        final class NightTheme: StandardTheme {
            override var background: UIColor { UIColor(rgb: 0x1C1B22) }
            override var card: UIColor { UIColor(rgb: 0x2B2A33) }
            override var text: UIColor { UIColor(rgb: 0xFBFBFE) }
        }

        """

    @Test("the root class's colour members are the tokens, in MARK categories; it and each subclass are a theme, inheriting what they do not override")
    func hierarchy() throws {
        let (site, result) = try AndroidFixtures.inline([
            "themebook.json": Self.config, "Theme.swift": Self.themes, "Night.swift": Self.night,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        #expect(catalogue.themes.map(\.info.id) == ["standard", "sepia", "night"])
        #expect(catalogue.themes.map(\.info.appearance) == [.light, .light, .dark])
        #expect(catalogue.tokens.map(\.name) == ["background", "card", "text"])
        #expect(catalogue.tokens.map(\.category) == ["Surfaces", "Surfaces", "Text"])
        #expect(catalogue.tokens.first?.description == "The screen's background.")
        #expect(["standard", "sepia", "night"].map { catalogue.shown("background", in: $0) } == ["#ffffff", "#f8f1e3", "#1c1b22"])
        // Sepia overrides the background alone: its card and text are the standard theme's.
        #expect(["standard", "sepia", "night"].map { catalogue.shown("card", in: $0) } == ["#f0f0f4", "#f0f0f4", "#2b2a33"])
        #expect(catalogue.shown("text", in: "sepia") == "#15141a")
        #expect(result.errorCount == 0, "\(result.diagnosticLines(relativeTo: site.folder.path))")
    }

    @Test("an abstract root (members that call fatalError) is no theme; its subclasses are")
    func abstractRoot() throws {
        let base = """
            class BaseTheme {
                var background: UIColor { fatalError("a subclass gives it") }
                var text: UIColor { fatalError("a subclass gives it") }
            }

            class LightTheme: BaseTheme {
                override var background: UIColor { .white }
                override var text: UIColor { UIColor(rgb: 0x15141A) }
            }

            class DarkTheme: BaseTheme {
                override var background: UIColor { .black }
                override var text: UIColor { .white }
            }

            """
        let (site, result) = try AndroidFixtures.inline([
            "themebook.json": #"{"title": "Classes", "swift": {"protocol": "Theme.swift", "themes": ["Theme.swift"]}}"#, "Theme.swift": base,
        ])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark"])
        #expect(catalogue.shown("text", in: "dark") == "#ffffff")
        #expect(result.errorCount == 0 && result.warningCount == 0, "\(result.diagnosticLines(relativeTo: site.folder.path))")
    }

    @Test("classes nobody overrides are not a hierarchy of themes; a protocol, when there is one, declares the tokens")
    func notAHierarchy() throws {
        let loose = """
            class Styles {
                var background: UIColor { .white }
            }

            class Extra: Styles {
                var other: UIColor { .red }
            }

            """
        var ignored = Diagnostics()
        let file = SwiftSourceFile.parse(Array(loose.utf8), path: "Styles.swift", diagnostics: &ignored)
        #expect(SwiftProtocolReader.tokenClass(in: file, among: [file]) == nil)
        // Screens whose subclasses override a colour are no themes: the root must be named as theming.
        let screens = """
            class BaseViewController: UIViewController {
                var backgroundColor: UIColor { .white }
            }

            final class NewsViewController: BaseViewController {
                override var backgroundColor: UIColor { .systemGray6 }
            }

            """
        let screenFile = SwiftSourceFile.parse(Array(screens.utf8), path: "Screens.swift", diagnostics: &ignored)
        #expect(SwiftProtocolReader.tokenClass(in: screenFile, among: [screenFile]) == nil)
        let themeFile = SwiftSourceFile.parse(Array(Self.themes.utf8), path: "Theme.swift", diagnostics: &ignored)
        #expect(SwiftProtocolReader.tokenClass(in: themeFile, among: [themeFile])?.name == "StandardTheme")
        let both = SwiftSourceFile.parse(Array((Self.themes + "protocol Palette {\n    var ink: UIColor { get }\n}\n").utf8), path: "Both.swift", diagnostics: &ignored)
        var diagnostics = Diagnostics()
        #expect(SwiftProtocolReader.read(both, diagnostics: &diagnostics)?.name == "Palette")
    }

    @Test("init --app finds the hierarchy: the root's file is the token class, the subclasses' files the themes")
    func initFindsIt() throws {
        let repo = try TempSite(["App/Theme.swift": Self.themes, "App/Night.swift": Self.night])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read App/Theme.swift: token class, theme\n"), "\(run.out)")
        #expect(run.out.contains("read App/Night.swift: theme\n"), "\(run.out)")
        #expect(run.out.contains("Checked 0 colours, 3 tokens, 3 themes"), "\(run.out)")
    }
}
