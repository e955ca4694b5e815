import Testing
@testable import ThemebookCore

@Suite("Heading ids as GitHub makes them")
struct HeadingSluggerTests {
    @Test("ASCII and other titles get GitHub's ids: lowercased, punctuation dropped, spaces as dashes, repeats numbered")
    func gitHubIDs() {
        let headings: [(id: String, title: String)] = [
            ("don-t", "Don't"), ("use-layer1-not-layer2", "Use `layer1`, not *layer2*!"),
            ("a_b-c-9", "A_b-c 9"), ("ünïcode-title", "Ünïcode Title"), ("don-t-1", "Don't"),
            ("section", "!!!"), ("café-colours", "Café — colours"),
        ]
        // Only the ids that differ from ours are kept.
        #expect(HeadingSlugger.gitHubIDs(headings) == [
            "dont": "don-t", "dont-1": "don-t-1", "": "section", "café--colours": "café-colours",
        ])
    }
}
