/// Each guide's chunk of the search index and of `catalogue.json` (`SiteRenderer.GeneratedChunks`),
/// kept as bytes from the last build: after one guide changes, only its chunks are made again,
/// and the files are made at all only when a chunk, or the order of the guides, changed since
/// the site took them. A chunk is a pure function of its guide, so the files are the bytes a
/// full build writes (the incremental tests compare them). The guides' content is held in memory
/// (`GuideStore.memory`); a guide whose content is not is left to the renderer's own chunk makers.
final class GuideChunkMemo {
    private var byGuide: [String: (guide: Guide, search: [UInt8], rules: [UInt8])] = [:]
    private var slugs: [String] = []
    /// Guides linked again since the last call (`GuideCache.linkedSlugs` of each build).
    private var relinked: Set<String> = []
    /// Whether a chunk changed since the site last took the files (`committed()`).
    private(set) var searchChanged = true
    private(set) var rulesChanged = true

    func relinked(_ slugs: Set<String>) { relinked.formUnion(slugs) }

    /// The chunk makers for `guides`, from the kept chunks.
    func chunks(_ guides: [Guide]) -> SiteRenderer.GeneratedChunks {
        let newSlugs = guides.map(\.slug)
        if newSlugs != slugs {
            searchChanged = true
            rulesChanged = true
            let present = Set(newSlugs)
            byGuide = byGuide.filter { present.contains($0.key) }
            slugs = newSlugs
        }
        // Only a guide linked since the last call can differ from the one its chunks came from.
        // By index, and by `index(forKey:)`: iterating the guides, or reading a kept entry, would
        // copy every one of them, each field retained.
        for index in guides.indices where relinked.contains(guides[index].slug) || byGuide.index(forKey: guides[index].slug) == nil {
            let guide = guides[index]
            let old = byGuide[guide.slug]
            if let old, GuideChanges.same(old.guide, guide) { continue }
            guard let content = guide.heldContent else {
                byGuide[guide.slug] = nil
                searchChanged = true
                rulesChanged = true
                continue
            }
            let search = SearchIndex.guideChunk(guide, sections: content.sections, rules: content.rules)
            let rules = CatalogueJSON.guideChunk(rules: content.rules)
            if old?.search != search { searchChanged = true }
            if old?.rules != rules { rulesChanged = true }
            byGuide[guide.slug] = (guide, search, rules)
        }
        relinked = []
        let kept = byGuide
        var chunks = SiteRenderer.GeneratedChunks(store: .memory)
        chunks.searchIndex = { guide throws(SiteWriter.Failure) in
            if let chunk = kept[guide.slug]?.search { return chunk }
            return try SearchIndex.guideChunk(guide)
        }
        chunks.catalogueRules = { guide throws(SiteWriter.Failure) in
            if let chunk = kept[guide.slug]?.rules { return chunk }
            return try CatalogueJSON.guideChunk(guide)
        }
        return chunks
    }

    /// The site now holds the files last made from these chunks.
    func committed() {
        searchChanged = false
        rulesChanged = false
    }
}
