import Testing
@testable import ThemebookCore

/// `SourceLocation` keeps its line and column in 32 bits: what it reports, compares and hashes
/// is what it was given, and numbers past 32 bits are clamped, never wrapped.
@Suite("Source locations")
struct SourceLocationTests {
    @Test("line and column read back as given, and order, equality and hashing follow them")
    func roundTrip() {
        let a = SourceLocation(file: "tokens/light.tokens.json", line: 12, column: 7)
        let b = SourceLocation(file: "tokens/light.tokens.json", line: 12, column: 30)
        let c = SourceLocation(file: "tokens/light.tokens.json", line: 2_000_000, column: 1)
        #expect(a.line == 12 && a.column == 7)
        #expect(c.line == 2_000_000)
        #expect(a.description == "tokens/light.tokens.json:12:7")
        #expect([c, b, a].sorted() == [a, b, c])
        #expect(Set([a, b, c, SourceLocation(file: "tokens/light.tokens.json", line: 12, column: 7)]).count == 3)
        var moved = a
        moved.line = 40
        moved.column += 1
        #expect(moved.description == "tokens/light.tokens.json:40:8")
    }

    @Test("numbers beyond 32 bits are clamped, not wrapped into other lines")
    func clamped() {
        var far = SourceLocation(file: "guides/huge.md", line: Int(Int32.max) + 5, column: 1 << 40)
        #expect(far.line == Int(Int32.max))
        #expect(far.column == Int(Int32.max))
        far.line = Int.min
        #expect(far.line == Int(Int32.min))
        #expect(MemoryLayout<ThemebookCore.SourceLocation>.size == 24)
    }
}
