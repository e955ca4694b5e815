/// The literal colours of `UIColor`, SwiftUI's `Color` and `NSColor` initializers, and the
/// hex initializers apps add to them:
///
/// - `UIColor(rgb: 0x0060DF)`, `UIColor(hex: 0x0060DF)`, `UIColor(0x202122)` (a hex literal),
///   `Color(hex: "#F0F1F2")`, `UIColor(hexString: "F0F1F2")`, each with an optional `alpha:` or
///   `opacity:` from 0 to 1;
/// - `UIColor(red:green:blue:alpha:)` and `Color(red:green:blue:opacity:)` (also after `.sRGB`),
///   components from 0 to 1, or 0–255 when any of red, green and blue is above 1 (then all three
///   whole numbers);
/// - `UIColor(white: 0.7, alpha: 0.5)`, `Color(white: 0.2)`;
/// - `UIColor(hue:saturation:brightness:alpha:)`, `Color(hue:saturation:brightness:opacity:)`, each
///   from 0 to 1;
/// - `UIColor(displayP3Red:green:blue:alpha:)`, `Color(.displayP3, red:green:blue:)`: a Display
///   P3 colour, converted as DTCG `display-p3` colours are;
/// - `#colorLiteral(red:green:blue:alpha:)`, Xcode's colour literal, which the compiler turns
///   into `UIColor(red:green:blue:alpha:)` (or SwiftUI's sRGB `Color`): components from 0 to 1.
///
/// The initializers an app declares itself are taken at their word (`UIColor(rgb:)` packs red,
/// green and blue in that order); a hex value above `0xFFFFFF` is not read, since six digits or
/// eight may carry alpha first or last.
extension SwiftColorReader {
    static let alphaLabels: Set<String> = ["alpha", "opacity"]

    func literal(_ arguments: [SwiftArgument]) -> Color? {
        var args = arguments[...]
        if case .implicitMember("sRGB", _)? = args.first?.value, args.first?.label == nil { args.removeFirst() }
        var alpha = 1.0
        if let last = args.last, let label = last.label, Self.alphaLabels.contains(label), args.count > 1 {
            guard let value = Self.number(last.value), (0...1).contains(value) else { return nil }
            alpha = value
            args.removeLast()
        }
        let labels = args.map { $0.label ?? "_" }
        switch labels {
        case ["rgb"], ["hex"], ["_"], ["hexString"], ["rgbHex"], ["hexValue"]:
            return Self.hex(args.first!.value, unlabeled: labels == ["_"]).map { $0.with(alpha: alpha) }
        case ["white"]:
            guard let white = Self.number(args.first!.value), (0...1).contains(white) else { return nil }
            return Color(red: white, green: white, blue: white, alpha: alpha)
        case ["red", "green", "blue"]:
            return components(Array(args), alpha: alpha)
        case ["hue", "saturation", "brightness"]:
            let hsb = args.compactMap { Self.number($0.value) }
            guard hsb.count == 3, hsb.allSatisfy({ (0...1).contains($0) }) else { return nil }
            return Self.color(hue: hsb[0], saturation: hsb[1], brightness: hsb[2], alpha: alpha)
        default:
            return nil
        }
    }

    /// `UIColor(hue:saturation:brightness:alpha:)` and SwiftUI's `Color(hue:saturation:brightness:opacity:)`,
    /// each from 0 to 1, as sRGB (the HSB model over sRGB's components, as UIKit converts it).
    static func color(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> Color {
        let h = (hue == 1 ? 0 : hue) * 6
        let sector = Int(h.rounded(.down))
        let f = h - Double(sector)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        return Color(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `#colorLiteral(red: 0.9, green: 0.32, blue: 0, alpha: 1)`, as Xcode writes it: every
    /// label, each component from 0 to 1 (there is no 0–255 form of a literal; a value above 1
    /// would be extended sRGB, which is not guessed at).
    static func colorLiteral(_ args: [SwiftArgument]) -> Color? {
        guard args.map({ $0.label ?? "_" }) == ["red", "green", "blue", "alpha"] else { return nil }
        let values = args.compactMap { number($0.value) }
        guard values.count == 4, values.allSatisfy({ (0...1).contains($0) }) else { return nil }
        return Color(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// `0x0060DF` (or, unlabeled, only a `0x` literal), `"#0060DF"`, `"0060DF"`.
    static func hex(_ value: SwiftExpression, unlabeled: Bool) -> Color? {
        var v: Int?
        switch value {
        case .integer(let text, _) where !unlabeled || text.lowercased().hasPrefix("0x"):
            v = integer(text)
        case .string(let text, false, _):
            var digits = Substring(text)
            if digits.hasPrefix("#") { digits = digits.dropFirst() }
            if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
            guard digits.count == 6 else { return nil }
            v = Int(digits, radix: 16)
        default:
            return nil
        }
        guard let v, (0...0xFFFFFF).contains(v) else { return nil }
        return Color(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
    }

    /// Red, green and blue on the 0–1 scale, or all whole numbers on the 0–255 scale.
    private func components(_ args: [SwiftArgument], alpha: Double) -> Color? {
        let rgb = args.compactMap { Self.number($0.value) }
        guard rgb.count == 3, rgb.allSatisfy({ $0 >= 0 }) else { return nil }
        // 0–255 components when any of them is above 1 (documented in the README).
        let scale = rgb.contains { $0 > 1 } ? 255.0 : 1.0
        guard rgb.allSatisfy({ $0 <= scale }) else { return nil }
        // `UIColor(red: 0.5, green: 128, blue: 0)`: 0.5 of 255 is not what the author meant.
        if scale == 255, rgb.contains(where: { $0.rounded() != $0 }) { return nil }
        return Color(red: rgb[0] / scale, green: rgb[1] / scale, blue: rgb[2] / scale, alpha: alpha)
    }

    /// `UIColor(displayP3Red: 0.05, green: 0.74, blue: 0.54, alpha: 1)`,
    /// `Color(.displayP3, red: …, green: …, blue: …, opacity: …)`.
    static func displayP3(_ arguments: [SwiftArgument]) -> ColorObject? {
        var args = arguments[...]
        var labels = args.map { $0.label ?? "_" }
        if case .implicitMember("displayP3", _)? = args.first?.value, labels.first == "_" {
            args.removeFirst()
            labels.removeFirst()
            guard labels.first == "red" else { return nil }
            labels[0] = "displayP3Red"
        }
        guard labels == ["displayP3Red", "green", "blue"] || labels.count == 4 && labels.prefix(3) == ["displayP3Red", "green", "blue"]
            && alphaLabels.contains(labels[3])
        else { return nil }
        let values = args.compactMap { number($0.value) }
        guard values.count == args.count, values.allSatisfy({ (0...1).contains($0) }) else { return nil }
        return ColorObject(
            space: .displayP3, components: values.prefix(3).map { .number($0, text: Color.format($0)) },
            alpha: values.count == 4 ? values[3] : 1)
    }

    /// `UIColor(red:green:blue:…)` with a component above 1 (the 0–255 scale) and another that
    /// is not a whole number.
    static func mixesScales(_ args: [SwiftArgument]) -> Bool {
        let labels = args.map { $0.label ?? "_" }
        guard labels.starts(with: ["red", "green", "blue"]) else { return false }
        let rgb = args.prefix(3).compactMap { number($0.value) }
        return rgb.count == 3 && rgb.contains { $0 > 1 } && rgb.contains { $0.rounded() != $0 }
    }
}
