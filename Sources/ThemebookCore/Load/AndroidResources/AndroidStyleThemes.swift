/// An app's theme styles (`<style name="Theme.App" parent="Theme.Material3.DayNight">` in
/// `themes.xml`), read as Android applies them: each theme style is a theme whose tokens are its
/// colour attributes (`colorPrimary`, `android:statusBarColor`).
///
/// - **Which styles**: those `android.themes` names; left out, the styles named as themes
///   (`Theme.App`, `AppTheme`, `ThemeLight`) or inheriting from a library theme
///   (`parent="Theme.Material3.DayNight"`), but not `Base.` or `Platform.` styles, which apps
///   write as the shared base of a theme, nor, beside real themes, styles of a part of a screen
///   (widgets, overlays, dialogs, splash screens) or with a `Base` word. A theme setting no colour
///   of its own over another theme (`Theme.App.Fullscreen` adding a window flag) shows the same
///   colours: it is named in an `android-skipped` note rather than repeated.
/// - **Light and dark**: a style in `values` is read with the day resources, one in `values-night`
///   with the night ones, and a `values-night` style replaces the `values` style of its name
///   whole, as Android's resource overlay does (its items are not merged). A style in both folders
///   gives two themes (`Theme.App`, `Theme.App-night`; `light` and `dark` when it is the only
///   theme style). A `values` style alone is read by night too when it is a DayNight theme, or
///   when no name of the app's styles says how it looks and the files have night resources
///   (Android applies them to it at night); any other style is one
///   theme, dark when it is a night style or the nearest name saying how it looks says dark
///   (`AppThemeDark`, `Theme.AppCompat`). Each dark theme is compared by `same-in-light-and-dark`
///   with its light counterpart only.
/// - **Inheritance**: the explicit `parent`, else the dotted name's parent (`Theme.App.Private`
///   inherits `Theme.App`) when the files define it. A parent the files do not define is a
///   library's (`Theme.Material3…`): its attributes are unknown and never guessed; a token another
///   theme sets is shown by name (`?attr/colorSecondary`) with an `android-style-not-set` note.
/// - **Colour attributes**: items whose value is a colour (`#…`, `@color/…`, `@android:color/…`)
///   or a colour attribute (`?attr/colorPrimary`: a colour item of the theme, or an attribute
///   whose name says `color`). Booleans, dimensions, `@style/`, `@drawable/` and fonts are no
///   colours and are left out.
enum AndroidStyleThemes {
    static let cycleID = "android-style-cycle"
    static let notSetID = "android-style-not-set"
    static let defaultCategory = "Theme attributes"

    typealias Style = AndroidResourceFile.Style

    /// One theme to show: a theme style as one configuration (day or night) resolves it.
    struct Theme {
        var style: Style
        var night: Bool
        var id: String
        var label: String
        var appearance: Appearance
        /// Its colour attributes after inheritance: the root parent's first, each name once,
        /// an override keeping the place of what it overrides.
        var names: [String]
        var items: [String: Style.Item]
        /// The parent outside the files read (a library theme), if any.
        var outside: String?
        /// The names of the styles it inherits from in the files, the root first, itself last.
        var chain: [String] = []
        /// For a dark theme: the id of the light theme it is the dark counterpart of (its day
        /// theme, the light theme of its base name, or one it inherits from or that inherits
        /// from it), the only one `same-in-light-and-dark` compares it with.
        var counterpart: String?
    }

    /// The theme styles of `files`, resolved; empty when the files hold no theme style.
    static func themes(_ files: [AndroidResourceFile], config: AndroidSourceConfig, raw: RawCatalogue, diagnostics: inout Diagnostics)
        -> [Theme]
    {
        let styles = files.flatMap(\.styles)
        guard !styles.isEmpty else { return [] }
        var day: [String: Style] = [:]
        var nightOnly: [String: Style] = [:]
        var order: [String] = []
        for style in styles {
            if !day.keys.contains(style.name) && !nightOnly.keys.contains(style.name) { order.append(style.name) }
            let existing = style.night ? nightOnly[style.name] : day[style.name]
            if let existing {
                let folder = "values" + (style.night ? "-night" : "")
                diagnostics.warning(
                    KotlinColorReader.unsupportedID,
                    "style '\(style.name)' is defined again in \(folder) (first at \(existing.location)); the first is read",
                    at: style.location)
                continue
            }
            if style.night { nightOnly[style.name] = style } else { day[style.name] = style }
        }
        let night = day.merging(nightOnly) { _, n in n }
        var resolver = Resolver()
        var names = NameReader()
        // Which styles are themes.
        var candidates: [String]
        if !config.themes.isEmpty {
            candidates = []
            for name in config.themes {
                guard day[name] != nil || nightOnly[name] != nil else {
                    diagnostics.error(
                        "invalid-config", "'android.themes' names style '\(name)', which the resource files read do not define",
                        at: config.location(of: name, config: raw.config), suggestion: Suggestion.closest(to: name, in: order))
                    continue
                }
                candidates.append(name)
            }
        } else {
            // Styles named as themes or inheriting from a library theme; of those, the ones that
            // theme a part of a screen (a widget, an overlay, a dialog) or are a theme's shared base
            // only when there is no other.
            let named = order.filter { name in
                let table = day[name] != nil ? day : night
                guard !name.hasPrefix("Base.") && !name.hasPrefix("Platform.") else { return false }
                if isThemeName(name) { return true }
                return resolver.chain(name, in: table, diagnostics: &diagnostics).outside.map(isThemeName) ?? false
            }
            let screens = named.filter { name in
                let table = day[name] != nil ? day : night
                guard !isBase(name), !names.isPartStyle(name) else { return false }
                let chain = resolver.chain(name, in: table, diagnostics: &diagnostics)
                if let outside = chain.outside, names.isPartStyle(outside) { return false }
                return !chain.styles.dropLast().contains { names.isPartStyle($0.name) }
            }
            candidates = screens.isEmpty ? named : screens
        }
        // Night resources: Android applies them at night to every theme the app does not name as
        // one look, as to a DayNight one.
        let nightResources = files.contains { $0.night && (!$0.entries.isEmpty || !$0.styles.isEmpty) }
        let isCandidate = Set(candidates)
        var themes: [Theme] = []
        var skipped: [(Style, String)] = []
        for name in candidates {
            // A day style without a night one is read again with the night resources when it is a
            // DayNight theme, or when no name of the app's styles says how it looks (`Theme.App`
            // but not `Theme.App.Dark`) and the files have night resources.
            var twin = false
            for (isNight, table) in [(false, day), (true, night)] {
                guard let style = isNight ? nightOnly[name] ?? (twin ? day[name] : nil) : day[name] else { continue }
                let chain = resolver.chain(name, in: table, diagnostics: &diagnostics)
                let mode = names.mode(of: chain)
                if !isNight {
                    let own = names.ownMode(of: chain)
                    twin = own == .dayNight || (own == nil && (mode == .dayNight || nightResources))
                }
                var theme = Theme(
                    style: style, night: isNight, id: name, label: name, appearance: isNight || mode == .dark ? .dark : .light,
                    names: [], items: [:], outside: chain.outside, chain: chain.styles.map(\.name))
                for link in chain.styles {
                    for item in link.items {
                        if theme.items.updateValue(item, forKey: item.name) == nil { theme.names.append(item.name) }
                    }
                }
                let colours = colourItems(theme.items)
                theme.names = theme.names.filter { colours.contains($0) }
                theme.items = theme.items.filter { colours.contains($0.key) }
                if config.themes.isEmpty {
                    // A day style read again by night is said once.
                    let said = isNight && nightOnly[name] == nil
                    if theme.names.isEmpty {
                        if !said { skipped.append((style, "sets no colour attribute")) }
                        continue
                    }
                    if let parent = chain.styles.dropLast().last, isCandidate.contains(parent.name),
                        !style.items.contains(where: { colours.contains($0.name) })
                    {
                        if !said { skipped.append((style, "sets no colour of its own over theme '\(parent.name)', so it shows the same colours")) }
                        continue
                    }
                }
                themes.append(theme)
            }
        }
        for (style, why) in skipped {
            diagnostics.append(
                Diagnostic(.note, "android-skipped", "style '\(style.name)' \(why); it is not a theme of its own", at: style.location))
        }
        // A style in both folders: the night one is its dark appearance.
        let dayIDs = Set(themes.filter { !$0.night }.map(\.id))
        counterparts(&themes, dayIDs: dayIDs)
        // The usual app, one DayNight theme style, is the app's light and dark themes, named as
        // the colour resources' are: a site of an iOS and an Android app then pairs them. Not a
        // style dark by day too (a dark library parent, read by night beside night colours): its
        // day theme is no light one, and keeps the style's name.
        if themes.count == 2, themes[1].night, dayIDs.contains(themes[1].id), themes[0].appearance == .light {
            themes[0].id = "light"
            themes[0].label = "Light"
            themes[1].id = "dark"
            themes[1].label = "Dark"
            themes[1].counterpart = "light"
            return themes
        }
        for index in themes.indices where themes[index].night && dayIDs.contains(themes[index].id) {
            themes[index].id += "-night"
            themes[index].label += " (night)"
        }
        return themes
    }

    /// Each dark theme's light counterpart: its day theme (a style read by night), else the first
    /// light theme of its base name (`AppThemeDark` and `AppThemeLight`), else the first light
    /// theme it inherits from or that inherits from it; none when no light theme is related.
    private static func counterparts(_ themes: inout [Theme], dayIDs: Set<String>) {
        let lights = themes.filter { $0.appearance == .light }
        var byBase: [String: String] = [:]
        var byName: [String: String] = [:]
        for light in lights {
            if byBase[baseName(light.id)] == nil { byBase[baseName(light.id)] = light.id }
            if byName[light.id] == nil { byName[light.id] = light.id }
        }
        // Light themes by a style they inherit from, for a dark parent's light child.
        var childOf: [String: String] = [:]
        for light in lights {
            for name in light.chain.dropLast() where childOf[name] == nil { childOf[name] = light.id }
        }
        for index in themes.indices where themes[index].appearance == .dark {
            let theme = themes[index]
            if theme.night, dayIDs.contains(theme.id), byName[theme.id] != nil {
                themes[index].counterpart = theme.id
            } else if let light = byBase[baseName(theme.id)] {
                themes[index].counterpart = light
            } else if let light = theme.chain.dropLast().reversed().lazy.compactMap({ byName[$0] }).first ?? childOf[theme.id] {
                themes[index].counterpart = light
            }
        }
    }

    /// The names of the items whose value is a colour: written as one, or a theme attribute that
    /// is a colour item of the theme or whose name says it is a colour.
    static func colourItems(_ items: [String: Style.Item]) -> Set<String> {
        var colours = Set<String>()
        /// Attribute → the items that name it (`?attr/brandAccent`), for those not yet known.
        var namedBy: [String: [String]] = [:]
        for (name, item) in items {
            let text = item.text
            if text.hasPrefix("#") || text.hasPrefix("@color/") || text.hasPrefix("@android:color/") {
                colours.insert(name)
            } else if text.hasPrefix("?"), let target = attributeName(text) {
                if target.lowercased().contains("color") { colours.insert(name) } else { namedBy[target, default: []].append(name) }
            }
        }
        // `?attr/brandAccent` naming a colour item, however deep: each item reached once from the
        // colours it leads to (a pass per level would be quadratic in a long chain).
        var pending = Array(colours)
        while let colour = pending.popLast() {
            for name in namedBy.removeValue(forKey: colour) ?? [] where colours.insert(name).inserted { pending.append(name) }
        }
        return colours
    }

    /// The attribute a `?` value names, as an item names it: `?attr/colorPrimary` and
    /// `?colorPrimary` → `colorPrimary`, `?android:attr/colorBackground` → `android:colorBackground`.
    static func attributeName(_ text: String) -> String? {
        guard text.hasPrefix("?") else { return nil }
        var rest = Substring(text.dropFirst())
        var namespace = ""
        if rest.hasPrefix("android:") {
            namespace = "android:"
            rest = rest.dropFirst("android:".count)
        }
        if rest.hasPrefix("attr/") { rest = rest.dropFirst("attr/".count) }
        guard AndroidColorValue.isResourceName(String(rest)) else { return nil }
        return namespace + rest
    }

    /// How layouts and code name a theme attribute: `?attr/colorPrimary` and `R.attr.colorPrimary`;
    /// `?android:attr/statusBarColor` and `android.R.attr.statusBarColor` for the platform's.
    static func spellings(of attribute: String) -> (resource: String, code: String) {
        if attribute.hasPrefix("android:") {
            let name = attribute.dropFirst("android:".count)
            return ("?android:attr/\(name)", "android.R.attr.\(name)")
        }
        return ("?attr/\(attribute)", "R.attr.\(attribute)")
    }

    /// Follows parents through the styles of one configuration.
    struct Resolver {
        struct Chain {
            /// The root first, the style itself last.
            var styles: [Style]
            var outside: String?
        }

        /// Cycles already reported, by where the looping parent is named.
        private var reported = Set<SourceLocation>()

        mutating func chain(_ name: String, in table: [String: Style], diagnostics: inout Diagnostics) -> Chain {
            var styles: [Style] = []
            var seen = Set<String>()
            var current = table[name]
            var outside: String?
            while let style = current {
                guard seen.insert(style.name).inserted else {
                    // Said once per loop, at the parent of its style written first, whichever
                    // style's chain meets it first.
                    var loop = Array(styles.drop { $0.name != style.name })
                    let start = loop.indices.min { loop[$0].location < loop[$1].location } ?? 0
                    loop = Array(loop[start...] + loop[..<start])
                    let at = loop[0].parentLocation ?? loop[0].location
                    if reported.insert(at).inserted {
                        let names = (loop + [loop[0]]).map { "'\($0.name)'" }.joined(separator: " → ")
                        diagnostics.error(
                            AndroidStyleThemes.cycleID,
                            "style '\(loop[0].name)' inherits from itself (\(names)); Android refuses to build it, so the loop's attributes are read once",
                            at: at)
                    }
                    break
                }
                styles.append(style)
                current = nil
                if let parent = style.parent {
                    let plain = Self.plainParent(parent)
                    guard !plain.isEmpty else { continue }
                    if let found = table[plain] { current = found } else { outside = plain }
                } else if let dot = style.name.lastIndex(of: ".") {
                    current = table[String(style.name[..<dot])]
                }
            }
            return Chain(styles: styles.reversed(), outside: outside)
        }

        /// `@style/Theme.App` → `Theme.App`, `@android:style/Theme.Material` → `android:Theme.Material`.
        static func plainParent(_ parent: String) -> String {
            if parent.hasPrefix("@style/") { return String(parent.dropFirst("@style/".count)) }
            if parent.hasPrefix("@android:style/") { return "android:" + parent.dropFirst("@android:style/".count) }
            if parent.hasPrefix("@*android:style/") { return "android:" + parent.dropFirst("@*android:style/".count) }
            return parent
        }
    }
}

extension AndroidStyleThemes {
    /// The raw themes and the attribute tokens' declarations. Each theme holds every attribute
    /// token (one it does not set shown by name: its library parent's value is not guessed), then
    /// the colour resources that are tokens, valued for its configuration.
    static func build(
        _ themes: [Theme], dayTokens: [RawThemeToken], nightTokens: [RawThemeToken], paletteNames: Set<String>,
        tokenNames: Set<String>, diagnostics: inout Diagnostics
    ) -> (themes: [RawTheme], declarations: [TokenDeclaration]) {
        var attributes: [String] = []
        var first: [String: Style.Item] = [:]
        for theme in themes {
            for name in theme.names where first[name] == nil {
                attributes.append(name)
                first[name] = theme.items[name]
            }
        }
        // A colour resource of the attribute's name (`<color name="colorPrimary">`, as older apps
        // write) keeps its name; the attribute is then named as layouts spell it.
        func tokenName(_ attribute: String) -> String { tokenNames.contains(attribute) ? spellings(of: attribute).resource : attribute }
        var declarations: [TokenDeclaration] = []
        for attribute in attributes {
            guard let item = first[attribute] else { continue }
            var declaration = TokenDeclaration(
                name: tokenName(attribute), category: item.category ?? defaultCategory, type: .color, description: item.description,
                location: item.location)
            let spelled = spellings(of: attribute)
            declaration.codeSpelling = spelled.code
            declaration.resourceSpelling = spelled.resource
            declarations.append(declaration)
        }
        // An item inherited by several themes is diagnosed once, where it is written.
        var reported = Set<SourceLocation>()
        var out: [RawTheme] = []
        for theme in themes {
            var raw = RawTheme(
                info: ThemeInfo(
                    id: theme.id, label: theme.label, appearance: theme.appearance, imageSuffix: theme.appearance == .dark ? "_dark" : "",
                    location: theme.style.location),
                tokens: [], location: theme.style.location)
            var notSet: [String] = []
            for attribute in attributes {
                let name = tokenName(attribute)
                guard let item = theme.items[attribute] else {
                    notSet.append(attribute)
                    raw.tokens.append(
                        RawThemeToken(
                            name: name, path: name, type: .color,
                            value: .composite(.color, .text(spellings(of: attribute).resource), theme.style.location), location: theme.style.location))
                    continue
                }
                let value: RawValue
                if reported.insert(item.textLocation).inserted {
                    value = self.value(item, in: theme, paletteNames: paletteNames, tokenNames: tokenNames, tokenName: tokenName, diagnostics: &diagnostics)
                } else {
                    var repeated = Diagnostics()
                    value = self.value(item, in: theme, paletteNames: paletteNames, tokenNames: tokenNames, tokenName: tokenName, diagnostics: &repeated)
                }
                raw.tokens.append(RawThemeToken(name: name, path: name, type: .color, value: value, location: item.location))
            }
            raw.tokens += theme.night ? nightTokens : dayTokens
            if !notSet.isEmpty {
                let listed = notSet.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (notSet.count > 3 ? " and \(notSet.count - 3) more" : "")
                let from = theme.outside.map { "its parent '\($0)', a theme the files read do not define (a library's)" } ?? "Android's defaults"
                diagnostics.append(
                    Diagnostic(
                        .note, notSetID,
                        "theme '\(theme.id)' does not set \(listed), which other themes set; \(notSet.count == 1 ? "it comes" : "they come") from \(from), which themebook does not guess, so \(notSet.count == 1 ? "it is" : "they are") shown by name",
                        at: theme.style.location))
            }
            out.append(raw)
        }
        return (out, declarations)
    }

    /// An item's value: `?attr/x` is the theme's own colour attribute `x` when it sets one (else
    /// shown by name, as the platform or a library supplies it); the rest reads as a colour
    /// resource's value, `@color/` resolved in the theme's configuration.
    static func value(
        _ item: Style.Item, in theme: Theme, paletteNames: Set<String>, tokenNames: Set<String>, tokenName: (String) -> String,
        diagnostics: inout Diagnostics
    ) -> RawValue {
        if let target = attributeName(item.text), theme.items[target] != nil {
            return .reference(.token(tokenName(target), theme: nil), item.textLocation)
        }
        let entry = AndroidResourceFile.Entry(
            name: item.name, text: item.text, textLocation: item.textLocation, location: item.location, category: "", description: nil,
            night: theme.night)
        return AndroidResourceLoader.rawValue(entry, paletteNames: paletteNames, tokenNames: tokenNames, owner: item.name, diagnostics: &diagnostics)
    }
}
