/// Properties, enum cases and functions.
extension SwiftParser {
    /// Keywords that can start an expression; any other keyword starts a statement.
    static let expressionKeywords: Set<String> = ["self", "Self", "super", "true", "false", "nil", "try", "await"]

    // MARK: - Properties

    /// `var a: T = value`, `let a = value, b = value`, `var a: T { … }`.
    mutating func properties(
        limit: Int, modifiers: [String], attributes: [SwiftAttribute], comments: [SwiftComment]
    ) -> [SwiftProperty] {
        let isLet = current.isKeyword("let")
        p += 1
        var out: [SwiftProperty] = []
        while p < limit {
            guard current.kind == .identifier else {
                if current.isPunctuation("(") {
                    let keyword = isLet ? "let" : "var"
                    reporter.warning(
                        SwiftColorReader.unsupportedID,
                        "tuple pattern '\(keyword) (…)' is not read, so the names it declares are left out; "
                            + "declare one name per '\(keyword)'",
                        at: current)
                } else {
                    reporter.error("expected a name after '\(isLet ? "let" : "var")', found \(current.display)", at: current)
                }
                skipToDeclarationEnd(limit: limit)
                break
            }
            var property = SwiftProperty(name: current.text, location: location(p))
            property.isLet = isLet
            property.isStatic = modifiers.contains("static") || modifiers.contains("class")
            property.modifiers = modifiers
            property.attributes = attributes
            property.comments = out.isEmpty ? comments : []
            p += 1
            if current.isPunctuation(":") {
                p += 1
                property.type = typeText()
                if property.type == nil {
                    reporter.error("expected a type after ':', found \(current.display)", at: current)
                }
            }
            if current.isOperator("=") {
                p += 1
                property.initializer = expression()
            }
            if current.isPunctuation("{") {
                accessorBlock(into: &property)
            }
            if p < limit, !current.newlineBefore, !current.isPunctuation(","), !current.isPunctuation(";"),
                !current.isPunctuation("}"), current.kind != .endOfFile
            {
                let unexpected = current
                property.initializer = .unsupported("\(unexpected.display) after the value", location(p))
                if case .computed = property.accessor { property.accessor = .stored }
                skipToDeclarationEnd(limit: limit)
            }
            out.append(property)
            guard current.isPunctuation(",") else { break }
            p += 1
        }
        return out
    }

    /// `{ get }`, `{ get set }`, `{ get { … } }`, `{ didSet { … } }` or a getter body.
    private mutating func accessorBlock(into property: inout SwiftProperty) {
        let open = p
        let close = partner[open]
        property.body = (open + 1)..<max(open + 1, close)
        defer { p = after(open) }
        let first = tokens[open + 1]
        if first.isWord("didSet") || first.isWord("willSet") {
            property.accessor = .observed
            return
        }
        if first.isWord("get") || first.isWord("set") || first.isWord("_read") || first.isWord("_modify") {
            // Find a `get { … }` among the accessors; without bodies this is a requirement.
            var index = open + 1
            while index < close {
                if tokens[index].isWord("get"), tokens[index + 1].isPunctuation("{") {
                    p = index + 1
                    property.accessor = .computed(getterBody(open: p))
                    return
                }
                index = isOpener(index) ? after(index) : index + 1
            }
            property.accessor = .requirement
            return
        }
        property.accessor = .computed(getterBody(open: open))
    }

    /// The value of a getter: `{ layer2 }`, `{ return FXColors.Blue50 }`, or an `if` or `switch`
    /// giving one value per branch. Other statements are unsupported, located at the first token
    /// that is not that value.
    private mutating func getterBody(open: Int) -> SwiftExpression {
        p = open + 1
        return valueStatements(until: partner[open], open: open, nesting: 0)
    }

    // MARK: - Enum cases

    /// `case light, dark = "dark", custom(String)`.
    mutating func enumCases(comments: [SwiftComment]) -> [SwiftEnumCase] {
        p += 1
        var out: [SwiftEnumCase] = []
        while p < eof {
            guard current.kind == .identifier else {
                reporter.error("expected a case name after 'case', found \(current.display)", at: current)
                break
            }
            var item = SwiftEnumCase(name: current.text, location: location(p), comments: out.isEmpty ? comments : [])
            p += 1
            if current.isPunctuation("("), !current.newlineBefore { p = after(p) }
            if current.isOperator("=") {
                p += 1
                item.rawValue = expression()
            }
            out.append(item)
            guard current.isPunctuation(",") else { break }
            p += 1
        }
        return out
    }

    // MARK: - Functions

    /// `func name<T>(…) async throws -> Result where … { body }`, `init(…)`, `subscript(…)`,
    /// with or without a body. Only the name, the return type and the body's range are kept.
    mutating func function(limit: Int, modifiers: [String] = [], comments: [SwiftComment]) -> SwiftFunction {
        let keyword = current
        let nameIndex = keyword.isKeyword("func") ? min(p + 1, eof) : p
        p = min(nameIndex + 1, eof)
        let name = tokens[nameIndex].kind == .endOfFile ? keyword.text : tokens[nameIndex].text
        var function = SwiftFunction(name: name, location: location(nameIndex), comments: comments)
        function.isStatic = modifiers.contains("static") || modifiers.contains("class")
        skipGenericClause()
        if current.isOperator("?") || current.isOperator("!") { p += 1 }  // init?(…)
        var readParameters = false
        while p < limit {
            let t = current
            if t.isPunctuation("{") {
                let open = p
                function.body = (open + 1)..<max(open + 1, partner[open])
                let isInitializer = keyword.isKeyword("init")
                if isInitializer || Self.mayReturnColor(function.returnType) {
                    function.statements = functionBody(open: open, isInitializer: isInitializer)
                } else if function.returnType == nil, !function.isStatic {
                    // A method that may set colour members on each side of a choice on the appearance.
                    function.statements = methodBody(open: open)
                }
                p = after(open)
                return function
            }
            if t.newlineBefore && startsDeclaration(p) || isCloser(p) && partner[p] >= 0 { break }
            if t.isOperator("->") {
                p += 1
                function.returnType = typeText()
            } else if t.isPunctuation("("), !readParameters, keyword.isKeyword("func") || keyword.isKeyword("init") {
                readParameters = true
                function.parameters = parameters(open: p)
                p = after(p)
            } else {
                p = isOpener(p) ? after(p) : p + 1
            }
        }
        return function
    }

    /// Functions whose bodies are read: those returning a colour of some kind (`UIColor`,
    /// `Color`, `DynamicColor`…), which theming helpers and token switches are.
    static func mayReturnColor(_ type: String?) -> Bool {
        guard let type else { return false }
        return type.contains("Color") || type == "Self"
    }
}
