/// Checks image identifiers against the configured asset catalogues and fills each image's
/// asset status per theme. The name a theme asks for comes from `ThemeInfo.themedImageName`.
enum ImageChecker {
    static func check(_ raw: RawCatalogue, themes: [ThemeInfo], diagnostics: inout Diagnostics) -> [ImageIdentifier] {
        var images = unique(raw.images, diagnostics: &diagnostics)
        // Without every catalogue, a missing asset may only be in the one that is missing.
        guard !raw.config.assetCatalogs.isEmpty, raw.assetsComplete else {
            for index in images.indices {
                for theme in themes { images[index].assets[theme.id] = .notChecked }
            }
            return images
        }
        let assets = Dictionary(raw.assets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var named: [String: ImageIdentifier] = [:]
        for index in images.indices {
            let image = images[index]
            var missing: [(name: String, themes: [ThemeInfo])] = []
            for theme in themes {
                let name = image.name(for: theme)
                named[name] = named[name] ?? image
                let found = assets[name] != nil
                images[index].assets[theme.id] = found ? .found : .missing
                images[index].previews[theme.id] = assets[name]?.preview(for: theme.appearance) ?? .missing
                guard !found, image.themed else { continue }
                if let i = missing.firstIndex(where: { $0.name == name }) {
                    missing[i].themes.append(theme)
                } else {
                    missing.append((name, [theme]))
                }
            }
            for (name, askers) in missing {
                diagnostics.error(
                    "missing-asset", "image '\(image.value)' has no asset '\(name)' for theme '\(askers[0].id)'",
                    at: image.location, notes: askers.dropFirst().map { .init("theme '\($0.id)' asks for it too") })
            }
        }
        checkAssets(raw.assets, existing: assets, named: named, themes: themes, diagnostics: &diagnostics)
        return images
    }

    /// The copies of the pictures the images page shows (site path → bytes): the files of every
    /// theme's preview, at every scale; pictures of sets no identifier names stay out of the site.
    static func shownCopies(_ images: [ImageIdentifier], from files: [String: [UInt8]]) -> [String: SiteCopy] {
        var out: [String: SiteCopy] = [:]
        for image in images {
            for case .picture(let scaled) in image.previews.values {
                for file in scaled { out[file.path] = files[file.path].map(SiteCopy.bytes) }
            }
        }
        return out
    }

    /// Drops identifiers whose value, or whose name in its namespace and group, was listed
    /// before, with a warning.
    private static func unique(_ images: [ImageIdentifier], diagnostics: inout Diagnostics) -> [ImageIdentifier] {
        var first: [String: ImageIdentifier] = [:]
        var firstNamed: [String: ImageIdentifier] = [:]
        return images.filter { image in
            if let earlier = first[image.value] {
                diagnostics.warning(
                    "duplicate-image", "image '\(image.value)' is listed twice", at: image.location,
                    notes: [.init("first listed here", at: earlier.location)])
                return false
            }
            // `namespace` is the declaring type (`Icons.Large`), so it names the group too.
            let qualified = image.namespace.isEmpty ? image.name : image.namespace + "." + image.name
            let key = [image.namespace, image.group, image.name].joined(separator: "\u{0}")
            if !image.name.isEmpty, let earlier = firstNamed[key] {
                diagnostics.warning(
                    "duplicate-image",
                    "image identifier '\(qualified)' is declared twice, as '\(earlier.value)' and as '\(image.value)'",
                    at: image.location, notes: [.init("first declared here", at: earlier.location)])
                return false
            }
            first[image.value] = image
            firstNamed[key] = image
            return true
        }
    }

    /// At most one warning per imageset, the most specific: another dark-variant convention, then a
    /// dark variant without its light twin, then an imageset nothing asks for.
    private static func checkAssets(
        _ assets: [AssetSet], existing: [String: AssetSet], named: [String: ImageIdentifier], themes: [ThemeInfo],
        diagnostics: inout Diagnostics
    ) {
        let suffixes = Set(themes.map(\.imageSuffix).filter { !$0.isEmpty }).sorted()
        for asset in assets {
            let location = SourceLocation(file: asset.path, line: 1, column: 1)
            if let suffix = suffixes.first, let base = nonstandardDarkBase(asset.name, suffixes: suffixes),
               existing[base] != nil {
                diagnostics.warning(
                    "nonstandard-dark-asset",
                    "asset '\(asset.name)' looks like the dark variant of '\(base)', but getThemedImageName asks for '\(base + suffix)'",
                    at: location)
                continue
            }
            guard named[asset.name] == nil else { continue }
            if let suffix = suffixes.first(where: { asset.name.hasSuffix($0) && asset.name.count > $0.count }) {
                let base = String(asset.name.dropLast(suffix.count))
                if existing[base] == nil {
                    diagnostics.warning("orphan-dark-asset", "asset '\(asset.name)' has no light twin '\(base)'", at: location)
                    continue
                }
                if let image = named[base], !image.themed {
                    diagnostics.warning(
                        "unreferenced-asset", "asset '\(asset.name)' is not named by any image identifier",
                        at: location, notes: [.init("image '\(base)' is not themed; should it be?", at: image.location)])
                    continue
                }
            }
            diagnostics.warning("unreferenced-asset", "asset '\(asset.name)' is not named by any image identifier", at: location)
        }
    }

    /// `XDark`, `X-dark`, `X_Dark`, `X dark` → `X`; nil for the theme's own suffix (`X_dark`) and
    /// for names that do not end in "dark".
    static func nonstandardDarkBase(_ name: String, suffixes: [String]) -> String? {
        guard !suffixes.contains(where: { name.hasSuffix($0) }), name.lowercased().hasSuffix("dark") else { return nil }
        var base = name.dropLast(4)
        if let last = base.last, "-_ .".contains(last) { base = base.dropLast() }
        return base.isEmpty ? nil : String(base)
    }
}
