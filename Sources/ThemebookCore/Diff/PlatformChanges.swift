/// What changed on one platform, when a side of the diff documents several: each platform is
/// compared with the same platform (by id) on the other side; a side of one app stands for the
/// other side's first platform, and a platform the other side lacks is compared with nothing.
public struct PlatformChanges: Sendable {
    public var id: String
    public var label: String
    public var changes: CatalogueChanges
}

extension CatalogueDiff {
    /// The changes of every platform, and the guides' rules, which are the site's.
    static func comparePlatforms(old: Catalogue, new: Catalogue, rules: (old: [Rule], new: [Rule])) -> CatalogueChanges {
        var ids: [(id: String, label: String)] = new.platforms.map { ($0.id, $0.label) }
        for platform in old.platforms where !ids.contains(where: { $0.id == platform.id }) { ids.append((platform.id, platform.label)) }
        if ids.isEmpty { ids = [("", "")] }
        func side(_ catalogue: Catalogue, _ id: String) -> Catalogue {
            if let platform = catalogue.platforms.first(where: { $0.id == id }) { return platform.catalogue }
            if catalogue.platforms.isEmpty, id == ids[0].id { return catalogue }
            return Catalogue(title: catalogue.title, paletteGroups: [], palette: [], tokens: [], themes: [])
        }
        var changes = CatalogueChanges()
        for (id, label) in ids {
            let old = side(old, id), new = side(new, id)
            // Rules are the site's, compared once below.
            changes.platforms.append(PlatformChanges(id: id, label: label, changes: compare(old: old, new: new, rules: ([], []))))
        }
        let empty = Catalogue(title: "", paletteGroups: [], palette: [], tokens: [], themes: [])
        let ruleChanges = compare(old: empty, new: empty, rules: rules)
        changes.rulesAdded = ruleChanges.rulesAdded
        changes.rulesRemoved = ruleChanges.rulesRemoved
        return changes
    }
}

extension CatalogueChanges {
    /// The platforms' changes as one list, for the Changes page: each theme named with its
    /// platform (`Dark (Android)`), every list in platform order.
    public var flattened: CatalogueChanges {
        guard !platforms.isEmpty else { return self }
        var out = CatalogueChanges()
        out.rulesAdded = rulesAdded
        out.rulesRemoved = rulesRemoved
        for platform in platforms {
            let c = platform.changes
            func info(_ theme: ThemeInfo) -> ThemeInfo {
                var theme = theme
                theme.label += " (\(platform.label))"
                return theme
            }
            func entry(_ e: TokenEntry) -> TokenEntry {
                var e = e
                e.values = e.values.map { ThemedValue(theme: info($0.theme), value: $0.value) }
                return e
            }
            func change(_ t: ThemeChange) -> ThemeChange { ThemeChange(theme: info(t.theme), before: t.before, after: t.after) }
            out.themesAdded += c.themesAdded.map(info)
            out.themesRemoved += c.themesRemoved.map(info)
            out.tokensAdded += c.tokensAdded.map(entry)
            out.tokensRemoved += c.tokensRemoved.map(entry)
            out.tokensRenamed += c.tokensRenamed.map { rename in
                var rename = rename
                rename.themes = rename.themes.map(change)
                return rename
            }
            out.tokensChanged += c.tokensChanged.map { TokenChange(name: $0.name, category: $0.category, themes: $0.themes.map(change)) }
            out.tokensDeprecated += c.tokensDeprecated
            out.paletteAdded += c.paletteAdded
            out.paletteRemoved += c.paletteRemoved
            out.paletteChanged += c.paletteChanged
            out.imagesAdded += c.imagesAdded
            out.imagesRemoved += c.imagesRemoved
            out.imagesThemed += c.imagesThemed
        }
        return out
    }
}

extension ChangesReport {
    /// `iOS: 1 token changed (1 visible, 0 alias only); Android: no changes`, then the site's rules.
    var platformSummary: String {
        var rules = changes
        rules.platforms = []
        let parts = changes.platforms.map { "\($0.label): \(ChangesReport($0.changes, old: old, new: new).summary)" }
        let own = ChangesReport(rules, old: old, new: new).summary
        return (parts + (own == "no changes" ? [] : [own])).joined(separator: "; ")
    }

    /// Each platform's report in turn under its name, then the site's rules, in `format`; the
    /// first line (and for Markdown the summary) is this report's.
    func platformSections(_ format: Format) -> String {
        var rules = changes
        rules.platforms = []
        let marker = format == .markdown ? "### On " : "== "
        var out = format == .markdown
            ? "### Theme changes: \(Self.cell(old)) → \(Self.cell(new))\n\n\(platformSummary)\n"
            : "Changes from \(old) to \(new)\n"
        for platform in changes.platforms {
            let sub = ChangesReport(platform.changes, old: old, new: new).render(format)
            // The sub-report without its own heading and summary lines.
            var lines = sub.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(format == .markdown ? 3 : 1)
            if format == .text, let last = lines.lastIndex(where: { !$0.isEmpty }) { lines = lines[..<last] }
            out += "\n\(marker)\(platform.label)\(format == .markdown ? "" : " ==")\n"
            let body = lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
            out += body.isEmpty ? "\nNo changes.\n" : "\n" + body + "\n"
        }
        if !(rules.rulesAdded.isEmpty && rules.rulesRemoved.isEmpty) {
            let sub = ChangesReport(rules, old: old, new: new).render(format)
            var lines = sub.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(format == .markdown ? 3 : 1)
            if format == .text, let last = lines.lastIndex(where: { !$0.isEmpty }) { lines = lines[..<last] }
            out += "\n" + lines.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
        }
        if format == .text { out += "\n\(platformSummary)\n" }
        return out
    }
}
