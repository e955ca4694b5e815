import Foundation

/// Reads the image identifier list (`images.json`).
enum ImagesLoader {
    static func load(_ path: String, into raw: inout RawCatalogue, reader: inout JSONReader, diagnostics: inout Diagnostics) {
        guard let root = reader.read(path, namedAt: nil, diagnostics: &diagnostics) else { return }
        guard root.members != nil else {
            diagnostics.error("invalid-images", "image list must be a JSON object, not \(root.kindName)", at: root.location)
            return
        }
        let namespace = root["namespace"]?.string ?? "ImageIdentifiers"
        guard let groups = root["groups"]?.elements else {
            diagnostics.error("invalid-images", "image list needs a 'groups' array", at: root.location)
            return
        }
        for group in groups {
            guard let name = group["name"]?.string, let images = group["images"]?.elements else {
                diagnostics.error("invalid-images", "an image group needs a 'name' and an 'images' array", at: group.location)
                continue
            }
            for image in images {
                guard let constant = image["name"]?.string, let value = image["value"]?.string else {
                    diagnostics.error("invalid-images", "an image needs a 'name' and a 'value'", at: image.location)
                    continue
                }
                var themed = false
                if let t = image["themed"] {
                    if let b = t.bool { themed = b } else {
                        diagnostics.error("invalid-images", "'themed' must be true or false", at: t.location)
                    }
                }
                raw.images.append(ImageIdentifier(
                    name: constant, value: value, group: name, size: group["size"]?.string, themed: themed,
                    description: image["description"]?.string, namespace: namespace,
                    location: image.member("value")?.value.location ?? image.location))
            }
        }
    }
}

/// Finds every `*.imageset` inside an Xcode asset catalogue, at any depth.
enum AssetCatalogLoader {
    static func load(_ path: String, into raw: inout RawCatalogue, files: InputFiles, diagnostics: inout Diagnostics) {
        guard files.isDirectory(path) else {
            diagnostics.error(
                "missing-file", "asset catalogue '\(files.path(path))' does not exist",
                at: SourceLocation(file: raw.config.file, line: 1, column: 1))
            return
        }
        for set in files.folders(under: path, withSuffix: "imageset") {
            let name = String(set.split(separator: "/").last ?? "").replacingOccurrences(of: ".imageset", with: "")
            raw.assets.append(AssetSet(name: name, path: files.path(path + "/" + set)))
        }
    }
}
