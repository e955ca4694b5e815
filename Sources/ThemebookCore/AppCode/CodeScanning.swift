/// A pass over the tokens of one file of the app's code that finds what the file does with the
/// theme (`SwiftCodeScanner`, `KotlinCodeScanner`). `scan(_:path:shownPath:pass:)` is the one way
/// a file is lexed and passed over, so every language reports a file it cannot read whole alike.
protocol CodeScanning {
    associatedtype Token
    associatedtype Reporter: SyntaxReporting
    /// The tokens of `bytes`; the syntax errors go to `reporter`, which is made for `file`.
    static func tokenize(_ bytes: [UInt8], file: String, reporter: inout Reporter) -> [Token]
    var findings: [CodeFinding] { get }
    /// The types the file declares (none where the language's rules need none).
    var types: [DeclaredType] { get }
    mutating func run()
}

/// A lexer's collector of syntax errors, made for one file.
protocol SyntaxReporting {
    init(file: String)
    var diagnostics: [Diagnostic] { get }
}

extension SwiftSyntaxReporter: SyntaxReporting {}
extension KotlinSyntaxReporter: SyntaxReporting {}

extension CodeScanning {
    var types: [DeclaredType] { [] }

    /// Scans one file's bytes: `path` from the app's root, `shownPath` for diagnostics; `pass`
    /// makes the scanner over the file's tokens. The lexer's first error is the file's problem:
    /// the findings are of what could be read.
    static func scan(_ bytes: [UInt8], path: String, shownPath: String, pass: ([Token]) -> Self) -> ScannedFile {
        var reporter = Reporter(file: shownPath)
        var scanner = pass(tokenize(bytes, file: shownPath, reporter: &reporter))
        scanner.run()
        var file = ScannedFile(path: path, shownPath: shownPath, findings: scanner.findings, types: scanner.types)
        if let first = reporter.diagnostics.first, let location = first.location {
            file.problem = .init(message: first.message, line: location.line, column: location.column)
        }
        return file
    }
}
