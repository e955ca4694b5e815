/// Reads the app's Swift theming sources — palette, token protocol, themes and image
/// identifiers — into the same `RawCatalogue` the DTCG inputs give, so Check and Render do not
/// know where the catalogue came from.
///
/// Each file is tokenized and parsed once (`SwiftLexer`, `SwiftParser`); the readers then
/// interpret the declarations. Every diagnostic points at the Swift file, line and column.
enum SwiftSourceLoader {
    static let conditionalID = "swift-unsupported"
    static let conditionalMessage = "'#if' blocks are read as if every branch were compiled; the values may not match a build"

    static func load(_ config: SwiftSourceConfig, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics)
    {
        let settings = SwiftSourceSettings.read(config, diagnostics: &diagnostics)
        var cache: [String: SwiftSourceFile] = [:]
        func parsed(_ relative: String) -> SwiftSourceFile? {
            if let file = cache[relative] { return file }
            guard let bytes = files.read(relative) else {
                diagnostics.error(
                    "missing-file", "Swift source '\(files.path(relative))' does not exist",
                    at: settings.location(of: relative, config: raw.config))
                return nil
            }
            let file = SwiftSourceFile.parse(bytes, path: files.path(relative), diagnostics: &diagnostics)
            cache[relative] = file
            return file
        }

        let paletteFiles = config.palette.compactMap(parsed)
        let namespaces = SwiftPaletteReader.namespaces(in: paletteFiles, diagnostics: &diagnostics)
        let colors = SwiftColorReader(
            context: .palette, paletteNamespaces: Set(namespaces.map(\.name)), placeholder: config.placeholder)
        SwiftPaletteReader.read(namespaces, reader: colors, into: &raw, diagnostics: &diagnostics)

        var tokenProtocol: SwiftProtocolReader.Result?
        let protocolFile = config.protocolFile.flatMap(parsed)
        if let protocolFile {
            tokenProtocol = SwiftProtocolReader.read(protocolFile, diagnostics: &diagnostics)
            raw.declarations = tokenProtocol?.declarations ?? []
        } else if config.protocolFile == nil {
            diagnostics.error(
                "invalid-config", "'swift' needs a 'protocol': the Swift file declaring the token protocol",
                at: settings.swiftLocation ?? SourceLocation(file: raw.config.file, line: 1, column: 1))
        }

        let themeFiles = config.themes.compactMap(parsed)
        let others = [protocolFile].compactMap { $0 }.filter { file in !themeFiles.contains { $0.path == file.path } }
        let themes = SwiftThemeReader(themeFiles: themeFiles, otherFiles: others, tokenProtocol: tokenProtocol)
        themes.read(settings: settings, colors: colors, into: &raw, diagnostics: &diagnostics)

        for file in config.images.compactMap(parsed) {
            SwiftImageReader.read(file, into: &raw, diagnostics: &diagnostics)
        }
    }
}
