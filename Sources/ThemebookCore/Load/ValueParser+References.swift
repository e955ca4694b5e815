/// Token-level JSON Pointer references and the hint for values written without a `$type`.
extension ValueParser {
    /// A token given by `$ref` (`{"$ref": "#/color/base"}`, or `"$value": {"$ref": "#/color/base/$value"}`)
    /// is an alias of that token; a pointer further into a value (`#/text/base/$value/fontSize`,
    /// `#/card/$value/color` for a colour token) takes that part of it.
    static func tokenReference(_ pointer: JSONNode, entry: TokenEntry, diagnostics: inout Diagnostics) -> RawValue {
        guard let text = pointer.string, let target = JSONPointer.token(text) else {
            diagnostics.error(
                "invalid-reference",
                "'$ref' \(describe(pointer)) of '\(entry.pathString)' must be a JSON Pointer to a token, like #/color/base/$value",
                at: pointer.location)
            return .invalid(pointer.location)
        }
        guard let inside = target.inValue, !inside.isEmpty else { return .reference(.path(target.path), pointer.location) }
        // A colour may be taken from inside another value (a shadow's `color`, a gradient stop's);
        // a gradient is a whole token's.
        guard let type = TokenTypeNames.type(entry.type), type != .gradient, type != .other else {
            diagnostics.error(
                "invalid-reference",
                "'$ref' \(describe(pointer)) of '\(entry.pathString)' points inside a value; a \(entry.type ?? "token without $type") takes a whole token (…/$value)",
                at: pointer.location)
            return .invalid(pointer.location)
        }
        return .composite(type, .pointer(.path(target.path), path: inside, type, pointer.location), pointer.location)
    }

    /// The type a value without `$type` plainly has when it is not a colour or a gradient, so
    /// that a shadow or a dimension is not misread as one.
    static func missingTypeHint(_ value: JSONNode) -> TokenType? {
        if let items = value.elements {
            if !items.isEmpty, items.allSatisfy({ $0.string != nil && ValueParser.aliasPath($0.string ?? "") == nil }) {
                return .fontFamily
            }
            if items.count == 4, items.allSatisfy({ $0.number != nil }) { return .cubicBezier }
        }
        let objects = value.elements ?? [value]
        let keys = Set(objects.flatMap { $0.members?.map(\.key) ?? [] })
        if keys.contains("offsetX") || keys.contains("offsetY") { return .shadow }
        if keys.contains("fontFamily") || keys.contains("fontSize") { return .typography }
        if value.members != nil, keys.contains("value"), keys.contains("unit") {
            return ["ms", "s"].contains(value["unit"]?.string ?? "") ? .duration : .dimension
        }
        if value.members != nil, keys.contains("dashArray") { return .strokeStyle }
        if value.members != nil, keys.contains("width"), keys.contains("style") { return .border }
        if value.members != nil, keys.contains("timingFunction") { return .transition }
        if value.number != nil { return .number }
        return nil
    }
}
