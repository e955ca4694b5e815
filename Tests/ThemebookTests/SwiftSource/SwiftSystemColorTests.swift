import Testing

@testable import ThemebookCore

/// Apple's system colours named in Swift (`.label`, `UIColor.systemBackground`, SwiftUI's
/// `Color.primary`): in a theme, the value Apple documents for its appearance, as colour sets
/// naming them get.
@Suite("Swift shapes: system colours")
struct SwiftSystemColorTests {
    static func load(_ swift: String, config: String = #"{"swift": {"themes": ["Colors.swift"]}}"#) throws -> (site: TempSite, result: Build.Result) {
        try AndroidFixtures.inline(["Colors.swift": swift, "themebook.json": config])
    }

    @Test("statics of UIColor: .label, UIColor.systemBackground, a pair of system greys, Color(.separator), SwiftUI's Color.primary and Color.red")
    func dynamicStatics() throws {
        let (site, result) = try Self.load("""
            import UIKit
            extension UIColor {
                static var text: UIColor { return .label }
                static var page: UIColor { UIColor.systemBackground }
                static let divider = UIColor(light: .systemGray6, dark: .systemGray5)
                static let rule = Color(.separator)
                static let ink = Color.primary
                static let alert = Color.red.opacity(0.5)
                static let brand = UIColor(light: UIColor(rgb: 0x0675C4), dark: UIColor(rgb: 0x399CE3))
            }

            """)
        defer { site.remove() }
        #expect(result.diagnostics.filter { $0.severity == .warning || $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let catalogue = try #require(result.catalogue)
        let expected: [String: [String]] = [
            "text": ["#000000", "#ffffff"],
            "page": ["#ffffff", "#000000"],
            "divider": ["#f2f2f7", "#2c2c2e"],
            "rule": ["#3c3c434a", "#54545899"],
            "ink": ["#000000", "#ffffff"],
            "alert": ["#ff3b3080", "#ff453a80"],
            "brand": ["#0675c4", "#399ce3"],
        ]
        for (token, hexes) in expected {
            #expect(["light", "dark"].map { catalogue.shown(token, in: $0) } == hexes, "\(token)")
        }
        // The value says which system colour it is, as written.
        guard case .color(let text)? = catalogue.themes.first(where: { $0.info.id == "dark" })?.values["text"] else {
            Issue.record("text is a colour")
            return
        }
        #expect(text.notation == ".label")
    }

    @Test("a palette constant that is a system colour is a warning at it; .red alone is not one (UIKit's is pure red, SwiftUI's the system red)")
    func outsideATheme() throws {
        let config = #"{"swift": {"palette": ["Palette.swift"], "themes": ["Colors.swift"]}}"#
        let (site, result) = try AndroidFixtures.inline(["Palette.swift": "enum Palette {\n    static let ink = UIColor.label\n}\n", "themebook.json": config, "Colors.swift": """
            import UIKit
            extension UIColor {
                static let alert = UIColor(light: .red, dark: .systemRed)
            }

            """])
        defer { site.remove() }
        let warnings = result.diagnostics.filter { $0.id == SwiftColorReader.unsupportedID }
        #expect(warnings.map(\.message) == [
            "'alert' uses '.red', which themebook does not read; its value is shown as unknown",
            "'ink' uses 'UIColor.label', a system colour that changes with the appearance, outside a theme, which themebook does not read; its value is shown as unknown",
        ])
        #expect(warnings.map { "\($0.location?.file.hasSuffix("Palette.swift") == true ? "P" : "C"):\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["C:3:39", "P:2:22"])
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.shown("alert", in: "dark") == "#ff453a")
    }
}
