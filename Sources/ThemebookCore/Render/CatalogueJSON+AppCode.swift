/// `catalogue.json`'s `appCode` member (only when the site config reads the app's code): every
/// use of every token, palette colour and image, every legacy use, and what is left to migrate.
extension CatalogueJSON {
    static func appCode(_ report: AppCodeReport) -> JSONOutput {
        func place(_ use: AppCodeReport.Use) -> [String: JSONOutput] {
            var object: [String: JSONOutput] = [
                "path": .string(report.files[use.file]), "line": .int(use.line), "column": .int(use.column),
            ]
            if let url = report.url(use) { object["url"] = .string(url) }
            return object
        }
        func uses(_ list: [AppCodeReport.Use]) -> JSONOutput { .array(list.map { .object(place($0)) }) }
        func reads(_ list: [AppCodeReport.Read], known: Bool = false) -> JSONOutput {
            .array(list.map { read in
                var object = place(read.use)
                object["text"] = .string(read.text)
                object["name"] = .string(read.name)
                if known { object["known"] = .bool(read.known) }
                return .object(object)
            })
        }
        let counts = report.migrationCounts
        return .object([
            "root": .string(report.root), "fileCount": .int(report.files.count),
            "commit": report.commit.map(JSONOutput.string) ?? .null, "sourceURL": report.sourceURL.map(JSONOutput.string) ?? .null,
            "tokens": .object(report.tokenUses.mapValues(uses)),
            "palette": .object(report.paletteUses.mapValues(uses)),
            "images": .object(report.imageUses.mapValues { list in
                .array(list.map { image in
                    var object = place(image.use)
                    object["themed"] = .bool(image.themed)
                    return .object(object)
                })
            }),
            "paletteReads": reads(report.paletteReads, known: true),
            "unknownTokens": reads(report.unknownTokens),
            "darkImageNames": reads(report.darkImageNames),
            "themedImageCalls": reads(report.themedImageCalls, known: true),
            "legacy": .array(report.legacy.map { use in
                var object = place(use.use)
                object["kind"] = .string(use.kind.rawValue)
                object["text"] = .string(use.text)
                if let palette = use.palette { object["palette"] = .string(palette) }
                return .object(object)
            }),
            "migration": .object(Dictionary(uniqueKeysWithValues: counts.map { ($0.key.key, JSONOutput.int($0.value)) })),
        ])
    }
}
