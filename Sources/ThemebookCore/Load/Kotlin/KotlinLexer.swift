/// Turns the bytes of a Kotlin file into tokens in one linear pass over the UTF-8 bytes.
///
/// Every token carries its 1-based line and UTF-8 byte column. Comments (block comments nest,
/// as in Kotlin) are kept beside the tokens. Malformed input — an unterminated string or
/// comment, a stray character, a malformed number — is reported through the
/// `KotlinSyntaxReporter` and the lexer carries on, so it never stops early and never loops.
struct KotlinLexer {
    let bytes: [UInt8]
    var i = 0
    var line = 1
    var lineStart = 0
    var tokens: [KotlinToken] = []
    var comments: [KotlinComment] = []
    var reporter: KotlinSyntaxReporter
    /// How many `${…}` templates enclose the current position (bounded, so the stack is).
    var templateDepth = 0
    static let maxTemplateDepth = 64
    /// Set when the template limit stopped the lexer: enclosing literals are not reported.
    var abandoned = false
    private var attachedComments = 0
    var newlineBefore = true

    static func tokenize(_ bytes: [UInt8], file: String, reporter: inout KotlinSyntaxReporter) -> KotlinTokenStream {
        var lexer = KotlinLexer(bytes: bytes, reporter: reporter)
        if let bad = JSONParser.firstInvalidUTF8(bytes) {
            lexer.reportInvalidUTF8(at: bad)
        } else {
            lexer.run()
        }
        lexer.emit(.endOfFile, "", start: lexer.bytes.count, line: lexer.line, column: lexer.column(of: lexer.bytes.count))
        reporter = lexer.reporter
        return KotlinTokenStream(file: file, tokens: lexer.tokens, comments: lexer.comments)
    }

    private init(bytes: [UInt8], reporter: KotlinSyntaxReporter) {
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

    mutating func emit(_ kind: KotlinToken.Kind, _ text: String, start: Int, line: Int, column: Int) {
        var token = KotlinToken(
            kind: kind, text: text, line: line, column: column, offset: start, newlineBefore: newlineBefore,
            comments: attachedComments..<comments.count)
        if kind == .identifier, KotlinToken.hardKeywords.contains(text) { token.kind = .keyword }
        tokens.append(token)
        attachedComments = comments.count
        newlineBefore = false
    }

    private mutating func reportInvalidUTF8(at offset: Int) {
        for index in 0..<offset where bytes[index] == 0x0A { newline(at: index) }
        reporter.error(
            "the file is not valid UTF-8 text (byte \(offset)); a Kotlin source file must be UTF-8", line: line,
            column: column(of: offset))
    }

    // MARK: - Main loop

    private mutating func run() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            i = 3
            lineStart = 3
        }
        if bytes[i...].starts(with: [0x23, 0x21]) {  // #! shebang
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
        }
        while i < bytes.count {
            let b = bytes[i]
            let startLine = line
            let startColumn = column(of: i)
            switch b {
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                i += 1
            case 0x0A:
                newline(at: i)
                i += 1
                newlineBefore = true
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                let start = i
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                comments.append(KotlinComment(kind: .line, text: text(start..<i), line: line, column: startColumn, endLine: line))
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "\""):
                stringToken()
            case UInt8(ascii: "'"):
                characterToken()
            case UInt8(ascii: "`"):
                backtickIdentifier()
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "@"):
                i += 1
                emit(.punctuation, String(UnicodeScalar(b)), start: i - 1, line: startLine, column: startColumn)
            case UInt8(ascii: "."):
                if byte(i + 1) == UInt8(ascii: ".") {
                    let length = byte(i + 2) == UInt8(ascii: "<") ? 3 : 2
                    i += length
                    emit(.operator, text(i - length..<i), start: i - length, line: startLine, column: startColumn)
                } else {
                    i += 1
                    emit(.punctuation, ".", start: i - 1, line: startLine, column: startColumn)
                }
            case UInt8(ascii: ":"):
                if byte(i + 1) == UInt8(ascii: ":") {
                    i += 2
                    emit(.operator, "::", start: i - 2, line: startLine, column: startColumn)
                } else {
                    i += 1
                    emit(.punctuation, ":", start: i - 1, line: startLine, column: startColumn)
                }
            default:
                let start = i
                if Self.isIdentifierStart(b) {
                    i += 1
                    while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
                    emit(.identifier, text(start..<i), start: start, line: startLine, column: startColumn)
                } else if let length = operatorLength(at: i) {
                    i += length
                    emit(.operator, text(start..<i), start: start, line: startLine, column: startColumn)
                } else {
                    i += 1
                    reporter.error(
                        "unexpected character \(Self.describe(byte: b)) in Kotlin source", line: startLine, column: startColumn)
                }
            }
        }
    }

    /// Kotlin's operators, longest first, so the first that matches is the longest.
    static let operators: [[UInt8]] = [
        "===", "!==", "?.", "?:", "!!", "->", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=",
        "%=", "=", "+", "-", "*", "/", "%", "<", ">", "!", "?", "&", "|",
    ].map { Array($0.utf8) }

    private func operatorLength(at offset: Int) -> Int? {
        Self.operators.first { bytes[offset...].starts(with: $0) }?.count
    }

    // MARK: - Comments

    /// `/* … */`, nested to any depth. An unterminated comment is reported at its opening `/*`.
    private mutating func blockComment() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        var depth = 1
        i += 2
        while i < bytes.count, depth > 0 {
            let b = bytes[i]
            if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if b == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
            } else {
                if b == 0x0A {
                    newline(at: i)
                    newlineBefore = true
                }
                i += 1
            }
        }
        if depth > 0 {
            reporter.error("unterminated '/*' comment; expected '*/' before the end of the file", line: startLine, column: startColumn)
        }
        let isDoc = byte(start + 2) == UInt8(ascii: "*") && byte(start + 3) != UInt8(ascii: "/")
        comments.append(
            KotlinComment(kind: isDoc ? .doc : .block, text: text(start..<i), line: startLine, column: startColumn, endLine: line))
    }

    // MARK: - Names

    private mutating func backtickIdentifier() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "`"), bytes[i] != 0x0A { i += 1 }
        guard byte(i) == UInt8(ascii: "`"), i > start + 1 else {
            reporter.error("unterminated '`' identifier; expected a closing '`' on the same line", line: startLine, column: startColumn)
            emit(.identifier, text(start + 1..<i), start: start, line: startLine, column: startColumn)
            tokens[tokens.count - 1].kind = .identifier
            tokens[tokens.count - 1].isEscaped = true
            return
        }
        i += 1
        emit(.identifier, text(start + 1..<i - 1), start: start, line: startLine, column: startColumn)
        tokens[tokens.count - 1].kind = .identifier
        tokens[tokens.count - 1].isEscaped = true
    }

    // MARK: - Character classes

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    static func isIdentifierBody(_ b: UInt8) -> Bool { isIdentifierStart(b) || (b >= 0x30 && b <= 0x39) }

    static func describe(byte b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(String(UnicodeScalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
