/// A recursive-descent parser for the part of Kotlin's declaration syntax that theming code uses:
/// classes, objects and enum classes with their primary constructors and bodies, `val`/`var`
/// properties (initializers, `by` delegates, getters), and functions, whose bodies are kept as
/// token ranges. Expressions are in `KotlinParser+Expressions`.
///
/// Brackets are paired before parsing (`KotlinBrackets`), so every skip is a jump to a known
/// partner: the parser always terminates, and what it does not read (statements, `init`
/// blocks, secondary constructors) is stepped over without an error.
struct KotlinParser {
    let file: String
    let tokens: [KotlinToken]
    let comments: [KotlinComment]
    let partner: [Int]
    /// For each token, whether it can start a declaration (`declarationStarts`).
    let declarationStarts: [Bool]
    /// Index of the `.endOfFile` token.
    let eof: Int
    var p = 0
    /// How many type bodies or expressions enclose the current position (bounded, so the stack is).
    var depth = 0
    static let maxNesting = 64

    init(_ stream: KotlinTokenStream, partner: [Int]) {
        file = stream.file
        tokens = stream.tokens
        comments = stream.comments
        self.partner = partner
        declarationStarts = Self.declarationStarts(stream.tokens)
        eof = stream.tokens.count - 1
    }

    // MARK: - Helpers

    var current: KotlinToken { tokens[p] }

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
    func after(_ index: Int) -> Int { partner[index] < 0 ? min(index + 1, eof) : min(partner[index] + 1, eof) }

    /// The closer of the bracket opening at `index` (the end of the file when it has none).
    func closer(of index: Int) -> Int { partner[index] < 0 ? eof : partner[index] }

    /// Words that are modifiers only before a declaration (`private val`, `data class`).
    static let modifierWords: Set<String> = [
        "public", "private", "protected", "internal", "open", "final", "abstract", "sealed", "data", "enum", "inner",
        "annotation", "companion", "override", "lateinit", "const", "inline", "noinline", "crossinline", "vararg",
        "suspend", "tailrec", "operator", "infix", "external", "expect", "actual", "value", "reified",
    ]

    static let declarationKeywords: Set<String> = ["class", "interface", "object", "fun", "val", "var", "typealias", "package"]

    /// `startsDeclaration` for every token, computed back to front in one pass: a modifier
    /// starts a declaration when the token after it does (asking token by token would be
    /// quadratic on `private private private …`).
    static func declarationStarts(_ tokens: [KotlinToken]) -> [Bool] {
        var starts = Array(repeating: false, count: tokens.count)
        for index in tokens.indices.reversed() {
            let t = tokens[index]
            switch t.kind {
            case .keyword: starts[index] = declarationKeywords.contains(t.text)
            case .punctuation: starts[index] = t.text == "@"
            case .identifier:
                guard !t.isEscaped, index + 1 < tokens.count else { break }
                starts[index] = t.text == "import" || (modifierWords.contains(t.text) && starts[index + 1])
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
            if p > start, t.newlineBefore, declarationStarts[p] { return }
            if isOpener(p) {
                p = after(p)
            } else if isCloser(p) {
                if p > start { return }
                p += 1
            } else {
                p += 1
                if t.isPunctuation(";") { return }
            }
        }
    }

    /// Steps over an annotation from its `@`: `@Composable`, `@file:Suppress("X")`, `@[A B]`.
    mutating func skipAnnotation(limit: Int) {
        p += 1
        guard p < limit else { return }
        if tokens[p].isPunctuation("[") {
            p = after(p)
            return
        }
        if tokens[p].kind == .identifier, p + 1 < limit, tokens[p + 1].isPunctuation(":") { p += 2 }
        while p < limit, tokens[p].kind == .identifier || tokens[p].kind == .keyword {
            p += 1
            guard p + 1 < limit, tokens[p].isPunctuation("."), !tokens[p + 1].newlineBefore else { break }
            p += 1
        }
        if p < limit, tokens[p].isOperator("<") { skipTypeArguments(limit: limit) }
        if p < limit, tokens[p].isPunctuation("("), !tokens[p].newlineBefore { p = after(p) }
    }

    /// Steps over `<…>` from its `<`, counting nested angles; stops at a bracket, a `=` or the
    /// limit, so a stray `<` never runs away.
    mutating func skipTypeArguments(limit: Int) {
        var angles = 0
        while p < limit {
            let t = tokens[p]
            if t.isOperator("<") {
                angles += 1
            } else if t.isOperator(">") {
                angles -= 1
                if angles <= 0 {
                    p += 1
                    return
                }
            } else if t.kind == .operator && (t.text == "->" || t.text == "?") {
                // A function type or a nullable argument inside the angles.
            } else if t.isPunctuation("(") || t.isPunctuation("[") {
                p = after(p)
                continue
            } else if !(t.kind == .identifier || t.kind == .keyword || t.isPunctuation(",") || t.isPunctuation(".")
                || t.isPunctuation(":") || t.isOperator("*") || t.isPunctuation("@")) {
                return
            }
            p += 1
        }
    }

    /// A type as written, up to a `,`, `=`, `)` or `{` outside angles, or a declaration on a new
    /// line: `Color`, `Map<String,Color>`, `(Int)->Unit`.
    mutating func readType(limit: Int) -> String {
        var text = ""
        var angles = 0
        let start = p
        while p < limit {
            let t = tokens[p]
            if p > start, t.newlineBefore, angles == 0, declarationStarts[p] || t.isWord("get") || t.isWord("set") { break }
            // `val x: Color get() = …` on one line: the accessor, not the type's.
            if p > start, angles == 0, t.isWord("get") || t.isWord("set"), p + 1 < limit,
                tokens[p + 1].isPunctuation("(") || tokens[p + 1].isOperator("=")
            {
                break
            }
            if angles == 0, t.isPunctuation(",") || t.isOperator("=") || t.isPunctuation("{") || t.isPunctuation(";")
                || isCloser(p) || (t.isWord("by") && p > start) || t.isWord("where") {
                break
            }
            if t.isOperator("<") { angles += 1 }
            if t.isOperator(">") { angles -= 1 }
            if isOpener(p) {
                let end = after(p)
                if text.utf8.count < 200 { text += tokens[p..<end].map(\.text).joined() }
                p = end
                continue
            }
            if text.utf8.count < 200 { text += t.text }
            p += 1
        }
        return text
    }

    /// The heading above the declaration whose first token is at `index`, and its description:
    /// the comments right above it (no blank line between). A heading is a one-line `//`
    /// comment of a few words with a blank line under it (`// Layers`). A comment on the line
    /// of the token before belongs to that token, not to this declaration.
    func docs(forTokenAt index: Int) -> KotlinDocs {
        let range = tokens[index].comments
        guard !range.isEmpty else { return KotlinDocs() }
        let previousLine = index > 0 ? tokens[index - 1].line : 0
        var docs = KotlinDocs()
        var parts: [String] = []
        var nextLine = tokens[index].line
        var k = range.upperBound - 1
        while k >= range.lowerBound, comments[k].endLine + 1 >= nextLine, comments[k].line > previousLine {
            parts.insert(comments[k].words, at: 0)
            nextLine = comments[k].line
            k -= 1
        }
        let description = parts.filter { !$0.isEmpty }.joined(separator: " ")
        if !description.isEmpty { docs.description = description }
        while k >= range.lowerBound, comments[k].line > previousLine {
            let c = comments[k]
            let words = c.words
            if c.kind == .line, c.endLine + 1 < nextLine, !words.isEmpty, words.utf8.count <= 40,
                words.split(separator: " ").count <= 4 {
                docs.heading = words
                break
            }
            nextLine = c.line
            k -= 1
        }
        return docs
    }
}
