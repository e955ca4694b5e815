/// Pairs every `(`, `[` and `{` of a token stream with its closer in one pass, before parsing,
/// so a parser can skip any bracketed part in constant time and always recovers at a balanced
/// place. Shared by the Swift and Kotlin readers (`SwiftBrackets`, `KotlinBrackets`), which
/// report `problems` with their own tokens' places.
///
/// A closer without an opener is a problem and is then ignored; an opener that is never closed
/// is a problem at its position and is paired with the last token.
struct BracketPairs: Sendable {
    /// A problem at token `token`, with an optional note at another token.
    struct Problem: Sendable {
        let message: String
        let token: Int
        let note: (message: String, token: Int)?
    }

    /// For each token: the index of its partner; -1 for a token that is not a bracket or for a
    /// closer without an opener.
    private(set) var partner: [Int]
    /// In the order they are found.
    private(set) var problems: [Problem] = []

    /// `punctuation(i)`: the text of token `i` when it is punctuation, else nil.
    init(count: Int, punctuation: (Int) -> String?) {
        partner = Array(repeating: -1, count: count)
        let end = count - 1
        var open: [(index: Int, text: String)] = []
        // How many openers of each kind are open: a closer with none open costs O(1), so the
        // pass stays linear on any input.
        var openCount: [String: Int] = ["(": 0, "[": 0, "{": 0]
        for index in 0..<count {
            guard let text = punctuation(index) else { continue }
            switch text {
            case "(", "[", "{":
                open.append((index, text))
                openCount[text, default: 0] += 1
            case ")", "]", "}":
                let wanted = Self.opener(of: text)
                guard openCount[wanted, default: 0] > 0, let depth = open.lastIndex(where: { $0.text == wanted }) else {
                    problems.append(Problem(message: "unexpected '\(text)' without a matching '\(wanted)'", token: index, note: nil))
                    continue
                }
                for unclosed in open[(depth + 1)...].reversed() {
                    problems.append(Problem(
                        message: "'\(unclosed.text)' is never closed; expected '\(Self.closer(of: unclosed.text))' before this '\(text)'",
                        token: unclosed.index, note: ("'\(text)' is here", index)))
                    partner[unclosed.index] = index
                }
                partner[open[depth].index] = index
                partner[index] = open[depth].index
                for closed in open[depth...] { openCount[closed.text, default: 0] -= 1 }
                open.removeSubrange(depth...)
            default:
                break
            }
        }
        for unclosed in open.reversed() {
            problems.append(Problem(
                message: "'\(unclosed.text)' is never closed; expected '\(Self.closer(of: unclosed.text))' before the end of the file",
                token: unclosed.index, note: nil))
            partner[unclosed.index] = end
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
