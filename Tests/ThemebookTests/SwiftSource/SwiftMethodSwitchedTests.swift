import Foundation
import Testing

@testable import ThemebookCore

/// A colour holder whose members a method sets on each side of a choice on the appearance, the
/// app keeping one instance of it (`static let shared`): two themes, light and dark.
@Suite("Swift: colour members a method sets for dark and light")
struct SwiftMethodSwitchedTests {
    static let holder = """
        import UIKit

        final class Tints: NSObject {
            static let shared: Tints = {
                let made = Tints()
                made.refresh()
                return made
            }()

            /// The brand.
            let accent: UIColor = UIColor(red: 0.0 / 255.0, green: 96.0 / 255.0, blue: 223.0 / 255.0, alpha: 1.0)
            var page: UIColor = .white
            var ink: UIColor = .black
            var tint: UIColor
            var rule: UIColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)

            override init() {
                self.tint = self.accent
            }

            func refresh() {
                let nightMode = Settings.readNightMode()
                if nightMode {
                    page = .black
                    ink = .white
                    self.tint = accent.withAlphaComponent(0.5)
                    rule = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
                } else {
                    page = .white
                    ink = .black
                }
            }
        }

        """

    static func load(_ source: String) -> SwiftSourceFixtures.Loaded {
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(["Tints.swift": source, "themebook.json": #"{"title": "Tints", "swift": {"themes": ["Tints.swift"]}}"#], into: folder)
        return SwiftSourceFixtures.load(folder)
    }

    @Test("each side of the method is a theme over the members' initial values and init(); a member it never sets is the same on purpose")
    func sides() throws {
        let loaded = Self.load(Self.holder)
        #expect(loaded.diagnostics.filter { $0.severity != .note }.isEmpty, "\(loaded.diagnostics.map(\.message))")
        let catalogue = try #require(loaded.catalogue)
        #expect(catalogue.themes.map { "\($0.info.id) \($0.info.appearance.rawValue)" } == ["light light", "dark dark"])
        #expect(catalogue.tokens.map(\.name) == ["accent", "page", "ink", "tint", "rule"])
        #expect(catalogue.tokens.map(catalogue.spelled) == ["accent", "page", "ink", "tint", "rule"].map { "Tints.shared.\($0)" })
        let shown = { (token: String) in ["light", "dark"].map { catalogue.shown(token, in: $0) } }
        #expect(shown("accent") == ["#0060df", "#0060df"])
        #expect(shown("page") == ["#ffffff", "#000000"])
        #expect(shown("ink") == ["#000000", "#ffffff"])
        #expect(shown("tint") == ["#0060df", "#0060df80"])
        #expect(shown("rule") == ["#e6e6e6", "#333333"])
        // Set on one side only (`rule`, `tint`), a member is still compared; never set, it is not.
        #expect(catalogue.tokens.first { $0.name == "accent" }?.sameAcrossAppearances == true)
        #expect(catalogue.tokens.first { $0.name == "rule" }?.sameAcrossAppearances == false)
        #expect(!loaded.diagnostics.contains { $0.id == "same-in-light-and-dark" })
    }

    @Test("the system's style as the choice: traits.userInterfaceStyle == .dark, its else the light side")
    func systemStyle() throws {
        let source = """
            struct Look {
                var page: UIColor = .white
                var ink: UIColor = .black

                mutating func update(for traits: UITraitCollection) {
                    if traits.userInterfaceStyle == .dark {
                        page = .black
                        ink = .white
                    }
                }
            }

            """
        let loaded = Self.load(source)
        let catalogue = try #require(loaded.catalogue, "\(loaded.diagnostics.map(\.message))")
        #expect(catalogue.themes.map(\.info.id) == ["light", "dark"])
        #expect(catalogue.shown("page", in: "dark") == "#000000")
        #expect(catalogue.shown("page", in: "light") == "#ffffff")
    }

    @Test("a choice on anything but the appearance, or one member set, is not this shape")
    func notSwitched() {
        let other = Self.holder.replacingOccurrences(of: "if nightMode {", with: "if compactMode {")
        #expect(Self.load(other).catalogue?.themes.count != 2)
        let one = """
            final class Tints {
                var page: UIColor = .white
                var ink: UIColor = .black

                func refresh() {
                    if isDarkMode { page = .black }
                }
            }

            """
        #expect(Self.load(one).catalogue?.themes.count != 2)
    }

    @Test("UIKit's fixed colours: UIColor.red, and .lightGray in a UIColor property; SwiftUI's adaptive Color.red is not read as one")
    func fixedUIKitColors() throws {
        let source = """
            final class Marks {
                var alert: UIColor = .red
                var muted: UIColor = UIColor.lightGray
                var link: UIColor = .blue
                var swiftUI: Color = .red

                func apply() {
                    if isDarkMode {
                        alert = UIColor.orange
                        muted = .darkGray
                    } else {
                        alert = .red
                    }
                }
            }

            """
        let loaded = Self.load(source)
        let catalogue = try #require(loaded.catalogue, "\(loaded.diagnostics.map(\.message))")
        #expect(catalogue.shown("alert", in: "light") == "#ff0000")
        #expect(catalogue.shown("alert", in: "dark") == "#ff8000")
        #expect(catalogue.shown("muted", in: "light") == "#aaaaaa")
        #expect(catalogue.shown("link", in: "light") == "#0000ff")
        #expect(catalogue.shown("swiftUI", in: "light") == "unknown")
        #expect(loaded.diagnostics.contains { $0.id == "swift-unsupported" && $0.message.contains("'swiftUI' uses '.red'") })
    }

}
