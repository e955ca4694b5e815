/// A resolved colour value: the colour, where it comes from and how it was reached.
public struct ResolvedColor: Sendable, Hashable {
    /// The fields, behind one reference (`CopyOnWrite`): a resolved value is copied at every
    /// step of resolution, into each theme's values and into the pages' view models.
    private struct Fields: Sendable, Hashable {
        var palette: String?
        var alpha: Double?
        var color: Color
        var chain: [ChainStep]
        var source: ColorNotation?
        var outOfGamut: Bool
        var position: Double?
    }

    private var fields: CopyOnWrite<Fields>

    /// The palette colour the value comes from, nil for a literal colour.
    public var palette: String? {
        get { fields.palette }
        set { fields.palette = newValue }
    }
    /// The alpha the value sets over its palette colour, nil when it keeps the colour's own.
    public var alpha: Double? {
        get { fields.alpha }
        set { fields.alpha = newValue }
    }
    public var color: Color {
        get { fields.color }
        set { fields.color = newValue }
    }
    /// Aliases followed to reach the colour, outermost first.
    public var chain: [ChainStep] {
        get { fields.chain }
        set { fields.chain = newValue }
    }
    /// The colour as written, when it is not plain sRGB (`oklch(0.7 0.15 250)`); nil for hex and
    /// sRGB numbers, which `color.hex` already shows.
    public var source: ColorNotation? {
        get { fields.source }
        set { fields.source = newValue }
    }
    /// The written colour lies outside sRGB: `color` is its CSS Color 4 gamut mapping.
    public var outOfGamut: Bool {
        get { fields.outOfGamut }
        set { fields.outOfGamut = newValue }
    }
    /// For a gradient stop, its position 0–1 (clamped, as DTCG says); nil when not written.
    public var position: Double? {
        get { fields.position }
        set { fields.position = newValue }
    }

    public init(
        palette: String?, alpha: Double?, color: Color, chain: [ChainStep] = [], source: ColorNotation? = nil,
        outOfGamut: Bool = false, position: Double? = nil
    ) {
        fields = CopyOnWrite(
            Fields(palette: palette, alpha: alpha, color: color, chain: chain, source: source, outOfGamut: outOfGamut, position: position))
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

