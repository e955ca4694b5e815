/// The code a guide's Don't rules forbid, by the code spans they hold (`FXColors.*`,
/// `UIColor.Photon`, `.DisplayThemeChanged`), so that a diagnostic about that code can quote
/// the rule and point at it.
///
/// A span with `*` matches code as a glob (`*` any run of characters); a span without one
/// matches the same code, or code that goes on from it with `.` or `(` (`UIColor.Photon`
/// covers `UIColor.Photon.Grey90`). The first rule that matches, in guide order, is quoted.
struct DontPatterns {
    private struct Pattern {
        var span: [UInt8]
        var isGlob: Bool
        var rule: Int
    }

    private var patterns: [Pattern] = []
    private var rules: [(guide: Guide, rule: Rule)] = []

    /// `guides` with each one's rules, as the build's `GuideStore` gives them back.
    init(_ guides: [(guide: Guide, rules: [Rule])]) {
        for (guide, guideRules) in guides {
            for rule in guideRules where rule.kind == .dont && !rule.codeSpans.isEmpty {
                let index = rules.count
                var any = false
                for span in rule.codeSpans {
                    let trimmed = span.trimmingSpaces
                    guard !trimmed.isEmpty, trimmed.utf8.count <= 200, trimmed != "*" else { continue }
                    patterns.append(Pattern(span: Array(trimmed.utf8), isGlob: trimmed.contains("*"), rule: index))
                    any = true
                }
                if any { rules.append((guide, rule)) }
            }
        }
    }

    /// The note quoting the first rule whose pattern covers one of `texts`, nil when none does.
    func rule(covering texts: [String]) -> Diagnostic.Note? {
        guard !patterns.isEmpty else { return nil }
        let candidates = texts.map { Array($0.utf8) }
        guard let match = patterns.first(where: { pattern in candidates.contains { Self.covers(pattern, $0) } }) else { return nil }
        let (guide, rule) = rules[match.rule]
        let url = guide.url(anchor: rule.anchor)
        return Diagnostic.Note(
            "the guide '\(guide.title)' says Don't: \"\(Self.quote(rule.text))\" (\(url))", at: rule.location)
    }

    private static func covers(_ pattern: Pattern, _ text: [UInt8]) -> Bool {
        if pattern.isGlob { return PathGlob.matches(pattern.span, text) }
        guard text.starts(with: pattern.span) else { return false }
        if text.count == pattern.span.count { return true }
        let next = text[pattern.span.count]
        return next == UInt8(ascii: ".") || next == UInt8(ascii: "(")
    }

    /// A rule's text on one line, cut at a word past 120 characters.
    static func quote(_ text: String) -> String {
        let line = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        guard line.count > 120 else { return line }
        var cut = line.prefix(120)
        if let space = cut.lastIndex(of: " ") { cut = cut[..<space] }
        return cut + "…"
    }
}
