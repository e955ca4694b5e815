/// Bodies read as values: getters, closures and one-value functions (`return x`, an `if` or a
/// `switch` whose clauses each give one value), initializers read as `self.name = value`
/// assignments, and parameter lists. A choice on the appearance
/// (`traits.userInterfaceStyle == .dark`) becomes `.conditional(.appearance…)`; any other
/// choice keeps its condition as written, so the warning can name it.
///
/// Closures and function bodies hold arbitrary statements themebook does not read, so they are
/// parsed with errors muted (`muted`): a body that is not one of these forms is not read, and
/// never reported as a syntax error.
extension SwiftParser {
    // MARK: - Conditions

    /// `…userInterfaceStyle`, `colorScheme`: what the appearance is read from.
    static func isAppearanceSubject(_ value: SwiftExpression) -> Bool {
        switch value {
        case .member(_, let name, _), .name(let name, _): ["userInterfaceStyle", "colorScheme"].contains(name)
        default: false
        }
    }

    /// `.dark` → true, `.light` → false (also `UIUserInterfaceStyle.dark`, `ColorScheme.light`).
    static func appearanceCase(_ value: SwiftExpression) -> Bool? {
        switch value {
        case .implicitMember("dark", _), .member(.name(_, _), "dark", _): true
        case .implicitMember("light", _), .member(.name(_, _), "light", _): false
        default: nil
        }
    }

    static func condition(_ value: SwiftExpression, text: String) -> SwiftCondition {
        if case .appearanceTest(let dark, _) = value { return .appearance(dark: dark) }
        switch value {
        case .name(let name, _), .member(_, let name, _):
            if let dark = appearanceFlag(name) { return .appearance(dark: dark) }
        default:
            break
        }
        return .other(text)
    }

    /// A flag that says the appearance by its name (`isDarkThemeEnabled`, `Theme.isDarkMode`,
    /// `nightModeOn`, `isLightTheme`): true when it is set in dark themes, false in light ones;
    /// nil for any other name. An app that keeps its own dark-mode switch reads it like the
    /// system's style.
    static func appearanceFlag(_ name: String) -> Bool? {
        var rest = Substring(name.lowercased())
        for prefix in ["is", "uses", "use", "prefers", "in"] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            break
        }
        let dark: Bool
        if let word = ["dark", "night"].first(where: { rest.hasPrefix($0) }) {
            dark = true
            rest = rest.dropFirst(word.count)
        } else if let word = ["light", "day"].first(where: { rest.hasPrefix($0) }) {
            dark = false
            rest = rest.dropFirst(word.count)
        } else {
            return nil
        }
        for part in [["appearance", "mode", "theme", "style", "scheme"], ["enabled", "on", "active", "selected"]] {
            if let word = part.first(where: { rest.hasPrefix($0) }) { rest = rest.dropFirst(word.count) }
        }
        return rest.isEmpty ? dark : nil
    }

    /// The tokens of `range` as written (one space where the source has any), at most 80 characters.
    func sourceText(_ range: Range<Int>) -> String {
        var out = ""
        for index in range where index < eof {
            if !out.isEmpty, tokens[index].spaceBefore { out += " " }
            out += tokens[index].kind == .string ? "\"" + tokens[index].text + "\"" : tokens[index].text
            if out.count > 80 { return String(out.prefix(77)) + "…" }
        }
        return out
    }

    // MARK: - Muted parsing

    /// Runs `parse` with syntax errors kept out of the report; `failed` says whether it met one.
    mutating func muted<T>(_ parse: (inout SwiftParser) -> T) -> (value: T, failed: Bool) {
        let saved = reporter
        let before = reporter.errorCount
        let value = parse(&self)
        let failed = reporter.errorCount != before
        reporter = saved
        return (value, failed)
    }

    // MARK: - Closures

    /// `{ traits in … }`, `{ $0… }`, `{ (traits: UITraitCollection) -> UIColor in … }` at the
    /// current `{`: its body read as a value (unsupported when it is not one).
    mutating func closure(nesting: Int, trailing: Bool) -> SwiftExpression {
        let open = p
        let close = partner[open]
        let here = location(open)
        defer { p = after(open) }
        guard nesting < Self.maxNesting, close > open else {
            return .closure(parameter: nil, body: .unsupported("closure", here), trailing: trailing, here)
        }
        var parameter: String?
        var start = open + 1
        var index = open + 1
        var scanned = 0
        while index < close, scanned < 24 {
            let t = tokens[index]
            if t.isKeyword("in") {
                start = index + 1
                break
            }
            if parameter == nil, t.kind == .identifier, t.text != "_", !t.isWord("weak"), !t.isWord("unowned") {
                parameter = t.text
            }
            if t.newlineBefore && index > open + 1 || t.kind == .keyword && !t.isKeyword("self") { parameter = nil; break }
            index = t.isPunctuation("[") ? after(index) : index + 1
            scanned += 1
        }
        if start == open + 1 { parameter = nil }
        let (body, failed) = muted { parser -> SwiftExpression in
            parser.p = start
            return parser.valueStatements(until: close, open: open, nesting: nesting + 1)
        }
        return .closure(parameter: parameter, body: failed ? .unsupported("closure", here) : body, trailing: trailing, here)
    }

    // MARK: - Values

    /// The value of the statements from `p` to `close` (the closer of the brace at `open`).
    mutating func valueStatements(until close: Int, open: Int, nesting: Int) -> SwiftExpression {
        guard nesting < Self.maxNesting else {
            return .unsupported("expression nested more than \(Self.maxNesting) levels deep", location(p))
        }
        if current.isKeyword("return") { p += 1 }
        guard p < close else { return .unsupported("empty getter", location(open)) }
        // `let theme = theme ?? Theme.shared.active`: a parameter given its default, then chosen
        // on (`switch theme`); the value is what follows, the name standing for the parameter.
        if current.isKeyword("let") || current.isKeyword("var"), p + 4 < close, isName(p + 1), tokens[p + 2].isOperator("="),
            tokens[p + 3].text == tokens[p + 1].text, tokens[p + 4].isOperator("??")
        {
            skipStatement(limit: close)
            if p < close, current.isPunctuation(";") { p += 1 }
            return valueStatements(until: close, open: open, nesting: nesting + 1)
        }
        let value: SwiftExpression
        if current.isKeyword("if") || current.isKeyword("switch") {
            // Muted: the statements in the branches may be anything.
            let keyword = current
            let (choice, failed) = muted { parser in
                keyword.text == "if"
                    ? parser.ifStatement(until: close, nesting: nesting + 1) : parser.switchStatement(nesting: nesting + 1)
            }
            value = failed ? .unsupported("'\(keyword.text)' statement", keyword.location(in: file)) : choice
        } else if current.kind == .keyword, !Self.expressionKeywords.contains(current.text) {
            return .unsupported("'\(current.text)' statement", location(p))
        } else {
            value = expression(nesting: nesting)
        }
        if p < close, value.firstProblem == nil {
            return .unsupported("getter with more than one statement", location(p))
        }
        return value
    }

    /// The value of the braces at `open`.
    private mutating func block(_ open: Int, nesting: Int) -> SwiftExpression {
        guard tokens[open].isPunctuation("{") else { return .malformed(location(open)) }
        p = open + 1
        let value = valueStatements(until: partner[open], open: open, nesting: nesting)
        p = after(open)
        return value
    }

    /// `if c { a } else { b }`, `if c { a } else if …`, and `if c { return a }` followed by the
    /// statements that give the other value.
    private mutating func ifStatement(until close: Int, nesting: Int) -> SwiftExpression {
        let keyword = p
        p += 1
        let conditionStart = p
        let condition: SwiftCondition
        if current.isKeyword("case") {
            // `if case .dark = self`: a pattern, not an expression; kept as written, for the
            // readers that look a case up (shape 5) and for the warning of the others.
            while p < close, !current.isPunctuation("{") { p = isOpener(p) ? after(p) : p + 1 }
            condition = .other(sourceText(conditionStart..<p))
        } else {
            noTrailingClosure = true
            let test = expression(nesting: nesting)
            noTrailingClosure = false
            condition = Self.condition(test, text: sourceText(conditionStart..<p))
        }
        guard current.isPunctuation("{") else { return .unsupported("'if' statement", location(keyword)) }
        let then = block(p, nesting: nesting)
        let otherwise: SwiftExpression
        if current.isKeyword("else") {
            p += 1
            if current.isKeyword("if") {
                otherwise = ifStatement(until: close, nesting: nesting + 1)
            } else {
                otherwise = block(p, nesting: nesting)
            }
        } else if p < close {
            otherwise = valueStatements(until: close, open: keyword, nesting: nesting)
        } else {
            return .unsupported("'if' statement", location(keyword))
        }
        return .conditional(condition, then, otherwise, .ifStatement, location(keyword))
    }

    /// `switch subject { case .a, .b: … default: … }`: on the appearance, a choice between the
    /// dark clause and the light (or `default`) one; otherwise every clause, for readers that
    /// look a value up by case.
    private mutating func switchStatement(nesting: Int) -> SwiftExpression {
        let keyword = p
        p += 1
        noTrailingClosure = true
        let subject = expression(nesting: nesting)
        noTrailingClosure = false
        guard current.isPunctuation("{") else { return .unsupported("'switch' statement", location(keyword)) }
        let open = p
        let close = partner[open]
        p += 1
        var clauses: [SwiftSwitchCase] = []
        var readable = true
        while p < close {
            var names: [String] = []
            var locations: [SourceLocation] = []
            if current.isPunctuation("@"), tokens[p + 1].isWord("unknown") { p += 2 }
            if current.isKeyword("default") {
                p += 1
            } else if current.isKeyword("case") {
                p += 1
                while p < close, !current.isPunctuation(":") {
                    if current.isPunctuation("."), isName(p + 1) {
                        names.append(tokens[p + 1].text)
                        locations.append(location(p))
                        p += 2
                    } else if current.kind == .identifier, tokens[p + 1].isPunctuation("."), isName(p + 2) {
                        names.append(tokens[p + 2].text)
                        locations.append(location(p))
                        p += 3
                    } else if current.isPunctuation(",") {
                        p += 1
                    } else {
                        readable = false
                        p = isOpener(p) ? after(p) : p + 1
                    }
                }
                if names.isEmpty { readable = false }
            } else {
                readable = false
                break
            }
            guard current.isPunctuation(":") else {
                readable = false
                break
            }
            p += 1
            let end = clauseEnd(from: p, close: close)
            let value = p < end ? valueStatements(until: end, open: open, nesting: nesting + 1) : .unsupported("empty case", location(p))
            clauses.append(SwiftSwitchCase(names: names, locations: locations, value: value))
            p = end
        }
        p = after(open)
        guard readable else { return .unsupported("'switch' statement", location(keyword)) }
        if Self.isAppearanceSubject(subject) {
            let fallback = clauses.first { $0.names.isEmpty }?.value
            let dark = clauses.first { $0.names.contains("dark") }?.value ?? fallback
            let light = (clauses.first { $0.names.contains("light") } ?? clauses.first { $0.names.contains("unspecified") })?.value ?? fallback
            guard let dark, let light else { return .unsupported("'switch' statement", location(keyword)) }
            return .conditional(.appearance(dark: true), dark, light, .switchStatement, location(keyword))
        }
        return .switchValue(subject, clauses, location(keyword))
    }

    /// Where the clause starting at `start` ends: the next `case`, `default` or `@unknown` of the
    /// same switch, or its closing brace.
    private func clauseEnd(from start: Int, close: Int) -> Int {
        var index = start
        while index < close {
            let t = tokens[index]
            if t.isKeyword("case") || t.isKeyword("default") || t.isPunctuation("@") && tokens[index + 1].isWord("unknown") {
                return index
            }
            index = isOpener(index) ? after(index) : index + 1
        }
        return close
    }

    // MARK: - Functions

    /// The body of a function at `open`: an initializer's assignments, one value, or a method
    /// assigning members on each side of a choice on the appearance.
    mutating func functionBody(open: Int, isInitializer: Bool) -> SwiftFunctionBody? {
        let (body, failed) = muted { parser -> SwiftFunctionBody? in
            parser.p = open + 1
            if isInitializer { return .assignments(parser.assignments(until: parser.partner[open])) }
            return .value(parser.valueStatements(until: parser.partner[open], open: open, nesting: 1))
        }
        if failed || body.map({ if case .value(let v) = $0 { v.firstProblem != nil } else { false } }) == true, !isInitializer {
            let (branches, branchesFailed) = muted { parser -> SwiftFunctionBody? in
                parser.p = open + 1
                return parser.appearanceBranches(until: parser.partner[open])
            }
            if !branchesFailed, let branches {
                p = after(open)
                return branches
            }
        }
        p = after(open)
        return failed ? nil : body
    }

    /// The body of a method returning nothing at `open`, when it sets members on each side of a
    /// choice on the appearance (`appearanceBranches`).
    mutating func methodBody(open: Int) -> SwiftFunctionBody? {
        let (branches, failed) = muted { parser -> SwiftFunctionBody? in
            parser.p = open + 1
            return parser.appearanceBranches(until: parser.partner[open])
        }
        p = after(open)
        return failed ? nil : branches
    }

    /// `if isDarkMode { name = … } else { name = … }` among the body's statements (the first such
    /// `if` at its top level, on the appearance: `traitCollection.userInterfaceStyle == .dark`,
    /// or a flag named so, `darkMode`, `isNight`): each side's assignments, the dark side first;
    /// nil when the body has none.
    private mutating func appearanceBranches(until close: Int) -> SwiftFunctionBody? {
        while p < close {
            guard current.isKeyword("if") else {
                skipStatement(limit: close)
                if p < close, current.isPunctuation(";") { p += 1 }
                continue
            }
            let keyword = p
            p += 1
            let conditionStart = p
            noTrailingClosure = true
            let test = expression(nesting: 1)
            noTrailingClosure = false
            guard case .appearance(let dark) = Self.condition(test, text: sourceText(conditionStart..<p)), current.isPunctuation("{")
            else {
                p = keyword
                skipStatement(limit: close)
                continue
            }
            let thenOpen = p
            p = thenOpen + 1
            let then = assignments(until: partner[thenOpen])
            p = after(thenOpen)
            var otherwise: [SwiftAssignment] = []
            if p < close, current.isKeyword("else"), tokens[p + 1].isPunctuation("{") {
                let elseOpen = p + 1
                p = elseOpen + 1
                otherwise = assignments(until: partner[elseOpen])
                p = after(elseOpen)
            }
            guard !then.isEmpty else { return nil }
            return .appearanceBranches(dark: dark ? then : otherwise, light: dark ? otherwise : then, location(keyword))
        }
        return nil
    }

    /// `self.name = value` and `name = value` statements up to `close`; other statements
    /// (`super.init()`, calls, `let`s) are stepped over.
    private mutating func assignments(until close: Int) -> [SwiftAssignment] {
        var out: [SwiftAssignment] = []
        while p < close {
            var nameIndex: Int?
            if current.isKeyword("self"), tokens[p + 1].isPunctuation("."), isName(p + 2), tokens[p + 3].isOperator("=") {
                nameIndex = p + 2
            } else if current.kind == .identifier, tokens[p + 1].isOperator("=") {
                nameIndex = p
            }
            if let nameIndex {
                p = nameIndex + 2
                let value = expression(nesting: 1)
                out.append(SwiftAssignment(name: tokens[nameIndex].text, location: location(nameIndex), value: value))
                if p < close, !current.newlineBefore, !current.isPunctuation(";") { skipStatement(limit: close) }
            } else {
                skipStatement(limit: close)
            }
            if p < close, current.isPunctuation(";") { p += 1 }
        }
        return out
    }

    /// Steps to the first token of the next line (brackets stepped over whole), or past a `;`.
    private mutating func skipStatement(limit: Int) {
        p = isOpener(p) ? after(p) : p + 1
        while p < limit, !current.newlineBefore, !current.isPunctuation(";") {
            p = isOpener(p) ? after(p) : p + 1
        }
    }

    /// `(_ hex: Int, alpha: CGFloat = 1, light lightColor: @escaping () -> UIColor)` at `open`.
    mutating func parameters(open: Int) -> [SwiftParameter] {
        let close = partner[open]
        guard close > open else { return [] }
        let saved = p
        defer { p = saved }
        var out: [SwiftParameter] = []
        var index = open + 1
        while index < close {
            var names: [String] = []
            while index < close, names.count < 2, isName(index), !tokens[index].isPunctuation(":") {
                names.append(tokens[index].text)
                index += 1
            }
            var parameter: SwiftParameter?
            if !names.isEmpty, index < close, tokens[index].isPunctuation(":") {
                index += 1
                var type = ""
                while index < close, !tokens[index].isPunctuation(","), !tokens[index].isOperator("=") {
                    let t = tokens[index]
                    if t.isPunctuation("@"), isName(index + 1) {
                        index += 2
                        continue
                    }
                    if t.isWord("inout") || t.isWord("sending") {
                        index += 1
                        continue
                    }
                    let next = isOpener(index) ? after(index) : index + 1
                    type += tokens[index..<min(next, close)].map(\.text).joined()
                    index = next
                }
                parameter = SwiftParameter(
                    label: names[0] == "_" ? nil : names[0], name: names.count > 1 ? names[1] : names[0],
                    type: type.isEmpty ? nil : type)
                if index < close, tokens[index].isOperator("=") {
                    let (value, _) = muted { parser -> SwiftExpression in
                        parser.p = index + 1
                        let value = parser.expression(nesting: 1)
                        index = parser.p
                        return value
                    }
                    parameter?.defaultValue = value
                }
            }
            if let parameter { out.append(parameter) }
            while index < close, !tokens[index].isPunctuation(",") { index = isOpener(index) ? after(index) : index + 1 }
            index += 1
        }
        return out
    }
}
