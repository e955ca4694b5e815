/// Reads an Android app's XML colour resources into the same `RawCatalogue` the DTCG and Swift
/// inputs give: `values/` files are the light theme, `values-night/` files the dark one (a
/// colour without a night value keeps its day value, as Android falls back), and a file of
/// literal colour that no night file overrides and that other colours name, or that is in a file
/// of mostly literals none of which night files override (`photon_colors.xml`), is the palette,
/// unless the config names the palette files (`android.palette`).
///
/// `@color/name` refers to a palette colour or to another token of the same theme (resolved in
/// that theme, as Android resolves it); `@android:color/…` and `?attr/…` are shown by name with
/// an `android-system-color` note, never guessed. Code reads a colour as `R.color.name`.
enum AndroidResourceLoader {
    static let missingID = "android-missing"
    static let unknownID = "android-unknown-resource"
    static let systemID = "android-system-color"
    static let nightOnlyID = "android-night-only"

    static func load(_ config: AndroidSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics) {
        let read = readFiles(config, into: &raw, files: files, diagnostics: &diagnostics)
        let paletteFiles = Set(config.palette.map { files.path(SwiftSourceSettings.normalized($0)) })
        for entry in config.palette where !config.resources.contains(where: {
            SwiftSourceSettings.normalized($0) == SwiftSourceSettings.normalized(entry)
        }) {
            diagnostics.error(
                "invalid-config", "'android.palette' names '\(entry)', which 'android.resources' does not list",
                at: config.location(of: entry, config: raw.config))
        }
        let styleThemes = AndroidStyleThemes.themes(read, config: config, raw: raw, diagnostics: &diagnostics)
        if let first = read.flatMap(\.styles).first, styleThemes.isEmpty, config.themes.isEmpty {
            // Styles, none of them a theme (widget styles): they would otherwise vanish unsaid.
            diagnostics.warning(
                KotlinColorReader.unsupportedID,
                "no '<style>' of the files read is a theme (named 'Theme.…' or '…Theme', or inheriting from a library theme), so the styles are left out; name the theme styles in 'android.themes' to read them",
                at: first.location)
        }
        let paletteColors = config.palette.isEmpty ? guessPalette(read, themeStyles: !styleThemes.isEmpty) : []
        build(read, paletteFiles: paletteFiles, paletteColors: paletteColors, styleThemes: styleThemes, into: &raw, diagnostics: &diagnostics)
    }

    /// The files `android.resources` lists, each once, read: those of a device configuration
    /// other than day and night are left out with a warning, and a file that cannot be read
    /// marks the catalogue incomplete.
    static func readFiles(
        _ config: AndroidSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics
    ) -> [AndroidResourceFile] {
        var read: [AndroidResourceFile] = []
        var seen = Set<String>()
        for relative in config.resources {
            let key = SwiftSourceSettings.normalized(relative)
            guard seen.insert(key).inserted else { continue }
            let named = config.location(of: relative, config: raw.config)
            guard let configuration = AndroidResourceFile.configuration(of: key) else {
                diagnostics.warning(
                    KotlinColorReader.unsupportedID,
                    "'\(relative)' holds colours for one device configuration ('\(key.split(separator: "/").dropLast().last ?? "")'); themebook reads 'values' and 'values-night', so it is not read",
                    at: named)
                continue
            }
            guard let bytes = files.read(key, namedAt: named, what: "resource file", diagnostics: &diagnostics) else {
                raw.paletteComplete = false
                raw.declarationsComplete = false
                continue
            }
            read.append(AndroidResourceFile.read(bytes, path: files.path(key), night: configuration.night, diagnostics: &diagnostics))
        }
        return read
    }

    /// The day colours that are the palette, by where each is defined: the literal colours without
    /// a night value that other colours or styles name (`@color/blue50`) or that are in a file of
    /// more literals than references and without night values; none when that would leave no token
    /// (theme styles' colour attributes are tokens). A colour naming another is a token.
    static func guessPalette(_ files: [AndroidResourceFile], themeStyles: Bool = false) -> Set<SourceLocation> {
        let nightNames = Set(files.filter(\.night).flatMap { $0.entries.map(\.name) })
        var named = Set<String>()
        for text in files.flatMap({ $0.entries.map(\.text) + $0.styles.flatMap { $0.items.map(\.text) } }) {
            if case .reference(let name) = AndroidColorValue.parse(text) { named.insert(name) }
        }
        var palette = Set<SourceLocation>()
        var tokens = false
        for file in files {
            // A file some of whose colours night files override is the app's day colours: its
            // literals without a night value are the same by night on purpose, not a palette.
            let literals = file.entries.filter { $0.text.hasPrefix("#") }.count
            let mostlyLiterals = literals * 2 > file.entries.count && !file.entries.contains { nightNames.contains($0.name) }
            for entry in file.entries {
                if !file.night, entry.text.hasPrefix("#"), !nightNames.contains(entry.name), mostlyLiterals || named.contains(entry.name) {
                    palette.insert(entry.location)
                } else {
                    tokens = true
                }
            }
        }
        return themeStyles || tokens ? palette : []
    }

    static func build(
        _ files: [AndroidResourceFile], paletteFiles: Set<String>, paletteColors: Set<SourceLocation> = [],
        styleThemes: [AndroidStyleThemes.Theme] = [], into raw: inout RawCatalogue, diagnostics: inout Diagnostics
    ) {
        let firstDeclaration = raw.declarations.count
        func isPalette(_ entry: AndroidResourceFile.Entry, in file: AndroidResourceFile) -> Bool {
            paletteFiles.contains(file.path) || (!file.night && paletteColors.contains(entry.location))
        }
        let paletteEntries = files.flatMap { file in file.entries.filter { isPalette($0, in: file) } }
        let tokenEntries = files.map { file in (file.night, file.entries.filter { !isPalette($0, in: file) }) }
        let day = tokenEntries.filter { !$0.0 }.flatMap(\.1)
        let night = tokenEntries.filter(\.0).flatMap(\.1)
        let paletteNames = Set(paletteEntries.map(\.name))
        var tokenNames = Set(day.map(\.name))
        // The palette.
        let prefix = commonPrefix(paletteEntries.map(\.name))
        var colors: [RawPaletteColor] = []
        for entry in paletteEntries {
            let group = KotlinPaletteReader.family(of: entry.name, droppingPrefix: prefix)
            if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
            let value = rawValue(entry, paletteNames: paletteNames, tokenNames: [], owner: entry.name, diagnostics: &diagnostics)
            colors.append(RawPaletteColor(name: entry.name, group: group, path: entry.name, value: value, location: entry.location))
        }
        let rank = Dictionary(raw.paletteGroups.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        raw.palette += colors.enumerated().sorted { (rank[$0.element.group] ?? 0, $0.offset) < (rank[$1.element.group] ?? 0, $1.offset) }
            .map(\.element)
        if !paletteEntries.isEmpty { raw.paletteNamespaces = ["R.color"] }
        if raw.config.locations["code"] == nil { raw.config.code.tokens = "R.color" }
        // The tokens: every day colour, then colours only the night files give.
        var declared = Set<String>()
        let nightNames = Set(night.map(\.name))
        for entry in day + night where declared.insert(entry.name).inserted {
            // Without a night value the app keeps the day one on purpose: the same in both is no slip.
            var declaration = TokenDeclaration(
                name: entry.name, category: entry.category, type: .color, description: entry.description,
                sameAcrossAppearances: !nightNames.contains(entry.name), location: entry.location)
            // Code reads it as `R.color.name`: its own spelling only where `code.tokens` says otherwise.
            if raw.config.code.tokens != "R.color" { declaration.codeSpelling = "R.color.\(entry.name)" }
            declaration.resourceSpelling = "@color/\(entry.name)"
            raw.declarations.append(declaration)
        }
        for entry in night where paletteNames.contains(entry.name) {
            diagnostics.warning(
                KotlinColorReader.unsupportedID,
                "palette colour '\(entry.name)' has a night value, which is not read; a palette colour is the same in every theme",
                at: entry.location)
        }
        for entry in night where !tokenNames.contains(entry.name) {
            tokenNames.insert(entry.name)
            diagnostics.warning(
                nightOnlyID,
                "'\(entry.name)' is defined in values-night only, so the light theme has no value; Android needs a default in values",
                at: entry.location)
        }
        // The themes: light from the day files, dark from the night ones over the day ones.
        var light = RawTheme(
            info: ThemeInfo(id: "light", label: "Light", appearance: .light, imageSuffix: "", location: day.first?.location),
            tokens: [], location: day.first?.location)
        for entry in day {
            light.tokens.append(token(entry, paletteNames: paletteNames, tokenNames: tokenNames, theme: "light", diagnostics: &diagnostics))
        }
        let dayNames = Set(day.map(\.name))
        for entry in night where !dayNames.contains(entry.name) {
            light.tokens.append(RawThemeToken(name: entry.name, path: entry.name, type: .color, value: .invalid(entry.location), location: entry.location))
        }
        guard !night.isEmpty || !styleThemes.isEmpty else {
            raw.themes.append(light)
            return
        }
        var dark = RawTheme(
            info: ThemeInfo(id: "dark", label: "Dark", appearance: .dark, imageSuffix: "_dark", location: night.first?.location),
            tokens: [], location: night.first?.location)
        var nightFirst: [String: Int] = [:]
        for (index, entry) in night.enumerated() where nightFirst[entry.name] == nil { nightFirst[entry.name] = index }
        var given = Set<String>()
        // Without night colours (theme styles alone make the themes) no dark colour theme is built.
        for entry in day where !night.isEmpty && given.insert(entry.name).inserted {
            let chosen = nightFirst[entry.name].map { night[$0] } ?? entry
            dark.tokens.append(token(chosen, paletteNames: paletteNames, tokenNames: tokenNames, theme: "dark", diagnostics: &diagnostics))
        }
        // Night entries beyond the first of a name (a duplicate, reported by Check), and night-only ones.
        for (index, entry) in night.enumerated() where nightFirst[entry.name] != index || !given.contains(entry.name) {
            dark.tokens.append(token(entry, paletteNames: paletteNames, tokenNames: tokenNames, theme: "dark", diagnostics: &diagnostics))
        }
        if styleThemes.isEmpty {
            raw.themes.append(light)
            raw.themes.append(dark)
        } else {
            // The theme styles are the themes; the colour resources that are tokens take in each
            // the value of its configuration (a night style the night value).
            let nightTokens = night.isEmpty ? light.tokens : dark.tokens
            let styled = AndroidStyleThemes.build(
                styleThemes, dayTokens: light.tokens, nightTokens: nightTokens, paletteNames: paletteNames, tokenNames: tokenNames,
                diagnostics: &diagnostics)
            raw.themes += styled.themes
            raw.appearanceCounterparts = Dictionary(
                styleThemes.compactMap { theme in theme.counterpart.map { (theme.id, $0) } }, uniquingKeysWith: { a, _ in a })
            raw.declarations.insert(contentsOf: styled.declarations, at: firstDeclaration)
        }
        if !raw.config.themes.isEmpty {
            let order = raw.config.themes
            let ids = raw.themes.map(\.info.id)
            for (index, id) in order.enumerated() where !ids.contains(id) {
                diagnostics.error(
                    "unknown-theme",
                    styleThemes.isEmpty
                        ? "theme '\(id)' in the site config is not one of the resources' themes ('light' from values, 'dark' from values-night)"
                        : "theme '\(id)' in the site config is not one of the theme styles read (\(ids.map { "'\($0)'" }.joined(separator: ", ")))",
                    at: index < raw.config.themeLocations.count ? raw.config.themeLocations[index] : raw.config.themesLocation,
                    suggestion: Suggestion.closest(to: id, in: styleThemes.isEmpty ? ["light", "dark"] : ids))
            }
            raw.themes = order.compactMap { id in raw.themes.first { $0.info.id == id } }
        }
    }

    private static func token(
        _ entry: AndroidResourceFile.Entry, paletteNames: Set<String>, tokenNames: Set<String>, theme: String,
        diagnostics: inout Diagnostics
    ) -> RawThemeToken {
        let value = rawValue(entry, paletteNames: paletteNames, tokenNames: tokenNames, owner: entry.name, diagnostics: &diagnostics)
        return RawThemeToken(name: entry.name, path: entry.name, type: .color, value: value, location: entry.location)
    }

    /// The entry's value: a literal, a palette colour, another token of the same theme, or a
    /// colour the device supplies, shown by name.
    static func rawValue(
        _ entry: AndroidResourceFile.Entry, paletteNames: Set<String>, tokenNames: Set<String>, owner: String,
        diagnostics: inout Diagnostics
    ) -> RawValue {
        let here = entry.textLocation
        switch AndroidColorValue.parse(entry.text) {
        case .literal(let color):
            return .literal(color, here)
        case .reference(let name):
            if paletteNames.contains(name) { return .reference(.palette(name), here) }
            if tokenNames.contains(name) { return .reference(.token(name, theme: nil), here) }
            diagnostics.warning(
                unknownID,
                "'\(owner)' is '@color/\(name)', which the resource files read do not define; list the file that does in 'android.resources'",
                at: here, suggestion: Suggestion.closest(to: name, in: paletteNames.union(tokenNames)))
            return .invalid(here)
        case .system(let name):
            diagnostics.append(
                Diagnostic(
                    .note, systemID,
                    "'\(owner)' is '\(name)', which the device or the app's theme supplies; it is shown by name, not as a colour",
                    at: here))
            return .composite(.color, .text(name), here)
        case .unreadable:
            diagnostics.warning(
                KotlinColorReader.unsupportedID,
                "'\(owner)' is '\(entry.text)', which themebook does not read (it reads #RGB, #ARGB, #RRGGBB, #AARRGGBB and @color/ references); its value is shown as unknown",
                at: here)
            return .invalid(here)
        }
    }

    /// A lower-case word every name starts with before an upper-case letter (`photon` of
    /// `photonBlue50`, `photonLightGrey05`); "" when they do not all share one.
    static func commonPrefix(_ names: [String]) -> String {
        guard let first = names.first else { return "" }
        let prefix = String(first.prefix { $0.isLowercase })
        guard !prefix.isEmpty, prefix.count < first.count else { return "" }
        let all = names.allSatisfy { name in
            name.hasPrefix(prefix) && (name.dropFirst(prefix.count).first?.isUppercase ?? false)
        }
        return all ? prefix : ""
    }
}
