import Foundation

/// Reads the `color` object of a colour set entry: components in a colour space, or a system
/// colour by name.
///
/// A component is written as Xcode's colour panel writes it, and the forms mix freely, even
/// within one colour: a decimal (`"0.263"`, `"-0.05"` in an extended space), a byte in hex
/// (`"0xF7"`) or a whole number of 0–255 (`"173"`). A JSON number is a decimal, but a whole
/// one from 2 to 255, which is a byte. `alpha` is a decimal (a byte only in hex or as a whole
/// number from 2 to 255).
///
/// The spaces: `srgb` (a hex value), `extended-srgb` (beyond 0–1 shown as `color(srgb …)` and
/// gamut-mapped), `extended-linear-srgb` (`color(srgb-linear …)`), `display-p3`
/// (`color(display-p3 …)`, converted and gamut-mapped as DTCG colours are), and the greys
/// `gray-gamma-22` and `extended-gray`, whose `white` is encoded with a 2.2 gamma (reflected for
/// negative values), as Core Graphics defines them.
enum ColorSetValueReader {
    static let spaces = ["srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "gray-gamma-22", "extended-gray"]

    static func value(_ color: JSONNode, set: String, diagnostics: inout Diagnostics) -> ColorSetValue {
        let invalid = ColorSetContents.invalidID
        guard color.members != nil else {
            diagnostics.error(invalid, "colour set '\(set)' 'color' must be an object, not \(color.kindName)", at: color.location)
            return .invalid
        }
        if let reference = color["reference"] {
            guard let name = reference.string else {
                diagnostics.error(
                    invalid, "colour set '\(set)' 'reference' must name a system colour, not be \(reference.kindName)", at: reference.location)
                return .invalid
            }
            let platform = color["platform"]?.string
            guard SystemColors.entry(name, platform: platform) != nil else {
                diagnostics.warning(
                    ColorSetContents.unsupportedID,
                    "colour set '\(set)' refers to system colour '\(name)', whose values themebook does not know; it is shown as unknown",
                    at: reference.location, suggestion: Suggestion.closest(to: name, in: SystemColors.names))
                return .invalid
            }
            return .system(name: name, platform: platform)
        }
        var space = "srgb"
        if let node = color["color-space"] {
            guard let text = node.string else {
                diagnostics.error(invalid, "colour set '\(set)' 'color-space' must be a string, not \(node.kindName)", at: node.location)
                return .invalid
            }
            guard spaces.contains(text) else {
                diagnostics.warning(
                    ColorSetContents.unsupportedID,
                    "colour set '\(set)' uses colour space '\(text)', which themebook does not read; it is shown as unknown",
                    at: node.location, suggestion: Suggestion.closest(to: text, in: spaces))
                return .invalid
            }
            space = text
        }
        guard let components = color["components"] else {
            diagnostics.error(invalid, "colour set '\(set)' 'color' has neither 'components' nor 'reference'", at: color.location)
            return .invalid
        }
        guard components.members != nil else {
            diagnostics.error(
                invalid, "colour set '\(set)' 'components' must be an object, not \(components.kindName)", at: components.location)
            return .invalid
        }
        let gray = space.hasSuffix("gray") || space.hasPrefix("gray")
        let extended = space.hasPrefix("extended")
        var values: [(Double, String)] = []
        var ok = true
        for key in gray ? ["white"] : ["red", "green", "blue"] {
            guard let node = components[key] else {
                diagnostics.error(invalid, "colour set '\(set)' 'components' has no '\(key)'", at: components.location)
                ok = false
                continue
            }
            guard let read = component(node, alpha: false) else {
                diagnostics.error(
                    invalid, "colour set '\(set)' component '\(key)' \(ValueParser.describe(node)) is not a decimal, a 0–255 whole number or a 0xNN byte",
                    at: node.location)
                ok = false
                continue
            }
            if !extended, !(0...1).contains(read.0) {
                diagnostics.error(
                    invalid, "colour set '\(set)' component '\(key)' \(ValueParser.describe(node)) is outside 0–1; only the extended spaces go beyond",
                    at: node.location)
                ok = false
                continue
            }
            values.append(read)
        }
        var alpha = 1.0
        if let node = components["alpha"] {
            if let read = component(node, alpha: true), (0...1).contains(read.0) {
                alpha = read.0
            } else {
                diagnostics.error(invalid, "colour set '\(set)' alpha \(ValueParser.describe(node)) is not a decimal from 0 to 1", at: node.location)
                ok = false
            }
        }
        guard ok else { return .invalid }
        return value(space: space, values, alpha: alpha, at: color.location)
    }

    /// The raw value of components read in `space` (a name of `spaces`), with its text.
    static func value(space: String, _ values: [(Double, String)], alpha: Double, at location: SourceLocation) -> ColorSetValue {
        func object(_ space: ColorSpace, _ values: [(Double, String)], written: String? = nil) -> ColorSetValue {
            let object = ColorObject(space: space, components: values.map { .number($0.0, text: $0.1) }, alpha: alpha, written: written)
            let resolved = ColorObject.resolved(space: space, values: values, alpha: alpha, written: written)
            return .color(.colorObject(object, location), text: resolved.notation ?? resolved.color.hex)
        }
        switch space {
        case "display-p3":
            return object(.displayP3, values)
        case "extended-linear-srgb":
            return object(.srgbLinear, values)
        case "gray-gamma-22", "extended-gray":
            let white = values[0].0
            let linear = (white < 0 ? -1 : 1) * pow(abs(white), 2.2)
            let text = Color.format(linear)
            return object(.srgbLinear, Array(repeating: (linear, text), count: 3), written: "\(space)(\(values[0].1))")
        default:
            // srgb, and extended-srgb within 0–1, are plain sRGB: shown as hex.
            guard values.allSatisfy({ (0...1).contains($0.0) }) else { return object(.srgb, values) }
            let color = Color(red: values[0].0, green: values[1].0, blue: values[2].0, alpha: alpha)
            return .color(.literal(color, location), text: color.hex)
        }
    }

    /// A component's value and its text as shown in a notation; nil when it is none of the forms.
    static func component(_ node: JSONNode, alpha: Bool) -> (Double, String)? {
        switch node.value {
        case .number(let n, let literal):
            guard n.isFinite else { return nil }
            if !literal.contains("."), n == n.rounded(), (2...255).contains(n) { return (n / 255, Color.format(n / 255)) }
            return (n, literal.count > 24 ? Color.format(n) : literal)
        case .string(let raw):
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                let digits = text.dropFirst(2)
                guard (1...2).contains(digits.count), let byte = Int(digits, radix: 16) else { return nil }
                return (Double(byte) / 255, Color.format(Double(byte) / 255))
            }
            let isWhole = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            if isWhole {
                guard text.count <= 3, let byte = Int(text), byte <= 255 else { return nil }
                // A whole number is a byte, but for alpha, where Xcode writes decimals: 0 and 1 are themselves.
                if alpha, byte <= 1 { return (Double(byte), text) }
                return (Double(byte) / 255, Color.format(Double(byte) / 255))
            }
            guard text.utf8.allSatisfy({ "0123456789+-.eE".utf8.contains($0) }), let n = Double(text), n.isFinite else { return nil }
            return (n, text.count > 24 ? Color.format(n) : text)
        default:
            return nil
        }
    }
}
