/// The site config's `diagnostics` key: a level for each rule a team wants louder or quieter.
///
///     "diagnostics": {"unused-palette-color": "warning", "same-in-light-and-dark": "error", "theme-left-out": "off"}
public struct DiagnosticLevels: Sendable {
    public var overrides: [String: DiagnosticLevel] = [:]

    public init(_ overrides: [String: DiagnosticLevel] = [:]) { self.overrides = overrides }

    /// The level a diagnostic is shown at, or nil to leave it as reported: errors stay errors
    /// unless their rule is adjustable and the config sets it; everything else takes the config's
    /// level, else the rule's default when that is quieter than the reported severity (a rule
    /// with a setting of its own, like `contrast.severity`, keeps what that setting chose).
    func level(for diagnostic: Diagnostic) -> DiagnosticLevel? {
        guard let rule = DiagnosticRule.rule(diagnostic.id) else { return nil }
        if diagnostic.severity == .error, !rule.adjustable { return nil }
        if let level = overrides[rule.id] { return level }
        let reported = DiagnosticLevel(rawValue: diagnostic.severity.rawValue) ?? .error
        return diagnostic.severity == .error ? nil : min(reported, rule.level)
    }

    /// Reads the key's object; an unknown rule, an unknown level, or lowering an error that must
    /// stay one is an `invalid-config` error at that place.
    static func read(_ node: JSONNode, diagnostics: inout Diagnostics) -> DiagnosticLevels {
        var levels = DiagnosticLevels()
        guard let members = node.members else {
            diagnostics.error(
                "invalid-config", "'diagnostics' must be an object like {\"unused-palette-color\": \"off\"}, not \(node.kindName)",
                at: node.location)
            return levels
        }
        let names = DiagnosticLevel.allCases.map(\.rawValue)
        for member in members {
            guard let rule = DiagnosticRule.rule(member.key) else {
                diagnostics.error(
                    "invalid-config", "'\(member.key)' is not a diagnostic rule", at: member.keyLocation,
                    suggestion: Suggestion.closest(to: member.key, in: DiagnosticRule.all.map(\.id)))
                continue
            }
            guard let text = member.value.string, let level = DiagnosticLevel(rawValue: text) else {
                let written = member.value.string.map { "'\($0)'" } ?? member.value.kindName
                diagnostics.error(
                    "invalid-config", "'diagnostics.\(rule.id)' must be off, note, warning or error, not \(written)",
                    at: member.value.location, suggestion: member.value.string.flatMap { Suggestion.closest(to: $0, in: names) })
                continue
            }
            if level < rule.level, !rule.adjustable {
                diagnostics.error(
                    "invalid-config",
                    "'\(rule.id)' is an error and stays one: themebook cannot document the input correctly without fixing it",
                    at: member.value.location)
                continue
            }
            levels.overrides[rule.id] = level
        }
        return levels
    }
}
