/// Reads a colour from a Kotlin expression, as Compose palettes and themes write them:
///
/// - `Color(0xFF0060DF)` (the argument is ARGB: the first byte is alpha; six hex digits leave
///   the alpha byte 0, which Compose draws fully transparent, said as `compose-no-alpha`),
///   `Color(color = 0xFF0060DF)`;
/// - `Color(red, green, blue)` and `Color(red, green, blue, alpha)`, all whole numbers (0–255)
///   or all `Float`s (0–1), positional or named;
/// - `Color.White`, `Color.Black`, `Color.Transparent` and Compose's other named colours;
/// - `PhotonColors.Blue50` — a palette colour, in any palette object; a bare `Blue50` inside the
///   palette object that declares it (or a top-level palette `val`);
/// - `darkColorPalette.iconAccentBlue` — a token of another theme palette value;
/// - `….copy(alpha = 0.44f)` on any of those.
///
/// Compose keeps an sRGB colour as 8 bits a channel, so `Float` components are rounded as it
/// rounds them. Anything else is an `android-unsupported` warning at its exact position naming
/// the expression, and an `.invalid` value, never a guess.
struct KotlinColorReader {
    static let unsupportedID = "android-unsupported"
    static let noAlphaID = "compose-no-alpha"

    /// The palette objects' names (`PhotonColors`).
    var namespaces: Set<String> = []
    /// Each palette colour's identity by namespace and name (nil: a top-level `val`).
    var paletteNames = PaletteNames([])
    /// Every palette colour as `namespace.name` (`.name` for a top-level `val`).
    var declared: Set<String> = []
    /// While reading a palette object: its name, which a bare name refers into.
    var namespace: String?
    /// The palette values of the colours class (`darkColorPalette`): their tokens' values.
    var instances: [String: [String: RawValue]] = [:]
    /// The XML colours `colorResource(R.color.…)` reads, when `android.resources` lists files.
    var resources: KotlinResourceColors?
    /// Whether the palette value being read is a dark one (it reads the night resource colours).
    var night = false

    /// The value of a palette colour or token named `owner`.
    func value(_ expression: KotlinExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        if let problem = expression.firstProblem {
            if case .malformed(let l) = problem { return .invalid(l) }
            return unsupported(problem.summary, at: problem.location, owner: owner, diagnostics: &diagnostics)
        }
        return color(expression, owner: owner, diagnostics: &diagnostics)
    }

    private func color(_ expression: KotlinExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        let here = expression.location
        switch expression {
        case .call(.member(let base, "copy", _), let args, _):
            return copy(base, args, expression, owner: owner, diagnostics: &diagnostics)
        case .call(.name("Color", _), let args, _) where args.count == 1 && KotlinResourceColors.lookedUp(args[0].value) != nil:
            return resourceColor(KotlinResourceColors.lookedUp(args[0].value), expression, owner: owner, diagnostics: &diagnostics)
        case .call(.name("Color", _), let args, _):
            if let c = literal(args, expression, owner: owner, diagnostics: &diagnostics) { return .literal(c, here) }
            return .invalid(here)
        case .call(.name("colorResource", _), let args, _):
            return resourceColor(KotlinResourceColors.name(in: args), expression, owner: owner, diagnostics: &diagnostics)
        case .call(.member(.name("Color", _), let model, _), let args, _) where model == "hsv" || model == "hsl":
            if let c = Self.hueColor(model, args) { return .literal(c, here) }
            return unsupported(
                "'\(expression.summary)'", hint: "it reads Color.\(model)(hue 0–360, saturation and \(model == "hsv" ? "value" : "lightness") 0–1[, alpha]) in sRGB",
                at: here, owner: owner, diagnostics: &diagnostics)
        case .member(.name("Color", _), let name, _):
            if let c = Self.namedColors[name] { return .literal(c, here) }
            // "No colour": Compose draws what the component would without one. Shown as none.
            if name == "Unspecified" { return .placeholder(here) }
        case .member(.name(let namespace, _), let name, let nameLocation) where namespaces.contains(namespace):
            return .reference(.palette(paletteNames.identity(of: name, in: namespace)), nameLocation)
        case .member(.member(_, let namespace, _), let name, let nameLocation) where namespaces.contains(namespace):
            // `mozilla.components.ui.colors.PhotonColors.Blue50`: a package-qualified object.
            return .reference(.palette(paletteNames.identity(of: name, in: namespace)), nameLocation)
        case .member(.name(let instance, _), let token, _) where instances[instance] != nil:
            if let value = instances[instance]?[token] { return value }
            diagnostics.warning(
                Self.unsupportedID,
                "'\(owner)' uses '\(instance).\(token)', but '\(instance)' gives no value for '\(token)'; its value is shown as unknown",
                at: here)
            return .invalid(here)
        case .name(let name, _) where isPaletteName(name):
            return .reference(.palette(paletteNames.identity(of: name, in: declares(name, in: namespace) ? namespace : nil)), here)
        default:
            break
        }
        return unsupported("'\(expression.summary)'", at: here, owner: owner, diagnostics: &diagnostics)
    }

    /// A bare name that is a palette colour here: one of the current palette object, or a
    /// top-level palette `val`.
    private func isPaletteName(_ name: String) -> Bool {
        declares(name, in: namespace) || declares(name, in: nil)
    }

    func declares(_ name: String, in namespace: String?) -> Bool { declared.contains((namespace ?? "") + "." + name) }

    /// `base.copy(alpha = 0.44f)` or `base.copy(0.44f)`: the colour with that alpha.
    private func copy(
        _ base: KotlinExpression, _ args: [KotlinArgument], _ expression: KotlinExpression, owner: String,
        diagnostics: inout Diagnostics
    ) -> RawValue {
        let here = expression.location
        guard args.count == 1, args[0].label == nil || args[0].label == "alpha", let alpha = Self.float(args[0].value),
            (0...1).contains(alpha)
        else {
            return unsupported(
                "'\(expression.summary)'", hint: "it reads copy(alpha = …) with a Float from 0 to 1", at: here, owner: owner,
                diagnostics: &diagnostics)
        }
        let quantized = Self.channel(alpha)
        switch color(base, owner: owner, diagnostics: &diagnostics) {
        case .reference(let ref, let l), .withAlpha(let ref, _, let l): return .withAlpha(ref, alpha: quantized, l)
        case .literal(let c, _): return .literal(c.with(alpha: quantized), here)
        case let other: return other
        }
    }

    // MARK: - Literal colours

    /// Compose's named colours (`Color.White`).
    static let namedColors: [String: Color] = [
        "Black": argb(0xFF00_0000), "DarkGray": argb(0xFF44_4444), "Gray": argb(0xFF88_8888), "LightGray": argb(0xFFCC_CCCC),
        "White": argb(0xFFFF_FFFF), "Red": argb(0xFFFF_0000), "Green": argb(0xFF00_FF00), "Blue": argb(0xFF00_00FF),
        "Yellow": argb(0xFFFF_FF00), "Cyan": argb(0xFF00_FFFF), "Magenta": argb(0xFFFF_00FF), "Transparent": argb(0),
    ]

    /// Compose's `Color.hsv(hue, saturation, value[, alpha])` and `Color.hsl(hue, saturation,
    /// lightness[, alpha])`: hue in degrees from 0 to 360, the rest from 0 to 1, positional or
    /// labelled; nil for anything else (another colour space among them).
    static func hueColor(_ model: String, _ args: [KotlinArgument]) -> Color? {
        let order = ["hue", "saturation", model == "hsv" ? "value" : "lightness", "alpha"]
        var values: [String: Double] = [:]
        for (index, arg) in args.enumerated() {
            guard let label = arg.label ?? (index < order.count ? order[index] : nil), order.contains(label), values[label] == nil,
                let number = float(arg.value)
            else { return nil }
            values[label] = number
        }
        guard let hue = values["hue"], let saturation = values["saturation"], let third = values[order[2]], (0...360).contains(hue),
            [saturation, third, values["alpha"] ?? 1].allSatisfy({ (0...1).contains($0) })
        else { return nil }
        // HSL as HSV: the same hue, value l + s·min(l, 1 − l), saturation 2(1 − l/v) (0 for black).
        var s = saturation
        var v = third
        if model == "hsl" {
            v = third + saturation * min(third, 1 - third)
            s = v == 0 ? 0 : 2 * (1 - third / v)
        }
        let c = SwiftColorReader.color(hue: hue / 360, saturation: s, brightness: v, alpha: 1)
        return Color(red: channel(c.red), green: channel(c.green), blue: channel(c.blue), alpha: channel(values["alpha"] ?? 1))
    }

    /// An ARGB value as a colour: the first byte is alpha.
    static func argb(_ value: UInt32) -> Color {
        Color(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255,
            alpha: Double(value >> 24) / 255)
    }

    /// A `Float` component as Compose keeps it: `(value * 255 + 0.5).toInt()` of 255.
    static func channel(_ value: Double) -> Double {
        Double(Int(Float(value) * 255 + 0.5)) / 255
    }

    /// `Color(0xAARRGGBB)`, `Color(color = …)`, `Color(r, g, b[, a])`; nil when reported.
    private func literal(
        _ args: [KotlinArgument], _ expression: KotlinExpression, owner: String, diagnostics: inout Diagnostics
    ) -> Color? {
        let here = expression.location
        if args.count == 1, args[0].label == nil || args[0].label == "color" {
            guard let (value, digits) = Self.integer(args[0].value), (0...0xFFFF_FFFF).contains(value) else {
                _ = unsupported(
                    "'\(expression.summary)'", hint: "it reads Color(0xAARRGGBB) with a number of at most 32 bits", at: here,
                    owner: owner, diagnostics: &diagnostics)
                return nil
            }
            if value != 0, value <= 0xFF_FFFF, digits.map({ $0 <= 6 }) ?? true {
                diagnostics.warning(
                    Self.noAlphaID,
                    "'\(owner)' is '\(expression.summary)', which has no alpha byte: Compose reads it as ARGB, fully transparent; "
                        + "write 0xFF\(Self.hexDigits(value)) for an opaque colour",
                    at: here)
            }
            return Self.argb(UInt32(value))
        }
        // The components by their parameter: positional ones in order, then the labelled ones.
        let order = ["red", "green", "blue", "alpha"]
        var components: [String: KotlinExpression] = [:]
        for (index, arg) in args.enumerated() {
            let label = arg.label ?? (index < order.count ? order[index] : "colorSpace")
            guard order.contains(label), components[label] == nil else {
                _ = unsupported(
                    "'\(expression.summary)'", hint: label == "colorSpace" ? "it reads sRGB colours only" : nil, at: here,
                    owner: owner, diagnostics: &diagnostics)
                return nil
            }
            components[label] = arg.value
        }
        guard components.count >= 3, components["red"] != nil, components["green"] != nil, components["blue"] != nil else {
            _ = unsupported(
                "'\(expression.summary)'", hint: "it reads Color(0xAARRGGBB) and Color(red, green, blue[, alpha])", at: here,
                owner: owner, diagnostics: &diagnostics)
            return nil
        }
        let values = order.compactMap { name in components[name].map { (name, $0) } }
        // Kotlin picks the overload by the arguments' types: all Int (0–255) or all Float (0–1).
        if values.allSatisfy({ Self.integer($0.1) != nil }) {
            let ints = values.map { Self.integer($0.1)!.value }
            guard ints.allSatisfy({ (0...255).contains($0) }) else {
                _ = unsupported(
                    "'\(expression.summary)'", hint: "Int components run from 0 to 255", at: here, owner: owner,
                    diagnostics: &diagnostics)
                return nil
            }
            let c = ints.map { Double($0) / 255 }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        }
        let floats = values.map { Self.float($0.1) }
        guard floats.allSatisfy({ $0 != nil }), values.allSatisfy({ Self.isFloat($0.1) }) else {
            _ = unsupported(
                "'\(expression.summary)'", hint: "the components must be all Int (0–255) or all Float (0–1)", at: here,
                owner: owner, diagnostics: &diagnostics)
            return nil
        }
        let f = floats.map { $0! }
        guard f.allSatisfy({ (0...1).contains($0) }) else {
            _ = unsupported(
                "'\(expression.summary)'", hint: "Float components run from 0 to 1", at: here, owner: owner, diagnostics: &diagnostics)
            return nil
        }
        let c = f.map(Self.channel)
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
    }

    static func hexDigits(_ value: Int) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 6 - hex.count)) + hex
    }

    // MARK: - Numbers

    /// An integer literal's value and, for a hex literal, how many digits it has.
    static func integer(_ expression: KotlinExpression) -> (value: Int, digits: Int?)? {
        switch expression {
        case .integer(let text, _):
            var digits = text.replacingOccurrences(of: "_", with: "")
            if digits.hasSuffix("L") { digits.removeLast() }
            if digits.hasSuffix("u") || digits.hasSuffix("U") { return nil }
            if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
                let hex = digits.dropFirst(2)
                guard hex.count <= 16, let value = Int(hex, radix: 16) else { return nil }
                return (value, hex.count)
            }
            if digits.hasPrefix("0b") || digits.hasPrefix("0B") {
                return Int(digits.dropFirst(2), radix: 2).map { ($0, nil) }
            }
            return Int(digits).map { ($0, nil) }
        default:
            return nil
        }
    }

    /// Whether the expression is a `Float` in Kotlin: a literal with an `f` suffix, or
    /// arithmetic on one.
    static func isFloat(_ expression: KotlinExpression) -> Bool {
        switch expression {
        case .decimal(let text, _): text.hasSuffix("f") || text.hasSuffix("F")
        case .negative(let e, _): isFloat(e)
        case .arithmetic(_, let l, let r, _): isFloat(l) || isFloat(r)
        default: false
        }
    }

    /// A number literal, or arithmetic on literals (`0x3D / 255f`), as a Double.
    static func float(_ expression: KotlinExpression) -> Double? {
        switch expression {
        case .integer: return integer(expression).map { Double($0.value) }
        case .decimal(let text, _):
            var t = text.replacingOccurrences(of: "_", with: "")
            if t.hasSuffix("f") || t.hasSuffix("F") { t.removeLast() }
            return Double(t)
        case .negative(let e, _): return float(e).map { -$0 }
        case .arithmetic(let op, let l, let r, _):
            guard let a = float(l), let b = float(r) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default: return b == 0 ? nil : a / b
            }
        default: return nil
        }
    }

    // MARK: - Diagnostics

    /// `colorResource(R.color.name)` (or `Color(ContextCompat.getColor(context, R.color.name))`):
    /// the XML colour `name`, for this value's appearance.
    private func resourceColor(
        _ name: String?, _ expression: KotlinExpression, owner: String, diagnostics: inout Diagnostics
    ) -> RawValue {
        guard let name else {
            return unsupported("'\(expression.summary)'", hint: "it reads colorResource(R.color.name)", at: expression.location, owner: owner, diagnostics: &diagnostics)
        }
        guard let resources else {
            return unsupported(
                "'\(expression.summary)'", hint: "list the colour resource files under 'android.resources' to read it", at: expression.location,
                owner: owner, diagnostics: &diagnostics)
        }
        return resources.value(
            of: name, night: night, at: expression.location,
            identity: { paletteNames.identity(of: $0, in: KotlinResourceColors.namespace) },
            problem: { id, what, location in
                diagnostics.warning(id, "'\(owner)' uses \(what); its value is shown as unknown", at: location)
                return .invalid(location)
            })
    }

    func unsupported(
        _ what: String, hint: String? = nil, at location: SourceLocation, owner: String, diagnostics: inout Diagnostics
    ) -> RawValue {
        diagnostics.warning(
            Self.unsupportedID,
            "'\(owner)' uses \(what), which themebook does not read\(hint.map { " (\($0))" } ?? ""); its value is shown as unknown",
            at: location)
        return .invalid(location)
    }
}
