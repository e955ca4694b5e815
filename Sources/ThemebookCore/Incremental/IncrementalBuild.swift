import Foundation

/// Rebuilds in a long-running process (`themebook build --watch`, a preview server): the same
/// stages as `Build.run` (the `Pipeline`), memoized, so that after one guide changes only what
/// depends on it is made again, and only the files whose bytes changed are written.
///
/// What each result read is recorded beside it, as in salsa:
/// - the stages before the guides (Load, Check, Contrast, Templates): the inputs other than
///   guides' Markdown; a change to guides alone reuses them (`KeptStages`);
/// - a guide's parse, link and render: see `GuideCache`;
/// - a page: after a guide-only change, the guide data it shows (`GuideChanges` works out which
///   pages, from the guides before and after, without making any page's context); otherwise its
///   context, by digest (a page is a pure function of its template and its context);
/// - the search index and `catalogue.json`: each guide's records (`SearchIndexMemo`,
///   `CatalogueJSONMemo`);
/// - every file's bytes, by digest, so that only files whose bytes changed are written (and
///   reported as changed).
///
///     let site = IncrementalBuild(options: options)           // mode: .memory or .write(output:)
///     var update = site.rebuild()                               // the first call builds everything
///     update = site.rebuild(changedPaths: ["content/guides/a.md"])
///     update.changed  // ["guides/a.html", "search-index.json", …]: what a browser should reload
///
/// Every result is byte for byte a fresh full build of the same inputs, diagnostics included (a
/// test compares over a series of edits). A rebuild with errors changes nothing: the previous
/// site stays.
///
/// The options' mode says where the site goes: `.write(output:)`, the first build replaces the
/// folder as `Build.run` does and later ones rewrite only the files that changed, each with a
/// rename, and remove pages that are gone; otherwise the files are kept in `files` (a preview
/// server). One thread rebuilds at a time: the value is not `Sendable`.
public final class IncrementalBuild {
    public struct Update: Sendable {
        public var diagnostics: [Diagnostic] = []
        /// Site paths written with new bytes, sorted.
        public var changed: [String] = []
        /// Site paths that are gone, sorted.
        public var removed: [String] = []
        /// Pages rendered (the rest were unchanged and skipped).
        public var rendered: Int { renderedPaths.count }
        /// The site paths of the pages rendered, sorted.
        public var renderedPaths: [String] = []
        /// The generated files made again (search index, `catalogue.json`), sorted.
        public var generatedPaths: [String] = []
        /// Guides parsed and linked afresh.
        public var guidesRebuilt = 0
        /// Whether Load, Check, Contrast and Templates ran; false when only guides' Markdown
        /// changed and what they made last time was used again (`KeptStages`).
        public var reloaded = true
        public var wrote = false
        /// The checked catalogue of this build (nil when the content could not be loaded).
        public var catalogue: Catalogue?
        /// With `appCode`, how many of the app's files this build scanned again (none when
        /// only guides changed), of how many; nil without `appCode`.
        public var appCode: AppCodeCache.Rescan?
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// The guide data of the site as the last successful build left it, to tell what a guide
    /// change changes.
    struct BuiltGuides {
        var guides: [Guide]
        var mentions: [String: [Guide]]
        var copies: Set<String>
        /// The `KeptStages` it was built on.
        var generation: Int
    }

    public let options: Build.Options
    private let pipeline: Pipeline
    private let guides = GuideCache()
    /// The stages before the guides, as the last `Pipeline.prepare` left them, and a number that
    /// changes each time they run.
    private var kept: KeptStages?
    private(set) var generation = 0
    var reads: (generation: Int, reads: TemplateReads)?
    private var builtGuides: BuiltGuides?
    /// Guides linked since `builtGuides` was taken: only they can differ from it.
    var relinked: Set<String> = []
    /// The digest of each page's context when it was last rendered; none when unknown.
    var contexts: [String: Digest] = [:]
    private var digests: [String: Digest] = [:]
    let chunks = GuideChunkMemo()
    private var built = false
    private(set) var templatesDirty = true
    /// The site, path → bytes, after the last successful build (not when it writes a folder).
    public private(set) var files: [String: [UInt8]] = [:]

    static let generatedPaths = [SearchIndex.jsonPath, CatalogueJSON.path, SearchIndex.scriptPath]

    /// The app's code as the last build scanned it (`appCode`): Load reads again only the files
    /// that changed.
    var appCodeCache: AppCodeCache? { pipeline.appCodeCache }

    public init(options: Build.Options) {
        self.options = options
        var pipeline = Pipeline(options)
        // The app's code (`appCode`) is read and scanned again only where a file changed.
        pipeline.appCodeCache = AppCodeCache()
        self.pipeline = pipeline
    }

    /// Rebuilds after `changedPaths` changed (created, edited, deleted or renamed: both names).
    /// The first call builds everything whatever it is given.
    public func rebuild(changedPaths: [String] = []) -> Update {
        var diagnostics = Diagnostics()
        var update = Update()
        let content = Self.absolute(options.content), templates = Self.absolute(options.templates)
        let paths = changedPaths.map(Self.absolute)
        let output = options.mode.output
        if let output, !built, let refusal = SiteWriter.refusal(output: output, inputs: [options.content, options.templates]) {
            diagnostics.error("invalid-output", refusal, at: nil)
            return finish(update, diagnostics)
        }
        guides.beginBuild()
        let stages: Pipeline.Prepared
        if var kept, kept.covers(paths, options: options) {
            // Only guides' Markdown changed: the catalogue, config and templates are as last time.
            stages = kept.prepareGuides(pipeline, changed: Set(paths), cache: guides, diagnostics: &diagnostics)
            self.kept = kept
            update.reloaded = false
        } else {
            // A guide's links read the catalogue, the config and the files it points at: any change
            // other than a guide's Markdown relinks every guide.
            if !built || paths.contains(where: { !($0.hasSuffix(".md") && $0.hasPrefix(content + "/")) }) { guides.invalidateLinks() }
            if !built || paths.contains(where: { $0.hasPrefix(templates + "/") }) { templatesDirty = true }
            generation += 1
            guides.reload()
            guard let prepared = pipeline.prepare(cache: guides, diagnostics: &diagnostics) else {
                kept = nil
                return finish(update, diagnostics)
            }
            kept = KeptStages(prepared, diagnostics: diagnostics, options: options)
            stages = prepared
        }
        relinked.formUnion(guides.linkedSlugs)
        chunks.relinked(guides.linkedSlugs)
        update.catalogue = stages.catalogue
        if let report = stages.catalogue.appCode {
            update.appCode = .init(scanned: update.reloaded ? appCodeCache?.lastScanned ?? 0 : 0, files: report.files.count)
        }
        guard let renderer = stages.renderer else { return finish(update, diagnostics) }
        update.guidesRebuilt = guides.linkedCount
        let plan = plan(stages, renderer: renderer, fast: !update.reloaded, builtOn: builtGuides, diagnostics: &diagnostics)
        update.generatedPaths = plan.generated
        var collected = ChangedFiles(previous: digests)
        let made: [String: Digest?]
        do {
            if let output, !built {
                let sink = try StagingFolderSink(output: output)
                collected = ChangedFiles(previous: digests, forward: sink)
                made = try render(plan, renderer: renderer, into: collected, diagnostics: &diagnostics)
                guard !pipeline.failed(diagnostics) else {
                    sink.discard()
                    return finish(update, diagnostics)
                }
                try sink.commit()
            } else {
                made = try render(plan, renderer: renderer, into: collected, diagnostics: &diagnostics)
                guard !pipeline.failed(diagnostics) else { return finish(update, diagnostics) }
            }
        } catch {
            diagnostics.error("write-failed", error.description, at: nil)
            return finish(update, diagnostics)
        }
        update.renderedPaths = made.keys.sorted()
        update.removed = plan.removed(digests.keys).sorted()
        update.changed = collected.changed.keys.sorted()
        if let output, built {
            do {
                try FolderUpdate.apply(collected.changed, removing: update.removed, in: output)
            } catch {
                diagnostics.error("write-failed", error.description, at: nil)
                return finish(update, diagnostics)
            }
        }
        // The new state, now that the site holds it.
        if output == nil {
            for path in update.removed { files[path] = nil }
            files.merge(collected.changed) { _, new in new }
        }
        for path in update.removed {
            digests[path] = nil
            contexts[path] = nil
        }
        digests.merge(collected.digests) { _, new in new }
        for (path, digest) in made { contexts[path] = digest }
        builtGuides = BuiltGuides(
            guides: stages.catalogue.guides, mentions: stages.guides.mentions, copies: Set(stages.guides.files.keys), generation: generation)
        relinked = []
        chunks.committed()
        templatesDirty = false
        built = true
        update.wrote = true
        return finish(update, diagnostics)
    }

    private func finish(_ update: Update, _ diagnostics: Diagnostics) -> Update {
        var update = update
        update.diagnostics = pipeline.finish(diagnostics)
        return update
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
