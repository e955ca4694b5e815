/// Finds what one Swift file of the app does with the theme (`CodeFinding`), in one pass over
/// the tokens `SwiftLexer` makes of it. Comments and string literals are not tokens, so a
/// look-alike inside them never counts (a string is only read for a dark image name).
///
/// The rules, each a shape of tokens (`docs/guide/app-code.md` states them for readers):
/// - **token read**: `R.colors.name` (`name` neither called nor followed by a closure), where `R` is a theme: a name ending in `theme` or `Theme`
///   (`theme`, `currentTheme`, `self.theme`), a call of one (`getCurrentTheme(for: uuid)`,
///   `LightTheme()`) or a receiver the config's `code.tokens` spells out; `?` and `!` may
///   follow either part. A local bound to `R.colors` (`let colors = theme.colors`) stands for
///   it until its block ends: `colors.name`.
/// - **palette read**: `NS.Name` for each palette namespace (`FXColors.Blue50`).
/// - **legacy theming**: `UIColor.Photon.X` (or `Photon.X`), `UIColor.theme…`,
///   `UIColor.legacyTheme…`, `LegacyThemeManager`, `NotificationThemeable` (and
///   `LegacyNotificationThemeable`), and `.DisplayThemeChanged` in the arguments of a call
///   other than `post` (kept with its type; only views and cells count, `AppCodeResolver`).
/// - **images**: a reference into the image identifiers (`StandardImageIdentifiers.Large.x`), a
///   `getThemedImageName(name:)` call, and a string literal ending in a dark suffix (outside
///   the body of `func getThemedImageName`, which adds the suffix by rule).
struct SwiftCodeScanner: CodeScanning {
    struct Settings: Sendable, Hashable {
        /// The member a theme's tokens hang off (`colors` of `theme.colors`).
        var tokenMember = "colors"
        /// Receivers written out in `code.tokens` that do not end in `theme` (`AppStyle.current`).
        var receivers: [[String]] = []
        var paletteNamespaces: Set<String> = []
        /// The first names of the image identifiers' namespaces (`StandardImageIdentifiers`).
        var imageRoots: Set<String> = []
        /// The dark themes' image suffixes (`_dark`).
        var darkSuffixes: [String] = ["_dark"]
        /// Colour sets (`colorSets`) by the name code asks for them → their token.
        var colorSetNames: [String: String] = [:]
        /// Colour sets by Xcode's asset symbol (`Colors.Label.primary`) → their token.
        var colorResources: [String: String] = [:]
        /// Colour sets by SwiftGen's symbol (`Asset.Colors.Label.primary`) → their token.
        var colorSetSymbols: [String: String] = [:]
        /// The first names of SwiftGen's symbols (`Asset`).
        var colorSetRoots: Set<String> = []

        /// Whether any colour set or static token is read by a name or symbol of its own.
        var readsColorSymbols: Bool { !colorSetNames.isEmpty || !colorResources.isEmpty || !colorSetSymbols.isEmpty }
    }

    /// One `{…}` block: the names bound in it (to a theme's colours, or hiding an outer one),
    /// and the type it is the body of.
    struct Scope {
        var bound: [String] = []
        var type: String?
        /// The body of `func getThemedImageName`: the dark suffix it adds is the rule itself.
        var isImageRule = false
    }

    let tokens: [SwiftToken]
    let settings: Settings
    let triggers: Triggers
    var scopes = [Scope()]
    /// Each bound name's bindings in the open blocks, innermost last: whether it stands for a
    /// theme's colours, and the depth of its block. Empty most of the time.
    var bindings: [String: [(depth: Int, colours: Bool)]] = [:]
    /// Open `(` and `[`, each `(` with the name it calls (`addObserver`), if any.
    var brackets: [(isParen: Bool, callee: String?)] = []
    /// The last `)` closed and the name its `(` called.
    var lastClose: (index: Int, callee: String?) = (-1, nil)
    /// The `{` that opens the body of the type declared last, and that type's name.
    var pendingBody: (brace: Int, name: String)?
    /// The `{` that opens the body of `func getThemedImageName`.
    var pendingImageRule: Int?
    var findings: [CodeFinding] = []
    var types: [DeclaredType] = []

    /// Bounds on how far a rule looks ahead, so that no input makes a pass quadratic.
    static let lookahead = 64
    static let maxDepth = 1_000

    init(tokens: [SwiftToken], settings: Settings, triggers: Triggers? = nil) {
        self.tokens = tokens
        self.settings = settings
        self.triggers = triggers ?? Triggers(settings)
    }

    /// Scans one file's bytes: `path` from the app's root, `shownPath` for diagnostics.
    static func scan(
        _ bytes: [UInt8], path: String, shownPath: String, settings: Settings, triggers: Triggers? = nil
    ) -> ScannedFile {
        scan(bytes, path: path, shownPath: shownPath) { SwiftCodeScanner(tokens: $0, settings: settings, triggers: triggers) }
    }

    static func tokenize(_ bytes: [UInt8], file: String, reporter: inout SwiftSyntaxReporter) -> [SwiftToken] {
        SwiftLexer.tokenize(bytes, file: file, reporter: &reporter).tokens
    }

    // MARK: - The pass

    mutating func run() {
        var i = 0
        while i < tokens.count {
            switch tokens[i].kind {
            case .punctuation:
                punctuation(at: i)
            case .keyword:
                keyword(at: i)
            case .identifier:
                identifier(at: i)
            case .string:
                darkImageName(at: i)
            default:
                break
            }
            i += 1
        }
    }

    private mutating func punctuation(at i: Int) {
        switch tokens[i].text {
        case "{":
            var scope = Scope()
            if let pending = pendingBody, pending.brace == i {
                scope.type = pending.name
                pendingBody = nil
            }
            if pendingImageRule == i || scopes.last?.isImageRule == true { scope.isImageRule = true }
            if scopes.count < Self.maxDepth { scopes.append(scope) }
        case "}":
            if scopes.count > 1 {
                let depth = scopes.count
                for name in scopes.removeLast().bound {
                    bindings[name]?.removeAll { $0.depth == depth }
                    if bindings[name]?.isEmpty == true { bindings[name] = nil }
                }
            }
        case "(":
            let callee = i > 0 && tokens[i - 1].kind == .identifier ? tokens[i - 1].text : nil
            if brackets.count < Self.maxDepth { brackets.append((true, callee)) }
        case "[":
            if brackets.count < Self.maxDepth { brackets.append((false, nil)) }
        case ")":
            if let open = brackets.lastIndex(where: { $0.isParen }) {
                lastClose = (i, brackets[open].callee)
                brackets.removeSubrange(open...)
            }
        case "]":
            if let open = brackets.lastIndex(where: { !$0.isParen }) { brackets.removeSubrange(open...) }
        default:
            break
        }
    }

    private mutating func keyword(at i: Int) {
        switch tokens[i].text {
        case "let", "var":
            binding(at: i)
        case "class", "struct", "enum", "extension", "protocol":
            typeDeclaration(at: i)
        default:
            break
        }
    }

    private mutating func identifier(at i: Int) {
        let text = tokens[i].text
        if !bindings.isEmpty, !isPunctuation(i - 1, "."), !isKeyword(i - 1, "let"), !isKeyword(i - 1, "var"), isAlias(text) {
            tokenRead(after: i, text: text)
            return
        }
        // Nearly every name is none of the few this pass looks for: told apart by its first
        // byte and length before any string is compared.
        guard triggers.mayMatch(text) else { return }
        if text == settings.tokenMember, isPunctuation(i - 1, "."), let receiver = receiver(endingBefore: i - 1) {
            tokenRead(after: i, text: receiver + "." + text)
            return
        }
        switch text {
        case "Photon":
            photon(at: i)
        case "UIColor":
            if isPunctuation(i + 1, "."), let member = word(i + 2), member == "theme" || member == "legacyTheme" {
                let kind: LegacyTheming = member == "theme" ? .uiColorTheme : .legacyTheme
                add(.legacy(kind, palette: nil), chain(from: i, segments: 6), at: i)
            } else if settings.readsColorSymbols {
                colorSetRead(at: i)
            }
        case "NSColor", "Color", "ColorResource":
            if settings.readsColorSymbols { colorSetRead(at: i) }
        case "LegacyThemeManager":
            if !isDeclaration(i - 1) { add(.legacy(.manager, palette: nil), chain(from: i, segments: 3), at: i) }
        case "NotificationThemeable", "LegacyNotificationThemeable":
            if !isDeclaration(i - 1) { add(.legacy(.notificationThemeable, palette: nil), text, at: i) }
        case "DisplayThemeChanged":
            displayThemeChanged(at: i)
        case "getThemedImageName":
            themedImageCall(at: i)
        case "actor":
            if word(i + 1) != nil { typeDeclaration(at: i) }
        default:
            if settings.colorSetRoots.contains(text), swiftGenColorSet(at: i) {
                return
            } else if settings.paletteNamespaces.contains(text), isPunctuation(i + 1, "."), let name = word(i + 2) {
                add(.palette(namespace: text, name: name), text + "." + name, at: i)
            } else if settings.imageRoots.contains(text), !isPunctuation(i - 1, "."), !isDeclaration(i - 1),
                isPunctuation(i + 1, "."), word(i + 2) != nil
            {
                let reference = chain(from: i, segments: 5)
                add(.image(reference), reference, at: i)
            }
        }
    }

    // MARK: - Tokens

    /// The theme a `.colors` at `dot` hangs off, as written; nil when what comes before is no theme.
    private func receiver(endingBefore dot: Int) -> String? {
        var end = dot - 1
        if isOptionalMark(end) { end -= 1 }
        guard end >= 0 else { return nil }
        let token = tokens[end]
        if token.kind == .identifier, Self.namesTheme(token.text) { return token.text }
        if token.isPunctuation(")"), lastClose.index == end, let callee = lastClose.callee, Self.namesTheme(callee) {
            return callee + (isPunctuation(end - 1, "(") ? "()" : "(…)")
        }
        for path in settings.receivers where !path.isEmpty && matches(path, endingAt: end) {
            return path.joined(separator: ".")
        }
        return nil
    }

    /// `theme`, `currentTheme`, `LightTheme`: a name that ends in "theme", in either case.
    static func namesTheme(_ name: String) -> Bool { name.hasSuffix("theme") || name.hasSuffix("Theme") }

    /// Whether the identifiers of `path`, joined by dots, end at `end`.
    private func matches(_ path: [String], endingAt end: Int) -> Bool {
        var index = end
        for (offset, segment) in path.reversed().enumerated() {
            if offset > 0 {
                guard isPunctuation(index, ".") else { return false }
                index -= 1
            }
            guard index >= 0, tokens[index].kind == .identifier, tokens[index].text == segment else { return false }
            index -= 1
        }
        return !isPunctuation(index, ".")
    }

    /// A token read when `.name` follows the token at `i` (an optional mark between), and
    /// `name` is no method: no `(` or `{` follows it on its line.
    private mutating func tokenRead(after i: Int, text: String) {
        var dot = i + 1
        if isOptionalMark(dot) { dot += 1 }
        guard isPunctuation(dot, "."), let name = word(dot + 1) else { return }
        let next = dot + 2
        if isPunctuation(next, "(") || isPunctuation(next, "{"), !tokens[next].newlineBefore { return }
        add(.token(name), text + "." + name, at: dot + 1)
    }

    /// Whether `name` is bound, in the innermost block that binds it, to a theme's colours.
    private func isAlias(_ name: String) -> Bool { bindings[name]?.last?.colours ?? false }

    /// `let NAME = R.colors` (a type may be written, and `if`/`guard` may come before): NAME
    /// stands for the theme's colours until its block ends. Any other `let`/`var` of a name
    /// bound so hides it there.
    private mutating func binding(at i: Int) {
        guard let name = word(i + 1) else { return }
        var j = i + 2
        if isPunctuation(j, ":") {
            // The type, up to the `=`; a declaration without one binds nothing to the theme.
            while j < min(tokens.count, i + Self.lookahead), !tokens[j].isOperator("=") {
                if tokens[j].isPunctuation("{") || tokens[j].isPunctuation("}") || tokens[j].isPunctuation(";") { break }
                j += 1
            }
        }
        let bindsColours = j < tokens.count && tokens[j].isOperator("=") && isThemeColours(from: j + 1)
        guard bindsColours || bindings[name] != nil else { return }
        let depth = scopes.count
        if bindings[name]?.last?.depth == depth {
            bindings[name]![bindings[name]!.count - 1].colours = bindsColours
        } else {
            bindings[name, default: []].append((depth, bindsColours))
            scopes[depth - 1].bound.append(name)
        }
    }

    /// Whether the expression at `start` is a chain that ends `R.colors` and goes no further.
    private func isThemeColours(from start: Int) -> Bool {
        var i = start
        var last: Int?
        let limit = min(tokens.count, start + Self.lookahead)
        while i < limit {
            guard tokens[i].kind == .identifier || tokens[i].isKeyword("self") else { return false }
            last = i
            i += 1
            if isPunctuation(i, "("), !tokens[i].newlineBefore {
                guard let close = closing(i, limit: limit) else { return false }
                i = close + 1
            }
            if isOptionalMark(i) { i += 1 }
            guard isPunctuation(i, "."), i + 1 < limit, tokens[i + 1].kind == .identifier || tokens[i + 1].isKeyword("self") else { break }
            i += 1
        }
        guard let member = last, tokens[member].text == settings.tokenMember, isPunctuation(member - 1, ".") else { return false }
        // `theme.colors(for: …)` or `theme.colors[…]` is something else.
        if isPunctuation(i, "(") || isPunctuation(i, "[") { return false }
        return receiverWithoutState(endingBefore: member - 1)
    }

    /// `receiver(endingBefore:)` for a chain ahead of the pass, where `lastClose` is not yet known.
    private func receiverWithoutState(endingBefore dot: Int) -> Bool {
        var end = dot - 1
        if isOptionalMark(end) { end -= 1 }
        guard end >= 0 else { return false }
        if tokens[end].kind == .identifier, Self.namesTheme(tokens[end].text) { return true }
        if tokens[end].isPunctuation(")"), let open = opening(end), open > 0, tokens[open - 1].kind == .identifier {
            return Self.namesTheme(tokens[open - 1].text)
        }
        return settings.receivers.contains { !$0.isEmpty && matches($0, endingAt: end) }
    }

}
