/// Reads the `$value` of a non-colour token (DTCG 2025.10 §8–9): dimension, duration, number,
/// fontFamily, fontWeight, cubicBezier, strokeStyle, border, transition, shadow, typography.
///
/// Every sub-value may be an explicit value, an alias to a token of the sub-value's type
/// (`"{size.200}"`) or a JSON Pointer `$ref` into another token's value; aliases are resolved
/// by Check. A sub-value the spec does not define is ignored with an `unknown-sub-value` warning
/// (tools add `fontStyle` or `textCase` to typography, and a documentation tool should still
/// show the rest).
///
/// These values are only shown, so a form the format does not define but a reader understands
/// (a dimension in `em` or written `"2px"`, a bare-number `letterSpacing`, a weight `"400"`, a
/// shadow written as CSS) is read as written: a `nonstandard-value` warning at it, naming what
/// 2025.10 writes, and the value shown as written (`CompositeValueParser+Forms`). Only a value
/// nothing can be shown of (a dimension without a number, a font name that is not text) is an
/// `invalid-value` error.
enum CompositeValueParser {
    static func parse(_ node: JSONNode, type: TokenType, token: String, diagnostics: inout Diagnostics) -> RawValue {
        if let text = node.string, let path = ValueParser.aliasPath(text) { return .reference(.path(path), node.location) }
        let parser = Parser(token: token)
        guard let part = parser.part(node, as: type, diagnostics: &diagnostics) else { return .invalid(node.location) }
        return .composite(type, part, node.location)
    }

    /// The value of a token whose `$type` DTCG does not define, as written: an alias stands for
    /// its target (whatever its type), anything else is kept to be shown as text.
    static func written(_ node: JSONNode, strings: JSONStrings?) -> RawValue {
        if let text = node.string, let path = ValueParser.aliasPath(text, strings: strings) { return .reference(.path(path), node.location) }
        return .composite(.other, writtenPart(node, depth: 0), node.location)
    }

    static func writtenPart(_ node: JSONNode, depth: Int) -> RawPart {
        switch node.value {
        case .null: return .text("null")
        case .bool(let b): return .bool(b)
        case .number(let n, _): return .number(n)
        case .string(let s): return .text(s)
        // Hostile nesting is cut short, not followed down the stack.
        case .array(let items): return depth >= 8 ? .text("…") : .list(items.map { writtenPart($0, depth: depth + 1) })
        case .object(let members):
            return depth >= 8 ? .text("…") : .object(members.map { RawField($0.key, writtenPart($0.value, depth: depth + 1)) })
        }
    }

    static let units: [TokenType: [String]] = [.dimension: ["px", "rem"], .duration: ["ms", "s"]]

    /// A composite's sub-value names, for messages: `width, style, color`.
    static func subValueNames(_ type: TokenType) -> String { (schemas[type] ?? []).map(\.name).joined(separator: ", ") }
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

    struct Parser {
        let token: String
        /// Sub-values of sub-values: only a shadow's layers and a stroke style's dashes nest, so
        /// this stays shallow, but hostile input must not recurse without end.
        var depth = 0
        /// The sub-value being read (`letterSpacing`), for messages; nil for the token's value.
        var field: String?

        var deeper: Parser { Parser(token: token, depth: depth + 1, field: field) }

        func reading(_ name: String) -> Parser { Parser(token: token, depth: depth, field: name) }

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
            case .number: return number(node, diagnostics: &diagnostics)
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
            case .other: return CompositeValueParser.writtenPart(node, depth: depth)
            }
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

        /// A border, transition, shadow layer or typography: its schema's sub-values, in schema order.
        /// One written as CSS (`"1px solid #d7d7db"`) is read as written; one missing a sub-value
        /// the format requires is shown without it. Both are warnings.
        func object(_ node: JSONNode, as type: TokenType, diagnostics: inout Diagnostics) -> RawPart? {
            if let text = node.string {
                warn(
                    "\(subject(type)) \(ValueParser.describe(node)) is written as a string; DTCG 2025.10 writes an object of its sub-values (\(CompositeValueParser.subValueNames(type)))",
                    node, &diagnostics)
                return .text(text)
            }
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
                        diagnostics.warning(
                            "nonstandard-value",
                            "\(type.rawValue) of '\(token)' has no '\(entry.name)', which DTCG 2025.10 requires; shown without it",
                            at: node.location)
                    }
                    continue
                }
                let reader = inner.reading(entry.name)
                let read: RawPart?
                if type == .typography, entry.name == "lineHeight" {
                    read = reader.lineHeight(member.value, diagnostics: &diagnostics)
                } else {
                    read = reader.part(member.value, as: entry.type, diagnostics: &diagnostics)
                }
                if let value = read {
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
        func list(
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

        func warnUnknown(_ node: JSONNode, known: Set<String>, type: TokenType, diagnostics: inout Diagnostics) {
            for member in node.members ?? [] where !known.contains(member.key) && !member.key.hasPrefix("$") {
                diagnostics.warning(
                    "unknown-sub-value", "'\(member.key)' is not a sub-value of \(type.rawValue) in DTCG 2025.10; it is ignored",
                    at: member.keyLocation)
            }
        }

        /// Reports `message` at `node`; always nil, so a caller can `return fail(…)`.
        func fail(
            _ message: String, _ node: JSONNode, _ diagnostics: inout Diagnostics, suggestion: String? = nil
        ) -> RawPart? {
            diagnostics.error("invalid-value", "'\(token)': \(message)", at: node.location, suggestion: suggestion)
            return nil
        }

        /// A `nonstandard-value` warning at `node`: a form DTCG 2025.10 does not write, read as written.
        func warn(_ message: String, _ node: JSONNode, _ diagnostics: inout Diagnostics, suggestion: String? = nil) {
            diagnostics.warning("nonstandard-value", "'\(token)': \(message); shown as written", at: node.location, suggestion: suggestion)
        }

        /// What a message calls the value being read: its sub-value's name, else its type.
        func subject(_ type: TokenType) -> String { field ?? type.rawValue }

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
