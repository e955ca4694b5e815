/// Builds the guide pages from their Markdown sources: reads each one's front matter and
/// outline, checks every reference against the catalogue and the other guides, and renders.
///
/// Two passes, each on `workers` threads (`Parallel.map`):
/// 1. **Parse**, every guide at once: front matter and heading ids of each guide. A one-shot
///    build reads the heading ids of only the guides another guide may link to a section of
///    (`SectionLinks`), once every guide's front matter is read.
/// 2. **Link and render**, once the lookup tables are built from every guide's headings
///    (`ReferenceTable`: links name other guides' sections), a batch of guides at a time: each
///    guide's Markdown is parsed again, its outline made, its references checked, and its
///    content rendered into the build's `GuideStore`.
/// Each guide is then merged in order (diagnostics, the files it copies), so the output and
/// the diagnostics are the same for any number of workers. What a guide asks of the others'
/// state (a copy clashing but for letter case, a "did you mean" index that gives up after a
/// budget) is answered as a single thread would: see `GuideCopies` and `ReferenceSuggestions`.
///
/// Two entry points over the same steps:
/// - `build`, a one-shot command: its files come listed but not read (`SourceFile.deferredPath`),
///   each pass reads a guide's file as it gets to it and lets the bytes go after, and the
///   content waits in the store; memory holds a guide's title, summary, paths, rule count and
///   the tokens it mentions, never its parsed Markdown.
/// - `rebuild`, a long-running process: what a guide made last time is taken from its
///   `GuideCache` while the guide's inputs are unchanged.
enum GuideBuilder {
    struct Output {
        /// In navigation order: by `order` (guides without one last), then title.
        var guides: [Guide] = []
        /// Token name → guides that mention it, in navigation order.
        var mentions: [String: [Guide]] = [:]
        /// Files of the content folder the guides link to or show, by their path in the site.
        var files: [String: SiteCopy] = [:]
    }

    /// One guide linked and rendered, before it is merged.
    struct Linked: Sendable {
        var guide: Guide
        var tokens: Set<String>
        var diagnostics: [Diagnostic]
        var copies: GuideCopies
        /// It asked for a "did you mean" (and got none, from a probe): link it again in order.
        var askedSuggestions: Bool
    }

    /// Guides linked at once before they are merged: enough to keep every worker busy, few
    /// enough that the linked guides waiting for their merge take little memory.
    static let batchSize = 512

    /// What both entry points pass to the shared steps.
    private struct Setting {
        var config: SiteConfig
        var complete = ReferenceTable.Completeness()
        /// The content folder, for the files guides link to; nil when there is none on disk.
        var content: InputFiles?
        var workers = Parallel.defaultWorkers
    }

    /// A one-shot build: every guide parsed, linked and rendered once, its content put in `store`.
    static func build(
        _ files: consuming [SourceFile], catalogue: Catalogue, config: SiteConfig,
        complete: ReferenceTable.Completeness = ReferenceTable.Completeness(), content: InputFiles? = nil,
        workers: Int = Parallel.defaultWorkers, store: GuideStore = .memory, diagnostics: inout Diagnostics
    ) -> Output {
        let setting = Setting(config: config, complete: complete, content: content, workers: workers)
        // What pass 1 made is let go once the table has what links need of it.
        let (targets, parsedSources, complete) = { () -> ([String: ReferenceTable.GuideTarget], [GuideSource], ReferenceTable.Completeness) in
            let made = parse(files, Array(files.indices), keyed: false, workers: workers)
            let (parsed, complete) = accept(files, parsed: made, setting, diagnostics: &diagnostics)
            var sources = parsed.map(\.source)
            outlineLinked(&sources, workers: workers, diagnostics: &diagnostics)
            return (ReferenceTable.targets(sources), sources, complete)
        }()
        // From here on the sources hold the only references to the guides' bytes, set aside
        // until each guide's batch.
        files = []
        var sources = parsedSources
        // The table holds what links need of the headings; linking makes each guide's outline again.
        for index in sources.indices { sources[index].headings = [] }
        let guideFiles = GuideFiles(content: setting.content)
        let table = Self.table(
            CatalogueReferences(catalogue, chips: !sources.isEmpty), targets, sources, complete, setting, guideFiles)
        // Nothing compares a guide's bytes or gives its diagnostics again: they go with the source.
        let pages = linkAll(
            &sources, table: table, guideFiles: guideFiles, setting, store: store,
            memos: Array(repeating: nil, count: sources.count),
            keep: { linked, _ in GuideCache.Linked(bytes: [], guide: linked.guide, tokens: linked.tokens, diagnostics: [], copies: []) },
            diagnostics: &diagnostics)
        return output(pages.pages, files: pages.files, presized: true)
    }

    /// A long-running process's build: a guide whose bytes are as last time is not parsed again,
    /// and one whose bytes and reference table are as last time is not linked or rendered again
    /// (`cache`); its content stays in memory, in the cache.
    static func rebuild(
        _ files: [SourceFile], catalogue: Catalogue, config: SiteConfig,
        complete: ReferenceTable.Completeness = ReferenceTable.Completeness(), content: InputFiles? = nil,
        workers: Int = Parallel.defaultWorkers, cache: GuideCache, diagnostics: inout Diagnostics
    ) -> Output {
        // A cache tells a guide unchanged by its bytes, which a listed file does not have yet.
        precondition(files.allSatisfy { $0.deferredPath == nil }, "a long-running build reads its guides first")
        let setting = Setting(config: config, complete: complete, content: content, workers: workers)
        var made = files.map { cache.parsed($0) }
        let fresh = files.indices.filter { made[$0] == nil }
        for (index, memo) in zip(fresh, parse(files, fresh, keyed: true, workers: workers)) {
            made[index] = memo
            if let memo { cache.store(memo, for: files[index]) }
        }
        let (parsed, complete) = accept(files, parsed: made, setting, diagnostics: &diagnostics)
        // What the table takes from the catalogue is the same while only guides change.
        let targets = cache.targets(of: parsed, unreadable: complete.unreadableGuides)
        var sources = parsed.map(\.source)
        let guideFiles = GuideFiles(content: setting.content)
        let table = Self.table(cache.references(catalogue), targets, sources, complete, setting, guideFiles)
        let memos = sources.map { cache.linked($0) }
        let pages = linkAll(
            &sources, table: table, guideFiles: guideFiles, setting, store: .memory, memos: memos,
            keep: { linked, source in
                // The cache keeps its own copy of the bytes, to tell the guide unchanged next time.
                let memo = GuideCache.Linked(
                    bytes: source.file.bytes, guide: linked.guide, tokens: linked.tokens, diagnostics: linked.diagnostics,
                    copies: linked.copies.copied)
                cache.store(memo, for: source)
                return memo
            },
            diagnostics: &diagnostics)
        return output(pages.pages, files: pages.files, presized: false)
    }

    // MARK: Pass 1

    /// Each file of `files` at `indexes`, on `workers` threads: read if it was only listed, its
    /// front matter parsed, its Markdown set aside (`GuideSource.setAside()`); nil for a file
    /// that could not be read. `keyed`: each guide made ready for a `GuideCache`, its headings
    /// read; otherwise only the guides whose sections it may link to (`outlineLinked`).
    private static func parse(_ files: [SourceFile], _ indexes: [Int], keyed: Bool, workers: Int) -> [GuideCache.Parsed?] {
        Parallel.map(indexes.count, workers: workers) { index -> GuideCache.Parsed? in
            var own = Diagnostics()
            guard let file = files[indexes[index]].read() else { return nil }
            let guide = GuideSource(file, outline: keyed, diagnostics: &own).map { source in
                var source = source
                source.setAside()
                return GuideCache.Parsed.Guide(source, keyed: keyed)
            }
            return GuideCache.Parsed(bytes: keyed ? file.bytes : [], guide: guide, diagnostics: own.all)
        }
    }

    /// The guides that parsed, in file order, with each file's diagnostics in that order (those
    /// of the files that could not be read first), and the completeness with the unreadable
    /// guides. Two guides whose paths differ only in case are one page on a case-insensitive
    /// disk: the second is reported and left out.
    private static func accept(
        _ files: [SourceFile], parsed: [GuideCache.Parsed?], _ setting: Setting, diagnostics: inout Diagnostics
    ) -> ([GuideCache.Parsed.Guide], ReferenceTable.Completeness) {
        var unread: Set<String> = []
        for index in files.indices where parsed[index] == nil {
            unread.insert(files[index].relativePath)
            diagnostics.append(ContentLoader.unreadableGuide(files[index]))
        }
        var slugs = FirstDefinitions(id: "duplicate-guide", note: "the other one")
        let guides = parsed.compactMap { memo -> GuideCache.Parsed.Guide? in
            for d in memo?.diagnostics ?? [] { diagnostics.append(d) }
            return memo?.guide
        }.filter { guide in
            slugs.claim(
                guide.source.slug.lowercased(), at: SourceLocation(file: guide.source.file.path, line: 1, column: 1),
                message: "guide '\(guide.source.file.relativePath)' has the same page as another guide but for letter case; rename one",
                diagnostics: &diagnostics)
        }
        var complete = setting.complete
        // Every file a guide (the usual case): none is unreadable. A file that could not be read
        // at all is left out, as if it had not been listed.
        if files.count != guides.count + unread.count {
            let read = Set(guides.map(\.source.file.relativePath)).union(unread)
            complete.unreadableGuides = Set(files.filter { !read.contains($0.relativePath) }.map { GuideSource.slug(of: $0) })
        }
        return (guides, complete)
    }

    /// The headings of every guide of `sources` that another may link to a section of
    /// (`SectionLinks`), on `workers` threads; what reading them again reports, in guide order.
    private static func outlineLinked(_ sources: inout [GuideSource], workers: Int, diagnostics: inout Diagnostics) {
        var linked = SectionLinks.none
        for index in sources.indices {
            linked.formUnion(sources[index].sectionLinks)
            sources[index].sectionLinks = .none
        }
        let indexes = sources.indices.filter { linked.mayName(slug: sources[$0].slug) }
        let snapshot = sources
        let outlined = Parallel.map(indexes.count, workers: workers) { index -> (GuideSource, [Diagnostic]) in
            var source = snapshot[indexes[index]]
            var own = Diagnostics()
            source.outline(diagnostics: &own)
            return (source, own.all)
        }
        for (index, (source, found)) in zip(indexes, outlined) {
            sources[index] = source
            for d in found { diagnostics.append(d) }
        }
    }

    private static func table(
        _ references: CatalogueReferences, _ targets: [String: ReferenceTable.GuideTarget], _ sources: [GuideSource],
        _ complete: ReferenceTable.Completeness, _ setting: Setting, _ files: GuideFiles
    ) -> ReferenceTable {
        ReferenceTable(
            references, guides: targets, slugs: sources.map(\.slug), complete: complete,
            guidesFolder: setting.config.guides ?? "guides", files: files)
    }

    // MARK: Pass 2

    /// Every guide of `sources` linked and rendered, a batch at a time, and merged in order:
    /// its diagnostics, the files it copies. A guide with a memo (`memos`, by index) is taken as
    /// it is; `keep` makes the memo of a guide linked afresh. Each guide's Markdown is let go
    /// once it is merged. Returns each guide's memo, in source order, and the files copied.
    private static func linkAll(
        _ sources: inout [GuideSource], table: ReferenceTable, guideFiles: GuideFiles, _ setting: Setting, store: GuideStore,
        memos: [GuideCache.Linked?], keep: (Linked, GuideSource) -> GuideCache.Linked, diagnostics: inout Diagnostics
    ) -> (pages: [GuideCache.Linked], files: [String: SiteCopy]) {
        let allowRawHTML = setting.config.allowRawHTML, workers = setting.workers
        // Each guide's memo: appending one retains it once, where a copy of the guide and its
        // tokens retained every field.
        var pages: [GuideCache.Linked] = []
        pages.reserveCapacity(sources.count)
        var files: [String: SiteCopy] = [:]
        /// Lowercased path → the first path copied under it, over the guides merged so far.
        var firstCopies: [String: String] = [:]
        func merge(_ copied: [String]) {
            for path in copied where firstCopies[path.lowercased()] == nil {
                firstCopies[path.lowercased()] = path
                if case .file(let copy) = guideFiles.kind(of: path) { files[GuideFiles.sitePath(path)] = copy }
            }
        }
        for batch in stride(from: 0, to: sources.count, by: batchSize).map({ $0..<min($0 + batchSize, sources.count) }) {
            // One worker links each guide in order, against the copies of the guides before it.
            // Several link every guide of the batch at once, each against no other guide's copies
            // and with a probe for suggestions; the merge below links again, in order, any guide
            // whose answers could have differed (rare: a broken reference, or a copy clashing but
            // for letter case with an earlier guide's).
            var ahead = (workers <= 1 ? [] : { () -> [Linked] in
                let fresh = batch.filter { memos[$0] == nil }.map { sources[$0] }
                return Parallel.map(fresh.count, workers: workers) { index in
                    var own = table
                    own.suggestions = .probe()
                    return link(fresh[index], table: own, copies: GuideCopies(files: guideFiles), allowRawHTML: allowRawHTML, store: store)
                }
            }()).makeIterator()
            for index in batch {
                if let memo = memos[index] {
                    for d in memo.diagnostics { diagnostics.append(d) }
                    merge(memo.copies)
                    pages.append(memo)
                    continue
                }
                let source = sources[index]
                let result = ahead.next().flatMap { $0.askedSuggestions || $0.copies.conflicts(with: firstCopies) ? nil : $0 }
                    ?? link(source, table: table, copies: GuideCopies(files: guideFiles, earlier: firstCopies), allowRawHTML: allowRawHTML, store: store)
                merge(result.copies.copied)
                for d in result.diagnostics { diagnostics.append(d) }
                pages.append(keep(result, source))
                sources[index].releaseMarkdown()
            }
        }
        return (pages, files)
    }

    /// One guide: its Markdown read again if it was set aside, parsed again and outlined,
    /// checked against `table`, rendered into `store`.
    private static func link(
        _ source: GuideSource, table: ReferenceTable, copies: GuideCopies, allowRawHTML: Bool, store: GuideStore
    ) -> Linked {
        var own = Diagnostics()
        var source = source
        var copies = copies
        // A file that changed since pass 1, or cannot be read, is reported and its Markdown
        // stays set aside (empty): its page is made of nothing, and the build fails.
        _ = source.takeBack(diagnostics: &own)
        let (document, outline) = source.parsed()
        let linked = GuideLinker.link(source, document: document, table: table, copies: &copies, allowRawHTML: allowRawHTML, diagnostics: &own)
        let guide = GuidePage.render(source, outline: outline, linked: linked, allowRawHTML: allowRawHTML, store: store)
        return Linked(guide: guide, tokens: linked.tokens, diagnostics: own.all, copies: copies, askedSuggestions: table.suggestions.asked)
    }

    // MARK: Output

    /// The guides in navigation order and the token mentions. Each list of mentions is made at
    /// its final size when `presized` (a one-shot build: a token every guide mentions lists
    /// 20,000 guides, and lists grown by doubling would hold up to twice that).
    private static func output(_ pages: [GuideCache.Linked], files: [String: SiteCopy], presized: Bool) -> Output {
        var output = Output(files: files)
        // Each guide's sort key made once: lowercasing titles inside the comparison made two
        // strings per comparison. The pages are read by index, in sorted order, never moved or
        // iterated: each copy of a guide retains its box.
        let keys = pages.indices.map { navigationKey(pages[$0].guide) }
        let order = pages.indices.sorted { keys[$0] < keys[$1] }
        output.guides = order.map { pages[$0].guide }
        guard presized else {
            for index in order {
                for token in pages[index].tokens { output.mentions[token, default: []].append(pages[index].guide) }
            }
            return output
        }
        // Each mention's token looked up once (a design corpus of 5,000 guides has 100,000
        // mentions): its list's number, kept in guide order for the second pass.
        var numbers: [String: Int] = [:]
        var tokens: [String] = []
        var counts: [Int] = []
        var mentioned: [Int] = []
        for index in order {
            for token in pages[index].tokens {
                if let number = numbers[token] {
                    counts[number] += 1
                    mentioned.append(number)
                } else {
                    numbers[token] = tokens.count
                    mentioned.append(tokens.count)
                    tokens.append(token)
                    counts.append(1)
                }
            }
        }
        var lists = counts.map { count -> [Guide] in
            var guides: [Guide] = []
            guides.reserveCapacity(count)
            return guides
        }
        var next = 0
        for index in order {
            for number in mentioned[next..<next + pages[index].tokens.count] { lists[number].append(pages[index].guide) }
            next += pages[index].tokens.count
        }
        for (number, token) in tokens.enumerated() { output.mentions[token] = lists[number] }
        return output
    }

    private static func navigationKey(_ guide: Guide) -> (Int, String, String, String) {
        (guide.order ?? Int.max, guide.title.lowercased(), guide.title, guide.slug)
    }
}
