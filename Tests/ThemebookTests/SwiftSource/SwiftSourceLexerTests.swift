import Testing

@testable import ThemebookCore

@Suite("Swift sources: tokenizer")
struct SwiftSourceLexerTests {
    func lex(_ text: String) -> (stream: SwiftTokenStream, errors: [Diagnostic]) {
        var reporter = SwiftSyntaxReporter(file: "T.swift")
        let stream = SwiftLexer.tokenize(Array(text.utf8), file: "T.swift", reporter: &reporter)
        return (stream, reporter.diagnostics)
    }

    func summary(_ text: String) -> [String] {
        lex(text).stream.tokens.dropLast().map { "\($0.kind):\($0.text)@\($0.line):\($0.column)" }
    }

    @Test("names, keywords, backticked names and punctuation carry exact lines and UTF-8 columns")
    func namesAndPositions() {
        #expect(
            summary("static let `default` = x.y\n  é: [A]") == [
                "keyword:static@1:1", "keyword:let@1:8", "identifier:default@1:12", "operator:=@1:22", "identifier:x@1:24",
                "punctuation:.@1:25", "identifier:y@1:26", "identifier:é@2:3", "punctuation::@2:5", "punctuation:[@2:7",
                "identifier:A@2:8", "punctuation:]@2:9",
            ])
        let escaped = lex("`class`").stream.tokens[0]
        #expect(escaped.kind == .identifier && escaped.isEscaped)
    }

    @Test("integer, hex, binary and decimal literals are single tokens")
    func numbers() {
        #expect(
            summary("0x0060DF 0xffffff 1_000 0b101 0.3 1e-3 -0.5 .5") == [
                "integer:0x0060DF@1:1", "integer:0xffffff@1:10", "integer:1_000@1:19", "integer:0b101@1:25",
                "decimal:0.3@1:31", "decimal:1e-3@1:35", "operator:-@1:40", "decimal:0.5@1:41", "punctuation:.@1:45",
                "integer:5@1:46",
            ])
        #expect(lex("let x = 12abc").errors.map(\.message) == ["'12abc' is not a valid number literal"])
    }

    @Test("string literals decode escapes, keep interpolations as written and report bad escapes")
    func strings() {
        let tokens = lex(#""a\"b\n\u{1F600}" "x \(f("y)")) z""#).stream.tokens
        #expect(tokens[0].kind == .string && tokens[0].text == "a\"b\n😀")
        #expect(tokens[1].text == #"x \(f("y)")) z"# && tokens[1].isInterpolated)
        #expect(tokens[2].kind == .endOfFile)
        let bad = lex(#"let s = "a\qb""#).errors
        #expect(bad.map(\.message) == [#"invalid escape sequence '\q' in string literal"#])
        #expect(bad.first?.location?.column == 11)
    }

    @Test("raw strings end only at a quote followed by the same number of #")
    func rawStrings() {
        let tokens = lex(###"#"a "quoted" \n"# ##"b"#c"##"###).stream.tokens
        #expect(tokens[0].text == #"a "quoted" \n"#)
        #expect(tokens[1].text == ##"b"#c"##)
        #expect(tokens[1].column == 19)
    }

    @Test("multi-line strings lose the closing delimiter's indentation and keep their lines")
    func multiLineStrings() {
        let text = "let s = \"\"\"\n    one \"quoted\"\n      two\n    \"\"\"\nlet t = 1"
        let (stream, errors) = lex(text)
        #expect(errors.isEmpty)
        #expect(stream.tokens[3].text == "one \"quoted\"\n  two")
        let t = stream.tokens[5]
        #expect(t.text == "t" && t.line == 5 && t.column == 5)
    }

    @Test("nested block comments close at the matching */ and are kept beside the tokens")
    func nestedComments() {
        let (stream, errors) = lex("/* a /* b */ c */ x // MARK: - Black & White\n/// Doc.\ny")
        #expect(errors.isEmpty)
        #expect(stream.tokens.map(\.text) == ["x", "y", ""])
        #expect(stream.comments.map(\.kind) == [.block, .line, .docLine])
        #expect(stream.comments[1].markName == "Black & White")
        #expect(stream.comments(before: stream.tokens[1]).map(\.body) == ["MARK: - Black & White", "Doc."])
        #expect(stream.tokens[1].newlineBefore)
    }

    @Test("an unterminated nested block comment is reported at its opening with a note at the inner one")
    func unterminatedComment() {
        let errors = lex("let a = 1\n/* outer\n  /* inner */\n  /* never closed\n").errors
        #expect(errors.count == 1)
        #expect(errors[0].location == SourceLocation(file: "T.swift", line: 2, column: 1))
        #expect(errors[0].notes.map(\.location) == [SourceLocation(file: "T.swift", line: 4, column: 3)])
    }

    @Test("an unterminated string is reported at its opening quote and lexing goes on at the next line")
    func unterminatedString() {
        let (stream, errors) = lex("let a = \"open\nlet b = 2")
        #expect(errors.map(\.message) == ["unterminated string literal; expected '\"' before the end of the line"])
        #expect(errors[0].location?.column == 9)
        #expect(stream.tokens.map(\.text).suffix(5) == ["let", "b", "=", "2", ""])
    }

    @Test("stray characters and invalid UTF-8 are errors, and the number of errors per file is capped")
    func strayBytes() {
        #expect(lex("a ' b").errors.map(\.message) == ["unexpected character ''' in Swift source"])
        var reporter = SwiftSyntaxReporter(file: "T.swift")
        _ = SwiftLexer.tokenize([0x61, 0x0A, 0x62, 0xFF, 0x63], file: "T.swift", reporter: &reporter)
        #expect(reporter.diagnostics.first?.location == SourceLocation(file: "T.swift", line: 2, column: 2))
        let many = lex(String(repeating: "' ", count: 50)).errors
        #expect(many.count == SwiftSyntaxReporter.limit + 1)
        #expect(many.last?.severity == .note)
    }

    @Test("regex literals are single tokens where an expression is expected; '/' elsewhere divides")
    func regexLiterals() {
        #expect(
            summary("f(/a\"b(/, x: /[}]+/)\nreturn /c/") == [
                "identifier:f@1:1", "punctuation:(@1:2", "regex:/a\"b(/@1:3", "punctuation:,@1:9", "identifier:x@1:11",
                "punctuation::@1:12", "regex:/[}]+/@1:14", "punctuation:)@1:20", "keyword:return@2:1", "regex:/c/@2:8",
            ])
        #expect(
            summary("a / b / c\nd = e/2/f\ng = (h) / i /j") == [
                "identifier:a@1:1", "operator:/@1:3", "identifier:b@1:5", "operator:/@1:7", "identifier:c@1:9",
                "identifier:d@2:1", "operator:=@2:3", "identifier:e@2:5", "operator:/@2:6", "integer:2@2:7", "operator:/@2:8",
                "identifier:f@2:9", "identifier:g@3:1", "operator:=@3:3", "punctuation:(@3:5", "identifier:h@3:6",
                "punctuation:)@3:7", "operator:/@3:9", "identifier:i@3:11", "operator:/@3:13", "identifier:j@3:14",
            ])
        #expect(!summary("static func /(a: S, b: S) -> S { S(a.v/b.v) }").contains { $0.hasPrefix("regex") })
        // `/ x /`: a bare regex literal does not start or end with a space, so these divide.
        #expect(summary("(/ x /)").map { $0.hasPrefix("operator:/") }.filter { $0 }.count == 2)
        #expect(
            summary("x = #/a/\"b/#\ny = ##/\n  c/#d\n  /##\nz") == [
                "identifier:x@1:1", "operator:=@1:3", "regex:#/a/\"b/#@1:5", "identifier:y@2:1", "operator:=@2:3",
                "regex:##/\n  c/#d\n  /##@2:5", "identifier:z@5:1",
            ])
        let (_, errors) = lex("x = #/open\ny = 1")
        #expect(errors.map(\.message) == ["unterminated regex literal; expected '/#' before the end of the line"])
        #expect(errors.first?.location?.column == 5)
    }
}
