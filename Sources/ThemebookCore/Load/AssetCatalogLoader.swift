/// Finds every `*.imageset` inside an Xcode asset catalogue, at any depth, and reads what each
/// one holds. Folders inside a catalogue are groups; as in Xcode, a group whose `Contents.json`
/// sets `provides-namespace` puts its name in front of the images inside it (`Onboarding/welcome`).
enum AssetCatalogLoader {
    static func load(_ path: String, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics) {
        let named = configLocation(of: path, config: raw.config, files: files)
        guard files.folder(path, namedAt: named, what: "asset catalogue", diagnostics: &diagnostics) else {
            raw.assetsComplete = false
            return
        }
        var namespaces: [String: Bool] = [:]
        for set in files.folders(under: path, withSuffix: "imageset", diagnostics: &diagnostics) {
            let parts = set.split(separator: "/").map(String.init)
            var prefix = ""
            for depth in parts.indices.dropLast() {
                let folder = path + "/" + parts[...depth].joined(separator: "/")
                if namespaces[folder] == nil { namespaces[folder] = providesNamespace(folder, files: files) }
                if namespaces[folder] == true { prefix += parts[depth] + "/" }
            }
            let name = prefix + String(parts[parts.count - 1].dropLast(".imageset".count))
            var reader = AssetCatalogueContents(set: name, folder: path + "/" + set, files: files)
            raw.assets.append(reader.read(into: &raw.assetFiles, diagnostics: &diagnostics))
        }
    }

    /// Whether a group folder's `Contents.json` says `"properties": {"provides-namespace": true}`.
    static func providesNamespace(_ folder: String, files: InputFiles) -> Bool {
        guard let bytes = files.read(folder + "/Contents.json") else { return false }
        // Xcode owns these files; one it cannot read is its problem to report, not ours.
        var ignored = Diagnostics()
        let contents = JSONParser.parse(bytes, file: files.path(folder + "/Contents.json"), into: &ignored)
        return contents?["properties"]?["provides-namespace"]?.bool == true
    }

    /// The entry of `assetCatalogs` in the site config that names the folder.
    private static func configLocation(of path: String, config: SiteConfig, files: InputFiles) -> SourceLocation {
        zip(config.assetCatalogs, config.assetCatalogLocations).first { $0.0 == path }?.1
            ?? SourceLocation(file: config.file, line: 1, column: 1)
    }
}
