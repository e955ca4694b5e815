/// Builds the guide pages from their Markdown sources: reads each one's front matter and
/// outline, checks every reference against the catalogue and the other guides, and renders.
///
/// Lookup tables are built once per build (`ReferenceTable`); each guide is then parsed once,
/// walked once to check it and rendered once, so the cost grows with the guides' size alone.
enum GuideBuilder {
    struct Output {
        /// In navigation order: by `order` (guides without one last), then title.
        var guides: [Guide] = []
        /// Token name → guides that mention it, in navigation order.
        var mentions: [String: [Guide]] = [:]
        /// Files of the content folder the guides link to or show, by their path in the site.
        var files: [String: [UInt8]] = [:]
    }

    static func build(
        _ files: [SourceFile], catalogue: Catalogue, config: SiteConfig,
        complete: ReferenceTable.Completeness = ReferenceTable.Completeness(), content: InputFiles? = nil,
        cache: GuideCache? = nil, diagnostics: inout Diagnostics
    ) -> Output {
        // With a cache (a long-running process), a guide whose inputs did not change is not
        // parsed, linked or rendered again; see `GuideCache`.
        var sources = files.compactMap { cache?.source($0, diagnostics: &diagnostics) ?? (cache == nil ? GuideSource($0, diagnostics: &diagnostics) : nil) }
        // Two guides whose paths differ only in case are one page on a case-insensitive disk.
        var slugs = FirstDefinitions(id: "duplicate-guide", note: "the other one")
        sources = sources.filter { source in
            slugs.claim(
                source.slug.lowercased(), at: SourceLocation(file: source.file.path, line: 1, column: 1),
                message: "guide '\(source.file.relativePath)' has the same page as another guide but for letter case; rename one",
                diagnostics: &diagnostics)
        }
        var complete = complete
        let read = Set(sources.map(\.file.relativePath))
        complete.unreadableGuides = Set(files.filter { !read.contains($0.relativePath) }.map { GuideSource.slug(of: $0) })
        let files = GuideFiles(content: content)
        let table = ReferenceTable(
            catalogue: catalogue, guides: sources, complete: complete, guidesFolder: config.guides ?? "guides", files: files)
        cache?.useTable(of: sources, unreadable: complete.unreadableGuides)
        var pages: [(guide: Guide, tokens: Set<String>)] = []
        for source in sources {
            if let memo = cache?.linked(source) {
                for d in memo.diagnostics { diagnostics.append(d) }
                for path in memo.copies { _ = files.copy(path) }
                pages.append((memo.guide, memo.tokens))
                continue
            }
            var own = Diagnostics()
            let copied = Set(files.copies.keys)
            let linked = GuideLinker.link(source, table: table, allowRawHTML: config.allowRawHTML, diagnostics: &own)
            let guide = GuidePage.render(source, linked: linked, allowRawHTML: config.allowRawHTML)
            for d in own.all { diagnostics.append(d) }
            cache?.store(GuideCache.Linked(
                bytes: source.file.bytes, guide: guide, tokens: linked.tokens, diagnostics: own.all,
                copies: files.copies.keys.filter { !copied.contains($0) }.map { String($0.dropFirst(GuideFiles.siteFolder.count + 1)) }),
                for: source)
            pages.append((guide, linked.tokens))
        }
        pages.sort { navigationOrder($0.guide, $1.guide) }
        var output = Output(guides: pages.map(\.guide), files: files.copies)
        for page in pages {
            for token in page.tokens { output.mentions[token, default: []].append(page.guide) }
        }
        return output
    }

    private static func navigationOrder(_ a: Guide, _ b: Guide) -> Bool {
        (a.order ?? Int.max, a.title.lowercased(), a.title, a.slug) < (b.order ?? Int.max, b.title.lowercased(), b.title, b.slug)
    }
}
