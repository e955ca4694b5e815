/// `catalogue.json`: the whole resolved catalogue for tools and tests, keys sorted, two-space
/// indentation (the layout of `JSONOutput.serialized()`).
///
/// Written item by item straight to bytes and streamed, like the search index
/// (`SearchIndex+Files.swift`); its members in key order:
///
///     header   {"appCode": {...} (with app code only), "images": [...], "palette": [...], "rules": [
///     chunks   one per guide: its rules (`guideChunk`), in navigation order
///     middle   ], "themes": [...], "title": "...", "tokens": [
///     chunks   the tokens, a block at a time
///     footer   ]}
///
/// A guide's chunk is a pure function of that guide (see `SiteRenderer.GeneratedChunks`).
enum CatalogueJSON {
    static let path = "catalogue.json"

    /// Writes the file into `sink`, each guide's rules made by `guideChunk`.
    /// `values`: every token's value, when the caller has them (else looked up here).
    static func write(
        _ catalogue: Catalogue, guideChunk: (Guide) throws(SiteWriter.Failure) -> [UInt8] = { guide throws(SiteWriter.Failure) in try guideChunk(guide) },
        values tokenValues: TokenValues? = nil, at file: String = path,
        into sink: some SiteSink
    ) throws(SiteWriter.Failure) {
        var out = StreamBuffer(try sink.open(file))
        // Items two levels deep, laid out as they are written; a guide's chunk is compact
        // (the search index shares the way it is made) and laid out when added.
        var writer = JSONWriter(items: true, capacity: StreamBuffer.blockSize, indent: 2)
        try out.append("{\n")
        if let report = catalogue.appCode {
            try out.append("  \"appCode\": ")
            try out.append(appCode(report))
            try out.append(",\n")
        }
        if !catalogue.platforms.isEmpty {
            try writeDrift(catalogue, &writer, &out)
            try out.append(",\n")
        }
        var images = try Member("images", &out)
        for image in catalogue.images {
            write(image, themes: catalogue.themes, into: &writer)
            try images.flush(&writer, &out)
        }
        try images.end(&writer, &out)
        try out.append(",\n")
        var palette = try Member("palette", &out)
        for color in catalogue.palette {
            write(color, into: &writer)
            try palette.flush(&writer, &out)
        }
        try palette.end(&writer, &out)
        try out.append(",\n")
        if !catalogue.platforms.isEmpty {
            var platforms = try Member("platforms", &out)
            for platform in catalogue.platforms {
                writer.beginObject()
                writer.key("file")
                writer.string(platformFile(platform.id))
                writer.key("id")
                writer.string(platform.id)
                writer.key("label")
                writer.string(platform.label)
                writer.endObject()
            }
            try platforms.end(&writer, &out)
            try out.append(",\n")
        }
        var rules = try Member("rules", &out)
        for guide in catalogue.guides { try rules.add(JSONLayout.indented(try guideChunk(guide), depth: 2), &out) }
        try rules.end(&writer, &out)
        try out.append(",\n")
        var themes = try Member("themes", &out)
        for theme in catalogue.themes { write(theme.info, into: &writer) }
        try themes.end(&writer, &out)
        try out.append(",\n  \"title\": ")
        writer.string(catalogue.title)
        try out.append(writer.take())
        try out.append(",\n")
        var tokens = try Member("tokens", &out)
        let keys = JSONThemeKeys(catalogue.themes)
        // A value sits four levels deep: tokens, a token, its values.
        var values = ValueCache(indent: 4)
        let tokenValues = tokenValues ?? TokenValues(catalogue)
        for index in catalogue.tokens.indices {
            // Plain palette colours read in place (`TokenValues.paletteColor(at:)`).
            write(
                catalogue.tokens[index], themes: catalogue.themes, keys: keys, values: &values, into: &writer,
                paletteColorAt: { tokenValues.paletteColor(at: index * tokenValues.themeCount + $0) }
            ) { theme in
                tokenValues[index, theme]
            }
            try tokens.flush(&writer, &out)
        }
        try tokens.end(&writer, &out)
        try out.append("\n}\n")
        try out.close()
    }

    /// Where a platform's own catalogue is written, beside this one (`platforms/ios.json`).
    static func platformFile(_ id: String) -> String { "platforms/\(Paths.fileName(id)).json" }

    /// `"drift": [...]`: every value the platforms give differently, each with its platforms' values.
    private static func writeDrift(_ catalogue: Catalogue, _ writer: inout JSONWriter, _ out: inout StreamBuffer) throws(SiteWriter.Failure) {
        var drift = try Member("drift", &out)
        for entry in catalogue.drift {
            writer.beginObject()
            writer.key("kind")
            switch entry.subject {
            case .token(let name, let theme):
                writer.string("token")
                writer.key("name")
                writer.string(name)
                writer.key("theme")
                writer.string(theme)
            case .palette(let name):
                writer.string("palette")
                writer.key("name")
                writer.string(name)
            }
            writer.key("values")
            writer.beginObject()
            writer.stringMembers(entry.sides.map { ($0.platform, $0.value.shownKey ?? "") }.sorted { $0.0 < $1.0 })
            writer.endObject()
            writer.endObject()
            try drift.flush(&writer, &out)
        }
        try drift.end(&writer, &out)
    }

    /// The whole file (tests, tools, fuzzing).
    static func utf8(_ catalogue: Catalogue) -> [UInt8] {
        let sink = MemorySink()
        try? write(catalogue, into: sink)
        return sink.files[path] ?? []
    }

    static func serialized(_ catalogue: Catalogue) -> String { String(decoding: utf8(catalogue), as: UTF8.self) }

    /// A guide's rules, read from `store`, compact, separated by commas: a pure function of the guide.
    static func guideChunk(_ guide: Guide, in store: GuideStore = .memory) throws(SiteWriter.Failure) -> [UInt8] {
        guideChunk(rules: try store.rules(of: guide))
    }

    /// Rules, compact, separated by commas.
    static func guideChunk(rules: [Rule]) -> [UInt8] {
        var writer = JSONWriter(items: true, capacity: 256 * rules.count)
        for rule in rules {
            writer.beginObject()
            writer.key("guide")
            writer.string(rule.guide)
            writer.key("kind")
            writer.string(rule.kind.rawValue)
            writer.key("text")
            writer.string(rule.text)
            writer.key("url")
            writer.string(Guide.url(slug: rule.guide, anchor: rule.anchor))
            writer.endObject()
        }
        return writer.take()
    }

    /// One top-level member whose value is an array: `"key": [` and its items, laid out two
    /// levels deep, or `"key": []`.
    private struct Member {
        private var empty = true

        init(_ key: StaticString, _ out: inout StreamBuffer) throws(SiteWriter.Failure) {
            try out.append("  \"")
            try out.append(key)
            try out.append("\": ")
        }

        /// Adds what `writer` holds once it is a block's worth.
        mutating func flush(_ writer: inout JSONWriter, _ out: inout StreamBuffer) throws(SiteWriter.Failure) {
            if writer.count >= StreamBuffer.blockSize / 2 { try add(writer.take(), &out) }
        }

        /// Adds items already laid out two levels deep.
        mutating func add(_ chunk: [UInt8], _ out: inout StreamBuffer) throws(SiteWriter.Failure) {
            guard !chunk.isEmpty else { return }
            try out.append(empty ? "[\n    " : ",\n    ")
            empty = false
            try out.append(chunk)
        }

        /// Adds what is left in `writer` and closes the array.
        mutating func end(_ writer: inout JSONWriter, _ out: inout StreamBuffer) throws(SiteWriter.Failure) {
            try add(writer.take(), &out)
            try out.append(empty ? "[]" : "\n  ]")
        }
    }
}
