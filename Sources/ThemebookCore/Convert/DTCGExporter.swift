/// Writes loaded, checked inputs as the DTCG files themebook reads: the palette, the token list,
/// one token file per theme, the resolver document with the theme metadata, the image list and
/// a site config pointing at them. Reading the result back gives the same `catalogue.json`.
///
/// Aliases stay aliases (`{Blue.Blue50}`, `{Layers.layer2}`); a reference to another theme's
/// token (`DarkTheme().colors.layerScrim`) has no DTCG form and is written as its resolved value.
struct DTCGExporter {
    static let paletteFile = "tokens/palette.tokens.json"
    static let tokenListFile = "tokens/theme-protocol.json"
    static let resolverFile = "tokens/resolver.json"
    static let imagesFile = "images.json"
    static let guidesFolder = "guides"
    static let unknownValueID = "convert-unknown-value"

    let raw: RawCatalogue
    let catalogue: Catalogue
    /// Asset catalogue paths, relative to the output folder.
    var assetCatalogs: [String] = []

    /// Palette colour name → its path in the palette file (`["Light Grey", "LightGrey30"]`).
    let palettePaths: [String: [String]]
    /// Token name → its path in the token files (`["Layers", "layer1"]`).
    let tokenPaths: [String: [String]]

    /// Where each name and path first stands among each loaded theme's tokens and the loaded
    /// palette, as a search from the start would find it: every token and every alias looks one
    /// up, and searching for each took 15 s at 10,000 tokens.
    let rawTokenByName: [[String: Int]], rawTokenByPath: [[String: Int]]
    let rawPaletteByName: [String: Int], rawPaletteByPath: [String: Int]
    /// The input had a token list. Without one, none is written either: the themes' tokens are
    /// the protocol, so a token some theme lacks stays a warning when the files are read back.
    var writesTokenList: Bool { !raw.declarationsFromThemes }

    init(raw: RawCatalogue, catalogue: Catalogue) {
        self.raw = raw
        self.catalogue = catalogue
        // DTCG input keeps its groups: a thing's identity is its full path (`color.text.default`),
        // and a shown name may be that whole path, which is no DTCG name (names hold no dot).
        // Swift sources have flat names, put in groups by family and category.
        let fromSwift = raw.config.swift != nil || raw.config.android != nil
        let namespaced = catalogue.palette.contains { $0.shortName != $0.name }
        palettePaths = Dictionary(
            catalogue.palette.map { ($0.name, fromSwift ? Self.palettePath(of: $0, namespaced: namespaced) : Self.segments($0.path)) },
            uniquingKeysWith: { a, _ in a })
        tokenPaths = Dictionary(
            catalogue.tokens.map { token in
                // A colour set's name is a path of folders (`Colors/Label/primary.reverse`), and
                // a DTCG name holds no dot.
                if token.location?.file.hasSuffix(".colorset/Contents.json") == true {
                    return (token.name, token.name.split(separator: "/").map { $0.replacingOccurrences(of: ".", with: "_") })
                }
                // A Compose group's token (`text.primary`) is a group within its category.
                return (token.name, fromSwift ? [token.category] + Self.segments(token.name) : Self.segments(token.path))
            }, uniquingKeysWith: { a, _ in a })
        func firstIndices<T>(_ items: [T], by key: KeyPath<T, String>) -> [String: Int] {
            Dictionary(items.indices.map { (items[$0][keyPath: key], $0) }, uniquingKeysWith: { a, _ in a })
        }
        rawTokenByName = raw.themes.map { firstIndices($0.tokens, by: \.name) }
        rawTokenByPath = raw.themes.map { firstIndices($0.tokens, by: \.path) }
        rawPaletteByName = firstIndices(raw.palette, by: \.name)
        rawPaletteByPath = firstIndices(raw.palette, by: \.path)
    }

    /// A DTCG path's names: `color.text.default` → `["color", "text", "default"]`.
    static func segments(_ path: String) -> [String] { path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// Every file, by path relative to the output folder. Values themebook could not read
    /// (shown as unknown) have no DTCG form: each is an error at the token.
    func files(diagnostics: inout Diagnostics) -> [String: [UInt8]] {
        var out: [String: String] = [
            Self.paletteFile: paletteDocument(diagnostics: &diagnostics).serialized(),
            Self.resolverFile: resolver().serialized(),
            "themebook.json": siteConfig().serialized(),
        ]
        if writesTokenList { out[Self.tokenListFile] = tokenList().serialized() }
        for index in catalogue.themes.indices {
            out["tokens/" + themeFile(index)] = themeDocument(index, diagnostics: &diagnostics).serialized()
        }
        if !raw.images.isEmpty { out[Self.imagesFile] = images().serialized() }
        var bytes = out.mapValues { Array($0.utf8) }
        for guide in raw.guides { bytes[Self.guidesFolder + "/" + guide.relativePath] = guide.bytes }
        return bytes
    }

    func themeFile(_ index: Int) -> String { "themes/\(Paths.fileName(catalogue.themes[index].info.id)).tokens.json" }

    // MARK: - Palette and token list

    /// A colour's path in the palette file: its family, then its name — or, when two namespaces
    /// share a name (`namespaced`), a group named after its namespace and its short name:
    /// `["Blue", "UpstreamColors", "Blue50"]`. Every colour of a namespace then sits in that group,
    /// so each family holds one group per namespace and the colours keep their order.
    static func palettePath(of color: PaletteColor, namespaced: Bool) -> [String] {
        var path = color.group.isEmpty ? [] : [color.group]
        if namespaced, let namespace = color.namespace { path.append(namespace) }
        return path + [color.shortName]
    }

    private func paletteDocument(diagnostics: inout Diagnostics) -> OrderedJSON {
        var entries: [(path: [String], value: OrderedJSON)] = []
        var written = Set<String>()
        let byName = Dictionary(catalogue.palette.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let kept = Set(catalogue.palette.map(\.name))
        for color in raw.palette where written.insert(color.name).inserted {
            if let type = color.type, !type.isColor {
                // A set's size, duration or font: no palette colour, but an alias target, written as read.
                let owner = Owner(token: color.name, theme: nil, location: color.location)
                guard let value = value(color.value, owner: owner, resolved: nil, diagnostics: &diagnostics) else { continue }
                entries.append((Self.segments(color.path), .object([("$type", .string(color.typeName ?? type.rawValue)), ("$value", value)])))
                continue
            }
            guard kept.contains(color.name) else {
                // Left out of the checked palette (its value could not be read): tokens that alias it
                // would point at nothing, so the files would not build.
                diagnostics.error(
                    Self.unknownValueID,
                    "palette colour '\(color.name)' has a value themebook could not read, so it has no DTCG form "
                        + "and the tokens that alias it would point at nothing; fix the warning at its value first",
                    at: color.location)
                continue
            }
            let owner = Owner(token: color.name, theme: nil, location: color.location)
            // The colour as checked: the sRGB fallback of a colour written in another space.
            let shown = byName[color.name].map { ResolvedValue.color(ResolvedColor(palette: nil, alpha: nil, color: $0.color)) }
            guard let value = value(color.value, owner: owner, resolved: shown, diagnostics: &diagnostics) else { continue }
            let path = palettePaths[color.name] ?? [color.name]
            // A colour outside any group says its type itself; a group says it for its colours.
            var entry: [(key: String, value: OrderedJSON)] = path.count == 1 ? [("$type", .string("color")), ("$value", value)] : [("$value", value)]
            if let namespace = byName[color.name]?.namespace, path.count >= 2, path[path.count - 2] == namespace {
                // A qualified colour, inside its namespace's group: marked so reading it back knows.
                entry.append(("$extensions", .object([(TokenTree.extensionKey, .object([("namespace", .string(namespace))]))])))
            }
            entries.append((path, .object(entry)))
        }
        return .object(Self.nested(entries).map { member in
            guard case .object(let items) = member.value, !items.contains(where: { $0.key == "$value" }) else { return member }
            return (member.key, .object([("$type", .string("color"))] + items))
        })
    }

    /// Entries placed by path: each path's last name holds its entry, the names before it nest
    /// groups, and groups and entries keep the order in which they first appear.
    static func nested(_ entries: [(path: [String], value: OrderedJSON)]) -> [(key: String, value: OrderedJSON)] {
        var order: [String] = []
        var leaves: [String: OrderedJSON] = [:]
        var children: [String: [(path: [String], value: OrderedJSON)]] = [:]
        for entry in entries {
            guard let first = entry.path.first else { continue }
            if leaves[first] == nil, children[first] == nil { order.append(first) }
            if entry.path.count == 1 {
                leaves[first] = entry.value
            } else {
                children[first, default: []].append((Array(entry.path.dropFirst()), entry.value))
            }
        }
        return order.map { key in
            let group = children[key].map { OrderedJSON.object(nested($0)) }
            // A name that is both a token and a group (which DTCG forbids) keeps the token.
            return (key, leaves[key] ?? group ?? .object([]))
        }
    }

    private func tokenList() -> OrderedJSON {
        .object(
            byCategory { declaration in
                .object([("$type", .string(declaration.typeName))] + Self.metadata(of: declaration))
            })
    }

    /// A declaration's description, deprecation and themebook extensions, as DTCG members.
    static func metadata(of declaration: TokenDeclaration) -> [(key: String, value: OrderedJSON)] {
        var entry: [(key: String, value: OrderedJSON)] = []
        if let d = declaration.description { entry.append(("$description", .string(d))) }
        if let d = declaration.deprecated { entry.append(("$deprecated", d.isEmpty ? .bool(true) : .string(d))) }
        var extensions: [(key: String, value: OrderedJSON)] = []
        if declaration.sameAcrossAppearances { extensions.append(("sameAcrossAppearances", .bool(true))) }
        if !declaration.contrast.isEmpty { extensions.append(("contrast", Self.contrastPairs(declaration.contrast, foreground: false))) }
        if !extensions.isEmpty { entry.append(("$extensions", .object([(TokenTree.extensionKey, .object(extensions))]))) }
        return entry
    }

    /// Declared tokens in their groups (`tokenPaths`), in the order they first appear.
    private func byCategory(_ entry: (TokenDeclaration) -> OrderedJSON?) -> [(key: String, value: OrderedJSON)] {
        Self.nested(catalogue.tokens.compactMap { declaration in
            entry(declaration).map { (tokenPaths[declaration.name] ?? [declaration.category, declaration.name], $0) }
        })
    }

    // MARK: - Themes

    private func themeDocument(_ index: Int, diagnostics: inout Diagnostics) -> OrderedJSON {
        let theme = catalogue.themes[index]
        let rawTheme = raw.themes.firstIndex { $0.info.id == theme.info.id }
        let rawTokens = rawTheme.map { raw.themes[$0].tokens } ?? []
        let rawByName = rawTheme.map { rawTokenByName[$0] } ?? [:]
        let placeholder = raw.config.swift?.placeholder ?? "placeholder"
        return .object(
            byCategory { declaration in
                guard let found = rawByName[declaration.name] else { return nil }
                let token = rawTokens[found]
                // A token whose type is its value's (none written) is written without one, as read.
                let type: [(key: String, value: OrderedJSON)] = declaration.typeFromValue ? [] : [("$type", .string(declaration.typeName))]
                // Without a token list, the themes' own tokens carry what a list would.
                let metadata = writesTokenList ? [] : Self.metadata(of: declaration)
                if case .placeholder = token.value {
                    let clear = Self.color(Color(red: 0, green: 0, blue: 0, alpha: 0))
                    let value: OrderedJSON = declaration.type == .gradient ? Self.stops([clear, clear]) : clear
                    return .object(type + [
                        ("$value", value),
                        ("$extensions", .object([(TokenTree.extensionKey, .object([("placeholder", .string(placeholder))]))])),
                    ])
                }
                let owner = Owner(token: token.name, theme: index, location: token.location)
                guard let value = value(token.value, owner: owner, resolved: theme.values[token.name], diagnostics: &diagnostics)
                else { return nil }
                return .object(type + [("$value", value)] + metadata)
            })
    }

    // MARK: - Values

    /// `{"colorSpace": "srgb", "components": [r, g, b], "alpha": a, "hex": "#rrggbb"}`; components
    /// are the 8-bit channels, so reading them back gives the same hex.
    static func color(_ c: Color) -> OrderedJSON {
        let b = c.bytes
        var members: [(key: String, value: OrderedJSON)] = [
            ("colorSpace", .string("srgb")),
            ("components", .array([b.r, b.g, b.b].map { .number(Double($0) / 255) })),
        ]
        if c.alpha < 1 { members.append(("alpha", .number(c.alpha))) }
        members.append(("hex", .string(c.opaqueHex)))
        return .object(members)
    }

    static func components(pointing path: [String], alpha: Double) -> OrderedJSON {
        .object([
            ("colorSpace", .string("srgb")),
            ("components", .object([("$ref", .string(pointer(path)))])),
            ("alpha", .number(alpha)),
        ])
    }

    /// `["Dark Grey", "DarkGrey20"]` → `#/Dark%20Grey/DarkGrey20/$value/components`.
    static func pointer(_ path: [String]) -> String { jsonPointer(path + ["$value", "components"]) }

    /// `["size", "200", "$value"]` → `#/size/200/$value`.
    static func jsonPointer(_ segments: [String]) -> String { "#/" + segments.map(escapePointerSegment).joined(separator: "/") }

    static func escapePointerSegment(_ segment: String) -> String {
        let escaped = segment.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        var out = ""
        for byte in escaped.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "$"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// Stops evenly spaced from 0 to 1.
    static func stops(_ colors: [OrderedJSON]) -> OrderedJSON {
        .array(
            colors.enumerated().map { i, color in
                .object([("color", color), ("position", .number(colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0))])
            })
    }
}
