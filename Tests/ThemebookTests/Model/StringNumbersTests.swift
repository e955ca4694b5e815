import Testing
@testable import ThemebookCore

@Suite("String numbers")
struct StringNumbersTests {
    @Test("each string gets the next number once, and is found by it")
    func numbering() {
        let names = ["", "a", "A", "layer1", "layer10", "Cat00.token00000", "Cat00.token00001"] + (0..<100).map { "token\($0)" }
        var table = StringNumbers()
        for (i, name) in names.enumerated() { #expect(table.add(name) == i) }
        // Adding again gives the same number; nothing new is numbered.
        for (i, name) in names.enumerated().reversed() { #expect(table.add(name) == i) }
        #expect(table.count == names.count)
        #expect(table.strings == names)
        for (i, name) in names.enumerated() { #expect(table.number(of: name) == i) }
        #expect(table.number(of: "token100") == nil)
        #expect(table.number(of: "layer") == nil)
    }

    @Test("canonically equivalent spellings are one string, as String compares them")
    func canonicalEquivalence() {
        var table = StringNumbers()
        for name in ["K", "layer1", "\u{e9}"] { _ = table.add(name) }
        // U+212A KELVIN SIGN is canonically "K"; é precomposed and decomposed are one.
        #expect(table.number(of: "\u{212A}") == 0)
        #expect(table.add("e\u{301}") == 2)
        #expect(table.number(of: "k") == nil)
        #expect(table.strings == ["K", "layer1", "\u{e9}"])
    }
}
