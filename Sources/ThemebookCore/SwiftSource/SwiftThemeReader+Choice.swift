/// Theme structs that share one theme type case. An app built on another one's theming declares
/// its own light theme beside upstream's, both `.light` (upstream's stays, often as the fallback
/// the app's palette forwards to). Only one per theme id can be documented:
///
/// 1. the one the site config's `themes` names by struct name (`"themes": ["AcmeLightTheme", "dark"]`);
/// 2. otherwise the one whose palette builds on the others (creates one of them, or another theme
///    with the same palette struct, as a fallback);
/// 3. otherwise one no theme builds on, when other theme palettes build on the rest (upstream's
///    themes are the ones used as fallbacks);
/// 4. otherwise the first in the theme files.
///
/// The others are left out with a `theme-not-chosen` note; they can still be read as fallbacks.
/// Two structs of one id both named in `themes` are a `duplicate-theme` error.
extension SwiftThemeReader {
    static let notChosenID = "theme-not-chosen"

    func chooseAmongShared(_ found: [FoundTheme], config: SiteConfig, diagnostics: inout Diagnostics) -> [FoundTheme] {
        // Each id's themes, by index, the groups in the order of their first theme (so that notes
        // come in source order).
        var groups: [[Int]] = []
        var groupOfID: [String: Int] = [:]
        for index in found.indices {
            if let group = groupOfID[found[index].id] {
                groups[group].append(index)
            } else {
                groupOfID[found[index].id] = groups.count
                groups.append([index])
            }
        }
        guard groups.count < found.count else { return found }
        let listed = Set(config.themes)
        // What each theme builds on, and which themes build on each type, found once: asking
        // `builds` for every pair of a group, and of every theme with each, was quadratic
        // (2,000 structs sharing one id: 11.5 s).
        let created = found.map(createdTypes)
        var builders: [String: Set<String>] = [:]
        for index in found.indices {
            for type in created[index] { builders[type, default: []].insert(found[index].structName) }
        }
        // A theme's palette struct by theme struct name, so that creating another theme counts as
        // building on every theme that shares its palette: Firefox's `NovaNightModeTheme` keeps
        // `DarkTheme()` as its fallback, and `NightModeTheme` is `DarkTheme`'s palette under
        // another case (asking by struct name alone documented the old night theme beside the
        // new light and dark ones).
        var paletteOf: [String: String] = [:]
        for theme in found where paletteOf[theme.structName] == nil { paletteOf[theme.structName] = theme.paletteStruct }
        /// Whether the theme at `index` creates a theme, or a palette, of another palette struct of
        /// `palettes` (its group's), each type looked up once.
        func buildsOnOther(_ index: Int, _ palettes: Set<String>) -> Bool {
            let theme = found[index]
            return created[index].contains { type in
                guard type != theme.structName, type != theme.paletteStruct else { return false }
                let palette = paletteOf[type] ?? type
                return palette != theme.paletteStruct && palettes.contains(palette)
            }
        }
        var chosen = Set<String>()
        for group in groups {
            let id = found[group[0]].id
            guard group.count > 1 else {
                chosen.insert(found[group[0]].structName)
                continue
            }
            let named = group.filter { listed.contains(found[$0].structName) }
            let namedStructs = Set(named.map { found[$0].structName })
            let palettes = Set(group.map { found[$0].paletteStruct })
            let pick: FoundTheme
            let reason: String
            if let first = named.first.map({ found[$0] }) {
                pick = first
                reason = "the site config's 'themes' names it"
                for other in named.dropFirst().map({ found[$0] }) {
                    diagnostics.error(
                        "duplicate-theme",
                        "theme '\(id)' is defined twice: by '\(first.structName)' and by '\(other.structName)', "
                            + "and the site config's 'themes' names both",
                        at: other.location, notes: [.init("first defined here", at: first.location)])
                }
            } else if let builder = group.first(where: { buildsOnOther($0, palettes) }) {
                pick = found[builder]
                reason = "its palette builds on the other"
            } else if let unused = group.first(where: { index in
                (builders[found[index].structName] ?? []).allSatisfy { $0 == found[index].structName }
            }), group.contains(where: { builders[found[$0].structName] != nil }) {
                pick = found[unused]
                reason = "no other theme builds on it, while others build on the rest"
            } else {
                pick = found[group[0]]
                reason = "it comes first in the theme files"
            }
            chosen.insert(pick.structName)
            for other in group.map({ found[$0] }) where other.structName != pick.structName && !namedStructs.contains(other.structName) {
                diagnostics.append(
                    Diagnostic(
                        .note, Self.notChosenID,
                        "theme '\(other.structName)' has theme id '\(id)' like '\(pick.structName)', which is documented "
                            + "because \(reason); it is left out (name '\(other.structName)' in the site config's 'themes' to document it instead)",
                        at: other.location, notes: [.init("'\(pick.structName)' is declared here", at: pick.location)]))
            }
        }
        return found.filter { chosen.contains($0.structName) }
    }

    /// Every type the theme struct or its palette (with superclasses) creates (`Other()`)
    /// anywhere in its properties: a theme builds on another when this holds the other's name.
    private func createdTypes(_ theme: FoundTheme) -> Set<String> {
        var out = Set<String>()
        for type in index.classChain(of: theme.paletteStruct) + [theme.structName] {
            for declaration in typesByName[type] ?? [] {
                for property in declaration.properties { if let value = property.value { Self.collectCreated(value, into: &out) } }
            }
        }
        return out
    }

    /// The types `expression` creates: called by name anywhere in a call's callee and arguments,
    /// a member's base or an array's items.
    private static func collectCreated(_ expression: SwiftExpression, into out: inout Set<String>) {
        switch expression {
        case .call(let callee, let args, _):
            if case .name(let type, _) = callee { out.insert(type) }
            collectCreated(callee, into: &out)
            for arg in args { collectCreated(arg.value, into: &out) }
        case .member(let base, _, _): collectCreated(base, into: &out)
        case .array(let items, _): for item in items { collectCreated(item, into: &out) }
        default: break
        }
    }
}
