/// One entry of the site config's `colorSets`: an asset catalogue whose colour sets are tokens,
/// and how the app's code spells them. A plain string is a catalogue spelled by name:
///
///     "colorSets": [
///       "../App/Resources/Colors.xcassets",
///       {"catalog": "../App/Assets.xcassets", "code": "swiftgen", "enum": "Asset"},
///       {"catalog": "../Kit/Kit.xcassets", "code": "xcode", "framework": "uikit"}
///     ]
public struct ColorSetCatalog: Sendable, Hashable {
    /// How the code names a colour set (`ColorSetSymbols` spells each one).
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// `UIColor(named: "Colors/Label/primary")`, `Color("Colors/Label/primary")`.
        case named
        /// Xcode's generated asset symbols: `Color(.labelPrimary)`, `UIColor(resource: .labelPrimary)`.
        case xcode
        /// SwiftGen's `xcassets` template: `Asset.Colors.Label.primary.color`.
        case swiftgen
    }

    /// The catalogue folder, relative to the content folder.
    public var path: String
    public var code: Code = .named
    /// The code is SwiftUI (`Color(…)`) rather than UIKit (`UIColor(…)`); nil: SwiftUI for Xcode's
    /// symbols, UIKit for names.
    public var swiftUI: Bool?
    /// SwiftGen: the enums the catalogue's symbols sit in (`Asset`, or `Asset.Colors` when one
    /// SwiftGen entry reads several catalogues and names an enum after each).
    public var enumPath = "Asset"
    /// SwiftGen's `forceProvidesNamespaces`: every folder is an enum, namespace or not.
    public var forceNamespaces = false
    /// SwiftGen's generated file, relative to the content folder: each colour's symbol is read
    /// from it, so a custom template's names are exact.
    public var generated: String?
    /// Where the entry is written (the string, or the `catalog` value).
    public var location: SourceLocation?
    public var generatedLocation: SourceLocation?

    public init(path: String, location: SourceLocation? = nil) {
        self.path = path
        self.location = location
    }

    static let keys = ["catalog", "code", "framework", "enum", "forceNamespaces", "generated"]

    /// The `colorSets` array of the site config; each entry read once (a second is a warning).
    static func read(_ node: JSONNode, diagnostics: inout Diagnostics) -> [ColorSetCatalog] {
        guard let elements = node.elements else {
            diagnostics.error(
                "invalid-config", "'colorSets' must be an array of asset catalogue paths, not \(node.kindName)", at: node.location)
            return []
        }
        var out: [ColorSetCatalog] = []
        var first: [String: SourceLocation] = [:]
        for element in elements {
            guard let entry = entry(element, diagnostics: &diagnostics) else { continue }
            let key = InputFiles.normalized(entry.path)
            if let earlier = first[key] {
                diagnostics.warning(
                    "duplicate-config-entry", "'colorSets' lists '\(entry.path)' twice; it is read once", at: entry.location,
                    notes: [.init("first listed here", at: earlier)])
                continue
            }
            first[key] = entry.location
            out.append(entry)
        }
        return out
    }

    private static func entry(_ node: JSONNode, diagnostics: inout Diagnostics) -> ColorSetCatalog? {
        if let path = node.string {
            guard !path.trimmingCharacters(in: .whitespaces).isEmpty else {
                diagnostics.error("invalid-config", "'colorSets' entry is empty; give an asset catalogue path", at: node.location)
                return nil
            }
            return ColorSetCatalog(path: path, location: node.location)
        }
        guard let members = node.members else {
            diagnostics.error(
                "invalid-config", "'colorSets' entry must be a catalogue path or an object with 'catalog', not \(node.kindName)",
                at: node.location)
            return nil
        }
        for m in members where !keys.contains(m.key) {
            diagnostics.warning(
                "unknown-config-key", "'colorSets.\(m.key)' is not a site config key", at: m.keyLocation,
                suggestion: Suggestion.closest(to: m.key, in: keys))
        }
        guard let catalog = node["catalog"], let path = catalog.string, !path.trimmingCharacters(in: .whitespaces).isEmpty else {
            diagnostics.error(
                "invalid-config", "'colorSets' entry needs 'catalog', the asset catalogue's path", at: node["catalog"]?.location ?? node.location)
            return nil
        }
        var entry = ColorSetCatalog(path: path, location: catalog.location)
        if let code = node["code"] {
            if let text = code.string, let known = Code(rawValue: text) {
                entry.code = known
            } else {
                diagnostics.error(
                    "invalid-config", "'colorSets.code' must be 'named', 'xcode' or 'swiftgen'", at: code.location,
                    suggestion: code.string.flatMap { Suggestion.closest(to: $0, in: Code.allCases.map(\.rawValue)) })
            }
        }
        if let framework = node["framework"] {
            switch framework.string {
            case "swiftui": entry.swiftUI = true
            case "uikit": entry.swiftUI = false
            default:
                diagnostics.error("invalid-config", "'colorSets.framework' must be 'uikit' or 'swiftui'", at: framework.location)
            }
        }
        if let name = node["enum"] {
            if let text = name.string, isEnumPath(text) {
                entry.enumPath = text
            } else {
                diagnostics.error(
                    "invalid-config", "'colorSets.enum' must be the Swift enum the symbols sit in, such as \"Asset\"", at: name.location)
            }
        }
        if let force = node["forceNamespaces"] {
            if let b = force.bool { entry.forceNamespaces = b } else {
                diagnostics.error("invalid-config", "'colorSets.forceNamespaces' must be true or false", at: force.location)
            }
        }
        if let generated = node["generated"] {
            if let text = generated.string, !text.isEmpty {
                entry.generated = text
                entry.generatedLocation = generated.location
            } else {
                diagnostics.error(
                    "invalid-config", "'colorSets.generated' must be the path of SwiftGen's generated Swift file", at: generated.location)
            }
        }
        return entry
    }

    /// `Asset`, `XCAsset.Colors`: dot-separated Swift identifiers.
    static func isEnumPath(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.utf8.first, SwiftLexer.isIdentifierStart(first) else { return false }
            return part.utf8.allSatisfy(SwiftLexer.isIdentifierBody)
        }
    }
}
