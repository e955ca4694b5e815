/// The images page: images that differ by theme first, then every group; each image shows the
/// name the app asks for once when every theme asks for the same one, and each distinct
/// picture once, labelled with the themes that see it.
extension ViewModels {
    func imagesPage(root: String) -> MustacheValue {
        let hasPreviews = catalogue.images.contains { !$0.previews.isEmpty }
        var themed: [MustacheValue] = []
        var order: [String] = []
        var grouped: [String: [ImageIdentifier]] = [:]
        for image in catalogue.images {
            if differsByTheme(image) {
                themed.append(imageCard(image, root: root, showGroup: true))
                continue
            }
            if grouped[image.group] == nil { order.append(image.group) }
            grouped[image.group, default: []].append(image)
        }
        // Group names are free text; anchors only need to be unique on this page.
        let groups = order.enumerated().map { index, group -> MustacheValue in
            let images = grouped[group] ?? []
            return .object([
                "name": .string(group), "anchor": .string("group-\(index + 1)"), "count": .int(images.count),
                "size": catalogue.images.first { $0.group == group }?.size.map(MustacheValue.string) ?? .null,
                "images": .array(images.map { imageCard($0, root: root, showGroup: false) }),
            ])
        }
        let missing = catalogue.images.filter { $0.assets.values.contains(.missing) }.count
        return .object([
            "count": .int(catalogue.images.count), "hasPreviews": .bool(hasPreviews),
            "themedCount": .int(themed.count), "themedImages": .array(themed), "hasThemed": .bool(!themed.isEmpty),
            "groups": .array(groups), "hasGroups": .bool(!groups.isEmpty),
            "missingCount": .int(missing), "hasMissing": .bool(missing > 0),
        ])
    }

    /// Whether a theme asks for another name, or sees another picture, than the first theme.
    func differsByTheme(_ image: ImageIdentifier) -> Bool {
        let themes = catalogue.themes.map(\.info)
        guard let first = themes.first else { return false }
        return themes.contains { image.name(for: $0) != image.name(for: first) || image.previews[$0.id] != image.previews[first.id] }
    }

    private func imageCard(_ image: ImageIdentifier, root: String, showGroup: Bool) -> MustacheValue {
        let themes = catalogue.themes.map(\.info)
        let names = Self.byValue(themes) { theme in
            ImageName(name: image.name(for: theme), status: image.assets[theme.id] ?? .notChecked)
        }
        // Each picture on the tile of every appearance that sees it: a picture that is the same
        // in every theme still shows once on light and once on dark, as each theme draws it.
        let previews = image.previews.isEmpty ? [] : Self.byValue(themes) { theme in
            AppearancePreview(preview: image.previews[theme.id] ?? .missing, appearance: theme.appearance)
        }.map { (value: $0.value.preview, themes: $0.themes) }
        let code = image.themed
            ? "theme.type.getThemedImageName(name: \(image.codeReference))" : "UIImage(named: \(image.codeReference))"
        let search = ([image.value, image.codeReference, image.group, image.description ?? ""] + names.map(\.value.name))
            .joined(separator: " ").lowercased()
        return .object([
            "value": .string(image.value), "anchor": .string(Paths.anchor(image.value)), "themed": .bool(image.themed),
            "differs": .bool(differsByTheme(image)), "group": showGroup ? .string(image.group) : .null,
            "description": image.description.map(MustacheValue.string) ?? .null, "code": .string(code), "search": .string(search),
            // One name: shown once, as the image's own name. Several: each with the themes asking for it.
            "oneName": .bool(names.count == 1), "missing": .bool(names.count == 1 && names[0].value.status == .missing),
            "names": .array(names.map { entry in
                .object(["themes": .string(entry.themes.map(\.label).joined(separator: ", ")), "name": .string(entry.value.name),
                         "missing": .bool(entry.value.status == .missing)])
            }),
            "hasPreviews": .bool(!previews.isEmpty), "codeUses": imageCodeUses(image.value),
            "previews": .array(previews.map { preview(image, $0.value, themes: $0.themes, labelled: previews.count > 1, root: root) }),
        ])
    }

    private struct AppearancePreview: Hashable {
        var preview: ImagePreview
        var appearance: Appearance
    }

    private struct ImageName: Hashable {
        var name: String
        var status: AssetStatus
    }

    /// A distinct picture with the themes that see it; drawn on a dark tile when they are dark.
    private func preview(_ image: ImageIdentifier, _ preview: ImagePreview, themes: [ThemeInfo], labelled: Bool, root: String) -> MustacheValue {
        var object: MustacheObject = [
            "label": labelled ? .string(themes.map(\.label).joined(separator: ", ")) : .null,
            "appearance": .string(themes.first?.appearance.rawValue ?? "light"),
            "alt": .string(labelled ? "\(image.value), \(themes.map(\.label).joined(separator: ", "))" : image.value),
            "isPicture": false, "src": .null, "srcset": .null, "text": .null, "isPdfOnly": false, "isMissing": false,
        ]
        switch preview {
        case .picture(let files):
            object["isPicture"] = true
            object["src"] = .string(root + Paths.href(files[0].path))
            object["srcset"] = files.count > 1
                ? .string(files.map { root + Paths.href($0.path) + " \($0.scale)x" }.joined(separator: ", ")) : .null
        case .pdfOnly:
            object["isPdfOnly"] = true
            object["text"] = "PDF only — no preview"
        case .noFile(let reason):
            object["text"] = .string("No preview: \(reason)")
        case .missing:
            object["isMissing"] = true
            object["text"] = .string("No imageset '\(themes.first.map(image.name(for:)) ?? image.value)'")
        }
        return .object(object)
    }

    /// Themes grouped by the value each gives, in theme order of first appearance.
    private static func byValue<Value: Hashable>(_ themes: [ThemeInfo], _ value: (ThemeInfo) -> Value) -> [(value: Value, themes: [ThemeInfo])] {
        var out: [(value: Value, themes: [ThemeInfo])] = []
        for theme in themes {
            let v = value(theme)
            if let i = out.firstIndex(where: { $0.value == v }) { out[i].themes.append(theme) } else { out.append((v, [theme])) }
        }
        return out
    }
}
