import Foundation

/// The stages every command runs, in this order, each a function of what the ones before made:
///
///     1 load          the site config and every catalogue input (`ContentLoader`); the
///                     app's own code (`appCode`), listed and scanned (`AppCodeLoader`)
///     2 guide files   the guides folder listed (a long-running process reads each file)
///     3 check         references resolved, the catalogue checked, contrast measured; the
///                     app's code matched against the catalogue (`AppCodeReport`)
///     4 guides        each guide parsed, linked against the checked catalogue, rendered
///                     into the build's `GuideStore`; the app's code linted against the
///                     guides' Don'ts (`AppCodeLints`); a Changes page's comparison
///     5 templates     the built-in templates with the overrides laid over, every name checked
///     6 render        every file of the site into a `SiteSink` (memory, nowhere, or a staging
///                     folder that replaces the output when the build is clean)
///
/// `build` and `check` run all six (`Build.run`, one-shot, and `IncrementalBuild` for
/// `build --watch` and `serve`, which keeps what the stages made and runs again only what an
/// edit changed); `diff`, `convert`, a Changes page's other side and the fuzz targets stop
/// after the guides or after the check (`prepare(through:)`). The diagnostics of every command
/// are finished the same way (`finish`): levels from the site config, warnings promoted when
/// asked, sorted.
struct Pipeline {
    enum Stage: Int, CaseIterable, Comparable, Sendable {
        case load = 1, guideFiles, check, guides, templates, render

        static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }

        var name: String {
            switch self {
            case .load: "Loading"
            case .guideFiles: "Listing guides"
            case .check: "Checking"
            case .guides: "Guides"
            case .templates: "Templates"
            case .render: "Rendering"
            }
        }

        /// What the progress line shows while it runs: `[3/6] Checking`.
        var progressLine: String { "[\(rawValue)/\(Self.allCases.count)] \(name)" }
    }

    let options: Build.Options
    /// Where content is read from: `options.content` within `options.contentScope`, unless the
    /// caller knows better (a git revision's files, held in memory, are the whole of its scope).
    let contentFiles: InputFiles
    /// Told each stage as it starts (the CLI draws a progress line on a terminal).
    var progress: ((Stage) -> Void)?
    /// The app's code as the last build scanned it, kept by a long-running process
    /// (`IncrementalBuild`), so that Load reads and scans again only the files that changed.
    var appCodeCache: AppCodeCache?

    init(_ options: Build.Options, files: InputFiles? = nil, progress: ((Stage) -> Void)? = nil) {
        self.options = options
        self.contentFiles = files ?? InputFiles(root: options.content, scope: options.contentScope)
        self.progress = progress
    }

    var contentScope: ReadScope { contentFiles.scope }

    // MARK: Everything before Render

    /// What the stages before Render made, stage by stage.
    struct Prepared {
        var checked: Checked
        /// Listed, not read, in a one-shot build.
        var guideFiles: [SourceFile]
        var guides: GuideBuilder.Output
        /// The checked catalogue with its guides.
        var catalogue: Catalogue
        /// nil when a template did not parse, or the templates stage did not run.
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
        /// False when the catalogue has more swatches than pages can hold (`maxSwatches`):
        /// nothing is rendered.
        var renderable = true
    }

    /// The most themes × tokens a site renders. The token list shows every token in every
    /// theme, at about 440 bytes a swatch: some 230,000 swatches already make it larger than
    /// the 100 MB a page may be (`template-too-large`), so no site past this one renders.
    static let maxSwatches = 500_000

    /// The stages through `last` (at most `templates`) for a one-shot command, each guide's
    /// content put in `store`; nil when the content could not be loaded at all. The guide files
    /// are listed and read by the guide stage one at a time, unless `deferringGuides` is false
    /// (`Prepared.guideFiles` then holds their bytes: `convert` writes them out).
    func prepare(
        through last: Stage = .templates, store: GuideStore, deferringGuides: Bool = true, diagnostics: inout Diagnostics
    ) -> Prepared? {
        prepare(through: last, deferred: deferringGuides, store: store, diagnostics: &diagnostics) { files, checked, diagnostics in
            buildGuides(files, checked, store: store, diagnostics: &diagnostics)
        }
    }

    /// Every stage before Render for a long-running process: the guide files read, and what an
    /// unchanged guide made last time taken from `cache`.
    func prepare(cache: GuideCache, diagnostics: inout Diagnostics) -> Prepared? {
        prepare(through: .templates, deferred: false, store: .memory, diagnostics: &diagnostics) { files, checked, diagnostics in
            rebuildGuides(files, checked, cache: cache, diagnostics: &diagnostics)
        }
    }

    /// For a one-shot build, only what Render needs: the catalogue and its renderer (the raw
    /// catalogue and the guide list are let go here).
    func site(store: GuideStore, diagnostics: inout Diagnostics) -> (catalogue: Catalogue, renderer: SiteRenderer?)? {
        prepare(store: store, diagnostics: &diagnostics).map { ($0.catalogue, $0.renderer) }
    }

    private func prepare(
        through last: Stage, deferred: Bool, store: GuideStore, diagnostics: inout Diagnostics,
        guides buildGuides: ([SourceFile], Checked, inout Diagnostics) -> GuideBuilder.Output
    ) -> Prepared? {
        var marks = Prepared.Marks(start: diagnostics.all.count)
        guard let raw = load(diagnostics: &diagnostics) else { return nil }
        marks.guideFiles = diagnostics.all.count
        // A one-shot build lists the guides here and reads each in the guide stage; a
        // long-running process reads them all, to compare with the next edit.
        let guideFiles = last < .guides ? [] : loadGuides(raw.config, deferred: deferred, diagnostics: &diagnostics)
        marks.check = diagnostics.all.count
        let checked = check(raw, diagnostics: &diagnostics)
        marks.guides = diagnostics.all.count
        var catalogue = checked.catalogue
        var guides = GuideBuilder.Output()
        if last >= .guides {
            progress?(.guides)
            guides = buildGuides(guideFiles, checked, &diagnostics)
            catalogue.guides = guides.guides
            catalogue.changes = changes(for: catalogue, store: store, diagnostics: &diagnostics)
        }
        marks.templates = diagnostics.all.count
        let templates = last >= .templates ? loadTemplates(diagnostics: &diagnostics) : nil
        marks.end = diagnostics.all.count
        return Prepared(
            checked: checked, guideFiles: guideFiles, guides: guides, catalogue: catalogue, templates: templates,
            renderer: checked.renderable ? templates.map { renderer(catalogue, $0, guides, checked, store: store) } : nil,
            marks: marks)
    }

    // MARK: The stages

    /// 1. Load, without the guides: the config and every catalogue input. From here on each
    /// rule has the level the site config gives it.
    func load(diagnostics: inout Diagnostics) -> RawCatalogue? {
        progress?(.load)
        guard let raw = ContentLoader.load(contentFiles, guides: false, appCodeCache: appCodeCache, diagnostics: &diagnostics) else {
            return nil
        }
        diagnostics.levels = raw.config.diagnostics
        return raw
    }

    /// 2. Guide files: every guide's Markdown file, read, or with `deferred` only listed (the
    /// guide stage reads each as it needs it, so a one-shot build never holds them all).
    /// `unchanged` gives the bytes of a file known not to have changed since it was last read.
    func loadGuides(
        _ config: SiteConfig, unchanged: (String) -> [UInt8]? = { _ in nil }, deferred: Bool, diagnostics: inout Diagnostics
    ) -> [SourceFile] {
        progress?(.guideFiles)
        return ContentLoader.loadGuides(
            config: config, files: contentFiles, unchanged: unchanged, deferred: deferred, diagnostics: &diagnostics)
    }

    /// 3. Check: references resolved, the catalogue checked, contrast measured.
    func check(_ raw: RawCatalogue, diagnostics: inout Diagnostics) -> Checked {
        progress?(.check)
        var catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        catalogue.contrast = ContrastChecker.check(
            catalogue, settings: raw.config.contrast, complete: raw.declarationsComplete, diagnostics: &diagnostics)
        let complete = ReferenceTable.Completeness(
            tokens: raw.declarationsComplete, palette: raw.paletteComplete, images: raw.imagesComplete)
        let renderable = Self.fitsPages(catalogue, limit: options.swatchLimit, diagnostics: &diagnostics)
        return Checked(raw: raw, catalogue: catalogue, complete: complete, renderable: renderable)
    }

    /// Whether the catalogue's swatches fit the pages (`maxSwatches`); an error at the first
    /// theme past the limit (a generated chain of thousands of theme styles, each with thousands
    /// of colours) when they do not, found here in a second rather than minutes into rendering.
    static func fitsPages(_ catalogue: Catalogue, limit: Int = maxSwatches, diagnostics: inout Diagnostics) -> Bool {
        let (themes, tokens) = (catalogue.themes.count, max(catalogue.tokens.count, 1))
        let (swatches, overflow) = themes.multipliedReportingOverflow(by: tokens)
        guard overflow || swatches > limit else { return true }
        let first = min(limit / tokens, themes - 1)
        diagnostics.error(
            "template-too-large",
            "\(themes) themes of \(tokens) tokens are \(overflow ? "too many" : String(swatches)) swatches, more than the "
                + "\(limit) a site's pages hold (the token list alone would pass 100 MB); nothing is rendered",
            at: catalogue.themes[first].info.location)
        return false
    }

    /// 4. Guides, one-shot: each guide parsed, checked against the checked catalogue, rendered
    /// into `store`; then the app's code linted against them (`lintAppCode`).
    func buildGuides(_ files: [SourceFile], _ checked: Checked, store: GuideStore, diagnostics: inout Diagnostics) -> GuideBuilder.Output {
        let output = GuideBuilder.build(
            files, catalogue: checked.catalogue, config: checked.raw.config, complete: checked.complete, content: contentFiles,
            workers: options.workers, store: store, diagnostics: &diagnostics)
        lintAppCode(checked, guides: output.guides, store: store, diagnostics: &diagnostics)
        return output
    }

    /// 4. Guides, in a long-running process: unchanged guides from `cache`; then the app's code
    /// linted against them, as in a one-shot build.
    func rebuildGuides(_ files: [SourceFile], _ checked: Checked, cache: GuideCache, diagnostics: inout Diagnostics) -> GuideBuilder.Output {
        let output = GuideBuilder.rebuild(
            files, catalogue: checked.catalogue, config: checked.raw.config, complete: checked.complete, content: contentFiles,
            workers: options.workers, cache: cache, diagnostics: &diagnostics)
        lintAppCode(checked, guides: output.guides, store: .memory, diagnostics: &diagnostics)
        return output
    }

    /// 4, after the guides. The app's code (`appCode`, read in Load and matched in Check) against
    /// the guides' Don'ts: each diagnostic quotes the rule that names its code, so it waits for
    /// the guides' rules, read back from `store`. Nothing without `appCode`.
    func lintAppCode(_ checked: Checked, guides: [Guide], store: GuideStore, diagnostics: inout Diagnostics) {
        AppCodeLints.report(checked.catalogue, guides: guides, store: store, diagnostics: &diagnostics)
    }

    /// 4, the end. The changes since `options.changesAgainst`, for a Changes page: the other side
    /// goes through these same stages (`DiffSide`).
    func changes(for catalogue: Catalogue, store: GuideStore, diagnostics: inout Diagnostics) -> SiteChanges? {
        options.changesAgainst.flatMap {
            SiteChanges.load(against: $0, options: options, new: catalogue, guides: store, diagnostics: &diagnostics)
        }
    }

    /// 5. Templates: the built-in ones with the overrides laid over, every name checked. nil
    /// when one did not parse.
    func loadTemplates(diagnostics: inout Diagnostics) -> TemplateSet? {
        progress?(.templates)
        var templates = TemplateSet.load(
            from: options.templates, required: options.templatesRequired, scope: options.templatesScope, diagnostics: &diagnostics)
        TemplateNameCheck.check(&templates, diagnostics: &diagnostics)
        return templates.unreadable.isEmpty ? templates : nil
    }

    /// The renderer of the site, reading the guides' content from `store`. The files guides
    /// link to or show, and the pictures of the images page, go out through the same sink as
    /// the pages.
    func renderer(
        _ catalogue: Catalogue, _ templates: TemplateSet, _ guides: GuideBuilder.Output, _ checked: Checked, store: GuideStore
    ) -> SiteRenderer {
        let copies = guides.files.merging(ImageChecker.shownCopies(catalogue.images, from: checked.raw.assetFiles)) { guide, _ in guide }
        return SiteRenderer(catalogue: catalogue, templates: templates, mentions: guides.mentions, copies: copies, guides: store)
    }

    /// 6. Render (and Write, through the sink): every file of the site into `sink`; the number
    /// of files. A file that could not be written or copied, or a guide's content that could
    /// not be read back from its store, is a `write-failed` error (the build then writes nothing).
    func render(_ renderer: SiteRenderer, into sink: some SiteSink, diagnostics: inout Diagnostics) -> Int {
        progress?(.render)
        do {
            return try renderer.render(into: sink, workers: options.workers, diagnostics: &diagnostics)
        } catch {
            diagnostics.error("write-failed", error.description, at: nil)
            return 0
        }
    }

    // MARK: Judging and finishing

    /// Whether the build fails as things stand, judged at the levels the rules will be printed at.
    func failed(_ diagnostics: Diagnostics) -> Bool {
        diagnostics.fails(warningsAsErrors: options.warningsAsErrors)
    }

    /// The diagnostics as every command reports them.
    func finish(_ diagnostics: Diagnostics) -> [Diagnostic] {
        diagnostics.finished(warningsAsErrors: options.warningsAsErrors, keepingOff: options.mode.listsRulesThatAreOff)
    }
}
