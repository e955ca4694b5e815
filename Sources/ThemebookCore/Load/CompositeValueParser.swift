/// Reads the `$value` of a non-colour token (DTCG 2025.10 §8–9): dimension, duration, number,
/// fontFamily, fontWeight, cubicBezier, strokeStyle, border, transition, shadow, typography.
///
/// Every sub-value may be an explicit value, an alias to a token of the sub-value's type
/// (`"{size.200}"`) or a JSON Pointer `$ref` into another token's value; aliases are resolved
/// by Check. A malformed value is an `invalid-value` error at its own position; a sub-value the
/// spec does not define is ignored with an `unknown-sub-value` warning (tools add `fontStyle`
/// or `textCase` to typography, and a documentation tool should still show the rest).
enum CompositeValueParser {
    static func parse(_ node: JSONNode, type: TokenType, token: String, diagnostics: inout Diagnostics) -> RawValue {
        if let text = node.string, let path = ValueParser.aliasPath(text) { return .reference(.path(path), node.location) }
        let parser = Parser(token: token)
        guard let part = parser.part(node, as: type, diagnostics: &diagnostics) else { return .invalid(node.location) }
        return .composite(type, part, node.location)
    }

    static let units: [TokenType: [String]] = [.dimension: ["px", "rem"], .duration: ["ms", "s"]]
    static let strokeStyles = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    static let lineCaps = ["round", "butt", "square"]

    /// A composite's sub-values in the order they are shown, with their types and whether the
    /// spec's objects may leave them out (themebook is lenient where real files commonly do,
    /// and shows what is there).
    static let schemas: [TokenType: [(name: String, type: TokenType, required: Bool)]] = [
        .border: [("width", .dimension, true), ("style", .strokeStyle, true), ("color", .color, true)],
        .transition: [("duration", .duration, true), ("delay", .duration, false), ("timingFunction", .cubicBezier, true)],
        .shadow: [
            ("color", .color, true), ("offsetX", .dimension, true), ("offsetY", .dimension, true),
            ("blur", .dimension, false), ("spread", .dimension, false),
        ],
        .typography: [
            ("fontFamily", .fontFamily, true), ("fontSize", .dimension, true), ("fontWeight", .fontWeight, false),
            ("letterSpacing", .dimension, false), ("lineHeight", .number, false),
        ],
    ]

    private struct Parser {
        let token: String
        /// Sub-values of sub-values: only a shadow's layers and a stroke style's dashes nest, so
        /// this stays shallow, but hostile input must not recurse without end.
        var depth = 0

        var deeper: Parser { Parser(token: token, depth: depth + 1) }

        func part(_ node: JSONNode, as type: TokenType, diagnostics: inout Diagnostics) -> RawPart? {
            if let text = node.string, let path = ValueParser.aliasPath(text) {
                return .alias(.path(path), type, node.location)
            }
            if let pointer = node["$ref"] { return Self.pointer(pointer, type: type, diagnostics: &diagnostics) }
            // The spec's own terminology example writes a sub-value as a nested token
            // (`"color": {"$type": "color", "$value": …}`): read its value.
            if let inner = node["$value"], depth < 8 { return deeper.part(inner, as: type, diagnostics: &diagnostics) }
            switch type {
            case .color:
                let value = ValueParser.color(node, diagnostics: &diagnostics)
                if case .invalid = value { return nil }
                return .color(value)
            case .dimension, .duration: return measure(node, type: type, diagnostics: &diagnostics)
            case .number:
                guard let n = node.number else { return fail("a number must be a JSON number", node, &diagnostics) }
                return .number(n)
            case .fontFamily: return fontFamily(node, diagnostics: &diagnostics)
            case .fontWeight: return fontWeight(node, diagnostics: &diagnostics)
            case .cubicBezier: return cubicBezier(node, diagnostics: &diagnostics)
            case .strokeStyle: return strokeStyle(node, diagnostics: &diagnostics)
            case .shadow:
                guard let layers = node.elements else { return object(node, as: .shadow, diagnostics: &diagnostics) }
                if layers.isEmpty { return fail("a shadow needs at least one layer", node, &diagnostics) }
                return list(layers, diagnostics: &diagnostics) { layer, d in
                    if let text = layer.string, let path = ValueParser.aliasPath(text) { return .alias(.path(path), .shadow, layer.location) }
                    if let pointer = layer["$ref"] { return Self.pointer(pointer, type: .shadow, diagnostics: &d) }
                    return object(layer, as: .shadow, diagnostics: &d)
                }
            case .border, .transition, .typography: return object(node, as: type, diagnostics: &diagnostics)
            case .gradient: return fail("a gradient is read as colours", node, &diagnostics)
            }
        }

        /// `{"value": 16, "unit": "px"}`; either member may be a `$ref`.
        private func measure(_ node: JSONNode, type: TokenType, diagnostics: inout Diagnostics) -> RawPart? {
            let units = CompositeValueParser.units[type] ?? []
            let example = type == .duration ? "{\"value\": 200, \"unit\": \"ms\"}" : "{\"value\": 16, \"unit\": \"px\"}"
            guard node.members != nil else {
                return fail("a \(type.rawValue) must be an object like \(example), not \(node.kindName)", node, &diagnostics)
            }
            var ok = true
            var value: RawPart?
            if let v = node["value"] {
                if let pointer = v["$ref"] { value = Self.pointer(pointer, type: nil, diagnostics: &diagnostics) } else if let n = v.number {
                    value = .number(n)
                } else {
                    ok = fail("\(type.rawValue) value \(ValueParser.describe(v)) must be a number", v, &diagnostics) != nil
                }
            } else {
                ok = fail("\(type.rawValue) has no 'value'; expected \(example)", node, &diagnostics) != nil
            }
            var unit: RawPart?
            if let u = node["unit"] {
                if let pointer = u["$ref"] { unit = Self.pointer(pointer, type: nil, diagnostics: &diagnostics) } else if let s = u.string, units.contains(s) {
                    unit = .text(s)
                } else {
                    ok = fail(
                        "\(type.rawValue) unit \(ValueParser.describe(u)) must be \(units.map { "'\($0)'" }.joined(separator: " or "))", u,
                        &diagnostics, suggestion: u.string.flatMap { Suggestion.closest(to: $0, in: units) }) != nil
                }
            } else {
                ok = fail("\(type.rawValue) has no 'unit'; expected \(example)", node, &diagnostics) != nil
            }
            warnUnknown(node, known: ["value", "unit"], type: type, diagnostics: &diagnostics)
            guard ok, let value, let unit else { return nil }
            return .object([RawField("value", value), RawField("unit", unit)])
        }

        private func fontFamily(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
            if let name = node.string { return .text(name) }
            guard let names = node.elements, !names.isEmpty else {
                return fail("a font family must be a name or a non-empty array of names, not \(node.kindName)", node, &diagnostics)
            }
            return list(names, diagnostics: &diagnostics) { name, d in
                if let s = name.string { return .text(s) }
                return fail("a font name must be a string, not \(name.kindName)", name, &d)
            }
        }

        private func fontWeight(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
            if let n = node.number {
                guard (1...1000).contains(n) else { return fail("font weight \(ValueParser.describe(node)) is outside 1–1000", node, &diagnostics) }
                return .number(n)
            }
            if let name = node.string {
                guard ValueText.fontWeights[name] != nil else {
                    return fail(
                        "font weight '\(name)' is not a DTCG weight name such as 'bold' or 'semi-bold'", node, &diagnostics,
                        suggestion: Suggestion.closest(to: name, in: ValueText.fontWeights.keys.sorted()))
                }
                return .text(name)
            }
            return fail("a font weight must be a number or a weight name, not \(node.kindName)", node, &diagnostics)
        }

        private func cubicBezier(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
            guard let points = node.elements, points.count == 4 else {
                return fail("a cubic Bézier must be an array of 4 numbers [P1x, P1y, P2x, P2y]", node, &diagnostics)
            }
            var out: [RawPart] = []
            for (i, p) in points.enumerated() {
                guard let n = p.number else { return fail("cubic Bézier point \(ValueParser.describe(p)) must be a number", p, &diagnostics) }
                if i % 2 == 0, !(0...1).contains(n) {
                    return fail("cubic Bézier x coordinate \(ValueParser.describe(p)) is outside 0–1", p, &diagnostics)
                }
                out.append(.number(n))
            }
            return .list(out)
        }

        private func strokeStyle(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawPart? {
            if let style = node.string {
                guard CompositeValueParser.strokeStyles.contains(style) else {
                    return fail(
                        "stroke style '\(style)' is not one of \(CompositeValueParser.strokeStyles.joined(separator: ", "))", node,
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
                if let items = array.elements, !items.isEmpty {
                    dashes = list(items, diagnostics: &diagnostics) { item, d in part(item, as: .dimension, diagnostics: &d) }
                } else {
                    _ = fail("'dashArray' must be a non-empty array of dimensions", array, &diagnostics)
                }
            } else {
                _ = fail("stroke style object has no 'dashArray'", node, &diagnostics)
            }
            var cap: RawPart?
            if let c = node["lineCap"] {
                if let s = c.string, CompositeValueParser.lineCaps.contains(s) { cap = .text(s) } else {
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

        /// A border, transition, shadow layer or typography: its schema's sub-values, in schema order.
        func object(_ node: JSONNode, as type: TokenType, diagnostics: inout Diagnostics) -> RawPart? {
            guard let members = node.members else {
                let shape = type == .shadow ? "an object or an array of shadow objects" : "an object"
                return fail("a \(type.rawValue) must be \(shape), not \(node.kindName)", node, &diagnostics)
            }
            let schema = CompositeValueParser.schemas[type] ?? []
            var known = Set(schema.map(\.name))
            if type == .shadow { known.insert("inset") }
            warnUnknown(node, known: known, type: type, diagnostics: &diagnostics)
            guard depth < 8 else { return fail("\(type.rawValue) nests too deeply", node, &diagnostics) }
            let inner = deeper
            var fields: [RawField] = []
            var ok = true
            for entry in schema {
                guard let member = members.last(where: { $0.key == entry.name }) else {
                    if entry.required {
                        ok = false
                        diagnostics.error("invalid-value", "\(type.rawValue) of '\(token)' has no '\(entry.name)'", at: node.location)
                    }
                    continue
                }
                if let value = inner.part(member.value, as: entry.type, diagnostics: &diagnostics) {
                    fields.append(RawField(entry.name, value))
                } else {
                    ok = false
                }
            }
            if type == .shadow, let inset = node["inset"] {
                if let b = inset.bool { fields.append(RawField("inset", .bool(b))) } else {
                    ok = fail("shadow 'inset' must be true or false, not \(inset.kindName)", inset, &diagnostics) != nil
                }
            }
            return ok ? .object(fields) : nil
        }

        /// Every element read, each malformed one reported; nil when any is malformed.
        private func list(
            _ nodes: [JSONNode], diagnostics: inout Diagnostics,
            _ element: (JSONNode, inout Diagnostics) -> RawPart?
        ) -> RawPart? {
            var items: [RawPart] = []
            var ok = true
            for node in nodes {
                if let item = element(node, &diagnostics) { items.append(item) } else { ok = false }
            }
            return ok ? .list(items) : nil
        }

        private func warnUnknown(_ node: JSONNode, known: Set<String>, type: TokenType, diagnostics: inout Diagnostics) {
            for member in node.members ?? [] where !known.contains(member.key) && !member.key.hasPrefix("$") {
                diagnostics.warning(
                    "unknown-sub-value", "'\(member.key)' is not a sub-value of \(type.rawValue) in DTCG 2025.10; it is ignored",
                    at: member.keyLocation)
            }
        }

        /// Reports `message` at `node`; always nil, so a caller can `return fail(…)`.
        private func fail(
            _ message: String, _ node: JSONNode, _ diagnostics: inout Diagnostics, suggestion: String? = nil
        ) -> RawPart? {
            diagnostics.error("invalid-value", "'\(token)': \(message)", at: node.location, suggestion: suggestion)
            return nil
        }

        /// `{"$ref": "#/base/text/$value/fontFamily"}` inside a value.
        static func pointer(_ ref: JSONNode, type: TokenType?, diagnostics: inout Diagnostics) -> RawPart? {
            guard let text = ref.string, let target = JSONPointer.token(text) else {
                diagnostics.error(
                    "invalid-reference", "'$ref' \(ValueParser.describe(ref)) must be a JSON Pointer into a token, like #/size/200/$value",
                    at: ref.location)
                return nil
            }
            return .pointer(.path(target.path), path: target.inValue ?? [], type, ref.location)
        }
    }
}

/// DTCG JSON Pointers (RFC 6901) to tokens: `#/color/accent/$value/components/0`.
enum JSONPointer {
    /// The token a pointer reaches (`color.accent`) and, when it goes through `$value`, the path
    /// inside the value (`["components", "0"]`, or `[]` for the value itself). Nil when the
    /// pointer is not a `#/…` pointer or has a malformed escape.
    static func token(_ pointer: String) -> (path: String, inValue: [String]?)? {
        guard pointer.hasPrefix("#/"), pointer.count > 2 else { return nil }
        var segments: [String] = []
        for raw in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            guard let decoded = String(raw).removingPercentEncodingSafely else { return nil }
            segments.append(decoded.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~"))
        }
        guard let valueIndex = segments.firstIndex(of: "$value") else {
            return segments.contains(where: \.isEmpty) ? nil : (segments.joined(separator: "."), nil)
        }
        let head = segments[..<valueIndex]
        guard !head.isEmpty, !head.contains(where: \.isEmpty) else { return nil }
        return (head.joined(separator: "."), Array(segments[(valueIndex + 1)...]))
    }
}
