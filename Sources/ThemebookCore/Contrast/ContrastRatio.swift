/// WCAG 2.x contrast: the relative luminance of two opaque sRGB colours, (L1 + 0.05) / (L2 + 0.05)
/// with L1 the lighter, from 1:1 to 21:1.
public enum ContrastRatio {
    public static func of(_ a: Color, _ b: Color) -> Double {
        let (la, lb) = (a.luminance, b.luminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// Two decimals, rounded: `21.00`, `4.48`. A ratio below `minimum` is rounded down instead,
    /// so a failing 4.499 never reads as a passing `4.50`.
    public static func text(_ ratio: Double, below minimum: Double? = nil) -> String {
        var hundredths = (ratio * 100).rounded()
        if let minimum, ratio < minimum, hundredths / 100 >= minimum { hundredths = (ratio * 100).rounded(.down) }
        let value = Int(hundredths)
        let fraction = value % 100
        return "\(value / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// A minimum as written in a message: `4.5:1`, `3:1`.
    public static func minimumText(_ minimum: Double) -> String { "\(Color.format(minimum)):1" }
}

extension Color {
    /// This colour painted over `background` (Porter-Duff "over" in sRGB, as browsers and UIKit
    /// blend): opaque when the background is.
    public func over(_ background: Color) -> Color {
        let a = alpha + background.alpha * (1 - alpha)
        guard a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ f: Double, _ b: Double) -> Double { (f * alpha + b * background.alpha * (1 - alpha)) / a }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue), alpha: a)
    }
}
