/// Colour objects whose components point into other colours, gradient elements that stand for
/// another gradient's stops, and stop positions that alias a number.
extension ReferenceResolver {
    /// The longest chain of component pointers followed (`components/0` pointing at a colour whose
    /// component 0 is itself a pointer…); past it the chain is reported as circular.
    static let maxPointerSteps = 32

    mutating func resolveColorObject(_ object: ColorObject, scope: Int?, diagnostics: inout Diagnostics) -> ResolvedValue {
        var values: [(Double, String)] = []
        for component in object.components {
            guard let value = componentValue(component, scope: scope, steps: 0, diagnostics: &diagnostics) else { return .unknown }
            values.append(value)
        }
        return .color(ColorObject.resolved(space: object.space, values: values, alpha: object.alpha, written: object.written))
    }

    /// A component's number and its text; `none` is 0 for conversion and shown as `none`.
    private mutating func componentValue(
        _ component: ColorObject.Component, scope: Int?, steps: Int, diagnostics: inout Diagnostics
    ) -> (Double, String)? {
        switch component {
        case .number(let n, let text): return (n, text)
        case .none: return (0, "none")
        case .pointer(let path, let index, let location):
            let pointer = "#/\(path.replacingOccurrences(of: ".", with: "/"))/$value/components/\(index)"
            guard steps < Self.maxPointerSteps else {
                diagnostics.error("alias-cycle", "'$ref' \(pointer) leads through more than \(Self.maxPointerSteps) component pointers", at: location)
                return nil
            }
            guard let target = lookup(.path(path), scope: scope) else {
                reportUnknown(.path(path), at: location, subject: "'$ref' \(pointer)", scope: scope, diagnostics: &diagnostics)
                return nil
            }
            if scope != nil, case .palette(let i) = target { referencedFromThemes.insert(i) }
            switch rawValue(of: target) {
            case .literal(let c, _):
                let n = [c.red, c.green, c.blue][index]
                return (n, Color.format(n))
            case .colorObject(let other, _) where index < other.components.count:
                return componentValue(other.components[index], scope: self.scope(of: target) ?? scope, steps: steps + 1, diagnostics: &diagnostics)
            case .invalid, .placeholder:
                return nil
            default:
                diagnostics.error(
                    "invalid-reference", "'$ref' \(pointer) points at no number: '\(name(of: target))' has no components array",
                    at: location, notes: [.init("'\(name(of: target))' is defined here", at: self.location(of: target))])
                return nil
            }
        }
    }

    /// The stops of the gradient an alias element names, with their positions; nil when it does
    /// not resolve to a gradient (reported, unless already reported where it is defined).
    mutating func resolveGradientElement(
        _ element: RawValue, holder: Target, scope: Int?, diagnostics: inout Diagnostics
    ) -> [ResolvedColor]? {
        guard let reference = Self.reference(in: element), let location = element.location else { return nil }
        guard let target = lookup(reference, scope: scope) else {
            reportUnknown(reference, at: location, subject: "gradient '\(name(of: holder))'", scope: scope, diagnostics: &diagnostics)
            return nil
        }
        switch value(of: target, diagnostics: &diagnostics) {
        case .gradient(let stops):
            let step = ChainStep(reference.display, at: location)
            return stops.map { stop in
                var s = stop
                s.chain = Self.prepending(step, to: s.chain)
                return s
            }
        case .color:
            diagnostics.error(
                "type-mismatch", "gradient '\(name(of: holder))' lists \(reference.display), a colour, as a stop; a stop needs 'color' and 'position'",
                at: location)
            return nil
        case .text(let t):
            diagnostics.error(
                "type-mismatch", "gradient '\(name(of: holder))' lists \(reference.display), a \(t.type.rawValue), as a stop; a stop needs 'color' and 'position'",
                at: location)
            return nil
        case .none, .unknown:
            return nil
        }
    }

    /// The number a stop position's alias names, clamped to 0–1.
    mutating func resolvePosition(
        _ reference: Reference, at location: SourceLocation, holder: Target, scope: Int?, diagnostics: inout Diagnostics
    ) -> Double? {
        guard let target = lookup(reference, scope: scope) else {
            reportUnknown(
                reference, at: location, subject: "stop position of '\(name(of: holder))'", scope: scope, expecting: .number,
                diagnostics: &diagnostics)
            return nil
        }
        if let n = Self.number(in: rawValue(of: target)) { return min(max(n, 0), 1) }
        if case .invalid = rawValue(of: target) { return nil }
        // A number token reached through aliases.
        switch value(of: target, diagnostics: &diagnostics) {
        case .text(let t) where t.type == .number:
            if case .number(let n) = t.part { return min(max(n, 0), 1) }
        case .unknown: return nil
        default: break
        }
        diagnostics.error(
            "type-mismatch", "stop position \(reference.display) of '\(name(of: holder))' is not a number token", at: location,
            notes: [.init("'\(name(of: target))' is defined here", at: self.location(of: target))])
        return nil
    }

    /// The number a token holds, for a stop position.
    static func number(in value: RawValue) -> Double? {
        if case .composite(.number, .number(let n), _) = value { return n }
        return nil
    }
}
