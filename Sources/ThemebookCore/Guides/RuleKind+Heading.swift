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
        if isASCII {
            guard let kind = Self.kind(ofASCIIHeading: heading) else { return nil }
            self = kind
            return
        }
        let words = heading.lowercased().replacing("\u{2019}", with: "'")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch words {
        case "do", "dos", "do's": self = .do
        case "don't", "don'ts": self = .dont
        default: return nil
        }
    }

    /// The same for an ASCII heading of only the bytes `mayBeInRuleHeading` takes, read without
    /// making a string: its words, lowercased and joined by single spaces, packed a byte at a
    /// time into an integer (none of the five spellings is longer than six bytes).
    private static func kind(ofASCIIHeading heading: String) -> RuleKind? {
        var packed: UInt64 = 0
        var length = 0
        var pendingSpace = false
        for byte in heading.utf8 {
            if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                pendingSpace = length > 0
                continue
            }
            length += pendingSpace ? 2 : 1
            guard length <= 6 else { return nil }
            if pendingSpace { packed = packed << 8 | UInt64(UInt8(ascii: " ")) }
            pendingSpace = false
            // Letters lowercased; the apostrophe is the one other byte left.
            packed = packed << 8 | UInt64(byte == UInt8(ascii: "'") ? byte : byte | 0x20)
        }
        switch packed {
        case word("do"), word("dos"), word("do's"): return .do
        case word("don't"), word("don'ts"): return .dont
        default: return nil
        }
    }

    private static func word(_ word: StaticString) -> UInt64 {
        word.withUTF8Buffer { $0.reduce(0) { $0 << 8 | UInt64($1) } }
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
