import Foundation

/// One theme enum whose colours switch on `self` (shape 5):
///
///     enum ReadingTheme: String, CaseIterable {
///         case light, sepia, dark
///         /// The page behind the text.
///         var background: UIColor {
///             switch self {
///             case .light: return .white
///             case .sepia: return UIColor(hex: 0xF4ECD8)
///             case .dark: return Palette.gray900
///             }
///         }
///         var link: UIColor { background }                          // a token too: an alias
///     }
///
/// The enum of the configured files with two cases or more, at least as many colour members
/// whose getter chooses on `self` (`switch self`, `self == .dark ? a : b`, `if case .dark = self`,
/// `[.dark, .black].contains(self)`, and chains of them), and the most of them.
/// Its cases are the themes (the case name the id); its colour members that are neither static
/// nor private are the tokens. A token's value in a theme is the clause of its getter that names
/// the case (else the `default` clause, or the other side of the test), or the getter itself when
/// it does not choose, read with the case as `self`: a bare member name is the same theme's token.
struct SwiftCaseThemeReader {
    let typeName: String
    let cases: [SwiftEnumCase]
    let files: [SwiftSourceFile]
    let index: SwiftTypeIndex
    /// A function per token instead (Pocket Casts' shape): static functions of any type of the
    /// files that return a colour, take the theme enum (`for theme: Look? = nil`) and switch on
    /// it (`switch theme ?? Shade.look { case .day: … }`), each with the type declaring it.
    var functions: [(owner: String, function: SwiftFunction)] = []
    /// The types declaring `functions`.
    var functionOwners: [String] { functions.reduce(into: [String]()) { if !$0.contains($1.owner) { $0.append($1.owner) } } }

    /// The theme enum of the files, if one has two cases or more and at least as many colour
    /// members that choose on `self`.
    static func find(in files: [SwiftSourceFile], index: SwiftTypeIndex) -> SwiftCaseThemeReader? {
        var best: (reader: SwiftCaseThemeReader, switches: Int)?
        var seen = Set<String>()
        // Every enum's token functions, found in one pass over the functions (not once per enum).
        let functionsByEnum = tokenFunctions(in: files)
        for file in files {
            for type in file.allTypes where type.kind == .enum && seen.insert(type.name).inserted {
                let cases = (index.typesByName[type.name] ?? []).flatMap { declaration in
                    declaration.members.compactMap { member -> SwiftEnumCase? in
                        if case .enumCase(let c) = member { return c }
                        return nil
                    }
                }
                guard cases.count >= 2 else { continue }
                let switches = properties(of: type.name, index: index).count { SwiftInstanceThemeReader.isToken($0) && switchesOnSelf($0.value) }
                // An enum of token names has one colour member (or a light and a dark one) that
                // chooses on `self` over many cases: its cases are tokens, not themes. A theme
                // enum has more tokens that choose than it has themes.
                if switches >= 2, cases.count <= switches, switches > best?.switches ?? 0 {
                    best = (SwiftCaseThemeReader(typeName: type.name, cases: cases, files: files, index: index), switches)
                    continue
                }
                let functions = functionsByEnum[type.name] ?? []
                // Two functions or more: one that switches over an enum is a token switch (its
                // cases the tokens, `SwiftDynamicReader`), or a light and a dark one.
                guard switches < 2, functions.count >= 2, functions.count > best?.switches ?? 0 else { continue }
                var reader = SwiftCaseThemeReader(typeName: type.name, cases: cases, files: files, index: index)
                reader.functions = functions
                best = (reader, functions.count)
            }
        }
        return best?.reader
    }

    /// The static functions of `files` that return a colour and switch on a parameter (perhaps
    /// optional) of some type, by that type's name: in source order, the first of each name.
    static func tokenFunctions(in files: [SwiftSourceFile]) -> [String: [(owner: String, function: SwiftFunction)]] {
        var out: [String: [(owner: String, function: SwiftFunction)]] = [:]
        var seen: [String: Set<String>] = [:]
        for file in files {
            for type in file.allTypes {
                for case .function(let function) in type.members where function.isStatic {
                    guard SwiftProtocolReader.tokenType(function.returnType) != nil,
                        case .value(.switchValue(let subject, _, _))? = function.statements
                    else { continue }
                    for parameter in function.parameters {
                        // `switch theme`, or `switch theme ?? Current.theme` (read as `??`: any
                        // parameter may be the one chosen on).
                        switch subject {
                        case .name(parameter.name, _), .unsupported: break
                        default: continue
                        }
                        var bare = parameter.type.map(SwiftTypeIndex.bare) ?? ""
                        while bare.hasSuffix("?") { bare.removeLast() }
                        guard !bare.isEmpty, seen[bare, default: []].insert(function.name).inserted else { continue }
                        out[bare, default: []].append((type.name, function))
                    }
                }
            }
        }
        return out
    }

    /// The instance properties of the enum and its extensions, the first of each name.
    static func properties(of type: String, index: SwiftTypeIndex) -> [SwiftProperty] {
        var seen = Set<String>()
        return (index.typesByName[type] ?? []).flatMap(\.properties).filter { !$0.isStatic && seen.insert($0.name).inserted }
    }

    /// Whether a getter chooses on `self`: a `switch self`, or a test of `self` (`selfTest`) in a
    /// ternary or an `if`.
    static func switchesOnSelf(_ value: SwiftExpression?) -> Bool {
        switch value {
        case .switchValue(.name("self", _), _, _)?: true
        case .conditional(.other(let condition), _, _, _, _)?: selfTest(condition) != nil
        default: false
        }
    }

    /// The cases a test of `self` names, and whether it holds for them (`equal`) or for the others:
    /// `self == .dark`, `.dark == self`, `self == .dark || self == .black`, `case .dark = self` and
    /// `[.dark, .black].contains(self)` hold for the cases named; `self != .light`,
    /// `self != .light && self != .sepia` and `![.light].contains(self)` for the others. Anything
    /// else (another subject, a mixed test) is nil.
    static func selfTest(_ condition: String) -> (equal: Bool, names: [String])? {
        let text = condition.filter { !$0.isWhitespace }
        func caseName<S: StringProtocol>(_ side: S) -> String? {
            guard side.hasPrefix("."), side.count > 1, side.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                return nil
            }
            return String(side.dropFirst())
        }
        func names<S: StringProtocol>(_ list: [S]) -> [String]? {
            let names = list.compactMap(caseName)
            return names.count == list.count && !names.isEmpty ? names : nil
        }
        let contains = "].contains(self)"
        for (prefix, equal) in [("[", true), ("![", false)] where text.hasPrefix(prefix) && text.hasSuffix(contains) {
            let list = text.dropFirst(prefix.count).dropLast(contains.count)
            return names(list.split(separator: ",", omittingEmptySubsequences: false)).map { (equal, $0) }
        }
        if text.hasPrefix("case"), text.hasSuffix("=self"), let name = caseName(text.dropFirst(4).dropLast(5)) {
            return (true, [name])
        }
        for (joiner, symbol, equal) in [("||", "==", true), ("&&", "!=", false)] {
            let tests = text.components(separatedBy: joiner).map { test -> String? in
                let sides = test.components(separatedBy: symbol)
                guard sides.count == 2 else { return nil }
                return sides[0] == "self" ? caseName(sides[1]) : sides[1] == "self" ? caseName(sides[0]) : nil
            }
            let found = tests.compactMap { $0 }
            if found.count == tests.count, !found.isEmpty { return (equal, found) }
        }
        return nil
    }

    func themes() -> [SwiftThemeCandidate] {
        var seen = Set<String>()
        return cases.filter { seen.insert($0.name).inserted }.map { item in
            SwiftThemeCandidate(
                id: item.name, label: SwiftThemeReader.words(item.name), appearance: SwiftThemeList.guessAppearance(item.name),
                location: item.location, appearanceUnstated: Appearance.named(item.name) == nil)
        }
    }

    /// `codeNamed`: the site config spells tokens itself (`code.tokens`), so no spelling is set.
    func read(
        settings: SwiftSourceSettings, colors: SwiftColorReader, codeNamed: Bool, into raw: inout RawCatalogue,
        diagnostics: inout Diagnostics
    ) {
        let getters: [Getter]
        if functions.isEmpty {
            raw.declarations = SwiftInstanceThemeReader.tokens(of: typeName, files: files, index: index, codeNamed: codeNamed)
            let properties = Dictionary(Self.properties(of: typeName, index: index).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            // Each token's getter, with its clauses by the case they name, found once: looking the
            // case up clause by clause for every theme made many cases and members cubic.
            getters = raw.declarations.map { Getter(properties[$0.name]) }
        } else {
            raw.declarations = functions.map { owner, function in
                var token = TokenDeclaration(
                    name: function.name, category: SwiftProtocolReader.defaultCategory,
                    type: SwiftProtocolReader.tokenType(function.returnType) ?? .color,
                    description: SwiftProtocolReader.documentation(function.comments), deprecated: nil, location: function.location)
                token.codeSpelling = codeNamed ? nil : "\(owner).\(function.name)()"
                return token
            }
            getters = functions.map { Getter(function: $0.function) }
        }
        let tokenNames = Set(raw.declarations.map(\.name))
        let context = SwiftMemberScope.Context(index: index, tokens: tokenNames, documented: [:], themeStructs: [])
        for (candidate, info) in SwiftThemeList.documented(themes(), settings: settings, config: raw.config, diagnostics: &diagnostics) {
            var members = colors
            members.context = .theme
            members.appearance = info.appearance
            members.scope = SwiftMemberScope(
                context: context, selfType: typeName, declaringType: typeName, theme: info.id, currentTheme: info.id)
            var tokens: [RawThemeToken] = []
            for (declaration, getter) in zip(raw.declarations, getters) {
                let value = self.value(of: declaration.name, getter, in: candidate, members: members, diagnostics: &diagnostics)
                tokens.append(
                    RawThemeToken(
                        name: declaration.name, path: "\(declaration.category).\(declaration.name)", type: declaration.type,
                        value: value, location: getter.location))
            }
            var theme = RawTheme(info: info, tokens: tokens)
            theme.appearanceUnstated = candidate.appearanceUnstated
            raw.themes.append(theme)
        }
    }

    /// A token's member: its value, and when that is a `switch self`, the clause for each case
    /// (the first naming it) and the `default` clause.
    struct Getter {
        /// The member's value (its getter's or initial value), and where the member is.
        var value: SwiftExpression?
        var location: SourceLocation?
        var clauses: [String: SwiftExpression] = [:]
        var fallback: SwiftExpression?
        var switchLocation: SourceLocation?

        /// A token function's switch on its theme parameter, read as a `switch self` is.
        init(function: SwiftFunction) {
            location = function.location
            guard case .value(let value)? = function.statements else { return }
            self.value = value
            if case .switchValue(_, let list, let at) = value {
                switchLocation = at
                for clause in list {
                    if clause.names.isEmpty, fallback == nil { fallback = clause.value }
                    for name in clause.names where clauses[name] == nil { clauses[name] = clause.value }
                }
            }
        }

        init(_ property: SwiftProperty?) {
            value = property?.value
            location = property?.location
            switch property?.value {
            case .switchValue(.name("self", _), let list, let location)?:
                switchLocation = location
                for clause in list {
                    if clause.names.isEmpty, fallback == nil { fallback = clause.value }
                    for name in clause.names where clauses[name] == nil { clauses[name] = clause.value }
                }
            case .conditional(.other, _, _, _, let location)?:
                // A test of `self`, or a chain of them (`self == .light ? a : self == .sepia ? b : c`,
                // `if … else if …`): each case takes the first branch that names it; the rest, the
                // last other branch.
                var rest = property?.value
                while case .conditional(.other(let condition), let first, let second, _, _)? = rest,
                    let (equal, names) = SwiftCaseThemeReader.selfTest(condition)
                {
                    for name in names where clauses[name] == nil { clauses[name] = equal ? first : second }
                    rest = equal ? second : first
                }
                if !clauses.isEmpty {
                    switchLocation = location
                    fallback = rest
                }
            default:
                break
            }
        }
    }

    /// The member's value for the case: the clause of its `switch self` naming the case, else the
    /// `default` clause; or its getter or initial value when it does not switch.
    private func value(
        of name: String, _ getter: Getter, in item: SwiftThemeCandidate, members: SwiftColorReader, diagnostics: inout Diagnostics
    ) -> RawValue {
        guard let expression = getter.value else {
            let location = getter.location ?? item.location
            diagnostics.warning(
                SwiftInstanceThemeReader.noValueID,
                "'\(typeName).\(name)' has no value themebook can read (no getter or initial value); its value is shown as unknown",
                at: location)
            return .invalid(location)
        }
        guard let location = getter.switchLocation else { return members.value(expression, owner: name, diagnostics: &diagnostics) }
        guard let clause = getter.clauses[item.id] ?? getter.fallback else {
            diagnostics.warning(
                SwiftInstanceThemeReader.noValueID,
                "'\(typeName).\(name)' has no clause for '.\(item.id)' in its 'switch self'; its value there is shown as unknown",
                at: location)
            return .invalid(location)
        }
        return members.value(clause, owner: name, diagnostics: &diagnostics)
    }
}
