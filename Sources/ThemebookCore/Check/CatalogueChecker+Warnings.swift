/// The checks that warn rather than fail: unused palette colours and light/dark sameness.
extension CatalogueChecker {
    /// A palette colour counts as used when a theme refers to it, directly or through other
    /// palette colours, even where that theme's value turned out invalid.
    static func warnUnusedPalette(_ palette: [PaletteColor], used: Set<String>, diagnostics: inout Diagnostics) {
        for color in palette where !used.contains(color.name) {
            diagnostics.warning("unused-palette-color", "palette colour '\(color.name)' is not used by any theme", at: color.location)
        }
    }

    /// `values`: each theme's values by declaration (`declared`: a name's first declaration).
    /// `declarations`: the raw ones, with the types settled by their values.
    static func warnSameAcrossAppearances(
        _ raw: RawCatalogue, declarations: [TokenDeclaration], themes: [Theme], values: [[ResolvedValue?]], declared: [String: Int],
        diagnostics: inout Diagnostics
    ) {
        let lights = themes.indices.filter { themes[$0].info.appearance == .light }
        let darks = themes.indices.filter { themes[$0].info.appearance == .dark }
        guard !lights.isEmpty, !darks.isEmpty else { return }
        // Where a dark theme defines a token: its index built at the theme's first warning, so
        // nothing is built when nothing is the same, and a dark theme copied from the light one
        // is not searched once per token (20,000 tokens: seconds).
        // Outer nil: the theme does not define it (the first theme with the id, its first token).
        var definedIn: [String: [String: SourceLocation?]] = [:]
        func location(of name: String, in themeID: String) -> SourceLocation?? {
            if definedIn[themeID] == nil {
                let tokens = raw.themes.first(where: { $0.info.id == themeID })?.tokens ?? []
                definedIn[themeID] = Dictionary(tokens.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a })
            }
            guard let found = definedIn[themeID]?[name] else { return .none }
            return .some(found)
        }
        // Only colours: a spacing or a font is naturally the same in light and dark.
        // Names are nearly always declared once: then a declaration is its own first.
        // By index, and the themes' ids read once: binding a declaration or a theme copied all
        // its fields (ten thousand declarations, each against every light and dark theme).
        let unique = declared.count == declarations.count
        let ids = themes.map(\.info.id)
        // The reader's pairs (a dark theme and the light theme it is the dark counterpart of),
        // when it says them: only those are compared.
        var pairs: [(light: Int, dark: Int)]?
        var lightIndex: [String: Int] = [:]
        for l in lights where lightIndex[ids[l]] == nil { lightIndex[ids[l]] = l }
        if let counterparts = raw.appearanceCounterparts {
            pairs = darks.compactMap { d in counterparts[ids[d]].flatMap { lightIndex[$0] }.map { ($0, d) } }
        } else if lights.count * darks.count <= 4096 {
            pairs = namedPairs(lights: lights, darks: darks, ids: ids, lightIndex: lightIndex)
        }
        for index in declarations.indices
        where !declarations[index].sameAcrossAppearances && declarations[index].type.isColor {
            guard let first = unique ? index : declared[declarations[index].name] else { continue }
            let found: (light: Int, dark: Int)?
            if let pairs {
                found = pairs.first { pair in
                    guard let a = values[pair.light][first], let b = values[pair.dark][first], Look(a) != nil else { return false }
                    return a.looksSame(as: b)
                }
            } else {
                found = firstSamePair(token: first, lights: lights, darks: darks, values: values)
            }
            guard let (l, d) = found else { continue }
            let declaration = declarations[index]
            diagnostics.warning(
                "same-in-light-and-dark",
                "'\(declaration.name)' has the same value in light theme '\(ids[l])' and dark theme '\(ids[d])'; mark it sameAcrossAppearances if intended",
                at: location(of: declaration.name, in: ids[d]) ?? declaration.location)
        }
    }

    /// The pairs to compare when the themes' names pair some of them and the reader said none:
    /// a dark theme named as a light theme is with its dark word (`widgetDark` beside
    /// `widgetLight`, `night` beside `day`, `brand-dark` beside `brand`) is compared with that
    /// theme alone; another dark theme with the light themes no dark theme is named after, or
    /// with every light theme when there are none. (Wikipedia's widget themes: the light widget
    /// theme, dark on purpose in places, was compared with the app's dark theme.) nil when no
    /// name pairs two themes: every light theme is compared with every dark theme, as before.
    /// In light-theme order, then dark, as the search without pairs reports.
    static func namedPairs(lights: [Int], darks: [Int], ids: [String], lightIndex: [String: Int]) -> [(light: Int, dark: Int)]? {
        var partner: [Int: Int] = [:]
        for d in darks {
            if let l = Self.lightName(of: ids[d]).lazy.compactMap({ lightIndex[$0] }).first { partner[d] = l }
        }
        guard !partner.isEmpty else { return nil }
        let claimed = Set(partner.values)
        let unclaimed = lights.filter { !claimed.contains($0) }
        var out: [(light: Int, dark: Int)] = []
        for d in darks {
            if let l = partner[d] {
                out.append((l, d))
            } else {
                for l in unclaimed.isEmpty ? lights : unclaimed { out.append((l, d)) }
            }
        }
        return out.sorted { ($0.light, $0.dark) < ($1.light, $1.dark) }
    }

    /// The ids a dark theme's light counterpart would have: its dark word replaced by the
    /// light one, or dropped with its separator (`brand-dark` → `brand`).
    static func lightName(of id: String) -> [String] {
        var out: [String] = []
        for (dark, light) in [("dark", "light"), ("Dark", "Light"), ("DARK", "LIGHT"), ("night", "day"), ("Night", "Day")]
        where id.contains(dark) {
            out.append(id.replacing(dark, with: light))
            if let separator = ["-", "_", ".", " ", ""].first(where: { id.hasSuffix($0 + dark) && id.count > $0.count + dark.count }) {
                out.append(String(id.dropLast(separator.count + dark.count)))
            }
        }
        return out
    }

    /// The first light theme (in theme order) whose value of the token at `token` looks the same
    /// as a dark theme's, with the first such dark theme. A few themes are compared pair by pair;
    /// more are found through the dark themes' values by look, so that a thousand light and a
    /// thousand dark themes are not a million comparisons per token.
    private static func firstSamePair(
        token: Int, lights: [Int], darks: [Int], values: [[ResolvedValue?]]
    ) -> (light: Int, dark: Int)? {
        if lights.count * darks.count <= 16 {
            for l in lights {
                guard let a = values[l][token], Look(a) != nil else { continue }
                for d in darks where values[d][token].map(a.looksSame) == true { return (l, d) }
            }
            return nil
        }
        // Looks that are equal are exactly the values `looksSame` pairs, so the first dark theme
        // filed under a light value's look is the one the pairwise search finds.
        var firstDark: [Look: Int] = [:]
        for d in darks {
            guard let look = values[d][token].flatMap(Look.init) else { continue }
            if firstDark[look] == nil { firstDark[look] = d }
        }
        for l in lights {
            guard let look = values[l][token].flatMap(Look.init), let d = firstDark[look] else { continue }
            return (l, d)
        }
        return nil
    }

    /// What `ResolvedValue.looksSame` compares, as a key: two values look the same exactly when
    /// their looks are equal. nil for values that never look the same as another.
    private enum Look: Hashable {
        case color(Color)
        case gradient([Color])
        case text(TokenType, String)

        init?(_ value: ResolvedValue) {
            switch value {
            case .color(let c): self = .color(c.color)
            case .gradient(let stops): self = .gradient(stops.map(\.color))
            // A theme attribute shown by name (`?attr/colorSurface`) is no known value: the
            // library theme it comes from may differ between the two themes.
            case .text(let t) where t.type.isColor && t.display.hasPrefix("?"): return nil
            case .text(let t): self = .text(t.type, t.display)
            default: return nil
            }
        }
    }
}
