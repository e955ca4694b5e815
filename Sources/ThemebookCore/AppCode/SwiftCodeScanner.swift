/// Finds what one Swift file of the app does with the theme (`CodeFinding`), in one pass over
/// the tokens `SwiftLexer` makes of it. Comments and string literals are not tokens, so a
/// look-alike inside them never counts (a string is only read for a dark image name).
///
/// The rules, each a shape of tokens (`docs/guide/app-code.md` states them for readers):
/// - **token read**: `R.colors.name`, where `R` is a theme: a name ending in `theme` or `Theme`
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
///   `getThemedImageName(name:)` call, and a string literal ending in a dark suffix.
struct SwiftCodeScanner {
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
    }

    /// One `{…}` block: the locals bound in it to a theme's colours (false: a later local of the
    /// same name hides an outer one), and the type it is the body of.
    private struct Scope {
        var aliases: [String: Bool] = [:]
        var type: String?
    }

    private let tokens: [SwiftToken]
    private let settings: Settings
    private let triggers: Triggers
    private var scopes = [Scope()]
    /// How many names the open blocks bind (to the theme or hiding it): none, most of the time.
    private var boundNames = 0
    /// Open `(` and `[`, each `(` with the name it calls (`addObserver`), if any.
    private var brackets: [(isParen: Bool, callee: String?)] = []
    /// The last `)` closed and the name its `(` called.
    private var lastClose: (index: Int, callee: String?) = (-1, nil)
    /// The `{` that opens the body of the type declared last, and that type's name.
    private var pendingBody: (brace: Int, name: String)?
    private(set) var findings: [CodeFinding] = []
    private(set) var types: [DeclaredType] = []

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
        var reporter = SwiftSyntaxReporter(file: shownPath)
        let stream = SwiftLexer.tokenize(bytes, file: shownPath, reporter: &reporter)
        var scanner = SwiftCodeScanner(tokens: stream.tokens, settings: settings, triggers: triggers)
        scanner.run()
        var file = ScannedFile(path: path, shownPath: shownPath, findings: scanner.findings, types: scanner.types)
        if let first = reporter.diagnostics.first, let location = first.location {
            file.problem = .init(message: first.message, line: location.line, column: location.column)
        }
        return file
    }

    // MARK: - The pass

    mutating func run() {
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
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
            if scopes.count < Self.maxDepth { scopes.append(scope) }
        case "}":
            if scopes.count > 1 { boundNames -= scopes.removeLast().aliases.count }
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
        if boundNames > 0, !isPunctuation(i - 1, "."), !isKeyword(i - 1, "let"), !isKeyword(i - 1, "var"), isAlias(text) {
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
            }
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
            if settings.paletteNamespaces.contains(text), isPunctuation(i + 1, "."), let name = word(i + 2) {
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

    /// A token read when `.name` follows the token at `i` (an optional mark between).
    private mutating func tokenRead(after i: Int, text: String) {
        var dot = i + 1
        if isOptionalMark(dot) { dot += 1 }
        guard isPunctuation(dot, "."), let name = word(dot + 1) else { return }
        add(.token(name), text + "." + name, at: dot + 1)
    }

    /// Whether `name` is bound, in the innermost block that binds it, to a theme's colours.
    private func isAlias(_ name: String) -> Bool {
        for scope in scopes.reversed() {
            if let active = scope.aliases[name] { return active }
        }
        return false
    }

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
        if bindsColours || (boundNames > 0 && isAlias(name)) {
            if scopes[scopes.count - 1].aliases.updateValue(bindsColours, forKey: name) == nil { boundNames += 1 }
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

    // MARK: - Legacy theming and images

    /// `UIColor.Photon.X` (at `UIColor`), or `Photon.X` where nothing comes before `Photon`.
    private mutating func photon(at i: Int) {
        guard isPunctuation(i + 1, "."), let name = word(i + 2) else { return }
        if isPunctuation(i - 1, ".") {
            guard i >= 2, tokens[i - 2].kind == .identifier, tokens[i - 2].text == "UIColor", !isPunctuation(i - 3, ".") else { return }
            add(.legacy(.photon, palette: name), "UIColor.Photon." + name, at: i - 2)
        } else if !isDeclaration(i - 1) {
            add(.legacy(.photon, palette: name), "Photon." + name, at: i)
        }
    }

    /// `.DisplayThemeChanged` inside the arguments of a call that is not `post(…)`: an observer.
    private mutating func displayThemeChanged(at i: Int) {
        guard isPunctuation(i - 1, "."), let open = brackets.last(where: { $0.isParen }), open.callee != "post" else { return }
        add(.legacy(.displayThemeChanged, palette: nil), ".DisplayThemeChanged", at: i - 1, type: enclosingType)
    }

    /// `getThemedImageName(name: X)`, with X when it is a name or a plain string literal.
    private mutating func themedImageCall(at i: Int) {
        guard isPunctuation(i + 1, "("), !isKeyword(i - 1, "func") else { return }
        var j = i + 2
        if word(j) != nil, isPunctuation(j + 1, ":") { j += 2 }
        var argument: String?
        if j < tokens.count, tokens[j].kind == .string, !tokens[j].isInterpolated {
            argument = "\"" + tokens[j].text + "\""
        } else if word(j) != nil {
            argument = chain(from: j, segments: 5)
        }
        add(.themedImageCall(argument: argument), "getThemedImageName", at: i)
    }

    /// A string literal that is a name ending in a dark suffix (`"bookmark_dark"`, `"\(name)_dark"`).
    private mutating func darkImageName(at i: Int) {
        let text = tokens[i].text
        guard text.utf8.count <= 200, settings.darkSuffixes.contains(where: { !$0.isEmpty && text.hasSuffix($0) }),
            !text.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "\"") })
        else { return }
        add(.darkImageName(text), "\"" + text + "\"", at: i)
    }

    // MARK: - Types

    /// `class Name: Superclass, … {`: the type is remembered, and so is the `{` of its body.
    private mutating func typeDeclaration(at i: Int) {
        guard var name = word(i + 1), !Self.modifiers.contains(name) else { return }
        var j = i + 2
        // `extension Outer.Inner`: the type is the last name.
        while isPunctuation(j, "."), let next = word(j + 1) {
            name = next
            j += 2
        }
        var angle = 0
        var superclass: String?
        var sawColon = false
        let limit = min(tokens.count, i + Self.lookahead * 4)
        while j < limit {
            let token = tokens[j]
            if token.kind == .operator {
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle = max(0, angle - 1) }
                }
            } else if token.isPunctuation("{") {
                pendingBody = (j, name)
                break
            } else if token.isPunctuation("}") || token.isPunctuation(";") || token.isWord("where") {
                if !token.isWord("where") { break }
            } else if angle == 0, token.isPunctuation(":"), !sawColon {
                sawColon = true
                var k = j + 1
                superclass = word(k)
                while isPunctuation(k + 1, "."), let next = word(k + 2) {
                    superclass = next
                    k += 2
                }
            }
            j += 1
        }
        if !tokens[i].isKeyword("extension") { types.append(DeclaredType(name: name, superclass: superclass)) }
    }

    /// The innermost type around the current position.
    private var enclosingType: String? { scopes.last(where: { $0.type != nil })?.type }

    static let modifiers: Set<String> = [
        "override", "final", "open", "public", "internal", "private", "fileprivate", "static", "dynamic", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "indirect", "nonisolated",
    ]

    // MARK: - Token helpers

    private mutating func add(_ kind: CodeFinding.Kind, _ text: String, at index: Int, type: String? = nil) {
        findings.append(CodeFinding(kind, text, line: tokens[index].line, column: tokens[index].column, enclosingType: type))
    }

    /// The identifier at `i` (not a keyword), or nil.
    private func word(_ i: Int) -> String? {
        guard i >= 0, i < tokens.count, tokens[i].kind == .identifier else { return nil }
        return tokens[i].text
    }

    private func isPunctuation(_ i: Int, _ p: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].isPunctuation(p) }
    private func isKeyword(_ i: Int, _ k: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].isKeyword(k) }

    /// A `?` or `!` right after an expression, before a `.` (`theme?.colors`, `theme!.colors`).
    private func isOptionalMark(_ i: Int) -> Bool {
        guard i >= 0, i < tokens.count, tokens[i].kind == .operator, !tokens[i].spaceBefore else { return false }
        return tokens[i].text == "?" || tokens[i].text == "!"
    }

    /// Whether the token at `i` declares the name after it (`class`, `protocol`, `typealias`…).
    private func isDeclaration(_ i: Int) -> Bool {
        guard i >= 0, i < tokens.count else { return false }
        let token = tokens[i]
        return token.kind == .keyword && ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "case"].contains(token.text)
            || token.isWord("actor")
    }

    /// `A.b.c` from `i`, at most `segments` names, `?` and `!` left out.
    private func chain(from i: Int, segments: Int) -> String {
        var parts = [tokens[i].text]
        var j = i + 1
        while parts.count < segments {
            if isOptionalMark(j) { j += 1 }
            guard isPunctuation(j, "."), let next = word(j + 1) else { break }
            parts.append(next)
            j += 2
        }
        return parts.joined(separator: ".")
    }

    /// The `)` closing the `(` at `open`, looking no further than `limit`.
    private func closing(_ open: Int, limit: Int) -> Int? {
        var depth = 0
        var i = open
        while i < limit {
            if tokens[i].isPunctuation("(") { depth += 1 } else if tokens[i].isPunctuation(")") {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return nil
    }

    /// The `(` opened by the `)` at `close`, looking back no further than `lookahead` tokens.
    private func opening(_ close: Int) -> Int? {
        var depth = 0
        var i = close
        while i >= max(0, close - Self.lookahead) {
            if tokens[i].isPunctuation(")") { depth += 1 } else if tokens[i].isPunctuation("(") {
                depth -= 1
                if depth == 0 { return i }
            }
            i -= 1
        }
        return nil
    }
}
