import Foundation

/// Turns a DTCG `$value` into a `RawValue`, reporting every malformed colour at its position.
enum ValueParser {
    /// Parses a token's value. `type` is the token's `$type` (possibly inherited), if any.
    static func parse(_ entry: TokenEntry, diagnostics: inout Diagnostics) -> RawValue {
        let location = entry.value?.location ?? entry.nameLocation
        if let marker = entry.extensions?["placeholder"] {
            if marker.bool == false { /* explicitly not a placeholder */ } else { return .placeholder(location) }
        }
        guard let value = entry.value else {
            diagnostics.error("invalid-token-file", "token '\(entry.pathString)' has no '$value'", at: entry.nameLocation)
            return .invalid(entry.nameLocation)
        }
        switch entry.type {
        case "color"?: return color(value, diagnostics: &diagnostics)
        case "gradient"?: return gradient(value, diagnostics: &diagnostics)
        case nil:
            if value.string != nil { return color(value, diagnostics: &diagnostics) }
            if value.elements != nil { return gradient(value, diagnostics: &diagnostics) }
            return color(value, diagnostics: &diagnostics)
        case let other?:
            diagnostics.error(
                "unsupported-type", "token '\(entry.pathString)' has $type '\(other)'; themebook documents 'color' and 'gradient' tokens",
                at: entry.typeLocation ?? location, suggestion: Suggestion.closest(to: other, in: ["color", "gradient"]))
            // Keep a value that reads as a colour or gradient anyway (a misspelt type), so its
            // references still count; anything else is invalid without further reports.
            var scratch = Diagnostics()
            let guess = value.elements != nil ? gradient(value, diagnostics: &scratch) : color(value, diagnostics: &scratch)
            return scratch.all.isEmpty ? guess : .invalid(location)
        }
    }

    /// `{group.name}` → the path inside the braces.
    static func aliasPath(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    static func color(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawValue {
        if let text = node.string {
            if let path = aliasPath(text) { return .reference(.path(path), node.location) }
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
        var ok = true
        let space = node.member("colorSpace")
        if let space {
            if space.value.string != "srgb" {
                let name = space.value.string ?? space.value.kindName
                diagnostics.error(
                    "unsupported-color-space", "colour space '\(name)' is not supported; themebook reads 'srgb'",
                    at: space.value.location)
                ok = false
            }
        } else {
            diagnostics.error("invalid-color", "colour object has no 'colorSpace'", at: node.location)
            ok = false
        }
        var alpha: Double?
        if let a = node.member("alpha") {
            if let n = a.value.number, (0...1).contains(n) { alpha = n } else {
                diagnostics.error("invalid-color", "alpha \(describe(a.value)) is outside 0–1", at: a.value.location)
                ok = false
            }
        }
        guard let components = node.member("components") else {
            if let hex = node["hex"]?.string, let c = Color.parseHex(hex), ok {
                return .literal(c.with(alpha: alpha ?? c.alpha), node.location)
            }
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
            return ok ? .withAlpha(.path(path), alpha: alpha ?? 1, pointer.location) : .invalid(node.location)
        }
        guard let list = components.value.elements, list.count == 3 else {
            diagnostics.error("invalid-color", "sRGB 'components' must be an array of 3 numbers", at: components.value.location)
            return .invalid(node.location)
        }
        var channels: [Double] = []
        for element in list {
            if let n = element.number, (0...1).contains(n) { channels.append(n) } else {
                diagnostics.error("invalid-color", "component \(describe(element)) is outside 0–1", at: element.location)
                ok = false
            }
        }
        guard ok else { return .invalid(node.location) }
        let c = Color(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha ?? 1)
        if let hexNode = node["hex"] {
            if let hex = hexNode.string, let h = Color.parseHex(hex), hex.utf8.count == 7 {
                if h.opaqueHex != c.opaqueHex {
                    diagnostics.warning(
                        "color-hex-mismatch", "hex '\(hex)' does not match the components, which give \(c.opaqueHex)",
                        at: hexNode.location)
                }
            } else {
                diagnostics.error("invalid-color", "hex \(describe(hexNode)) must be a 6-digit #rrggbb string", at: hexNode.location)
            }
        }
        return .literal(c, node.location)
    }

    static func gradient(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawValue {
        if let text = node.string, let path = aliasPath(text) { return .reference(.path(path), node.location) }
        guard let stops = node.elements else {
            diagnostics.error("invalid-gradient", "a gradient must be an array of stops or an alias, not \(node.kindName)", at: node.location)
            return .invalid(node.location)
        }
        if stops.isEmpty {
            diagnostics.error("invalid-gradient", "a gradient needs at least one stop", at: node.location)
            return .invalid(node.location)
        }
        var values: [RawValue] = []
        for stop in stops {
            guard stop.members != nil, let colorNode = stop["color"] else {
                diagnostics.error("invalid-gradient", "a gradient stop must be an object with 'color' and 'position'", at: stop.location)
                values.append(.invalid(stop.location))
                continue
            }
            if let p = stop["position"], !(p.number.map { (0...1).contains($0) } ?? false) {
                diagnostics.error("invalid-gradient", "stop position \(describe(p)) is outside 0–1", at: p.location)
            }
            values.append(color(colorNode, diagnostics: &diagnostics))
        }
        return .gradient(values, node.location)
    }

    /// `#/Light%20Grey/LightGrey30/$value/components` → `Light Grey.LightGrey30`.
    static func componentsPointerPath(_ pointer: String) -> String? {
        guard pointer.hasPrefix("#/") else { return nil }
        let segments = pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map { segment in
            (String(segment).removingPercentEncodingSafely ?? String(segment))
                .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        guard segments.count >= 3, segments.suffix(2) == ["$value", "components"] else { return nil }
        return segments.dropLast(2).joined(separator: ".")
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
