/// The items of `catalogue.json`, each written as one compact JSON object with its keys sorted.
extension CatalogueJSON {
    static func write(_ image: ImageIdentifier, themes: [Theme], into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("group")
        writer.string(image.group)
        writer.key("name")
        writer.string(image.name)
        writer.key("themed")
        writer.bool(image.themed)
        writer.key("themedNames")
        writer.beginObject()
        writer.stringMembers(themes.map { theme in
            (theme.info.id, image.themed ? theme.info.themedImageName(image.value) : image.value)
        })
        writer.endObject()
        writer.key("value")
        writer.string(image.value)
        writer.endObject()
    }

    static func write(_ color: PaletteColor, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("group")
        writer.string(color.group)
        writer.key("hex")
        writer.string(color.color.hex)
        writer.key("name")
        writer.string(color.name)
        if let notation = color.notation {
            writer.key("notation")
            writer.string(notation)
            writer.key("outOfGamut")
            writer.bool(color.outOfGamut)
        }
        writer.endObject()
    }

    static func write(_ theme: ThemeInfo, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("appearance")
        writer.string(theme.appearance.rawValue)
        writer.key("id")
        writer.string(theme.id)
        writer.key("imageSuffix")
        writer.string(theme.imageSuffix)
        writer.key("label")
        writer.string(theme.label)
        writer.endObject()
    }

    static func write(_ token: TokenDeclaration, themes: [Theme], into writer: inout JSONWriter) {
        var values = ValueCache()
        write(token, themes: themes, keys: JSONThemeKeys(themes), values: &values, into: &writer) { theme in
            themes[theme].values[token.name] ?? .unknown
        }
    }

    /// The compact JSON of the values that are a palette colour as it is, by palette name:
    /// a large catalogue has fifty thousand values but a thousand colours, and printing a
    /// value's alpha (a `Double`) and hex was most of writing the file.
    struct ValueCache {
        /// By palette name (numbered in `names`): the colour and its bytes.
        private var names = StringNumbers()
        private var plain: [(color: Color, json: [UInt8])?] = []
        /// How deep the values sit, laid out (`JSONWriter`'s `indent`); nil for compact JSON.
        let indent: Int?

        init(indent: Int? = nil) { self.indent = indent }

        /// `value` as `write(_:into:)` writes it.
        mutating func json(_ value: ResolvedValue) -> [UInt8]? {
            // Only a colour with nothing of its own beyond its palette colour (no notation,
            // no position) writes the same bytes as every other use of that colour.
            guard case .color(let c) = value, let name = c.palette, c.source == nil else { return nil }
            return json(palette: name, color: c.color) { value }
        }

        /// The same for a value known to be the palette colour `name` as `color`, with no
        /// notation; `value` is asked for only when its bytes are not kept yet.
        mutating func json(palette name: String, color: Color, value: () -> ResolvedValue) -> [UInt8] {
            let number = names.add(name)
            if number == plain.count { plain.append(nil) }
            if let cached = plain[number], cached.color == color { return cached.json }
            var writer = JSONWriter(indent: indent)
            CatalogueJSON.write(value(), into: &writer)
            let json = writer.take()
            if plain[number] == nil { plain[number] = (color, json) }
            return json
        }
    }

    /// A token, its values in the order of `keys` (`valueAt`: its value in the theme at an
    /// index), plain colours' values from `values`.
    static func write(
        _ token: TokenDeclaration, themes: [Theme], keys: JSONThemeKeys, values: inout ValueCache, into writer: inout JSONWriter,
        paletteColorAt: (Int) -> (color: Color, palette: String)? = { _ in nil }, valueAt: (Int) -> ResolvedValue
    ) {
        writer.beginObject()
        writer.key("category")
        writer.string(token.category)
        if let spelling = token.codeSpelling {
            writer.key("code")
            writer.string(spelling)
        }
        if let spelling = token.resourceSpelling {
            writer.key("resource")
            writer.string(spelling)
        }
        if let d = token.deprecated {
            writer.key("deprecated")
            writer.string(d)
        }
        if let d = token.description {
            writer.key("description")
            writer.string(d)
        }
        writer.key("name")
        writer.string(token.name)
        writer.key("type")
        writer.string(token.typeName)
        writer.key("values")
        writer.beginObject()
        for (index, key) in keys.themes {
            writer.key(written: key)
            if let plain = paletteColorAt(index) {
                writer.value(written: values.json(palette: plain.palette, color: plain.color) { valueAt(index) })
                continue
            }
            let value = valueAt(index)
            if let json = values.json(value) { writer.value(written: json) } else { write(value, into: &writer) }
        }
        writer.endObject()
        writer.endObject()
    }

    static func write(_ value: ResolvedValue, into writer: inout JSONWriter) {
        writer.beginObject()
        switch value {
        case .color(let c):
            colorMembers(c, position: false, into: &writer)
        case .gradient(let stops):
            writer.key("kind")
            writer.string("gradient")
            writer.key("stops")
            writer.beginArray()
            let position = ViewModels.unevenlySpaced(stops)
            for stop in stops {
                writer.beginObject()
                colorMembers(stop, position: position, into: &writer)
                writer.endObject()
            }
            writer.endArray()
        case .text(let t):
            // A non-colour value: its type as `kind`, its CSS-like `text`, and the hex of every
            // colour inside it (a shadow's, a border's) in `colors`.
            writer.key("colors")
            writer.beginArray()
            for color in t.colors { writer.string(color.color.hex) }
            writer.endArray()
            writer.key("kind")
            writer.string(t.type.rawValue)
            writer.key("text")
            writer.string(t.display)
        case .none:
            writer.key("kind")
            writer.string("none")
        case .unknown:
            writer.key("kind")
            writer.string("unknown")
        }
        writer.endObject()
    }

    /// Keys beyond the sRGB ones appear only when they say something (a colour in another
    /// space, a gradient not evenly spaced), so a catalogue of plain sRGB colours reads as it
    /// always did.
    private static func colorMembers(_ c: ResolvedColor, position: Bool, into writer: inout JSONWriter) {
        writer.key("alpha")
        writer.double(c.color.alpha)
        writer.key("hex")
        writer.string(c.color.hex)
        writer.key("kind")
        writer.string("color")
        if let notation = c.notation {
            writer.key("notation")
            writer.string(notation)
            writer.key("outOfGamut")
            writer.bool(c.outOfGamut)
        }
        writer.key("palette")
        writer.optional(c.palette)
        if position, let p = c.position {
            writer.key("position")
            writer.double(p)
        }
    }
}
