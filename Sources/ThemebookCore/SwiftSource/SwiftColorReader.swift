/// Reads a colour or gradient from a Swift expression, as palettes and themes write them:
///
/// - `UIColor(rgb: 0x0060DF)`, `UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)` (components
///   are 0–1, or 0–255 when any of red, green and blue is greater than 1 — then all three must be
///   whole numbers), `.clear`, `.black`, `.white`;
/// - `FXColors.Blue50` — a palette colour, in any palette namespace;
/// - `layer2`, `self.layer2` — another token of the same theme;
/// - `DarkTheme().colors.layerScrim` — a token of another theme;
/// - `….withAlphaComponent(0.3)` on any of those;
/// - `Gradient(colors: [ … ])` of those;
/// - `NovaMissingToken.color(…)` — the placeholder, also inside a `Gradient`.
///
/// Anything else is a `swift-unsupported` warning at its exact position and an `.invalid` value,
/// never a guess.
struct SwiftColorReader {
    enum Context {
        /// Palette constants: a bare name is another constant of the palette.
        case palette
        /// Theme palette structs: a bare name is another token of the same theme.
        case theme
    }

    static let unsupportedID = "swift-unsupported"

    var context: Context
    let paletteNamespaces: Set<String>
    /// "Did you mean" for a namespace that is none of them, one index for the whole load (a
    /// fresh one per misspelt namespace: 4,000 of them among 4,000 namespaces took 18 s).
    let namespaceSuggestions: SharedSuggestionIndex
    /// Palette colour identities (`UpstreamColors.Blue50` where two namespaces share `Blue50`).
    var paletteNames = PaletteNames([])
    /// While reading a palette namespace: its name, which a bare constant name refers into.
    var namespace: String?
    /// In a theme palette: how names and member chains resolve (helpers, `super`, other themes).
    var scope: SwiftMemberScope?
    /// Theme struct name → theme id, for `DarkTheme().colors.layerScrim`.
    var themeIDs: [String: String] = [:]
    var placeholder: String
    /// The appearance of the theme being read: which side a light/dark choice takes. nil outside
    /// a theme (palette constants), where a choice is unsupported.
    var appearance: Appearance?
    /// One-value functions and initializers of the configured files, followed through.
    var helpers = SwiftHelpers()
    /// How many helpers the value being read has followed (bounded: `maxHelperDepth`).
    var helperDepth = 0
    static let maxHelperDepth = 16
    /// Each palette colour's alpha (by identity), for `.opacity(x)`, which multiplies it.
    var paletteAlphas: [String: Double] = [:]
    /// Palette constants declared in extensions of a colour type (`extension UIColor { static
    /// let base80 = … }`), by name → namespace: `.base80` and `UIColor.base80` name them.
    var colorTypeConstants: [String: String] = [:]
    /// In a namespace of static tokens: names and `Self.name` are its members (shape 4).
    var statics: SwiftStaticScope?
    /// The configured colour sets, so a SwiftGen symbol under an enum of any name is known.
    var colorSets = SwiftColorSetAlias.Known()

    init(context: Context, paletteNamespaces: Set<String>, placeholder: String) {
        self.context = context
        self.paletteNamespaces = paletteNamespaces
        namespaceSuggestions = SharedSuggestionIndex(paletteNamespaces)
        self.placeholder = placeholder
    }

    /// The value of a token (or palette constant) named `owner`.
    func value(_ expression: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        if let problem = Self.problem(in: expression) {
            return report(problem, owner: owner, diagnostics: &diagnostics)
        }
        if case .call(.name("Gradient", _), let args, _) = expression {
            return gradient(expression, arguments: args, owner: owner, diagnostics: &diagnostics)
        }
        return color(expression, owner: owner, diagnostics: &diagnostics)
    }

    private func gradient(
        _ expression: SwiftExpression, arguments: [SwiftArgument], owner: String, diagnostics: inout Diagnostics
    ) -> RawValue {
        guard arguments.count == 1, arguments[0].label == "colors", case .array(let items, _) = arguments[0].value else {
            return unsupported(
                "'\(expression.summary)'", hint: "it reads Gradient(colors: [ … ])", at: expression.location, owner: owner,
                diagnostics: &diagnostics)
        }
        guard !items.isEmpty else {
            return unsupported("an empty gradient", at: expression.location, owner: owner, diagnostics: &diagnostics)
        }
        let stops = items.map { color($0, owner: owner, diagnostics: &diagnostics) }
        if stops.allSatisfy({ if case .placeholder = $0 { true } else { false } }) {
            return .placeholder(expression.location)
        }
        return .gradient(stops.map { RawStop(color: $0) }, expression.location)
    }

    func color(_ expression: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        let here = expression.location
        if let value = choice(expression, owner: owner, diagnostics: &diagnostics) { return value }
        if let statics, let value = statics.value(of: expression, reader: self, owner: owner, diagnostics: &diagnostics) {
            return value
        }
        if let scope, let value = scope.value(of: expression, reader: self, owner: owner, diagnostics: &diagnostics) {
            return value
        }
        if let value = followed(expression, owner: owner, diagnostics: &diagnostics) { return value }
        switch expression {
        case .call(.member(let base, "withAlphaComponent", _), let args, _):
            guard args.count == 1, args[0].label == nil, let alpha = helpers.number(args[0].value), (0...1).contains(alpha) else {
                return unsupported(
                    "'\(expression.summary)'", hint: "it reads withAlphaComponent with a number from 0 to 1", at: here,
                    owner: owner, diagnostics: &diagnostics)
            }
            switch color(base, owner: owner, diagnostics: &diagnostics) {
            case .reference(let ref, let l), .withAlpha(let ref, _, let l): return .withAlpha(ref, alpha: alpha, l)
            case .literal(let c, _): return .literal(c.with(alpha: alpha), here)
            case .colorObject(var object, _):
                object.alpha = alpha
                return .colorObject(object, here)
            case .gradient:
                return unsupported("withAlphaComponent on a gradient", at: here, owner: owner, diagnostics: &diagnostics)
            case let other: return other
            }
        case .call(.member(.name(placeholder, _), _, _), _, _), .member(.name(placeholder, _), _, _):
            return .placeholder(here)
        case .call(.name("#colorLiteral", _), let args, _):
            if let c = Self.colorLiteral(args) { return .literal(c, here) }
            return unsupported(
                "'\(expression.summary)'", hint: "it reads #colorLiteral(red:green:blue:alpha:) with components from 0 to 1",
                at: here, owner: owner, diagnostics: &diagnostics)
        case .call(.name("UIColor", _), let args, _), .call(.implicitMember("init", _), let args, _),
            .call(.member(.name("UIColor", _), "init", _), let args, _), .call(.name("Color", _), let args, _),
            .call(.member(.name("Color", _), "init", _), let args, _), .call(.name("NSColor", _), let args, _):
            if let c = literal(args) { return .literal(c, here) }
            if let object = Self.displayP3(args) { return .colorObject(object, here) }
            if Self.mixesScales(args) {
                return unsupported(
                    "'\(expression.summary)'",
                    hint: "a component above 1 means 0–255 components, and those must be whole numbers", at: here,
                    owner: owner, diagnostics: &diagnostics)
            }
            return unsupported(
                "'\(expression.summary)'",
                hint: "it reads UIColor(rgb: 0xRRGGBB), UIColor(0xRRGGBB, alpha:), UIColor(hex:), "
                    + "UIColor(red:green:blue:alpha:), UIColor(white:alpha:) and Color(red:green:blue:opacity:)", at: here,
                owner: owner, diagnostics: &diagnostics)
        case .implicitMember(let name, let nameLocation) where colorTypeConstants[name] != nil:
            return .reference(.palette(paletteNames.identity(of: name, in: colorTypeConstants[name])), nameLocation)
        case .member(.name(let namespace, _), let name, let nameLocation)
        where paletteNamespaces.contains(namespace) && (!Self.colorTypes.contains(namespace) || colorTypeConstants[name] == namespace):
            return .reference(.palette(paletteNames.identity(of: name, in: namespace)), nameLocation)
        case .member(.member(.name(_, _), let namespace, _), let name, let nameLocation) where paletteNamespaces.contains(namespace):
            // `Common.FXColors.Blue50`: a module-qualified namespace.
            return .reference(.palette(paletteNames.identity(of: name, in: namespace)), nameLocation)
        case .implicitMember(let name, _) where Self.namedColors[name] != nil:
            return .literal(Self.namedColors[name]!, here)
        case .member(.name(let type, _), let name, _) where Self.colorTypes.contains(type) && Self.namedColors[name] != nil:
            return .literal(Self.namedColors[name]!, here)
        case .member(.name("UIColor", _), let name, _) where Self.uiKitFixedColors[name] != nil:
            return .literal(Self.uiKitFixedColors[name]!, here)
        case _ where Self.systemColor(expression) != nil:
            return system(Self.systemColor(expression)!, expression, owner: owner, diagnostics: &diagnostics)
        case .member(.name("self", _), let name, let nameLocation), .member(.name("Self", _), let name, let nameLocation):
            return .reference(
                context == .theme ? .token(name, theme: nil) : .palette(paletteNames.identity(of: name, in: namespace)),
                nameLocation)
        case .name("nil", _):
            // `var icon: UIColor? = nil`: no colour in this theme.
            return .placeholder(here)
        case .name(let name, _) where !["true", "false", "nil", "self", "Self", "super"].contains(name):
            return .reference(
                context == .theme ? .token(name, theme: nil) : .palette(paletteNames.identity(of: name, in: namespace)), here)
        case .member(.member(.call(.name(let theme, let themeLocation), let args, _), _, _), let name, let nameLocation)
        where args.isEmpty:
            guard let id = themeIDs[theme] else {
                diagnostics.error(
                    "unknown-theme", "'\(owner)' refers to '\(theme)', which is not a theme of the configured theme files",
                    at: themeLocation, suggestion: Suggestion.closest(to: theme, in: themeIDs.keys))
                return .invalid(themeLocation)
            }
            return .reference(.token(name, theme: id), nameLocation)
        case .member(.name(let namespace, _), _, _):
            // `AcmeColor.Blue50` for `AcmeColors.Blue50`: name the palette namespace it resembles.
            let guess = namespaceSuggestions.closest(to: namespace)
            return unsupported("'\(expression.summary)'", at: here, owner: owner, suggestion: guess, diagnostics: &diagnostics)
        default:
            break
        }
        return unsupported("'\(expression.summary)'", at: here, owner: owner, diagnostics: &diagnostics)
    }

    // MARK: - System colours

    /// A system colour as Swift names it: `.label`, `UIColor.systemBackground`, `NSColor.labelColor`'s
    /// UIKit spelling, SwiftUI's `Color.primary` and `Color.red` (the system red); nil for
    /// anything else. `.red` alone is not one: UIKit's is pure red, SwiftUI's the system red.
    static func systemColor(_ expression: SwiftExpression) -> SystemColors.Entry? {
        switch expression {
        case .implicitMember(let name, _), .member(.name("UIColor", _), let name, _): SystemColors.uiKitMember(name)
        case .member(.name("Color", _), let name, _): SystemColors.swiftUIMember(name)
        default: nil
        }
    }

    /// A system colour's value in the theme's appearance, as Apple documents it; outside a theme
    /// (where no appearance is chosen) unsupported, as any colour that changes with it.
    private func system(_ entry: SystemColors.Entry, _ expression: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        guard let appearance else {
            return unsupported(
                "'\(expression.written)', a system colour that changes with the appearance, outside a theme", at: expression.location,
                owner: owner, diagnostics: &diagnostics)
        }
        let c = entry.color(dark: appearance == .dark, highContrast: false)
        let components = [c.red, c.green, c.blue].map { ColorObject.Component.number($0, text: Color.format($0)) }
        return .colorObject(ColorObject(space: .srgb, components: components, alpha: c.alpha, written: expression.written), expression.location)
    }

    // MARK: - Literal colours

    /// The colour types whose static members and initializers the reader knows.
    static let colorTypes: Set<String> = ["UIColor", "Color", "NSColor"]

    static let namedColors: [String: Color] = [
        "clear": Color(red: 0, green: 0, blue: 0, alpha: 0),
        "black": Color(red: 0, green: 0, blue: 0),
        "white": Color(red: 1, green: 1, blue: 1),
    ]

    /// UIKit's fixed colours (`UIColor.red` is 1, 0, 0 in sRGB, as Apple documents it; SwiftUI's
    /// `Color.red` adapts to the appearance, and is not one of these).
    static let uiKitFixedColors: [String: Color] = [
        "red": Color(red: 1, green: 0, blue: 0), "green": Color(red: 0, green: 1, blue: 0), "blue": Color(red: 0, green: 0, blue: 1),
        "cyan": Color(red: 0, green: 1, blue: 1), "yellow": Color(red: 1, green: 1, blue: 0), "magenta": Color(red: 1, green: 0, blue: 1),
        "orange": Color(red: 1, green: 0.5, blue: 0), "purple": Color(red: 0.5, green: 0, blue: 0.5),
        "brown": Color(red: 0.6, green: 0.4, blue: 0.2), "gray": Color(red: 0.5, green: 0.5, blue: 0.5),
        "darkGray": Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), "lightGray": Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
    ]

    static func integer(_ text: String) -> Int? {
        let digits = text.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0X", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    static func number(_ expression: SwiftExpression) -> Double? {
        switch expression {
        case .integer(let text, _):
            if text.hasPrefix("-") { return integer(String(text.dropFirst())).map { -Double($0) } }
            return integer(text).map(Double.init)
        case .decimal(let text, _):
            return Double(text.replacingOccurrences(of: "_", with: ""))
        case .arithmetic(let op, let l, let r, _):
            guard let a = number(l), let b = number(r) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default: return b == 0 ? nil : a / b
            }
        default:
            return nil
        }
    }

    // MARK: - Diagnostics

    func report(_ problem: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        switch problem {
        case .malformed(let l): return .invalid(l)
        case .conditional(.other(let condition), _, _, let form, let l):
            let written = form == .ternary ? "'\(condition) ? … : …'" : "'\(form == .ifStatement ? "if" : "switch") \(condition)'"
            diagnostics.warning(
                Self.unsupportedID,
                "'\(owner)' uses \(written), a choice made at run time or when the app is built, which themebook does not "
                    + "follow; its value is shown as unknown",
                at: l)
            return .invalid(l)
        case .switchValue(let subject, _, let l):
            return unsupported("a 'switch' over '\(subject.summary)'", at: l, owner: owner, diagnostics: &diagnostics)
        default:
            return unsupported(problem.summary, at: problem.location, owner: owner, diagnostics: &diagnostics)
        }
    }

    func unsupported(
        _ what: String, hint: String? = nil, at location: SourceLocation, owner: String, suggestion: String? = nil,
        diagnostics: inout Diagnostics
    ) -> RawValue {
        diagnostics.warning(
            Self.unsupportedID,
            "'\(owner)' uses \(what), which themebook does not read\(hint.map { " (\($0))" } ?? ""); its value is shown as unknown",
            at: location, suggestion: suggestion)
        return .invalid(location)
    }
}
