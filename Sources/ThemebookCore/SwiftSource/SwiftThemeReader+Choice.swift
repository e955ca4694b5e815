/// Theme structs that share one theme type case. An app built on another one's theming declares
/// its own light theme beside upstream's, both `.light` (upstream's stays, often as the fallback
/// the app's palette forwards to). Only one per theme id can be documented:
///
/// 1. the one the site config's `themes` names by struct name (`"themes": ["AcmeLightTheme", "dark"]`);
/// 2. otherwise the one whose palette builds on the others (creates one of them, as a fallback);
/// 3. otherwise one no theme builds on, when other theme palettes build on the rest (upstream's
///    themes are the ones used as fallbacks);
/// 4. otherwise the first in the theme files.
///
/// The others are left out with a `theme-not-chosen` note; they can still be read as fallbacks.
/// Two structs of one id both named in `themes` are a `duplicate-theme` error.
extension SwiftThemeReader {
    static let notChosenID = "theme-not-chosen"

    func chooseAmongShared(_ found: [FoundTheme], config: SiteConfig, diagnostics: inout Diagnostics) -> [FoundTheme] {
        var groups: [String: [FoundTheme]] = [:]
        for theme in found { groups[theme.id, default: []].append(theme) }
        var chosen = Set<String>()
        for (id, group) in groups {
            guard group.count > 1 else {
                chosen.insert(group[0].structName)
                continue
            }
            let named = group.filter { config.themes.contains($0.structName) }
            let pick: FoundTheme
            let reason: String
            if let first = named.first {
                pick = first
                reason = "the site config's 'themes' names it"
                for other in named.dropFirst() {
                    diagnostics.error(
                        "duplicate-theme",
                        "theme '\(id)' is defined twice: by '\(first.structName)' and by '\(other.structName)', "
                            + "and the site config's 'themes' names both",
                        at: other.location, notes: [.init("first defined here", at: first.location)])
                }
            } else if let builder = group.first(where: { theme in
                group.contains { $0.structName != theme.structName && builds(theme, on: $0.structName) }
            }) {
                pick = builder
                reason = "its palette builds on the other"
            } else if let unused = group.first(where: { theme in
                !found.contains { $0.structName != theme.structName && builds($0, on: theme.structName) }
            }), group.contains(where: { theme in found.contains { builds($0, on: theme.structName) } }) {
                pick = unused
                reason = "no other theme builds on it, while others build on the rest"
            } else {
                pick = group[0]
                reason = "it comes first in the theme files"
            }
            chosen.insert(pick.structName)
            for other in group where other.structName != pick.structName && !named.contains(where: { $0.structName == other.structName }) {
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

    /// Whether the theme struct or its palette (with superclasses) creates `other()` anywhere.
    private func builds(_ theme: FoundTheme, on other: String) -> Bool {
        let types = index.classChain(of: theme.paletteStruct) + [theme.structName]
        return types.contains { type in
            (typesByName[type] ?? []).contains { declaration in
                declaration.properties.contains { $0.value.map { Self.creates($0, other) } ?? false }
            }
        }
    }

    private static func creates(_ expression: SwiftExpression, _ type: String) -> Bool {
        switch expression {
        case .call(.name(type, _), _, _): return true
        case .call(let callee, let args, _): return creates(callee, type) || args.contains { creates($0.value, type) }
        case .member(let base, _, _): return creates(base, type)
        case .array(let items, _): return items.contains { creates($0, type) }
        default: return false
        }
    }
}
