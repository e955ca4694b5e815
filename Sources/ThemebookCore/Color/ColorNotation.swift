/// A colour as its file writes it, for display: its space and its components as written
/// (`none` kept). The alpha is the resolved colour's own, so a `$ref` with its own alpha shows it.
public struct ColorNotation: Sendable, Hashable {
    public var space: ColorSpace
    /// Each component as written (`0.7`, `none`).
    public var components: [String]
    /// The colour as written where CSS has no notation for it, shown instead of one: a system
    /// colour an asset catalogue names (`labelColor`), an Apple grey (`gray-gamma-22(0.5)`).
    public var written: String?

    public init(space: ColorSpace, components: [String], written: String? = nil) {
        self.space = space
        self.components = components
        self.written = written
    }

    /// `oklch(0.7 0.15 250)`, `color(display-p3 1 0 0 / 0.5)`; `written` as it is.
    public func text(alpha: Double) -> String { written ?? space.notation(components, alpha: alpha) }
}
