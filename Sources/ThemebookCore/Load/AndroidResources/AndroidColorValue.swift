/// The value of a `<color>` resource as written: a literal (`#RGB`, `#ARGB`, `#RRGGBB`,
/// `#AARRGGBB`, the alpha first as Android reads it), a reference to another colour
/// (`@color/photonViolet40`), or a colour the device or the theme supplies (`@android:color/white`,
/// `?attr/colorPrimary`), which themebook shows by name and never guesses.
enum AndroidColorValue: Equatable {
    case literal(Color)
    case reference(String)
    case system(String)
    case unreadable

    static func parse(_ text: String) -> AndroidColorValue {
        if text.hasPrefix("#") { return hex(text).map(AndroidColorValue.literal) ?? .unreadable }
        if text.hasPrefix("@color/") {
            let name = String(text.dropFirst("@color/".count))
            return isResourceName(name) ? .reference(name) : .unreadable
        }
        if text.hasPrefix("@android:color/") || text.hasPrefix("?") {
            let name = text.drop { $0 == "?" || $0 == "@" }
            return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || "_:/.".contains($0) } ? .system(text) : .unreadable
        }
        return .unreadable
    }

    /// `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`.
    static func hex(_ text: String) -> Color? {
        let digits = text.utf8.dropFirst().map { d -> Int? in
            switch d {
            case 0x30...0x39: Int(d - 0x30)
            case 0x41...0x46: Int(d - 0x41 + 10)
            case 0x61...0x66: Int(d - 0x61 + 10)
            default: nil
            }
        }
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        let v = digits.map { $0! }
        func channel(_ value: Int) -> Double { Double(value) / 255 }
        switch v.count {
        case 3: return Color(red: channel(v[0] * 17), green: channel(v[1] * 17), blue: channel(v[2] * 17))
        case 4: return Color(red: channel(v[1] * 17), green: channel(v[2] * 17), blue: channel(v[3] * 17), alpha: channel(v[0] * 17))
        case 6: return Color(red: channel(v[0] * 16 + v[1]), green: channel(v[2] * 16 + v[3]), blue: channel(v[4] * 16 + v[5]))
        case 8:
            return Color(
                red: channel(v[2] * 16 + v[3]), green: channel(v[4] * 16 + v[5]), blue: channel(v[6] * 16 + v[7]),
                alpha: channel(v[0] * 16 + v[1]))
        default: return nil
        }
    }

    static func isResourceName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }
}
