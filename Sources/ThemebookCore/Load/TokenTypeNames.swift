/// How a written `$type` is read. A DTCG 2025.10 type is itself. A DTCG type spelt another way
/// (`Color`, `colour`, `fontweight`) is read as that type, so a colour stays a colour and is
/// checked as strictly. Anything else (`string`, `fontSize`, `custom-viewportRange`, a tool's
/// own) is `other`: its value is read as written and shown as text. Both are `nonstandard-type`
/// warnings, once per type name (`Warned`).
enum TokenTypeNames {
    struct Reading {
        var type: TokenType
        /// The name is a DTCG 2025.10 type as written.
        var standard: Bool
    }

    /// The types a misspelling is read as: colours are what the catalogue is for, so a colour
    /// token with a mistyped `$type` is still a colour.
    private static let colorNames = [TokenType.color.rawValue, TokenType.gradient.rawValue]

    static func read(_ name: String) -> Reading {
        // Nearly every token is a colour: told without a look-up.
        if name == "color" { return Reading(type: .color, standard: true) }
        if let type = TokenType(rawValue: name), type != .other { return Reading(type: type, standard: true) }
        if let type = spelling(of: name) { return Reading(type: type, standard: false) }
        return Reading(type: .other, standard: false)
    }

    /// The type of a written `$type`, or nil when none is written.
    static func type(_ name: String?) -> TokenType? { name.map { read($0).type } }

    /// The DTCG type a name spells another way: the same letters in another case, or a
    /// misspelling of `color` or `gradient`.
    private static func spelling(of name: String) -> TokenType? {
        let lower = name.lowercased()
        if let type = TokenType.allCases.first(where: { $0 != .other && $0.rawValue.lowercased() == lower }) { return type }
        if lower == "colour" { return .color }
        return Suggestion.closest(to: lower, in: colorNames).flatMap { TokenType(rawValue: $0) }
    }

    /// The `nonstandard-type` warning for `name` (read as `reading`), at the first place it is
    /// written; nil for a DTCG type.
    static func warning(for name: String, _ reading: Reading, at location: SourceLocation?) -> Diagnostic? {
        guard !reading.standard else { return nil }
        if reading.type != .other {
            return Diagnostic(
                .warning, "nonstandard-type", "$type '\(name)' is not a DTCG 2025.10 type; read as '\(reading.type.rawValue)'",
                at: location)
        }
        return Diagnostic(
            .warning, "nonstandard-type", "$type '\(name)' is not a DTCG 2025.10 type; its tokens are read as written and shown as text",
            at: location, suggestion: Suggestion.closest(to: name, in: TokenType.names))
    }

    /// The type names met so far in one load: each that DTCG does not define is reported once,
    /// where it is first met.
    struct Warned {
        private var seen: Set<String> = []

        /// Reports `name` at `location` unless it is a DTCG type or was met already.
        mutating func check(_ name: String?, at location: SourceLocation?, diagnostics: inout Diagnostics) {
            guard let name, name != "color", seen.insert(name).inserted else { return }
            if let warning = TokenTypeNames.warning(for: name, TokenTypeNames.read(name), at: location) { diagnostics.append(warning) }
        }
    }
}
