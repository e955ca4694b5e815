/// A resolved colour value: the colour, where it comes from and how it was reached.
public struct ResolvedColor: Sendable, Hashable {
    /// The fields, shared by copies until one of them changes (copy on write). A resolved value
    /// is copied at every step of resolution, into each theme's values and into the pages'
    /// view models; copying seven fields, three of them counted references, each time was a
    /// large share of checking a big catalogue. A copy is now one retain.
    private final class Fields: @unchecked Sendable {
        var palette: String?
        var alpha: Double?
        var color: Color
        var chain: [ChainStep]
        var source: ColorNotation?
        var outOfGamut: Bool
        var position: Double?

        init(
            palette: String?, alpha: Double?, color: Color, chain: [ChainStep], source: ColorNotation?, outOfGamut: Bool,
            position: Double?
        ) {
            self.palette = palette
            self.alpha = alpha
            self.color = color
            self.chain = chain
            self.source = source
            self.outOfGamut = outOfGamut
            self.position = position
        }

        func copy() -> Fields {
            Fields(palette: palette, alpha: alpha, color: color, chain: chain, source: source, outOfGamut: outOfGamut, position: position)
        }
    }

    private var fields: Fields

    /// The fields, made this value's own before a change.
    private var owned: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// The palette colour the value comes from, nil for a literal colour.
    public var palette: String? {
        get { fields.palette }
        set { owned.palette = newValue }
    }
    /// The alpha the value sets over its palette colour, nil when it keeps the colour's own.
    public var alpha: Double? {
        get { fields.alpha }
        set { owned.alpha = newValue }
    }
    public var color: Color {
        get { fields.color }
        set { owned.color = newValue }
    }
    /// Aliases followed to reach the colour, outermost first.
    public var chain: [ChainStep] {
        get { fields.chain }
        set { owned.chain = newValue }
    }
    /// The colour as written, when it is not plain sRGB (`oklch(0.7 0.15 250)`); nil for hex and
    /// sRGB numbers, which `color.hex` already shows.
    public var source: ColorNotation? {
        get { fields.source }
        set { owned.source = newValue }
    }
    /// The written colour lies outside sRGB: `color` is its CSS Color 4 gamut mapping.
    public var outOfGamut: Bool {
        get { fields.outOfGamut }
        set { owned.outOfGamut = newValue }
    }
    /// For a gradient stop, its position 0–1 (clamped, as DTCG says); nil when not written.
    public var position: Double? {
        get { fields.position }
        set { owned.position = newValue }
    }

    public init(
        palette: String?, alpha: Double?, color: Color, chain: [ChainStep] = [], source: ColorNotation? = nil,
        outOfGamut: Bool = false, position: Double? = nil
    ) {
        fields = Fields(palette: palette, alpha: alpha, color: color, chain: chain, source: source, outOfGamut: outOfGamut, position: position)
    }

    public static func == (a: ResolvedColor, b: ResolvedColor) -> Bool {
        a.palette == b.palette && a.alpha == b.alpha && a.color == b.color && a.chain == b.chain && a.source == b.source
            && a.outOfGamut == b.outOfGamut && a.position == b.position
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(palette)
        hasher.combine(alpha)
        hasher.combine(color)
        hasher.combine(chain)
        hasher.combine(source)
        hasher.combine(outOfGamut)
        hasher.combine(position)
    }

    /// The colour in its own notation, with its alpha; nil for sRGB.
    public var notation: String? { source?.text(alpha: color.alpha) }

    /// `Blue50`, `Blue50 · 30%`, `#342b4a`.
    public var sourceLabel: String {
        let base = palette ?? color.hex
        guard let alpha, alpha < 1 || palette == nil && alpha != color.alpha else { return base }
        return "\(base) · \(Color.format(alpha * 100))%"
    }
}

