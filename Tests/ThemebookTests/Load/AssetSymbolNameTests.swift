import Testing
@testable import ThemebookCore

/// The names code generators give colour sets, checked against names real generated files hold,
/// and a SwiftGen file read for its symbols.
@Suite("Asset symbol names")
struct AssetSymbolNameTests {
    @Test("Xcode's generated asset symbols: camel case, acronyms, digits, the Color suffix, namespaces")
    func xcode() {
        // Asset name → member, as Xcode's GeneratedAssetSymbols.swift files name them.
        let members: [(String, String)] = [
            ("AccentColor", "accent"), ("backgroundColor", "background"), ("DSAction", "dsAction"),
            ("DSDockCPU", "dsDockCPU"), ("pastelbabyblue", "pastelbabyblue"), ("bear_no_background", "bearNoBackground"),
            ("chip_aqua_pastel", "chipAquaPastel"), ("10_back_arm", "_10BackArm"), ("emtyList", "emtyList"),
            ("121212", "_121212"), ("292C38", "_292_C_38"), ("2B3041", "_2_B_3041"), ("34394D", "_34394_D"),
            ("4AB3FF", "_4_AB_3_FF"), ("A2D8FF", "A_2_D_8_FF"), ("B1AFC6", "B_1_AFC_6"), ("CE9D2E", "CE_9_D_2_E"),
            ("DCAC00", "DCAC_00"), ("ECEAFB", "ECEAFB"), ("FFFFFF", "FFFFFF"), ("c50000", "c50000"), ("Primary", "primary"),
            ("LaunchBackground", "launchBackground"), ("add_list_ic", "addListIc"), ("brand color", "brand"), ("default", "`default`"),
        ]
        for (name, member) in members { #expect(AssetSymbolName.xcode(name, type: false) == member, "\(name)") }
        #expect(AssetSymbolName.xcode("AppIcon", type: true) == "AppIcon")
        #expect(AssetSymbolName.xcode("Colors", type: true) == "Colors")
        #expect(AssetSymbolName.xcode("deprecated", type: true) == "Deprecated")
    }

    @Test("SwiftGen's symbols: the pretty identifier, lowerFirstWord and keywords in backticks")
    func swiftGen() {
        // Asset name → member, as SwiftGen's swift5 template names them (mastodon-ios's Assets.swift).
        let members: [(String, String)] = [
            ("primary", "primary"), ("primary.reverse", "primaryReverse"), ("Dark Blurple", "darkBlurple"), ("300", "_300"),
            ("SearchCard", "searchCard"), ("repeat", "`repeat`"), ("square.and.arrow.up", "squareAndArrowUp"),
            ("forbidden.20", "forbidden20"), ("URLChooser", "urlChooser"), ("brand.blue.darken.20", "brandBlueDarken20"),
            ("FFFFFF", "ffffff"),
        ]
        for (name, member) in members { #expect(AssetSymbolName.swiftGen(name, type: false) == member, "\(name)") }
        // Folder → enum.
        let enums: [(String, String)] = [("Edit History", "EditHistory"), ("illustration", "Illustration"), ("system", "System"), ("Label", "Label")]
        for (name, type) in enums { #expect(AssetSymbolName.swiftGen(name, type: true) == type, "\(name)") }
    }

    @Test("each catalogue's spelling: by name in UIKit or SwiftUI, Xcode's symbols with namespaces, SwiftGen's enums")
    func spellings() {
        let set = ColorSet(
            name: "Colors/Label/primary.reverse", folders: [("Colors", true), ("Label", true), ("Old", false)], leaf: "primary.reverse",
            catalogue: "Assets", location: SourceLocation(file: "x", line: 1, column: 1))
        var catalog = ColorSetCatalog(path: "Assets.xcassets")
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: [:]) == #"UIColor(named: "Colors/Label/primary.reverse")"#)
        catalog.swiftUI = true
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: [:]) == #"Color("Colors/Label/primary.reverse")"#)
        catalog.code = .xcode
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: [:]) == "Color(.Colors.Label.primaryReverse)")
        catalog.swiftUI = false
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: [:]) == "UIColor(resource: .Colors.Label.primaryReverse)")
        catalog.code = .swiftgen
        catalog.enumPath = "XCAsset.Assets"
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: [:]) == "XCAsset.Assets.Colors.Label.primaryReverse.color")
        catalog.forceNamespaces = true
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: [:]) == "XCAsset.Assets.Colors.Label.Old.primaryReverse.color")
        #expect(ColorSetSymbols.spelling(of: set, in: catalog, generated: ["Colors/Label/primary.reverse": "Asset.Custom.reverse"])
            == "Asset.Custom.reverse.color")
    }

    @Test("a file SwiftGen generated gives each colour's symbol by its enums; other lets and braces do not count")
    func generatedFile() {
        let file = """
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            public enum Asset {
              public enum Colors {
                public enum Label {
                  public static let primary = ColorAsset(name: "Colors/Label/primary")
                  public static let `repeat` = ColorAsset(name: "Colors/Label/repeat")
                }
                public static let brand = ColorAsset(name: "Colors/brand")
              }
              public static let logo = ImageAsset(name: "logo")
            }
            public final class ColorAsset {
              public fileprivate(set) var name: String
              fileprivate init(name: String) { self.name = name; let x = ColorAsset(name: "ignored") }
            }
            """
        #expect(SwiftGenSymbols.read(Array(file.utf8), file: "Assets.swift") == [
            "Colors/Label/primary": "Asset.Colors.Label.primary", "Colors/Label/repeat": "Asset.Colors.Label.`repeat`",
            "Colors/brand": "Asset.Colors.brand", "logo": "Asset.logo",
        ])
    }
}
