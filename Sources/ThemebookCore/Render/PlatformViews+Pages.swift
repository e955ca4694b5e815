import Foundation

/// The tokens, theme, palette and Drift pages of a catalogue of several platforms.
extension PlatformViews {
    // MARK: - The tokens page

    /// The tokens page's columns: each theme on each platform that has it, as (theme, platform).
    var columns: [(theme: Theme, platform: Int)] {
        catalogue.themes.flatMap { theme in
            platforms.indices.filter { platforms[$0].themeIndex[theme.info.id] != nil }.map { (theme, $0) }
        }
    }

    /// The tokens page's header (`themes`): each column's theme, named with its platform.
    func tokenColumns(root: String) -> MustacheValue {
        .array(columns.map { column in
            .object([
                "url": .string(root + Paths.theme(column.theme.info.id)),
                "label": .string("\(column.theme.info.label) · \(platforms[column.platform].label)"),
            ])
        })
    }

    /// The tokens page's categories: each token's row with a cell per theme and platform.
    func tokenCategories(root: String) -> MustacheValue {
        let views = self
        return .array(merged.tokenCategories.map { name, tokens in
            .object(["name": .string(name), "anchor": .string(Paths.anchor(name)), "count": .int(tokens.count), "tokens": .lazyArray(MustacheLazyList(count: tokens.count) { item in
                views.tokenRow(tokens[item], root: root)
            })])
        })
    }

    private func tokenRow(_ index: Int, root: String) -> MustacheValue {
        guard case .object(var row) = merged.token(at: index, root: root) else { return .null }
        let name = catalogue.tokens[index].name
        row["values"] = .array(columns.map { column in
            guard case .object(var cell) = cell(name, theme: column.theme.info.id, on: column.platform, root: root) else { return .null }
            // Labelled on a phone, where the cells stack.
            cell["theme"] = .object(["label": .string("\(column.theme.info.label) · \(platforms[column.platform].label)")])
            return .object(cell)
        })
        // The filter finds a token by any platform's spelling and value.
        var search = row["search"]?.interpolationText ?? ""
        for p in platforms.indices {
            guard let t = platforms[p].tokenIndex[name] else { continue }
            search += " " + code(of: t, on: p).lowercased()
            for theme in platforms[p].catalogue.themes {
                if let key = theme.values[platforms[p].catalogue.tokens[t].name]?.shownKey { search += " " + key.lowercased() }
            }
        }
        row["search"] = .string(search)
        return .object(row)
    }

    // MARK: - A theme's page

    /// What the page says of where the theme is: "Only on Android."; nil when on every platform.
    func themeNote(_ id: String) -> MustacheValue { onlyNote(platforms.map { $0.themeIndex[id] != nil }) }

    /// A theme page's categories: every token a platform with this theme has, its swatch the
    /// first such platform's, and each platform's value beside it (`platformValues`).
    func themeCategories(_ id: String, root: String) -> MustacheValue {
        let views = self
        let having = platforms.indices.filter { platforms[$0].themeIndex[id] != nil }
        return .array(merged.tokenCategories.compactMap { name, tokens in
            let shown = tokens.filter { index in having.contains { platforms[$0].tokenIndex[catalogue.tokens[index].name] != nil } }
            guard !shown.isEmpty else { return nil }
            return .object(["name": .string(name), "anchor": .string(Paths.anchor(name)), "count": .int(shown.count), "tokens": .lazyArray(MustacheLazyList(count: shown.count) { item in
                views.themeToken(shown[item], theme: id, platforms: having, root: root)
            })])
        })
    }

    private func themeToken(_ index: Int, theme: String, platforms having: [Int], root: String) -> MustacheValue {
        let name = catalogue.tokens[index].name
        let first = having.first { platforms[$0].tokenIndex[name] != nil } ?? 0
        let cells = having.map { cell(name, theme: theme, on: $0, root: root) }
        let own = cell(name, theme: theme, on: first, root: root)
        let texts = merged.tokenTexts[index]
        return .object([
            "name": texts.name, "url": texts.url(root: root),
            "code": platforms[first].tokenIndex[name].map { .string(code(of: $0, on: first)) } ?? texts.code,
            "swatch": own.member("swatch") ?? .null, "chain": own.member("chain") ?? .array([]),
            "platformValues": .array(cells), "drift": .bool(drifts(name, theme: theme)),
        ])
    }

    // MARK: - The palette

    /// The palette page's families: each colour once, with each platform's hex where they
    /// differ, its name on each platform where that differs, and its uses on every platform.
    func paletteGroups(root: String) -> MustacheValue {
        var byGroup: [String: [Int]] = [:]
        for index in catalogue.palette.indices { byGroup[catalogue.palette[index].group, default: []].append(index) }
        let names = catalogue.palette.map(\.name)
        return .array(catalogue.paletteGroups.map { group in
            let name = group.isEmpty ? "Colours" : group
            let anchor = ViewModels.familyAnchor(group)
            let colors = ViewModels.stepOrder(byGroup[group] ?? [], names: names).map {
                paletteColor(catalogue.palette[$0], family: name, familyAnchor: anchor, root: root)
            }
            let unused = colors.filter { $0.member("unused")?.isTruthy ?? false }.count
            return .object([
                "name": .string(name), "anchor": .string(anchor), "count": .int(colors.count), "countText": .string(ViewModels.colours(colors.count)),
                "unusedCount": unused > 0 ? .int(unused) : .null, "colors": .array(colors),
            ])
        })
    }

    private func paletteColor(_ color: PaletteColor, family: String, familyAnchor: String, root: String) -> MustacheValue {
        guard case .object(var object) = merged.paletteColor(color, family: family, familyAnchor: familyAnchor, root: root) else { return .null }
        let entries = platforms.indices.compactMap { p -> (p: Int, color: PaletteColor, context: MustacheValue)? in
            guard let index = platforms[p].paletteIndex[color.name] else { return nil }
            let own = platforms[p].catalogue.palette[index]
            return (p, own, models[p].paletteColor(own, family: family, familyAnchor: familyAnchor, root: root))
        }
        let hexes = Set(entries.map(\.color.color.hex))
        let names = Set(entries.map(\.color.name))
        object["platformNote"] = onlyNote(platforms.map { $0.paletteIndex[color.name] != nil })
        object["platformHexes"] = hexes.count > 1 || names.count > 1
            ? .array(entries.map { entry in
                .object([
                    "label": .string(platforms[entry.p].label), "hex": .string(entry.color.color.hex), "css": .string(entry.color.color.css),
                    "name": .string(entry.color.name),
                ])
            }) : .null
        object["drift"] = .bool(drifting.contains("palette\u{0}\(color.name)"))
        // Other names are anchors too, so a platform's links into the palette land here.
        object["otherAnchors"] = .array(names.subtracting([color.name]).sorted().map { .object(["anchor": .string(Paths.anchor($0))]) })
        // Used when any platform uses it; its uses, platform by platform.
        let uses = entries.flatMap { entry -> [MustacheValue] in
            guard case .array(let items)? = entry.context.member("uses") else { return [] }
            return items.map { use in
                guard case .object(var u) = use, case .object(var theme)? = u["theme"] else { return use }
                theme["label"] = .string("\(theme["label"]?.interpolationText ?? "") (\(platforms[entry.p].label))")
                u["theme"] = .object(theme)
                return .object(u)
            }
        }
        object["uses"] = .array(uses)
        object["unused"] = .bool(uses.isEmpty)
        // A token in a theme on a platform is one use.
        let count = entries.reduce(0) { total, entry in
            guard case .int(let n)? = entry.context.member("useCount") else { return total }
            return total + n
        }
        object["useCount"] = .int(count)
        object["usesText"] = .string(ViewModels.usesText(count))
        object["usesTitle"] = .string(count == 0 ? "Used by no token on any platform" : "\(ViewModels.usesText(count)) across \(entries.count) of \(platforms.count) platforms")
        object["code"] = entries.first.flatMap { $0.context.member("code") } ?? .null
        return .object(object)
    }

    // MARK: - The Drift page

    /// Every drift, grouped by token (then the palette's), each with every platform's swatch.
    func driftPage(root: String) -> MustacheValue {
        var tokens: [(name: String, rows: [MustacheValue])] = []
        var palette: [MustacheValue] = []
        let labels = Dictionary(platforms.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        let themes = Dictionary(catalogue.themes.map { ($0.info.id, $0.info) }, uniquingKeysWith: { a, _ in a })
        for drift in catalogue.drift {
            let sides = drift.sides.map { side -> MustacheValue in
                .object([
                    "label": .string(labels[side.platform] ?? side.platform),
                    "swatch": merged.swatch(side.value, root: root),
                    "place": side.location.map { .string("\(($0.file as NSString).lastPathComponent):\($0.line)") } ?? .null,
                ])
            }
            switch drift.subject {
            case .token(let name, let theme):
                let row: MustacheValue = .object([
                    "theme": themes[theme].map { merged.theme($0, root: root) } ?? .null, "sides": .array(sides),
                ])
                if let last = tokens.indices.last, tokens[last].name == name { tokens[last].rows.append(row) } else { tokens.append((name, [row])) }
            case .palette(let name):
                palette.append(.object([
                    "name": .string(name), "url": .string(root + Paths.palette(name)), "sides": .array(sides),
                ]))
            }
        }
        return .object([
            "count": .int(catalogue.drift.count), "platformList": .string(Self.list(platforms.map(\.label))),
            "tokens": .array(tokens.map { entry in
                .object([
                    "name": .string(entry.name), "anchor": .string(Paths.anchor(entry.name)), "url": .string(root + Paths.token(entry.name)),
                    "rows": .array(entry.rows),
                ])
            }),
            "hasTokens": .bool(!tokens.isEmpty), "palette": .array(palette), "hasPalette": .bool(!palette.isEmpty),
        ])
    }
}
