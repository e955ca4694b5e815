import Foundation

/// An sRGB colour with alpha, components in 0…1.
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// 8-bit channels, rounded to nearest.
    public var bytes: (r: Int, g: Int, b: Int, a: Int) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    static func byte(_ component: Double) -> Int { Int((min(max(component, 0), 1) * 255).rounded()) }

    /// `#rrggbb` for opaque colours, `#rrggbbaa` otherwise.
    public var hex: String {
        let b = bytes
        return Self.hex(b.r, b.g, b.b, b.a == 255 ? nil : b.a)
    }

    /// `#rrggbb` without alpha.
    public var opaqueHex: String {
        let b = bytes
        return Self.hex(b.r, b.g, b.b, nil)
    }

    /// Written into one small buffer: every swatch of every page asks for a hex.
    private static func hex(_ r: Int, _ g: Int, _ b: Int, _ a: Int?) -> String {
        var out: [UInt8] = [UInt8(ascii: "#")]
        out.reserveCapacity(9)
        func put(_ v: Int) {
            out.append(hexDigits[v >> 4 & 15])
            out.append(hexDigits[v & 15])
        }
        put(r)
        put(g)
        put(b)
        if let a { put(a) }
        return String(decoding: out, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `rgb(0 96 223)` or `rgb(0 96 223 / 0.3)` (CSS Color 4).
    public var css: String {
        let b = bytes
        return alpha >= 1
            ? Self.channels("rgb(", b, separator: " ", then: ")")
            : Self.channels("rgb(", b, separator: " ", then: " / \(Self.format(alpha)))")
    }

    /// `rgba(0, 96, 223, 0.3)` for people.
    public var rgba: String {
        Self.channels("rgba(", bytes, separator: ", ", then: ", \(Self.format(alpha)))")
    }

    /// `prefix` and the three 8-bit channels in decimal, `separator` between them, then `suffix`:
    /// written into one buffer, since every swatch of every page asks for its CSS (string
    /// interpolation of three numbers was a measurable share of a build).
    private static func channels(
        _ prefix: StaticString, _ b: (r: Int, g: Int, b: Int, a: Int), separator: StaticString, then suffix: String
    ) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(32 + suffix.utf8.count)
        func put(_ text: StaticString) {
            text.withUTF8Buffer { out.append(contentsOf: $0) }
        }
        func put(_ value: Int) {
            // A channel is 0…255.
            if value >= 100 { out.append(UInt8(ascii: "0") + UInt8(value / 100)) }
            if value >= 10 { out.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
            out.append(UInt8(ascii: "0") + UInt8(value % 10))
        }
        put(prefix)
        put(b.r)
        put(separator)
        put(b.g)
        put(separator)
        put(b.b)
        out.append(contentsOf: suffix.utf8)
        return String(decoding: out, as: UTF8.self)
    }

    public func with(alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Relative luminance (WCAG), used to pick readable text on a swatch.
    public var luminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Shortest decimal for an alpha or component: 0.6, 0.44, 1, 0.
    public static func format(_ value: Double) -> String {
        let rounded = (value * 10000).rounded() / 10000
        // `Int(_:)` traps outside its range: huge values are printed as Swift prints them.
        guard rounded.isFinite, abs(rounded) < 1e15 else { return String(rounded) }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(rounded)
        if s.utf8.contains(UInt8(ascii: "e")) { s = String(format4: rounded) }
        return s
    }

    /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (case-insensitive).
    public static func parseHex(_ text: String) -> Color? {
        guard text.hasPrefix("#") else { return nil }
        let digits = Array(text.utf8.dropFirst())
        guard digits.count == 3 || digits.count == 6 || digits.count == 8 else { return nil }
        var values: [Int] = []
        for d in digits {
            switch d {
            case 0x30...0x39: values.append(Int(d - 0x30))
            case 0x41...0x46: values.append(Int(d - 0x41 + 10))
            case 0x61...0x66: values.append(Int(d - 0x61 + 10))
            default: return nil
            }
        }
        if values.count == 3 {
            return Color(
                red: Double(values[0] * 17) / 255, green: Double(values[1] * 17) / 255,
                blue: Double(values[2] * 17) / 255)
        }
        func pair(_ i: Int) -> Double { Double(values[i] * 16 + values[i + 1]) / 255 }
        return Color(red: pair(0), green: pair(2), blue: pair(4), alpha: values.count == 8 ? pair(6) : 1)
    }
}

extension String {
    /// Fixed four decimals without trailing zeros (for values Swift would print in exponent form).
    init(format4 value: Double) {
        let scaled = Int((value * 10000).rounded())
        let whole = scaled / 10000
        var fraction = String(abs(scaled % 10000))
        while fraction.count < 4 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        self = fraction.isEmpty ? String(whole) : "\(scaled < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
    }
}

