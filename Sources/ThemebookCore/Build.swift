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
        /// With `checkOnly`: keep every rendered file in `Result.files` (for callers that read the
        /// site, as tests do). The CLI's `check` does not, so its memory does not grow with the site.
        public var keepFiles = true
        /// Threads that render pages at once; the output is the same for any number.
        public var workers = SiteRenderer.defaultWorkers
        /// Keep diagnostics whose rule is off, as notes (`themebook check --all`).
        public var keepDiagnosticsThatAreOff = false
        /// Told the name of each stage as it starts (`[2/3] Guides`); the CLI draws it only on a terminal.
        public var progress: (@Sendable (String) -> Void)?
        /// The process exits once the build returns (the CLI): what the build made is left to
        /// the exit instead of being released piece by piece (`ProcessExit`).
        public var exitsAfterward = false
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
        /// Every file of the site, path → bytes, when it was rendered into memory (`checkOnly` with
        /// `keepFiles`, or `run(_:into:)` with a `MemorySink`); a build streams its files to disk instead.
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
        if options.exitsAfterward { ProcessExit.exitsAfterward = true }
        if !options.checkOnly, let refusal = SiteWriter.refusal(output: options.output, inputs: [options.content, options.templates]) {
            diagnostics.error("invalid-output", refusal, at: nil)
            return finish(result, diagnostics, options)
        }
        // Only the catalogue, the renderer and the guides' body file go on.
        guard let (catalogue, stagesRenderer, bodies) = prepare(options, diagnostics: &diagnostics)
            .map({ ($0.catalogue, $0.renderer, $0.guides.bodies) })
        else {
            return finish(result, diagnostics, options)
        }
        result.catalogue = catalogue
        // Render even when the content has errors: template problems are reported in the same
        // run, and nothing is written unless the whole build is clean.
        guard let renderer = stagesRenderer else { return finish(result, diagnostics, options) }
        if options.exitsAfterward { ProcessExit.keep(renderer) }
        if options.checkOnly {
            guard options.keepFiles else {
                result.fileCount = render(renderer, into: DiscardingSink(), bodies: bodies, options, diagnostics: &diagnostics)
                return finish(result, diagnostics, options)
            }
            let sink = MemorySink()
            result.fileCount = render(renderer, into: sink, bodies: bodies, options, diagnostics: &diagnostics)
            result.files = sink.files
            return finish(result, diagnostics, options)
        }
        if failed(diagnostics, options) {
            _ = render(renderer, into: DiscardingSink(), bodies: bodies, options, diagnostics: &diagnostics)
            return finish(result, diagnostics, options)
        }
        // Pages stream into a staging folder as they are rendered; it replaces the output only
        // if the whole build is clean.
        do {
            let sink = try StagingFolderSink(output: options.output)
            result.fileCount = render(renderer, into: sink, bodies: bodies, options, diagnostics: &diagnostics)
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
    ///
    /// Each step is a stage function of its own, so a long-running process (`IncrementalBuild`)
    /// can run the guide stages alone, on the checked catalogue and templates it kept.
    static func prepare(_ options: Options, guideCache: GuideCache? = nil, diagnostics: inout Diagnostics) -> Prepared? {
        options.progress?("[1/3] Loading and checking")
        var marks = Prepared.Marks(start: diagnostics.all.count)
        guard let raw = load(options, diagnostics: &diagnostics) else { return nil }
        marks.guideFiles = diagnostics.all.count
        // A one-shot build lists the guides here and reads each in the guide stage; a
        // long-running process reads them all, to compare with the next edit.
        let guideFiles = loadGuides(raw.config, options, deferred: guideCache == nil, diagnostics: &diagnostics)
        marks.check = diagnostics.all.count
        let checked = check(raw, diagnostics: &diagnostics)
        options.progress?("[2/3] Guides")
        marks.guides = diagnostics.all.count
        let guides = buildGuides(guideFiles, checked, options, cache: guideCache, diagnostics: &diagnostics)
        var catalogue = checked.catalogue
        catalogue.guides = guides.guides
        catalogue.changes = options.changesAgainst.flatMap { SiteChanges.load(against: $0, options: options, new: catalogue, diagnostics: &diagnostics) }
        options.progress?("[3/3] Rendering")
        marks.templates = diagnostics.all.count
        let templates = loadTemplates(options, diagnostics: &diagnostics)
        marks.end = diagnostics.all.count
        return Prepared(
            checked: checked, guideFiles: guideFiles, guides: guides, catalogue: catalogue, templates: templates,
            renderer: templates.map { renderer(catalogue, $0, guides, checked) }, marks: marks)
    }

    /// What `prepare` made, stage by stage.
    struct Prepared {
        var checked: Checked
        /// Listed, not read, in a one-shot build (no guide cache).
        var guideFiles: [SourceFile]
        var guides: GuideBuilder.Output
        /// The checked catalogue with its guides.
        var catalogue: Catalogue
        /// nil when a template did not parse.
        var templates: TemplateSet?
        var renderer: SiteRenderer?
        /// Where each stage's diagnostics begin in the build's list, so that a process that skips
        /// a stage can give its diagnostics again, in the same order.
        struct Marks {
            var start = 0, guideFiles = 0, check = 0, guides = 0, templates = 0, end = 0
        }
        var marks: Marks
    }

    /// What Load and Check make of everything but the guides.
    struct Checked {
        var raw: RawCatalogue
        var catalogue: Catalogue
        var complete: ReferenceTable.Completeness
    }

    /// Load, without the guides: the config and every catalogue input. From here on each rule
    /// has the level the site config gives it.
    static func load(_ options: Options, diagnostics: inout Diagnostics) -> RawCatalogue? {
        guard let raw = ContentLoader.load(content: options.content, scope: options.contentScope, guides: false, diagnostics: &diagnostics) else {
            return nil
        }
        diagnostics.levels = raw.config.diagnostics
        return raw
    }

    /// Load, the guides: every guide's Markdown file, read, or with `deferred` only listed (the
    /// guide stage reads each as it needs it, so a one-shot build never holds them all).
    static func loadGuides(
        _ config: SiteConfig, _ options: Options, unchanged: (String) -> [UInt8]? = { _ in nil }, deferred: Bool = false,
        diagnostics: inout Diagnostics
    ) -> [SourceFile] {
        ContentLoader.loadGuides(
            config: config, files: InputFiles(root: options.content, scope: options.contentScope), unchanged: unchanged,
            deferred: deferred, diagnostics: &diagnostics)
    }

    /// Check: references resolved, the catalogue checked, contrast measured.
    static func check(_ raw: RawCatalogue, diagnostics: inout Diagnostics) -> Checked {
        var catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        catalogue.contrast = ContrastChecker.check(
            catalogue, settings: raw.config.contrast, complete: raw.declarationsComplete, diagnostics: &diagnostics)
        let complete = ReferenceTable.Completeness(
            tokens: raw.declarationsComplete, palette: raw.paletteComplete, images: raw.imagesComplete)
        return Checked(raw: raw, catalogue: catalogue, complete: complete)
    }

    /// Guides: each guide parsed, its references checked against the checked catalogue, rendered.
    static func buildGuides(
        _ files: [SourceFile], _ checked: Checked, _ options: Options, cache: GuideCache?, diagnostics: inout Diagnostics
    ) -> GuideBuilder.Output {
        // A one-shot build keeps each guide's body, sections and rules on disk until its pages
        // are written, and `check` too (in the temporary folder) unless it keeps the whole site
        // in memory anyway; a long-running process keeps them in its cache.
        let bodies = cache != nil ? nil
            : !options.checkOnly ? GuideBodyFile.create(beside: options.output)
            : !options.keepFiles ? GuideBodyFile.temporary() : nil
        return GuideBuilder.build(
            files, catalogue: checked.catalogue, config: checked.raw.config, complete: checked.complete,
            content: InputFiles(root: options.content, scope: options.contentScope), cache: cache,
            workers: options.workers, bodies: bodies, diagnostics: &diagnostics)
    }

    /// Templates: the built-in ones with the overrides laid over, every name checked. nil when
    /// one did not parse.
    static func loadTemplates(_ options: Options, diagnostics: inout Diagnostics) -> TemplateSet? {
        var templates = TemplateSet.load(from: options.templates, required: options.templatesRequired, scope: options.templatesScope, diagnostics: &diagnostics)
        TemplateNameCheck.check(&templates, diagnostics: &diagnostics)
        return templates.unreadable.isEmpty ? templates : nil
    }

    /// The renderer of the site. The files guides link to or show, and the pictures of the
    /// images page, go out through the same sink as the pages.
    static func renderer(_ catalogue: Catalogue, _ templates: TemplateSet, _ guides: GuideBuilder.Output, _ checked: Checked) -> SiteRenderer {
        let copies = guides.files.merging(ImageChecker.shownCopies(catalogue.images, from: checked.raw.assetFiles)) { guide, _ in guide }
        return SiteRenderer(catalogue: catalogue, templates: templates, mentions: guides.mentions, copies: copies)
    }

    /// Render and Write: every file of the site into `sink`; the number of files. A file that
    /// could not be written or copied, or a guide's text that could not be read back from
    /// `bodies`, is a `write-failed` error (the build then writes nothing).
    static func render(
        _ renderer: SiteRenderer, into sink: some SiteSink, bodies: GuideBodyFile?, _ options: Options, diagnostics: inout Diagnostics
    ) -> Int {
        var count = 0
        do {
            count = try renderer.render(into: sink, workers: options.workers, diagnostics: &diagnostics)
        } catch {
            diagnostics.error("write-failed", error.description, at: nil)
        }
        if let failure = bodies?.failure { diagnostics.error("write-failed", failure, at: nil) }
        return count
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
