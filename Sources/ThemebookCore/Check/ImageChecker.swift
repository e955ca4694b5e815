/// Checks image identifiers against the configured asset catalogues and fills each image's
/// asset status per theme.
enum ImageChecker {
    static func check(_ raw: RawCatalogue, themes: [ThemeInfo], diagnostics: inout Diagnostics) -> [ImageIdentifier] {
        var seen: [String: SourceLocation?] = [:]
        var images: [ImageIdentifier] = []
        for image in raw.images {
            if let first = seen[image.value] {
                diagnostics.warning(
                    "duplicate-image", "image '\(image.value)' is listed twice", at: image.location,
                    notes: [.init("first listed here", at: first)])
                continue
            }
            seen[image.value] = image.location
            images.append(image)
        }
        guard !raw.config.assetCatalogs.isEmpty else {
            return images.map { image in
                var image = image
                for theme in themes { image.assets[theme.id] = .notChecked }
                return image
            }
        }
        let assets = Dictionary(raw.assets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var named = Set<String>()
        for index in images.indices {
            let image = images[index]
            for theme in themes {
                let name = image.themed ? theme.themedImageName(image.value) : image.value
                named.insert(name)
                if assets[name] != nil {
                    images[index].assets[theme.id] = .found
                } else {
                    images[index].assets[theme.id] = .missing
                    if image.themed || theme.imageSuffix.isEmpty {
                        diagnostics.error(
                            "missing-asset", "image '\(image.value)' has no asset '\(name)' for theme '\(theme.id)'",
                            at: image.location)
                    }
                }
            }
        }
        let darkSuffixes = Set(themes.map(\.imageSuffix).filter { !$0.isEmpty })
        for asset in raw.assets {
            let location = SourceLocation(file: asset.path, line: 1, column: 1)
            for suffix in darkSuffixes where asset.name.hasSuffix(suffix) {
                let base = String(asset.name.dropLast(suffix.count))
                if assets[base] == nil {
                    diagnostics.warning(
                        "orphan-dark-asset", "asset '\(asset.name)' has no light twin '\(base)'", at: location)
                }
            }
            for other in ["Dark", "-dark", "_Dark"] where asset.name.hasSuffix(other) {
                let base = String(asset.name.dropLast(other.count))
                if assets[base] != nil {
                    diagnostics.warning(
                        "nonstandard-dark-asset",
                        "asset '\(asset.name)' looks like the dark variant of '\(base)' but getThemedImageName asks for '\(base)_dark'",
                        at: location)
                }
            }
            if !named.contains(asset.name) {
                diagnostics.warning("unreferenced-asset", "asset '\(asset.name)' is not named by any image identifier", at: location)
            }
        }
        return images
    }
}
