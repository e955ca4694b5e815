/// A Swift file's brackets paired (`BracketPairs`), each problem reported at its token.
struct SwiftBrackets: Sendable {
    /// For each token: the index of its partner; -1 for a token that is not a bracket or for a
    /// closer without an opener.
    let partner: [Int]

    init(_ tokens: [SwiftToken], reporter: inout SwiftSyntaxReporter) {
        let pairs = BracketPairs(count: tokens.count) { tokens[$0].kind == .punctuation ? tokens[$0].text : nil }
        for problem in pairs.problems {
            let notes = problem.note.map { [Diagnostic.Note($0.message, at: tokens[$0.token].location(in: reporter.file))] } ?? []
            reporter.error(problem.message, at: tokens[problem.token], notes: notes)
        }
        partner = pairs.partner
    }
}
