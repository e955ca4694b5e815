/// One token of a Swift source file, with its exact position.
///
/// Comments are not tokens: they are kept in `SwiftTokenStream.comments`, and every token
/// knows which of them came right before it, so the parser can read `// MARK: -` and doc
/// comments where they matter and ignore them everywhere else.
struct SwiftToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name, including a backticked one (`text` is then the name without backticks).
        case identifier
        /// A reserved word (`struct`, `var`, `case`, `return`, `self`…).
        case keyword
        case integer
        case decimal
        /// A string literal; `text` is its decoded value.
        case string
        /// A regex literal, `/a+b/` or `#/a/b/#`; `text` is the literal as written.
        case regex
        /// `( ) [ ] { } , : ; . @ \`
        case punctuation
        /// `=`, `->`, `??`, `+`, `...` and every other operator.
        case `operator`
        /// `#if`, `#available`, `#colorLiteral`…: `text` includes the `#`.
        case pound
        case endOfFile
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// Byte offset of the first byte in the file.
    var offset: Int
    /// Whitespace, a newline or a comment comes right before the token.
    var spaceBefore: Bool
    /// A newline (possibly inside a comment) separates the token from the one before it.
    var newlineBefore: Bool
    /// The comments between the previous token and this one (indices into the stream's comments).
    var comments: Range<Int>
    /// A string literal with `\(…)` interpolation (its `text` then shows the interpolation as written).
    var isInterpolated = false
    /// A backticked identifier: never a keyword.
    var isEscaped = false

    func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
    func isKeyword(_ k: String) -> Bool { kind == .keyword && text == k }
    func isOperator(_ o: String) -> Bool { kind == .operator && text == o }
    /// An identifier spelt `name`, such as the contextual keywords `get`, `set` or `public`.
    func isWord(_ name: String) -> Bool { kind == .identifier && !isEscaped && text == name }

    /// How the token reads in a message: `'{'`, `'foo'`, `end of file`.
    var display: String {
        switch kind {
        case .endOfFile: "end of file"
        case .string: "string literal"
        case .regex: "regex literal"
        default: "'\(text)'"
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch",
        "false", "is", "nil", "rethrows", "self", "Self", "super", "throw", "throws", "true", "try", "await",
    ]

    /// Whether `word` is one of `keywords`. Most names are none: a table of their first bytes and
    /// lengths (256 × 64 bits) tells nearly all of them apart before a string is hashed.
    static func isKeyword(_ word: String) -> Bool {
        guard let first = word.utf8.first, keywordShapes[Int(first)] & (1 << UInt64(min(word.utf8.count, 63))) != 0 else { return false }
        return keywords.contains(word)
    }

    private static let keywordShapes: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 256)
        for word in keywords {
            if let first = word.utf8.first { table[Int(first)] |= 1 << UInt64(min(word.utf8.count, 63)) }
        }
        return table
    }()
}

/// A comment, as written, with its position.
struct SwiftComment: Sendable {
    enum Kind: Sendable {
        case line, block, docLine, docBlock
    }

    var kind: Kind
    /// The whole comment including its markers (`// MARK: - Blue`).
    var text: String
    var line: Int
    var column: Int

    var isDoc: Bool { kind == .docLine || kind == .docBlock }

    /// The text without comment markers and surrounding spaces.
    var body: String {
        var s = Substring(text)
        switch kind {
        case .line: s = s.dropFirst(2)
        case .docLine: s = s.dropFirst(3)
        case .block: s = s.dropFirst(2).dropLast(2)
        case .docBlock: s = s.dropFirst(3).dropLast(2)
        }
        return s.trimmingSpaces
    }

    /// `// MARK: - Black & White` → `Black & White`; nil for other comments and for bare separators.
    var markName: String? {
        guard kind == .line else { return nil }
        let b = body
        guard b.hasPrefix("MARK:") else { return nil }
        var rest = Substring(b.dropFirst(5)).trimmingSpaces[...]
        if rest.hasPrefix("-") { rest = rest.dropFirst() }
        let name = rest.trimmingSpaces
        return name.isEmpty ? nil : name
    }
}

/// A tokenized file: tokens (ending with `.endOfFile`) and the comments between them.
struct SwiftTokenStream: Sendable {
    var file: String
    var tokens: [SwiftToken]
    var comments: [SwiftComment]

    func comments(before token: SwiftToken) -> ArraySlice<SwiftComment> { comments[token.comments] }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let bytes = Array(utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0D { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
