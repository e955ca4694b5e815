/// Reads the app's Swift theming sources — palette, token protocol, themes and image
/// identifiers — into the same `RawCatalogue` the DTCG inputs give, so Check and Render do not
/// know where the catalogue came from.
///
/// Each file is tokenized and parsed once (`SwiftLexer`, `SwiftParser`); the readers then
/// interpret the declarations. Every diagnostic points at the Swift file, line and column.
enum SwiftSourceLoader {
    static let conditionalID = "swift-unsupported"
    static let duplicateEntryID = "duplicate-config-entry"
    static let conditionalMessage = "'#if' blocks are read as if their first branch were compiled ('#elseif' and '#else' branches are skipped); the values may not match a build"

    /// What is left to do once every input is loaded: the Swift values naming colour sets
    /// become aliases of the colour-set tokens (`SwiftColorSetAlias`).
    struct Pending {
        /// The themes the Swift sources added, as indices into `raw.themes`.
        var swiftThemes: Range<Int> = 0..<0
        var swiftTokens: Set<String> = []

        func resolve(in raw: inout RawCatalogue, diagnostics: inout Diagnostics) {
            SwiftColorSetAlias.resolve(in: &raw, swiftThemes: swiftThemes, swiftTokens: swiftTokens, diagnostics: &diagnostics)
        }
    }

    @discardableResult
    static func load(_ config: SwiftSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics)
        -> Pending
    {
        let themesBefore = raw.themes.count
        let images = loadSources(config, into: &raw, files: files, diagnostics: &diagnostics)
        for file in images {
            SwiftImageReader.read(file, into: &raw, diagnostics: &diagnostics)
        }
        return Pending(swiftThemes: themesBefore..<raw.themes.count, swiftTokens: Set(raw.declarations.map(\.name)))
    }

    /// Reads the palette, the tokens and the themes; returns the image identifier files, parsed.
    private static func loadSources(
        _ config: SwiftSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics
    ) -> [SwiftSourceFile] {
        let settings = SwiftSourceSettings.read(config, diagnostics: &diagnostics)
        // Keyed on the normalised path, so `./Sources/A.swift` and `Sources/A.swift` are read once.
        // A file may serve several roles (a protocol file that also holds a theme).
        var cache: [String: SwiftSourceFile?] = [:]
        func parsed(_ relative: String) -> SwiftSourceFile? {
            let key = SwiftSourceSettings.normalized(relative)
            if let file = cache[key] { return file }
            guard let bytes = files.read(
                key, namedAt: settings.location(of: relative, config: raw.config), what: "Swift source", diagnostics: &diagnostics)
            else {
                cache[key] = .some(nil)
                return nil
            }
            // Named by their path from the working folder (`Sources/A.swift`, not `docs/../Sources/A.swift`).
            let file = SwiftSourceFile.parse(bytes, path: SwiftSourceSettings.normalized(files.path(key)), diagnostics: &diagnostics)
            cache[key] = file
            return file
        }
        /// The files of one list, each once; a second entry for the same file is a warning.
        func parsed(_ list: [String], key: String) -> [SwiftSourceFile] {
            var first: [String: Int] = [:]
            var out: [SwiftSourceFile] = []
            for (index, relative) in list.enumerated() {
                let normalized = SwiftSourceSettings.normalized(relative)
                if let earlier = first[normalized] {
                    diagnostics.warning(
                        duplicateEntryID,
                        "'swift.\(key)' lists '\(normalized)' twice\(list[earlier] == relative ? "" : " ('\(list[earlier])' and '\(relative)')"); "
                            + "it is read once",
                        at: settings.location(ofEntry: index, in: key, config: raw.config),
                        notes: [.init("first listed here", at: settings.location(ofEntry: earlier, in: key, config: raw.config))])
                    continue
                }
                first[normalized] = index
                if let file = parsed(relative) { out.append(file) }
            }
            return out
        }

        let paletteFiles = parsed(config.palette, key: "palette")
        var namespaces = SwiftPaletteReader.namespaces(in: paletteFiles, diagnostics: &diagnostics)
        let protocolFile = config.protocolFile.flatMap(parsed)
        let themeFiles = parsed(config.themes, key: "themes")
        // An enum of hex colours beside the themes that use it (`enum Studio: String { case
        // blue50 = "3361CC" }`) can only be a palette: read as one wherever it is declared.
        let paletteFileSet = Set(paletteFiles.map(\.path))
        for file in themeFiles where !paletteFileSet.contains(file.path) {
            namespaces += file.types.filter { SwiftPaletteReader.hexCases(of: $0) != nil }
        }
        raw.paletteNamespaces = namespaces.map(\.name)
        var colors = SwiftColorReader(
            context: .palette, paletteNamespaces: Set(namespaces.map(\.name)), placeholder: config.placeholder)
        colors.colorSets = SwiftColorSetAlias.Known(raw)
        colors.paletteNames = SwiftPaletteReader.names(of: namespaces)
        colors.colorTypeConstants = SwiftPaletteReader.colorTypeConstants(of: namespaces)
        colors.helpers = SwiftHelpers(files: paletteFiles + [protocolFile].compactMap { $0 } + themeFiles)
        SwiftPaletteReader.read(namespaces, reader: colors, into: &raw, diagnostics: &diagnostics)
        colors.paletteAlphas = SwiftPaletteReader.alphas(of: raw.palette, reader: colors)

        // Without a token protocol, a theme type with static instances (shape 3), a theme enum
        // whose colours switch on `self` (shape 5) or colours that hold their light and dark
        // values (shape 4) declare the tokens.
        // (Else a hierarchy of theme classes does, read as a protocol is: its root's colour members.)
        if !(protocolFile.map(SwiftProtocolReader.declaresTokens) ?? false) {
            var sources = [protocolFile].compactMap { $0 }
            for file in themeFiles where !sources.contains(where: { $0.path == file.path }) { sources.append(file) }
            var byName: [String: [SwiftTypeDeclaration]] = [:]
            for file in sources {
                for type in file.allTypes { byName[type.name, default: []].append(type) }
            }
            let index = SwiftTypeIndex(byName)
            let codeNamed = raw.config.locations["code"] != nil
            if let instances = SwiftInstanceThemeReader.find(in: sources, index: index) {
                instances.read(settings: settings, colors: colors, codeNamed: codeNamed, into: &raw, diagnostics: &diagnostics)
                return parsed(config.images, key: "images")
            }
            if let cases = SwiftCaseThemeReader.find(in: sources, index: index) {
                cases.read(settings: settings, colors: colors, codeNamed: codeNamed, into: &raw, diagnostics: &diagnostics)
                return parsed(config.images, key: "images")
            }
            if let dynamic = SwiftDynamicReader.find(in: sources, index: index, helpers: colors.helpers, colorSets: colors.colorSets) {
                dynamic.read(settings: settings, colors: colors, codeNamed: codeNamed, into: &raw, diagnostics: &diagnostics)
                return parsed(config.images, key: "images")
            }
        }

        var tokenProtocol: SwiftProtocolReader.Result?
        if let protocolFile {
            tokenProtocol = SwiftProtocolReader.read(protocolFile, among: themeFiles, diagnostics: &diagnostics)
            raw.declarations = tokenProtocol?.declarations ?? []
        } else if config.protocolFile == nil {
            diagnostics.error(
                "invalid-config", "'swift' needs a 'protocol': the Swift file declaring the token protocol",
                at: settings.swiftLocation ?? SourceLocation(file: raw.config.file, line: 1, column: 1))
        }

        let others = [protocolFile].compactMap { $0 }.filter { file in !themeFiles.contains { $0.path == file.path } }
        let themes = SwiftThemeReader(themeFiles: themeFiles, otherFiles: others, tokenProtocol: tokenProtocol)
        themes.read(settings: settings, colors: colors, into: &raw, diagnostics: &diagnostics)
        return parsed(config.images, key: "images")
    }
}
