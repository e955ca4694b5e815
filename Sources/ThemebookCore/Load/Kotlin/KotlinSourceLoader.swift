/// Reads an Android app's Compose theme — palette objects, colours class, palette values, theme
/// enum and `when` — from its Kotlin files into the same `RawCatalogue` the DTCG and Swift
/// inputs give, so Check and Render do not know where the catalogue came from.
///
/// Each file is tokenized and parsed once (`KotlinLexer`, `KotlinParser`); the readers then
/// interpret the declarations. Every diagnostic points at the Kotlin file, line and column.
enum KotlinSourceLoader {
    static func load(_ config: AndroidSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics) {
        var parsed: [KotlinFile] = []
        var seen = Set<String>()
        for relative in config.kotlin {
            let key = SwiftSourceSettings.normalized(relative)
            guard seen.insert(key).inserted else { continue }
            guard let bytes = files.read(key, namedAt: config.location(of: relative, config: raw.config), what: "Kotlin source", diagnostics: &diagnostics)
            else {
                raw.paletteComplete = false
                raw.declarationsComplete = false
                continue
            }
            parsed.append(KotlinFile.parse(bytes, path: files.path(key), diagnostics: &diagnostics))
        }
        // The XML colours the Compose theme reads with `colorResource(R.color.…)`.
        let resources = config.resources.isEmpty
            ? nil : KotlinResourceColors(AndroidResourceLoader.readFiles(config, into: &raw, files: files, diagnostics: &diagnostics))
        read(parsed, config: config, resources: resources, into: &raw, diagnostics: &diagnostics)
    }

    /// Reads parsed files: the palette, then the colours class, its palette values and the themes.
    static func read(
        _ parsed: [KotlinFile], config: AndroidSourceConfig, resources: KotlinResourceColors? = nil, into raw: inout RawCatalogue,
        diagnostics: inout Diagnostics
    ) {
        guard !parsed.isEmpty else { return }
        let entries = KotlinPaletteReader.entries(in: parsed)
        let resourcePalette = resources?.palette ?? []
        var reader = KotlinColorReader()
        reader.namespaces = Set(entries.compactMap(\.namespace))
        reader.paletteNames = PaletteNames(
            entries.map { (namespace: $0.namespace, name: $0.property.name) }
                + resourcePalette.map { (namespace: KotlinResourceColors.namespace, name: $0.name) })
        reader.declared = Set(entries.map { ($0.namespace ?? "") + "." + $0.property.name })
        reader.resources = resources
        var namespaces: [String] = []
        for namespace in entries.compactMap(\.namespace) where !namespaces.contains(namespace) { namespaces.append(namespace) }
        if !resourcePalette.isEmpty { namespaces.append(KotlinResourceColors.namespace) }
        raw.paletteNamespaces = namespaces
        KotlinPaletteReader.read(entries, reader: reader, into: &raw, diagnostics: &diagnostics)
        for entry in resourcePalette {
            guard case .literal(let color) = AndroidColorValue.parse(entry.text) else { continue }
            let group = KotlinPaletteReader.family(of: entry.name)
            if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
            let name = reader.paletteNames.identity(of: entry.name, in: KotlinResourceColors.namespace)
            var paletteColor = RawPaletteColor(
                name: name, group: group, path: name, value: .literal(color, entry.textLocation), location: entry.location,
                namespace: KotlinResourceColors.namespace)
            paletteColor.description = entry.description
            raw.palette.append(paletteColor)
        }
        reader.namespace = nil
        KotlinThemeReader(files: parsed, config: config).read(reader: reader, into: &raw, diagnostics: &diagnostics)
    }
}
