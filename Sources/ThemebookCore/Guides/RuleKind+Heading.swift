extension RuleKind {
    /// The kind of rule a section heading introduces: "Do", "Dos" and "Do's" for Do; "Don't" and
    /// "Don'ts" for Don't. Any case, with a straight or curly apostrophe; nil for other headings.
    init?(heading: String) {
        let words = heading.lowercased().replacing("\u{2019}", with: "'")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch words {
        case "do", "dos", "do's": self = .do
        case "don't", "don'ts": self = .dont
        default: return nil
        }
    }

    /// How a rule of this kind is labelled: a symbol and a word, so it reads without colour.
    var label: String { self == .do ? "✓ Do" : "✗ Don't" }

    /// The class of a rule of this kind, as in `rule rule-do`.
    var cssClass: String { self == .do ? "rule-do" : "rule-dont" }
}
