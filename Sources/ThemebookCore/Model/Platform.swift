/// One platform of a catalogue documenting one app on several (`platforms` in the site config):
/// its own checked catalogue, and where each of the merged catalogue's tokens, themes and
/// palette colours is in it.
public struct Platform: Sendable {
    public var id: String
    public var label: String
    public var catalogue: Catalogue
    /// Merged token name → its index in `catalogue.tokens`; absent when the platform lacks it.
    public var tokenIndex: [String: Int] = [:]
    /// Merged theme id → its index in `catalogue.themes`.
    public var themeIndex: [String: Int] = [:]
    /// Merged palette colour name → its index in `catalogue.palette` (the platform may call it
    /// otherwise: `photonBlue50` for `Blue50`).
    public var paletteIndex: [String: Int] = [:]

    public init(id: String, label: String, catalogue: Catalogue) {
        self.id = id
        self.label = label
        self.catalogue = catalogue
    }

    /// The platform's value of a merged token in a merged theme; nil when it lacks either.
    public func value(_ token: String, theme: String) -> ResolvedValue? {
        guard let t = tokenIndex[token], let th = themeIndex[theme] else { return nil }
        return catalogue.themes[th].values[catalogue.tokens[t].name]
    }
}

/// Where two platforms give something a different value: a token in one theme, or a palette
/// colour. Each side is a platform's value with where that platform defines it.
public struct PlatformDrift: Sendable {
    public enum Subject: Sendable, Hashable {
        case token(String, theme: String)
        case palette(String)
    }

    public struct Side: Sendable {
        public var platform: String
        public var value: ResolvedValue
        public var location: SourceLocation?
    }

    public var subject: Subject
    public var sides: [Side]
}

extension ResolvedValue {
    /// What a reader sees of the value, to tell platforms apart: a colour's 8-bit hex (a
    /// colour computed two ways is the same when it shows the same), a gradient's stops, a
    /// text's display; nil for a value that could not be resolved.
    var shownKey: String? {
        switch self {
        case .color(let c): c.color.hex
        case .gradient(let stops): stops.map(\.color.hex).joined(separator: " ")
        case .text(let t): t.display
        case .none: "none"
        case .unknown: nil
        }
    }
}
