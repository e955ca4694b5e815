/// How `search-index.json` and `search-index.js` are written: record by record, straight to
/// bytes, and streamed, with no tree of the index and no whole file in memory.
///
/// Each record is serialised once, compact; the script gets those bytes behind
/// `window.THEMEBOOK_SEARCH_INDEX = `, and the JSON file the same bytes laid out one member per
/// line (`JSONLayout`), which keeps it readable and its diffs line by line at no second
/// serialisation. Both files are made of the same chunks:
///
///     header   "[" (JSON)            "window.THEMEBOOK_SEARCH_INDEX = [" (script)
///     chunks   the images, palette colours and tokens (`forEachCatalogueRecord`), a block at a time;
///              then one chunk per guide (`guideChunk`), in navigation order
///     footer   "\n]\n" (JSON)        "];\n" (script)
///
/// A chunk is records separated by commas; chunks are joined with a comma. A guide's chunk is a
/// pure function of that guide, so a long-running build may keep each guide's chunk and, after
/// one guide changes, make only that one again (`SiteRenderer.GeneratedChunks`).
extension SearchIndex {
    static let jsonPath = "search-index.json"
    static let scriptPath = "search-index.js"
    static let scriptPrefix: StaticString = "window.THEMEBOOK_SEARCH_INDEX = "

    /// A guide's records (`guideRecords`), compact, separated by commas.
    static func guideChunk(_ guide: Guide, sections: [GuideSection], rules: [Rule]) -> [UInt8] {
        var writer = JSONWriter(items: true, capacity: 1024)
        for record in guideRecords(guide, sections: sections, rules: rules) { write(record, into: &writer) }
        return writer.take()
    }

    /// The same, the guide's sections and rules read from `store`.
    static func guideChunk(_ guide: Guide, in store: GuideStore = .memory) throws(SiteWriter.Failure) -> [UInt8] {
        let (sections, rules) = try store.outline(of: guide)
        return guideChunk(guide, sections: sections, rules: rules)
    }

    /// Writes both files of the index into `sink`, each guide's chunk made by `guideChunk`;
    /// `values`: every token's value, and `usage`: each palette colour's uses (`ViewModels.usage`),
    /// when the caller has them (else found here).
    static func write(
        _ catalogue: Catalogue, guideChunk: (Guide) throws(SiteWriter.Failure) -> [UInt8] = { guide throws(SiteWriter.Failure) in try guideChunk(guide) },
        values: TokenValues? = nil, usage: [String: [(theme: Int, token: Int)]]? = nil, into sink: some SiteSink
    ) throws(SiteWriter.Failure) {
        var items = Items(json: StreamBuffer(try sink.open(jsonPath)), script: StreamBuffer(try sink.open(scriptPath)))
        try items.begin()
        // The records that do not come from guides, in blocks of about a stream block each.
        var writer = JSONWriter(items: true, capacity: StreamBuffer.blockSize)
        func flush(_ items: inout Items) throws(SiteWriter.Failure) {
            if writer.count >= StreamBuffer.blockSize / 2 { try items.add(writer.take()) }
        }
        // The order of `forEachCatalogueRecord`; tokens written without a record each.
        for image in sortedUnique(catalogue.images, by: \.value) {
            write(imageRecord(image, in: catalogue), into: &writer)
            try flush(&items)
        }
        let values = values ?? TokenValues(catalogue)
        let uses = usage.map { paletteUses(catalogue, usage: $0) } ?? paletteUses(catalogue, values: values)
        for color in sortedUnique(catalogue.palette, by: \.name) {
            write(paletteRecord(color, uses: uses[color.name] ?? [:], code: paletteCode(color, in: catalogue), in: catalogue), into: &writer)
            try flush(&items)
        }
        let themeKeys = JSONThemeKeys(catalogue.themes)
        for index in sortedUniqueTokens(catalogue) {
            writeTokenRecord(at: index, in: catalogue, values: values, themeKeys: themeKeys, into: &writer)
            try flush(&items)
        }
        try items.add(writer.take())
        for guide in catalogue.guides { try items.add(guideChunk(guide)) }
        try items.end()
    }

    /// Both files of the index, whole (tests, tools): path → bytes.
    static func files(_ catalogue: Catalogue) -> [String: [UInt8]] {
        let sink = MemorySink()
        try? write(catalogue, into: sink)
        return sink.files
    }

    /// A record as a compact JSON object, keys sorted.
    static func write(_ record: Record, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(record.id)
        writer.key("kind")
        writer.string(record.kind)
        writer.key("meta")
        writer.beginObject()
        writer.stringMembers(Array(record.meta))
        writer.endObject()
        writer.key("text")
        writer.string(record.text)
        writer.key("title")
        writer.string(record.title)
        writer.key("url")
        writer.string(record.url)
        writer.endObject()
    }

    /// The array's items on their way to both files.
    private struct Items {
        var json: StreamBuffer
        var script: StreamBuffer
        var empty = true

        mutating func begin() throws(SiteWriter.Failure) {
            try json.append("[")
            try script.append(scriptPrefix)
            try script.append("[")
        }

        mutating func add(_ chunk: [UInt8]) throws(SiteWriter.Failure) {
            guard !chunk.isEmpty else { return }
            if empty {
                try json.append("\n  ")
            } else {
                try json.append(",\n  ")
                try script.append(",")
            }
            empty = false
            try script.append(chunk)
            try json.append(JSONLayout.indented(chunk, depth: 1))
        }

        mutating func end() throws(SiteWriter.Failure) {
            try json.append(empty ? "]\n" : "\n]\n")
            try script.append("];\n")
            try json.close()
            try script.close()
        }
    }
}
