import Foundation

/// How an app's code spells its colour sets, found from its repository (`ColorSetCatalog.Code`):
/// SwiftGen's symbols for a catalogue a `swiftgen.yml` reads (or whose colours a file SwiftGen
/// generated names), else Xcode's asset symbols when a project or `.xcconfig` file switches them
/// on, else names. SwiftUI's spellings when the Swift files import SwiftUI more often than UIKit.
struct AppSymbols {
    struct Choice {
        var code: ColorSetCatalog.Code = .named
        var swiftUI = false
        var enumPath = "Asset"
        var forceNamespaces = false
        /// SwiftGen's generated file, read for exact names.
        var generated: String?
        /// The file that showed the choice (`swiftgen.yml`, `project.pbxproj`).
        var source: String?

        /// How the report says it: `as SwiftGen's symbols (App/swiftgen.yml)`.
        var said: String {
            switch code {
            case .named: swiftUI ? "by name, Color(\"…\")" : "by name, UIColor(named: \"…\")"
            case .xcode: "as Xcode's asset symbols\(source.map { " (\($0))" } ?? "")"
            case .swiftgen: "as SwiftGen's symbols\(source.map { " (\($0))" } ?? "")"
            }
        }

        /// The catalogue's entry of `colorSets`: its path alone when it is spelled by name in UIKit.
        func entry(catalog: OrderedJSON, relative: (String) -> OrderedJSON) -> OrderedJSON {
            var members: [(key: String, value: OrderedJSON)] = [("catalog", catalog)]
            switch code {
            case .named:
                guard swiftUI else { return catalog }
                members.append(("framework", .string("swiftui")))
            case .xcode:
                members.append(("code", .string("xcode")))
                members.append(("framework", .string(swiftUI ? "swiftui" : "uikit")))
            case .swiftgen:
                members.append(("code", .string("swiftgen")))
                members.append(("enum", .string(enumPath)))
                if forceNamespaces { members.append(("forceNamespaces", .bool(true))) }
                if let generated { members.append(("generated", relative(generated))) }
            }
            return .object(members)
        }
    }

    let scan: AppScan
    /// Each `xcassets` entry of the SwiftGen configs, with the config's folder.
    private var swiftGen: [(config: String, folder: String, entry: SwiftGenConfig.Entry)] = []
    /// Files SwiftGen generated for asset catalogues: asset name → symbol.
    private var generated: [(path: String, symbols: [String: String])] = []
    private var swiftUIImports = 0
    private var uiKitImports = 0

    init(scan: AppScan) {
        self.scan = scan
        for config in scan.swiftGenConfigs {
            guard let bytes = InputFiles.contents(ofFile: config) else { continue }
            let folder = (config as NSString).deletingLastPathComponent
            for entry in SwiftGenConfig.read(String(decoding: bytes, as: UTF8.self)).entries {
                swiftGen.append((config, folder, entry))
            }
        }
    }

    /// Notes a Swift file's imports, and the colours it names when SwiftGen generated it.
    mutating func look(at file: String, bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("import SwiftUI") { swiftUIImports += 1 }
        if text.contains("import UIKit") { uiKitImports += 1 }
        if text.contains("Generated using SwiftGen"), text.contains("ColorAsset(name:") {
            let symbols = SwiftGenSymbols.read(bytes, file: file)
            if !symbols.isEmpty { generated.append((file, symbols)) }
        }
    }

    /// How the code spells the colour sets of the catalogue at `path` (a path from the working folder).
    func choice(for path: String) -> Choice {
        var choice = Choice(swiftUI: swiftUIImports > uiKitImports)
        let catalogue = InputFiles.normalized(path)
        for (config, folder, entry) in swiftGen {
            let reads = entry.inputs.contains { input in
                let input = InputFiles.normalized(folder.isEmpty ? input : folder + "/" + input)
                return catalogue == input || catalogue.hasPrefix(input + "/") || input == "."
            }
            guard reads else { continue }
            choice.code = .swiftgen
            choice.source = config
            choice.forceNamespaces = entry.forceNamespaces
            choice.enumPath = entry.enumName
            if entry.catalogueEnums { choice.enumPath += "." + AssetSymbolName.swiftGen(AssetColorLoader.stem(of: catalogue), type: true) }
            if let output = entry.output {
                let file = InputFiles.normalized(folder.isEmpty ? output : folder + "/" + output)
                if FileManager.default.fileExists(atPath: file) { choice.generated = file }
            }
            return choice
        }
        let names = Set(scan.catalogues.first { $0.path == path }?.colorSetNames ?? [])
        for (file, symbols) in generated {
            let leaves = symbols.keys.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            guard !names.isEmpty, leaves.filter(names.contains).count * 2 >= names.count else { continue }
            choice.code = .swiftgen
            choice.source = file
            choice.generated = file
            choice.enumPath = symbols.values.sorted().first.map { String($0.prefix { $0 != "." }) } ?? "Asset"
            return choice
        }
        if let setting = scan.symbolSettingFiles.first {
            choice.code = .xcode
            choice.source = setting
        }
        return choice
    }

    /// Whether a Swift file may declare part of a theming system, so that it is worth parsing:
    /// a protocol requirement of a colour, a type named for themes, palettes, colours or images
    /// (`struct DarkTheme`, `enum ThemeType`, `extension UIColor`, `enum ImageIdentifiers`), a
    /// static colour constant, or a static function returning a colour. Most of an app's files
    /// are none of these.
    static func mayDeclareTheming(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("Color { get") || text.contains("Gradient { get") { return true }
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = line.drop { $0 == " " || $0 == "\t" }
            while let word = rest.split(separator: " ", maxSplits: 1).first,
                word.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "open", "final", "indirect"].contains(word)
            {
                rest = rest.dropFirst(word.count).drop { $0 == " " }
            }
            for keyword in ["struct ", "class ", "enum ", "extension ", "protocol "] where rest.hasPrefix(keyword) {
                let name = rest.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if ["Theme", "Palette", "Color", "Colour", "Image"].contains(where: { name.contains($0) }) { return true }
            }
            if rest.hasPrefix("static let ") || rest.hasPrefix("static var ") || rest.hasPrefix("class var ") {
                if rest.contains("UIColor") || rest.contains("Color(") || rest.contains(": Color") { return true }
            }
            // A colour made by a function (`static func canvas(for look: Look?) -> UIColor`).
            if rest.hasPrefix("static func ") || rest.hasPrefix("class func "),
                rest.contains("-> UIColor") || rest.contains("-> Color") || rest.contains("-> NSColor")
            {
                return true
            }
        }
        return false
    }
}
