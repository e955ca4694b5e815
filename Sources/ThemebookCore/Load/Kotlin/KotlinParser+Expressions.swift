/// Expressions: a precedence-climbing parser over the tokens up to a limit. What it does not
/// read is consumed whole (a lambda to its brace, an `if` to its last branch) and kept as
/// `.unsupported`, so the declaration around it still parses.
extension KotlinParser {
    /// The binary operators and their precedence (higher binds tighter); infix calls
    /// (`a shl 8`) rank with ranges.
    static let precedence: [String: Int] = [
        "*": 7, "/": 7, "%": 7, "+": 6, "-": 6, "..": 5, "..<": 5, "?:": 4, "<": 3, ">": 3, "<=": 3, ">=": 3,
        "==": 2, "!=": 2, "===": 2, "!==": 2, "&&": 1, "||": 0,
    ]

    /// An expression from `p`, ending before `limit`, a `,`, `->`, `:`, `=` or closer, and (with
    /// `newlinesEnd`, outside brackets) before a token on a new line that cannot continue it.
    mutating func parseExpression(limit: Int, newlinesEnd: Bool) -> KotlinExpression {
        guard depth < Self.maxNesting else {
            let here = location(min(p, eof))
            skipExpression(limit: limit, newlinesEnd: newlinesEnd)
            return .unsupported("an expression nested more than \(Self.maxNesting) deep", here)
        }
        depth += 1
        defer { depth -= 1 }
        return parseBinary(minimum: 0, limit: limit, newlinesEnd: newlinesEnd)
    }

    private mutating func parseBinary(minimum: Int, limit: Int, newlinesEnd: Bool) -> KotlinExpression {
        var left = parseUnary(limit: limit, newlinesEnd: newlinesEnd)
        while p < limit {
            let t = tokens[p]
            if newlinesEnd, t.newlineBefore, !t.isOperator("?:"), !t.isOperator("&&"), !t.isOperator("||") { break }
            let op: String
            let rank: Int
            if t.kind == .operator, let r = Self.precedence[t.text] {
                (op, rank) = (t.text, r)
            } else if t.kind == .identifier, !t.isEscaped, !t.newlineBefore, p + 1 < limit, startsExpression(p + 1) {
                (op, rank) = (t.text, 5)
            } else if t.isKeyword("in") || t.isKeyword("is") || (t.isOperator("!") && p + 1 < limit && (tokens[p + 1].isKeyword("in") || tokens[p + 1].isKeyword("is"))) {
                (op, rank) = (t.isOperator("!") ? "!" + tokens[p + 1].text : t.text, 3)
                if t.isOperator("!") { p += 1 }
            } else if t.isKeyword("as") {
                // A cast does not change the value: `x as Color` reads as `x`.
                p += 1
                if p < limit, tokens[p].isOperator("?") { p += 1 }
                _ = readType(limit: limit)
                continue
            } else {
                break
            }
            guard rank >= minimum else { break }
            let at = location(p)
            p += 1
            let right = parseBinary(minimum: rank + 1, limit: limit, newlinesEnd: newlinesEnd)
            if ["+", "-", "*", "/"].contains(op) {
                left = .arithmetic(op, left, right, at)
            } else if ["==", "!=", "&&", "||", "in", "!in"].contains(op) {
                left = .logical(op, left, right, at)
            } else {
                left = .unsupported("operator '\(op)'", at)
            }
        }
        return left
    }

    /// Whether the token at `index` can start an operand (for telling an infix call from the
    /// end of an expression).
    func startsExpression(_ index: Int) -> Bool {
        let t = tokens[index]
        switch t.kind {
        case .identifier, .integer, .decimal, .string, .character: return true
        case .keyword: return ["this", "true", "false", "null", "when", "if", "super", "object"].contains(t.text)
        case .punctuation: return t.text == "("
        default: return false
        }
    }

    private mutating func parseUnary(limit: Int, newlinesEnd: Bool) -> KotlinExpression {
        guard p < limit else { return .malformed(location(min(p, eof))) }
        let t = tokens[p]
        if t.isOperator("-") || t.isOperator("+") || t.isOperator("!") {
            let at = location(p)
            p += 1
            let operand = parseUnary(limit: limit, newlinesEnd: newlinesEnd)
            if t.text == "-" { return .negative(operand, at) }
            return t.text == "+" ? operand : .unsupported("operator '!'", at)
        }
        return parsePostfix(parsePrimary(limit: limit, newlinesEnd: newlinesEnd), limit: limit, newlinesEnd: newlinesEnd)
    }

    private mutating func parsePrimary(limit: Int, newlinesEnd: Bool) -> KotlinExpression {
        let t = tokens[p]
        let here = location(p)
        switch t.kind {
        case .integer:
            p += 1
            return .integer(t.text, here)
        case .decimal:
            p += 1
            return .decimal(t.text, here)
        case .string:
            p += 1
            return t.isTemplate ? .unsupported("a string template", here) : .string(t.text, here)
        case .character:
            p += 1
            return .unsupported("a character literal", here)
        case .identifier:
            p += 1
            return .name(t.text, here)
        case .keyword:
            switch t.text {
            case "this", "super", "true", "false", "null":
                p += 1
                return .name(t.text, here)
            case "when":
                return parseWhen(limit: limit)
            case "if":
                let start = p
                if let conditional = parseConditional(limit: limit, newlinesEnd: newlinesEnd) { return conditional }
                // A branch that is a block, or no else: stepped over whole.
                p = start
                skipExpression(limit: limit, newlinesEnd: newlinesEnd)
                return .unsupported("an if expression", here)
            case "try", "object", "return", "throw":
                skipExpression(limit: limit, newlinesEnd: newlinesEnd)
                return .unsupported(t.text == "if" ? "an if expression" : "'\(t.text)'", here)
            default:
                p += 1
                return .unsupported("'\(t.text)'", here)
            }
        case .punctuation where t.text == "(":
            let close = closer(of: p)
            p += 1
            let inner = parseExpression(limit: close, newlinesEnd: false)
            let whole = p >= close
            p = min(close + 1, eof)
            return whole ? inner : .unsupported("a parenthesised expression", here)
        case .punctuation where t.text == "{":
            p = after(p)
            return .unsupported("a lambda", here)
        case .punctuation where t.text == "[":
            p = after(p)
            return .unsupported("a collection literal", here)
        case .operator where t.text == "::":
            p += 1
            if p < limit, tokens[p].kind == .identifier || tokens[p].kind == .keyword { p += 1 }
            return .unsupported("a callable reference", here)
        default:
            // Not an operand: report it where it is, and step over it unless it ends the expression.
            if !(t.kind == .endOfFile || isCloser(p) || t.isPunctuation(",") || t.isPunctuation(";")) { p += 1 }
            return .unsupported(t.kind == .endOfFile ? "nothing" : "'\(t.text)'", here)
        }
    }

    private mutating func parsePostfix(_ base: KotlinExpression, limit: Int, newlinesEnd: Bool) -> KotlinExpression {
        var expression = base
        while p < limit {
            let t = tokens[p]
            if t.isPunctuation(".") || t.isOperator("?.") {
                // A member access may start the next line (`foo\n    .copy(…)`).
                guard p + 1 < limit, tokens[p + 1].kind == .identifier || tokens[p + 1].kind == .keyword else { break }
                let name = tokens[p + 1]
                let at = location(p + 1)
                p += 2
                expression = t.isOperator("?.")
                    ? .unsupported("the safe call '?.\(name.text)'", location(p - 2)) : .member(expression, name.text, at)
                continue
            }
            if newlinesEnd, t.newlineBefore { break }
            if t.isOperator("!!") {
                p += 1
            } else if t.isOperator("<"), let end = typeArgumentsEnd(from: p, limit: limit) {
                p = end
            } else if t.isPunctuation("(") {
                let at = location(p)
                var arguments = parseArguments()
                if p < limit, tokens[p].isPunctuation("{"), !tokens[p].newlineBefore {
                    arguments.append(KotlinArgument(label: nil, value: .unsupported("a trailing lambda", location(p))))
                    p = after(p)
                }
                expression = .call(expression, arguments, at)
            } else if t.isPunctuation("{"), expression.isCallable {
                // `remember { … }`, `list.map { … }`: a call whose only argument is a trailing lambda.
                let at = location(p)
                p = after(p)
                expression = .call(expression, [KotlinArgument(label: nil, value: .unsupported("a trailing lambda", at))], at)
            } else if t.isPunctuation("[") {
                let at = location(p)
                p = after(p)
                expression = .unsupported("an index '[…]'", at)
            } else {
                break
            }
        }
        return expression
    }

    /// Where `<…>` type arguments that open at `start` end, when they are followed by a call or
    /// a member access (`mutableStateOf<Color>(x)`); nil when `<` is a comparison.
    func typeArgumentsEnd(from start: Int, limit: Int) -> Int? {
        var angles = 0
        var q = start
        while q < limit, q - start < 64 {
            let t = tokens[q]
            if t.isOperator("<") {
                angles += 1
            } else if t.isOperator(">") {
                angles -= 1
                if angles == 0 {
                    guard q + 1 < limit else { return nil }
                    let next = tokens[q + 1]
                    return next.isPunctuation("(") || next.isPunctuation(".") || next.isOperator("::") ? q + 1 : nil
                }
            } else if !(t.kind == .identifier || t.isPunctuation(",") || t.isPunctuation(".") || t.isOperator("?")
                || t.isOperator("*")) {
                return nil
            }
            q += 1
        }
        return nil
    }

    /// `if (test) value else other` from its `if`, each branch an expression or a block of one
    /// (`{ value }`); nil for an `if` without `else` (the caller steps over it).
    mutating func parseConditional(limit: Int, newlinesEnd: Bool) -> KotlinExpression? {
        let here = location(p)
        p += 1
        guard p < limit, tokens[p].isPunctuation("(") else { return nil }
        let close = closer(of: p)
        guard close < limit else { return nil }
        p += 1
        let test = parseExpression(limit: close, newlinesEnd: false)
        guard p >= close else { return nil }
        p = close + 1
        guard p < limit else { return nil }
        let value = parseBranch(limit: limit, newlinesEnd: newlinesEnd)
        // `else` may start the next line, after a value or a block.
        guard p < limit, tokens[p].isKeyword("else") else { return nil }
        p += 1
        guard p < limit else { return nil }
        let other = parseBranch(limit: limit, newlinesEnd: newlinesEnd)
        return .conditional(test, value, other, here)
    }

    /// A branch of an `if` or a `when`: an expression, or a block whose value is its one
    /// expression (`{ Color(0xFF202020) }`). A block of statements (a `val`, a `return`, two
    /// expressions) is unsupported, as "a block".
    mutating func parseBranch(limit: Int, newlinesEnd: Bool) -> KotlinExpression {
        guard p < limit, tokens[p].isPunctuation("{") else { return parseExpression(limit: limit, newlinesEnd: newlinesEnd) }
        let open = p, close = closer(of: p)
        let block = KotlinExpression.unsupported("a block", location(open))
        p += 1
        defer { p = after(open) }
        guard p < close, !tokens[p].isKeyword("val"), !tokens[p].isKeyword("var"), !tokens[p].isKeyword("return") else {
            return block
        }
        let value = parseExpression(limit: close, newlinesEnd: true)
        while p < close, tokens[p].isPunctuation(";") { p += 1 }
        return p >= close ? value : block
    }

    /// `(label = value, value, …)` from its `(`; a spread (`*array`) is unsupported.
    mutating func parseArguments() -> [KotlinArgument] {
        let open = p
        let close = closer(of: open)
        p += 1
        var arguments: [KotlinArgument] = []
        while p < close {
            let end = nextComma(before: close)
            var label: String?
            var labelLocation: SourceLocation?
            if p + 1 < end, tokens[p].kind == .identifier, tokens[p + 1].isOperator("=") {
                label = tokens[p].text
                labelLocation = location(p)
                p += 2
            }
            let value = parseExpression(limit: end, newlinesEnd: false)
            // What the expression left before the comma (a second operand without an operator).
            let whole = p >= end
            arguments.append(
                KotlinArgument(label: label, value: whole ? value : .unsupported("'\(tokens[p].text)'", location(p)), labelLocation: labelLocation))
            p = end < close ? end + 1 : close
        }
        p = after(open)
        return arguments
    }

    /// `when (subject) { conditions -> value … }` from the `when`.
    mutating func parseWhen(limit: Int) -> KotlinExpression {
        let keyword = location(p)
        p += 1
        var subject: KotlinExpression?
        if p < limit, tokens[p].isPunctuation("(") {
            let close = closer(of: p)
            p += 1
            // `when (val x = …)` binds a name: the subject is the value.
            if p + 2 < close, tokens[p].isKeyword("val"), tokens[p + 2].isOperator("=") { p += 3 }
            subject = parseExpression(limit: close, newlinesEnd: false)
            p = min(close + 1, eof)
        }
        guard p < limit, tokens[p].isPunctuation("{") else {
            return .unsupported("a 'when' without branches", keyword)
        }
        let close = closer(of: p)
        p += 1
        var branches: [KotlinWhen.Branch] = []
        while p < close {
            let start = p
            let branchLocation = location(p)
            var conditions: [KotlinExpression] = []
            if tokens[p].isKeyword("else") {
                p += 1
            } else {
                while p < close {
                    conditions.append(parseExpression(limit: close, newlinesEnd: false))
                    guard p < close, tokens[p].isPunctuation(",") else { break }
                    p += 1
                }
            }
            guard p < close, tokens[p].isOperator("->") else {
                // Not a branch: step to the next line and try again.
                p = max(p, start + 1)
                while p < close, !tokens[p].newlineBefore { p = isOpener(p) ? after(p) : p + 1 }
                continue
            }
            p += 1
            let value = parseBranch(limit: close, newlinesEnd: true)
            branches.append(KotlinWhen.Branch(conditions: conditions, value: value, location: branchLocation))
            while p < close, !tokens[p].newlineBefore, !tokens[p].isPunctuation(";") { p = isOpener(p) ? after(p) : p + 1 }
            if p < close, tokens[p].isPunctuation(";") { p += 1 }
        }
        p = min(close + 1, eof)
        return .when(KotlinWhen(subject: subject, branches: branches, location: keyword))
    }

    /// Steps over an expression this parser does not read: bracketed parts whole, up to a `,`,
    /// a closer, or (with `newlinesEnd`) a new line that does not continue it (an `else`, a
    /// `.` or an operator does). Always advances at least one token.
    mutating func skipExpression(limit: Int, newlinesEnd: Bool) {
        let start = p
        while p < limit {
            let t = tokens[p]
            if p > start {
                if t.isPunctuation(",") || t.isPunctuation(";") || isCloser(p) { return }
                if newlinesEnd, t.newlineBefore, !(t.isKeyword("else") || t.isPunctuation(".") || t.kind == .operator
                    || t.isWord("catch") || t.isWord("finally")) {
                    return
                }
            }
            p = isOpener(p) ? after(p) : p + 1
        }
    }
}
