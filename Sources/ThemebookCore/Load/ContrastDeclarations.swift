/// What a foreground drawn on a background is, and so which WCAG 2.x minimum it needs.
public enum ContrastKind: String, Sendable, Hashable, CaseIterable {
    case text
    case largeText = "large-text"
    case nonText = "non-text"

    /// The WCAG 2.x AA minimum (1.4.3 for text, 1.4.11 for non-text).
    public var aa: Double {
        switch self {
        case .text: 4.5
        case .largeText, .nonText: 3
        }
    }

    /// The AAA minimum (1.4.6); WCAG sets none for non-text contrast.
    public var aaa: Double? {
        switch self {
        case .text: 7
        case .largeText: 4.5
        case .nonText: nil
        }
    }
}

/// A token name or a name pattern (`text*`, `layer?`) as written, with where it is written.
public struct ContrastName: Sendable, Hashable {
    public var text: String
    public var location: SourceLocation?

    public init(_ text: String, at location: SourceLocation?) {
        self.text = text
        self.location = location
    }

    /// `*` matches any run of characters and `?` one character; anything else is a plain name.
    public var isPattern: Bool { text.contains("*") || text.contains("?") }
}

/// One declared pair as written: a foreground drawn on a background, either of which may be a
/// pattern in the site config. Resolved against the token list by `ContrastChecker`.
public struct ContrastDeclaration: Sendable, Hashable {
    public var foreground: ContrastName
    public var background: ContrastName
    public var kind: ContrastKind
    /// An explicit minimum ratio that replaces the kind's AA minimum.
    public var minimum: Double?

    public init(foreground: ContrastName, background: ContrastName, kind: ContrastKind = .text, minimum: Double? = nil) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.minimum = minimum
    }

    /// The ratio the pair must reach.
    public var requiredRatio: Double { minimum ?? kind.aa }
}

/// The site config's `contrast` object: pairs by name or pattern, the layer translucent
/// backgrounds are composited over, and the severity of a pair below its minimum.
public struct ContrastSettings: Sendable {
    public var pairs: [ContrastDeclaration] = []
    public var baseLayer = ContrastSettings.defaultBaseLayer
    /// Where `baseLayer` is written; nil when the default applies.
    public var baseLayerLocation: SourceLocation?
    public var severity = Severity.warning

    public static let defaultBaseLayer = "layer1"

    public init() {}
}

/// Reads contrast declarations: a token's `$extensions["org.themebook"].contrast` in the token
/// list, and the site config's `contrast` object. Both use the same pair object:
/// `{"on": ["layer1", "layer2"], "kind": "text", "minimum": 4.5}`, plus `foreground` in the config.
enum ContrastDeclarations {
    static let pairKeys = ["foreground", "on", "kind", "minimum"]
    static let settingsKeys = ["pairs", "baseLayer", "severity"]

    /// The pairs a token of the token list declares (its `contrast` extension, an object or an
    /// array of objects); the token is the foreground.
    static func pairs(ofToken name: String, at location: SourceLocation?, _ node: JSONNode?, diagnostics: inout Diagnostics) -> [ContrastDeclaration] {
        guard let node else { return [] }
        return objects(node, what: "'contrast' of '\(name)'", diagnostics: &diagnostics).flatMap { object in
            pairs(object, foreground: [ContrastName(name, at: location)], diagnostics: &diagnostics)
        }
    }

    /// The site config's `contrast` object.
    static func settings(_ node: JSONNode, diagnostics: inout Diagnostics) -> ContrastSettings {
        var settings = ContrastSettings()
        guard let members = node.members else {
            diagnostics.error("invalid-contrast", "'contrast' must be an object with 'pairs', 'baseLayer' and 'severity'", at: node.location)
            return settings
        }
        for m in members where !settingsKeys.contains(m.key) {
            diagnostics.warning(
                "unknown-config-key", "'contrast.\(m.key)' is not a site config key", at: m.keyLocation,
                suggestion: Suggestion.closest(to: m.key, in: settingsKeys))
        }
        if let base = node["baseLayer"] {
            if let s = base.string, !s.isEmpty {
                settings.baseLayer = s
                settings.baseLayerLocation = base.location
            } else {
                diagnostics.error("invalid-contrast", "'contrast.baseLayer' must be a token name such as \"layer1\"", at: base.location)
            }
        }
        if let severity = node["severity"] {
            if let s = severity.string, let value = Severity(rawValue: s) {
                settings.severity = value
            } else {
                diagnostics.error(
                    "invalid-contrast", "'contrast.severity' must be \"error\", \"warning\" or \"note\"", at: severity.location,
                    suggestion: severity.string.flatMap { Suggestion.closest(to: $0, in: ["error", "warning", "note"]) })
            }
        }
        if let list = node["pairs"] {
            guard let elements = list.elements else {
                diagnostics.error("invalid-contrast", "'contrast.pairs' must be an array of pair objects, not \(list.kindName)", at: list.location)
                return settings
            }
            for element in elements {
                guard element.members != nil else {
                    diagnostics.error("invalid-contrast", "a contrast pair must be an object, not \(element.kindName)", at: element.location)
                    continue
                }
                guard let foreground = element["foreground"] else {
                    diagnostics.error(
                        "invalid-contrast", "a contrast pair in the site config needs a 'foreground' name or pattern", at: element.location)
                    continue
                }
                let names = self.names(foreground, key: "foreground", diagnostics: &diagnostics)
                settings.pairs += pairs(element, foreground: names, diagnostics: &diagnostics)
            }
        }
        return settings
    }

    /// An object, or the objects of an array.
    private static func objects(_ node: JSONNode, what: String, diagnostics: inout Diagnostics) -> [JSONNode] {
        if node.members != nil { return [node] }
        guard let elements = node.elements else {
            diagnostics.error("invalid-contrast", "\(what) must be a pair object or an array of them, not \(node.kindName)", at: node.location)
            return []
        }
        return elements.filter { element in
            if element.members != nil { return true }
            diagnostics.error("invalid-contrast", "a contrast pair must be an object, not \(element.kindName)", at: element.location)
            return false
        }
    }

    /// One pair object: every foreground on every background it names.
    private static func pairs(_ object: JSONNode, foreground: [ContrastName], diagnostics: inout Diagnostics) -> [ContrastDeclaration] {
        let allowed = foreground.count == 1 && object["foreground"] == nil ? pairKeys.filter { $0 != "foreground" } : pairKeys
        for m in object.members ?? [] where !allowed.contains(m.key) {
            diagnostics.error(
                "invalid-contrast", "'\(m.key)' is not a key of a contrast pair; the keys are \(allowed.joined(separator: ", "))",
                at: m.keyLocation, suggestion: Suggestion.closest(to: m.key, in: allowed))
        }
        guard let on = object["on"] else {
            diagnostics.error("invalid-contrast", "a contrast pair needs 'on': the background tokens it is drawn on", at: object.location)
            return []
        }
        var kind = ContrastKind.text
        if let k = object["kind"] {
            if let s = k.string, let value = ContrastKind(rawValue: s) {
                kind = value
            } else {
                diagnostics.error(
                    "invalid-contrast", "'kind' must be \"text\", \"large-text\" or \"non-text\"", at: k.location,
                    suggestion: k.string.flatMap { Suggestion.closest(to: $0, in: ContrastKind.allCases.map(\.rawValue)) })
            }
        }
        var minimum: Double?
        if let m = object["minimum"] {
            // Contrast ratios run from 1:1 to 21:1; a minimum outside that is a typo.
            if let n = m.number, n >= 1, n <= 21 {
                minimum = n
            } else {
                diagnostics.error("invalid-contrast", "'minimum' must be a ratio from 1 to 21, such as 4.5", at: m.location)
            }
        }
        let backgrounds = names(on, key: "on", diagnostics: &diagnostics)
        return foreground.flatMap { fg in
            backgrounds.map { ContrastDeclaration(foreground: fg, background: $0, kind: kind, minimum: minimum) }
        }
    }

    /// A DTCG alias (`{Layers.layer1}`) names the token by its path, which Check turns into
    /// the token's name (`ContrastChecker.resolve`). Anything else is kept as written.
    static func tokenName(_ text: String) -> String {
        guard text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// A name or an array of names, each with its position; empty names are errors.
    private static func names(_ node: JSONNode, key: String, diagnostics: inout Diagnostics) -> [ContrastName] {
        let nodes = node.string != nil ? [node] : node.elements
        guard let nodes else {
            diagnostics.error("invalid-contrast", "'\(key)' must be a token name or an array of them, not \(node.kindName)", at: node.location)
            return []
        }
        return nodes.compactMap { n in
            guard let s = n.string, !s.isEmpty else {
                diagnostics.error("invalid-contrast", "'\(key)' must hold token names, not \(n.string == nil ? n.kindName : "an empty string")", at: n.location)
                return nil
            }
            return ContrastName(tokenName(s), at: n.location)
        }
    }
}
