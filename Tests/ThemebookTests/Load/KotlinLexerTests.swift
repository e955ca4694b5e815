import Foundation
import Testing

@testable import ThemebookCore

@Suite("Kotlin lexer: tokens with exact positions, and every problem at its place")
struct KotlinLexerTests {
    func lex(_ text: String) -> (stream: KotlinTokenStream, errors: [Diagnostic]) {
        var reporter = KotlinSyntaxReporter(file: "T.kt")
        let stream = KotlinLexer.tokenize(Array(text.utf8), file: "T.kt", reporter: &reporter)
        return (stream, reporter.diagnostics)
    }

    func describe(_ tokens: [KotlinToken]) -> [String] {
        tokens.dropLast().map { "\($0.kind) \($0.text) \($0.line):\($0.column)" }
    }

    @Test("names, keywords, numbers and punctuation each carry their line and byte column")
    func positions() {
        let (stream, errors) = lex("val Blue50 = Color(0xFF0060DF)\n  var x: Int = 1_000L\n")
        #expect(errors.isEmpty)
        #expect(describe(stream.tokens) == [
            "keyword val 1:1", "identifier Blue50 1:5", "operator = 1:12", "identifier Color 1:14", "punctuation ( 1:19",
            "integer 0xFF0060DF 1:20", "punctuation ) 1:30",
            "keyword var 2:3", "identifier x 2:7", "punctuation : 2:8", "identifier Int 2:10", "operator = 2:14", "integer 1_000L 2:16",
        ])
        #expect(stream.tokens[7].newlineBefore && !stream.tokens[8].newlineBefore)
    }

    @Test("float, exponent and suffixed literals are decimals; hex and binary with suffixes are integers")
    func numbers() {
        let (stream, errors) = lex("0.44f 1f 2F 1e3 1.5e-2 0xffL 0b1010 7u 0xFF_AB_71_FF")
        #expect(errors.isEmpty)
        #expect(stream.tokens.dropLast().map { "\($0.kind) \($0.text)" } == [
            "decimal 0.44f", "decimal 1f", "decimal 2F", "decimal 1e3", "decimal 1.5e-2", "integer 0xffL", "integer 0b1010",
            "integer 7u", "integer 0xFF_AB_71_FF",
        ])
    }

    @Test("a member call on a number is the number, a dot and the name")
    func numberThenMember() {
        let (stream, _) = lex("4.dp 1..3")
        #expect(stream.tokens.dropLast().map(\.text) == ["4", ".", "dp", "1", "..", "3"])
    }

    @Test("strings decode escapes, keep templates, and raw strings span lines")
    func strings() {
        let (stream, errors) = lex(#"a = "x\n\"y\u0041" b = "$name and ${f("}")}" c = """one"#
            + "\ntwo\"\"\"\"" + " d = 'q'")
        #expect(errors.isEmpty)
        let strings = stream.tokens.filter { $0.kind == .string }
        #expect(strings.map(\.text) == ["x\n\"yA", "$name and ${f(\"}\")}", "one\ntwo\""])
        #expect(strings.map(\.isTemplate) == [false, true, false])
        let d = stream.tokens.first { $0.kind == .character }
        #expect(d?.text == "q" && d?.line == 2)
    }

    @Test("nested block comments are one comment; doc comments are told apart")
    func comments() {
        let (stream, errors) = lex("/* a /* b */ c */ val x = 1 // end\n/** doc */\nval y = 2")
        #expect(errors.isEmpty)
        #expect(stream.comments.map(\.kind) == [.block, .line, .doc])
        #expect(stream.comments.map(\.words) == ["a /* b */ c", "end", "doc"])
        #expect(stream.tokens.map(\.text).prefix(4) == ["val", "x", "=", "1"])
    }

    @Test("an unterminated string is reported at its quote, and lexing goes on on the next line")
    func unterminatedString() {
        let marked = MarkedText("val a = 1️⃣\"never closed\nval b = 2")
        let (stream, errors) = lex(marked.text)
        #expect(errors.map(\.message) == ["unterminated string; expected '\"' before the end of the line"])
        #expect(errors.map { "\($0.location!.line):\($0.location!.column)" } == [marked[1]])
        #expect(stream.tokens.contains { $0.text == "b" })
    }

    @Test("an unterminated comment, a malformed number and a stray character are each reported where they start")
    func problems() {
        let marked = MarkedText("val a = 1️⃣12abc\nval b = 2️⃣#\n3️⃣/* open")
        let (_, errors) = lex(marked.text)
        #expect(errors.map(\.message) == [
            "malformed number '12abc'", "unexpected character '#' in Kotlin source",
            "unterminated '/*' comment; expected '*/' before the end of the file",
        ])
        #expect(errors.map { "\($0.location!.line):\($0.location!.column)" } == [marked[1], marked[2], marked[3]])
    }

    @Test("invalid UTF-8 is one error at the bad byte's line")
    func invalidUTF8() {
        var reporter = KotlinSyntaxReporter(file: "T.kt")
        let stream = KotlinLexer.tokenize(Array("val a = 1\nval b = ".utf8) + [0xFF], file: "T.kt", reporter: &reporter)
        #expect(reporter.diagnostics.map(\.message) == ["the file is not valid UTF-8 text (byte 18); a Kotlin source file must be UTF-8"])
        #expect(reporter.diagnostics.first?.location?.line == 2)
        #expect(stream.tokens.count == 1)
    }

    @Test("string templates nested past the limit stop the file with one error, never the stack")
    func deepTemplates() {
        let text = "val a = " + String(repeating: "\"${", count: 200) + String(repeating: "}\"", count: 200)
        let (_, errors) = lex(text)
        #expect(errors.count == 1)
        #expect(errors.first?.message.hasPrefix("string templates nest more than 64 deep") == true)
    }

    @Test("brackets are paired, and a stray or unclosed one is reported at its place")
    func brackets() {
        let marked = MarkedText("fun f() 1️⃣{\n  g(2️⃣]\n")
        var reporter = KotlinSyntaxReporter(file: "T.kt")
        let stream = KotlinLexer.tokenize(Array(marked.text.utf8), file: "T.kt", reporter: &reporter)
        _ = KotlinBrackets(stream.tokens, reporter: &reporter)
        #expect(reporter.diagnostics.map(\.message) == [
            "unexpected ']' without a matching '['", "'(' is never closed; expected ')' before the end of the file",
            "'{' is never closed; expected '}' before the end of the file",
        ])
        #expect(reporter.diagnostics.first.map { "\($0.location!.line):\($0.location!.column)" } == marked[2])
        #expect(reporter.diagnostics.last.map { "\($0.location!.line):\($0.location!.column)" } == marked[1])
    }
}
