/// The DTCG 2025.10 gradient: an array of stops (`color` and `position`) and aliases to gradient tokens.
extension ValueParser {
    static func gradient(_ node: JSONNode, diagnostics: inout Diagnostics) -> RawValue {
        if let text = node.string, let path = aliasPath(text) { return .reference(.path(path), node.location) }
        guard let elements = node.elements else {
            diagnostics.error("invalid-gradient", "a gradient must be an array of stops or an alias, not \(node.kindName)", at: node.location)
            return .invalid(node.location)
        }
        if elements.isEmpty {
            diagnostics.error("invalid-gradient", "a gradient needs at least one stop", at: node.location)
            return .invalid(node.location)
        }
        var stops: [RawStop] = []
        for element in elements {
            // An element may be an alias to a gradient token, standing for its stops.
            if let text = element.string, let path = aliasPath(text) {
                stops.append(RawStop(color: .reference(.path(path), element.location), isGradientReference: true))
                continue
            }
            guard element.members != nil, let colorNode = element["color"] else {
                diagnostics.error(
                    "invalid-gradient", "a gradient stop must be an object with 'color' and 'position', or an alias to a gradient",
                    at: element.location)
                stops.append(RawStop(color: .invalid(element.location)))
                continue
            }
            stops.append(RawStop(color: color(colorNode, diagnostics: &diagnostics), position: position(element["position"], diagnostics: &diagnostics)))
        }
        return .gradient(stops, node.location)
    }

    /// A number, kept as written (Check clamps it to 0–1, as DTCG says a position outside it MUST
    /// be read, so `convert` writes it back as given), or an alias to a number token; nil when not
    /// written or malformed (reported).
    private static func position(_ node: JSONNode?, diagnostics: inout Diagnostics) -> RawStop.Position? {
        guard let node else { return nil }
        if let n = node.number, n.isFinite { return .number(n) }
        if let text = node.string, let path = aliasPath(text) { return .reference(.path(path), node.location) }
        diagnostics.error(
            "invalid-gradient", "stop position \(describe(node)) is not a number or an alias to a number token", at: node.location)
        return nil
    }
}
