/// Reads the colour sets (`*.colorset/Contents.json`) of the asset catalogues the site config
/// lists under `colorSets`: each colour set is a token, and its appearances are the themes.
///
/// Names are Xcode's: a folder joins a set's name only when its own `Contents.json` says
/// `provides-namespace` (`Colors/Label/primary`). A name found again in a later catalogue is
/// qualified by where that catalogue lies (`Widget/Assets/AccentColor`). Read alone, the
/// catalogues give the themes Light and Dark, and Light · High contrast and Dark · High
/// contrast when any set has a high-contrast entry. Read beside Swift sources or DTCG files,
/// each of their themes takes the value of its appearance, and a set's token is named with
/// its catalogue (`Assets/primary`) unless its name holds a namespace already, so it never
/// takes the name of one of theirs.
///
/// Reading happens in two steps: `read` before the other inputs (so `RawCatalogue.colorSetTokens`
/// is known to the Swift sources), `add` after them (when their themes are known).
struct AssetColorLoader {
    struct Read {
        var set: ColorSet
        var token: String
        var spelling: String
    }

    var sets: [Read] = []
    /// Whether another input gives the themes.
    let alongside: Bool
    /// Where the first catalogue is named, for the themes made here.
    let location: SourceLocation?

    static func read(
        _ catalogs: [ColorSetCatalog], alongside: Bool, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics
    ) -> AssetColorLoader {
        var loader = AssetColorLoader(alongside: alongside, location: catalogs.first?.location)
        var taken: [String: SourceLocation] = [:]
        for catalog in catalogs {
            guard files.folder(catalog.path, namedAt: catalog.location, what: "asset catalogue", diagnostics: &diagnostics) else { continue }
            var generated: [String: String] = [:]
            if let file = catalog.generated,
                let bytes = files.read(file, namedAt: catalog.generatedLocation, what: "SwiftGen file", diagnostics: &diagnostics)
            {
                generated = SwiftGenSymbols.read(bytes, file: files.path(file))
            }
            let stem = Self.stem(of: catalog.path)
            var namespaces: [String: Bool] = [:]
            var inCatalogue: [String: SourceLocation] = [:]
            for folder in files.folders(under: catalog.path, withSuffix: "colorset", diagnostics: &diagnostics) {
                let parts = folder.split(separator: "/").map(String.init)
                var folders: [(name: String, namespace: Bool)] = []
                for depth in parts.indices.dropLast() {
                    let path = catalog.path + "/" + parts[...depth].joined(separator: "/")
                    if namespaces[path] == nil { namespaces[path] = AssetCatalogLoader.providesNamespace(path, files: files) }
                    folders.append((parts[depth], namespaces[path] == true))
                }
                let leaf = String(parts[parts.count - 1].dropLast(".colorset".count))
                let name = (folders.filter(\.namespace).map(\.name) + [leaf]).joined(separator: "/")
                var set = ColorSet(
                    name: name, folders: folders, leaf: leaf, catalogue: stem, location: SourceLocation(file: files.path(folder), line: 1, column: 1))
                ColorSetContents.read(&set, folder: catalog.path + "/" + folder, files: files, diagnostics: &diagnostics)
                if let first = inCatalogue[name] {
                    diagnostics.warning(
                        ColorSetContents.duplicateID, "colour set '\(name)' is in '\(stem)' twice; code gets one of them, the first is shown",
                        at: set.location, notes: [.init("first here", at: first)])
                    continue
                }
                inCatalogue[name] = set.location
                var token = alongside && !name.contains("/") ? stem + "/" + name : name
                if taken[token] != nil { token = Self.qualifier(of: catalog.path) + "/" + name }
                var n = 2
                while taken[token] != nil {
                    token = Self.qualifier(of: catalog.path) + "/" + name + " \(n)"
                    n += 1
                }
                taken[token] = set.location
                if raw.colorSetTokens[name] == nil { raw.colorSetTokens[name] = token }
                loader.sets.append(Read(set: set, token: token, spelling: ColorSetSymbols.spelling(of: set, in: catalog, generated: generated)))
            }
        }
        return loader
    }

    /// `../App/Resources/Assets.xcassets` → `Assets`.
    static func stem(of path: String) -> String {
        let last = InputFiles.normalized(path).split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".xcassets") ? String(last.dropLast(".xcassets".count)) : last
    }

    /// `../../Widget/Assets.xcassets` → `Widget/Assets`: the catalogue and its folder.
    static func qualifier(of path: String) -> String {
        let parts = InputFiles.normalized(path).split(separator: "/").filter { $0 != ".." }
        return (parts.dropLast().suffix(1).map(String.init) + [stem(of: path)]).joined(separator: "/")
    }

    /// Adds a declaration per set, and its value to every theme: the other inputs' themes by
    /// their appearance, or the themes made here.
    func add(into raw: inout RawCatalogue, diagnostics: inout Diagnostics) {
        guard !sets.isEmpty else { return }
        let pools = sets.map { Self.split($0.set.entries) }
        let makesThemes = !alongside
        if makesThemes {
            let high = pools.contains { $0.pool.contains(where: \.highContrast) }
            let kinds: [ColorSetTheme] = high ? [.light, .dark, .lightHigh, .darkHigh] : [.light, .dark]
            for kind in kinds {
                var info = kind.info
                info.location = location
                raw.themes.append(RawTheme(info: info, tokens: [], location: location))
            }
        }
        let shownHigh = raw.themes.contains { $0.info.id == ColorSetTheme.lightHigh.info.id } && makesThemes
        for (read, split) in zip(sets, pools) {
            let set = read.set
            if set.entries.isEmpty, !set.hasProblems {
                diagnostics.warning(
                    ColorSetContents.unsupportedID, "colour set '\(set.name)' holds no colour; it is shown as unknown", at: set.location)
            }
            let light = ColorSetTheme.light.chosen(split.pool), dark = ColorSetTheme.dark.chosen(split.pool)
            var others = split.others
            if !shownHigh { others += split.pool.filter(\.highContrast) }
            var declaration = TokenDeclaration(
                name: read.token, category: set.category, type: .color, description: Self.variants(others),
                sameAcrossAppearances: light != nil && light?.location == dark?.location, location: set.location, path: read.token)
            declaration.codeSpelling = read.spelling
            raw.declarations.append(declaration)
            for index in raw.themes.indices {
                let info = raw.themes[index].info
                let kind = ColorSetTheme(dark: info.appearance == .dark, highContrast: makesThemes && info.id.hasSuffix("high-contrast"))
                let entry = kind.chosen(split.pool)
                raw.themes[index].tokens.append(RawThemeToken(
                    name: read.token, path: read.token, type: .color, value: Self.value(entry, kind: kind, set: set),
                    location: entry?.location ?? set.location))
            }
        }
    }

    /// A set's entries split into those a device shows (the universal or iPhone idiom, the sRGB
    /// gamut or none, no other trait) and the other variants.
    static func split(_ entries: [ColorSetEntry]) -> (pool: [ColorSetEntry], others: [ColorSetEntry]) {
        func idiomRank(_ idiom: String) -> Int { idiom == "universal" ? 0 : idiom == "iphone" ? 1 : 2 }
        func gamutRank(_ gamut: String?) -> Int { gamut == "sRGB" ? 0 : gamut == nil ? 1 : 2 }
        guard let idiom = entries.min(by: { idiomRank($0.idiom) < idiomRank($1.idiom) })?.idiom else { return ([], []) }
        let sameIdiom = entries.filter { $0.idiom == idiom }
        let gamut = sameIdiom.map { gamutRank($0.gamut) }.min() ?? 1
        let sameGamut = sameIdiom.filter { gamutRank($0.gamut) == gamut }
        let traits = sameGamut.map(\.otherTraits.count).min() ?? 0
        var pool: [ColorSetEntry] = [], others: [ColorSetEntry] = []
        for entry in entries {
            if entry.idiom == idiom, gamutRank(entry.gamut) == gamut, entry.otherTraits.count == traits {
                pool.append(entry)
            } else {
                others.append(entry)
            }
        }
        return (pool, others)
    }

    /// The value a theme of `kind` sees: the chosen entry's colour, or the system colour it
    /// names in that appearance.
    static func value(_ entry: ColorSetEntry?, kind: ColorSetTheme, set: ColorSet) -> RawValue {
        guard let entry else { return .invalid(set.location) }
        switch entry.value {
        case .color(let raw, _):
            return raw
        case .system(let name, let platform):
            guard let system = SystemColors.entry(name, platform: platform) else { return .invalid(entry.location) }
            let c = system.color(dark: kind.dark, highContrast: kind.highContrast)
            let components = [c.red, c.green, c.blue].map { ColorObject.Component.number($0, text: Color.format($0)) }
            return .colorObject(ColorObject(space: .srgb, components: components, alpha: c.alpha, written: name), entry.location)
        case .invalid:
            return .invalid(entry.location)
        }
    }

    /// The variants a set has beyond those shown, for its description:
    /// `Variants not shown: ipad (any #f2f2f7, dark #1c1c1e); display-P3 (any color(display-p3 1 0 0)).`,
    /// `Variants not shown: any · high contrast #000000.`
    static func variants(_ entries: [ColorSetEntry]) -> String? {
        guard !entries.isEmpty else { return nil }
        var order: [String] = []
        var groups: [String: [String]] = [:]
        for entry in entries {
            let key = entry.qualifiers.joined(separator: " ")
            if groups[key] == nil { order.append(key) }
            let text: String
            switch entry.value {
            case .color(_, let t): text = t
            case .system(let name, _): text = name
            case .invalid: text = "unknown"
            }
            groups[key, default: []].append(entry.appearanceText + " " + text)
        }
        // Entries of the shown idiom and gamut (high contrast, beside other inputs' themes) stand alone.
        let parts = order.map { key in
            let items = (groups[key] ?? []).joined(separator: ", ")
            return key.isEmpty ? items : "\(key) (\(items))"
        }
        return "Variants not shown: " + parts.joined(separator: "; ") + "."
    }
}
