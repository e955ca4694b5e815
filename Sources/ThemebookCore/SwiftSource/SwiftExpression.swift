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
    /// `condition ? a : b`, and `if`/`switch` statements that choose between two values; the
    /// location is the `?`'s (or the `if`/`switch` keyword's).
    case conditional(SwiftCondition, SwiftExpression, SwiftExpression, SwiftConditionalForm, SourceLocation)
    /// `traits.userInterfaceStyle == .dark` (`dark` true) or `== .light` / `!= .dark` (false), before
    /// it becomes a condition; the location is the subject's.
    case appearanceTest(dark: Bool, SourceLocation)
    /// `{ traits in … }`: its parameter (nil for `$0`) and the value its body gives; the location
    /// is the opening brace's.
    case closure(parameter: String?, body: SwiftExpression, trailing: Bool, SourceLocation)
    /// `base!`: the location is the `!`'s.
    case unwrapped(SwiftExpression, SourceLocation)
    /// A `switch` over something other than the appearance, read as a value: the subject and
    /// its clauses; the location is the `switch` keyword's.
    case switchValue(SwiftExpression, [SwiftSwitchCase], SourceLocation)
    /// A construct themebook does not read (`operator '??'`, `closure`…).
    case unsupported(String, SourceLocation)
    /// Malformed; a syntax error was already reported here.
    case malformed(SourceLocation)

    /// Where the expression starts.
    var location: SourceLocation {
        switch self {
        case .name(_, let l), .implicitMember(_, let l), .integer(_, let l), .decimal(_, let l), .string(_, _, let l),
            .array(_, let l), .unsupported(_, let l), .malformed(let l), .conditional(_, _, _, _, let l), .closure(_, _, _, let l),
            .switchValue(_, _, let l):
            l
        case .member(let base, _, _), .call(let base, _, _), .arithmetic(_, let base, _, _), .unwrapped(let base, _):
            base.location
        case .appearanceTest(_, let l):
            l
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
        case .conditional(_, _, _, let form, _): form.summary
        case .appearanceTest(let dark, _): "userInterfaceStyle == ." + (dark ? "dark" : "light")
        case .closure(_, _, let trailing, _): trailing ? "trailing closure" : "closure"
        case .unwrapped(let base, _): base.summary + "!"
        case .switchValue: "'switch' statement"
        case .unsupported(let what, _): what
        case .malformed: "malformed expression"
        }
    }

    /// The expression much as written, literals included, for messages that name a value
    /// (`Color("AccentColor")`, `UIColor(named: "Brand/blue")!`); long ones end in `…`.
    var written: String {
        var out = ""
        write(into: &out, depth: 0)
        return out.count > 80 ? String(out.prefix(79)) + "…" : out
    }

    private func write(into out: inout String, depth: Int) {
        guard depth < 8, out.count <= 80 else {
            out += "…"
            return
        }
        switch self {
        case .name(let n, _): out += n
        case .implicitMember(let n, _): out += "." + n
        case .member(let base, let n, _):
            base.write(into: &out, depth: depth + 1)
            out += "." + n
        case .call(let callee, let args, _):
            callee.write(into: &out, depth: depth + 1)
            out += "("
            for (index, arg) in args.enumerated() {
                if index > 0 { out += ", " }
                if let label = arg.label { out += label + ": " }
                arg.value.write(into: &out, depth: depth + 1)
            }
            out += ")"
        case .integer(let t, _), .decimal(let t, _): out += t
        case .string(let s, _, _): out += "\"" + s + "\""
        case .unwrapped(let base, _):
            base.write(into: &out, depth: depth + 1)
            out += "!"
        case .arithmetic(let op, let l, let r, _):
            l.write(into: &out, depth: depth + 1)
            out += " " + op + " "
            r.write(into: &out, depth: depth + 1)
        case .closure: out += "{ … }"
        default: out += summary
        }
    }

    /// A number literal or arithmetic on number literals.
    var isArithmetic: Bool {
        switch self {
        case .integer, .decimal, .arithmetic: true
        default: false
        }
    }

    /// A term the parser keeps in arithmetic: a number, or a bare name, which a helper's
    /// parameter may be (`red / 255.0` in `func srgb(_ red: Double, …)` becomes `0x9A / 255.0`
    /// where the helper is followed); a name nothing replaces leaves no number.
    var isArithmeticTerm: Bool {
        if case .name = self { return true }
        return isArithmetic
    }

    /// The first unsupported or malformed part, searching depth-first in source order. A
    /// condition, a closure or a switch counts as one (the colour reader, which reads those
    /// that choose by appearance, has its own search: `SwiftColorReader.problem(in:)`).
    ///
    /// Each part is visited once: plain loops, because `lazy.compactMap(…).first` evaluates the
    /// closure twice for the element it returns, which made every nesting level double the work.
    /// The depth is bounded by the parser (`SwiftParser.maxNesting`).
    var firstProblem: SwiftExpression? {
        switch self {
        case .unsupported, .malformed: return self
        case .member(let base, _, _): return base.firstProblem
        case .unwrapped(let base, let bang): return base.firstProblem ?? .unsupported("force unwrap '!'", bang)
        case .conditional, .closure, .switchValue: return self
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

/// How a choice between values is written, for messages.
enum SwiftConditionalForm: Sendable {
    case ternary, ifStatement, switchStatement

    var summary: String {
        switch self {
        case .ternary: "ternary operator '? :'"
        case .ifStatement: "'if' statement"
        case .switchStatement: "'switch' statement"
        }
    }
}

/// What a `? :`, `if` or `switch` chooses on.
enum SwiftCondition: Sendable {
    /// The appearance: the first value is taken in dark themes when `dark`, in light ones otherwise.
    case appearance(dark: Bool)
    /// Anything else (a build setting, a flag read at run time), as written.
    case other(String)

    var summary: String {
        switch self {
        case .appearance(let dark): "userInterfaceStyle == ." + (dark ? "dark" : "light")
        case .other(let text): text
        }
    }
}

struct SwiftArgument: Sendable {
    var label: String?
    var value: SwiftExpression
}
