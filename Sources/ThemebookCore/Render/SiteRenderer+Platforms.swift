/// The pages only a catalogue of several platforms has: each platform's tokens (the tokens
/// page of that platform alone, its filter), each platform's Contrast pages, and the Drift page.
extension SiteRenderer {
    typealias AddPage = (String, String, String, @escaping @Sendable (String, PageReads) throws(SiteWriter.Failure) -> MustacheObject) -> Void

    func platformPages(_ views: PlatformViews, page: AddPage) {
        for p in views.platforms.indices {
            let platform = views.platforms[p]
            let models = views.models[p]
            // The Role column, as on the site's tokens page, when some token of the platform has a role.
            let hasRoles = platform.catalogue.tokens.contains { $0.description != nil }
            page(Paths.platform(platform.id), "tokens", "Tokens on \(platform.label)") { root, _ in
                ["categories": models.categories(root: root), "themes": models.themes(root: root),
                 "platformNav": views.navigation(current: platform.id, root: root), "hasRoles": .bool(hasRoles)]
            }
            guard !platform.catalogue.contrast.isEmpty else { continue }
            for theme in platform.catalogue.themes {
                page(Paths.contrast(theme.info.id, platform: platform.id), "contrast", "Contrast · \(theme.info.label) · \(platform.label)") { root, _ in
                    ["contrast": models.contrastPage(theme.info, root: root), "themes": models.themes(root: root)]
                }
            }
        }
        page(Paths.drift, "drift", "Drift between platforms") { root, _ in ["drift": views.driftPage(root: root)] }
    }
}
