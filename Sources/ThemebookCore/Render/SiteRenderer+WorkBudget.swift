extension SiteRenderer {
    /// The work one page of `catalogue`'s site may do (`MustacheRenderer.workBudget`): the
    /// renderer's own budget, and more for each thing the site shows, since the largest pages
    /// list them all (the tokens page each token's value in each theme, the rules page every
    /// guide's rules). Each value, palette colour and image adds `workPerItem`, each guide four
    /// times that (its rules are made afresh as the rules page reaches it, `ruleGuideWork`).
    /// The largest page of a site does under half of it; a template that multiplies its work
    /// stops at it, after about as long as the site's largest page takes twice over.
    static func workBudget(for catalogue: Catalogue) -> Int {
        let values = catalogue.tokens.count * Swift.max(1, catalogue.themes.count)
        let items = values + catalogue.palette.count + catalogue.images.count + 4 * catalogue.guides.count
        return MustacheRenderer.maximumWork + workPerItem * items
    }

    /// Work allowed per value, palette colour and image of a site, in tags: about what making a
    /// row of the tokens page costs (`tokenRowWork`).
    static let workPerItem = 1024

    /// What making one row of the tokens page costs (a token's values, its swatches made afresh
    /// where no other value shares them), in tags (`MustacheLazyList.itemWork`).
    static let tokenRowWork = 1024
    /// A row of a theme page: the same for one theme.
    static let themeRowWork = 512
    /// A guide's item on the rules page: its sections and rules, read back from the store.
    static let ruleGuideWork = 2048
}
