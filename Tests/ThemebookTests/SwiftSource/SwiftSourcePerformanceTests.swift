import Foundation
import Testing

@testable import ThemebookCore

/// Sources the size of the real app: 112 colours, 101 tokens, 4 themes, 200 image identifiers.
enum SwiftSourceBenchApp {
    static let families = [
        "Black & White", "Light Grey", "Dark Grey", "Blue", "Green", "Yellow", "Orange", "Red", "Violet", "Pink", "Purple", "Ink",
    ]
    static let categories = ["Layers", "Actions", "Text", "Icons", "Border", "Shadow", "Gradient", "Nova tokens"]

    static var colorNames: [String] { (0..<112).map { "\(families[$0 % families.count].filter(\.isLetter))\($0)" } }
    static var tokenNames: [String] {
        (0..<101).map { "\(categories[$0 % categories.count].filter(\.isLetter).lowercased())Token\($0)" }
    }

    static func files() -> [String: String] {
        let themes = ["light", "dark", "night", "private"]
        var files: [String: String] = [:]
        var palette = "import UIKit\n\nfinal class BenchColors {\n"
        for (i, name) in colorNames.enumerated() {
            if i % 10 == 0 { palette += "\n    // MARK: - \(families[(i / 10) % families.count])\n" }
            palette += "    static let \(name) = UIColor(rgb: 0x\(String(format: "%06X", i * 0x020305 % 0xFFFFFF)))\n"
        }
        files["Sources/BenchColors.swift"] = palette + "}\n"
        var proto = "import UIKit\n\npublic protocol BenchPalette {\n"
        for (i, name) in tokenNames.enumerated() {
            if i % 13 == 0 { proto += "\n    // MARK: - \(categories[(i / 13) % categories.count])\n" }
            proto += "    /// Token number \(i).\n    var \(name): \(i % 17 == 16 ? "Gradient" : "UIColor") { get }\n"
        }
        proto += "}\n\npublic enum BenchThemeType: String {\n    case light, dark, night, `private`\n}\n"
        files["Sources/BenchPalette.swift"] = proto
        for (t, theme) in themes.enumerated() {
            var text = "import UIKit\n\npublic struct Bench\(theme.capitalized)Theme {\n"
            text +=
                "    public var type: BenchThemeType = .\(theme)\n    public var colors: BenchPalette = Bench\(theme.capitalized)Palette()\n}\n\n"
            text += "private struct Bench\(theme.capitalized)Palette: BenchPalette {\n"
            for (i, name) in tokenNames.enumerated() {
                let color = "BenchColors.\(colorNames[(i * 7 + t * 13) % colorNames.count])"
                if i % 17 == 16 {
                    text +=
                        "    var \(name) = Gradient(colors: [\n        \(color),\n        \(color).withAlphaComponent(0.5)\n    ])\n"
                } else if i % 5 == 1 {
                    text += "    var \(name): UIColor = \(color).withAlphaComponent(0.\(i % 9 + 1))\n"
                } else if i % 11 == 3, (i - 1) % 17 != 16 {
                    text += "    var \(name): UIColor { \(tokenNames[i - 1]) }\n"
                } else {
                    text += "    var \(name): UIColor = \(color)\n"
                }
            }
            files["Sources/Bench\(theme.capitalized)Theme.swift"] = text + "}\n"
        }
        var images = "import Foundation\n\npublic struct BenchImageIdentifiers {\n"
        for group in 0..<5 {
            images += "    // Icon size \(8 * (group + 1))x\(8 * (group + 1))\n    public struct Group\(group) {\n"
            for i in 0..<40 { images += "        public static let image\(i) = \"image\(i)Group\(group)\"\n" }
            images += "    }\n\n"
        }
        files["Sources/BenchImageIdentifiers.swift"] = images + "}\n"
        let list = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
        files["themebook.json"] = """
            {"title": "Bench", "themes": \("[" + list(themes) + "]"), "swift": {
              "palette": ["Sources/BenchColors.swift"], "protocol": "Sources/BenchPalette.swift",
              "themes": [\(list(themes.map { "Sources/Bench\($0.capitalized)Theme.swift" }))],
              "images": ["Sources/BenchImageIdentifiers.swift"]}}
            """
        return files
    }
}

@Suite("Swift sources: an app-sized source set")
struct SwiftSourcePerformanceTests {
    // Speed is measured by scripts/bench-swift-sources.sh (ratios on the same machine), never by
    // a timed unit test: a shared CI machine makes wall-clock limits flaky.
    @Test("sources the size of the real app read completely")
    func realAppSize() throws {
        let folder = SwiftSourceFixtures.temporaryFolder()
        defer { SwiftSourceFixtures.remove(folder) }
        SwiftSourceFixtures.write(SwiftSourceBenchApp.files(), into: folder)
        let loaded = SwiftSourceFixtures.load(folder)
        let catalogue = try #require(loaded.catalogue)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(catalogue.palette.count == 112 && catalogue.tokens.count == 101)
        #expect(catalogue.themes.count == 4 && catalogue.images.count == 200)
    }
}
