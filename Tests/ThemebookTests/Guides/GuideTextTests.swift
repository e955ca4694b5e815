import Markdown
import Testing
@testable import ThemebookCore

@Suite("Guide text: a section's short text from its first blocks")
struct GuideTextTests {
    /// Words a section's short text could be cut anywhere among: ASCII, accented, combining
    /// marks, no-break spaces (whitespace to `short`, not to `GuideText`), wide characters,
    /// words longer than the limit, and blank code.
    static let pieces = [
        "word", "Colour", "naïve", "e\u{301}", "\u{301}x", "\u{00A0}\u{00A0}\u{00A0}", "\u{00A0}zz", "東京", "👩‍💻",
        String(repeating: "x", count: 230), String(repeating: "\u{00A0}", count: 250), "`layer1`", "*em*", "—",
    ]

    /// A deterministic mix of paragraphs, lists and code blocks made of `pieces`.
    static func markdown(seed: Int) -> String {
        var state = UInt64(truncatingIfNeeded: seed) &* 6364136223846793005 &+ 1442695040888963407
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var blocks: [String] = []
        for _ in 0..<(1 + next(12)) {
            let words = (0..<(1 + next(40))).map { _ in pieces[next(pieces.count)] }
            switch next(4) {
            case 0: blocks.append("- " + words.joined(separator: " ") + "\n- " + words.prefix(3).joined(separator: " "))
            case 1: blocks.append("```\n" + String(repeating: " ", count: next(600)) + words.prefix(2).joined(separator: " ") + "\n```")
            default: blocks.append(words.joined(separator: next(2) == 0 ? " " : "\n"))
            }
        }
        return "## Section\n\n" + blocks.joined(separator: "\n\n") + "\n"
    }

    @Test("a section's short text is the same from its first blocks as from all of them", arguments: 0..<400)
    func shortFromFirstBlocks(seed: Int) {
        let blocks = Array(MarkdownDocument.parse(Self.markdown(seed: seed)).blocks.dropFirst())
        let whole = SearchIndex.short(GuideText.of(blocks))
        #expect(SearchIndex.short(GuideText.of(blocks, moreThan: SearchIndex.textLimit)) == whole)
    }

    @Test("only the blocks up to the cut are read")
    func stopsAtTheCut() {
        let long = String(repeating: "word ", count: 60)
        let blocks = MarkdownDocument.parse([long, long, "tail"].joined(separator: "\n\n")).blocks
        let text = GuideText.of(blocks, moreThan: SearchIndex.textLimit)
        #expect(!text.contains("tail") && text.hasPrefix("word word"))
        #expect(GuideText.of(blocks).hasSuffix("tail"))
        #expect(GuideText.of(Array(blocks.suffix(1)), moreThan: SearchIndex.textLimit) == "tail")
    }
}
