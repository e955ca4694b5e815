/// Collects the syntax errors of one Swift file, at most `limit` of them, so a file that is
/// not Swift at all gives a handful of precise errors instead of thousands.
struct SwiftSyntaxReporter: Sendable {
    static let id = "swift-syntax"
    static let limit = 10

    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var count = 0
    /// Every error reported so far, shown or not.
    var errorCount: Int { count }

    init(file: String) { self.file = file }

    mutating func error(_ message: String, line: Int, column: Int, notes: [Diagnostic.Note] = []) {
        count += 1
        if count <= Self.limit {
            diagnostics.append(
                .error(
                    Self.id, message, at: SourceLocation(file: file, line: line, column: column), notes: notes))
        } else if count == Self.limit + 1 {
            diagnostics.append(
                Diagnostic(
                    .note, Self.id, "more syntax errors in this file are not shown; fix the ones above first",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
    }

    /// A warning about valid Swift that themebook does not read (not counted against the limit).
    mutating func warning(_ id: String, _ message: String, at token: SwiftToken) {
        diagnostics.append(
            Diagnostic(.warning, id, message, at: SourceLocation(file: file, line: token.line, column: token.column)))
    }

    mutating func error(_ message: String, at token: SwiftToken, notes: [Diagnostic.Note] = []) {
        error(message, line: token.line, column: token.column, notes: notes)
    }
}
