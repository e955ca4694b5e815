import Testing
@testable import ThemebookCore

@Suite("Colours")
struct ColorTests {
    @Test("hex strings parse in 3, 6 and 8 digits, any case")
    func parsesHex() throws {
        #expect(Color.parseHex("#0060DF")?.hex == "#0060df")
        #expect(Color.parseHex("#fff")?.hex == "#ffffff")
        #expect(Color.parseHex("#e0e0e699")?.hex == "#e0e0e699")
        #expect(Color.parseHex("0060df") == nil)
        #expect(Color.parseHex("#0060dg") == nil)
        #expect(Color.parseHex("#0060d") == nil)
    }

    @Test("formatting gives #rrggbb when opaque, #rrggbbaa with alpha, and CSS and rgba forms")
    func formats() throws {
        let c = try #require(Color.parseHex("#e0e0e6")).with(alpha: 0.6)
        #expect(c.hex == "#e0e0e699")
        #expect(c.opaqueHex == "#e0e0e6")
        #expect(c.css == "rgb(224 224 230 / 0.6)")
        #expect(c.rgba == "rgba(224, 224, 230, 0.6)")
        #expect(Color(red: 0, green: 0.3765, blue: 0.8745).hex == "#0060df")
    }

    @Test("alphas print in their shortest form")
    func alphaFormat() {
        #expect(Color.format(0.6) == "0.6")
        #expect(Color.format(1) == "1")
        #expect(Color.format(0.44) == "0.44")
        #expect(Color.format(0) == "0")
        #expect(Color.format(0.00001) == "0")
    }

    @Test("a source label names the palette colour and its alpha as a percentage")
    func sourceLabel() {
        let blue = Color(red: 0, green: 0.3765, blue: 0.8745)
        #expect(ResolvedColor(palette: "Blue50", alpha: nil, color: blue).sourceLabel == "Blue50")
        #expect(ResolvedColor(palette: "Blue50", alpha: 0.3, color: blue.with(alpha: 0.3)).sourceLabel == "Blue50 · 30%")
        #expect(ResolvedColor(palette: nil, alpha: nil, color: Color.parseHex("#342b4a")!).sourceLabel == "#342b4a")
    }
}

@Suite("Diagnostic text")
struct DiagnosticTextTests {
    @Test("control characters from the input are shown escaped, never sent to the terminal")
    func controlCharacters() {
        let d = Diagnostic.error("undeclared-token", "'lay\u{0}er\u{1B}[31m' is not a token", at: nil)
        let printed = DiagnosticPrinter(format: .text).render([d])
        #expect(printed == "error: 'lay\\u{0}er\\u{1b}[31m' is not a token [undeclared-token]\n")
    }
}
