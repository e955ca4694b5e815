/// `themebook diff`'s one entry point: what changed from one checked catalogue to another.
/// Pure: two values in, one value out; loading each side is `DiffSide`'s job.
///
/// Things are matched by name (tokens, palette colours, theme ids, image values) and compared
/// by meaning (`ValueKey`), so a DTCG folder can be compared with the Swift sources it was
/// converted from and show no change.
public enum CatalogueDiff {
    /// Each side's rules are those of its guides' content held in memory, as `DiffSide` loads it.
    public static func compare(old: Catalogue, new: Catalogue) -> CatalogueChanges {
        compare(old: old, new: new, rules: (heldRules(old), heldRules(new)))
    }

    /// `rules`: every rule of each side's guides, in guide order (a build whose guides wait in
    /// its `GuideStore` reads its own).
    static func compare(old: Catalogue, new: Catalogue, rules: (old: [Rule], new: [Rule])) -> CatalogueChanges {
        if !old.platforms.isEmpty || !new.platforms.isEmpty { return comparePlatforms(old: old, new: new, rules: rules) }
        var changes = CatalogueChanges()
        let oldThemes = Set(old.themes.map(\.info.id)), newThemes = Set(new.themes.map(\.info.id))
        changes.themesAdded = new.themes.map(\.info).filter { !oldThemes.contains($0.id) }
        changes.themesRemoved = old.themes.map(\.info).filter { !newThemes.contains($0.id) }
        compareTokens(old, new, into: &changes)
        comparePalette(old, new, into: &changes)
        compareImages(old, new, into: &changes)
        compareRules(rules.old, rules.new, into: &changes)
        changes.migration = CatalogueChanges.MigrationChange(old: old, new: new)
        return changes
    }

    static func heldRules(_ catalogue: Catalogue) -> [Rule] {
        catalogue.guides.flatMap { $0.heldContent?.rules ?? [] }
    }

    // MARK: - Tokens

    private static func compareTokens(_ old: Catalogue, _ new: Catalogue, into changes: inout CatalogueChanges) {
        let oldTokens = firstByName(old.tokens), newTokens = firstByName(new.tokens)
        let names = (old: ChainNames(old), new: ChainNames(new))
        var removed = unique(old.tokens.map(\.name)).filter { newTokens[$0] == nil }
        var added = unique(new.tokens.map(\.name)).filter { oldTokens[$0] == nil }
        var renames = TokenRenames.find(old: old, new: new, removed: removed, added: added)
        let renamedFrom = Set(renames.map(\.old)), renamedTo = Set(renames.map(\.new))
        removed.removeAll { renamedFrom.contains($0) }
        added.removeAll { renamedTo.contains($0) }
        for i in renames.indices {
            renames[i].themes = themeChanges(old: old, oldToken: renames[i].old, new: new, newToken: renames[i].new, names: names)
        }
        changes.tokensRenamed = renames
        changes.tokensRemoved = removed.compactMap { oldTokens[$0].map { entry($0, in: old, names: names.old) } }
        changes.tokensAdded = added.compactMap { newTokens[$0].map { entry($0, in: new, names: names.new) } }
        for token in unique(new.tokens.map(\.name)) {
            guard let before = oldTokens[token], let after = newTokens[token] else { continue }
            let themes = themeChanges(old: old, oldToken: token, new: new, newToken: token, names: names)
            if !themes.isEmpty {
                changes.tokensChanged.append(CatalogueChanges.TokenChange(name: token, category: after.category, themes: themes))
            }
            if before.deprecated == nil, let note = after.deprecated, !renamedFrom.contains(token) {
                changes.tokensDeprecated.append(CatalogueChanges.TokenDeprecation(name: token, note: note))
            }
        }
    }

    /// The themes both sides have, in the new side's order, where the value looks different or
    /// is reached another way.
    static func themeChanges(
        old: Catalogue, oldToken: String, new: Catalogue, newToken: String, names: (old: ChainNames, new: ChainNames)
    ) -> [CatalogueChanges.ThemeChange] {
        new.themes.compactMap { theme in
            guard let oldTheme = old.themes.first(where: { $0.info.id == theme.info.id }) else { return nil }
            let before = names.old.renamed(oldTheme.values[oldToken] ?? .unknown)
            let after = names.new.renamed(theme.values[newToken] ?? .unknown)
            guard ValueKey.visible(before) != ValueKey.visible(after) || ValueKey.source(before) != ValueKey.source(after)
            else { return nil }
            return CatalogueChanges.ThemeChange(theme: theme.info, before: before, after: after)
        }
    }

    static func entry(_ token: TokenDeclaration, in catalogue: Catalogue, names: ChainNames) -> CatalogueChanges.TokenEntry {
        CatalogueChanges.TokenEntry(
            name: token.name, category: token.category, type: token.type,
            values: catalogue.themes.map { CatalogueChanges.ThemedValue(theme: $0.info, value: names.renamed($0.values[token.name] ?? .unknown)) })
    }

    // MARK: - Palette, images, rules

    private static func comparePalette(_ old: Catalogue, _ new: Catalogue, into changes: inout CatalogueChanges) {
        let before = firstByName(old.palette), after = firstByName(new.palette)
        for color in unique(old.palette, \.name) where after[color.name] == nil {
            changes.paletteRemoved.append(CatalogueChanges.PaletteEntry(name: color.name, group: color.group, color: color.color))
        }
        for color in unique(new.palette, \.name) {
            guard let previous = before[color.name] else {
                changes.paletteAdded.append(CatalogueChanges.PaletteEntry(name: color.name, group: color.group, color: color.color))
                continue
            }
            if previous.color.hex != color.color.hex {
                changes.paletteChanged.append(CatalogueChanges.PaletteChange(name: color.name, before: previous.color, after: color.color))
            }
        }
    }

    private static func compareImages(_ old: Catalogue, _ new: Catalogue, into changes: inout CatalogueChanges) {
        let before = Dictionary(old.images.map { ($0.value, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Dictionary(new.images.map { ($0.value, $0) }, uniquingKeysWith: { a, _ in a })
        for image in unique(old.images, \.value) where after[image.value] == nil {
            changes.imagesRemoved.append(CatalogueChanges.ImageEntry(value: image.value, group: image.group, themed: image.themed))
        }
        for image in unique(new.images, \.value) {
            guard let previous = before[image.value] else {
                changes.imagesAdded.append(CatalogueChanges.ImageEntry(value: image.value, group: image.group, themed: image.themed))
                continue
            }
            if previous.themed != image.themed {
                changes.imagesThemed.append(CatalogueChanges.ImageEntry(value: image.value, group: image.group, themed: image.themed))
            }
        }
    }

    /// A rule is its guide, kind and text (whitespace collapsed): moving it within a guide is no
    /// change, rewording it is a removal and an addition.
    private static func compareRules(_ old: [Rule], _ new: [Rule], into changes: inout CatalogueChanges) {
        func entries(_ rules: [Rule]) -> [CatalogueChanges.RuleEntry] {
            rules.map { rule in
                CatalogueChanges.RuleEntry(kind: rule.kind, text: rule.text.split(whereSeparator: \.isWhitespace).joined(separator: " "), guide: rule.guide)
            }
        }
        func key(_ rule: CatalogueChanges.RuleEntry) -> String { "\(rule.guide)\u{0}\(rule.kind.rawValue)\u{0}\(rule.text)" }
        let before = entries(old), after = entries(new)
        let beforeKeys = Set(before.map(key)), afterKeys = Set(after.map(key))
        changes.rulesRemoved = unique(before, key).filter { !afterKeys.contains(key($0)) }
        changes.rulesAdded = unique(after, key).filter { !beforeKeys.contains(key($0)) }
    }

    // MARK: - Helpers

    /// A checked catalogue has reported duplicates already; the first definition is the one used.
    static func firstByName(_ tokens: [TokenDeclaration]) -> [String: TokenDeclaration] {
        Dictionary(tokens.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func firstByName(_ colors: [PaletteColor]) -> [String: PaletteColor] {
        Dictionary(colors.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    static func unique(_ names: [String]) -> [String] { unique(names) { $0 } }

    static func unique<T>(_ items: [T], _ key: (T) -> String) -> [T] {
        var seen = Set<String>()
        return items.filter { seen.insert(key($0)).inserted }
    }
}
