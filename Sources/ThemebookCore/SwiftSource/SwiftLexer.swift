/// Turns the bytes of a Swift file into tokens in one linear pass over the UTF-8 bytes.
///
/// Every token carries its 1-based line and UTF-8 byte column. Comments (including nested
/// block comments) are kept beside the tokens. Malformed input — an unterminated string or
/// comment, a stray character — is reported through the `SwiftSyntaxReporter` and the lexer
/// carries on, so it never stops early and never loops.
struct SwiftLexer {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0
    var tokens: [SwiftToken] = []
    var comments: [SwiftComment] = []
    var reporter: SwiftSyntaxReporter
    /// How many `\(…)` interpolations enclose the current position (bounded, so the stack is).
    var interpolationDepth = 0
    static let maxInterpolationDepth = 100
    /// Set when the interpolation limit stopped the lexer: enclosing literals are not reported.
    var abandoned = false
    private var attachedComments = 0
    private var spaceBefore = true
    private var newlineBefore = true

    static func tokenize(_ bytes: [UInt8], file: String, reporter: inout SwiftSyntaxReporter) -> SwiftTokenStream {
        var lexer = SwiftLexer(bytes: bytes, reporter: reporter)
        if let bad = JSONParser.firstInvalidUTF8(bytes) {
            lexer.reportInvalidUTF8(at: bad)
        } else {
            lexer.run()
        }
        lexer.emit(.endOfFile, "", start: lexer.bytes.count, line: lexer.line, column: lexer.column(of: lexer.bytes.count))
        reporter = lexer.reporter
        return SwiftTokenStream(file: file, tokens: lexer.tokens, comments: lexer.comments)
    }

    private init(bytes: [UInt8], reporter: SwiftSyntaxReporter) {
        self.bytes = bytes
        self.reporter = reporter
        tokens.reserveCapacity(bytes.count / 4)
    }

    // MARK: - Positions

    func column(of offset: Int) -> Int { offset - lineStart + 1 }

    /// Call after consuming a `\n` at `offset`.
    mutating func newline(at offset: Int) {
        line += 1
        lineStart = offset + 1
    }

    func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    mutating func emit(_ kind: SwiftToken.Kind, _ text: String, start: Int, line: Int, column: Int) {
        tokens.append(
            SwiftToken(
                kind: kind, text: text, line: line, column: column, offset: start, spaceBefore: spaceBefore,
                newlineBefore: newlineBefore, comments: attachedComments..<comments.count))
        attachedComments = comments.count
        spaceBefore = false
        newlineBefore = false
    }

    private mutating func reportInvalidUTF8(at offset: Int) {
        for index in 0..<offset where bytes[index] == 0x0A { newline(at: index) }
        reporter.error(
            "the file is not valid UTF-8 text (byte \(offset)); a Swift source file must be UTF-8",
            line: line, column: column(of: offset))
    }

    // MARK: - Main loop

    private mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            i = 3
            lineStart = 3
        }
        if bytes[i...].starts(with: [0x23, 0x21]) { skipToEndOfLine() }  // #! shebang
        while i < bytes.count {
            let b = bytes[i]
            let startLine = line
            let startColumn = column(of: i)
            switch b {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                i += 1
                spaceBefore = true
            case 0x0A:
                newline(at: i)
                i += 1
                spaceBefore = true
                newlineBefore = true
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "/") where expectsExpression && bareRegexEnd(from: i) != nil:
                let end = bareRegexEnd(from: i)!
                emit(.regex, text(i..<end), start: i, line: startLine, column: startColumn)
                i = end
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "\""):
                stringToken(hashes: 0)
            case UInt8(ascii: "#"):
                pound()
            case UInt8(ascii: "`"):
                backtickIdentifier()
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
                UInt8(ascii: "\\"):
                i += 1
                emit(.punctuation, String(UnicodeScalar(b)), start: i - 1, line: startLine, column: startColumn)
            case UInt8(ascii: "."):
                if byte(i + 1) == UInt8(ascii: "."), byte(i + 2) == UInt8(ascii: ".") || byte(i + 2) == UInt8(ascii: "<") {
                    i += 3
                    emit(.operator, text(i - 3..<i), start: i - 3, line: startLine, column: startColumn)
                } else {
                    i += 1
                    emit(.punctuation, ".", start: i - 1, line: startLine, column: startColumn)
                }
            default:
                let start = i
                i += 1
                if Self.isIdentifierStart(b) || b == UInt8(ascii: "$") {
                    while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
                    let word = text(start..<i)
                    emit(
                        SwiftToken.isKeyword(word) ? .keyword : .identifier, word, start: start, line: startLine,
                        column: startColumn)
                } else if Self.isOperator(b) {
                    while i < bytes.count, Self.isOperator(bytes[i]), !startsComment(at: i) { i += 1 }
                    emit(.operator, text(start..<i), start: start, line: startLine, column: startColumn)
                } else {
                    reporter.error(
                        "unexpected character \(Self.describe(byte: b)) in Swift source", line: startLine, column: startColumn)
                    spaceBefore = true
                }
            }
        }
    }

    /// Whether a `/` here would start an expression (so it may open a regex literal) rather
    /// than divide: at the start of a statement, or after `(`, `[`, `{`, `,`, `:`, `;`, a binary
    /// or prefix operator, or a keyword such as `return`.
    var expectsExpression: Bool {
        guard let last = tokens.last, !newlineBefore else { return true }
        switch last.kind {
        case .punctuation:
            return ["(", "[", "{", ",", ":", ";"].contains(last.text)
        case .operator:
            // `a! / b`: a postfix `!` or `?` ends an expression.
            return last.spaceBefore || !last.text.allSatisfy { $0 == "!" || $0 == "?" }
        case .keyword:
            // `func /(lhs:rhs:)` and `infix operator /` name the operator.
            return !["self", "Self", "super", "true", "false", "nil", "func", "operator"].contains(last.text)
        default:
            return false
        }
    }

    private func startsComment(at offset: Int) -> Bool {
        bytes[offset] == UInt8(ascii: "/") && (byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*"))
    }

    // MARK: - Comments

    private mutating func skipToEndOfLine() {
        while i < bytes.count, bytes[i] != 0x0A { i += 1 }
    }

    private mutating func lineComment() {
        let start = i
        let startColumn = column(of: i)
        skipToEndOfLine()
        let isDoc = byte(start + 2) == UInt8(ascii: "/") && byte(start + 3) != UInt8(ascii: "/")
        comments.append(SwiftComment(kind: isDoc ? .docLine : .line, text: text(start..<i), line: line, column: startColumn))
        spaceBefore = true
    }

    /// `/* … */`, nested to any depth. An unterminated comment is reported at its opening `/*`,
    /// with a note at every nested `/*` still open.
    private mutating func blockComment() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        var open: [(line: Int, column: Int)] = [(line, startColumn)]
        i += 2
        while i < bytes.count, !open.isEmpty {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                open.append((line, column(of: i)))
                i += 2
            } else if b == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                open.removeLast()
                i += 2
            } else {
                if b == 0x0A {
                    newline(at: i)
                    newlineBefore = true
                }
                i += 1
            }
        }
        if !open.isEmpty {
            let notes = open.dropFirst().map {
                Diagnostic.Note(
                    "nested '/*' opened here is not closed either",
                    at: SourceLocation(file: reporter.file, line: $0.line, column: $0.column))
            }
            reporter.error(
                "unterminated '/*' comment; expected '*/' before the end of the file", line: startLine, column: startColumn,
                notes: notes)
        }
        let isDoc = byte(start + 2) == UInt8(ascii: "*") && byte(start + 3) != UInt8(ascii: "/")
        comments.append(
            SwiftComment(kind: isDoc ? .docBlock : .block, text: text(start..<i), line: startLine, column: startColumn))
        spaceBefore = true
    }

    // MARK: - Names

    private mutating func pound() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        var hashes = 0
        while byte(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
        if hashes > 1, byte(i + hashes) != UInt8(ascii: "\""), byte(i + hashes) != UInt8(ascii: "/") {
            // A run of `#` that opens no raw string or regex is one token: stepping over it one
            // `#` at a time would count the rest of the run again each time (quadratic).
            reporter.error(
                "'\(String(repeating: "#", count: min(hashes, 8)))\(hashes > 8 ? "…" : "")' does not start a raw string or a regex literal",
                line: startLine, column: startColumn)
            i += hashes
            emit(.punctuation, "#", start: start, line: startLine, column: startColumn)
            return
        }
        if byte(i + hashes) == UInt8(ascii: "\"") {
            i += hashes
            stringToken(hashes: hashes, start: start, line: startLine, column: startColumn)
            return
        }
        if byte(i + hashes) == UInt8(ascii: "/") {
            extendedRegex(hashes: hashes)
            return
        }
        i += 1
        if let b = byte(i), Self.isIdentifierStart(b) {
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            emit(.pound, text(start..<i), start: start, line: startLine, column: startColumn)
        } else {
            emit(.punctuation, "#", start: start, line: startLine, column: startColumn)
        }
    }

    private mutating func backtickIdentifier() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
        guard byte(i) == UInt8(ascii: "`"), i > start + 1 else {
            reporter.error(
                "unterminated '`' identifier; expected a closing '`' on the same line", line: startLine, column: startColumn)
            emit(.identifier, text(start + 1..<i), start: start, line: startLine, column: startColumn)
            return
        }
        i += 1
        emit(.identifier, text(start + 1..<i - 1), start: start, line: startLine, column: startColumn)
        tokens[tokens.count - 1].isEscaped = true
    }

    // MARK: - Character classes

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    static func isIdentifierBody(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 0x30 && b <= 0x39) }

    static func isOperator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    static func describe(byte b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(String(UnicodeScalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
