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
        let name: String
        let color: Color
        let text: ColorText
        let urlFromRoot: MustacheValue
        let urlFromFolder: MustacheValue
        /// The name in lower case, for the tokens page filter.
        let lowercasedName: String

        init(name: String, color: Color, text: ColorText, urlFromRoot: MustacheValue, urlFromFolder: MustacheValue, lowercasedName: String) {
            self.name = name
            self.color = color
            self.text = text
            self.urlFromRoot = urlFromRoot
            self.urlFromFolder = urlFromFolder
            self.lowercasedName = lowercasedName
        }
    }

    static func paletteTexts(_ catalogue: Catalogue) -> PaletteTextTable {
        var seen = Set<String>()
        var texts: [PaletteText] = []
        texts.reserveCapacity(catalogue.palette.count)
        for color in catalogue.palette where seen.insert(color.name).inserted {
            let path = Paths.palette(color.name)
            texts.append(PaletteText(
                name: color.name, color: color.color, text: ColorText(color.color), urlFromRoot: .string(path),
                urlFromFolder: .string("../" + path), lowercasedName: color.name.lowercased()))
        }
        return PaletteTextTable(texts)
    }

    /// Palette texts by name in an open-addressed table keyed by the name's `MustacheObject.tag`:
    /// every swatch and search text looks one up, and hashing the name with `Hasher` cost ten
    /// times the probe.
    struct PaletteTextTable: Sendable {
        private var tags: [UInt64]
        private var slots: [PaletteText?]

        init(_ texts: [PaletteText]) {
            var size = 8
            while size < texts.count * 2 { size *= 2 }
            tags = Array(repeating: 0, count: size)
            slots = Array(repeating: nil, count: size)
            for text in texts {
                let tag = MustacheObject.tag(text.name)
                var slot = Int(truncatingIfNeeded: tag) & (size - 1)
                while slots[slot] != nil { slot = (slot + 1) & (size - 1) }
                tags[slot] = tag
                slots[slot] = text
            }
        }

        subscript(name: String) -> PaletteText? {
            let tag = MustacheObject.tag(name)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: tag) & mask
            while let text = slots[slot] {
                if tags[slot] == tag && text.name == name { return text }
                slot = (slot + 1) & mask
            }
            return nil
        }
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

    /// `colorText(color, entry).hexText`, without copying the texts (search texts want the hex alone).
    func hexText(_ color: ResolvedColor, _ entry: PaletteText?) -> String {
        if let entry, entry.color == color.color { return entry.text.hexText }
        return color.color.hex
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
