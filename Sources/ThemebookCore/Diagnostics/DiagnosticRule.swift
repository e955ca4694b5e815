/// How loud a rule is: its default, or what the site config's `diagnostics` key sets.
public enum DiagnosticLevel: String, Sendable, CaseIterable, Comparable {
    case off, note, warning, error

    /// The severity a diagnostic of this level is printed with; nil when the rule is off.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }

    public static func < (a: DiagnosticLevel, b: DiagnosticLevel) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One stable diagnostic id with its default level and what it means. `DiagnosticRule.all` is the
/// registry: a test checks that every id the sources emit is in it and that the README's tables
/// list exactly its ids with their defaults.
public struct DiagnosticRule: Sendable {
    public var id: String
    public var level: DiagnosticLevel
    /// Whether the site config may lower it. Warnings and notes may be set to anything; an error
    /// may only be lowered when the site is still right without the thing it reports, because a
    /// build that succeeds must never write a site from input themebook could not read.
    public var adjustable: Bool
    /// One line, for `themebook help`-style listings and the README.
    public var meaning: String

    init(_ id: String, _ level: DiagnosticLevel, adjustable: Bool? = nil, _ meaning: String) {
        self.id = id
        self.level = level
        self.adjustable = adjustable ?? (level != .error)
        self.meaning = meaning
    }

    private static let byID: [String: DiagnosticRule] = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }

    public static func rule(_ id: String) -> DiagnosticRule? { byID[id] }
}
