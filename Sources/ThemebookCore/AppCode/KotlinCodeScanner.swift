/// Finds what one Kotlin file of the app does with the theme (`CodeFinding`), in one pass over
/// the tokens `KotlinLexer` makes of it. Comments, string literals and the expressions inside
/// their `${…}` templates are not tokens, so a look-alike inside them never counts.
///
/// The rules, each a shape of tokens (`docs/guide/app-code.md` states them for readers):
/// - **token read**: `A.name` where `A` is the Compose accessor the catalogue reads colours
///   through (`FirefoxTheme.colors`, from `android.accessor`, the reader's guess or
///   `code.tokens`), `name` not called; `?.` and `!!` may come between. A local bound to the
///   accessor alone (`val colors = FirefoxTheme.colors`) stands for it until its block ends.
/// - **resource read**: `R.color.name` (not `android.R.color`), alone or inside
///   `ContextCompat.getColor(context, R.color.name)` or `colorResource(R.color.name)`: a token
///   or a palette colour, whichever has the name (`AppCodeResolver`).
/// - **palette read**: `NS.Name` for each palette object the reader found (`PhotonColors.Blue50`).
/// `import` and `package` lines name types, never read them, and are passed over.
struct KotlinCodeScanner: CodeScanning {
    struct Settings: Sendable, Hashable {
        /// The accessors a theme's tokens hang off, each as its names (`["FirefoxTheme", "colors"]`).
        var accessors: [[String]] = []
        /// The palette objects (`PhotonColors`).
        var paletteNamespaces: Set<String> = []
    }

    let tokens: [KotlinToken]
    let settings: Settings
    /// The names bound to an accessor, by the depth of the `{…}` block that binds each; a
    /// later `val`/`var` of the same name in a deeper block hides it (`colours` false).
    var bindings: [String: [(depth: Int, colours: Bool)]] = [:]
    var depth = 0
    var findings: [CodeFinding] = []

    static let lookahead = 64

    init(tokens: [KotlinToken], settings: Settings) {
        self.tokens = tokens
        self.settings = settings
    }

    /// Scans one file's bytes: `path` from the app's root, `shownPath` for diagnostics.
    static func scan(_ bytes: [UInt8], path: String, shownPath: String, settings: Settings) -> ScannedFile {
        scan(bytes, path: path, shownPath: shownPath) { KotlinCodeScanner(tokens: $0, settings: settings) }
    }

    static func tokenize(_ bytes: [UInt8], file: String, reporter: inout KotlinSyntaxReporter) -> [KotlinToken] {
        KotlinLexer.tokenize(bytes, file: file, reporter: &reporter).tokens
    }

    // MARK: - The pass

    mutating func run() {
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .punctuation where token.text == "{":
                depth += 1
            case .punctuation where token.text == "}":
                closeBlock()
            case .keyword where token.text == "val" || token.text == "var":
                binding(at: i)
            case .keyword where token.text == "package" && token.newlineBefore:
                i = endOfLine(from: i)
                continue
            case .identifier where token.text == "import" && token.newlineBefore && !token.isEscaped:
                i = endOfLine(from: i)
                continue
            case .identifier:
                identifier(at: i)
            default:
                break
            }
            i += 1
        }
    }

    /// The first token after `i` on a later line.
    private func endOfLine(from i: Int) -> Int {
        var j = i + 1
        while j < tokens.count, !tokens[j].newlineBefore { j += 1 }
        return j
    }

    private mutating func closeBlock() {
        guard depth > 0 else { return }
        if !bindings.isEmpty {
            for name in Array(bindings.keys) {
                bindings[name]?.removeAll { $0.depth == depth }
                if bindings[name]?.isEmpty == true { bindings[name] = nil }
            }
        }
        depth -= 1
    }

    private mutating func identifier(at i: Int) {
        let text = tokens[i].text
        // Every rule starts at a name that nothing is read from: `x.R` or `x.colors` is another's.
        if isMemberAccess(i - 1) {
            // A name qualified by its package (`org.acme.theme.FirefoxTheme.colors`) is still it.
            guard i >= 2, isPackageSegment(i - 2), text.first?.isUppercase == true, !isAndroidR(i) else { return }
        }
        if bindings[text]?.last?.colours == true, !isDeclared(i) {
            tokenRead(after: i, text: text, at: i)
            return
        }
        if text == "R" {
            resourceRead(at: i)
            return
        }
        for accessor in settings.accessors where accessor.first == text {
            if let end = match(accessor, from: i) {
                tokenRead(after: end, text: accessor.joined(separator: "."), at: i)
                return
            }
        }
        if settings.paletteNamespaces.contains(text), !isDeclared(i), isMemberAccess(i + 1), let name = word(i + 2) {
            add(.palette(namespace: text, name: name), text + "." + name, at: i)
        }
    }

    /// A package name's part: lower case letters, digits and `_` (`org`, `fenix`, `ui2`).
    private func isPackageSegment(_ i: Int) -> Bool {
        guard let name = word(i), name.utf8.first.map({ $0 >= 0x61 && $0 <= 0x7A }) == true else { return false }
        return name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }

    /// `android.R.color.x` is the platform's colour, not the app's.
    private func isAndroidR(_ i: Int) -> Bool { tokens[i].text == "R" && word(i - 2) == "android" }

    /// `R.color.name`: a colour resource, read at `R`.
    private mutating func resourceRead(at i: Int) {
        guard isPunctuation(i + 1, "."), word(i + 2) == "color", isPunctuation(i + 3, "."), let name = word(i + 4) else { return }
        add(.resourceColor(name), "R.color." + name, at: i)
    }

    /// The index of the last name of `path` when its names, joined by `.`, `?.` or `!!.`, start at `i`.
    private func match(_ path: [String], from i: Int) -> Int? {
        var index = i
        for (offset, segment) in path.enumerated() {
            if offset > 0 {
                index = afterAccess(index + 1)
                guard index > 0 else { return nil }
            }
            guard word(index) == segment else { return nil }
        }
        return index
    }

    /// The token after the `.`, `?.` or `!!.` at `i`; -1 when there is none.
    private func afterAccess(_ i: Int) -> Int {
        var dot = i
        if dot < tokens.count, tokens[dot].isOperator("!!") { dot += 1 }
        return isMemberAccess(dot) ? dot + 1 : -1
    }

    /// A token read when `.name` follows the token at `end`, and `name` is no method: no `(`
    /// or trailing `{` follows it on its line. The finding stands at the name.
    private mutating func tokenRead(after end: Int, text: String, at start: Int) {
        let next = afterAccess(end + 1)
        guard next > 0, let name = word(next) else { return }
        if isPunctuation(next + 1, "(") || isPunctuation(next + 1, "{"), !tokens[next + 1].newlineBefore { return }
        add(.token(name), text + "." + name, at: next)
    }

    /// `val NAME = A` (a type may be written) where `A` is an accessor and nothing follows it:
    /// NAME stands for the theme's colours until its block ends. Any other `val`/`var` of a
    /// name bound so hides it there.
    private mutating func binding(at i: Int) {
        guard let name = word(i + 1) else { return }
        var j = i + 2
        if isPunctuation(j, ":") {
            while j < min(tokens.count, i + Self.lookahead), !tokens[j].isOperator("=") {
                if tokens[j].isPunctuation("{") || tokens[j].isPunctuation("}") || tokens[j].isPunctuation(";") || tokens[j].newlineBefore { break }
                j += 1
            }
        }
        var bindsColours = false
        if j < tokens.count, tokens[j].isOperator("="), j + 1 < tokens.count {
            for accessor in settings.accessors {
                guard let end = match(accessor, from: j + 1) else { continue }
                // `FirefoxTheme.colors.layer1` or `FirefoxTheme.colors.copy(…)` is something else.
                let after = end + 1
                let continues = after < tokens.count && !tokens[after].newlineBefore
                    && (isMemberAccess(after) || tokens[after].isOperator("!!") || isPunctuation(after, "(") || isPunctuation(after, "["))
                bindsColours = !continues
                break
            }
        }
        guard bindsColours || bindings[name] != nil else { return }
        if bindings[name]?.last?.depth == depth {
            bindings[name]![bindings[name]!.count - 1].colours = bindsColours
        } else {
            bindings[name, default: []].append((depth, bindsColours))
        }
    }

    // MARK: - Token helpers

    private mutating func add(_ kind: CodeFinding.Kind, _ text: String, at index: Int) {
        findings.append(CodeFinding(kind, text, line: tokens[index].line, column: tokens[index].column))
    }

    /// The name at `i` (not a keyword), or nil.
    private func word(_ i: Int) -> String? {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return nil }
        return tokens[i].text
    }

    private func isPunctuation(_ i: Int, _ p: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].isPunctuation(p) }

    /// `.` or `?.`.
    private func isMemberAccess(_ i: Int) -> Bool { i >= 0 && i < tokens.count && (tokens[i].isPunctuation(".") || tokens[i].isOperator("?.")) }

    /// Whether the name at `i` is being declared (`object PhotonColors`, `val colors`, `fun colors`).
    private func isDeclared(_ i: Int) -> Bool {
        guard i > 0 else { return false }
        let before = tokens[i - 1]
        return before.kind == .keyword && ["val", "var", "fun", "class", "object", "interface", "typealias"].contains(before.text)
    }
}
