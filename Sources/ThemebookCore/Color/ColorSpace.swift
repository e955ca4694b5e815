/// A colour space of the DTCG 2025.10 colour module, with the component ranges the module gives
/// and the CSS Color 4 notation a value in it is shown in.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD50 = "xyz-d50"
    case xyzD65 = "xyz-d65"
    case lab, lch, oklab, oklch, hsl, hwb

    /// The spec's name, as `colorSpace` writes it.
    public var name: String { rawValue }

    /// Every name `colorSpace` may hold, for "did you mean".
    static let names = allCases.map(\.name)

    /// The range each component must lie in; nil where the module leaves it unbounded.
    /// Hue is read in [0, 360] (360 is the same angle as 0, so it is not refused).
    /// XYZ is unbounded here although the module's table says 0–1: the D65 white point itself
    /// has Z = 1.089, so a bound would refuse plain white.
    var ranges: [ClosedRange<Double>?] {
        let unit: ClosedRange<Double> = 0...1
        let hue: ClosedRange<Double> = 0...360
        let percent: ClosedRange<Double> = 0...100
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return [unit, unit, unit]
        case .xyzD50, .xyzD65: return [nil, nil, nil]
        case .lab: return [percent, nil, nil]
        case .lch: return [percent, 0...Double.greatestFiniteMagnitude, hue]
        case .oklab: return [unit, nil, nil]
        case .oklch: return [unit, 0...Double.greatestFiniteMagnitude, hue]
        case .hsl, .hwb: return [hue, percent, percent]
        }
    }

    /// `oklch(0.7 0.15 250)`, `color(display-p3 1 0 0)`, with ` / 0.5` when translucent:
    /// the function CSS Color 4 has for the space, as the colour module asks.
    public func notation(_ components: [String], alpha: Double) -> String {
        let alphaText = alpha < 1 ? " / \(Color.format(alpha))" : ""
        let list = components.joined(separator: " ")
        switch self {
        case .lab, .lch, .oklab, .oklch, .hsl, .hwb: return "\(name)(\(list)\(alphaText))"
        default: return "color(\(name) \(list)\(alphaText))"
        }
    }
}
