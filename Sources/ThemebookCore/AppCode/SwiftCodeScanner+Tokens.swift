/// Reading the token stream around a position.
extension SwiftCodeScanner {
    // MARK: - Token helpers

    mutating func add(_ kind: CodeFinding.Kind, _ text: String, at index: Int, type: String? = nil) {
        findings.append(CodeFinding(kind, text, line: tokens[index].line, column: tokens[index].column, enclosingType: type))
    }

    /// The identifier at `i` (not a keyword), or nil.
    func word(_ i: Int) -> String? {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return nil }
        return tokens[i].text
    }

    func isPunctuation(_ i: Int, _ p: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].isPunctuation(p) }
    func isKeyword(_ i: Int, _ k: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].isKeyword(k) }

    /// A `?` or `!` right after an expression, before a `.` (`theme?.colors`, `theme!.colors`).
    func isOptionalMark(_ i: Int) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .operator, !tokens[i].spaceBefore else { return false }
        return tokens[i].text == "?" || tokens[i].text == "!"
    }

    /// Whether the token at `i` declares the name after it (`class`, `protocol`, `typealias`…).
    func isDeclaration(_ i: Int) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let token = tokens[i]
        return token.kind == .keyword && ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "case"].contains(token.text)
            || token.isWord("actor")
    }

    /// `A.b.c` from `i`, at most `segments` names, `?` and `!` left out.
    func chain(from i: Int, segments: Int) -> String {
        var parts = [tokens[i].text]
        var j = i + 1
        while parts.count < segments {
            if isOptionalMark(j) { j += 1 }
            guard isPunctuation(j, "."), let next = word(j + 1) else { break }
            parts.append(next)
            j += 2
        }
        return parts.joined(separator: ".")
    }

    /// The `)` closing the `(` at `open`, looking no further than `limit`.
    func closing(_ open: Int, limit: Int) -> Int? {
        var depth = 0
        var i = open
        while i < limit {
            if tokens[i].isPunctuation("(") { depth += 1 } else if tokens[i].isPunctuation(")") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// The `(` opened by the `)` at `close`, looking back no further than `lookahead` tokens.
    func opening(_ close: Int) -> Int? {
        var depth = 0
        var i = close
        while i >= max(0, close - Self.lookahead) {
            if tokens[i].isPunctuation(")") { depth += 1 } else if tokens[i].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return i }
            }
            i -= 1
        }
        return nil
    }
}
