/// Values as DTCG writes them. What was read from DTCG is written back as it was read: a colour
/// object keeps its own space and components, a gradient its stop positions as given, a
/// non-colour value its form (a nonstandard one, read as written, is written as read); aliases
/// point at the written paths.
extension DTCGExporter {
    struct Owner {
        var token: String
        var theme: Int?
        var location: SourceLocation?
    }

    /// A raw value as DTCG. `resolved` is the checked value of the same place, used for
    /// references to another theme's tokens.
    func value(_ value: RawValue, owner: Owner, resolved: ResolvedValue?, diagnostics: inout Diagnostics) -> OrderedJSON? {
        switch value {
        case .literal(let c, _):
            return Self.color(c)
        case .colorObject(let object, _):
            return colorObject(object, owner: owner, resolved: resolved, diagnostics: &diagnostics)
        case .reference(.token(_, theme: _?), _), .withAlpha(.token(_, theme: _?), _, _):
            return resolvedValue(resolved, owner: owner, diagnostics: &diagnostics)
        case .reference(let ref, let location):
            guard let path = path(of: ref, theme: owner.theme, owner: owner, at: location, diagnostics: &diagnostics) else {
                return nil
            }
            return Self.alias(path)
        case .withAlpha(let ref, let alpha, let location):
            guard let path = path(of: ref, theme: owner.theme, owner: owner, at: location, diagnostics: &diagnostics) else {
                return nil
            }
            return Self.components(pointing: path, alpha: alpha)
        case .gradient(let stops, _):
            return gradient(stops, owner: owner, resolved: resolved, diagnostics: &diagnostics)
        case .composite(.color, .text(let name), _):
            // An Android colour the device or the theme supplies (`?attr/colorAccent`): no colour to write.
            diagnostics.error(
                Self.unknownValueID,
                "'\(owner.token)' is '\(name)', a colour the device or the app's theme supplies, so it has no DTCG form; give it a colour to convert it",
                at: owner.location)
            return nil
        case .composite(_, let part, _):
            return self.part(part, owner: owner, diagnostics: &diagnostics)
        case .placeholder, .invalid:
            diagnostics.error(
                Self.unknownValueID,
                "'\(owner.token)' has a value themebook could not read, so it has no DTCG form; fix the warning above first",
                at: owner.location)
            return nil
        }
    }

    /// A gradient's stops: each colour with its position as given (evenly spaced where the input
    /// has none, as Swift gradients), and an alias element standing for another gradient's stops.
    private func gradient(_ stops: [RawStop], owner: Owner, resolved: ResolvedValue?, diagnostics: inout Diagnostics) -> OrderedJSON? {
        var resolvedStops: [ResolvedColor] = []
        if case .gradient(let r)? = resolved { resolvedStops = r }
        var items: [OrderedJSON] = []
        for (i, stop) in stops.enumerated() {
            if stop.isGradientReference, let reference = ReferenceResolver.reference(in: stop.color) {
                guard let path = path(of: reference, theme: owner.theme, owner: owner, at: stop.color.location, diagnostics: &diagnostics)
                else { return nil }
                items.append(Self.alias(path))
                continue
            }
            let r = i < resolvedStops.count ? ResolvedValue.color(resolvedStops[i]) : nil
            guard let color = value(stop.color, owner: owner, resolved: r, diagnostics: &diagnostics) else { return nil }
            let position: OrderedJSON
            switch stop.position {
            case .number(let p)?: position = .literal(ValueText.format(p))
            case .reference(let reference, let location)?:
                guard let path = path(of: reference, theme: owner.theme, owner: owner, at: location, diagnostics: &diagnostics) else {
                    return nil
                }
                position = Self.alias(path)
            case nil: position = .number(stops.count > 1 ? Double(i) / Double(stops.count - 1) : 0)
            }
            items.append(.object([("color", color), ("position", position)]))
        }
        return .array(items)
    }

    /// A colour object in its own space, with its components as written (`none`, or pointers to
    /// another colour's components) and the sRGB hex it shows as the fallback.
    private func colorObject(_ object: ColorObject, owner: Owner, resolved: ResolvedValue?, diagnostics: inout Diagnostics) -> OrderedJSON? {
        // A colour set's extended sRGB beyond 0–1 has no DTCG form as written: the sRGB it shows.
        let outside = zip(object.components, object.space.ranges).contains { component, range in
            if case .number(let n, _) = component, let range { !range.contains(n) } else { false }
        }
        if outside { return resolvedValue(resolved, owner: owner, diagnostics: &diagnostics) }
        var components: [OrderedJSON] = []
        for component in object.components {
            switch component {
            case .number(_, let text): components.append(.literal(text))
            case .none: components.append(.string("none"))
            case .pointer(let target, let index, let location):
                guard let path = path(of: .path(target), theme: owner.theme, owner: owner, at: location, diagnostics: &diagnostics) else {
                    return nil
                }
                components.append(.object([("$ref", .string(Self.jsonPointer(path + ["$value", "components", String(index)])))]))
            }
        }
        var members: [(key: String, value: OrderedJSON)] = [("colorSpace", .string(object.space.rawValue)), ("components", .array(components))]
        if object.alpha < 1 { members.append(("alpha", .literal(ValueText.format(object.alpha)))) }
        if case .color(let c)? = resolved { members.append(("hex", .string(c.color.opaqueHex))) }
        return .object(members)
    }

    /// A non-colour value's part as written: its aliases point at the written paths.
    private func part(_ part: RawPart, owner: Owner, diagnostics: inout Diagnostics) -> OrderedJSON? {
        switch part {
        case .number(let n): return .literal(ValueText.format(n))
        case .text(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .color(let raw): return value(raw, owner: owner, resolved: nil, diagnostics: &diagnostics)
        case .list(let items):
            var out: [OrderedJSON] = []
            for item in items {
                guard let written = self.part(item, owner: owner, diagnostics: &diagnostics) else { return nil }
                out.append(written)
            }
            return .array(out)
        case .object(let fields):
            var out: [(key: String, value: OrderedJSON)] = []
            for field in fields {
                guard let written = self.part(field.value, owner: owner, diagnostics: &diagnostics) else { return nil }
                out.append((field.name, written))
            }
            return .object(out)
        case .alias(let reference, _, let location):
            return path(of: reference, theme: owner.theme, owner: owner, at: location, diagnostics: &diagnostics).map(Self.alias)
        case .pointer(let reference, let inside, _, let location):
            guard let path = path(of: reference, theme: owner.theme, owner: owner, at: location, diagnostics: &diagnostics) else {
                return nil
            }
            return .object([("$ref", .string(Self.jsonPointer(path + ["$value"] + inside)))])
        }
    }

    private func resolvedValue(_ value: ResolvedValue?, owner: Owner, diagnostics: inout Diagnostics) -> OrderedJSON? {
        switch value {
        case .color(let c)?:
            return resolvedColor(c)
        case .gradient(let stops)?:
            return Self.stops(stops.map(resolvedColor))
        default:
            return self.value(.invalid(nil), owner: owner, resolved: nil, diagnostics: &diagnostics)
        }
    }

    private func resolvedColor(_ c: ResolvedColor) -> OrderedJSON {
        guard let name = c.palette, let path = palettePaths[name] else { return Self.color(c.color) }
        guard let alpha = c.alpha else { return Self.alias(path) }
        return Self.components(pointing: path, alpha: alpha)
    }

    /// `{color.text.default}`.
    static func alias(_ path: [String]) -> OrderedJSON { .string("{" + path.joined(separator: ".") + "}") }

    /// Where a reference points, as a path in the written files; nil, with an error at the
    /// reference, for a palette colour left out of the written palette (its value was unknown).
    private func path(
        of reference: Reference, theme: Int?, owner: Owner, at location: SourceLocation?, diagnostics: inout Diagnostics
    ) -> [String]? {
        if case .palette(let name) = reference, palettePaths[name] == nil,
            let color = rawPaletteByName[name].map({ raw.palette[$0] })
        {
            diagnostics.error(
                Self.unknownValueID,
                "'\(owner.token)' refers to palette colour '\(name)', whose value themebook could not read, "
                    + "so the DTCG alias would point at nothing",
                at: location ?? owner.location, notes: [.init("'\(name)' is defined here", at: color.location)])
            return nil
        }
        return path(of: reference, theme: theme)
    }

    /// Where a reference points, as a path in the written files.
    private func path(of reference: Reference, theme: Int?) -> [String] {
        switch reference {
        case .palette(let name):
            return palettePaths[name] ?? [name]
        case .token(let name, _):
            return tokenPaths[name] ?? [name]
        case .path(let p):
            if let t = theme, let token = rawTokenByPath[t][p], let path = tokenPaths[raw.themes[t].tokens[token].name] {
                return path
            }
            if let color = rawPaletteByPath[p], let path = palettePaths[raw.palette[color].name] { return path }
            return Self.segments(p)
        }
    }
}
