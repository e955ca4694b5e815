/// Decides whether a theme is light or dark from the theme type enum's own code, the way the
/// app decides it: a function or computed property of the enum that returns
/// `UIUserInterfaceStyle` with a `switch self`, such as
///
///     func getInterfaceStyle() -> UIUserInterfaceStyle {
///         switch self {
///         case .light: return .light
///         case .dark, .privateMode: return .dark
///         }
///     }
///
/// Cases listed before `.dark` are dark, before `.light` light; `default:` covers the rest.
struct SwiftAppearanceRule {
    private(set) var appearances: [String: Appearance] = [:]
    private(set) var fallback: Appearance?

    init(themeType: SwiftTypeDeclaration, tokens: [SwiftToken]) {
        for member in themeType.members {
            switch member {
            case .function(let f) where Self.isInterfaceStyle(f.returnType):
                if let body = f.body { read(tokens, body) }
            case .property(let p) where Self.isInterfaceStyle(p.type):
                if let body = p.body { read(tokens, body) }
            default:
                break
            }
        }
    }

    func appearance(ofCase name: String) -> Appearance? { appearances[name] ?? fallback }

    private static func isInterfaceStyle(_ type: String?) -> Bool { type?.hasSuffix("UIUserInterfaceStyle") ?? false }

    private mutating func read(_ tokens: [SwiftToken], _ body: Range<Int>) {
        var i = body.lowerBound
        while i < body.upperBound {
            if tokens[i].isKeyword("case") {
                var names: [String] = []
                i += 1
                while i < body.upperBound, !tokens[i].isPunctuation(":") {
                    if tokens[i].isPunctuation("."), i + 1 < body.upperBound, tokens[i + 1].kind == .identifier {
                        names.append(tokens[i + 1].text)
                        i += 1
                    }
                    i += 1
                }
                if let result = Self.result(tokens, after: i, in: body) {
                    for name in names where appearances[name] == nil { appearances[name] = result }
                }
            } else if tokens[i].isKeyword("default"), i + 1 < body.upperBound, tokens[i + 1].isPunctuation(":") {
                fallback = Self.result(tokens, after: i + 1, in: body) ?? fallback
            }
            i += 1
        }
    }

    /// `: return .dark`, `: .dark`, `: UIUserInterfaceStyle.dark` after the `:` at `colon`.
    private static func result(_ tokens: [SwiftToken], after colon: Int, in body: Range<Int>) -> Appearance? {
        var i = colon + 1
        if i < body.upperBound, tokens[i].isKeyword("return") { i += 1 }
        if i < body.upperBound, tokens[i].kind == .identifier, i + 1 < body.upperBound, tokens[i + 1].isPunctuation(".") {
            i += 1
        }
        guard i + 1 < body.upperBound, tokens[i].isPunctuation("."), tokens[i + 1].kind == .identifier else { return nil }
        return Appearance(rawValue: tokens[i + 1].text)
    }
}
