/// The expressions themebook reads in initial values and getters: names, member chains, calls
/// with labelled arguments, array literals and number and string literals. Anything else is
/// kept as `.unsupported`, naming the construct, so readers can report it at its position.
indirect enum SwiftExpression: Sendable {
    /// `layer2`, `FXColors`, `self`.
    case name(String, SourceLocation)
    /// `.clear`: the location is the dot's.
    case implicitMember(String, SourceLocation)
    /// `base.name`: the location is the member name's.
    case member(SwiftExpression, String, SourceLocation)
    /// `callee(label: value, …)`: the location is the opening parenthesis's.
    case call(SwiftExpression, [SwiftArgument], SourceLocation)
    case integer(String, SourceLocation)
    case decimal(String, SourceLocation)
    case string(String, interpolated: Bool, SourceLocation)
    case array([SwiftExpression], SourceLocation)
    /// `0x3D / 255.0`: `+`, `-`, `*` or `/` on number literals; the location is the operator's.
    case arithmetic(String, SwiftExpression, SwiftExpression, SourceLocation)
    /// A construct themebook does not read (`operator '??'`, `closure`…).
    case unsupported(String, SourceLocation)
    /// Malformed; a syntax error was already reported here.
    case malformed(SourceLocation)

    /// Where the expression starts.
    var location: SourceLocation {
        switch self {
        case .name(_, let l), .implicitMember(_, let l), .integer(_, let l), .decimal(_, let l), .string(_, _, let l),
            .array(_, let l), .unsupported(_, let l), .malformed(let l):
            l
        case .member(let base, _, _), .call(let base, _, _), .arithmetic(_, let base, _, _):
            base.location
        }
    }

    /// A short rendering for messages: `FXColors.Blue50.withAlphaComponent(…)`.
    var summary: String {
        switch self {
        case .name(let n, _): n
        case .implicitMember(let n, _): "." + n
        case .member(let base, let n, _): base.summary + "." + n
        case .call(let callee, let args, _):
            callee.summary + "(" + args.map { ($0.label.map { $0 + ": " } ?? "") + "…" }.joined(separator: ", ") + ")"
        case .integer(let t, _), .decimal(let t, _): t
        case .string(let s, _, _): "\"" + (s.count > 24 ? String(s.prefix(24)) + "…" : s) + "\""
        case .array: "[…]"
        case .arithmetic(let op, let l, let r, _): l.summary + " " + op + " " + r.summary
        case .unsupported(let what, _): what
        case .malformed: "malformed expression"
        }
    }

    /// A number literal or arithmetic on number literals.
    var isArithmetic: Bool {
        switch self {
        case .integer, .decimal, .arithmetic: true
        default: false
        }
    }

    /// The first unsupported or malformed part, searching depth-first in source order.
    ///
    /// Each part is visited once: plain loops, because `lazy.compactMap(…).first` evaluates the
    /// closure twice for the element it returns, which made every nesting level double the work.
    /// The depth is bounded by the parser (`SwiftParser.maxNesting`).
    var firstProblem: SwiftExpression? {
        switch self {
        case .unsupported, .malformed: return self
        case .member(let base, _, _): return base.firstProblem
        case .call(let callee, let args, _):
            if let problem = callee.firstProblem { return problem }
            for arg in args {
                if let problem = arg.value.firstProblem { return problem }
            }
            return nil
        case .array(let items, _):
            for item in items {
                if let problem = item.firstProblem { return problem }
            }
            return nil
        default: return nil
        }
    }
}

struct SwiftArgument: Sendable {
    var label: String?
    var value: SwiftExpression
}
