import Foundation

/// Rebuilds in a long-running process (`themebook build --watch`, a preview server): the same
/// stages as `Build.run`, memoized, so that after one guide changes only that guide is parsed,
/// linked and rendered, and only the pages whose bytes changed are written.
///
/// What each result read is recorded beside it, as in salsa:
/// - a guide's parse, link and render: see `GuideCache`;
/// - a page: its context, which is everything the page reads (a page is a pure function of its
///   template and its context), so a page whose context and templates are as last time is not
///   rendered again;
/// - every file's bytes, by digest, so that only files whose bytes changed are written (and
///   reported as changed).
///
///     let site = IncrementalBuild(options: options)           // output: .memory or .folder
///     var update = site.rebuild()                               // the first call builds everything
///     update = site.rebuild(changedPaths: ["content/guides/a.md"])
///     update.changed  // ["guides/a.html", "search-index.json", …]: what a browser should reload
///
/// Every result is byte for byte a fresh full build of the same inputs (a test compares over a
/// series of edits). A rebuild with errors changes nothing: the previous site stays.
public final class IncrementalBuild: @unchecked Sendable {
    public enum Output: Sendable {
        /// Files are kept in `files` (a preview server).
        case memory
        /// The first build replaces the folder as `Build.run` does; later ones rewrite only the
        /// files that changed, each with a rename, and remove pages that are gone.
        case folder
    }

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
        /// Guides parsed and linked afresh.
        public var guidesRebuilt = 0
        /// Whether Load, Check, Contrast and Templates ran; false when only guides' Markdown
        /// changed and what they made last time was used again (`KeptStages`).
        public var reloaded = true
        public var wrote = false
        /// The checked catalogue of this build (nil when the content could not be loaded).
        public var catalogue: Catalogue?
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    public let options: Build.Options
    public let output: Output
    private let guides = GuideCache()
    /// The stages before the guides, as the last `Build.prepare` left them.
    private var kept: KeptStages?
    private var contexts: [String: MustacheValue] = [:]
    private var digests: [String: Digest] = [:]
    private var built = false
    private var templatesDirty = true
    private let lock = NSLock()
    private var stored: [String: [UInt8]] = [:]

    public init(options: Build.Options, output: Output = .memory) {
        self.options = options
        self.output = output
    }

    /// The site, path → bytes, after the last successful build (`.memory` only).
    public var files: [String: [UInt8]] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// Rebuilds after `changedPaths` changed (created, edited, deleted or renamed: both names).
    /// The first call builds everything whatever it is given.
    public func rebuild(changedPaths: [String] = []) -> Update {
        var diagnostics = Diagnostics()
        var update = Update()
        let content = Self.absolute(options.content), templates = Self.absolute(options.templates)
        let paths = changedPaths.map(Self.absolute)
        if output == .folder, !built, let refusal = SiteWriter.refusal(output: options.output, inputs: [options.content, options.templates]) {
            diagnostics.error("invalid-output", refusal, at: nil)
            return finish(update, diagnostics)
        }
        guides.beginBuild()
        let stages: Build.Prepared
        if var kept, kept.covers(paths, options: options) {
            // Only guides' Markdown changed: the catalogue, config and templates are as last time.
            stages = kept.prepareGuides(options, changed: Set(paths), cache: guides, diagnostics: &diagnostics)
            self.kept = kept
            update.reloaded = false
        } else {
            // A guide's links read the catalogue, the config and the files it points at: any change
            // other than a guide's Markdown relinks every guide.
            if !built || paths.contains(where: { !($0.hasSuffix(".md") && $0.hasPrefix(content + "/")) }) { guides.invalidateLinks() }
            if !built || paths.contains(where: { $0.hasPrefix(templates + "/") }) { templatesDirty = true }
            guard let prepared = Build.prepare(options, guideCache: guides, diagnostics: &diagnostics) else {
                kept = nil
                return finish(update, diagnostics)
            }
            kept = KeptStages(prepared, diagnostics: diagnostics, options: options)
            stages = prepared
        }
        update.catalogue = stages.catalogue
        guard let renderer = stages.renderer else { return finish(update, diagnostics) }
        update.guidesRebuilt = guides.linkedCount
        // Every page's context is made once here, to be compared with last time's and kept.
        var made: [String: MustacheValue] = [:]
        let files = renderer.outputFiles(diagnostics: &diagnostics).map { file -> SiteRenderer.OutputFile in
            var file = file
            switch file.source {
            case .page(let template, let make):
                let context = make()
                made[file.path] = context
                file.source = .page(template: template, context: { context })
            case .script(let template, let make):
                let context = make()
                made[file.path] = context
                file.source = .script(template: template, context: { context })
            default: break
            }
            return file
        }
        // A page is skipped when what it reads is what it read last time.
        let fresh = templatesDirty
        let previous = contexts
        let skip = files.map { file in !fresh && file.isTemplate && previous[file.path] == made[file.path] }
        update.renderedPaths = skip.indices.filter { !skip[$0] && files[$0].isTemplate }.map { files[$0].path }.sorted()
        let collected = ChangedFiles(previous: digests)
        do {
            if output == .folder, !built {
                let sink = try StagingFolderSink(output: options.output)
                collected.forward = sink
                _ = try renderer.render(files, into: collected, workers: options.workers, skip: { skip[$0] }, diagnostics: &diagnostics)
                guard !Build.failed(diagnostics, options) else {
                    sink.discard()
                    return finish(update, diagnostics)
                }
                try sink.commit()
            } else {
                _ = try renderer.render(files, into: collected, workers: options.workers, skip: { skip[$0] }, diagnostics: &diagnostics)
                guard !Build.failed(diagnostics, options) else { return finish(update, diagnostics) }
            }
        } catch {
            diagnostics.error("write-failed", error.description, at: nil)
            return finish(update, diagnostics)
        }
        let produced = Set(files.flatMap(\.paths))
        update.removed = digests.keys.filter { !produced.contains($0) }.sorted()
        update.changed = collected.changed.keys.sorted()
        if output == .folder, built {
            do {
                try FolderUpdate.apply(collected.changed, removing: update.removed, in: options.output)
            } catch {
                diagnostics.error("write-failed", error.description, at: nil)
                return finish(update, diagnostics)
            }
        }
        // The new state, now that the site holds it.
        lock.lock()
        if output == .memory {
            for path in update.removed { stored[path] = nil }
            stored.merge(collected.changed) { _, new in new }
        }
        lock.unlock()
        for path in update.removed { digests[path] = nil }
        digests.merge(collected.digests) { _, new in new }
        contexts = made
        templatesDirty = false
        built = true
        update.wrote = true
        return finish(update, diagnostics)
    }

    private func finish(_ update: Update, _ diagnostics: Diagnostics) -> Update {
        var update = update
        var diagnostics = diagnostics
        diagnostics.applyLevels(keepingOff: options.keepDiagnosticsThatAreOff)
        if options.warningsAsErrors { diagnostics.promoteWarnings() }
        update.diagnostics = diagnostics.sorted
        return update
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// A file's bytes, told apart from other bytes by their length and two differently seeded
/// 64-bit hashes (`Hasher` is seeded once per process, which is all a long-running build needs).
struct Digest: Equatable, Sendable {
    var count: Int
    var first: Int
    var second: Int

    init(_ bytes: [UInt8]) {
        var builder = Builder()
        bytes.withUnsafeBytes { builder.add($0) }
        self = builder.digest
    }

    /// A digest made piece by piece, equal to the digest of the pieces together (`Hasher`
    /// reads bytes as one stream, wherever they are cut).
    struct Builder {
        private var count = 0
        private var a = Hasher(), b = Hasher()

        init() {
            a.combine(0x5A17)
            b.combine(0x7E11)
        }

        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            count += bytes.count
            a.combine(bytes: bytes)
            b.combine(bytes: bytes)
        }

        var digest: Digest {
            Digest(count: count, first: a.finalize(), second: b.finalize())
        }
    }

    private init(count: Int, first: Int, second: Int) {
        self.count = count
        self.first = first
        self.second = second
    }
}

/// Keeps the files whose bytes differ from last time (and forwards every file, when the whole
/// site is being staged).
final class ChangedFiles: SiteSink, @unchecked Sendable {
    private let lock = NSLock()
    private let previous: [String: Digest]
    var forward: (any SiteSink)?
    private(set) var changed: [String: [UInt8]] = [:]
    private(set) var digests: [String: Digest] = [:]

    init(previous: [String: Digest]) { self.previous = previous }

    func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        try forward?.write(path, bytes)
        record(path, Digest(bytes), bytes)
    }

    /// A streamed file is digested piece by piece, and passed on piece by piece when the site
    /// is being staged (kept whole only when it is kept in memory).
    func open(_ path: String) throws(SiteWriter.Failure) -> any SiteFileStream {
        DigestingStream(path: path, into: self, forward: try forward?.open(path))
    }

    /// Notes a finished file: its digest, and its bytes when they changed.
    func record(_ path: String, _ digest: Digest, _ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        digests[path] = digest
        // Staged sites keep nothing in memory: the folder has them.
        if previous[path] != digest { changed[path] = forward == nil ? bytes : [] }
    }
}

extension SiteRenderer.OutputFile {
    var isTemplate: Bool {
        switch source {
        case .page, .script: return true
        default: return false
        }
    }
}
