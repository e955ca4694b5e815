import Markdown
import Testing
@testable import ThemebookCore

@Suite("Guide text")
struct GuideTextTests {
    /// Words a section may hold: plain ASCII and prose punctuation, and the characters that
    /// make counting hard (combining marks, a prepended sign, Unicode whitespace, flags, joiners).
    private static let words = [
        "colour", "token", "a", "`layer1`", "**bold**", "*em*", "é", "’", "—", "x-y", "e\u{301}", "\u{600}",
        "\u{A0}", "\u{2028}", "\u{A0}\u{A0}\u{A0}", "🇫🇷", "a\u{200D}", "\u{301}", String(repeating: "w", count: 150),
        String(repeating: "ü", count: 120), "<token:layer1>",
    ]

    private static func section(_ generator: inout SplitMix) -> String {
        var blocks: [String] = []
        let plain = Bool.random(using: &generator)
        for _ in 0..<Int.random(in: 1...12, using: &generator) {
            let count = Int.random(in: 1...40, using: &generator)
            // Half the sections in words whose characters are all plain.
            let vocabulary = plain ? Array(words.prefix(10)) : words
            let text = (0..<count).map { _ in vocabulary.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "\n")
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: blocks.append("- " + text.replacingOccurrences(of: "\n", with: " "))
            case 1: blocks.append("```\n" + text + "\n```")
            default: blocks.append(text)
            }
        }
        return blocks.joined(separator: "\n\n")
    }

    @Test("a section's search text made only so far shortens as the whole text does")
    func sectionTextPrefix() {
        var generator = SplitMix(seed: 46)
        var stoppedEarly = 0
        for _ in 0..<400 {
            let blocks = MarkdownDocument.parse(Self.section(&generator)).blocks
            var prefix = GuideText.Prefix(checkFrom: SearchIndex.textLimit + 2, isEnough: SearchIndex.isDecided(byStartOf:))
            for block in blocks { prefix.append(block) }
            let whole = GuideText.of(blocks)
            #expect(whole.utf8.starts(with: prefix.text.utf8))
            #expect(SearchIndex.short(prefix.text) == SearchIndex.short(whole), "\(blocks)")
            if prefix.text.utf8.count < whole.utf8.count { stoppedEarly += 1 }
        }
        // It does stop early, or it would buy nothing.
        #expect(stoppedEarly > 100)
    }

    @Test("the start that decides a short text is plain characters only, one past the limit and one more")
    func decidingStart() {
        let limit = SearchIndex.textLimit
        #expect(SearchIndex.isDecided(byStartOf: String(repeating: "ab ", count: 100)))
        #expect(SearchIndex.isDecided(byStartOf: String(repeating: "x", count: limit + 2)))
        #expect(!SearchIndex.isDecided(byStartOf: String(repeating: "x", count: limit + 1)))
        #expect(SearchIndex.isDecided(byStartOf: String(repeating: "é", count: limit + 2)))
        // A combining mark, Unicode whitespace or a control inside the start: not decided there.
        #expect(!SearchIndex.isDecided(byStartOf: "e\u{301}" + String(repeating: "x", count: limit + 2)))
        #expect(!SearchIndex.isDecided(byStartOf: "a\u{A0}" + String(repeating: "x", count: limit + 2)))
        #expect(!SearchIndex.isDecided(byStartOf: "a\u{1}" + String(repeating: "x", count: limit + 2)))
        // Whatever follows the start.
        #expect(SearchIndex.isDecided(byStartOf: String(repeating: "x", count: limit + 2) + "\u{301}\u{A0}"))
    }
}
