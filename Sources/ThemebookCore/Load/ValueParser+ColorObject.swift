/// The DTCG 2025.10 colour object: `colorSpace`, `components`, `alpha`, `hex`.
extension ValueParser {
    /// Plain sRGB numbers stay a `.literal` (shown as hex, as they always were); any other space,
    /// a `none` or a component pointer becomes a `.colorObject`, converted once Check has the
    /// pointed-at numbers. A space themebook does not know falls back to a valid `hex`.
    static func colorObject(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawValue {
        var ok = true
        let hex = fallbackHex(node, diagnostics: &diagnostics)
        var space: ColorSpace?
        if let member = node.member("colorSpace") {
            if let name = member.value.string, let known = ColorSpace(rawValue: name) {
                space = known
            } else if let name = member.value.string, let hex {
                diagnostics.warning(
                    "color-space-fallback", "colour space '\(name)' is not one of the colour module's; its hex fallback \(hex.opaqueHex) is shown",
                    at: member.value.location, suggestion: Suggestion.closest(to: name, in: ColorSpace.names))
                return .literal(hex.with(alpha: alpha(node, diagnostics: &diagnostics) ?? 1), node.location)
            } else {
                let name = member.value.string ?? member.value.kindName
                diagnostics.error(
                    "unsupported-color-space",
                    "colour space '\(name)' is not one of the colour module's (srgb, display-p3, oklch, …) and there is no hex fallback",
                    at: member.value.location, suggestion: member.value.string.flatMap { Suggestion.closest(to: $0, in: ColorSpace.names) })
                ok = false
            }
        } else {
            diagnostics.error("invalid-color", "colour object has no 'colorSpace'", at: node.location)
            ok = false
        }
        var alphaValue: Double?
        if node.member("alpha") != nil {
            alphaValue = alpha(node, diagnostics: &diagnostics)
            if alphaValue == nil { ok = false }
        }
        guard let components = node.member("components") else {
            if let hex, ok { return .literal(hex.with(alpha: alphaValue ?? hex.alpha), node.location) }
            diagnostics.error("invalid-color", "colour object has no 'components'", at: node.location)
            return .invalid(node.location)
        }
        if let pointer = components.value["$ref"] {
            guard let text = pointer.string, let path = componentsPointerPath(text) else {
                diagnostics.error(
                    "invalid-reference",
                    "'$ref' \(describe(pointer)) must be a JSON Pointer to a colour's components, like #/Blue/Blue50/$value/components",
                    at: pointer.location)
                return .invalid(pointer.location)
            }
            return ok ? .withAlpha(.path(path), alpha: alphaValue ?? 1, pointer.location) : .invalid(node.location)
        }
        guard let list = components.value.elements, list.count == 3 else {
            let name = space.map { $0 == .srgb ? "sRGB" : "'\($0.name)'" } ?? "colour"
            diagnostics.error("invalid-color", "\(name) 'components' must be an array of 3 numbers", at: components.value.location)
            return .invalid(node.location)
        }
        guard let space else { return .invalid(node.location) }
        var read: [ColorObject.Component] = []
        for (element, range) in zip(list, space.ranges) {
            if let component = component(element, range: range, diagnostics: &diagnostics) { read.append(component) } else { ok = false }
        }
        guard ok else { return .invalid(node.location) }
        let numbers = read.compactMap { if case .number(let n, _) = $0 { n } else { nil } }
        if space == .srgb, numbers.count == 3 {
            let c = Color(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: alphaValue ?? 1)
            let written = read.compactMap { if case .number(_, let text) = $0 { text } else { nil } }
            if let hex, !Self.hex(hex, isRoundedTo: numbers, writtenAs: written) {
                checkHex(hex, node, against: c.opaqueHex, exact: true, diagnostics: &diagnostics)
            }
            return .literal(c, node.location)
        }
        if numbers.count == 3 {
            let converted = ColorConversion.srgb(space, numbers)
            // Another tool may round or gamut-map differently: only a clear disagreement is reported.
            if !converted.outOfGamut { checkHex(hex, node, against: converted.color.opaqueHex, exact: false, diagnostics: &diagnostics) }
        }
        return .colorObject(ColorObject(space: space, components: read, alpha: alphaValue ?? 1), node.location)
    }

    /// One component: a number in the space's range, `none`, or a pointer to another colour's component.
    private static func component(
        _ element: JSONNode, range: ClosedRange<Double>?, diagnostics: inout Diagnostics
    ) -> ColorObject.Component? {
        if element.string == "none" { return ColorObject.Component.none }
        if let pointer = element["$ref"] {
            guard let text = pointer.string, let target = pointerTarget(text), let index = target.index, index < 3 else {
                diagnostics.error(
                    "invalid-reference",
                    "'$ref' \(describe(pointer)) must be a JSON Pointer to a colour's component, like #/Blue/Blue50/$value/components/0",
                    at: pointer.location)
                return nil
            }
            return .pointer(path: target.path, index: index, pointer.location)
        }
        guard case .number(let n, let literal) = element.value, n.isFinite else {
            diagnostics.error("invalid-color", "component \(describe(element)) is not a number or 'none'", at: element.location)
            return nil
        }
        if let range, !range.contains(n) {
            let bounds = range.upperBound == .greatestFiniteMagnitude
                ? "below \(Color.format(range.lowerBound))" : "outside \(Color.format(range.lowerBound))–\(Color.format(range.upperBound))"
            diagnostics.error("invalid-color", "component \(describe(element)) is \(bounds)", at: element.location)
            return nil
        }
        return .number(n, text: literal.count > 24 ? Color.format(n) : literal)
    }

    /// The colour object's `alpha`, 0–1; nil (reported) when malformed, 1 when absent.
    private static func alpha(_ node: JSONNode, diagnostics: inout Diagnostics) -> Double? {
        guard let a = node.member("alpha") else { return 1 }
        if let n = a.value.number, (0...1).contains(n) { return n }
        diagnostics.error("invalid-color", "alpha \(describe(a.value)) is outside 0–1", at: a.value.location)
        return nil
    }

    /// A valid 6-digit `hex`, or nil. A malformed one is only a warning: it is a fallback, and the
    /// components beside it are what the colour is.
    private static func fallbackHex(_ node: JSONNode, diagnostics: inout Diagnostics) -> Color? {
        guard let hexNode = node["hex"] else { return nil }
        if let text = hexNode.string, text.utf8.count == 7, let c = Color.parseHex(text) { return c }
        diagnostics.warning(
            "invalid-color-hex", "hex \(describe(hexNode)) must be a 6-digit #rrggbb string; the fallback is ignored",
            at: hexNode.location)
        return nil
    }

    /// Whether an sRGB hex is the components as they are written: published files give the hex
    /// and its channels rounded to a few decimals (`#ff6b35` as `[1, 0.42, 0.21]`), and 0.21 × 255
    /// rounds to 0x36, not 0x35, though 0x35 (0.2078) is what 0.21 was written for. So a channel
    /// agrees when its byte, written to the component's own decimals, is the component.
    static func hex(_ hex: Color, isRoundedTo numbers: [Double], writtenAs texts: [String]) -> Bool {
        guard numbers.count == 3, texts.count == 3 else { return false }
        let b = hex.bytes
        return zip(zip([b.r, b.g, b.b], numbers), texts).allSatisfy { pair, text in
            let (byte, number) = pair
            // An exponent (`2.1e-1`) says nothing plain about the decimals meant: exact only.
            guard !text.contains(where: { $0 == "e" || $0 == "E" }) else { return false }
            let decimals = text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
            let step = (0..<min(decimals, 15)).reduce(1.0) { power, _ in power * 10 }
            return (Double(byte) / 255 * step).rounded() == (number * step).rounded()
        }
    }

    /// Warns when the fallback names another colour than the components: exactly for sRGB,
    /// beyond one step per channel for a converted colour.
    private static func checkHex(_ hex: Color?, _ node: JSONNode, against expected: String, exact: Bool, diagnostics: inout Diagnostics) {
        guard let hex, let hexNode = node["hex"], let e = Color.parseHex(expected) else { return }
        let a = hex.bytes, b = e.bytes
        let differs = exact ? hex.opaqueHex != expected : max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b)) > 1
        guard differs, let text = hexNode.string else { return }
        diagnostics.warning(
            "color-hex-mismatch", "hex '\(text)' does not match the components, which give \(expected)", at: hexNode.location)
    }
}
