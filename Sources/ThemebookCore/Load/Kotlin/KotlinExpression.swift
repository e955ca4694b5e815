/// The Kotlin expressions themebook reads in property initializers, constructor arguments and
/// `when` branches: names, member chains, calls with named or positional arguments, number and
/// string literals, arithmetic on numbers, `when`, and `if` with its tests (`==`, `!=`, `&&`,
/// `||`), which only a theme enum's reader decides (`this == Dark`). Anything else is kept as
/// `.unsupported`, naming the construct, so readers can report it at its position.
indirect enum KotlinExpression: Sendable {
    /// `layer1`, `PhotonColors`, `this`, `true`.
    case name(String, SourceLocation)
    /// `base.name`: the location is the member name's.
    case member(KotlinExpression, String, SourceLocation)
    /// `callee(label = value, …)`: the location is the opening parenthesis's.
    case call(KotlinExpression, [KotlinArgument], SourceLocation)
    case integer(String, SourceLocation)
    case decimal(String, SourceLocation)
    case string(String, SourceLocation)
    /// `-x`: the location is the minus sign's.
    case negative(KotlinExpression, SourceLocation)
    /// `+`, `-`, `*` or `/` between two expressions; the location is the operator's.
    case arithmetic(String, KotlinExpression, KotlinExpression, SourceLocation)
    case when(KotlinWhen)
    /// `==`, `!=`, `&&`, `||`, `in` or `!in` between two expressions; the location is the operator's. Read
    /// only as an `if`'s test: anywhere else it is the operator themebook does not read.
    case logical(String, KotlinExpression, KotlinExpression, SourceLocation)
    /// `if (test) value else other`, the location the `if`'s. Read only where the test can be
    /// decided (a theme enum's `this == Dark`): anywhere else it is an if expression.
    case conditional(KotlinExpression, KotlinExpression, KotlinExpression, SourceLocation)
    /// A construct themebook does not read (`operator '?:'`, `lambda`, `if expression`…).
    case unsupported(String, SourceLocation)
    /// Malformed; a syntax error was already reported here.
    case malformed(SourceLocation)

    /// Where the expression starts.
    var location: SourceLocation {
        switch self {
        case .name(_, let l), .integer(_, let l), .decimal(_, let l), .string(_, let l), .negative(_, let l),
            .unsupported(_, let l), .malformed(let l), .conditional(_, _, _, let l):
            l
        case .member(let base, _, _), .call(let base, _, _), .arithmetic(_, let base, _, _), .logical(_, let base, _, _):
            base.location
        case .when(let w):
            w.location
        }
    }

    /// A short rendering for messages: `PhotonColors.Blue50.copy(alpha = …)`.
    var summary: String {
        switch self {
        case .name(let n, _): n
        case .member(let base, let n, _): base.summary + "." + n
        case .call(let callee, let args, _):
            callee.summary + "(" + args.map { arg in
                (arg.label.map { $0 + " = " } ?? "") + (arg.value.isLiteral ? arg.value.summary : "…")
            }.joined(separator: ", ") + ")"
        case .integer(let t, _), .decimal(let t, _): t
        case .string(let s, _): "\"" + (s.count > 24 ? String(s.prefix(24)) + "…" : s) + "\""
        case .negative(let e, _): "-" + e.summary
        case .arithmetic(let op, let l, let r, _), .logical(let op, let l, let r, _): l.summary + " " + op + " " + r.summary
        case .when: "when (…) { … }"
        case .conditional: "if (…) … else …"
        case .unsupported(let what, _): what
        case .malformed: "malformed expression"
        }
    }

    /// A number literal, negated or not.
    var isLiteral: Bool {
        switch self {
        case .integer, .decimal: true
        case .negative(let e, _): e.isLiteral
        default: false
        }
    }

    /// The first unsupported or malformed part, depth-first in source order. The depth is
    /// bounded by the parser (`KotlinParser.maxNesting`).
    var firstProblem: KotlinExpression? {
        switch self {
        case .unsupported, .malformed: return self
        case .logical(let op, _, _, let at): return .unsupported("operator '\(op)'", at)
        case .conditional(_, _, _, let at): return .unsupported("an if expression", at)
        case .member(let base, _, _): return base.firstProblem
        case .negative(let e, _): return e.firstProblem
        case .arithmetic(_, let l, let r, _): return l.firstProblem ?? r.firstProblem
        case .call(let callee, let args, _):
            if let problem = callee.firstProblem { return problem }
            for arg in args {
                if let problem = arg.value.firstProblem { return problem }
            }
            return nil
        default: return nil
        }
    }

    /// A name or a member, which a trailing lambda may call.
    var isCallable: Bool {
        switch self {
        case .name, .member: true
        default: false
        }
    }

    /// `A.B.c` as its names, outermost first; nil for anything but names and members.
    var path: [String]? {
        switch self {
        case .name(let n, _): [n]
        case .member(let base, let n, _): base.path.map { $0 + [n] }
        default: nil
        }
    }
}

struct KotlinArgument: Sendable {
    var label: String?
    var value: KotlinExpression
    /// Where the label is written; nil for a positional argument.
    var labelLocation: SourceLocation? = nil

    /// Where the argument starts: its label, or its value.
    var location: SourceLocation { labelLocation ?? value.location }
}

/// `when (subject) { A, B -> x; else -> y }`.
struct KotlinWhen: Sendable {
    struct Branch: Sendable {
        /// Empty for `else`.
        var conditions: [KotlinExpression]
        var value: KotlinExpression
        /// Where the branch starts (its first condition, or `else`).
        var location: SourceLocation
    }

    var subject: KotlinExpression?
    var branches: [Branch]
    /// The `when` keyword's.
    var location: SourceLocation
}
