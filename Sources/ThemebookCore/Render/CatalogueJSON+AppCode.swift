/// `catalogue.json`'s `appCode` member (only when the site config reads the app's code): every
/// use of every token, palette colour and image, every legacy use, and what is left to migrate.
///
/// Written straight into a `JSONWriter` laid out one level deep, keys sorted as `JSONOutput`
/// sorts them: an app of thousands of files has a hundred thousand uses, and a tree of them
/// (a dictionary per use, hashed and sorted again to be written) was most of the file's cost.
extension CatalogueJSON {
    static func appCode(_ report: AppCodeReport) -> [UInt8] {
        var writer = JSONWriter(capacity: 1 << 16, indent: 1)
        var place = PlaceWriter(report: report)
        writer.beginObject()
        writer.key("commit")
        writer.optional(report.commit)
        writer.key("darkImageNames")
        place.reads(report.darkImageNames, known: false, into: &writer)
        writer.key("fileCount")
        writer.int(report.files.count)
        writer.key("images")
        writer.beginObject()
        for (value, uses) in report.imageUses.sorted(by: { $0.key < $1.key }) {
            writer.key(value)
            writer.beginArray()
            for image in uses {
                writer.beginObject()
                place.members(image.use, into: &writer) { writer in
                    writer.key("themed")
                    writer.bool(image.themed)
                }
                writer.endObject()
            }
            writer.endArray()
        }
        writer.endObject()
        writer.key("legacy")
        writer.beginArray()
        for use in report.legacy {
            writer.beginObject()
            writer.key("column")
            writer.int(use.use.column)
            writer.key("kind")
            writer.string(use.kind.rawValue)
            writer.key("line")
            writer.int(use.use.line)
            if let palette = use.palette {
                writer.key("palette")
                writer.string(palette)
            }
            writer.key("path")
            place.path(use.use, into: &writer)
            writer.key("text")
            writer.string(use.text)
            place.url(use.use, into: &writer)
            writer.endObject()
        }
        writer.endArray()
        writer.key("migration")
        writer.beginObject()
        for (key, count) in report.migrationCounts.map({ ($0.key.key, $0.value) }).sorted(by: { $0.0 < $1.0 }) {
            writer.key(key)
            writer.int(count)
        }
        writer.endObject()
        writer.key("palette")
        place.uses(report.paletteUses, into: &writer)
        writer.key("paletteReads")
        place.reads(report.paletteReads, known: true, into: &writer)
        writer.key("root")
        writer.string(report.root)
        writer.key("sourceURL")
        writer.optional(report.sourceURL)
        writer.key("themedImageCalls")
        place.reads(report.themedImageCalls, known: true, into: &writer)
        writer.key("tokens")
        place.uses(report.tokenUses, into: &writer)
        writer.key("unknownTokens")
        place.reads(report.unknownTokens, known: false, into: &writer)
        writer.endObject()
        return writer.take()
    }

    /// The members every use has (`column`, `line`, `path`, `url`), each file's path escaped once.
    private struct PlaceWriter {
        let report: AppCodeReport
        /// Each file's path as a JSON string, by its index, once written.
        var paths: [[UInt8]?]

        init(report: AppCodeReport) {
            self.report = report
            paths = Array(repeating: nil, count: report.files.count)
        }

        mutating func path(_ use: AppCodeReport.Use, into writer: inout JSONWriter) {
            if let written = paths[use.file] { return writer.value(written: written) }
            var one = JSONWriter()
            one.string(report.files[use.file])
            let written = one.take()
            paths[use.file] = written
            writer.value(written: written)
        }

        func url(_ use: AppCodeReport.Use, into writer: inout JSONWriter) {
            guard let url = report.url(use) else { return }
            writer.key("url")
            writer.string(url)
        }

        /// The members of a use's object, with `extra` written between `path` and `url` (their
        /// keys sort there: `text`, `themed`).
        mutating func members(_ use: AppCodeReport.Use, into writer: inout JSONWriter, extra: (inout JSONWriter) -> Void = { _ in }) {
            writer.key("column")
            writer.int(use.column)
            writer.key("line")
            writer.int(use.line)
            writer.key("path")
            path(use, into: &writer)
            extra(&writer)
            url(use, into: &writer)
        }

        /// An object of name → its uses, names sorted.
        mutating func uses(_ byName: [String: [AppCodeReport.Use]], into writer: inout JSONWriter) {
            writer.beginObject()
            for (name, uses) in byName.sorted(by: { $0.key < $1.key }) {
                writer.key(name)
                writer.beginArray()
                for use in uses {
                    writer.beginObject()
                    members(use, into: &writer)
                    writer.endObject()
                }
                writer.endArray()
            }
            writer.endObject()
        }

        mutating func reads(_ list: [AppCodeReport.Read], known: Bool, into writer: inout JSONWriter) {
            writer.beginArray()
            for read in list {
                writer.beginObject()
                writer.key("column")
                writer.int(read.use.column)
                if known {
                    writer.key("known")
                    writer.bool(read.known)
                }
                writer.key("line")
                writer.int(read.use.line)
                writer.key("name")
                writer.string(read.name)
                writer.key("path")
                path(read.use, into: &writer)
                writer.key("text")
                writer.string(read.text)
                url(read.use, into: &writer)
                writer.endObject()
            }
            writer.endArray()
        }
    }
}
