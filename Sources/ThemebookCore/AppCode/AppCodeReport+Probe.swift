extension AppCodeReport {
    /// One of everything the app's code pages can show, for `TemplateNameCheck`'s probe
    /// catalogue: a read of its first token, palette colour and image, each kind of finding,
    /// with links.
    static func probe(_ catalogue: Catalogue) -> AppCodeReport {
        var report = AppCodeReport(root: "app")
        report.files = ["A.swift"]
        report.shownPaths = ["app/A.swift"]
        report.commit = "0000000000000000000000000000000000000000"
        report.sourceURL = "https://example.com/{commit}/{path}#L{line}"
        let use = Use(file: 0, line: 1, column: 1)
        for (index, token) in catalogue.tokens.enumerated() { report.tokenUses[token.name] = index == 0 ? [use] : [] }
        if let color = catalogue.palette.first {
            report.paletteUses[color.name] = [use]
            report.paletteReads = [Read(text: "P.\(color.name)", name: color.name, use: use, known: true)]
        }
        if let image = catalogue.images.first {
            report.imageUses[image.value] = [ImageUse(use: use, themed: true)]
            report.themedImageCalls = [Read(text: image.codeReference, name: image.value, use: use, known: true)]
        }
        report.unknownTokens = [Read(text: "theme.colors.x", name: "x", use: use, known: false)]
        report.legacy = LegacyTheming.allCases.map { LegacyUse(kind: $0, text: $0.rawValue, palette: nil, use: use) }
        report.darkImageNames = [Read(text: "\"x_dark\"", name: "x_dark", use: use, known: false)]
        return report
    }
}
