import Testing
@testable import ThemebookCore

@Suite("String numbers")
struct StringNumbersTests {
    /// ASCII names like a catalogue's: short (inline) and long strings, empty, and pairs that
    /// differ in one byte or only in length.
    static func names(_ count: Int) -> [String] {
        var names = ["", "a", "A", "layer1", "layer10", "Cat00.token00000", "Cat00.token00001"]
        for i in 0..<count { names.append(i % 3 == 0 ? "Fam\(i % 7).Fam\(i)C\(i * 31)" : "token\(i)") }
        return names
    }

    @Test("each string gets the next number once, and is found by its bytes", arguments: [64, 1])
    func numbering(maxProbe: Int) {
        let names = Self.names(5_000)
        var table = StringNumbers(maxProbe: maxProbe)
        for (i, name) in names.enumerated() { #expect(table.add(name) == i) }
        // Adding again gives the same number; nothing new is numbered.
        for (i, name) in names.enumerated().reversed() { #expect(table.add(name) == i) }
        #expect(table.count == names.count)
        #expect(table.strings == names)
        for (i, name) in names.enumerated() { #expect(table.number(of: name) == i) }
        #expect(table.number(of: "token5000") == nil)
        #expect(table.number(of: "layer") == nil)
        #expect(table.number(of: "Cat00.token0000") == nil)
        // A probe of one slot runs out at the first collision: the table then answers from its
        // dictionary, with the same numbers.
        #expect(table.overflowed == (maxProbe == 1))
        #expect(table.add("new") == names.count)
        #expect(table.number(of: "new") == names.count)
    }

    @Test("strings beyond ASCII are equal as String has it: canonically equivalent spellings are one")
    func canonicalEquivalence() {
        var table = StringNumbers()
        for name in ["K", "layer1", "Cat00.token00000"] { _ = table.add(name) }
        // The Kelvin sign is "K" composed; an ASCII-only table finds it without moving.
        #expect(table.number(of: "\u{212A}") == 0)
        #expect(table.number(of: "e\u{301}") == nil)
        #expect(!table.overflowed)
        // A string beyond ASCII moves the table to its dictionary, numbers kept.
        #expect(table.add("\u{e9}") == 3)
        #expect(table.overflowed)
        #expect(table.add("e\u{301}") == 3)
        #expect(table.number(of: "e\u{301}") == 3)
        #expect(table.add("\u{212A}") == 0)
        #expect(table.number(of: "Cat00.token00000") == 2)
        #expect(table.strings == ["K", "layer1", "Cat00.token00000", "\u{e9}"])
    }

    @Test("an empty table finds nothing")
    func empty() {
        let table = StringNumbers()
        #expect(table.isEmpty)
        #expect(table.number(of: "") == nil)
        #expect(table.number(of: "layer1") == nil)
    }
}
