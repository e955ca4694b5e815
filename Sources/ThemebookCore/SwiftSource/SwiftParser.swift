/// A recursive-descent parser for the part of Swift's declaration syntax that theming code uses:
/// type declarations with bodies, `var`/`let` members (stored, computed, requirements), enum
/// cases, and functions (whose bodies are skipped). Expressions are in `SwiftParser+Expressions`.
///
/// Brackets are paired before parsing (`SwiftBrackets`), so every skip is a jump to a known
/// partner: malformed input gives errors at exact positions and the parser always terminates.
struct SwiftParser {
    let file: String
    let tokens: [SwiftToken]
    let comments: [SwiftComment]
    let partner: [Int]
    /// For each token, whether it can start a member declaration (`declarationStarts`).
    let declarationStarts: [Bool]
    /// Index of the `.endOfFile` token.
    let eof: Int
    var p = 0
    var reporter: SwiftSyntaxReporter
    /// How many type bodies enclose the current position (bounded, so the stack is).
    var typeDepth = 0
    static let maxTypeDepth = 100
    /// In an `if` or `switch` condition, where `{` opens the body rather than a trailing closure.
    var noTrailingClosure = false

    static func parse(_ stream: SwiftTokenStream, reporter: inout SwiftSyntaxReporter) -> [SwiftMember] {
        let brackets = SwiftBrackets(stream.tokens, reporter: &reporter)
        var parser = SwiftParser(
            file: stream.file, tokens: stream.tokens, comments: stream.comments, partner: brackets.partner,
            declarationStarts: declarationStarts(stream.tokens), eof: stream.tokens.count - 1, reporter: reporter)
        let members = parser.parseMembers(until: parser.eof, container: nil)
        reporter = parser.reporter
        return members
    }

    // MARK: - Helpers

    var current: SwiftToken { tokens[p] }

    func location(_ index: Int) -> SourceLocation { tokens[index].location(in: file) }

    func isOpener(_ index: Int) -> Bool {
        let t = tokens[index]
        return t.kind == .punctuation && (t.text == "(" || t.text == "[" || t.text == "{")
    }

    func isCloser(_ index: Int) -> Bool {
        let t = tokens[index]
        return t.kind == .punctuation && (t.text == ")" || t.text == "]" || t.text == "}")
    }

    /// The index after the bracketed part that opens at `index`.
    func after(_ index: Int) -> Int { min(partner[index] + 1, eof) }

    /// An identifier, or a name that is written like a keyword after a dot (`.default`, `.init`).
    func isName(_ index: Int) -> Bool {
        let t = tokens[index]
        return t.kind == .identifier || t.kind == .keyword
    }

    static let declarationKeywords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "case", "struct", "class", "enum", "protocol", "extension",
        "typealias", "associatedtype", "import", "static", "public", "private", "fileprivate", "internal", "operator",
        "precedencegroup",
    ]

    /// Words that are modifiers only before a declaration (`open var`, `final class`).
    static let contextualModifiers: Set<String> = [
        "open", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience",
        "dynamic", "optional", "indirect", "nonisolated", "package", "prefix", "postfix", "infix", "consuming",
        "borrowing", "distributed",
    ]

    /// Whether the token at `index` can start a member declaration.
    func startsDeclaration(_ index: Int) -> Bool { declarationStarts[index] }

    /// `startsDeclaration` for every token, computed back to front in one pass: a contextual
    /// modifier starts a declaration when the token after it does, and asking that token by
    /// token (recursively) would overflow the stack on `final final final …` and take quadratic
    /// time on such a run.
    static func declarationStarts(_ tokens: [SwiftToken]) -> [Bool] {
        var starts = Array(repeating: false, count: tokens.count)
        for index in tokens.indices.reversed() {
            let t = tokens[index]
            switch t.kind {
            case .keyword: starts[index] = declarationKeywords.contains(t.text)
            case .punctuation: starts[index] = t.text == "@"
            case .pound: starts[index] = ["#if", "#elseif", "#else", "#endif"].contains(t.text)
            case .identifier:
                guard !t.isEscaped, index + 1 < tokens.count else { break }
                if t.text == "actor" {
                    starts[index] = tokens[index + 1].kind == .identifier
                } else {
                    starts[index] = contextualModifiers.contains(t.text) && starts[index + 1]
                }
            default: break
            }
        }
        return starts
    }

    /// Skips the rest of a declaration or statement: up to the next declaration on a new line,
    /// a `;`, or the closer of the enclosing body. Always advances at least one token.
    mutating func skipToDeclarationEnd(limit: Int) {
        let start = p
        while p < limit {
            let t = tokens[p]
            if p > start, t.newlineBefore, startsDeclaration(p) { return }
            if isOpener(p) {
                p = after(p)
            } else if isCloser(p) {
                if partner[p] >= 0 && p > start { return }
                p += 1
            } else {
                p += 1
                if t.isPunctuation(";") { return }
            }
        }
    }

    // MARK: - Members

    /// Parses declarations up to `end` (the body's closing brace, or the end of the file).
    mutating func parseMembers(until end: Int, container: SwiftTypeDeclaration.Kind?) -> [SwiftMember] {
        var members: [SwiftMember] = []
        while p < end {
            let start = p
            let t = current
            if t.isPunctuation(";") || (isCloser(p) && partner[p] < 0) {
                p += 1  // a stray closer was reported by SwiftBrackets
                continue
            }
            let leading = Array(comments[t.comments])
            if t.kind == .pound {
                members.append(directive(limit: end, comments: leading))
            } else {
                members.append(contentsOf: declaration(limit: end, container: container, comments: leading))
            }
            // Always forward: a member that left the position behind its start would loop.
            if p <= start { p = start + 1 }
            if p > end { p = end }
        }
        return members
    }

    /// `#if` and its condition; `#elseif`/`#else` and everything up to the matching `#endif`,
    /// so only the first branch of a conditional block is read (the readers warn at `#if`).
    private mutating func directive(limit: Int, comments: [SwiftComment]) -> SwiftMember {
        let t = current
        let start = p
        p += 1
        if t.text == "#elseif" || t.text == "#else" {
            var depth = 0
            while p < limit {
                let u = current
                if u.kind == .pound, u.text == "#if" {
                    depth += 1
                } else if u.kind == .pound, u.text == "#endif" {
                    if depth == 0 { break }
                    depth -= 1
                }
                p = isOpener(p) ? after(p) : p + 1
            }
        } else if t.text == "#if" {
            while p < eof, !tokens[p].newlineBefore { p = isOpener(p) ? after(p) : p + 1 }
        } else if t.text != "#else" && t.text != "#endif", current.isPunctuation("("), !current.spaceBefore {
            p = after(p)  // #warning("…"), #error("…"), freestanding macros
        }
        return .other(t.text, location(start), comments: comments)
    }

    private mutating func declaration(
        limit: Int, container: SwiftTypeDeclaration.Kind?, comments: [SwiftComment]
    ) -> [SwiftMember] {
        var attributes: [SwiftAttribute] = []
        var modifiers: [String] = []
        while current.isPunctuation("@"), isName(p + 1) {
            let name = tokens[p + 1].text
            p += 2
            var arguments: [SwiftToken] = []
            if current.isPunctuation("("), !current.spaceBefore {
                let close = partner[p]
                arguments = Array(tokens[(p + 1)..<max(p + 1, close)])
                p = after(p)
            }
            attributes.append(SwiftAttribute(name: name, arguments: arguments))
        }
        while isModifier(p) {
            modifiers.append(current.text)
            p += 1
            if current.isPunctuation("("), !current.spaceBefore { p = after(p) }  // private(set)
        }
        let t = current
        switch (t.kind, t.text) {
        case (.keyword, "struct"), (.keyword, "class"), (.keyword, "enum"), (.keyword, "protocol"), (.keyword, "extension"),
            (.identifier, "actor"):
            var type = typeDeclaration()
            type.comments = comments
            return [.type(type)]
        case (.keyword, "var"), (.keyword, "let"):
            return properties(limit: limit, modifiers: modifiers, attributes: attributes, comments: comments).map(
                SwiftMember.property)
        case (.keyword, "case"):
            return enumCases(comments: comments).map(SwiftMember.enumCase)
        case (.keyword, "func"), (.keyword, "init"), (.keyword, "deinit"), (.keyword, "subscript"):
            return [.function(function(limit: limit, modifiers: modifiers, comments: comments))]
        case (.keyword, "typealias"), (.keyword, "associatedtype"), (.keyword, "import"), (.keyword, "operator"),
            (.keyword, "precedencegroup"):
            let start = p
            skipToDeclarationEnd(limit: limit)
            return [.other(t.text, location(start), comments: comments)]
        default:
            let place = container.map { "in \($0.rawValue) body" } ?? "at the top level of a Swift file"
            let hint = container == nil ? "; statements and expressions are not allowed here" : ""
            reporter.error("expected a declaration \(place), found \(t.display)\(hint)", at: t)
            skipToDeclarationEnd(limit: limit)
            return []
        }
    }

    private func isModifier(_ index: Int) -> Bool {
        let t = tokens[index]
        switch (t.kind, t.text) {
        case (.keyword, "static"), (.keyword, "public"), (.keyword, "private"), (.keyword, "fileprivate"), (.keyword, "internal"):
            return true
        case (.keyword, "class"):
            // `class var` / `class func` is a modifier; `class Name` declares a class.
            let next = tokens[index + 1]
            return next.kind == .keyword && next.text != "class" || next.kind == .identifier && isModifier(index + 1)
        case (.identifier, _):
            return !t.isEscaped && Self.contextualModifiers.contains(t.text) && startsDeclaration(index + 1)
        default:
            return false
        }
    }

    // MARK: - Types

    private mutating func typeDeclaration() -> SwiftTypeDeclaration {
        let keyword = current
        let kind = SwiftTypeDeclaration.Kind(rawValue: keyword.text) ?? .struct
        p += 1
        var name = ""
        let nameIndex = p
        if current.kind == .identifier || current.isKeyword("Self") {
            name = current.text
            p += 1
            while kind == .extension, current.isPunctuation("."), tokens[p + 1].kind == .identifier {
                name += "." + tokens[p + 1].text
                p += 2
            }
        } else {
            reporter.error("expected a name after '\(keyword.text)', found \(current.display)", at: current)
        }
        var declaration = SwiftTypeDeclaration(kind: kind, name: name, location: location(name.isEmpty ? p : nameIndex))
        skipGenericClause()
        if current.isPunctuation(":") {
            p += 1
            declaration.inherited = inheritanceList()
        }
        if current.isKeyword("where") {
            // `extension ShapeStyle where Self == Color { static var brand: Color … }`: members of
            // `Color` (`Color.brand`, and `.brand` where a style is wanted), read as that type's.
            if kind == .extension, p + 4 < eof, tokens[p + 1].text == "Self", tokens[p + 2].isOperator("=="),
                tokens[p + 3].kind == .identifier, tokens[p + 4].isPunctuation("{")
            {
                declaration.name = tokens[p + 3].text
            }
            while p < eof, !current.isPunctuation("{"), !(current.newlineBefore && startsDeclaration(p)) {
                p = isOpener(p) && !current.isPunctuation("{") ? after(p) : p + 1
            }
        }
        guard current.isPunctuation("{") else {
            reporter.error("expected '{' to start the body of \(kind.rawValue) '\(name)', found \(current.display)", at: current)
            return declaration
        }
        let close = partner[p]
        guard typeDepth < Self.maxTypeDepth else {
            reporter.error("types nested more than \(Self.maxTypeDepth) levels deep are not read", at: current)
            p = after(p)
            return declaration
        }
        p += 1
        typeDepth += 1
        declaration.members = parseMembers(until: close, container: kind)
        typeDepth -= 1
        p = min(close + 1, eof)
        return declaration
    }

    /// `<T: Equatable, U>` after a name.
    mutating func skipGenericClause() {
        guard current.kind == .operator, current.text.hasPrefix("<"), !current.spaceBefore else { return }
        var depth = 0
        repeat {
            let t = current
            if t.kind == .operator {
                for byte in t.text.utf8 {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
            }
            if t.isPunctuation("{") || (p > 0 && t.newlineBefore && startsDeclaration(p)) { return }
            p = isOpener(p) ? after(p) : p + 1
        } while depth > 0 && p < eof
    }

    private mutating func inheritanceList() -> [String] {
        var names: [String] = []
        var name = ""
        while p < eof {
            let t = current
            if t.isPunctuation("{") || t.isKeyword("where") || (t.newlineBefore && startsDeclaration(p)) { break }
            if t.isPunctuation(",") || t.isOperator("&") {
                if !name.isEmpty { names.append(name) }
                name = ""
                p += 1
            } else if t.isPunctuation("@"), isName(p + 1) {
                p += 2  // an attribute such as `@unchecked`
            } else if t.kind == .identifier && (t.text == "any" || t.text == "some") && tokens[p + 1].kind == .identifier {
                p += 1
            } else if t.kind == .identifier || t.isPunctuation(".") {
                name += t.text
                p += 1
            } else {
                p = isOpener(p) ? after(p) : p + 1
                skipGenericClause()
            }
        }
        if !name.isEmpty { names.append(name) }
        return names
    }

    /// A type written after `:` or `->`, as text without spaces (`UIColor`, `[String: Int]`, `Foo<Bar>?`).
    mutating func typeText() -> String? {
        let start = p
        var text = ""
        while p < eof {
            let t = current
            if p > start, t.newlineBefore { break }
            if t.isPunctuation("(") || t.isPunctuation("[") {
                let end = after(p)
                text += tokens[p..<end].map(\.text).joined()
                p = end
            } else if t.kind == .identifier || t.isKeyword("Self") || t.isPunctuation(".") {
                text += t.text
                p += 1
            } else if t.kind == .operator, t.text.hasPrefix("<") {
                let from = p
                skipGenericClause()
                if p == from { break }
                text += tokens[from..<p].map(\.text).joined()
            } else if t.kind == .operator, t.text.allSatisfy({ $0 == "?" || $0 == "!" }) || t.text == "&" || t.text == "->" {
                text += t.text
                p += 1
            } else {
                break
            }
        }
        return p > start ? text : nil
    }
}
