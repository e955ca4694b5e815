/// The simple values (dimension, duration, number, font weight, cubic Bézier, stroke style, a
/// typography's line height) in the forms DTCG 2025.10 writes, and in the forms published
/// systems also write: a string `"2px"`, a bare number, a unit such as `em`, `vw`, `dp` or none,
/// a weight `"400"`. Those are read as written with a `nonstandard-value` warning saying what
/// the format writes instead; only a value nothing can be shown of is an `invalid-value` error.
extension CompositeValueParser.Parser {
    /// `{"value": 16, "unit": "px"}`; either member may be a `$ref`.
    func measure(_ node: JSONNode, type: TokenType, diagnostics: inout Diagnostics) -> RawPart? {
        let units = CompositeValueParser.units[type] ?? []
        let unitList = units.map { "'\($0)'" }.joined(separator: " or ")
        let example = type == .duration ? "{\"value\": 200, \"unit\": \"ms\"}" : "{\"value\": 16, \"unit\": \"px\"}"
        let like = field == nil ? "" : "a \(type.rawValue) like "
        if let text = node.string {
            warn("\(subject(type)) \(ValueParser.describe(node)) is written as a string; DTCG 2025.10 writes \(like)\(Self.object(text, type: type) ?? example)", node, &diagnostics)
            return .text(text)
        }
        if let n = node.number {
            let unit = units.first ?? "px"
            warn(
                "\(subject(type)) \(ValueParser.describe(node)) is a bare number; DTCG 2025.10 writes \(like){\"value\": \(ValueText.format(n)), \"unit\": \"\(unit)\"}",
                node, &diagnostics)
            return .number(n)
        }
        guard node.members != nil else {
            return fail("a \(type.rawValue) must be an object like \(example), not \(node.kindName)", node, &diagnostics)
        }
        var ok = true
        var value: RawPart?
        if let v = node["value"] {
            if let pointer = v["$ref"] {
                value = Self.pointer(pointer, type: nil, diagnostics: &diagnostics)
            } else if let n = v.number {
                value = .number(n)
            } else if let s = v.string, Self.number(s) != nil {
                warn("\(subject(type)) value \(ValueParser.describe(v)) is a string; DTCG 2025.10 writes a number", v, &diagnostics)
                value = .text(s)
            } else {
                ok = fail("\(type.rawValue) value \(ValueParser.describe(v)) must be a number", v, &diagnostics) != nil
            }
        } else {
            ok = fail("\(type.rawValue) has no 'value'; expected \(example)", node, &diagnostics) != nil
        }
        var unit: RawPart?
        if let u = node["unit"] {
            if let pointer = u["$ref"] {
                unit = Self.pointer(pointer, type: nil, diagnostics: &diagnostics)
            } else if let s = u.string {
                if !units.contains(s) {
                    warn("\(subject(type)) unit \(ValueParser.describe(u)) is not a DTCG 2025.10 unit (\(unitList))", u, &diagnostics)
                }
                unit = .text(s)
            } else {
                ok = fail("\(type.rawValue) unit \(ValueParser.describe(u)) must be \(unitList)", u, &diagnostics) != nil
            }
        } else {
            warn("\(subject(type)) has no 'unit'; DTCG 2025.10 writes \(unitList)", node, &diagnostics)
        }
        warnUnknown(node, known: ["value", "unit"], type: type, diagnostics: &diagnostics)
        guard ok, let value else { return nil }
        return .object([RawField("value", value)] + (unit.map { [RawField("unit", $0)] } ?? []))
    }

    /// A number; one written as a string is shown as written.
    func number(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
        if let n = node.number { return .number(n) }
        if let s = node.string {
            warn("\(subject(.number)) \(ValueParser.describe(node)) is written as a string; DTCG 2025.10 writes a JSON number", node, &diagnostics)
            return .text(s)
        }
        return fail("a number must be a JSON number, not \(node.kindName)", node, &diagnostics)
    }

    /// A typography's line height: a number (a multiple of the font size). Published systems
    /// also write a dimension (`{"value": 24, "unit": "px"}`) or a string (`"150%"`).
    func lineHeight(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
        if node.number != nil || (node.string.map { ValueParser.aliasPath($0) != nil } ?? false) || node["$ref"] != nil {
            return part(node, as: .number, diagnostics: &diagnostics)
        }
        if let text = node.string {
            warn("lineHeight \(ValueParser.describe(node)) is written as a string; DTCG 2025.10 writes a number, a multiple of the font size", node, &diagnostics)
            return .text(text)
        }
        guard node.members != nil, node["value"] != nil else { return part(node, as: .number, diagnostics: &diagnostics) }
        warn("lineHeight is written as a dimension; DTCG 2025.10 writes a number, a multiple of the font size", node, &diagnostics)
        return measure(node, type: .dimension, diagnostics: &diagnostics)
    }

    func fontWeight(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
        if let n = node.number {
            if !(1...1000).contains(n) {
                warn("font weight \(ValueParser.describe(node)) is outside DTCG 2025.10's 1–1000", node, &diagnostics)
            }
            return .number(n)
        }
        if let name = node.string {
            if ValueText.fontWeights[name] != nil { return .text(name) }
            if let n = Self.number(name) {
                warn("font weight \(ValueParser.describe(node)) is written as a string; DTCG 2025.10 writes \(ValueText.format(n))", node, &diagnostics)
            } else {
                warn(
                    "font weight '\(name)' is not a DTCG 2025.10 weight name such as 'bold' or 'semi-bold'", node, &diagnostics,
                    suggestion: Suggestion.closest(to: name, in: ValueText.fontWeights.keys.sorted()))
            }
            return .text(name)
        }
        return fail("a font weight must be a number or a weight name, not \(node.kindName)", node, &diagnostics)
    }

    func cubicBezier(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
        if let text = node.string {
            warn(
                "cubic Bézier \(ValueParser.describe(node)) is written as a string; DTCG 2025.10 writes an array of 4 numbers [P1x, P1y, P2x, P2y]",
                node, &diagnostics)
            return .text(text)
        }
        guard let points = node.elements, points.count == 4 else {
            return fail("a cubic Bézier must be an array of 4 numbers [P1x, P1y, P2x, P2y]", node, &diagnostics)
        }
        var out: [RawPart] = []
        for (i, p) in points.enumerated() {
            guard let n = p.number else { return fail("cubic Bézier point \(ValueParser.describe(p)) must be a number", p, &diagnostics) }
            if i % 2 == 0, !(0...1).contains(n) {
                warn("cubic Bézier x coordinate \(ValueParser.describe(p)) is outside DTCG 2025.10's 0–1", p, &diagnostics)
            }
            out.append(.number(n))
        }
        return .list(out)
    }

    func strokeStyle(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
        if let style = node.string {
            if !CompositeValueParser.strokeStyles.contains(style) {
                warn(
                    "stroke style '\(style)' is not one of DTCG 2025.10's \(CompositeValueParser.strokeStyles.joined(separator: ", "))", node,
                    &diagnostics, suggestion: Suggestion.closest(to: style, in: CompositeValueParser.strokeStyles))
            }
            return .text(style)
        }
        guard node.members != nil else {
            return fail("a stroke style must be a style name or an object with 'dashArray' and 'lineCap'", node, &diagnostics)
        }
        warnUnknown(node, known: ["dashArray", "lineCap"], type: .strokeStyle, diagnostics: &diagnostics)
        var dashes: RawPart?
        if let array = node["dashArray"] {
            if let ref = array["$ref"] {
                // Another stroke style's dash array, as the format's test suite writes it.
                dashes = Self.pointer(ref, type: .strokeStyle, diagnostics: &diagnostics)
            } else if let items = array.elements, !items.isEmpty {
                dashes = list(items, diagnostics: &diagnostics) { item, d in part(item, as: .dimension, diagnostics: &d) }
            } else {
                _ = fail("'dashArray' must be a non-empty array of dimensions", array, &diagnostics)
            }
        } else {
            _ = fail("stroke style object has no 'dashArray'", node, &diagnostics)
        }
        var cap: RawPart?
        if let c = node["lineCap"] {
            if let s = c.string, CompositeValueParser.lineCaps.contains(s) {
                cap = .text(s)
            } else {
                _ = fail(
                    "lineCap \(ValueParser.describe(c)) must be 'round', 'butt' or 'square'", c, &diagnostics,
                    suggestion: c.string.flatMap { Suggestion.closest(to: $0, in: CompositeValueParser.lineCaps) })
            }
        } else {
            _ = fail("stroke style object has no 'lineCap'", node, &diagnostics)
        }
        guard let dashes, let cap else { return nil }
        return .object([RawField("dashArray", dashes), RawField("lineCap", cap)])
    }

    /// `"-0.64px"` → (`-0.64`, `px`): a number and a unit of letters or `%`, as CSS writes a length.
    static func measureParts(_ text: String) -> (number: String, unit: String)? {
        let trimmed = text.trimmingSpaces
        guard let end = trimmed.firstIndex(where: { !("0"..."9").contains($0) && $0 != "." && $0 != "-" && $0 != "+" }) else {
            return number(trimmed) != nil ? (trimmed, "") : nil
        }
        let digits = String(trimmed[..<end]), unit = String(trimmed[end...])
        guard number(digits) != nil, unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (digits, unit)
    }

    /// A decimal number as text (`"400"`, `"-0.64"`), without Foundation.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B }) else { return nil }
        return Double(text)
    }

    /// The object DTCG writes for a measure written as a string, when the string reads as one.
    private static func object(_ text: String, type: TokenType) -> String? {
        guard let (digits, unit) = measureParts(text), let n = number(digits) else { return nil }
        let units = CompositeValueParser.units[type] ?? []
        let written = unit.isEmpty ? (units.first ?? "px") : unit
        return "{\"value\": \(ValueText.format(n)), \"unit\": \"\(written)\"}"
    }
}
