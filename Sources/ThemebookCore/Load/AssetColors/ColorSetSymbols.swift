/// How the app's code spells a colour set, by the catalogue's `code` (`ColorSetCatalog.Code`):
///
/// - `named`: `UIColor(named: "Colors/Label/primary")`, or `Color("Colors/Label/primary")` in SwiftUI;
/// - `xcode`: Xcode's generated asset symbols, `Color(.Colors.Label.primary)` or
///   `UIColor(resource: .Colors.Label.primary)`: each namespace folder an enum, names mangled as
///   Xcode mangles them (`AssetSymbolName.xcode`);
/// - `swiftgen`: SwiftGen's `xcassets` templates, `Asset.Colors.Label.primary.color`: namespace
///   folders (every folder with `forceNamespaces`) are enums, names as SwiftGen's filters make them
///   (`AssetSymbolName.swiftGen`); or the name the generated file gives the colour, when it is read.
enum ColorSetSymbols {
    static func spelling(of set: ColorSet, in catalog: ColorSetCatalog, generated: [String: String]) -> String {
        switch catalog.code {
        case .named:
            return catalog.swiftUI == true ? "Color(\(quoted(set.name)))" : "UIColor(named: \(quoted(set.name)))"
        case .xcode:
            let namespaces = set.folders.filter(\.namespace).map { AssetSymbolName.xcode($0.name, type: true) }
            let member = "." + (namespaces + [AssetSymbolName.xcode(set.leaf, type: false)]).joined(separator: ".")
            return catalog.swiftUI == false ? "UIColor(resource: \(member))" : "Color(\(member))"
        case .swiftgen:
            if let symbol = generated[set.name] { return symbol + ".color" }
            let enums = set.folders.filter { $0.namespace || catalog.forceNamespaces }.map { AssetSymbolName.swiftGen($0.name, type: true) }
            return ([catalog.enumPath] + enums + [AssetSymbolName.swiftGen(set.leaf, type: false)]).joined(separator: ".") + ".color"
        }
    }

    /// A Swift string literal of `text`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
