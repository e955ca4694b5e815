/// Builds the guide pages from their Markdown sources: reads each one's front matter and
/// outline, checks every reference against the catalogue and the other guides, and renders.
///
/// Two passes, each on `workers` threads:
/// 1. **Parse**, every guide at once: front matter and heading ids of each guide.
/// 2. **Link and render**, once the lookup tables are built from every guide's headings
///    (`ReferenceTable`: links name other guides' sections), a batch of guides at a time: each
///    guide's Markdown is parsed again, its outline made, its references checked, and its
///    body rendered.
/// Each guide is then merged in order (diagnostics, the files it copies), so the output and
/// the diagnostics are the same for any number of workers. What a guide asks of the others'
/// state (a copy clashing but for letter case, a "did you mean" index that gives up after a
/// budget) is answered as a single thread would: see `GuideCopies` and `ReferenceSuggestions`.
///
/// Memory holds what the other pages need of each guide; never its parsed Markdown. In a
/// one-shot build, whose files come listed but not read (`SourceFile.deferredPath`), each pass
/// reads a guide's file as it gets to it and lets the bytes go after; the body, sections and
/// rules wait in `bodies` until the pages that show them are written, so a guide in memory is
/// its title, summary, paths, rule count and the tokens it mentions.
enum GuideBuilder {
    struct Output {
        /// In navigation order: by `order` (guides without one last), then title.
        var guides: [Guide] = []
        /// Token name → guides that mention it, in navigation order.
        var mentions: [String: [Guide]] = [:]
        /// Files of the content folder the guides link to or show, by their path in the site.
        var files: [String: SiteCopy] = [:]
        /// Where the guides' bodies, sections and rules wait for their pages (a one-shot build).
        var bodies: GuideBodyFile?
    }

    /// One guide linked and rendered, before it is merged.
    private struct Linked {
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

    static func build(
        _ files: consuming [SourceFile], catalogue: Catalogue, config: SiteConfig,
        complete: ReferenceTable.Completeness = ReferenceTable.Completeness(), content: InputFiles? = nil,
        cache: GuideCache? = nil, workers: Int = SiteRenderer.defaultWorkers, bodies: GuideBodyFile? = nil,
        diagnostics: inout Diagnostics
    ) -> Output {
        // A cache tells a guide unchanged by its bytes, which a listed file does not have yet.
        precondition(cache == nil || files.allSatisfy { $0.deferredPath == nil }, "a long-running build reads its guides first")
        var (parsed, unread) = parse(files, cache: cache, workers: workers, diagnostics: &diagnostics)
        // Two guides whose paths differ only in case are one page on a case-insensitive disk.
        var slugs = FirstDefinitions(id: "duplicate-guide", note: "the other one")
        parsed = parsed.filter { guide in
            slugs.claim(
                guide.source.slug.lowercased(), at: SourceLocation(file: guide.source.file.path, line: 1, column: 1),
                message: "guide '\(guide.source.file.relativePath)' has the same page as another guide but for letter case; rename one",
                diagnostics: &diagnostics)
        }
        var sources = parsed.map(\.source)
        var complete = complete
        // Every file a guide (the usual case): none is unreadable. A file that could not be read
        // at all is left out, as if it had not been listed.
        if files.count != sources.count + unread.count {
            let read = Set(sources.map(\.file.relativePath)).union(unread)
            complete.unreadableGuides = Set(files.filter { !read.contains($0.relativePath) }.map { GuideSource.slug(of: $0) })
        }
        // From here on the sources hold the only references to the guides' bytes (a one-shot
        // build has set them aside until each guide's batch; a long-running process keeps its
        // own copy).
        files = []
        let guideFiles = GuideFiles(content: content)
        // What the table takes from the catalogue is the same while only guides change: a
        // long-running process keeps it (`GuideCache`).
        let references = cache?.references(catalogue) ?? CatalogueReferences(catalogue, chips: !sources.isEmpty)
        let targets = cache?.targets(of: parsed, unreadable: complete.unreadableGuides) ?? ReferenceTable.targets(parsed)
        parsed = []
        // The table holds what links need of the headings; linking makes each guide's outline again.
        if cache == nil { for index in sources.indices { sources[index].headings = [] } }
        let table = ReferenceTable(
            references, guides: targets, slugs: sources.map(\.slug), complete: complete,
            guidesFolder: config.guides ?? "guides", files: guideFiles)

        // With a cache (a long-running process), a guide whose inputs did not change is not
        // parsed, linked or rendered again; see `GuideCache`.
        let memos = sources.map { cache?.linked($0) }
        let allowRawHTML = config.allowRawHTML

        var output = Output(bodies: bodies)
        // Each guide's memo (made also without a cache): appending one retains it once, where
        // a copy of the guide and its tokens retained every field.
        var pages: [GuideCache.Linked] = []
        pages.reserveCapacity(sources.count)
        /// Lowercased path → the first path copied under it, over the guides merged so far.
        var firstCopies: [String: String] = [:]
        func merge(_ copied: [String]) {
            for path in copied where firstCopies[path.lowercased()] == nil {
                firstCopies[path.lowercased()] = path
                if case .file(let copy) = guideFiles.kind(of: path) { output.files[GuideFiles.sitePath(path)] = copy }
            }
        }
        for batch in stride(from: 0, to: sources.count, by: batchSize).map({ $0..<min($0 + batchSize, sources.count) }) {
            let fresh = batch.filter { memos[$0] == nil }
            // One worker links each guide in order, against the copies of the guides before it.
            // Several link every guide of the batch at once, each against no other guide's copies
            // and with a probe for suggestions; the merge below links again, in order, any guide
            // whose answers could have differed (rare: a broken reference, or a copy clashing but
            // for letter case with an earlier guide's).
            let ahead: ArraySlice<Linked>? = workers <= 1 ? nil : ParallelRendering.map(fresh.count, workers: workers) { index in
                var own = table
                own.suggestions = .probe()
                return link(sources[fresh[index]], table: own, copies: GuideCopies(files: guideFiles), allowRawHTML: allowRawHTML, bodies: bodies)
            }[...]
            var next = ahead?.makeIterator()
            for index in batch {
                if let memo = memos[index] {
                    for d in memo.diagnostics { diagnostics.append(d) }
                    merge(memo.copies)
                    pages.append(memo)
                    continue
                }
                let source = sources[index]
                let result = next?.next().flatMap { $0.askedSuggestions || $0.copies.conflicts(with: firstCopies) ? nil : $0 }
                    ?? link(source, table: table, copies: GuideCopies(files: guideFiles, earlier: firstCopies), allowRawHTML: allowRawHTML, bodies: bodies)
                merge(result.copies.copied)
                for d in result.diagnostics { diagnostics.append(d) }
                // Without a cache nothing compares the bytes again, and they go with the source.
                let memo = GuideCache.Linked(
                    bytes: cache == nil ? [] : source.file.bytes, guide: result.guide, tokens: result.tokens,
                    diagnostics: cache == nil ? [] : result.diagnostics, copies: cache == nil ? [] : result.copies.copied)
                cache?.store(memo, for: source)
                pages.append(memo)
                // Nothing reads this guide's Markdown again: a cache keeps its own copy of the bytes.
                sources[index].releaseMarkdown()
            }
        }
        // Each guide's sort key made once: lowercasing titles inside the comparison made two
        // strings per comparison. The pages are read by index, in sorted order, never moved or
        // iterated: each copy of a guide retains every one of its fields.
        let keys = pages.indices.map { navigationKey(pages[$0].guide) }
        let order = pages.indices.sorted { keys[$0] < keys[$1] }
        output.guides = order.map { pages[$0].guide }
        // Each list made at its final size: a token every guide mentions lists 20,000 guides,
        // and lists grown by doubling would hold up to twice that. (Not in a long-running
        // process, which rebuilds these lists after every edit and keeps them only until the next.)
        if cache == nil {
            var counts: [String: Int] = [:]
            for index in order {
                for token in pages[index].tokens { counts[token, default: 0] += 1 }
            }
            for (token, count) in counts {
                var guides: [Guide] = []
                guides.reserveCapacity(count)
                output.mentions[token] = guides
            }
        }
        for index in order {
            for token in pages[index].tokens { output.mentions[token, default: []].append(pages[index].guide) }
        }
        return output
    }

    /// Pass 1: every readable guide, in file order, with the diagnostics of each in that order,
    /// and what it offers to links from other guides; and the relative paths of the deferred
    /// files that could not be read (reported). A deferred file is read here and its Markdown
    /// set aside until pass 2 (`GuideSource.setAside()`).
    private static func parse(
        _ files: [SourceFile], cache: GuideCache?, workers: Int, diagnostics: inout Diagnostics
    ) -> (guides: [GuideCache.Parsed.Guide], unread: Set<String>) {
        var parsed = files.map { cache?.parsed($0) }
        let fresh = files.indices.filter { parsed[$0] == nil }
        let made = ParallelRendering.map(fresh.count, workers: workers) { index -> GuideCache.Parsed? in
            var own = Diagnostics()
            guard let file = files[fresh[index]].read() else { return nil }
            let guide = GuideSource(file, diagnostics: &own).map { source in
                var source = source
                source.setAside()
                return GuideCache.Parsed.Guide(source, keyed: cache != nil)
            }
            return GuideCache.Parsed(bytes: file.deferredPath == nil ? file.bytes : [], guide: guide, diagnostics: own.all)
        }
        var unread: Set<String> = []
        for (memo, index) in zip(made, fresh) {
            guard let memo else {
                unread.insert(files[index].relativePath)
                diagnostics.append(ContentLoader.unreadableGuide(files[index]))
                continue
            }
            parsed[index] = memo
            cache?.store(memo, for: files[index])
        }
        let guides = parsed.compactMap { memo in
            for d in memo?.diagnostics ?? [] { diagnostics.append(d) }
            return memo?.guide
        }
        return (guides, unread)
    }

    /// Pass 2 for one guide: its Markdown read again if it was set aside, parsed again and
    /// outlined, checked against `table`, rendered.
    private static func link(
        _ source: GuideSource, table: ReferenceTable, copies: GuideCopies, allowRawHTML: Bool, bodies: GuideBodyFile?
    ) -> Linked {
        var own = Diagnostics()
        var source = source
        // A file that changed since pass 1, or cannot be read, is reported and its Markdown
        // stays set aside (empty): its page is made of nothing, and the build fails.
        _ = source.takeBack(diagnostics: &own)
        let (document, outline) = source.parsed()
        let linked = GuideLinker.link(source, document: document, table: table, copies: copies, allowRawHTML: allowRawHTML, diagnostics: &own)
        let guide = GuidePage.render(source, outline: outline, linked: linked, allowRawHTML: allowRawHTML, bodies: bodies)
        return Linked(guide: guide, tokens: linked.tokens, diagnostics: own.all, copies: copies, askedSuggestions: table.suggestions.asked)
    }

    private static func navigationKey(_ guide: Guide) -> (Int, String, String, String) {
        (guide.order ?? Int.max, guide.title.lowercased(), guide.title, guide.slug)
    }
}
