/// The texts a swatch shows of a colour, written once per palette colour instead of once per
/// token, theme and page: a 10,000-token catalogue has fifty thousand values but a thousand
/// colours, and formatting `rgba(…, 0.5)` (a `Double` printed) dominated making a swatch.
extension ViewModels {
    /// A colour's hex, CSS and rgba texts, as the context values a swatch holds.
    struct ColorText: Sendable {
        var hex: MustacheValue
        var css: MustacheValue
        var rgba: MustacheValue
        /// Black or white for text drawn on the swatch.
        var textColor: String
        /// `hex` as a string, for search texts and joins.
        var hexText: String

        init(_ color: Color) {
            hexText = color.hex
            hex = .string(hexText)
            css = .string(color.css)
            rgba = .string(color.rgba)
            textColor = color.luminance > 0.4 || color.alpha < 0.5 ? "#000" : "#fff"
        }
    }

    /// A palette colour's texts and its anchor on the palette page from the site root and from
    /// one folder down (where swatches are shown: the root pages, token and theme pages).
    /// A class: found once per swatch, and copying a reference is one retain, not ten.
    final class PaletteText: Sendable {
        let color: Color
        let text: ColorText
        let urlFromRoot: MustacheValue
        let urlFromFolder: MustacheValue
        /// The name in lower case, for the tokens page filter.
        let lowercasedName: String

        init(color: Color, text: ColorText, urlFromRoot: MustacheValue, urlFromFolder: MustacheValue, lowercasedName: String) {
            self.color = color
            self.text = text
            self.urlFromRoot = urlFromRoot
            self.urlFromFolder = urlFromFolder
            self.lowercasedName = lowercasedName
        }
    }

    static func paletteTexts(_ catalogue: Catalogue) -> [String: PaletteText] {
        var texts: [String: PaletteText] = [:]
        texts.reserveCapacity(catalogue.palette.count)
        for color in catalogue.palette where texts[color.name] == nil {
            let path = Paths.palette(color.name)
            texts[color.name] = PaletteText(
                color: color.color, text: ColorText(color.color), urlFromRoot: .string(path), urlFromFolder: .string("../" + path),
                lowercasedName: color.name.lowercased())
        }
        return texts
    }

    /// The palette colour `color` names, if any (one lookup for everything below).
    func paletteText(_ color: ResolvedColor) -> PaletteText? {
        color.palette.flatMap { paletteTexts[$0] }
    }

    /// The texts of `color`: the palette colour's, made once, when it is that colour unchanged.
    func colorText(_ color: ResolvedColor, _ entry: PaletteText?) -> ColorText {
        if let entry, entry.color == color.color { return entry.text }
        return ColorText(color.color)
    }

    /// The link to `color`'s palette colour on the palette page from a page at `root`.
    func paletteUrl(_ color: ResolvedColor, _ entry: PaletteText?, root: String) -> MustacheValue {
        guard let palette = color.palette else { return .null }
        if let entry {
            if root.isEmpty { return entry.urlFromRoot }
            if root == "../" { return entry.urlFromFolder }
        }
        return .string(root + Paths.palette(palette))
    }
}
