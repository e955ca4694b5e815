/// Load stage: reads the site config and every input it names into a `RawCatalogue`.
/// Nothing is resolved here; every problem found while reading becomes a diagnostic.
public enum ContentLoader {
    public static let configFile = "themebook.json"

    /// `guides` false leaves the guides out (`loadGuides` reads them, as a stage of its own).
    public static func load(content root: String, scope: ReadScope? = nil, guides: Bool = true, diagnostics: inout Diagnostics) -> RawCatalogue? {
        load(InputFiles(root: root, scope: scope), guides: guides, diagnostics: &diagnostics)
    }

    /// The same, from files already set up (a git revision's, in memory). `appCodeCache` keeps
    /// the app's code scanned between the builds of a long-running process.
    public static func load(
        _ files: InputFiles, guides: Bool = true, appCodeCache: AppCodeCache? = nil, diagnostics: inout Diagnostics
    ) -> RawCatalogue? {
        let root = files.root
        switch files.access("") {
        case .inside(.folder, _):
            break
        case .outside(let real):
            files.reportOutside("content folder", "", real: real, at: nil, diagnostics: &diagnostics)
            return nil
        default:
            diagnostics.error("missing-file", "content folder '\(root)' does not exist", at: nil)
            return nil
        }
        var reader = JSONReader(files: files)
        guard let config = ConfigLoader.load(reader: &reader, diagnostics: &diagnostics) else { return nil }
        var raw = RawCatalogue(config: config)
        if config.platforms.isEmpty {
            loadInputs(into: &raw, files: files, reader: &reader, diagnostics: &diagnostics)
        } else {
            // Each platform's inputs into a catalogue of its own; the site's guides once.
            for platform in config.platforms {
                var inputs = RawCatalogue(config: platform.config)
                loadInputs(into: &inputs, files: files, reader: &reader, diagnostics: &diagnostics)
                raw.platforms.append(RawPlatform(id: platform.id, label: platform.label, location: platform.location, raw: inputs))
            }
            // What guides may name is every platform's: complete when each platform's is.
            raw.paletteComplete = raw.platforms.allSatisfy(\.raw.paletteComplete)
            raw.declarationsComplete = raw.platforms.allSatisfy(\.raw.declarationsComplete)
            raw.imagesComplete = raw.platforms.allSatisfy(\.raw.imagesComplete)
            raw.assetsComplete = raw.platforms.allSatisfy(\.raw.assetsComplete)
        }
        if let appCode = config.appCode {
            // The app's code is the site's: each file is read with the spellings of its platform's
            // catalogue (Swift with the iOS one's, Kotlin with the Android one's).
            let catalogues = raw.platforms.isEmpty ? [raw] : raw.platforms.map(\.raw)
            raw.appCode = AppCodeLoader.load(appCode, catalogues: catalogues, files: files, cache: appCodeCache, diagnostics: &diagnostics)
        }
        if guides { raw.guides = loadGuides(config: config, files: files, diagnostics: &diagnostics) }
        return raw
    }

    /// Every input the config names, besides the guides: the tokens (Swift, Android or DTCG),
    /// the image list and the asset catalogues.
    static func loadInputs(into raw: inout RawCatalogue, files: InputFiles, reader: inout JSONReader, diagnostics: inout Diagnostics) {
        let config = raw.config
        // Colour sets alone need no DTCG files: the default resolver is read only when named.
        let dtcg = config.swift == nil && config.android == nil && (config.colorSets.isEmpty || config.locations["resolver"] != nil)
        // Read first, so Swift sources can alias them; given values once the themes are known.
        let colorSets = config.colorSets.isEmpty
            ? nil : AssetColorLoader.read(config.colorSets, alongside: config.swift != nil || config.android != nil || dtcg, into: &raw, files: files, diagnostics: &diagnostics)
        var swiftPending: SwiftSourceLoader.Pending?
        if let swift = config.swift {
            swiftPending = SwiftSourceLoader.load(swift, into: &raw, files: files, diagnostics: &diagnostics)
        } else if let android = config.android {
            AndroidSourceLoader.load(android, into: &raw, files: files, diagnostics: &diagnostics)
        } else if dtcg {
            DTCGLoader.load(into: &raw, reader: &reader, diagnostics: &diagnostics)
        }
        colorSets?.add(into: &raw, diagnostics: &diagnostics)
        if let images = config.images {
            ImagesLoader.load(images, namedAt: config.location(of: "images"), into: &raw, reader: &reader, diagnostics: &diagnostics)
        }
        for catalog in config.assetCatalogs {
            AssetCatalogLoader.load(catalog, into: &raw, files: files, diagnostics: &diagnostics)
        }
        swiftPending?.resolve(in: &raw, diagnostics: &diagnostics)
    }

    /// Every guide's Markdown (none when the config turns guides off). `unchanged` gives the
    /// bytes of a file (by its path) known to be as they were when last read, so a long-running
    /// process reads again only the guides that changed; the folder is walked as always.
    /// With `deferred`, each guide is listed, not read: its bytes are read when it is parsed
    /// (`SourceFile.deferredPath`).
    static func loadGuides(
        config: SiteConfig, files: InputFiles, unchanged: (String) -> [UInt8]? = { _ in nil }, deferred: Bool = false,
        diagnostics: inout Diagnostics
    ) -> [SourceFile] {
        guard let guides = config.guides else { return [] }
        return loadGuides(guides, config: config, files: files, unchanged: unchanged, deferred: deferred, diagnostics: &diagnostics)
    }

    /// Every `*.md` below the guides folder. Only a folder the config names is required; the
    /// default one is optional. A guide whose page could not be written as a file is an error
    /// here, at the guide, rather than a write failure naming a staging path.
    static func loadGuides(
        _ guides: String, config: SiteConfig, files: InputFiles, unchanged: (String) -> [UInt8]? = { _ in nil },
        deferred: Bool = false, diagnostics: inout Diagnostics
    ) -> [SourceFile] {
        let named = config.locations["guides"]
        guard files.folder(
            guides, namedAt: config.location(of: "guides"), what: "guides folder", required: named != nil, diagnostics: &diagnostics)
        else { return [] }
        var out: [SourceFile] = []
        for (relative, real) in files.filesWithReal(under: guides, withExtension: "md", diagnostics: &diagnostics) {
            let inner = guides + "/" + relative
            var file = SourceFile(path: files.path(inner), relativePath: relative, bytes: [])
            // The walk took regular files inside the scope only, by their real paths: reading
            // one fails only for a file that went away or cannot be opened.
            // A revision's files are in memory already: read now, never deferred to a path on disk.
            if deferred, files.revision == nil {
                file.deferredPath = real
            } else if let bytes = unchanged(file.path) ?? files.read(inner) {
                file.bytes = bytes
            } else {
                diagnostics.append(Self.unreadableGuide(file))
                continue
            }
            if let problem = Paths.pageProblem(Guide.page(slug: GuideSource.slug(of: file))) {
                diagnostics.error(
                    PageNameCheck.tooLongID, "guide '\(PageNameCheck.shown(relative))' cannot have a page: \(problem); rename it",
                    at: SourceLocation(file: file.path, line: 1, column: 1))
            }
            out.append(file)
        }
        return out
    }
}

extension ContentLoader {
    /// What is said of a guide file that cannot be read, here or when the guide stage reads a
    /// deferred one.
    static func unreadableGuide(_ file: SourceFile) -> Diagnostic {
        .error("missing-file", "guide '\(file.relativePath)' cannot be read", at: SourceLocation(file: file.path, line: 1, column: 1))
    }
}

/// Reads JSON inputs relative to the content folder, reporting a missing file at the place
/// that named it.
struct JSONReader {
    let files: InputFiles
    /// Shared by every file this reader reads (and every copy of it).
    let strings = JSONStrings()

    func read(_ relative: String, namedAt location: SourceLocation?, diagnostics: inout Diagnostics) -> JSONNode? {
        guard let bytes = files.read(relative, namedAt: location, what: "file", diagnostics: &diagnostics) else { return nil }
        return JSONParser.parse(bytes, file: files.path(relative), strings: strings, into: &diagnostics)
    }

    /// A file read flat (`JSONDocument`): token files, whose keys are read as bytes.
    func document(_ relative: String, namedAt location: SourceLocation?, diagnostics: inout Diagnostics) -> JSONDocument? {
        Self.document(relative, files: files, namedAt: location, diagnostics: &diagnostics)
    }

    /// The same from `files`, with no reader (a token file read on another thread, `TokenSources.prefetch`).
    static func document(_ relative: String, files: InputFiles, namedAt location: SourceLocation?, diagnostics: inout Diagnostics) -> JSONDocument? {
        guard let bytes = files.read(relative, namedAt: location, what: "file", diagnostics: &diagnostics) else { return nil }
        return JSONParser.document(bytes, file: files.path(relative), into: &diagnostics)
    }
}
