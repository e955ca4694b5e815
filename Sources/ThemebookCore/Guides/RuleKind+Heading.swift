extension RuleKind {
    /// The kind of rule a section heading introduces: "Do", "Dos" and "Do's" for Do; "Don't" and
    /// "Don'ts" for Don't. Any case, with a straight or curly apostrophe; nil for other headings.
    init?(heading: String) {
        // Most headings are ASCII and hold some other letter: they cannot read "do" or "don't"
        // however they are cased or spaced, so they skip the Unicode-aware normalising below.
        var isASCII = true
        var mayBeRules = true
        for byte in heading.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if !Self.mayBeInRuleHeading(byte) { mayBeRules = false }
        }
        if isASCII, !mayBeRules { return nil }
        let words = heading.lowercased().replacing("\u{2019}", with: "'")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch words {
        case "do", "dos", "do's": self = .do
        case "don't", "don'ts": self = .dont
        default: return nil
        }
    }

    /// Whether an ASCII byte can appear in a heading that introduces rules: the letters of
    /// "do", "dos", "don't", "don'ts" in either case, the apostrophe and whitespace.
    private static func mayBeInRuleHeading(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "o"), UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "s"),
            UInt8(ascii: "D"), UInt8(ascii: "O"), UInt8(ascii: "N"), UInt8(ascii: "T"), UInt8(ascii: "S"),
            UInt8(ascii: "'"), UInt8(ascii: " "), 0x09...0x0D:
            true
        default: false
        }
    }

    /// How a rule of this kind is labelled: a symbol and a word, so it reads without colour.
    var label: String { self == .do ? "✓ Do" : "✗ Don't" }

    /// The class of a rule of this kind, as in `rule rule-do`.
    var cssClass: String { self == .do ? "rule-do" : "rule-dont" }
}
