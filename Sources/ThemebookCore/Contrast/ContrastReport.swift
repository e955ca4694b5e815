/// Every declared foreground/background pair with its ratio in every theme: what the token
/// pages, the Contrast pages and the search index show.
public struct ContrastReport: Sendable {
    /// In token-list order of the foreground, then of the background.
    public private(set) var pairs: [ContrastPair] = []
    /// Token name → indices of the pairs it is the foreground of, and the background of.
    public private(set) var byForeground: [String: [Int]] = [:]
    public private(set) var byBackground: [String: [Int]] = [:]

    public init(pairs: [ContrastPair] = []) {
        self.pairs = pairs
        for (i, pair) in pairs.enumerated() {
            byForeground[pair.foreground, default: []].append(i)
            byBackground[pair.background, default: []].append(i)
        }
    }

    public var isEmpty: Bool { pairs.isEmpty }
}

/// One foreground token drawn on one background token.
public struct ContrastPair: Sendable, Hashable {
    public var foreground: String
    public var background: String
    public var kind: ContrastKind
    /// The ratio the pair must reach: the explicit minimum, or the kind's AA minimum.
    public var minimum: Double
    /// Where the pair is declared (its background name or pattern).
    public var location: SourceLocation?
    /// Theme id → result.
    public var results: [String: ContrastResult] = [:]

    public init(foreground: String, background: String, kind: ContrastKind, minimum: Double, location: SourceLocation?) {
        self.foreground = foreground
        self.background = background
        self.kind = kind
        self.minimum = minimum
        self.location = location
    }
}

public enum ContrastResult: Sendable, Hashable {
    case measured(ContrastMeasurement)
    /// Not measured: a placeholder has no colour in this theme (the reason says which).
    case skipped(String)
    /// A value could not be resolved (already diagnosed).
    case unresolved
}

/// The worst combination found for a pair in one theme.
public struct ContrastMeasurement: Sendable, Hashable {
    public let ratio: Double
    /// The colours as resolved (for a gradient, its worst stop), possibly translucent.
    public let foreground: Color
    public let background: Color
    /// What a translucent background was composited over (the base layer or the canvas).
    public let base: Color?
    /// The opaque colours compared, after compositing.
    public let seenForeground: Color
    public let seenBackground: Color
    /// `#15141a on #e0e0e699 over #f9f9fb, seen as #15141a on #eaeaee`: made once, shown in the
    /// diagnostic, on both tokens' pages and on the theme's Contrast page.
    public private(set) var colorsText = ""

    public init(
        ratio: Double, foreground: Color, background: Color, base: Color? = nil, seenForeground: Color, seenBackground: Color
    ) {
        self.ratio = ratio
        self.foreground = foreground
        self.background = background
        self.base = base
        self.seenForeground = seenForeground
        self.seenBackground = seenBackground
        self.colorsText = describe()
    }

    /// True when compositing changed what is compared.
    public var composited: Bool { foreground.alpha < 1 || background.alpha < 1 }

    private func describe() -> String {
        var text = "\(foreground.hex) on \(background.hex)"
        if let base, background.alpha < 1 { text += " over \(base.opaqueHex)" }
        if composited { text += ", seen as \(seenForeground.opaqueHex) on \(seenBackground.opaqueHex)" }
        return text
    }
}
