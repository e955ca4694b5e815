/// Expressions: postfix chains of names, member accesses and calls; literals; array literals.
/// Everything else is consumed — so the parser stays in step — and returned as `.unsupported`.
extension SwiftParser {
    static let maxNesting = 200

    /// Whether the operator at `index` is binary: whitespace on both sides or on neither.
    func isBinaryOperator(_ index: Int) -> Bool {
        let t = tokens[index]
        guard t.kind == .operator, index < eof else { return false }
        return t.spaceBefore == tokens[index + 1].spaceBefore
    }

    mutating func expression(nesting: Int = 0) -> SwiftExpression {
        guard nesting < Self.maxNesting else {
            let start = p
            skipToDeclarationEnd(limit: eof)
            return .unsupported("expression nested more than \(Self.maxNesting) levels deep", location(start))
        }
        let start = p
        var value = prefixed(nesting: nesting)
        var arithmeticTerms = 1
        while p < eof {
            let t = current
            if isBinaryOperator(p), !t.isOperator("=") || nesting > 0 {
                p += 1
                if ["+", "-", "*", "/"].contains(t.text), value.isArithmeticTerm {
                    // `0x3D / 255.0`: arithmetic on number literals (or on a helper's parameters),
                    // kept so a reader can compute it.
                    let rhs = prefixed(nesting: nesting + 1)
                    arithmeticTerms += 1
                    value =
                        rhs.isArithmeticTerm && arithmeticTerms <= Self.maxArithmeticTerms
                        ? Self.combine(value, t.text, rhs, at: t.location(in: file))
                        : .unsupported("operator '\(t.text)'", t.location(in: file))
                } else if t.isOperator("?") {
                    let condition = Self.condition(value, text: sourceText(start..<(p - 1)))
                    let then = expression(nesting: nesting + 1)
                    var otherwise = SwiftExpression.malformed(location(p))
                    if current.isPunctuation(":") {
                        p += 1
                        otherwise = expression(nesting: nesting + 1)
                    }
                    value = .conditional(condition, then, otherwise, .ternary, t.location(in: file))
                } else if t.isOperator("==") || t.isOperator("!="), Self.isAppearanceSubject(value) {
                    let rhs = prefixed(nesting: nesting + 1)
                    if let dark = Self.appearanceCase(rhs) {
                        value = .appearanceTest(dark: dark == t.isOperator("=="), value.location)
                    } else {
                        value = .unsupported("operator '\(t.text)'", t.location(in: file))
                    }
                } else {
                    _ = prefixed(nesting: nesting + 1)
                    value = .unsupported("operator '\(t.text)'", t.location(in: file))
                }
            } else if t.isKeyword("as") || t.isKeyword("is") {
                p += 1
                if current.kind == .operator, !current.spaceBefore { p += 1 }  // as? / as!
                _ = typeText()
                value = .unsupported("'\(t.text)' cast", t.location(in: file))
            } else {
                break
            }
        }
        return value
    }

    /// Arithmetic on number literals longer than this is not read (it stays shallow).
    static let maxArithmeticTerms = 16

    /// `lhs op rhs` with `*` and `/` binding tighter than `+` and `-`, left to right.
    static func combine(_ lhs: SwiftExpression, _ op: String, _ rhs: SwiftExpression, at location: SourceLocation) -> SwiftExpression {
        if op == "*" || op == "/", case .arithmetic(let low, let l, let r, let at) = lhs, low == "+" || low == "-" {
            return .arithmetic(low, l, .arithmetic(op, r, rhs, location), at)
        }
        return .arithmetic(op, lhs, rhs, location)
    }

    private mutating func prefixed(nesting: Int) -> SwiftExpression {
        let t = current
        guard nesting < Self.maxNesting else {
            skipToDeclarationEnd(limit: eof)
            return .unsupported("expression nested more than \(Self.maxNesting) levels deep", t.location(in: file))
        }
        if t.kind == .operator, !tokens[p + 1].spaceBefore {
            p += 1
            if t.text == "-", current.kind == .integer || current.kind == .decimal, !current.spaceBefore {
                let number = current
                p += 1
                let text = "-" + number.text
                return postfix(
                    number.kind == .integer ? .integer(text, t.location(in: file)) : .decimal(text, t.location(in: file)),
                    nesting: nesting)
            }
            _ = prefixed(nesting: nesting + 1)
            return .unsupported("prefix operator '\(t.text)'", t.location(in: file))
        }
        if t.isKeyword("try") || t.isKeyword("await") || t.isWord("consume") || t.isWord("copy") {
            p += 1
            if current.kind == .operator, !current.spaceBefore { p += 1 }  // try? / try!
            _ = prefixed(nesting: nesting + 1)
            return .unsupported("'\(t.text)' expression", t.location(in: file))
        }
        return postfix(primary(nesting: nesting), nesting: nesting)
    }

    private mutating func primary(nesting: Int) -> SwiftExpression {
        let t = current
        let here = t.location(in: file)
        switch t.kind {
        case .identifier:
            p += 1
            return .name(t.text, here)
        case .keyword where ["self", "Self", "super", "true", "false", "nil"].contains(t.text):
            p += 1
            return .name(t.text, here)
        case .integer:
            p += 1
            return .integer(t.text, here)
        case .decimal:
            p += 1
            return .decimal(t.text, here)
        case .string:
            p += 1
            return .string(t.text, interpolated: t.isInterpolated, here)
        case .regex:
            p += 1
            return .unsupported("regex literal", here)
        case .pound:
            p += 1
            // `#colorLiteral(red: 0.9, green: 0.3, blue: 0, alpha: 1)`, Xcode's colour literal, is
            // a call the colour reader knows; its arguments are read as any call's.
            if t.text == "#colorLiteral", current.isPunctuation("("), !current.spaceBefore { return .name(t.text, here) }
            if current.isPunctuation("("), !current.spaceBefore { p = after(p) }
            return .unsupported("'\(t.text)'", here)
        case .punctuation where t.text == "." && isName(p + 1) && !tokens[p + 1].spaceBefore:
            p += 2
            return .implicitMember(tokens[p - 1].text, here)
        case .punctuation where t.text == "[":
            return arrayLiteral(nesting: nesting)
        case .punctuation where t.text == "(":
            p = after(p)
            return .unsupported("parenthesized or tuple expression", here)
        case .punctuation where t.text == "{":
            return closure(nesting: nesting, trailing: false)
        case .punctuation where t.text == "\\":
            p += 1
            while current.isPunctuation(".") || isName(p) && !current.newlineBefore { p += 1 }
            return .unsupported("key path", here)
        case .keyword where !Self.declarationKeywords.contains(t.text) && !["in", "else", "where"].contains(t.text):
            p += 1
            return .unsupported("'\(t.text)' \(["if", "switch", "do"].contains(t.text) ? "expression" : "statement")", here)
        default:
            reporter.error("expected a value, found \(t.display)", at: t)
            return .malformed(here)
        }
    }

    /// `[a, b, c]`; a dictionary literal is unsupported.
    private mutating func arrayLiteral(nesting: Int) -> SwiftExpression {
        let open = p
        let close = partner[open]
        let here = location(open)
        p += 1
        var items: [SwiftExpression] = []
        while p < close {
            let start = p
            let item = expression(nesting: nesting + 1)
            if current.isPunctuation(":") {
                p = after(open)
                return .unsupported("dictionary literal", here)
            }
            items.append(item)
            if current.isPunctuation(",") {
                p += 1
            } else if p < close {
                if case .malformed = item {
                } else {
                    reporter.error("expected ',' or ']' in array literal, found \(current.display)", at: current)
                }
                p = after(open)
                return .malformed(location(start))
            }
        }
        p = after(open)
        return .array(items, here)
    }

    /// Each step of a chain (`.name`, `(…)`, `[…]`, `{…}`, `?`, `!`) nests the tree one level
    /// deeper, so it counts against `maxNesting` like a bracket does: `x.withAlphaComponent(0.5)`
    /// twenty thousand times is read up to the limit and the rest stepped over, in linear time.
    private mutating func postfix(_ base: SwiftExpression, nesting: Int) -> SwiftExpression {
        var value = base
        var depth = nesting
        while p < eof {
            let t = current
            let step: SwiftExpression
            if t.isPunctuation("."), isName(p + 1) || tokens[p + 1].kind == .integer {
                let name = tokens[p + 1]
                p += 2
                step = .member(value, name.text, name.location(in: file))
            } else if t.isPunctuation("("), !t.newlineBefore {
                let arguments = self.arguments(nesting: depth)
                step = .call(value, arguments, t.location(in: file))
            } else if t.isPunctuation("["), !t.spaceBefore {
                p = after(p)
                step = .unsupported("subscript", t.location(in: file))
            } else if t.isPunctuation("{"), !t.newlineBefore, !noTrailingClosure, !tokens[p + 1].isWord("didSet"), !tokens[p + 1].isWord("willSet"),
                !tokens[p + 1].isWord("get"), !tokens[p + 1].isWord("set")
            {
                let closure = self.closure(nesting: depth, trailing: true)
                if case .call(let callee, let arguments, let at) = value {
                    step = .call(callee, arguments + [SwiftArgument(label: nil, value: closure)], at)
                } else {
                    step = .call(value, [SwiftArgument(label: nil, value: closure)], t.location(in: file))
                }
            } else if t.kind == .operator, !t.spaceBefore, t.text == "!" {
                p += 1
                step = .unwrapped(value, t.location(in: file))
            } else if t.kind == .operator, !t.spaceBefore, t.text == "?" {
                p += 1
                step = .unsupported("optional chaining '?'", t.location(in: file))
            } else {
                break
            }
            depth += 1
            // Once part of a chain is unsupported, the chain is: the first problem is what is reported.
            switch value {
            case .unsupported, .malformed: continue
            default: break
            }
            if depth >= Self.maxNesting {
                // Reported where the chain starts: that names the value, not a point deep inside it.
                value = .unsupported("expression nested more than \(Self.maxNesting) levels deep", base.location)
            } else {
                value = step
            }
        }
        return value
    }

    /// `(label: value, value)` at the current `(`.
    private mutating func arguments(nesting: Int) -> [SwiftArgument] {
        let open = p
        let close = partner[open]
        p += 1
        var out: [SwiftArgument] = []
        while p < close {
            var label: String?
            if isName(p), tokens[p + 1].isPunctuation(":") {
                label = current.text
                p += 2
            }
            let value = expression(nesting: nesting + 1)
            out.append(SwiftArgument(label: label, value: value))
            if current.isPunctuation(",") {
                p += 1
            } else if p < close {
                if case .malformed = value {
                } else {
                    reporter.error("expected ',' or ')' in argument list, found \(current.display)", at: current)
                }
                break
            }
        }
        p = after(open)
        return out
    }
}
