/// One parsed Swift file: its top-level declarations and its tokens (readers look inside
/// function bodies by token range).
struct SwiftSourceFile: Sendable {
    var path: String
    var members: [SwiftMember]
    var tokens: [SwiftToken]

    /// Tokenizes and parses; syntax errors go to `diagnostics` with exact positions.
    static func parse(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> SwiftSourceFile {
        var reporter = SwiftSyntaxReporter(file: path)
        let stream = SwiftLexer.tokenize(bytes, file: path, reporter: &reporter)
        let members = SwiftParser.parse(stream, reporter: &reporter)
        diagnostics.append(contentsOf: reporter.diagnostics)
        return SwiftSourceFile(path: path, members: members, tokens: stream.tokens)
    }

    /// Top-level type declarations, in source order.
    var types: [SwiftTypeDeclaration] {
        members.compactMap { if case .type(let t) = $0 { t } else { nil } }
    }

    /// Every type declaration at any depth, outermost first, in source order.
    var allTypes: [SwiftTypeDeclaration] {
        var out: [SwiftTypeDeclaration] = []
        func walk(_ type: SwiftTypeDeclaration) {
            out.append(type)
            for case .type(let inner) in type.members { walk(inner) }
        }
        types.forEach(walk)
        return out
    }
}
