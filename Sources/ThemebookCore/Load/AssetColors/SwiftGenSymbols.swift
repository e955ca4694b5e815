/// Reads a file SwiftGen generated from asset catalogues for the symbol of each colour:
///
///     internal enum Asset {
///       internal enum Colors {
///         internal static let primary = ColorAsset(name: "Colors/primary")
///
/// gives `"Colors/primary": "Asset.Colors.primary"`. Only nesting of enums, structs and
/// extensions and `static let x = T(name: "…")` matter; every other brace is counted, so the
/// file's helper types do not confuse the nesting. A generator's custom template that follows
/// the same shape is read the same way.
enum SwiftGenSymbols {
    /// Asset name → symbol path (without `.color`), for every `static let` initialised with a
    /// `name:` string in the file.
    static func read(_ bytes: [UInt8], file: String) -> [String: String] {
        var reporter = SwiftSyntaxReporter(file: file)
        let tokens = SwiftLexer.tokenize(bytes, file: file, reporter: &reporter).tokens
        var out: [String: String] = [:]
        // Each open brace: the name it opens when it is a type's body, else nil.
        var scopes: [String?] = []
        var pendingType: String?
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch (token.kind, token.text) {
            case (.keyword, "enum"), (.keyword, "struct"), (.keyword, "extension"), (.keyword, "class"):
                if i + 1 < tokens.count, tokens[i + 1].kind == .identifier { pendingType = tokens[i + 1].text }
            case (.punctuation, "{"):
                scopes.append(pendingType)
                pendingType = nil
                // Bounded: a file of a million braces is not a generated asset file.
                if scopes.count > 200 { return out }
            case (.punctuation, "}"):
                if !scopes.isEmpty { scopes.removeLast() }
            case (.keyword, "let"), (.keyword, "var"):
                pendingType = nil
                // `static let name = Type(name: "value"…)`
                guard i + 6 < tokens.count, tokens[i + 1].kind == .identifier, tokens[i + 2].text == "=",
                    tokens[i + 3].kind == .identifier, tokens[i + 4].text == "(", tokens[i + 5].text == "name",
                    tokens[i + 6].text == ":", i + 7 < tokens.count, tokens[i + 7].kind == .string, !tokens[i + 7].isInterpolated,
                    scopes.allSatisfy({ $0 != nil })
                else { break }
                let path = scopes.compactMap { $0 } + [backticked(tokens[i + 1].text)]
                if out[tokens[i + 7].text] == nil { out[tokens[i + 7].text] = path.joined(separator: ".") }
            default:
                break
            }
            i += 1
        }
        return out
    }

    /// A member name as code writes it: a keyword in backticks.
    private static func backticked(_ name: String) -> String {
        AssetSymbolName.keywords.contains(name) ? "`\(name)`" : name
    }
}
