/// `convert` of a site of several platforms: each platform is written as DTCG files of its own
/// in a folder named by its id (`ios/tokens/…`, `android/tokens/…`), and one site config names
/// them under `platforms`, with the site's keys (title, guides, contrast, theme pages,
/// diagnostics) at its top. Reading the result back gives each platform's catalogue again.
extension DTCGExporter {
    /// Keys of an exported site config that are the site's, not a platform's.
    static let siteKeys: Set<String> = ["title", "guides", "contrast", "themePages", "diagnostics", "allowRawHTML"]
    /// Keys of an exported site config naming a file inside the output.
    static let pathKeys: Set<String> = ["resolver", "tokenList", "images"]

    /// Every file of the conversion, by path relative to the output folder; `assetCatalogs`
    /// gives each platform's asset catalogue paths relative to the output folder.
    static func platformFiles(
        raw: RawCatalogue, catalogue: Catalogue, assetCatalogs: (RawCatalogue) -> [String], diagnostics: inout Diagnostics
    ) -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        var site: [(key: String, value: OrderedJSON)] = [("title", .string(raw.config.title))]
        var platforms: [(key: String, value: OrderedJSON)] = []
        for (entry, platform) in zip(raw.platforms, catalogue.platforms) {
            let folder = Paths.fileName(entry.id)
            var exporter = DTCGExporter(raw: entry.raw, catalogue: platform.catalogue)
            exporter.assetCatalogs = assetCatalogs(entry.raw)
            for (path, bytes) in exporter.files(diagnostics: &diagnostics) where path != "themebook.json" {
                files[folder + "/" + path] = bytes
            }
            guard case .object(let members) = exporter.siteConfig() else { continue }
            var own: [(key: String, value: OrderedJSON)] = [("label", .string(entry.label))]
            for member in members {
                if siteKeys.contains(member.key) {
                    if platforms.isEmpty, member.key != "title", member.key != "guides" { site.append(member) }
                } else if pathKeys.contains(member.key), case .string(let path) = member.value {
                    own.append((member.key, .string(folder + "/" + path)))
                } else {
                    own.append(member)
                }
            }
            platforms.append((entry.id, .object(own)))
        }
        if !raw.guides.isEmpty {
            site.insert(("guides", .string(guidesFolder)), at: 1)
            for guide in raw.guides { files[guidesFolder + "/" + guide.relativePath] = guide.bytes }
        }
        site.append(("platforms", .object(platforms)))
        files["themebook.json"] = Array(OrderedJSON.object(site).serialized().utf8)
        return files
    }
}
