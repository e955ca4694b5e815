/// A colour as its file writes it, for display: its space and its components as written
/// (`none` kept). The alpha is the resolved colour's own, so a `$ref` with its own alpha shows it.
public struct ColorNotation: Sendable, Hashable {
    public var space: ColorSpace
    /// Each component as written (`0.7`, `none`).
    public var components: [String]

    public init(space: ColorSpace, components: [String]) {
        self.space = space
        self.components = components
    }

    /// `oklch(0.7 0.15 250)`, `color(display-p3 1 0 0 / 0.5)`.
    public func text(alpha: Double) -> String { space.notation(components, alpha: alpha) }
}
