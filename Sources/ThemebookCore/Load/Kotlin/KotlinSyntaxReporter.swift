/// Collects the syntax errors of one Kotlin file, at most `limit` of them, so a file that is not
/// Kotlin at all gives a handful of precise errors instead of thousands.
struct KotlinSyntaxReporter: Sendable {
    static let id = "kotlin-syntax"
    static let limit = 10

    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var count = 0

    init(file: String) { self.file = file }

    mutating func error(_ message: String, line: Int, column: Int, notes: [Diagnostic.Note] = []) {
        count += 1
        if count <= Self.limit {
            diagnostics.append(.error(Self.id, message, at: SourceLocation(file: file, line: line, column: column), notes: notes))
        } else if count == Self.limit + 1 {
            diagnostics.append(
                Diagnostic(
                    .note, Self.id, "more syntax errors in this file are not shown; fix the ones above first",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
    }

    mutating func error(_ message: String, at token: KotlinToken, notes: [Diagnostic.Note] = []) {
        error(message, line: token.line, column: token.column, notes: notes)
    }
}
