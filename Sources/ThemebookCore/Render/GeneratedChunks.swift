extension SiteRenderer {
    /// How the generated files (`search-index.json` and `.js`, `catalogue.json`) make the part
    /// that comes from each guide. Each file is a header, chunks and a footer, and a guide's
    /// chunk is a pure function of that guide alone (`SearchIndex.guideChunk`,
    /// `CatalogueJSON.guideChunk`): a long-running build may keep each guide's chunk bytes
    /// and, after one guide changes, make only that guide's again. The files are the same bytes
    /// whichever chunk makers are used, as long as each returns what the default returns.
    ///
    ///     var renderer = …
    ///     renderer.generatedChunks.searchIndex = { guide in memo[guide] ?? SearchIndex.guideChunk(guide, sections: …, rules: …) }
    struct GeneratedChunks: Sendable {
        /// The guide's search records (the guide, its sections, its rules), compact JSON
        /// objects separated by commas.
        var searchIndex: @Sendable (Guide) throws(SiteWriter.Failure) -> [UInt8]
        /// The guide's rules in `catalogue.json`, compact JSON objects separated by commas.
        var catalogueRules: @Sendable (Guide) throws(SiteWriter.Failure) -> [UInt8]

        /// Each guide's chunks made from its content in `store`.
        init(store: GuideStore) {
            searchIndex = { guide throws(SiteWriter.Failure) in try SearchIndex.guideChunk(guide, in: store) }
            catalogueRules = { guide throws(SiteWriter.Failure) in try CatalogueJSON.guideChunk(guide, in: store) }
        }
    }
}
