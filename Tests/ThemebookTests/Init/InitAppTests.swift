import Foundation
import Testing
@testable import ThemebookCore

/// `themebook init DIR --app PATH`, run in an app's repository: the config it writes reads the
/// colour sets and Swift theme files in place, each catalogue spelled as the app spells it, and
/// the result builds at once.
@Suite("themebook init --app")
struct InitAppTests {
    static let fixture = Repo.path("Tests/ThemebookTests/Fixtures/ios-colorsets")

    /// A repository holding the fixture's app (two catalogues, a swiftgen.yml, an Xcode project),
    /// with the Acme Swift theme files beside it when `swift`, an imageset-only catalogue and a
    /// `Pods` folder.
    static func repository(swift: Bool) throws -> TempSite {
        let repo = try TempSite([
            "App/Images.xcassets/logo.imageset/Contents.json": #"{"images": [], "info": {"author": "xcode", "version": 1}}"#,
            "App/Pods/Lib/Colors.xcassets/x.colorset/Contents.json": #"{"colors": []}"#,
            "App/Sources/Helpers/ColorHelpers.swift": "extension UIColor {\n    func lighter() -> UIColor { self }\n}\n",
            "App/Sources/Screens/Home.swift": """
                import UIKit
                final class Home: UIViewController {
                    override func viewDidLoad() {
                        view.backgroundColor = Asset.Colors.Label.primary.color
                        view.tintColor = UIColor(resource: .accent)
                    }
                }

                """,
        ])
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        try copyTree(URL(fileURLWithPath: Self.fixture + "/App"), to: repo.folder.appendingPathComponent("App"))
        if swift {
            try copyTree(
                URL(fileURLWithPath: Repo.path("Tests/ThemebookTests/Fixtures/swift-acme/Sources")),
                to: repo.folder.appendingPathComponent("App/Sources/Theme"))
        }
        return repo
    }

    @Test("colour sets alone: every catalogue with colour sets, spelled by SwiftGen and by Xcode; it builds clean")
    func colorSetsOnly() throws {
        let repo = try Self.repository(swift: false)
        defer { repo.remove() }
        let run = try Themebook.run(["init", "docs", "--title", "App", "--app", "App"], in: repo.folder)
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(InitTests.untimed(run.out) == """
            created docs/themebook.json
            created docs/guides/getting-started.md
            left out App/Images.xcassets: no colour sets
            read App/Resources/Assets.xcassets: 17 colour sets, spelled as SwiftGen's symbols (App/swiftgen.yml)
            read App/Widget/Assets.xcassets: 1 colour set, spelled as Xcode's asset symbols (App/App.xcodeproj/project.pbxproj)
            left out 'Pods' folder: build products, dependencies or version control
            left out App/Sources/Helpers/ColorHelpers.swift: declares no palette, token protocol, theme or image identifiers
            read the app's code in App: 2 Swift files, for where each token is used
            Checked 0 colours, 18 tokens, 4 themes, 1 guides, 0 images: 0 errors, 0 warnings, 16 notes (unused-token ×16)
            Next: themebook build --content docs   (writes site/; 'themebook check --content docs' in CI)

            """)
        #expect(repo.read("docs/themebook.json") == """
            {
              "title": "App",
              "guides": "guides",
              "colorSets": [
                {
                  "catalog": "../App/Resources/Assets.xcassets",
                  "code": "swiftgen",
                  "enum": "Asset"
                },
                {
                  "catalog": "../App/Widget/Assets.xcassets",
                  "code": "xcode",
                  "framework": "uikit"
                }
              ],
              "appCode": {
                "root": "..",
                "folders": [
                  "App"
                ],
                "exclude": [
                  "**/Pods"
                ]
              }
            }

            """)
        let build = try Themebook.run(["build", "--content", "docs"], in: repo.folder)
        #expect(build.status == 0, "\(build.err)")
        let primary = repo.read("site/tokens/Colors~2FLabel~2Fprimary.html")
        #expect(primary?.contains("Asset.Colors.Label.primary.color") == true)
        // The app's code reads it through SwiftGen's symbol, and the widget's colour through Xcode's.
        #expect(primary?.contains("App/Sources/Screens/Home.swift:4") == true)
        #expect(repo.read("site/tokens/Widget~2FAssets~2FAccentColor.html")?.contains("App/Sources/Screens/Home.swift:5") == true)
    }

    @Test("docs in a repository of their own, beside the app's: the check reads the app with --allow-read, and the next commands say so")
    func appOutsideTheProject() throws {
        let repos = try TempSite(["docs/README.md": "Docs\n"])
        defer { repos.remove() }
        try FileManager.default.createDirectory(atPath: repos.path("docs/.git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: repos.path("My App/.git"), withIntermediateDirectories: true)
        try copyTree(URL(fileURLWithPath: Self.fixture + "/App"), to: repos.folder.appendingPathComponent("My App/App"))
        let docs = repos.folder.appendingPathComponent("docs")
        let run = try Themebook.run(["init", "colours", "--title", "App", "--app", "../My App"], in: docs)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.err == "")
        let lines = InitTests.untimed(run.out).split(separator: "\n").map(String.init)
        #expect(lines.contains("../My App lies outside this project: every command that reads it needs --allow-read '../My App'"))
        #expect(lines.last == "Next: themebook build --content colours --allow-read '../My App'   (writes site/; 'themebook check --content colours --allow-read '../My App'' in CI)")
        #expect(lines.contains { $0.hasPrefix("Checked 0 colours, 18 tokens, 4 themes") })
        // Without it, a check reads nothing outside the project: the config alone cannot grant it.
        let bare = try Themebook.run(["check", "--content", "colours"], in: docs)
        #expect(bare.status == 1 && bare.err.contains("[outside-project]"))
        let allowed = try Themebook.run(["check", "--content", "colours", "--allow-read", "../My App"], in: docs)
        #expect(allowed.status == 0, "\(allowed.err)")
    }

    @Test("the number constants a theme's alpha names, in a file of no theming (UIKitConstants.alpha0_6 = CGFloat(0.6)), are read with the themes")
    func numberConstants() throws {
        let repo = try TempSite([
            "App/Colors.swift": """
                extension UIColor {
                    static var divider: UIColor {
                        UIColor(light: UIColor(rgb: 0x000000), dark: .white).withAlphaComponent(UIKitConstants.alpha0_6)
                    }
                }

                """,
            "App/UIKitConstants.swift": "@objc\nclass UIKitConstants: NSObject {\n    @objc static let alpha0_6 = CGFloat(0.6)\n}\n",
            "App/Unrelated.swift": "enum Limits {\n    static let max = 10\n}\n",
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read App/UIKitConstants.swift: number constants of the themes\n"))
        #expect(!run.out.contains("Unrelated"))
        #expect(run.out.contains("0 errors, 0 warnings"), "\(run.out)")
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: repo.folder)
        #expect(build.status == 0)
        #expect(repo.read("site/catalogue.json")?.contains("#00000099") == true)
    }

    @Test("a file of colour constants that also declares a helper the themes call is read as palette and theme: its constants are known")
    func paletteWithHelpers() throws {
        let repo = try TempSite([
            "App/UIColor+Brand.swift": """
                extension UIColor {
                    class func brand(hex: UInt32) -> UIColor {
                        return UIColor(hex: hex)
                    }

                    func mixed(with other: UIColor, amount: CGFloat) -> UIColor {
                        var red: CGFloat = 0
                        getRed(&red, green: nil, blue: nil, alpha: nil)
                        return UIColor(red: red * amount, green: 0, blue: 0, alpha: 1)
                    }

                    @objc(brandInkColor)
                    class var brand_ink: UIColor {
                        return UIColor(hex: 0x101820)
                    }

                    @objc(brandPaperColor)
                    class var brand_paper: UIColor {
                        return UIColor(hex: 0xFAF7F0)
                    }
                }

                """,
            "App/Style.swift": """
                class Style {
                    static var isNightMode: Bool { false }

                    static var surface: UIColor {
                        isNightMode ? .brand_ink : .brand_paper
                    }

                    static var pressed: UIColor {
                        isNightMode ? UIColor.brand(hex: 0x202830) : UIColor.brand_paper.mixed(with: .brand_ink, amount: 0.1)
                    }
                }

                """,
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read App/UIColor+Brand.swift: palette, theme\n"), "\(run.out)")
        // Only the mix, a function of statements, stays unknown.
        #expect(run.err.components(separatedBy: "[swift-unsupported]").count == 2, "\(run.err)")
        #expect(run.err.contains("'pressed' uses 'UIColor.brand_paper.mixed(with: …, amount: …)'"), "\(run.err)")
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: repo.folder)
        #expect(build.status == 0)
        let catalogue = try #require(repo.read("site/catalogue.json"))
        #expect(catalogue.contains("#101820") && catalogue.contains("#faf7f0") && catalogue.contains("#202830"))
    }

    @Test("dynamic colours as static members are found where the app's code reads them: UIColor.x, SwiftUI's Color.x mirror, Namespace.x")
    func staticTokenUses() throws {
        let repo = try TempSite([
            "App/Palette.swift": """
                extension UIColor {
                    static let surface = UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x101010) : UIColor(rgb: 0xFAFAFA) }
                    static let ink = UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0xF0F0F0) : UIColor(rgb: 0x202020) }
                    static let unread = UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x3366FF) : UIColor(rgb: 0x0033CC) }
                }

                extension Color {
                    static let surface = Color(UIColor.surface)
                }

                """,
            "App/Screens/Inbox.swift": """
                struct Inbox: View {
                    var body: some View {
                        List { Text("Mail") }.background(Color.surface)
                    }
                }

                final class Cell: UITableViewCell {
                    func style() {
                        textLabel?.textColor = UIColor.ink
                        detailTextLabel?.textColor = .unread
                    }
                }

                """,
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        // `.unread`, an implicit member, is not told from any other `.name`: the only unused token.
        #expect(run.out.contains("3 tokens, 2 themes"), "\(run.out)")
        #expect(run.out.contains("1 note (unused-token)"), "\(run.out)")
        let build = try Themebook.run(["build", "--content", "docs", "--output", "site"], in: repo.folder)
        #expect(build.status == 0)
        #expect(repo.read("site/tokens/surface.html")?.contains("Screens/Inbox.swift:3") == true)
        #expect(repo.read("site/tokens/ink.html")?.contains("Screens/Inbox.swift:9") == true)
    }

    @Test("a function per token switching on the theme enum, in a file named for neither: init finds it")
    func tokenFunctions() throws {
        let repo = try TempSite([
            "App/Shade.swift": """
                enum Look { case day, night }

                enum Shade {
                    static func canvas(for look: Look) -> UIColor {
                        switch look {
                        case .day: return UIColor(rgb: 0xFFFFFF)
                        case .night: return UIColor(rgb: 0x1C1C1E)
                        }
                    }
                    static func ink(for look: Look) -> UIColor {
                        switch look {
                        case .day: return UIColor(rgb: 0x111111)
                        case .night: return UIColor(rgb: 0xEEEEEE)
                        }
                    }
                }

                """,
            "App/Page.swift": "final class Page: UIView {\n    func paint() { backgroundColor = Shade.canvas(for: .day) }\n}\n",
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("read App/Shade.swift: theme\n"), "\(run.out)")
        // `canvas` is read in Page.swift: `ink` alone is unused.
        #expect(run.out.contains("2 tokens, 2 themes") && run.out.contains("1 note (unused-token)"), "\(run.out)")
    }

    @Test("colour sets beside Swift theme files: both read, diagnostics name files from the working folder")
    func withSwift() throws {
        let repo = try Self.repository(swift: true)
        defer { repo.remove() }
        let run = try Themebook.run(["init", "docs/colours", "--title", "App", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.err)")
        let lines = InitTests.untimed(run.out).split(separator: "\n").map(String.init)
        #expect(lines.contains("read App/Sources/Theme/AcmeThemeColourPalette.swift: token protocol"))
        #expect(lines.contains("read App/Sources/Theme/AcmeDarkTheme.swift: theme"))
        #expect(lines.contains("read App/Sources/Theme/AcmeColors.swift: palette"))
        #expect(lines.contains("read the app's code in App: 9 Swift files, for where each token is used"))
        // The theme files are the theme, not uses of it: only Home reads two colour sets.
        #expect(lines.contains("Checked 16 colours, 33 tokens, 4 themes, 1 guides, 9 images: 0 errors, 1 warning (same-in-light-and-dark), 43 notes (unused-token ×31, placeholder-token ×10, swift-skipped, unused-palette-color)"))
        let config = try #require(repo.read("docs/colours/themebook.json"))
        #expect(config.contains(#""protocol": "../../App/Sources/Theme/AcmeThemeColourPalette.swift","#))
        #expect(config.contains(#""catalog": "../../App/Resources/Assets.xcassets","#))
        // The warning names the Swift file by its path from here, not through the content folder.
        #expect(run.err.hasPrefix("App/Sources/Theme/AcmeDarkTheme.swift:25:9: warning: 'layerGradient' has the same value"))
        let check = try Themebook.run(["check", "--content", "docs/colours"], in: repo.folder)
        #expect(check.status == 0)
        #expect(check.out.contains("Checked 16 colours, 33 tokens, 4 themes"))
    }

    @Test("an app with neither colour sets nor a token protocol: an error, what was left out, nothing written")
    func nothingFound() throws {
        let repo = try TempSite([
            "App/Images.xcassets/logo.imageset/Contents.json": #"{"images": []}"#,
            "App/Sources/Palette.swift": "enum Palette {\n    static let brand = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n}\n",
        ])
        defer { repo.remove() }
        let run = try Themebook.run(["init", "--app", "App", "--app", "Gone"], in: repo.folder)
        #expect(run.status == 1)
        #expect(run.out == """
            left out App/Images.xcassets: no colour sets
            left out 1 Swift file of palettes or themes: none declares a token protocol (App/Sources/Palette.swift)

            """)
        #expect(run.err == """
            error: app folder 'Gone' does not exist or is not a folder [missing-file]
            themebook: init failed: 1 error (missing-file), 0 warnings

            """)
        let alone = try Themebook.run(["init", "--app", "App"], in: repo.folder)
        #expect(alone.status == 1)
        #expect(alone.err.hasPrefix("error: App holds no colour set and no Swift token protocol; name Swift files with --swift, or list catalogues under 'colorSets' by hand [init-no-sources]"))
        #expect(!FileManager.default.fileExists(atPath: repo.path("content")))
        let both = try Themebook.run(["init", "--app", "App", "--swift", "A.swift"], in: repo.folder)
        #expect(both.status == 2)
        #expect(both.err.hasPrefix("themebook: error: --app finds the Swift files itself; give --app or --swift, not both\n"))
    }

    @Test("SwiftGen configs: list entries, input and output folders, an enum name, a catalogue enum per input")
    func swiftGenConfig() {
        let config = SwiftGenConfig.read("""
            input_dir: App/   # where inputs are
            output_dir: App/Generated
            strings:
              inputs: en.lproj
            xcassets:
              - inputs:
                  - Colors.xcassets
                  - "Media.xcassets"
                outputs:
                  - templateName: swift5
                    params:
                      enumName: XCAsset
                      forceProvidesNamespaces: true
                    output: Assets.swift
              - inputs: Widget.xcassets
                outputs:
                  templateName: swift5
                  params: {}
                  output: Widget.swift
            """)
        #expect(config.entries == [
            .init(inputs: ["App/Colors.xcassets", "App/Media.xcassets"], output: "App/Generated/Assets.swift", enumName: "XCAsset", forceNamespaces: true, catalogueEnums: true),
            .init(inputs: ["App/Widget.xcassets"], output: "App/Generated/Widget.swift", enumName: "Asset", forceNamespaces: false, catalogueEnums: false),
        ])
    }

    @Test("a file SwiftGen generated, without its config, makes the catalogue spelled by its names")
    func generatedWithoutConfig() throws {
        let repo = try TempSite([
            "App/Colors.xcassets/Brand/primary.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "1", "green": "2", "blue": "3"}}}]}"#,
            "App/Colors.xcassets/Brand/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "App/Generated/XCAssets+Generated.swift": """
                // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
                internal enum ColorName {
                  internal enum Brand {
                    internal static let primaryColor = ColorAsset(name: "Brand/primary")
                  }
                }
                """,
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("read App/Colors.xcassets: 1 colour set, spelled as SwiftGen's symbols (App/Generated/XCAssets+Generated.swift)\n"))
        #expect(repo.read("docs/themebook.json")?.contains(#""enum": "ColorName",\#n      "generated": "../App/Generated/XCAssets+Generated.swift""#) == true)
        let check = try Themebook.run(["build", "--content", "docs"], in: repo.folder)
        #expect(check.status == 0, "\(check.err)")
        #expect(repo.read("site/tokens/Brand~2Fprimary.html")?.contains("ColorName.Brand.primaryColor.color") == true)
    }

    @Test("an app of 10,000 files is read whole, without entering build and dependency folders")
    func largeApp() throws {
        let repo = try TempSite()
        defer { repo.remove() }
        // Five files, linked into 10,000 places: writing 10,000 files' bytes is slow on some
        // disks, and the walk reads a link like any file.
        let sources = [
            "screen": "import UIKit\n\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        view.backgroundColor = .systemBackground\n    }\n}\n",
            "palette": "import UIKit\n\nextension UIColor {\n    static let screen = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)\n}\n",
            "colorset": #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0x10", "green": "0x20", "blue": "0x30", "alpha": "1.000"}}}]}"#,
            "json": "{}", "pod": "struct X { static let c = UIColor.red }\n",
        ]
        for (name, text) in sources { try repo.write("sources/\(name)", text) }
        var made = Set<String>()
        func link(_ source: String, _ path: String) throws {
            let folder = (repo.path(path) as NSString).deletingLastPathComponent
            if made.insert(folder).inserted { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try FileManager.default.linkItem(atPath: repo.path("sources/" + source), toPath: repo.path(path))
        }
        for i in 0..<6000 { try link(i % 50 == 0 ? "palette" : "screen", "App/Sources/Feature\(i / 100)/Screen\(i).swift") }
        for i in 0..<300 { try link("colorset", "App/Resources/Assets.xcassets/Group\(i / 30)/c\(i).colorset/Contents.json") }
        for i in 0..<1700 { try link("json", "App/Resources/Other/file\(i).json") }
        for i in 0..<2000 { try link("pod", "App/Pods/Lib\(i / 100)/X\(i).swift") }
        // How fast is for the benchmarks; this only guards against a walk that never ends (a
        // link cycle, a quadratic rescan), with room for a loaded CI machine.
        let start = ContinuousClock.now
        let (plan, report) = SiteInitializer.plan(folder: repo.path("docs"), title: "T", apps: [repo.path("App")])
        #expect(ContinuousClock.now - start < .seconds(120), "reading the app did not finish")
        #expect(!plan.diagnostics.hasErrors)
        #expect(report.contains("read \(repo.path("App"))/Resources/Assets.xcassets: 300 colour sets, spelled by name, UIColor(named: \"…\")"))
        #expect(report.contains("left out 'Pods' folder: build products, dependencies or version control"))
        #expect(!report.contains { $0.contains("/Pods/") })
    }
}

extension InitAppTests {
    @Test("a thin enum over SwiftGen symbols under the enum swiftgen.yml renames (enumName: Colors) is read as the theme")
    func swiftGenRenamedEnumTheme() throws {
        let repo = try TempSite([
            "App/Colors.xcassets/Brand/primary.colorset/Contents.json": #"{"colors": [{"color": {"components": {"red": "0x10", "green": "0x80", "blue": "0x20"}}}]}"#,
            "App/Colors.xcassets/Brand/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
            "App/swiftgen.yml": "xcassets:\n  inputs: Colors.xcassets\n  outputs:\n    templateName: swift5\n    output: Generated/Colors.swift\n    params:\n      enumName: Colors\n",
            "App/Styles.swift": "import SwiftUI\n\nenum Styles {\n    static let brand = Colors.Brand.primary.swiftUIColor\n}\n",
        ])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path(".git"), withIntermediateDirectories: true)
        let run = try Themebook.run(["init", "docs", "--app", "App"], in: repo.folder)
        #expect(run.status == 0, "\(run.err)")
        // Before: "left out App/Styles.swift: declares no palette, token protocol, theme or image identifiers".
        #expect(run.out.contains("read App/Styles.swift: theme\n"), "\(run.out)")
        let check = try Themebook.run(["build", "--content", "docs"], in: repo.folder)
        #expect(check.status == 0, "\(check.err)")
        #expect(repo.read("site/catalogue.json")?.contains(#""name": "brand""#) == true)
    }
}
