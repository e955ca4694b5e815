/// Pairs every `(`, `[` and `{` with its closer in one pass, before parsing, so the parser can
/// skip any bracketed part in constant time and always recovers at a balanced place.
///
/// A closer without an opener is reported and then ignored; an opener that is never closed is
/// reported at its position and paired with the end of the file.
struct KotlinBrackets: Sendable {
    /// For each token: the index of its partner; -1 for a token that is not a bracket or for a
    /// closer without an opener.
    private(set) var partner: [Int]

    init(_ tokens: [KotlinToken], reporter: inout KotlinSyntaxReporter) {
        partner = Array(repeating: -1, count: tokens.count)
        let end = tokens.count - 1
        var open: [Int] = []
        // How many openers of each kind are open: a closer with none open costs O(1), so the
        // pass stays linear on any input.
        var openCount: [String: Int] = ["(": 0, "[": 0, "{": 0]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append(index)
                openCount[token.text, default: 0] += 1
            case ")", "]", "}":
                let wanted = Self.opener(of: token.text)
                guard openCount[wanted, default: 0] > 0, let depth = open.lastIndex(where: { tokens[$0].text == wanted }) else {
                    reporter.error("unexpected '\(token.text)' without a matching '\(wanted)'", at: token)
                    continue
                }
                for unclosed in open[(depth + 1)...].reversed() {
                    let t = tokens[unclosed]
                    reporter.error(
                        "'\(t.text)' is never closed; expected '\(Self.closer(of: t.text))' before this '\(token.text)'", at: t,
                        notes: [.init("'\(token.text)' is here", at: token.location(in: reporter.file))])
                    partner[unclosed] = index
                }
                partner[open[depth]] = index
                partner[index] = open[depth]
                for closed in open[depth...] { openCount[tokens[closed].text, default: 0] -= 1 }
                open.removeSubrange(depth...)
            default:
                break
            }
        }
        for unclosed in open.reversed() {
            let t = tokens[unclosed]
            reporter.error("'\(t.text)' is never closed; expected '\(Self.closer(of: t.text))' before the end of the file", at: t)
            partner[unclosed] = end
        }
    }

    static func opener(of closer: String) -> String {
        switch closer {
        case ")": "("
        case "]": "["
        default: "{"
        }
    }

    static func closer(of opener: String) -> String {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }
}
