import Foundation

/// Turns a DTCG `$value` into a `RawValue`, reporting every malformed colour at its position.
enum ValueParser {
    /// Parses a token's value. `type` is the token's `$type` (possibly inherited), if any.
    /// `strings`: the load's strings, to share an alias's path with the walk's (`aliasPath`).
    ///
    /// Colours and gradients are read strictly: they are what the catalogue is for. Every other
    /// value is read as the format writes it, and a form it does not define is read as written
    /// with a `nonstandard-value` warning (`CompositeValueParser`).
    static func parse(_ entry: TokenEntry, strings: JSONStrings? = nil, diagnostics: inout Diagnostics) -> RawValue {
        let location = entry.value?.location ?? entry.nameLocation
        if let marker = entry.extensions?["placeholder"] {
            if marker.bool == false { /* explicitly not a placeholder */ } else { return .placeholder(location) }
        }
        guard let value = entry.value else {
            // A whole token given by a JSON Pointer (`{"$ref": "#/color/base"}`) stands for it.
            if let pointer = entry.ref { return tokenReference(pointer, entry: entry, diagnostics: &diagnostics) }
            diagnostics.error("invalid-token-file", "token '\(entry.pathString)' has no '$value'", at: entry.nameLocation)
            return .invalid(entry.nameLocation)
        }
        if let pointer = value["$ref"] { return tokenReference(pointer, entry: entry, diagnostics: &diagnostics) }
        guard let name = entry.type else { return untyped(value, entry: entry, strings: strings, diagnostics: &diagnostics) }
        // The type itself, when it is not DTCG's, is reported once per name (`TokenTypeNames.Warned`).
        switch TokenTypeNames.read(name).type {
        case .color: return color(value, strings: strings, diagnostics: &diagnostics)
        case .gradient: return gradient(value, diagnostics: &diagnostics)
        case .other: return CompositeValueParser.written(value, strings: strings)
        case let type: return CompositeValueParser.parse(value, type: type, token: entry.pathString, diagnostics: &diagnostics)
        }
    }

    /// A value without `$type` (none written on the token or a group around it). An alias takes
    /// its target's type, as the format says; a value that is a colour, or tries to be one
    /// (`#…`, `rgb(…)`, a colour object), is read as a colour, strictly; a value that plainly
    /// has another type's shape is read as that type; anything else is read as written. The last
    /// two are `nonstandard-value` warnings: the format asks every token for a type.
    static func untyped(_ value: JSONNode, entry: TokenEntry, strings: JSONStrings?, diagnostics: inout Diagnostics) -> RawValue {
        if let text = value.string {
            if let path = aliasPath(text, strings: strings) { return .reference(.path(path), value.location) }
            if ColorWords.looksLikeColor(text) { return color(value, diagnostics: &diagnostics) }
            diagnostics.warning(
                "nonstandard-value",
                "token '\(entry.pathString)' has no $type and \(describe(value)) is not a colour; DTCG 2025.10 asks every token for a $type; shown as written",
                at: value.location)
            return .composite(.other, .text(text), value.location)
        }
        if value.members != nil, ["colorSpace", "components", "hex"].contains(where: { value[$0] != nil }) {
            return color(value, diagnostics: &diagnostics)
        }
        if let hint = missingTypeHint(value) {
            diagnostics.warning(
                "nonstandard-value",
                "token '\(entry.pathString)' has no $type; its value is read as a \(hint.rawValue), which it looks like; DTCG 2025.10 asks for \"$type\": \"\(hint.rawValue)\"",
                at: value.location)
            return CompositeValueParser.parse(value, type: hint, token: entry.pathString, diagnostics: &diagnostics)
        }
        if value.elements != nil { return gradient(value, diagnostics: &diagnostics) }
        diagnostics.warning(
            "nonstandard-value",
            "token '\(entry.pathString)' has no $type and its value (\(value.kindName)) is not a colour; DTCG 2025.10 asks every token for a $type; shown as written",
            at: value.location)
        return CompositeValueParser.written(value, strings: strings)
    }

    /// `{group.name}` → the path inside the braces. Through `strings`, the path is the string
    /// the walk made for the same path (a palette colour's), so one string is shared, and
    /// looking it up in a table keyed by paths finds the key itself (equal without a compare).
    static func aliasPath(_ text: String, strings: JSONStrings? = nil) -> String? {
        // Every alias of every token comes here. In ASCII text a brace is a character of its own,
        // so the bytes inside the braces are the path; counting and dropping characters (which
        // may join code points) is left to other text.
        let ascii: String?? = text.withUTF8Span { bytes in
            guard bytes.count >= 2, Bytes.isASCII(bytes) else { return nil }
            guard bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return .some(nil) }
            let inside = bytes.extracting(1..<(bytes.count - 1))
            return .some(strings?.string(inside) ?? Bytes.string(inside))
        }
        if let ascii { return ascii }
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    static func color(_ node: JSONNode, strings: JSONStrings? = nil, diagnostics: inout Diagnostics) -> RawValue {
        if let text = node.string {
            if let path = aliasPath(text, strings: strings) { return .reference(.path(path), node.location) }
            if let c = Color.parseHex(text) { return .literal(c, node.location) }
            diagnostics.error(
                "invalid-color", "'\(text)' is not a colour; expected #rrggbb, #rrggbbaa, a colour object or an alias like {Blue.Blue50}",
                at: node.location)
            return .invalid(node.location)
        }
        guard node.members != nil else {
            diagnostics.error("invalid-color", "a colour must be a string or a colour object, not \(node.kindName)", at: node.location)
            return .invalid(node.location)
        }
        return colorObject(node, diagnostics: &diagnostics)
    }

    /// `#/Light%20Grey/LightGrey30/$value/components` → `Light Grey.LightGrey30`.
    static func componentsPointerPath(_ pointer: String) -> String? {
        guard let (path, index) = pointerTarget(pointer), index == nil else { return nil }
        return path
    }

    /// `#/Blue/Blue50/$value/components/0` → (`Blue.Blue50`, 0); without the index, (path, nil).
    static func pointerTarget(_ pointer: String) -> (path: String, index: Int?)? {
        guard pointer.hasPrefix("#/") else { return nil }
        var segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { segment in
            (String(segment).removingPercentEncodingSafely ?? String(segment))
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        var index: Int?
        if let last = segments.last, last.utf8.allSatisfy({ (0x30...0x39).contains($0) }), !last.isEmpty, last.utf8.count <= 2,
            let i = Int(last)
        {
            index = i
            segments.removeLast()
        }
        guard segments.count >= 3, segments.suffix(2) == ["$value", "components"] else { return nil }
        return (segments.dropLast(2).joined(separator: "."), index)
    }

    static func describe(_ node: JSONNode) -> String {
        switch node.value {
        case .number(_, let literal): literal.count > 24 ? String(literal.prefix(24)) + "…" : literal
        case .string(let s): "'\(s.count > 40 ? String(s.prefix(40)) + "…" : s)'"
        default: node.kindName
        }
    }
}

extension String {
    /// Percent-decoding without Foundation; nil when an escape is malformed.
    var removingPercentEncodingSafely: String? {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var it = Array(utf8)[...]
        while let b = it.popFirst() {
            if b == UInt8(ascii: "%") {
                guard it.count >= 2, let v = UInt8(String(decoding: it.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(v)
                it = it.dropFirst(2)
            } else {
                bytes.append(b)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
