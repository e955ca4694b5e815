/// A DTCG 2025.10 colour object in a space other than plain sRGB numbers, as read: resolved in
/// Check, because a component may be a JSON Pointer into another colour.
public struct ColorObject: Sendable, Hashable {
    public enum Component: Sendable, Hashable {
        /// A number, with its text as written (shown in the notation).
        case number(Double, text: String)
        /// The `none` keyword: 0 for conversion, as CSS does; shown as `none`.
        case none
        /// `{"$ref": "#/Blue/Blue50/$value/components/0"}`: component `index` of the colour at `path`.
        case pointer(path: String, index: Int, SourceLocation)
    }

    public var space: ColorSpace
    public var components: [Component]
    public var alpha: Double
    /// What the value is shown as where CSS has no notation for it (`ColorNotation.written`).
    public var written: String?

    public init(space: ColorSpace, components: [Component], alpha: Double, written: String? = nil) {
        self.space = space
        self.components = components
        self.alpha = alpha
        self.written = written
    }

    /// The resolved colour once every component is a number (`values`, with their texts).
    static func resolved(space: ColorSpace, values: [(Double, String)], alpha: Double, written: String? = nil) -> ResolvedColor {
        let converted = ColorConversion.srgb(space, values.map(\.0), alpha: alpha)
        return ResolvedColor(
            palette: nil, alpha: alpha < 1 ? alpha : nil, color: converted.color,
            source: ColorNotation(space: space, components: values.map(\.1), written: written), outOfGamut: converted.outOfGamut)
    }
}
