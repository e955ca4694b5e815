/// Declarations: types, properties, functions, parameters.
extension KotlinParser {
    /// Parses declarations up to `end` (a body's closing brace, or the end of the file).
    mutating func parseDeclarations(until end: Int) -> [KotlinDeclaration] {
        var out: [KotlinDeclaration] = []
        while p < end {
            let start = p
            if tokens[p].isPunctuation(";") {
                p += 1
                continue
            }
            if let declaration = parseDeclaration(limit: end) { out.append(declaration) }
            if p <= start { p = start + 1 }
        }
        return out
    }

    /// One declaration from `p`, or nil for what is not one (a statement, `init`, an import),
    /// which is stepped over.
    mutating func parseDeclaration(limit: Int) -> KotlinDeclaration? {
        let first = p
        var modifiers: [String] = []
        while p < limit {
            if tokens[p].isPunctuation("@") {
                skipAnnotation(limit: limit)
            } else if tokens[p].kind == .identifier, !tokens[p].isEscaped, Self.modifierWords.contains(tokens[p].text),
                p + 1 < limit, declarationStarts[p + 1] {
                modifiers.append(tokens[p].text)
                p += 1
            } else {
                break
            }
        }
        guard p < limit else { return nil }
        let docs = docs(forTokenAt: first)
        let t = tokens[p]
        switch t.kind {
        case .keyword where t.text == "class" || t.text == "interface" || t.text == "object":
            return parseType(limit: limit, modifiers: modifiers, docs: docs).map(KotlinDeclaration.type)
        case .keyword where t.text == "fun":
            if p + 1 < limit, tokens[p + 1].isKeyword("interface") {
                p += 1
                return parseType(limit: limit, modifiers: modifiers, docs: docs).map(KotlinDeclaration.type)
            }
            return .function(parseFunction(limit: limit))
        case .keyword where t.text == "val" || t.text == "var":
            return parseProperty(limit: limit, modifiers: modifiers, docs: docs).map(KotlinDeclaration.property)
        case .keyword where t.text == "package":
            skipLine(limit: limit)
        case .identifier where t.isWord("import"):
            skipLine(limit: limit)
        case .identifier where t.isWord("init") && p + 1 < limit && tokens[p + 1].isPunctuation("{"):
            p = after(p + 1)
        case .identifier where t.isWord("constructor"):
            p += 1
            if p < limit, tokens[p].isPunctuation("(") { p = after(p) }
            skipToBody(limit: limit)
            if p < limit, tokens[p].isPunctuation("{") { p = after(p) }
        default:
            if p == first { skipToDeclarationEnd(limit: limit) }
        }
        return nil
    }

    /// Steps to the end of the line (`package`, `import`).
    mutating func skipLine(limit: Int) {
        p += 1
        while p < limit, !tokens[p].newlineBefore { p += 1 }
    }

    /// Steps over supertypes, a return type or a `where` clause: up to a `{` or `=`, or a
    /// declaration on a new line.
    mutating func skipToBody(limit: Int) {
        let start = p
        while p < limit {
            let t = tokens[p]
            if t.isPunctuation("{") || t.isOperator("=") || t.isPunctuation(";") || isCloser(p) { return }
            if p > start, t.newlineBefore, declarationStarts[p] { return }
            p = isOpener(p) ? after(p) : p + 1
        }
    }

    // MARK: - Types

    mutating func parseType(limit: Int, modifiers: [String], docs: KotlinDocs) -> KotlinType? {
        let keyword = tokens[p]
        p += 1
        let kind: KotlinType.Kind =
            keyword.text == "interface" ? .interface : keyword.text == "object" ? .object
            : modifiers.contains("enum") ? .enum : .class
        var name = modifiers.contains("companion") ? "Companion" : ""
        var at = keyword.location(in: file)
        if p < limit, tokens[p].kind == .identifier {
            name = tokens[p].text
            at = location(p)
            p += 1
        }
        if p < limit, tokens[p].isOperator("<") { skipTypeArguments(limit: limit) }
        while p < limit {
            if tokens[p].isPunctuation("@") {
                skipAnnotation(limit: limit)
            } else if tokens[p].kind == .identifier, Self.modifierWords.contains(tokens[p].text) || tokens[p].isWord("constructor") {
                p += 1
            } else {
                break
            }
        }
        var type = KotlinType(
            kind: kind, name: name, modifiers: modifiers, location: at, constructor: [], members: [], entries: [], docs: docs)
        if p < limit, tokens[p].isPunctuation("("), !tokens[p].newlineBefore { type.constructor = parseParameters() }
        if p < limit, tokens[p].isPunctuation(":") { skipToBody(limit: limit) }
        if p < limit, tokens[p].isWord("where") { skipToBody(limit: limit) }
        guard p < limit, tokens[p].isPunctuation("{") else { return type }
        let bodyEnd = closer(of: p)
        p += 1
        guard depth < Self.maxNesting else {
            p = min(bodyEnd + 1, eof)
            return type
        }
        depth += 1
        if kind == .enum { type.entries = parseEnumEntries(until: bodyEnd) }
        type.members = parseDeclarations(until: bodyEnd)
        depth -= 1
        p = min(bodyEnd + 1, eof)
        return type
    }

    /// `Light, Dark(Color.Black) { override val x = … }, Private;` — each with its arguments and
    /// its body's declarations.
    mutating func parseEnumEntries(until end: Int) -> [KotlinEnumEntry] {
        var entries: [KotlinEnumEntry] = []
        while p < end {
            while p < end, tokens[p].isPunctuation("@") { skipAnnotation(limit: end) }
            guard p < end, tokens[p].kind == .identifier else { break }
            var entry = KotlinEnumEntry(name: tokens[p].text, location: location(p))
            p += 1
            if p < end, tokens[p].isPunctuation("(") {
                // Read only when they close inside the body (an unclosed one was reported already).
                if closer(of: p) < end { entry.arguments = parseArguments() } else { p = after(p) }
            }
            if p < end, tokens[p].isPunctuation("{") {
                let close = closer(of: p)
                if close < end, depth < Self.maxNesting {
                    p += 1
                    depth += 1
                    entry.members = parseDeclarations(until: close)
                    depth -= 1
                    p = close + 1
                } else {
                    p = after(p)
                }
            }
            entries.append(entry)
            if p < end, tokens[p].isPunctuation(",") {
                p += 1
                continue
            }
            break
        }
        if p < end, tokens[p].isPunctuation(";") { p += 1 }
        return entries
    }

    // MARK: - Parameters

    /// `(name: Type = default, val other: Type, …)` from its `(`.
    mutating func parseParameters() -> [KotlinParameter] {
        let open = p
        let close = closer(of: open)
        p += 1
        var parameters: [KotlinParameter] = []
        while p < close {
            let first = p
            var isProperty = false
            while p < close {
                if tokens[p].isPunctuation("@") {
                    skipAnnotation(limit: close)
                } else if tokens[p].kind == .identifier, Self.modifierWords.contains(tokens[p].text), p + 1 < close,
                    tokens[p + 1].kind == .identifier || tokens[p + 1].kind == .keyword || tokens[p + 1].isPunctuation("@") {
                    p += 1
                } else {
                    break
                }
            }
            if p < close, tokens[p].isKeyword("val") || tokens[p].isKeyword("var") {
                isProperty = true
                p += 1
            }
            if p < close, tokens[p].kind == .identifier {
                var parameter = KotlinParameter(
                    name: tokens[p].text, type: "", isProperty: isProperty, location: location(p), docs: docs(forTokenAt: first))
                p += 1
                if p < close, tokens[p].isPunctuation(":") {
                    p += 1
                    parameter.type = readType(limit: close)
                }
                if p < close, tokens[p].isOperator("=") {
                    p += 1
                    parameter.defaultValue = parseExpression(limit: nextComma(before: close), newlinesEnd: false)
                }
                parameters.append(parameter)
            }
            p = nextComma(before: close)
            if p < close { p += 1 }
        }
        p = after(open)
        return parameters
    }

    /// The index of the next `,` at this bracket level from `p`, or `close`.
    func nextComma(before close: Int) -> Int {
        var q = p
        while q < close, !tokens[q].isPunctuation(",") { q = isOpener(q) ? after(q) : q + 1 }
        return min(q, close)
    }

    // MARK: - Functions and properties

    mutating func parseFunction(limit: Int) -> KotlinFunction {
        let keyword = p
        p += 1
        if p < limit, tokens[p].isOperator("<") { skipTypeArguments(limit: limit) }
        var function = KotlinFunction(name: "", parameters: [], body: 0..<0, location: location(keyword))
        while p < limit {
            let t = tokens[p]
            if t.kind == .identifier || t.kind == .keyword {
                function.name = t.text
                function.location = location(p)
                p += 1
            } else if t.isPunctuation(".") || t.isOperator("?") {
                p += 1
            } else if t.isOperator("<") {
                skipTypeArguments(limit: limit)
            } else {
                break
            }
        }
        guard p < limit, tokens[p].isPunctuation("(") else {
            skipToDeclarationEnd(limit: limit)
            return function
        }
        function.parameters = parseParameters()
        skipToBody(limit: limit)
        if p < limit, tokens[p].isPunctuation("{") {
            function.body = (p + 1)..<closer(of: p)
            p = after(p)
        } else if p < limit, tokens[p].isOperator("=") {
            p += 1
            function.expressionBody = parseExpression(limit: limit, newlinesEnd: true)
        }
        return function
    }

    mutating func parseProperty(limit: Int, modifiers: [String], docs: KotlinDocs) -> KotlinProperty? {
        let isVar = tokens[p].isKeyword("var")
        p += 1
        if p < limit, tokens[p].isOperator("<") { skipTypeArguments(limit: limit) }
        guard p < limit, tokens[p].kind == .identifier else {
            // `val (a, b) = …`: destructuring is not read.
            skipToDeclarationEnd(limit: limit)
            return nil
        }
        var property = KotlinProperty(
            name: tokens[p].text, isVar: isVar, modifiers: modifiers, location: location(p), docs: docs)
        p += 1
        // An extension property (`val Foo.bar`): the name is the last one.
        while p + 1 < limit, tokens[p].isPunctuation(".") || tokens[p].isOperator("<"), !tokens[p].newlineBefore {
            if tokens[p].isOperator("<") {
                skipTypeArguments(limit: limit)
                continue
            }
            guard tokens[p + 1].kind == .identifier else { break }
            property.receiver = property.receiver.map { $0 + "." + property.name } ?? property.name
            property.name = tokens[p + 1].text
            property.location = location(p + 1)
            p += 2
        }
        if p < limit, tokens[p].isPunctuation(":") {
            p += 1
            property.type = readType(limit: limit)
        }
        if p < limit, tokens[p].isOperator("=") {
            p += 1
            property.initializer = parseExpression(limit: limit, newlinesEnd: true)
        } else if p < limit, tokens[p].isWord("by") {
            p += 1
            property.delegate = parseExpression(limit: limit, newlinesEnd: true)
        }
        parseAccessors(of: &property, limit: limit)
        return property
    }

    /// What a body of one statement, `{ return expression }` from its `{`, returns; nil for
    /// any other body. Leaves `p` where it was.
    private mutating func returnedValue(of open: Int) -> KotlinExpression? {
        let saved = p
        defer { p = saved }
        let close = closer(of: open)
        p = open + 1
        guard p < close, tokens[p].isKeyword("return"), p + 1 < close else { return nil }
        p += 1
        let value = parseExpression(limit: close, newlinesEnd: true)
        while p < close, tokens[p].isPunctuation(";") { p += 1 }
        return p >= close ? value : nil
    }

    /// `get() = expression`, `private set`, `get() { … }` (read when it only returns a value),
    /// each possibly annotated.
    private mutating func parseAccessors(of property: inout KotlinProperty, limit: Int) {
        for _ in 0..<2 {
            var q = p
            while q < limit {
                if tokens[q].isPunctuation("@") {
                    let saved = p
                    p = q
                    skipAnnotation(limit: limit)
                    q = p
                    p = saved
                } else if tokens[q].kind == .identifier, Self.modifierWords.contains(tokens[q].text) {
                    q += 1
                } else {
                    break
                }
            }
            guard q < limit, tokens[q].isWord("get") || tokens[q].isWord("set") else { return }
            let isGetter = tokens[q].isWord("get")
            p = q + 1
            if p < limit, tokens[p].isPunctuation("("), !tokens[p].newlineBefore { p = after(p) }
            if p < limit, tokens[p].isPunctuation(":") {
                p += 1
                _ = readType(limit: limit)
            }
            if p < limit, tokens[p].isOperator("=") {
                p += 1
                let value = parseExpression(limit: limit, newlinesEnd: true)
                if isGetter { property.getter = value }
            } else if p < limit, tokens[p].isPunctuation("{") {
                if isGetter { property.getter = returnedValue(of: p) ?? .unsupported("getter with a body", location(p)) }
                p = after(p)
            }
        }
    }
}
