/// Contexts for `build --changes-against REV`: the Changes page, the home page's card and each
/// changed token's link to its entry. Every key is always present (null or empty without changes).
extension ViewModels {
    /// The home page's link, or null when the site has no Changes page.
    func changesLink(root: String) -> MustacheValue {
        guard let site = catalogue.changes else { return .null }
        return .object([
            "url": .string(root + Paths.changes), "against": .string(site.against),
            "summary": .string(ChangesReport(site.changes, old: site.against, new: "").summary),
        ])
    }

    /// A token page's link to its entry on the Changes page, or null when it did not change.
    func tokenChange(_ name: String, root: String) -> MustacheValue {
        // The entries are made once (`changeEntries`), not once per token page.
        guard let site = catalogue.changes, let entry = changeEntries[name] else { return .null }
        return .object(["url": .string(root + Paths.change(name)), "text": .string("\(entry.0) since \(site.against)")])
    }

    /// Which section of the Changes page holds a token's entry (the first that lists it).
    static func entries(_ c: CatalogueChanges) -> [String: (String, section: String)] {
        var out: [String: (String, section: String)] = [:]
        for token in c.tokensChanged where out[token.name] == nil {
            out[token.name] = (token.isVisible ? "Changed" : "Reached through other aliases", "changed")
        }
        for rename in c.tokensRenamed where out[rename.new] == nil { out[rename.new] = ("Renamed from \(rename.old)", "renamed") }
        for rename in c.tokensRenamed where out[rename.old] == nil { out[rename.old] = ("Renamed to \(rename.new)", "renamed") }
        for token in c.tokensAdded where out[token.name] == nil { out[token.name] = ("Added", "added") }
        for token in c.tokensDeprecated where out[token.name] == nil { out[token.name] = ("Deprecated", "deprecated") }
        return out
    }

    /// The Changes page.
    func changesPage(root: String) -> MustacheValue {
        guard let site = catalogue.changes else { return .null }
        let c = site.changes
        let owners = Self.entries(c)
        /// The anchor goes on the entry that owns it, so each id appears once on the page.
        func anchor(_ name: String, _ section: String) -> MustacheValue {
            owners[name]?.section == section ? .string(Paths.anchor(name)) : .null
        }
        // Which names have a page, known once: every entry asks (a palette shift changes every token).
        let tokenNames = Set(catalogue.tokens.map(\.name)), paletteNames = Set(catalogue.palette.map(\.name))
        func token(_ name: String) -> MustacheValue {
            let exists = tokenNames.contains(name)
            return .object(["name": .string(name), "url": exists ? .string(root + Paths.token(name)) : .null])
        }
        func themeChange(_ change: CatalogueChanges.ThemeChange) -> MustacheValue {
            .object([
                "theme": theme(change.theme, root: root), "visible": .bool(change.isVisible),
                "before": swatch(change.before, root: root), "after": swatch(change.after, root: root),
                "was": .string(ValueKey.source(change.before)), "now": .string(ValueKey.source(change.after)),
            ])
        }
        func entry(_ e: CatalogueChanges.TokenEntry, section: String) -> MustacheValue {
            .object([
                "token": token(e.name), "anchor": anchor(e.name, section), "category": .string(e.category),
                "values": .array(e.values.map { .object(["theme": theme($0.theme, root: root), "swatch": swatch($0.value, root: root)]) }),
            ])
        }
        func palette(_ e: CatalogueChanges.PaletteEntry) -> MustacheValue {
            let exists = paletteNames.contains(e.name)
            return .object([
                "name": .string(e.name), "group": .string(e.group), "url": exists ? .string(root + Paths.palette(e.name)) : .null,
                "swatch": swatch(.color(ResolvedColor(palette: nil, alpha: nil, color: e.color)), root: root),
            ])
        }
        func image(_ e: CatalogueChanges.ImageEntry) -> MustacheValue {
            .object(["value": .string(e.value), "group": .string(e.group), "themed": .bool(e.themed)])
        }
        func rule(_ e: CatalogueChanges.RuleEntry) -> MustacheValue {
            .object(["kind": .string(ChangesReport.kindLabel(e.kind)), "isDo": .bool(e.kind == .do), "text": .string(e.text),
                     "guide": .string(e.guide)])
        }
        /// A section of the page: null when it has nothing, so the template shows its heading once.
        func list(_ items: [MustacheValue]) -> MustacheValue {
            items.isEmpty ? .null : .object(["items": .array(items), "count": .int(items.count)])
        }
        return .object([
            "against": .string(site.against), "isEmpty": .bool(c.isEmpty),
            "summary": .string(ChangesReport(c, old: site.against, new: "").summary),
            "themesAdded": list(c.themesAdded.map { theme($0, root: root) }),
            "themesRemoved": list(c.themesRemoved.map { .object(["label": .string($0.label), "id": .string($0.id)]) }),
            "changed": list(c.tokensChanged.map { change in
                .object([
                    "token": token(change.name), "anchor": anchor(change.name, "changed"), "category": .string(change.category),
                    "themes": .array(change.themes.map(themeChange)),
                ])
            }),
            "renamed": list(c.tokensRenamed.map { rename in
                .object([
                    "old": token(rename.old), "new": token(rename.new), "why": .string(ChangesReport.describe(rename)),
                    "anchor": anchor(rename.new, "renamed"), "oldAnchor": anchor(rename.old, "renamed"),
                    "themes": .array(rename.themes.map(themeChange)),
                ])
            }),
            "added": list(c.tokensAdded.map { entry($0, section: "added") }),
            "removed": list(c.tokensRemoved.map { entry($0, section: "removed") }),
            "deprecated": list(c.tokensDeprecated.map { d in
                .object(["token": token(d.name), "anchor": anchor(d.name, "deprecated"), "note": .string(d.note)])
            }),
            "paletteChanged": list(c.paletteChanged.map { change in
                .object([
                    "name": .string(change.name), "url": .string(root + Paths.palette(change.name)),
                    "before": swatch(.color(ResolvedColor(palette: nil, alpha: nil, color: change.before)), root: root),
                    "after": swatch(.color(ResolvedColor(palette: nil, alpha: nil, color: change.after)), root: root),
                ])
            }),
            "paletteAdded": list(c.paletteAdded.map(palette)), "paletteRemoved": list(c.paletteRemoved.map(palette)),
            "imagesAdded": list(c.imagesAdded.map(image)), "imagesRemoved": list(c.imagesRemoved.map(image)),
            "imagesThemed": list(c.imagesThemed.map(image)),
            "rulesAdded": list(c.rulesAdded.map(rule)), "rulesRemoved": list(c.rulesRemoved.map(rule)),
        ])
    }
}
