import Foundation

/// The whole pipeline: Load → Check → Render → Write, each stage a function of the one before.
public struct Build {
    public struct Options: Sendable {
        public var content = "content"
        /// Overrides for the built-in templates, file by file; used when it exists ("" for none).
        public var templates = "templates"
        /// The user named the templates folder (`--templates`), so it must exist.
        public var templatesRequired = false
        public var output = "site"
        public var warningsAsErrors = false
        /// Run every check but write nothing (`themebook check`).
        public var checkOnly = false
        /// Threads that render pages at once; the output is the same for any number.
        public var workers = SiteRenderer.defaultWorkers
        /// Keep diagnostics whose rule is off, as notes (`themebook check --all`).
        public var keepDiagnosticsThatAreOff = false
        /// Told the name of each stage as it starts (`[2/3] Guides`); the CLI draws it only on a terminal.
        public var progress: (@Sendable (String) -> Void)?
        /// Folders inputs may also be read from, beside the projects of the content and the
        /// templates (`--allow-read`; see `ReadScope`).
        public var allowRead: [String] = []
        /// A content folder or git revision to compare with, for a Changes page (`--changes-against`).
        public var changesAgainst: String?

        /// Where content may be read from: the content's project and `allowRead`.
        public var contentScope: ReadScope { ReadScope(folders: [content], allowing: allowRead) }
        /// Where template overrides may be read from: the templates folder's project and `allowRead`.
        public var templatesScope: ReadScope { ReadScope(folders: templates.isEmpty ? [] : [templates], allowing: allowRead) }
        /// Everything this build may read (both of the above): what diagnostic excerpts may show.
        public var readScope: ReadScope {
            var isFolder: ObjCBool = false
            let templatesExist = !templates.isEmpty && FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder)
                && isFolder.boolValue
            return ReadScope(folders: templatesExist ? [content, templates] : [content], allowing: allowRead)
        }

        public init() {}
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var catalogue: Catalogue?
        /// Every file of the site, path → bytes, when it was rendered into memory (`check`, or
        /// `run(_:into:)` with a `MemorySink`); a build streams its files to disk instead.
        public var files: [String: [UInt8]] = [:]
        /// How many files the site has.
        public var fileCount = 0
        public var wrote = false
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
        public var succeeded: Bool { errorCount == 0 }
    }

    public static func run(_ options: Options) -> Result {
        var diagnostics = Diagnostics()
        var result = Result(diagnostics: [], catalogue: nil)
        if !options.checkOnly, let refusal = SiteWriter.refusal(output: options.output, inputs: [options.content, options.templates]) {
            diagnostics.error("invalid-output", refusal, at: nil)
            return finish(result, diagnostics, options)
        }
        guard let stages = prepare(options, diagnostics: &diagnostics) else { return finish(result, diagnostics, options) }
        result.catalogue = stages.catalogue
        // Render even when the content has errors: template problems are reported in the same
        // run, and nothing is written unless the whole build is clean.
        guard let renderer = stages.renderer else { return finish(result, diagnostics, options) }
        if options.checkOnly {
            let sink = MemorySink()
            result.fileCount = (try? renderer.render(into: sink, workers: options.workers, diagnostics: &diagnostics)) ?? 0
            result.files = sink.files
            return finish(result, diagnostics, options)
        }
        if failed(diagnostics, options) {
            _ = try? renderer.render(into: DiscardingSink(), workers: options.workers, diagnostics: &diagnostics)
            return finish(result, diagnostics, options)
        }
        // Pages stream into a staging folder as they are rendered; it replaces the output only
        // if the whole build is clean.
        do {
            let sink = try StagingFolderSink(output: options.output)
            result.fileCount = try renderer.render(into: sink, workers: options.workers, diagnostics: &diagnostics)
            guard !failed(diagnostics, options) else {
                sink.discard()
                return finish(result, diagnostics, options)
            }
            try sink.commit()
            result.wrote = true
        } catch {
            diagnostics.error("write-failed", error.description, at: nil)
        }
        return finish(result, diagnostics, options)
    }

    /// Load → Check → Guides → Templates: everything before Render, as the checked catalogue and
    /// the renderer for it (nil when a template did not parse). nil when the content could not
    /// be loaded at all. `guideCache` lets a long-running process skip unchanged guides.
    static func prepare(_ options: Options, guideCache: GuideCache? = nil, diagnostics: inout Diagnostics) -> (catalogue: Catalogue, renderer: SiteRenderer?)? {
        options.progress?("[1/3] Loading and checking")
        guard let raw = ContentLoader.load(content: options.content, scope: options.contentScope, diagnostics: &diagnostics) else {
            return nil
        }
        // From here on each rule has the level the site config gives it.
        diagnostics.levels = raw.config.diagnostics
        var catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        catalogue.contrast = ContrastChecker.check(
            catalogue, settings: raw.config.contrast, complete: raw.declarationsComplete, diagnostics: &diagnostics)
        options.progress?("[2/3] Guides")
        let complete = ReferenceTable.Completeness(
            tokens: raw.declarationsComplete, palette: raw.paletteComplete, images: raw.imagesComplete)
        let guides = GuideBuilder.build(
            raw.guides, catalogue: catalogue, config: raw.config, complete: complete,
            content: InputFiles(root: options.content, scope: options.contentScope), cache: guideCache, diagnostics: &diagnostics)
        catalogue.guides = guides.guides
        catalogue.changes = options.changesAgainst.flatMap { SiteChanges.load(against: $0, options: options, new: catalogue, diagnostics: &diagnostics) }
        options.progress?("[3/3] Rendering")
        var templates = TemplateSet.load(from: options.templates, required: options.templatesRequired, scope: options.templatesScope, diagnostics: &diagnostics)
        TemplateNameCheck.check(&templates, diagnostics: &diagnostics)
        guard templates.unreadable.isEmpty else { return (catalogue, nil) }
        // The files guides link to or show, and the pictures of the images page, go out through
        // the same sink as the pages.
        let copies = guides.files.merging(ImageChecker.shownCopies(catalogue.images, from: raw.assetFiles)) { guide, _ in guide }
        return (catalogue, SiteRenderer(catalogue: catalogue, templates: templates, mentions: guides.mentions, copies: copies))
    }

    /// Whether the build fails as things stand, judged at the levels the rules will be printed at.
    static func failed(_ diagnostics: Diagnostics, _ options: Options) -> Bool {
        var leveled = diagnostics
        leveled.applyLevels()
        return leveled.hasErrors || (options.warningsAsErrors && leveled.warningCount > 0)
    }

    private static func finish(_ result: Result, _ diagnostics: Diagnostics, _ options: Options) -> Result {
        var result = result
        var diagnostics = diagnostics
        diagnostics.applyLevels(keepingOff: options.keepDiagnosticsThatAreOff)
        if options.warningsAsErrors { diagnostics.promoteWarnings() }
        result.diagnostics = diagnostics.sorted
        return result
    }
}
