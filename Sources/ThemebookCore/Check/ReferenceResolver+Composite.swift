/// Resolving non-colour values: every alias and `$ref` inside a dimension, shadow, border,
/// transition or typography is followed and checked against the sub-value's type.
///
/// A sub-value's alias lands on a token of a simpler type (a shadow's colour, a typography's
/// size), except a layered shadow's layer, which may be another shadow; `compositeDepth` bounds
/// that nesting, and the resolver's stack catches a shadow that contains itself as a cycle.
extension ReferenceResolver {
    static let maxCompositeDepth = 16

    mutating func resolveComposite(
        _ type: TokenType, _ part: RawPart, holder: Target, scope: Int?, diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        var placeholder = false
        guard let resolved = resolvePart(part, holder: holder, scope: scope, placeholder: &placeholder, diagnostics: &diagnostics)
        else { return placeholder ? .none : .unknown }
        // A colour token given by a pointer into another value (`#/shadow/$value/color`) is that colour.
        if type == .color, case .color(var c) = resolved {
            c.position = nil
            return .color(c)
        }
        if type == .shadow, Self.layerCount(resolved, above: Self.maxShadowLayers) > Self.maxShadowLayers {
            diagnostics.error(
                "value-too-large",
                "shadow '\(name(of: holder))' has more than \(Self.maxShadowLayers) layers once the shadows it lists are spliced in",
                at: location(of: holder))
            return .unknown
        }
        return .text(TextValue(type: type, part: resolved))
    }

    /// The most layers a shadow has once the layered shadows it lists stand for their layers:
    /// each level listing the one before twice doubles them, and every page showing one
    /// writes them all (sixteen tokens wrote 47 MB).
    static let maxShadowLayers = 256

    /// How many layers `part` stands for, counted up to just past `limit`.
    private static func layerCount(_ part: ValuePart, above limit: Int) -> Int {
        var count = 0
        var pending = [part]
        while let next = pending.popLast(), count <= limit {
            if let items = next.listItems { pending += items } else { count += 1 }
        }
        return count
    }

    /// The part with its aliases resolved; nil when one failed (already reported) or landed on
    /// a placeholder (`placeholder` set: the whole value then has no value in this theme).
    private mutating func resolvePart(
        _ part: RawPart, holder: Target, scope: Int?, placeholder: inout Bool, diagnostics: inout Diagnostics
    ) -> ValuePart? {
        switch part {
        case .number(let n): return .number(n)
        case .text(let s): return .text(s)
        case .bool(let b): return .bool(b)
        case .list(let items):
            var out: [ValuePart] = []
            var ok = true
            for item in items {
                if let r = resolvePart(item, holder: holder, scope: scope, placeholder: &placeholder, diagnostics: &diagnostics) {
                    out.append(r)
                } else {
                    ok = false
                }
            }
            return ok ? .list(out) : nil
        case .object(let fields):
            var out: [ValuePart.Field] = []
            var ok = true
            for field in fields {
                if let r = resolvePart(field.value, holder: holder, scope: scope, placeholder: &placeholder, diagnostics: &diagnostics) {
                    out.append(.init(field.name, r))
                } else {
                    ok = false
                }
            }
            return ok ? .object(out) : nil
        case .color, .alias, .pointer:
            return resolveReferencing(part, holder: holder, scope: scope, placeholder: &placeholder, diagnostics: &diagnostics)
        }
    }

    /// A leaf of a part that may refer to another token. Apart from `resolvePart` so that the
    /// list and object levels above it, which recurse, keep small frames.
    private mutating func resolveReferencing(
        _ part: RawPart, holder: Target, scope: Int?, placeholder: inout Bool, diagnostics: inout Diagnostics
    ) -> ValuePart? {
        switch part {
        case .number, .text, .bool, .list, .object:
            return resolvePart(part, holder: holder, scope: scope, placeholder: &placeholder, diagnostics: &diagnostics)
        case .color(let raw):
            guard let reference = Self.reference(in: raw), let location = raw.location else {
                if case .color(let c) = resolveInline(raw, holder: holder, scope: scope, diagnostics: &diagnostics) { return .color(c) }
                return nil
            }
            let value = referenced(
                reference, at: location, alpha: Self.alpha(in: raw), holder: holder, scope: scope, expecting: .color,
                diagnostics: &diagnostics)
            return expect(value, as: .color, reference: reference.display, at: location, holder: holder, placeholder: &placeholder,
                diagnostics: &diagnostics)
        case .alias(let reference, let type, let location):
            let value = referenced(
                reference, at: location, alpha: nil, holder: holder, scope: scope, expecting: type, diagnostics: &diagnostics)
            return expect(value, as: type, reference: reference.display, at: location, holder: holder, placeholder: &placeholder,
                diagnostics: &diagnostics)
        case .pointer(let reference, let path, let type, let location):
            let value = referenced(
                reference, at: location, alpha: nil, holder: holder, scope: scope, expecting: type ?? .number, diagnostics: &diagnostics)
            return pointed(
                value, path: path, as: type, reference: reference, at: location, holder: holder, placeholder: &placeholder,
                diagnostics: &diagnostics)
        }
    }

    /// The whole value of the token `reference` names, seen from `holder`.
    private mutating func referenced(
        _ reference: Reference, at location: SourceLocation, alpha: Double?, holder: Target, scope: Int?, expecting: TokenType,
        diagnostics: inout Diagnostics
    ) -> ResolvedValue {
        guard let target = lookup(reference, scope: scope) else {
            reportUnknown(reference, at: location, holder: holder, scope: scope, expecting: expecting, diagnostics: &diagnostics)
            return .unknown
        }
        guard compositeDepth < Self.maxCompositeDepth else {
            reportTooDeep(reference, at: location, holder: holder, diagnostics: &diagnostics)
            return .unknown
        }
        if scope != nil, case .palette(let i) = target { referencedFromThemes.insert(i) }
        let step = ChainStep(reference.display, at: location)
        if let position = activeIndex[holder] { active[position].leaving = step }
        compositeDepth += 1
        let value = value(of: target, diagnostics: &diagnostics)
        compositeDepth -= 1
        return follow(value, through: step, alpha: alpha, reference: reference, holder: holder, diagnostics: &diagnostics)
    }

    /// Apart from `referenced`, which recurses, so that its frame holds no message.
    private func reportTooDeep(_ reference: Reference, at location: SourceLocation, holder: Target, diagnostics: inout Diagnostics) {
        diagnostics.error(
            "nesting-too-deep",
            "'\(name(of: holder))' nests values through aliases more than \(Self.maxCompositeDepth) levels deep at \(reference.display)",
            at: location)
    }

    /// The resolved value as a sub-value of `type`, or a `type-mismatch` at the alias. A token of
    /// a type DTCG does not define stands for whatever it holds (its type was warned about where
    /// written); a number where a dimension is expected, or the reverse (a bare-number letter
    /// spacing, a line height given in pixels), is shown as it is, with a `nonstandard-value` warning.
    private func expect(
        _ value: ResolvedValue, as type: TokenType, reference: String, at location: SourceLocation, holder: Target,
        placeholder: inout Bool, diagnostics: inout Diagnostics
    ) -> ValuePart? {
        let found: String
        switch value {
        case .color(let c) where type == .color: return .color(c)
        case .text(let t) where t.type == type || type == .fontWeight && t.type == .number: return t.part
        case .text(let t) where t.type == .other && !type.isColor: return t.part
        case .text(let t) where [TokenType.number, .dimension].contains(type) && [TokenType.number, .dimension].contains(t.type):
            diagnostics.warning(
                "nonstandard-value",
                "'\(name(of: holder))' refers to \(reference), which is a \(t.type.rawValue), where DTCG 2025.10 expects a \(type.rawValue); shown as written",
                at: location)
            return t.part
        case .none:
            placeholder = true
            return nil
        case .unknown: return nil
        case .color: found = "a colour"
        case .gradient: found = "a gradient"
        case .text(let t): found = "a \(t.type.rawValue)"
        }
        diagnostics.error(
            "type-mismatch", "'\(name(of: holder))' refers to \(reference), which is \(found); a \(type.rawValue) is expected here",
            at: location)
        return nil
    }

    /// The part of `value` at `path` (a `$ref` through `$value`), checked against `type`.
    private func pointed(
        _ value: ResolvedValue, path: [String], as type: TokenType?, reference: Reference, at location: SourceLocation,
        holder: Target, placeholder: inout Bool, diagnostics: inout Diagnostics
    ) -> ValuePart? {
        let pointer = "#/" + reference.display.dropFirst().dropLast().replacingOccurrences(of: ".", with: "/") + "/$value"
            + path.map { "/" + $0 }.joined()
        if path.isEmpty, let type {
            return expect(value, as: type, reference: pointer, at: location, holder: holder, placeholder: &placeholder, diagnostics: &diagnostics)
        }
        var part: ValuePart
        switch value {
        case .text(let t): part = t.part
        case .color(let c) where path.isEmpty: part = .color(c)
        case .color(let c):
            // `#/colors/blue/$value/components/0` (the spec's own example): the colour as its
            // sRGB object.
            let bytes = [c.color.red, c.color.green, c.color.blue]
            part = .object([
                .init("colorSpace", .text("srgb")), .init("components", .list(bytes.map(ValuePart.number))),
                .init("alpha", .number(c.color.alpha)), .init("hex", .text(c.color.opaqueHex)),
            ])
        case .none:
            placeholder = true
            return nil
        case .unknown: return nil
        case .gradient(let stops):
            // `#/sky/$value/0/color` (the format's test suite points at stops): the stops as
            // the objects they are written as, each colour without its position.
            part = .list(
                stops.map { stop in
                    var color = stop
                    color.position = nil
                    return .object([.init("color", .color(color))] + (stop.position.map { [.init("position", .number($0))] } ?? []))
                })
        }
        for segment in path {
            let next: ValuePart?
            switch part {
            case .object: next = part[segment]
            case .list(let items): next = Int(segment).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: next = nil
            }
            guard let next else {
                diagnostics.error("invalid-reference", "'$ref' \(pointer) reaches nothing: the value has no '\(segment)'", at: location)
                return nil
            }
            part = next
        }
        guard Self.conforms(part, to: type) else {
            diagnostics.error(
                "type-mismatch",
                "'$ref' \(pointer) of '\(name(of: holder))' reaches \(type == .color ? ValueText.written(part) : ValueText.display(part, as: type ?? .number)), which is not \(type.map { "a \($0.rawValue)" } ?? "a number or a word")",
                at: location)
            return nil
        }
        return part
    }

    /// Whether a part has the shape of `type` (nil: a number or a word).
    static func conforms(_ part: ValuePart, to type: TokenType?) -> Bool {
        switch (type, part) {
        case (nil, .number), (nil, .text): true
        case (.color?, .color): true
        case (.number?, .number): true
        case (.fontWeight?, .number), (.fontWeight?, .text): true
        case (.fontFamily?, .text), (.strokeStyle?, .text): true
        case (.fontFamily?, .list(let items)): items.allSatisfy { if case .text = $0 { true } else { false } }
        case (.cubicBezier?, .list(let items)): items.count == 4 && items.allSatisfy { if case .number = $0 { true } else { false } }
        case (.dimension?, .object), (.duration?, .object): part["value"] != nil && part["unit"] != nil
        case (.shadow?, .list): true
        // A stroke style's `dashArray` given by a pointer to another one.
        case (.strokeStyle?, .list(let items)): !items.isEmpty && items.allSatisfy { conforms($0, to: .dimension) }
        case (.strokeStyle?, .object), (.border?, .object), (.transition?, .object), (.shadow?, .object), (.typography?, .object): true
        default: false
        }
    }
}
