import Foundation

/// Turns a DTCG `$value` into a `RawValue`, reporting every malformed colour at its position.
enum ValueParser {
    /// Parses a token's value. `type` is the token's `$type` (possibly inherited), if any.
    /// `strings`: the load's strings, to share an alias's path with the walk's (`aliasPath`).
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
        switch entry.type {
        case "color"?: return color(value, strings: strings, diagnostics: &diagnostics)
        case "gradient"?: return gradient(value, diagnostics: &diagnostics)
        case let name? where TokenType(rawValue: name) != nil:
            // Every other DTCG type is read as a value documented in text.
            return CompositeValueParser.parse(
                value, type: TokenType(rawValue: name) ?? .number, token: entry.pathString, diagnostics: &diagnostics)
        case nil:
            if value.string != nil { return color(value, diagnostics: &diagnostics) }
            if let hint = missingTypeHint(value) {
                diagnostics.error(
                    "unsupported-type", "token '\(entry.pathString)' has no $type; its value looks like a \(hint), which needs \"$type\": \"\(hint)\"",
                    at: value.location)
                return .invalid(value.location)
            }
            if value.elements != nil { return gradient(value, diagnostics: &diagnostics) }
            return color(value, diagnostics: &diagnostics)
        case let other?:
            diagnostics.error(
                "unsupported-type", "token '\(entry.pathString)' has $type '\(other)', which is not a DTCG 2025.10 type",
                at: entry.typeLocation ?? location, suggestion: Suggestion.closest(to: other, in: TokenType.names))
            // Keep a value that reads as a colour or gradient anyway (a misspelt type), so its
            // references still count; anything else is invalid without further reports.
            var scratch = Diagnostics()
            let guess = value.elements != nil ? gradient(value, diagnostics: &scratch) : color(value, diagnostics: &scratch)
            return scratch.all.isEmpty ? guess : .invalid(location)
        }
    }

    /// `{group.name}` → the path inside the braces. Through `strings`, the path is the string
    /// the walk made for the same path (a palette colour's), so one string is shared, and
    /// looking it up in a table keyed by paths finds the key itself (equal without a compare).
    static func aliasPath(_ text: String, strings: JSONStrings? = nil) -> String? {
        // Every alias of every token comes here. In ASCII text a brace is a character of its own,
        // so the bytes inside the braces are the path; counting and dropping characters (which
        // may join code points) is left to other text.
        let ascii: String?? = text.withUTF8Bytes { bytes in
            guard bytes.count >= 2, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard bytes[0] == UInt8(ascii: "{"), bytes[bytes.count - 1] == UInt8(ascii: "}") else { return .some(nil) }
            let inside = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
            return .some(strings?.string(inside) ?? String(decoding: inside, as: UTF8.self))
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
