/// The resolver document, the site config and the image list.
extension DTCGExporter {
    func resolver() -> OrderedJSON {
        let themes = catalogue.themes.map(\.info)
        let contexts = themes.indices.map { i -> (key: String, value: OrderedJSON) in
            (themes[i].id, .array([.object([("$ref", .string(themeFile(i)))])]))
        }
        let metadata = themes.map { info -> (key: String, value: OrderedJSON) in
            (
                info.id,
                .object([
                    ("label", .string(info.label)), ("appearance", .string(info.appearance.rawValue)),
                    ("imageSuffix", .string(info.imageSuffix)),
                ])
            )
        }
        var modifier: [(key: String, value: OrderedJSON)] = [
            ("description", .string("The app theme.")), ("contexts", .object(contexts)),
        ]
        if let first = themes.first { modifier.append(("default", .string(first.id))) }
        modifier.append(("$extensions", .object([(TokenTree.extensionKey, .object([("themes", .object(metadata))]))])))
        return .object([
            ("name", .string(catalogue.title)),
            ("version", .string("2025.10")),
            ("description", .string("The palette is loaded first, then the theme modifier adds one theme's tokens.")),
            (
                "sets",
                .object([
                    ("palette", .object([("sources", .array([.object([("$ref", .string("palette.tokens.json"))])]))]))
                ])
            ),
            ("modifiers", .object([(ResolverDocument.modifierName, .object(modifier))])),
            (
                "resolutionOrder",
                .array([
                    .object([("$ref", .string("#/sets/palette"))]),
                    .object([("$ref", .string("#/modifiers/\(ResolverDocument.modifierName)"))]),
                ])
            ),
        ])
    }

    func siteConfig() -> OrderedJSON {
        var members: [(key: String, value: OrderedJSON)] = [
            ("title", .string(raw.config.title)),
            ("resolver", .string(Self.resolverFile)),
        ]
        if writesTokenList { members.append(("tokenList", .string(Self.tokenListFile))) }
        if !raw.images.isEmpty { members.append(("images", .string(Self.imagesFile))) }
        if !raw.guides.isEmpty { members.append(("guides", .string(Self.guidesFolder))) }
        members.append(("themes", .array(catalogue.themes.map { .string($0.info.id) })))
        if !assetCatalogs.isEmpty { members.append(("assetCatalogs", .array(assetCatalogs.map(OrderedJSON.string)))) }
        if raw.config.allowRawHTML { members.append(("allowRawHTML", .bool(true))) }
        // The code names the sources used (palette namespaces), so converted docs read the same.
        members.append(("code", .object([
            ("palette", .array(catalogue.code.palette.map(OrderedJSON.string))), ("tokens", .string(catalogue.code.tokens)),
        ])))
        // The contrast check and the theme pages' colours, as the content folder set them.
        let contrast = raw.config.contrast
        var settings: [(key: String, value: OrderedJSON)] = []
        if !contrast.pairs.isEmpty { settings.append(("pairs", Self.contrastPairs(contrast.pairs, foreground: true))) }
        if contrast.baseLayerLocation != nil { settings.append(("baseLayer", .string(contrast.baseLayer))) }
        if contrast.severity != .warning { settings.append(("severity", .string(contrast.severity.rawValue))) }
        if !settings.isEmpty { members.append(("contrast", .object(settings))) }
        let pages = raw.config.themePages
        let roles = [("background", pages.background), ("surface", pages.surface), ("text", pages.text), ("secondaryText", pages.secondaryText)]
            .compactMap { role, name in name.map { (key: role, value: OrderedJSON.string($0)) } }
        if !roles.isEmpty { members.append(("themePages", .object(roles))) }
        // The levels the team chose for each rule, so the converted folder checks the same way
        // (in the rules' own order: the config's order is not kept).
        let levels = raw.config.diagnostics.overrides
        let chosen = DiagnosticRule.all.compactMap { rule in levels[rule.id].map { (key: rule.id, value: OrderedJSON.string($0.rawValue)) } }
        if !chosen.isEmpty { members.append(("diagnostics", .object(chosen))) }
        return .object(members)
    }

    /// Contrast pairs as the token list (`foreground: false`, the token itself) or the site
    /// config writes them: `{"on": "layer1", "kind": "text", "minimum": 4.5}`.
    static func contrastPairs(_ pairs: [ContrastDeclaration], foreground: Bool) -> OrderedJSON {
        .array(pairs.map { pair in
            var members: [(key: String, value: OrderedJSON)] = []
            if foreground { members.append(("foreground", .string(pair.foreground.text))) }
            members.append(("on", .string(pair.background.text)))
            members.append(("kind", .string(pair.kind.rawValue)))
            if let minimum = pair.minimum { members.append(("minimum", .number(minimum))) }
            return .object(members)
        })
    }

    /// Images grouped as they are listed: a group that comes back after another (a nested
    /// struct between two constants) is written again, so the order is kept exactly. A group
    /// declared somewhere other than `<namespace>.<group>` names its own namespace.
    func images() -> OrderedJSON {
        let images = raw.images
        let root = Self.rootNamespace(images)
        var groups: [OrderedJSON] = []
        var index = 0
        while index < images.count {
            let first = images[index]
            var run: [OrderedJSON] = []
            var scope: String?
            while index < images.count, images[index].group == first.group, images[index].size == first.size,
                images[index].name.isEmpty || scope == nil || images[index].namespace == scope
            {
                let image = images[index]
                if !image.name.isEmpty { scope = image.namespace }
                var entry: [(key: String, value: OrderedJSON)] = []
                if !image.name.isEmpty { entry.append(("name", .string(image.name))) }
                entry += [("value", .string(image.value)), ("themed", .bool(image.themed))]
                if let d = image.description { entry.append(("description", .string(d))) }
                run.append(.object(entry))
                index += 1
            }
            var object: [(key: String, value: OrderedJSON)] = [("name", .string(first.group))]
            if let size = first.size { object.append(("size", .string(size))) }
            if let scope, scope != "\(root).\(first.group)" { object.append(("namespace", .string(scope))) }
            object.append(("images", .array(run)))
            groups.append(.object(object))
        }
        return .object([("namespace", .string(root)), ("groups", .array(groups))])
    }

    /// The namespace most groups are declared in: `Icons` when the first named image of group
    /// `Large` is declared in `Icons.Large`.
    static func rootNamespace(_ images: [ImageIdentifier]) -> String {
        for image in images where !image.name.isEmpty {
            if image.namespace.hasSuffix("." + image.group) { return String(image.namespace.dropLast(image.group.count + 1)) }
            return image.namespace.split(separator: ".").first.map(String.init) ?? image.namespace
        }
        return "ImageIdentifiers"
    }
}
