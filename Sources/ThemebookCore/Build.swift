import Foundation

/// A one-shot build or check: the six stages of the `Pipeline`, once, and the site into the
/// sink its mode asks for. A long-running process runs the same stages through `IncrementalBuild`.
public enum Build {
    /// What a build does with the site it renders: one value, each case a command.
    public enum Mode: Sendable, Equatable {
        /// `themebook build`: the site into the `output` folder, which it replaces only when the
        /// build is clean (a failed build leaves the previous site as it was).
        case write(output: String)
        /// `themebook check`: every stage, every file rendered and let go, nothing written, so
        /// memory does not grow with the site. With `all` (`check --all`), the findings of rules
        /// the site config turns off are listed too, as notes.
        case check(all: Bool = false)
        /// Every stage, every file kept in `Result.files`: for callers that read the site (tests,
        /// a preview server's `IncrementalBuild`). Nothing is written.
        case memory

        /// The output folder, when the mode writes one.
        public var output: String? {
            if case .write(let output) = self { return output }
            return nil
        }

        var listsRulesThatAreOff: Bool { self == .check(all: true) }

        /// Where a one-shot build's guides wait for their pages: a file without a name beside the
        /// output, or in the temporary folder for `check`, so that memory does not grow with the
        /// guides' text; memory when the site is kept in memory anyway (or no file can be made).
        var guideStore: GuideStore {
            let file: GuideStore.File?
            switch self {
            case .write(let output): file = GuideStore.File.create(beside: output)
            case .check: file = GuideStore.File.temporary()
            case .memory: file = nil
            }
            return file.map(GuideStore.file) ?? .memory
        }
    }

    public struct Options: Sendable {
        public var content = "content"
        /// Overrides for the built-in templates, file by file; used when it exists ("" for none).
        public var templates = "templates"
        /// The user named the templates folder (`--templates`), so it must exist.
        public var templatesRequired = false
        public var mode = Mode.write(output: "site")
        public var warningsAsErrors = false
        /// Threads that run the guide stage and render pages at once; the output is the same for
        /// any number.
        public var workers = Parallel.defaultWorkers
        /// The most themes × tokens a site renders (`Pipeline.maxSwatches`); lowered by tests.
        var swatchLimit = Pipeline.maxSwatches
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
        public var diagnostics: [Diagnostic] = []
        public var catalogue: Catalogue?
        /// Where the content of the catalogue's guides is (`GuideStore.content(of:)` reads it).
        public var guides: GuideStore = .memory
        /// Every file of the site, path → bytes (`Mode.memory`).
        public var files: [String: [UInt8]] = [:]
        /// How many files the site has.
        public var fileCount = 0
        public var wrote = false
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
        public var succeeded: Bool { errorCount == 0 }
    }

    public static func run(_ options: Options) -> Result { run(options, progress: nil) }

    /// `progress` is told each stage as it starts.
    static func run(_ options: Options, progress: ((Pipeline.Stage) -> Void)?) -> Result {
        let pipeline = Pipeline(options, progress: progress)
        var diagnostics = Diagnostics()
        var result = Result()
        if let output = options.mode.output, let refusal = SiteWriter.refusal(output: output, inputs: [options.content, options.templates]) {
            diagnostics.error("invalid-output", refusal, at: nil)
        } else {
            result.guides = options.mode.guideStore
            if let (catalogue, renderer) = pipeline.site(store: result.guides, diagnostics: &diagnostics) {
                result.catalogue = catalogue
                // Rendered even when the content has errors: template problems are reported in
                // the same run, and nothing is written unless the whole build is clean.
                if let renderer { render(renderer, pipeline, into: &result, diagnostics: &diagnostics) }
            }
        }
        result.diagnostics = pipeline.finish(diagnostics)
        return result
    }

    /// Render, into the sink the mode asks for.
    private static func render(_ renderer: SiteRenderer, _ pipeline: Pipeline, into result: inout Result, diagnostics: inout Diagnostics) {
        switch pipeline.options.mode {
        case .memory:
            let sink = MemorySink()
            result.fileCount = pipeline.render(renderer, into: sink, diagnostics: &diagnostics)
            result.files = sink.files
        case .check:
            result.fileCount = pipeline.render(renderer, into: DiscardingSink(), diagnostics: &diagnostics)
        case .write(let output):
            // Pages stream into a staging folder as they are rendered; it replaces the output only
            // if the whole build is clean. A build that fails already renders into nothing.
            guard !pipeline.failed(diagnostics) else {
                _ = pipeline.render(renderer, into: DiscardingSink(), diagnostics: &diagnostics)
                return
            }
            do {
                let sink = try StagingFolderSink(output: output)
                result.fileCount = pipeline.render(renderer, into: sink, diagnostics: &diagnostics)
                guard !pipeline.failed(diagnostics) else { return sink.discard() }
                try sink.commit()
                result.wrote = true
            } catch {
                diagnostics.error("write-failed", error.description, at: nil)
            }
        }
    }
}
