/// Load stage: reads the site config and every input it names into a `RawCatalogue`.
/// Nothing is resolved here; every problem found while reading becomes a diagnostic.
public enum ContentLoader {
    public static let configFile = "themebook.json"

    public static func load(content root: String, diagnostics: inout Diagnostics) -> RawCatalogue? {
        let files = InputFiles(root: root)
        guard files.isDirectory("") || files.isDirectory(".") else {
            diagnostics.error("missing-file", "content folder '\(root)' does not exist", at: nil)
            return nil
        }
        var reader = JSONReader(files: files)
        guard let config = ConfigLoader.load(reader: &reader, diagnostics: &diagnostics) else { return nil }
        var raw = RawCatalogue(config: config)
        if let swift = config.swift {
            SwiftSourceLoader.load(swift, into: &raw, files: files, diagnostics: &diagnostics)
        } else {
            DTCGLoader.load(into: &raw, reader: &reader, diagnostics: &diagnostics)
        }
        if let images = config.images {
            ImagesLoader.load(images, namedAt: config.location(of: "images"), into: &raw, reader: &reader, diagnostics: &diagnostics)
        }
        for catalog in config.assetCatalogs {
            AssetCatalogLoader.load(catalog, into: &raw, files: files, diagnostics: &diagnostics)
        }
        if let guides = config.guides {
            if files.isDirectory(guides) {
                for relative in files.files(under: guides, withExtension: "md") {
                    let inner = guides + "/" + relative
                    if let bytes = files.read(inner) {
                        raw.guides.append(SourceFile(path: files.path(inner), relativePath: relative, bytes: bytes))
                    }
                }
            } else if let location = config.locations["guides"] {
                // Only a folder the config names is required; the default one is optional.
                diagnostics.error("missing-file", "guides folder '\(files.path(guides))' does not exist", at: location)
            }
        }
        return raw
    }
}

/// Reads JSON inputs relative to the content folder, reporting a missing file at the place
/// that named it.
struct JSONReader {
    let files: InputFiles

    func read(_ relative: String, namedAt location: SourceLocation?, diagnostics: inout Diagnostics) -> JSONNode? {
        guard let bytes = files.read(relative) else {
            diagnostics.error("missing-file", "file '\(files.path(relative))' does not exist", at: location)
            return nil
        }
        return JSONParser.parse(bytes, file: files.path(relative), into: &diagnostics)
    }
}
