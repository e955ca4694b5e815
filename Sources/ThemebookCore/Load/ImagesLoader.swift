/// Reads the image identifier list (`images.json`):
///
///     {"namespace": "StandardImageIdentifiers",
///      "groups": [{"name": "Large", "size": "24x24", "namespace": "…optional…",
///                  "images": [{"name": "bookmark", "value": "bookmarkLarge", "themed": false,
///                              "description": "…optional…"}]}]}
///
/// A group's constants are declared in `<namespace>.<group name>` unless the group names its own
/// `namespace` (the whole declaring type: `ImageIdentifiers`, `ImageIdentifiers.Onboarding`), so
/// identifiers of another convention can sit beside the standard ones. An image without `name`
/// has no constant: the app asks for it by its `value`.
enum ImagesLoader {
    static let rootKeys: Set<String> = ["namespace", "groups", "$schema"]
    static let groupKeys: Set<String> = ["name", "size", "namespace", "images"]
    static let imageKeys: Set<String> = ["name", "value", "themed", "description"]

    static func load(
        _ path: String, namedAt location: SourceLocation? = nil, into raw: inout RawCatalogue, reader: inout JSONReader,
        diagnostics: inout Diagnostics
    ) {
        guard let root = reader.read(path, namedAt: location, diagnostics: &diagnostics) else {
            raw.imagesComplete = false
            return
        }
        guard root.members != nil else {
            raw.imagesComplete = false
            diagnostics.error("invalid-images", "image list must be a JSON object, not \(root.kindName)", at: root.location)
            return
        }
        warnUnknownKeys(root, known: rootKeys, what: "image list", diagnostics: &diagnostics)
        let namespace = string(root, "namespace", diagnostics: &diagnostics) ?? "ImageIdentifiers"
        guard let groups = root["groups"]?.elements else {
            raw.imagesComplete = false
            diagnostics.error("invalid-images", "image list needs a 'groups' array", at: root["groups"]?.location ?? root.location)
            return
        }
        for group in groups {
            guard group.members != nil else {
                diagnostics.error("invalid-images", "an image group must be an object, not \(group.kindName)", at: group.location)
                continue
            }
            warnUnknownKeys(group, known: groupKeys, what: "image group", diagnostics: &diagnostics)
            guard let name = string(group, "name", diagnostics: &diagnostics), let images = group["images"]?.elements else {
                diagnostics.error("invalid-images", "an image group needs a 'name' and an 'images' array", at: group.location)
                continue
            }
            let size = string(group, "size", diagnostics: &diagnostics)
            let scope = string(group, "namespace", diagnostics: &diagnostics) ?? "\(namespace).\(name)"
            for image in images {
                if let identifier = identifier(image, group: name, size: size, scope: scope, diagnostics: &diagnostics) {
                    raw.images.append(identifier)
                }
            }
        }
    }

    private static func identifier(
        _ image: JSONNode, group: String, size: String?, scope: String, diagnostics: inout Diagnostics
    ) -> ImageIdentifier? {
        guard image.members != nil else {
            diagnostics.error("invalid-images", "an image must be an object, not \(image.kindName)", at: image.location)
            return nil
        }
        warnUnknownKeys(image, known: imageKeys, what: "image", diagnostics: &diagnostics)
        guard let value = string(image, "value", diagnostics: &diagnostics), !value.isEmpty else {
            diagnostics.error("invalid-images", "an image needs a 'value': the name the app asks for", at: image.location)
            return nil
        }
        var themed = false
        if let node = image["themed"] {
            if let flag = node.bool { themed = flag } else {
                diagnostics.error("invalid-images", "'themed' must be true or false, not \(node.kindName)", at: node.location)
            }
        }
        let constant = string(image, "name", diagnostics: &diagnostics)
        return ImageIdentifier(
            name: constant ?? "", value: value, group: group, size: size, themed: themed,
            description: string(image, "description", diagnostics: &diagnostics), namespace: constant == nil ? "" : scope,
            location: image.member("value")?.value.location ?? image.location)
    }

    /// The member's string, nil when absent; anything else is reported.
    private static func string(_ node: JSONNode, _ key: String, diagnostics: inout Diagnostics) -> String? {
        guard let member = node[key] else { return nil }
        guard let s = member.string else {
            diagnostics.error("invalid-images", "'\(key)' must be a string, not \(member.kindName)", at: member.location)
            return nil
        }
        return s
    }

    private static func warnUnknownKeys(_ node: JSONNode, known: Set<String>, what: String, diagnostics: inout Diagnostics) {
        for member in node.members ?? [] where !known.contains(member.key) {
            diagnostics.warning(
                "unknown-image-key", "'\(member.key)' is not a key of an \(what)", at: member.keyLocation,
                suggestion: Suggestion.closest(to: member.key, in: known))
        }
    }
}
