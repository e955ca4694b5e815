/// Reads a Compose theme's tokens and themes into the raw catalogue: the colours class's tokens
/// (`KotlinColorsClass`), its palette values (`KotlinPaletteValues`), and the themes, from the
/// theme enum and the `when` that picks a palette value for each of its entries:
///
///     enum class Theme { Light, Dark, Private }
///     val colors = when (theme) {
///         Theme.Light -> lightColorPalette
///         Theme.Dark -> darkColorPalette
///         Theme.Private -> privateColorPalette
///     }
///
/// A theme's id is its entry's name with a lower-case first letter (`Private` → `private`,
/// `DARK` → `dark`). Without such a `when`, each palette value is a theme named after it
/// (`darkColorPalette` → `dark`), said in an `android-themes-by-name` note. A theme enum that
/// holds its own colours (`KotlinColorsClass`: `enum class AppTheme(val primary: Color) { Light(…),
/// Dark(…) }`) is read when no class has a palette value: each entry is a theme.
struct KotlinThemeReader {
    static let missingID = "android-missing"
    static let byNameID = "android-themes-by-name"
    static let enumMissingID = "android-theme-enum-missing"

    let files: [KotlinFile]
    let config: AndroidSourceConfig

    /// The theme candidates: an entry's name (or a palette value's), its id and the expression
    /// giving its palette value.
    struct Found {
        var id: String
        var label: String
        var source: String
        var value: KotlinExpression
        var location: SourceLocation
    }

    func read(reader: KotlinColorReader, into raw: inout RawCatalogue, diagnostics: inout Diagnostics) {
        guard let colorsClass = chooseColorsClass(diagnostics: &diagnostics) else {
            raw.declarationsComplete = false
            return
        }
        let accessor = config.accessor ?? findAccessor(of: colorsClass.name) ?? colorsClass.material?.accessor
        if raw.config.locations["code"] == nil || raw.config.code.tokens == CodeNames().tokens {
            // A theme enum's colours are read from a value of it: `readerTheme.link`.
            raw.config.code.tokens = accessor ?? (colorsClass.type.kind == .enum ? Self.themeID(colorsClass.name) : "colors")
        }
        for token in colorsClass.tokens {
            var declaration = TokenDeclaration(
                name: token.name, category: token.category, type: .color, description: token.description, location: token.location)
            // Spelled through `code.tokens` (the accessor, unless the config names another
            // prefix): the accessor is the token's own spelling only where they differ.
            if let accessor, accessor != raw.config.code.tokens { declaration.codeSpelling = "\(accessor).\(token.name)" }
            raw.declarations.append(declaration)
        }
        var values = KotlinPaletteValues(colorsClass: colorsClass, files: files)
        for (name, location, first) in values.shadowed {
            diagnostics.warning(
                KotlinColorReader.unsupportedID,
                "palette value '\(name)' is made in two files, as build flavours do; themebook reads the first, so this one is not read (list one flavour's files under 'android.kotlin')",
                at: location, notes: [.init("the one read", at: first)])
        }
        guard !values.order.isEmpty else {
            diagnostics.error(
                Self.missingID,
                "no palette value of '\(colorsClass.name)' found; expected a value such as 'val lightColors = \(colorsClass.name)(\(colorsClass.tokens.first?.name ?? "primary") = …)'",
                at: colorsClass.type.location)
            return
        }
        values.evaluateAll(reader: reader, diagnostics: &diagnostics)
        let found = themes(values: values, diagnostics: &diagnostics)
        let infos = Dictionary(config.themeInfo.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let ids = Set(found.map(\.id))
        for entry in config.themeInfo where !ids.contains(entry.id) {
            diagnostics.error(
                "unknown-theme", "'android.themeInfo' names theme '\(entry.id)', which the Kotlin files do not define", at: entry.location,
                suggestion: Suggestion.closest(to: entry.id, in: ids))
        }
        var seen: [String: SourceLocation] = [:]
        for theme in ordered(found, config: raw.config, diagnostics: &diagnostics) {
            if let first = seen[theme.id] {
                diagnostics.error(
                    "duplicate-theme", "theme '\(theme.id)' is defined twice", at: theme.location, notes: [.init("first defined here", at: first)])
                continue
            }
            seen[theme.id] = theme.location
            let value = values.make(theme.value, named: theme.source, at: theme.location, reader: reader, depth: 0, diagnostics: &diagnostics)
            let tokens = colorsClass.tokens.compactMap { token -> RawThemeToken? in
                guard let given = value?.tokens[token.name] else { return nil }
                return RawThemeToken(name: token.name, path: token.name, type: .color, value: given.value, location: given.location)
            }
            let entry = infos[theme.id]
            let name = (theme.id + " " + theme.source).lowercased()
            let guess: Appearance = ["dark", "night", "private", "black", "amoled"].contains(where: name.contains) ? .dark : .light
            let appearance = entry?.appearance ?? value?.appearance ?? guess
            let info = ThemeInfo(
                id: theme.id, label: entry?.label ?? theme.label, appearance: appearance, imageSuffix: appearance == .dark ? "_dark" : "",
                location: theme.location)
            var found = RawTheme(info: info, tokens: tokens, location: value?.location ?? theme.location, complete: value != nil)
            found.appearanceUnstated = entry?.appearance == nil && value?.appearance == nil && Appearance.named(name) == nil
                && guess == .light
            raw.themes.append(found)
        }
    }

    // MARK: - The colours class

    private func chooseColorsClass(diagnostics: inout Diagnostics) -> KotlinColorsClass? {
        let candidates = KotlinColorsClass.candidates(in: files)
        let themeEnums = KotlinColorsClass.themeEnums(in: files)
        let first = SourceLocation(file: files.first?.path ?? "", line: 1, column: 1)
        // Material's own scheme (`lightColorScheme(…)`) competes with the app's classes; its
        // notes are only wanted when it is the one read.
        var materialNotes = Diagnostics()
        let material = KotlinMaterialScheme.colorsClass(in: files, diagnostics: &materialNotes)
        func chosen(_ colorsClass: KotlinColorsClass) -> KotlinColorsClass {
            if colorsClass.material != nil { diagnostics.append(contentsOf: materialNotes.all) }
            return colorsClass
        }
        if let name = config.colors {
            if let material, material.name == name { return chosen(material) }
            let colourEnums = KotlinColorsClass.colourEnums(in: files)
            guard let type = (candidates + colourEnums).first(where: { $0.name == name }) else {
                diagnostics.error(
                    Self.missingID, "'android.colors' names '\(name)', which is no class taking Color values and no theme enum in the Kotlin files",
                    at: config.location ?? first,
                    suggestion: Suggestion.closest(to: name, in: (candidates + colourEnums).map(\.name) + (material.map { [$0.name] } ?? [])))
                return nil
            }
            return KotlinColorsClass(type, groupTypes: KotlinColorsClass.groupTypes(in: files), diagnostics: &diagnostics)
        }
        guard !candidates.isEmpty || material != nil || !themeEnums.isEmpty else {
            diagnostics.error(
                Self.missingID,
                "no colours class found in the Kotlin files; expected a class such as 'class AppColors(primary: Color, …)' or a Material 'lightColorScheme(…)' whose palette values the theme picks, or a theme enum such as 'enum class AppTheme(val primary: Color, …) { Light(…), Dark(…) }'",
                at: first)
            return nil
        }
        // The class with the most palette values made of it; then the one with the most colours.
        var made = KotlinColorsClass.Made()
        for file in files {
            for property in file.properties + file.allTypes.flatMap(\.properties) + file.localProperties.map(\.property) + file.valueFunctions + file.branchValues {
                made.add(property)
            }
        }
        let parts = KotlinColorsClass.groupsOfOthers(candidates, made: made)
        let best = candidates.enumerated().filter { !parts.contains($0.element.name) }.max { a, b in
            let ka = (made.count[a.element.name] ?? 0, a.element.constructor.filter(\.isColor).count, -a.offset)
            let kb = (made.count[b.element.name] ?? 0, b.element.constructor.filter(\.isColor).count, -b.offset)
            return ka < kb
        }?.element
        // A theme enum, when no class has a palette value made of it: its entries are its own.
        let materialMade = material.map { made.count(of: $0.makers) } ?? 0
        if (best.map({ made.count[$0.name] ?? 0 }) ?? 0) == 0, materialMade == 0, let themeEnum = KotlinColorsClass.bestThemeEnum(themeEnums) {
            return KotlinColorsClass(themeEnum, diagnostics: &diagnostics)
        }
        if let material {
            guard let best, made.appClassWins(best.name, over: material.makers) else { return chosen(material) }
        }
        guard let best else { return nil }
        return KotlinColorsClass(best, groupTypes: KotlinColorsClass.groupTypes(in: files), diagnostics: &diagnostics)
    }

    /// `object FirefoxTheme { val colors: FirefoxColors … }` → `FirefoxTheme.colors`. Of several,
    /// the app's own: one whose getter reads another (`FirefoxTheme.colors` reading
    /// `AcornTheme.colors`, the library's), then one of an object named like a theme.
    private func findAccessor(of colorsClass: String) -> String? {
        var found: [(name: String, reads: [String]?)] = []
        for type in files.flatMap(\.allTypes) where type.kind == .object {
            for property in type.properties where property.type == colorsClass || property.type?.hasSuffix("." + colorsClass) == true {
                found.append(("\(type.name).\(property.name)", property.getter?.path))
            }
        }
        let names = Set(found.map(\.name))
        if let wrapper = found.first(where: { $0.reads.map { names.contains($0.joined(separator: ".")) } ?? false }) { return wrapper.name }
        if let object = found.first(where: { $0.name.split(separator: ".").first?.hasSuffix("Theme") ?? false }) ?? found.first {
            return object.name
        }
        return compositionLocal(of: colorsClass)
    }

    /// Without an accessor object, the `CompositionLocal` the app's code reads the colours through
    /// (`val LocalSwatches = staticCompositionLocalOf { DaySwatches }`, read as
    /// `LocalSwatches.current.ink`): the one named after the colours class, else the only one
    /// named as colours are (`Color`, `Colour`, `Palette`, `Scheme`, `Swatch`).
    private func compositionLocal(of colorsClass: String) -> String? {
        let locals = files.flatMap(\.properties).filter { property in
            guard property.name.hasPrefix("Local"), case .call(.name(let maker, _), _, _)? = property.initializer else { return false }
            return maker == "staticCompositionLocalOf" || maker == "compositionLocalOf"
        }
        if let named = locals.first(where: { $0.name == "Local" + colorsClass }) { return named.name + ".current" }
        let colourish = locals.filter { local in ["Color", "Colour", "Palette", "Scheme", "Swatch"].contains { local.name.contains($0) } }
        return colourish.count == 1 ? colourish[0].name + ".current" : nil
    }

    // MARK: - Themes

    private func themes(values: KotlinPaletteValues, diagnostics: inout Diagnostics) -> [Found] {
        let type = values.colorsClass.type
        if type.kind == .enum {
            // A theme enum: each entry a theme, made as `KotlinPaletteValues` names it.
            return type.entries.map { entry in
                let source = "\(type.name).\(entry.name)"
                return Found(id: Self.themeID(entry.name), label: Self.words(entry.name), source: source, value: .name(source, entry.location), location: entry.location)
            }
        }
        let makers = values.colorsClass.makers
        func isPaletteValue(_ expression: KotlinExpression) -> Bool {
            if case .name(let name, _) = expression { return values.declarations[name] != nil }
            return KotlinPaletteValues.builds(expression, makers: makers, values: Set(values.order))
        }
        // Only a `when` with a subject switches over enum entries: without one, a condition
        // such as `darkTheme ->` is a Boolean, not a theme.
        let candidates = files.flatMap(\.whens).filter { w in
            w.subject != nil && w.branches.contains { isPaletteValue($0.value) }
                && w.branches.allSatisfy { branch in branch.conditions.allSatisfy { Self.caseName($0) != nil } }
        }
        guard let chosen = candidates.max(by: { a, b in
            a.branches.filter { isPaletteValue($0.value) }.count < b.branches.filter { isPaletteValue($0.value) }.count
        }) else {
            return themesByName(values: values, diagnostics: &diagnostics)
        }
        let enumName = chosen.branches.lazy.flatMap(\.conditions).compactMap { Self.caseName($0)?.enumName }.first
        let declared = files.flatMap(\.allTypes).first { $0.kind == .enum && $0.name == enumName }
        let fallback = chosen.branches.first { $0.conditions.isEmpty }
        var found: [Found] = []
        func add(_ entry: String, _ branch: KotlinWhen.Branch, at location: SourceLocation) {
            let source = (enumName.map { $0 + "." } ?? "") + entry
            found.append(Found(id: Self.themeID(entry), label: Self.words(entry), source: source, value: branch.value, location: location))
        }
        if let declared {
            for entry in declared.entries {
                if let branch = chosen.branches.first(where: { $0.conditions.contains { Self.caseName($0)?.name == entry.name } }) ?? fallback {
                    add(entry.name, branch, at: entry.location)
                }
            }
        } else {
            diagnostics.append(
                Diagnostic(
                    .note, Self.enumMissingID,
                    "no enum '\(enumName ?? "")' is declared in the Kotlin files, so themes follow the 'when' branches and one for 'else' is left out; list the file that declares it in 'android.kotlin'",
                    at: chosen.location))
            for branch in chosen.branches {
                for condition in branch.conditions { if let name = Self.caseName(condition)?.name { add(name, branch, at: condition.location) } }
            }
        }
        return found
    }

    /// Each palette value a theme of its own, named after it.
    private func themesByName(values: KotlinPaletteValues, diagnostics: inout Diagnostics) -> [Found] {
        let found = values.order.compactMap { name -> Found? in
            guard let property = values.declarations[name] else { return nil }
            let id = Self.themeID(fromValueName: name, colorsClass: values.colorsClass.name)
            return Found(id: id, label: Self.words(id), source: name, value: .name(name, property.location), location: property.location)
        }
        if let first = found.first {
            diagnostics.append(
                Diagnostic(
                    .note, Self.byNameID,
                    "no 'when' over a theme enum picks among the palette values of '\(values.colorsClass.name)', so each is a theme named after it (\(found.map { "'\($0.source)' → '\($0.id)'" }.joined(separator: ", ")))",
                    at: first.location))
        }
        return found
    }

    /// `Theme.Light` or `Light` (a `when` with a subject): the entry's name and its enum's.
    static func caseName(_ expression: KotlinExpression) -> (name: String, enumName: String?)? {
        switch expression {
        case .name(let name, _): (name, nil)
        case .member(.name(let enumName, _), let name, _): (name, enumName)
        case .member(.member(_, let enumName, _), let name, _): (name, enumName)
        default: nil
        }
    }

    /// `Private` → `private`, `DARK` → `dark`, `HighContrast` → `highContrast`.
    static func themeID(_ entry: String) -> String {
        if entry.allSatisfy({ !$0.isLowercase }) { return entry.lowercased() }
        return entry.prefix(1).lowercased() + entry.dropFirst()
    }

    /// `darkColorPalette` → `dark`, `LightColors` → `light`, `DarkScheme` → `dark`, `privateTheme` → `private`,
    /// `Mint.darkScheme` → `mintDark`.
    /// The same, the colours class's name left out first: `DarkHAColorScheme` of `HAColorScheme`
    /// → `dark`, `lightAppColors` of `AppColors` → `light`.
    static func themeID(fromValueName name: String, colorsClass: String) -> String {
        if !name.contains("."), !colorsClass.isEmpty, name.count > colorsClass.count,
            name.lowercased().hasSuffix(colorsClass.lowercased())
        {
            return themeID(String(name.dropLast(colorsClass.count)))
        }
        return themeID(fromValueName: name)
    }

    static func themeID(fromValueName name: String) -> String {
        // An object's value named with it (`Mint.darkScheme`): `mintDark`.
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex {
            let owner = themeID(String(name[..<dot]).split(separator: ".").last.map(String.init) ?? "")
            let own = themeID(fromValueName: String(name[name.index(after: dot)...]))
            return owner + own.prefix(1).uppercased() + own.dropFirst()
        }
        for suffix in ["ColorPalette", "ColourPalette", "ColorScheme", "Colors", "Colours", "Palette", "Scheme", "Theme"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            return themeID(String(name.dropLast(suffix.count)))
        }
        return themeID(name)
    }

    /// `HighContrast` → `High Contrast`, `DARK` → `Dark`.
    static func words(_ name: String) -> String {
        if name.allSatisfy({ !$0.isLowercase }) { return name.prefix(1) + name.dropFirst().lowercased() }
        return KotlinPaletteReader.family(of: name + "0").isEmpty ? name : KotlinPaletteReader.family(of: name + "0")
    }

    /// Themes in the site config's order when it gives one; the others are left out.
    private func ordered(_ found: [Found], config: SiteConfig, diagnostics: inout Diagnostics) -> [Found] {
        guard !config.themes.isEmpty else { return found }
        for (index, entry) in config.themes.enumerated() where !found.contains(where: { $0.id == entry }) {
            diagnostics.error(
                "unknown-theme", "theme '\(entry)' in the site config is not defined by the Kotlin files",
                at: index < config.themeLocations.count ? config.themeLocations[index] : config.themesLocation,
                suggestion: Suggestion.closest(to: entry, in: found.map(\.id)))
        }
        for theme in found where !config.themes.contains(theme.id) {
            diagnostics.warning(
                "theme-left-out", "theme '\(theme.id)' ('\(theme.source)') is not listed in the site config's 'themes'; it is left out",
                at: theme.location)
        }
        return config.themes.compactMap { id in found.first { $0.id == id } }
    }
}
