/// Builds guide pages from Markdown sources.
enum GuideBuilder {
    struct Output {
        var guides: [Guide] = []
        /// Token name → guides that mention it.
        var mentions: [String: [Guide]] = [:]
    }

    static func build(_ files: [SourceFile], catalogue: Catalogue, config: SiteConfig, diagnostics: inout Diagnostics) -> Output {
        Output()
    }
}
