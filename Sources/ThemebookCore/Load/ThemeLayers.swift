/// One theme of a resolver: the sources it merges, in resolution order (later ones override
/// earlier ones), with every modifier at the context this theme takes.
struct ThemeLayer {
    struct Layer {
        var source: ResolverDocument.Source
        /// Written in a modifier's context rather than reached through a set: its tokens are
        /// themed, never palette colours.
        var fromContext: Bool
    }

    var info: ThemeInfo
    /// The theme modifier's context it comes from (`light` for `light-increased`).
    var baseID: String
    var layers: [Layer]
    /// The theme modifier's context, for problems with the theme as a whole.
    var location: SourceLocation
    /// False when a set or context it merges could not be read (missing tokens are then not reported).
    var complete: Bool
    /// Neither the resolver's theme metadata nor the context's name says light or dark
    /// (`RawTheme.appearanceUnstated`): its colours decide.
    var appearanceUnstated = false
}

/// Which modifier gives the themes, and what every other modifier contributes to each theme.
/// A resolver without modifiers gives one theme, `default`.
///
/// The theme modifier is the one the site config names (`themeModifier`), else the one named
/// `theme`, else the only one. Every other modifier takes its `default` context (its first when
/// it has none, with a note), unless the site config crosses it (`crossModifiers`): then each of
/// its contexts makes a theme of its own with each theme context (`light` × `increased` →
/// `light-increased`, "Light · Increased contrast"), its default context giving the plain theme.
enum ThemeLayers {
    /// The most themes crossing may give.
    static let maxThemes = 100

    static func themes(of document: ResolverDocument, config: SiteConfig, diagnostics: inout Diagnostics) -> [ThemeLayer] {
        if document.modifiers.isEmpty && config.themeModifier == nil && config.crossModifiers.isEmpty {
            // A resolver without modifiers resolves to one set of tokens: a single theme.
            let info = themeInfo("default", nil, at: document.modifiersLocation, diagnostics: &diagnostics)
            let layers = document.order.flatMap { step -> [ThemeLayer.Layer] in
                guard case .set(let i) = step else { return [] }
                return document.sets[i].sources.map { ThemeLayer.Layer(source: $0, fromContext: false) }
            }
            var theme = ThemeLayer(info: info, baseID: info.id, layers: layers, location: document.modifiersLocation, complete: document.complete)
            theme.appearanceUnstated = true
            return ordered([theme], config: config, diagnostics: &diagnostics)
        }
        guard let themeIndex = themeModifier(of: document, config: config, diagnostics: &diagnostics) else { return [] }
        let modifier = document.modifiers[themeIndex]
        var order = document.order
        // A theme modifier left out of the order still gives the themes, on top of the sets.
        if !order.contains(.modifier(themeIndex)) { order.append(.modifier(themeIndex)) }
        var crossed: [Int] = []
        for (i, name) in config.crossModifiers.enumerated() {
            let location = i < config.crossModifierLocations.count ? config.crossModifierLocations[i] : config.location(of: "crossModifiers")
            guard let index = document.modifiers.firstIndex(where: { $0.name == name }), index != themeIndex else {
                diagnostics.error(
                    "unknown-modifier",
                    name == modifier.name
                        ? "'\(name)' is the theme modifier; 'crossModifiers' names the other modifiers to cross with it"
                        : "'crossModifiers' names '\(name)', which is not a modifier of the resolver",
                    at: location, suggestion: Suggestion.closest(to: name, in: document.modifiers.map(\.name).filter { $0 != modifier.name }))
                continue
            }
            guard !document.modifiers[index].contexts.isEmpty, !crossed.contains(index) else { continue }
            crossed.append(index)
            if !order.contains(.modifier(index)) { order.append(.modifier(index)) }
        }
        // Crossing multiplies themes: a resolver that would give more than `maxThemes` is an
        // error rather than a site of a million pages.
        let count = crossed.reduce(modifier.contexts.count) { total, index in
            let (product, overflow) = total.multipliedReportingOverflow(by: max(1, document.modifiers[index].contexts.count))
            return overflow ? Int.max : product
        }
        if !crossed.isEmpty, count > maxThemes {
            diagnostics.error(
                "invalid-config",
                "'crossModifiers' would give more than \(maxThemes) themes; none is crossed",
                at: config.location(of: "crossModifiers"))
            crossed = []
        }
        // Every other modifier in the order takes one context for all themes.
        var fixed: [Int: ResolverDocument.Context] = [:]
        for case .modifier(let i) in order where i != themeIndex && !crossed.contains(i) {
            let other = document.modifiers[i]
            guard let first = other.contexts.first else { continue }
            if let id = other.defaultContext, let context = other.context(id) { fixed[i] = context } else {
                fixed[i] = first
                if other.contexts.count > 1 {
                    diagnostics.append(Diagnostic(
                        .note, "modifier-without-default",
                        "modifier '\(other.name)' has no default; every theme takes its first context '\(first.id)'",
                        at: other.location))
                }
            }
        }
        for member in modifier.metadata?.members ?? [] where modifier.context(member.key) == nil {
            diagnostics.error(
                "unknown-theme", "theme metadata names '\(member.key)', which is not a context of the modifier",
                at: member.keyLocation, suggestion: Suggestion.closest(to: member.key, in: modifier.contexts.map(\.id)))
        }
        let crossings = crossed.reduce([[(Int, ResolverDocument.Context)]]([[]])) { partial, index in
            partial.flatMap { prefix in plainFirst(document.modifiers[index]).map { prefix + [(index, $0)] } }
        }
        var out: [ThemeLayer] = []
        for context in modifier.contexts {
            let metadata = modifier.metadata?.member(context.id)
            let base = themeInfo(context.id, metadata, at: context.location, diagnostics: &diagnostics)
            let unstated = metadata?.value["appearance"] == nil && Appearance.named(context.id) == nil
            for crossing in crossings {
                var chosen = fixed
                chosen[themeIndex] = context
                var info = base
                var complete = document.complete && context.complete
                for (index, crossContext) in crossing {
                    chosen[index] = crossContext
                    complete = complete && crossContext.complete
                    let crossModifier = document.modifiers[index]
                    guard crossContext.id != plainFirst(crossModifier).first?.id else { continue }
                    info.id += "-" + crossContext.id
                    info.label += " · " + label(of: crossContext.id, in: crossModifier)
                }
                var layers: [ThemeLayer.Layer] = []
                for step in order {
                    switch step {
                    case .set(let i):
                        layers += document.sets[i].sources.map { ThemeLayer.Layer(source: $0, fromContext: false) }
                    case .modifier(let i):
                        guard let picked = chosen[i] else { continue }
                        if i != themeIndex, !crossed.contains(i) { complete = complete && picked.complete }
                        layers += picked.sources.map { ThemeLayer.Layer(source: $0, fromContext: !$0.fromSet) }
                    }
                }
                out.append(ThemeLayer(
                    info: info, baseID: context.id, layers: layers, location: context.location, complete: complete,
                    appearanceUnstated: unstated))
            }
        }
        return ordered(out, config: config, diagnostics: &diagnostics)
    }

    /// The modifier whose contexts are the themes, or nil (reported) when there is none to take.
    static func themeModifier(of document: ResolverDocument, config: SiteConfig, diagnostics: inout Diagnostics) -> Int? {
        let names = document.modifiers.map(\.name)
        if let wanted = config.themeModifier {
            if let i = names.firstIndex(of: wanted) { return i }
            diagnostics.error(
                "unknown-modifier", "'themeModifier' names '\(wanted)', which is not a modifier of the resolver",
                at: config.location(of: "themeModifier"), suggestion: Suggestion.closest(to: wanted, in: names))
            return nil
        }
        if let i = names.firstIndex(of: ResolverDocument.modifierName) { return i }
        if names.count == 1 { return 0 }
        if names.isEmpty {
            diagnostics.error(
                "invalid-resolver", "resolver has no modifier whose contexts are the themes", at: document.modifiersLocation)
        } else {
            diagnostics.error(
                "invalid-resolver",
                "resolver has \(names.count) modifiers (\(names.map { "'\($0)'" }.joined(separator: ", "))) and none is named 'theme'; "
                    + "name the one whose contexts are the themes with \"themeModifier\" in the site config",
                at: document.modifiersLocation)
        }
        return nil
    }

    /// A crossed modifier's contexts, the plain one (its default, else its first) first.
    private static func plainFirst(_ modifier: ResolverDocument.Modifier) -> [ResolverDocument.Context] {
        guard let id = modifier.defaultContext, let plain = modifier.context(id) else { return modifier.contexts }
        return [plain] + modifier.contexts.filter { $0.id != id }
    }

    /// How a crossed context reads in a theme's label: its `label` in the modifier's metadata,
    /// else its name with the modifier's (`increased` of `contrast` → "Increased contrast").
    static func label(of context: String, in modifier: ResolverDocument.Modifier) -> String {
        if let label = modifier.metadata?[context]?["label"]?.string { return label }
        var words = context.replacingOccurrences(of: "-", with: " ").replacingOccurrences(of: "_", with: " ")
        if !words.lowercased().contains(modifier.name.lowercased()) { words += " " + modifier.name }
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// The site config's theme order, checked against the resolver's themes both ways. An entry
    /// may name a crossed theme (`light-increased`) or a theme context, which stands for every
    /// theme crossed from it.
    static func ordered(_ themes: [ThemeLayer], config: SiteConfig, diagnostics: inout Diagnostics) -> [ThemeLayer] {
        if config.themes.isEmpty { return themes }
        let listed = Set(config.themes)
        // Each name's themes, in resolver order: a theme of that id, and the themes crossed from
        // a context of that name that the list does not name on their own (searching every theme
        // for each entry, and the list for each theme, made thousands of themes minutes).
        var named: [String: [Int]] = [:]
        for index in themes.indices {
            let theme = themes[index]
            named[theme.info.id, default: []].append(index)
            let base = base(of: theme)
            if base != theme.info.id, !listed.contains(theme.info.id) { named[base, default: []].append(index) }
        }
        // What an unknown entry may have meant: the resolver's themes the list does not name.
        var unlisted: SuggestionIndex?
        var out: [ThemeLayer] = []
        var taken = Set<String>()
        for (i, id) in config.themes.enumerated() {
            let matching = named[id] ?? []
            if matching.isEmpty {
                if unlisted == nil { unlisted = SuggestionIndex(themes.map(\.info.id).filter { !listed.contains($0) }) }
                let location = i < config.themeLocations.count ? config.themeLocations[i] : config.themesLocation
                diagnostics.error(
                    "unknown-theme", "theme '\(id)' in the site config is not a context of the resolver's theme modifier",
                    at: location ?? SourceLocation(file: config.file, line: 1, column: 1),
                    suggestion: unlisted?.closest(to: id))
            }
            for index in matching where taken.insert(themes[index].info.id).inserted { out.append(themes[index]) }
        }
        for theme in themes where !taken.contains(theme.info.id) {
            diagnostics.error(
                "theme-not-listed",
                base(of: theme) == theme.info.id
                    ? "resolver context '\(theme.info.id)' is not listed in the site config's 'themes'"
                    : "theme '\(theme.info.id)' (context '\(base(of: theme))', crossed) is not listed in the site config's 'themes'",
                at: theme.location)
        }
        return out
    }

    /// The theme modifier's context a theme comes from.
    private static func base(of theme: ThemeLayer) -> String { theme.baseID }

    static func themeInfo(
        _ id: String, _ metadata: JSONNode.Member?, at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> ThemeInfo {
        // A name that says (`dark`, `night`, `private`, `midnight`…) decides when the metadata does not.
        let guessDark = Appearance.named(id) == .dark
        var info = ThemeInfo(
            id: id, label: id.prefix(1).uppercased() + id.dropFirst(), appearance: guessDark ? .dark : .light,
            imageSuffix: guessDark ? "_dark" : "", location: metadata?.keyLocation ?? location)
        guard let node = metadata?.value else { return info }
        if let label = node["label"]?.string { info.label = label }
        if let a = node["appearance"] {
            if let s = a.string, let appearance = Appearance(rawValue: s) {
                info.appearance = appearance
                info.imageSuffix = appearance == .dark ? "_dark" : ""
            } else {
                diagnostics.error(
                    "invalid-resolver", "appearance \(ValueParser.describe(a)) must be 'light' or 'dark'", at: a.location,
                    suggestion: a.string.flatMap { Suggestion.closest(to: $0, in: ["light", "dark"]) })
            }
        }
        if let s = node["imageSuffix"] {
            if let suffix = s.string { info.imageSuffix = suffix } else {
                diagnostics.error("invalid-resolver", "imageSuffix must be a string", at: s.location)
            }
        }
        return info
    }
}
