/// One token of a Kotlin source file, with its exact position (1-based line, UTF-8 byte column).
///
/// Comments are not tokens: they are kept in `KotlinTokenStream.comments`, and every token knows
/// which of them came right before it, so the declaration parser can read a heading (`// Layers`
/// followed by a blank line) or a description (`// Search`, `/** … */` right above a property).
struct KotlinToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name, including a backticked one (`text` is then the name without backticks), and
        /// the soft keywords (`data`, `enum`, `by`, `get`, `private`…), which are names elsewhere.
        case identifier
        /// A hard keyword (`class`, `val`, `when`, `this`, `null`…).
        case keyword
        /// `0xFF423262`, `12`, `1_000L`: `text` as written.
        case integer
        /// `0.44f`, `1e3`, `2F`: `text` as written.
        case decimal
        /// A string literal; `text` is its decoded value (templates kept as written).
        case string
        /// A character literal.
        case character
        /// `( ) [ ] { } , : ; . @`
        case punctuation
        /// `=`, `->`, `?.`, `?:`, `!!`, `::`, `..` and every other operator.
        case `operator`
        case endOfFile
    }

    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// Byte offset of the first byte in the file.
    var offset: Int
    /// A newline (possibly inside a comment) separates the token from the one before it.
    var newlineBefore: Bool
    /// The comments between the previous token and this one (indices into the stream's comments).
    var comments: Range<Int>
    /// A string literal with a `$name` or `${…}` template.
    var isTemplate = false
    /// A backticked identifier: never a keyword.
    var isEscaped = false

    static let hardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]

    func location(in file: String) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
    func isKeyword(_ k: String) -> Bool { kind == .keyword && text == k }
    func isOperator(_ o: String) -> Bool { kind == .operator && text == o }
    /// An unescaped identifier spelt `name` (a soft keyword such as `by`, `get` or `data`).
    func isWord(_ name: String) -> Bool { kind == .identifier && !isEscaped && text == name }

    /// How the token reads in a message: `'{'`, `'foo'`, `end of file`.
    var display: String {
        switch kind {
        case .endOfFile: "end of file"
        case .string: "string literal"
        case .character: "character literal"
        default: "'\(text)'"
        }
    }
}

/// A comment, kept beside the tokens.
struct KotlinComment: Sendable {
    enum Kind: Sendable { case line, block, doc }
    var kind: Kind
    var text: String
    var line: Int
    var column: Int
    /// The line its last character is on.
    var endLine: Int

    /// The words of the comment without its markers: `// Layers` → `Layers`; a KDoc block's
    /// lines joined by spaces, without their leading `*`.
    var words: String {
        var body = Substring(text)
        if body.hasPrefix("//") {
            body = body.dropFirst(2)
        } else {
            body = body.dropFirst(kind == .doc ? 3 : 2)
            if body.hasSuffix("*/") { body = body.dropLast(2) }
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var l = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if l.hasPrefix("*") { l = l.dropFirst() }
            return l.drop { $0 == " " || $0 == "\t" }
        }
        return lines.map { $0.trimmingTrailingSpaces }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension Substring {
    var trimmingTrailingSpaces: String {
        var s = self
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return String(s)
    }
}

/// A tokenized file: the tokens (ending with `.endOfFile`) and the comments between them.
struct KotlinTokenStream: Sendable {
    var file: String
    var tokens: [KotlinToken]
    var comments: [KotlinComment]
}
