import Foundation
import Testing
@testable import ThemebookCore

@Suite("Did-you-mean suggestions")
struct DiagnosticsSuggestionTests {
    @Test("typos, swapped letters and case are forgiven; far names are not suggested")
    func closeNames() {
        let names = ["Grey10", "Grey90", "Blue50", "Blue60", "LightGrey30"]
        #expect(Suggestion.closest(to: "Grey95", in: names) == "Grey90")
        #expect(Suggestion.closest(to: "Gery90", in: names) == "Grey90")
        #expect(Suggestion.closest(to: "grey90", in: names) == "Grey90")
        #expect(Suggestion.closest(to: "LightGrey03", in: names) == "LightGrey30")
        #expect(Suggestion.closest(to: "Violet70", in: names) == nil)
        #expect(Suggestion.closest(to: "Grey90", in: names) != "Grey90")
    }

    @Test("ties go to the nearest differing character, then to the first name in order")
    func ties() {
        #expect(Suggestion.closest(to: "Grey85", in: ["Grey10", "Grey90"]) == "Grey90")
        #expect(Suggestion.closest(to: "Grey85", in: ["Grey90", "Grey10"]) == "Grey90")
        #expect(Suggestion.closest(to: "Red5", in: ["Red7", "Red3"]) == "Red3")
    }

    @Test("the banded distance agrees with the full table on 5,000 random pairs")
    func bandedDistanceIsExact() {
        var generator = SplitMix(seed: 4)
        var scratch: [Int] = []
        for _ in 0..<5_000 {
            let a = generator.word(), b = generator.mutated(a)
            let limit = Int(generator.next() % 4)
            let full = Self.fullDistance(a, b)
            let banded = Suggestion.boundedDistance(a, b, limit: limit, scratch: &scratch)
            #expect(banded == (full <= limit ? full : nil), "\(a) \(b) limit \(limit)")
        }
    }

    @Test("a misspelt reference among 10,000 palette colours is suggested, and a build with it completes")
    func tenThousandNames() throws {
        // Cost: one SuggestionIndex, built in O(n · L); each distinct query scans only the names of
        // similar length with a banded distance, O(c · k · L); repeated queries are remembered.
        var palette = "{\n  \"Grey\": {\"$type\": \"color\",\n    \"Grey10\": {\"$value\": \"#f9f9fb\"},\n    \"Grey90\": {\"$value\": \"#15141a\"}},\n"
        palette += "  \"Blue\": {\"$type\": \"color\",\n    \"Blue50\": {\"$value\": \"#0060df\"},\n    \"Blue60\": {\"$value\": \"#0250bb\"}},\n"
        palette += "  \"Bulk\": {\"$type\": \"color\",\n"
        palette += (0..<10_000).map { i in "    \"Shade\(i)\": {\"$value\": \"#\(Self.hex(i))\"}" }.joined(separator: ",\n")
        palette += "\n  }\n}\n"
        let site = try TempSite(MiniContent.with([
            "content/tokens/palette.tokens.json": palette,
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: "{Grey.Grey90}", with: "{Bulk.Shade4321x}"),
        ]))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let lines = result.diagnosticLines(relativeTo: site.folder.path).filter { $0.contains("error:") }
        #expect(lines == [
            "content/tokens/dark.tokens.json:3:44: error: 'layer1' refers to unknown palette colour 'Bulk.Shade4321x'; did you mean 'Bulk.Shade4321'? [unknown-palette-color]",
        ])

        // Past its budget, an index stops suggesting instead of slowing down.
        var index = SuggestionIndex((0..<10_000).map { "Shade\($0)" })
        var answered = 0
        for i in 0..<1_000 {
            guard let answer = index.closest(to: "Shdae\(i)") else { continue }
            #expect(answer == "Shade\(i)")
            answered += 1
        }
        #expect(answered >= SuggestionIndex.comparisonBudget / 10_000, "the budget covers many distinct misspellings")
        #expect(answered < 1_000, "and then stops")
    }

    // MARK: - Helpers

    static func hex(_ i: Int) -> String {
        let s = String(i * 977 % 0xFFFFFF, radix: 16)
        return String(repeating: "0", count: 6 - s.count) + s
    }

    /// The textbook table: insertions, deletions, substitutions and adjacent swaps.
    static func fullDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}

/// A small deterministic random generator (SplitMix64) for the property tests, so a failure
/// comes back on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A word of 0–9 letters from a four-letter alphabet, so near misses are common.
    mutating func word() -> [UInt8] {
        (0..<Int(next() % 10)).map { _ in UInt8(ascii: "a") + UInt8(next() % 4) }
    }

    /// `word` with up to three random edits.
    mutating func mutated(_ word: [UInt8]) -> [UInt8] {
        var out = word
        for _ in 0..<Int(next() % 4) {
            let position = out.isEmpty ? 0 : Int(next() % UInt64(out.count))
            switch next() % 4 {
            case 0: out.insert(UInt8(ascii: "a") + UInt8(next() % 4), at: position)
            case 1 where !out.isEmpty: out.remove(at: position)
            case 2 where !out.isEmpty: out[position] = UInt8(ascii: "a") + UInt8(next() % 4)
            default: if position + 1 < out.count { out.swapAt(position, position + 1) }
            }
        }
        return out
    }
}
