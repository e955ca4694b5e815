/// A Swift value that names an asset catalogue colour set:
///
///     static let label = Asset.Colors.Label.primary.color   // SwiftGen
///     static let accent = Color("AccentColor")
///     static let brand = UIColor(named: "Brand/blue")!
///     static let text = Color(.labelPrimary)                // Xcode's generated symbols
///     static let tint = R.color.tint()                      // R.swift
///
/// The colour sets are read after the Swift sources, so the reader leaves a marked token
/// reference (`reference`), and `resolve` — run once every input is loaded — turns each into
/// an alias of the colour-set token it names (tokens are named by their asset name,
/// `Colors/Label/primary`), or into an unknown value with a warning naming the expression
/// when the catalogue has no such colour set.
enum SwiftColorSetAlias {
    static let unresolvedID = "swift-unknown-color-set"

    /// What a reference names.
    struct Target: Equatable {
        enum Kind: String {
            /// `UIColor(named: "Brand/blue")`: the asset name itself.
            case name
            /// `Asset.Colors.Label.primary`: the longest suffix of the path that is an asset name.
            case path
            /// `.labelPrimary`: the asset whose name spells it, ignoring case, separators and a
            /// `Color` suffix.
            case symbol
        }

        var kind: Kind
        var key: String
        /// The expression as written, for the warning.
        var summary: String
    }

    /// Never the start of a token name any input can write.
    private static let marker = "\u{1}color-set\u{1}"

    static func reference(_ target: Target, at location: SourceLocation) -> RawValue {
        .reference(.token(marker + target.kind.rawValue + "\u{1}" + target.key + "\u{1}" + target.summary, theme: nil), location)
    }

    static func target(of name: String) -> Target? {
        guard name.hasPrefix(marker) else { return nil }
        let parts = name.dropFirst(marker.count).split(separator: "\u{1}", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let kind = Target.Kind(rawValue: String(parts[0])) else { return nil }
        return Target(kind: kind, key: String(parts[1]), summary: String(parts[2]))
    }

    // MARK: - Reading

    /// What the Swift readers know of the colour sets before reading: SwiftGen's enum may be
    /// renamed to anything (`enumName: Colors`), so a symbol under an enum whose name is not
    /// SwiftGen's is still one when the path under it names a colour set of the configured
    /// catalogues, or when the config names that enum (`colorSets[].enum`).
    struct Known {
        /// The first name of each configured `enum` (`Colors` for `Colors.Brand`).
        var roots: Set<String> = []
        /// The colour sets by asset name; nil without catalogues.
        var matcher: Matcher?

        init() {}

        init(_ raw: RawCatalogue) {
            self.init(enums: raw.config.colorSets.filter { $0.code == .swiftgen }.map(\.enumPath))
            if !raw.colorSetTokens.isEmpty { matcher = Matcher(Array(raw.colorSetTokens.keys)) }
        }

        /// SwiftGen's enums as `colorSets[].enum` writes them (`Colors`, `Asset.Colors`), for
        /// `init`, which knows them before it has read a colour set.
        init(enums: [String]) {
            for path in enums {
                if let root = path.split(separator: ".").first { roots.insert(String(root)) }
            }
        }
    }

    /// The colour set `expression` names, if it is one of the forms above.
    static func target(of expression: SwiftExpression, known: Known = Known()) -> Target? {
        let summary = expression.written
        switch expression {
        case .unwrapped(let base, _):
            return target(of: base, known: known).map { Target(kind: $0.kind, key: $0.key, summary: summary) }
        case .member(let base, "color", _), .member(let base, "swiftUIColor", _), .member(let base, "uiColor", _):
            guard let path = swiftGenPath(base, known: known) else { return nil }
            return Target(kind: .path, key: path, summary: summary)
        case .call(let callee, let args, _):
            let labels = args.map(\.label)
            switch callee {
            case .name("UIColor", _), .name("NSColor", _), .implicitMember("init", _), .member(.name("UIColor", _), "init", _):
                if labels.first == "named", case .string(let name, false, _) = args[0].value {
                    return Target(kind: .name, key: name, summary: summary)
                }
                if labels == ["resource"], let symbol = resourceSymbol(args[0].value) {
                    return Target(kind: .symbol, key: symbol, summary: summary)
                }
            case .name("Color", _), .member(.name("Color", _), "init", _):
                guard let first = args.first, first.label == nil else { return nil }
                if case .string(let name, false, _) = first.value, labels.dropFirst().allSatisfy({ $0 == "bundle" }) {
                    return Target(kind: .name, key: name, summary: summary)
                }
                if args.count == 1, let symbol = resourceSymbol(first.value) {
                    return Target(kind: .symbol, key: symbol, summary: summary)
                }
            case .member(.member(.name("R", _), "color", _), let name, _) where args.isEmpty:
                return Target(kind: .symbol, key: name, summary: summary)
            default:
                break
            }
            return nil
        default:
            return nil
        }
    }

    /// The enum SwiftGen's `xcassets` template puts the symbols in: `Asset` by default, and the
    /// names apps give it with `enumName` (`XCAsset`, `AppAssets`, `MastodonAsset`), which end
    /// the same way.
    static func isSwiftGenRoot(_ name: String) -> Bool {
        name == "ColorAsset" || name.hasSuffix("Asset") || name.hasSuffix("Assets")
    }

    /// `Asset.Colors.Label.primary` (or `Module.Asset.Colors.Label.primary`) → `Colors/Label/primary`.
    /// Under an enum of another name (`Colors.Brand.primary`, `Palette.background`), the path
    /// under it when it names one colour set of the catalogues, as `Matcher` finds it later (a
    /// module before the enum is then one more folder the match drops), or when the config names
    /// the enum: a value's `.color` is otherwise no sign of SwiftGen.
    private static func swiftGenPath(_ expression: SwiftExpression, known: Known) -> String? {
        var parts: [String] = []
        var current = expression
        while parts.count < 32 {
            switch current {
            case .member(let base, let name, _):
                parts.append(name)
                current = base
            case .name(let root, _) where isSwiftGenRoot(root) || known.roots.contains(root):
                return parts.isEmpty ? nil : parts.reversed().joined(separator: "/")
            case .name(_, _) where parts.count > 1 && (isSwiftGenRoot(parts[parts.count - 1]) || known.roots.contains(parts[parts.count - 1])):
                // `MastodonUI.Asset.Colors.primary`: the enum qualified by its module.
                return parts.dropLast().reversed().joined(separator: "/")
            case .name(let root, _) where !parts.isEmpty && isTypeName(root):
                guard let matcher = known.matcher else { return nil }
                let path = parts.reversed().joined(separator: "/")
                return matcher.match(Target(kind: .path, key: path, summary: "")) == nil ? nil : path
            default:
                return nil
            }
        }
        return nil
    }

    /// A name an enum may have: capitalised, and not `Self` or a colour type (`UIColor.red.color`
    /// is no symbol).
    private static func isTypeName(_ name: String) -> Bool {
        name.first?.isUppercase == true && name != "Self" && !SwiftColorReader.colorTypes.contains(name)
    }

    /// `.labelPrimary`, `ColorResource.labelPrimary`.
    private static func resourceSymbol(_ expression: SwiftExpression) -> String? {
        switch expression {
        case .implicitMember(let name, _), .member(.name("ColorResource", _), let name, _): name
        default: nil
        }
    }

    // MARK: - Resolving

    /// Each marked reference of the Swift themes (`swiftThemes`, indices into `raw.themes`)
    /// becomes an alias of the colour-set token it names, in the theme of the same id, or else of
    /// the same appearance; `swiftTokens` are the tokens the Swift sources declare, which a colour
    /// set name never resolves to. Colour sets are matched by asset name through
    /// `raw.colorSetTokens` when the colour-set reader filled it (by token name otherwise). A
    /// theme another input added with the id of a Swift theme
    /// (the colour sets' `light` and `dark`) is merged into it first, so each id is one theme.
    static func resolve(
        in raw: inout RawCatalogue, swiftThemes: Range<Int>, swiftTokens: Set<String>, diagnostics: inout Diagnostics
    ) {
        guard !swiftThemes.isEmpty, swiftThemes.upperBound <= raw.themes.count else { return }
        let swiftIndex = Dictionary(swiftThemes.map { (raw.themes[$0].info.id, $0) }, uniquingKeysWith: { a, _ in a })
        var merged: [RawTheme] = []
        for (index, theme) in raw.themes.enumerated() {
            // Only themes after the Swift ones are merged, so the Swift themes keep their indices.
            if index >= swiftThemes.upperBound, let target = swiftIndex[theme.info.id] {
                let have = Set(merged[target].tokens.map(\.name))
                merged[target].tokens += theme.tokens.filter { !have.contains($0.name) }
                merged[target].complete = merged[target].complete && theme.complete
            } else {
                merged.append(theme)
            }
        }
        raw.themes = merged
        // Colour-set token → the ids of the themes that define it, in theme order.
        var definedIn: [String: [String]] = [:]
        for theme in raw.themes {
            for token in theme.tokens where !swiftTokens.contains(token.name) && target(of: token.name) == nil {
                definedIn[token.name, default: []].append(theme.info.id)
            }
        }
        // Matched by asset name (`Colors/Label/primary`, `AccentColor`) where the colour-set
        // reader says which token each asset is (`Assets/AccentColor` beside Swift sources).
        let byAsset = raw.colorSetTokens
        let matcher = Matcher(byAsset.isEmpty ? Array(definedIn.keys) : Array(byAsset.keys))
        let appearances = Dictionary(raw.themes.map { ($0.info.id, $0.info.appearance) }, uniquingKeysWith: { a, _ in a })
        defer { inheritSameness(in: &raw, swiftThemes: swiftThemes, swiftTokens: swiftTokens) }
        for t in swiftThemes {
            let theme = raw.themes[t].info
            for k in raw.themes[t].tokens.indices {
                raw.themes[t].tokens[k].value = rewrite(raw.themes[t].tokens[k].value) { target, location in
                    guard let asset = matcher.match(target), case let name = byAsset[asset] ?? asset, let ids = definedIn[name] else {
                        diagnostics.warning(
                            unresolvedID,
                            "'\(target.summary)' names a colour set that is not in the configured asset catalogues; "
                                + "its value is shown as unknown (list its catalogue under 'colorSets')",
                            at: location)
                        return .invalid(location)
                    }
                    if ids.contains(theme.id) { return .reference(.token(name, theme: nil), location) }
                    let id = ids.first { appearances[$0] == theme.appearance } ?? ids[0]
                    return .reference(.token(name, theme: id), location)
                }
            }
        }
    }

    /// A Swift token that in every theme is an alias of one colour set with a single
    /// appearance (`static let starColor = UIColor(named: "starColor")!`) is the same in light
    /// and dark by design, as that set is: it is marked so, like the set.
    private static func inheritSameness(in raw: inout RawCatalogue, swiftThemes: Range<Int>, swiftTokens: Set<String>) {
        let same = Set(raw.declarations.filter { $0.sameAcrossAppearances && !swiftTokens.contains($0.name) }.map(\.name))
        guard !same.isEmpty, swiftThemes.upperBound <= raw.themes.count else { return }
        var target: [String: String] = [:]
        var mixed = Set<String>()
        for t in swiftThemes {
            for token in raw.themes[t].tokens where swiftTokens.contains(token.name) {
                guard case .reference(.token(let name, _), _) = token.value, same.contains(name), target[token.name, default: name] == name else {
                    mixed.insert(token.name)
                    continue
                }
                target[token.name] = name
            }
        }
        for index in raw.declarations.indices where target[raw.declarations[index].name] != nil && !mixed.contains(raw.declarations[index].name) {
            raw.declarations[index].sameAcrossAppearances = true
        }
    }

    private static func rewrite(
        _ value: RawValue, _ resolve: (Target, SourceLocation) -> RawValue
    ) -> RawValue {
        switch value {
        case .reference(.token(let name, _), let location):
            guard let target = target(of: name) else { return value }
            return resolve(target, location)
        case .withAlpha(.token(let name, _), let alpha, let location):
            guard let target = target(of: name) else { return value }
            switch resolve(target, location) {
            case .reference(let reference, _): return .withAlpha(reference, alpha: alpha, location)
            case let other: return other
            }
        case .gradient(let stops, let location):
            return .gradient(
                stops.map { RawStop(color: rewrite($0.color, resolve), position: $0.position, isGradientReference: $0.isGradientReference) },
                location)
        default:
            return value
        }
    }

    /// Finds the colour-set token a target names, each form in one dictionary read.
    struct Matcher {
        private var names: Set<String>
        /// Each set's name with its leading folders dropped one by one (`Label/primary`,
        /// `primary`) → the names it is a suffix of.
        private var suffixes: [String: [String]] = [:]
        /// The same suffixes spelt as a symbol (lowercase letters and digits, no `Color` at the end).
        private var symbols: [String: [String]] = [:]
        /// The same suffixes with each folder and name spelt as SwiftGen spells it, but for case
        /// (`colors/brand/blurple` for `Colors/Brand/Blurple`, `tabbartint` for `tab.bar.tint`):
        /// SwiftGen's path is `Asset.Colors.Brand.blurple`, `Asset.Colors.tabBarTint`.
        private var swiftGenPaths: [String: [String]] = [:]

        init(_ names: [String]) {
            self.names = Set(names)
            for name in names.sorted() {
                let parts = name.split(separator: "/").map(String.init)
                for start in parts.indices {
                    let suffix = parts[start...].joined(separator: "/")
                    suffixes[suffix, default: []].append(name)
                    symbols[Self.symbol(suffix), default: []].append(name)
                    swiftGenPaths[Self.swiftGenPath(parts[start...]), default: []].append(name)
                }
            }
        }

        static func symbol(_ text: String) -> String {
            var out = String(text.lowercased().filter { $0.isLetter || $0.isNumber })
            if out.hasSuffix("color"), out.count > 5 { out.removeLast(5) }
            return out
        }

        /// Each part as SwiftGen makes an identifier of it, lowercased: letters and digits only.
        static func swiftGenPath(_ parts: ArraySlice<String>) -> String {
            parts.map { String($0.lowercased().filter { $0.isLetter || $0.isNumber }) }.joined(separator: "/")
        }

        func match(_ target: Target) -> String? {
            switch target.kind {
            case .name:
                return names.contains(target.key) ? target.key : nil
            case .path:
                let parts = target.key.split(separator: "/").map(String.init)
                for start in parts.indices {
                    if let found = suffixes[parts[start...].joined(separator: "/")], found.count == 1 { return found[0] }
                }
                // As SwiftGen spells it: `Brand.blurple` for `Brand/Blurple`.
                for start in parts.indices {
                    if let found = swiftGenPaths[Self.swiftGenPath(parts[start...])] {
                        return found.count == 1 ? found[0] : nil
                    }
                }
                return nil
            case .symbol:
                guard let found = symbols[Self.symbol(target.key)] else { return nil }
                let unique = Set(found)
                return unique.count == 1 ? unique.first : nil
            }
        }
    }
}
