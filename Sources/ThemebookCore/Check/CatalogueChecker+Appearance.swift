extension CatalogueChecker {
    /// A theme whose appearance nothing states (`RawTheme.appearanceUnstated`: no setting, no
    /// code, no word of its name such as `electric` or `classic`) was taken as light; its colours
    /// decide instead. It is dark when its background is: the theme page's background token (the
    /// configured one, a conventional name, or the first opaque token named as a background, a
    /// layer, a surface, a canvas, a page or a window), on
    /// which white text reads better than black. With no background token, it is dark when its
    /// text is light: the theme page's text token, else the first opaque token whose name
    /// mentions text (`primaryText01`). The image suffix follows, unless one was given.
    static func inferAppearances(_ raw: RawCatalogue, themes: inout [Theme]) {
        guard raw.themes.count == themes.count, raw.themes.contains(where: \.appearanceUnstated) else { return }
        var pages = raw.config.themePages
        pages.baseLayer = raw.config.contrast.baseLayer
        let layers = raw.declarations.map(\.name).filter { name in
            let lower = name.lowercased()
            return ["background", "layer", "surface", "canvas", "page", "window"].contains(where: lower.contains)
        }
        let texts = raw.declarations.map(\.name).filter { $0.lowercased().contains("text") }
        for index in themes.indices where raw.themes[index].appearanceUnstated && themes[index].info.appearance == .light {
            guard looksDark(themes[index], pages: pages, layers: layers, texts: texts) else { continue }
            themes[index].info.appearance = .dark
            if themes[index].info.imageSuffix.isEmpty { themes[index].info.imageSuffix = "_dark" }
        }
    }

    private static func looksDark(_ theme: Theme, pages: ThemePageTokens, layers: [String], texts: [String]) -> Bool {
        func opaque(_ name: String) -> Color? {
            guard case .color(let c)? = theme.values[name], c.color.alpha >= 1 else { return nil }
            return c.color
        }
        if let background = pages.candidates("background").lazy.compactMap(opaque).first ?? layers.lazy.compactMap(opaque).first {
            return Catalogue.blackOrWhite(on: background).luminance > 0.5
        }
        if let text = pages.candidates("text").lazy.compactMap(opaque).first ?? texts.lazy.compactMap(opaque).first {
            return text.luminance > 0.5
        }
        return false
    }
}
