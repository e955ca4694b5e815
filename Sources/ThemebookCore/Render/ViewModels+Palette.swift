/// The palette page: each family a ramp of chips in step order, each chip linking to its colour's
/// detail (hex, rgb, code, the tokens using it per theme), which the page shows when it is the
/// target of the address (`palette.html#c-Blue50`), so the page is a few screens of ramps.
extension ViewModels {
    func paletteGroups(root: String) -> MustacheValue {
        // Each group's colours in palette order, sorted into groups in one pass rather than
        // the palette filtered once per group.
        var byGroup: [String: [Int]] = [:]
        for index in catalogue.palette.indices { byGroup[catalogue.palette[index].group, default: []].append(index) }
        let names = catalogue.palette.map(\.name)
        return .array(catalogue.paletteGroups.map { group in
            let name = group.isEmpty ? "Colours" : group
            let anchor = Self.familyAnchor(group)
            let colors = Self.stepOrder(byGroup[group] ?? [], names: names)
            let unused = colors.filter { (usage[catalogue.palette[$0].name] ?? []).isEmpty }.count
            return .object([
                "name": .string(name), "anchor": .string(anchor), "count": .int(colors.count), "countText": .string(Self.colours(colors.count)),
                "unusedCount": unused > 0 ? .int(unused) : .null,
                "colors": .array(colors.map { paletteColor(catalogue.palette[$0], family: name, familyAnchor: anchor, root: root) }),
            ])
        })
    }

    /// "1 colour", "12 colours".
    static func colours(_ count: Int) -> String { count == 1 ? "1 colour" : "\(count) colours" }

    /// A family's anchor on the palette page: `f-` and the name as a file name, so it never
    /// meets a colour's `c-` anchor.
    static func familyAnchor(_ group: String) -> String { "f-" + Paths.fileName(group.isEmpty ? "Colours" : group) }

    /// The colours in step order: by the number each name ends with when every name of the
    /// family ends with one (`Blue05` before `Blue50`, whatever the order of the source), ties
    /// and other families in palette order.
    static func stepOrder(_ indices: [Int], names: [String]) -> [Int] {
        let steps = indices.map { trailingNumber(names[$0]) }
        guard !steps.contains(where: { $0 == nil }) else { return indices }
        return indices.indices.sorted { (steps[$0]!, $0) < (steps[$1]!, $1) }.map { indices[$0] }
    }

    /// `Blue50` → 50, `LightGrey05` → 5; nil without trailing digits (or too many to be a step).
    static func trailingNumber(_ name: String) -> Int? {
        let digits = name.utf8.reversed().prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        return digits.reversed().reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// Black or white, whichever contrasts more with `background` (opaque): at least 4.58:1 for any
    /// colour, since the two ratios cross at a luminance of 0.179.
    static func chipText(on background: Color) -> String {
        let l = background.luminance
        return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000" : "#fff"
    }

    /// The tokens that use a palette colour, theme by theme (themes that use it only).
    private func paletteUses(_ uses: [(theme: Int, token: Int)], root: String) -> MustacheValue {
        let contexts = themeContexts(root: root)
        // Sorted into themes in one pass, each theme's in the order of `uses`; each token's
        // link made once for the site (a token uses a colour in every theme).
        var links = [[MustacheValue]](repeating: [], count: contexts.count)
        for use in uses where links.indices.contains(use.theme) { links[use.theme].append(tokenTexts[use.token].link(root: root)) }
        return .array(contexts.indices.compactMap { theme in
            guard !links[theme].isEmpty else { return nil }
            return .object(["theme": contexts[theme], "tokens": .array(links[theme])])
        })
    }

    /// "1 use", "7 uses": a token in a theme is one use.
    static func usesText(_ count: Int) -> String { count == 1 ? "1 use" : "\(count) uses" }

    /// "Used by 3 tokens in 2 of 3 themes", "Used by no token".
    private func usesTitle(_ uses: [(theme: Int, token: Int)]) -> String {
        guard !uses.isEmpty else { return "Used by no token in any theme" }
        let tokens = Self.distinctTokens(uses), themes = Self.distinctThemes(uses, themeCount: catalogue.themes.count)
        return "Used by \(tokens) token\(tokens == 1 ? "" : "s") in \(themes) of \(catalogue.themes.count) theme\(catalogue.themes.count == 1 ? "" : "s")"
    }

    /// How many tokens `uses` names: counted where the token changes when the uses come token
    /// by token, as `ValueScan.usage` lists them (a set only otherwise).
    static func distinctTokens(_ uses: [(theme: Int, token: Int)]) -> Int {
        var count = 0
        var last = -1
        for use in uses {
            guard use.token >= last else { return Set(uses.map(\.token)).count }
            if use.token != last { count += 1 }
            last = use.token
        }
        return count
    }

    /// How many of the `themeCount` themes `uses` names.
    static func distinctThemes(_ uses: [(theme: Int, token: Int)], themeCount: Int) -> Int {
        var seen = [Bool](repeating: false, count: themeCount)
        var count = 0
        for use in uses {
            guard seen.indices.contains(use.theme) else { return Set(uses.map(\.theme)).count }
            if !seen[use.theme] { count += 1 }
            seen[use.theme] = true
        }
        return count
    }

    func paletteColor(_ color: PaletteColor, family: String, familyAnchor: String, root: String) -> MustacheValue {
        let uses = usage[color.name] ?? []
        let b = color.color.bytes
        // In parts: one literal mixing `??` and `.map` took the type checker two seconds.
        var fields: [String: MustacheValue] = [
            "name": .string(color.name), "anchor": .string(Paths.anchor(color.name)), "hex": .string(color.color.hex),
            "family": .string(family), "familyAnchor": .string(familyAnchor),
            "rgb": .string("rgb(\(b.r), \(b.g), \(b.b))"), "css": .string(color.color.css), "outOfGamut": .bool(color.outOfGamut),
            // The label sits on the colour painted over white, so pick black or white by that.
            "textColor": .string(Self.chipText(on: color.color.over(Color(red: 1, green: 1, blue: 1)))),
            "unused": .bool(uses.isEmpty), "useCount": .int(uses.count), "usesText": .string(Self.usesText(uses.count)),
            "usesTitle": .string(usesTitle(uses)), "isDeprecated": .bool(color.deprecated != nil),
            "uses": paletteUses(uses, root: root), "codeUses": paletteCodeUses(color.name),
        ]
        let deprecation: String? = color.deprecated.flatMap { $0.isEmpty ? nil : $0 }
        let optional: [(String, String?)] = [
            ("notation", color.notation), ("description", color.description), ("deprecation", deprecation),
            ("code", SearchIndex.paletteCode(color, in: catalogue)),
        ]
        for (key, text) in optional { fields[key] = text.map(MustacheValue.string) ?? .null }
        return .object(fields)
    }
}
