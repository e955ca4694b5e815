/// What `build --changes-against REV` adds to a catalogue: the changes since REV, which the site
/// shows on its Changes page and links from the home page and each changed token's page.
public struct SiteChanges: Sendable {
    /// The side compared with, as the user named it (`main`, `v2.1`).
    public var against: String
    public var changes: CatalogueChanges

    public init(against: String, changes: CatalogueChanges) {
        self.against = against
        self.changes = changes
    }

    /// Loads the other side the way `themebook diff` does (the same pipeline stages) and compares
    /// the built catalogue with it, its guides' rules read from `guides`. A side that does not
    /// load adds its errors (at `REV:path`) and gives no page; rules that cannot be read back are
    /// a `write-failed` error.
    static func load(
        against revision: String, options: Build.Options, new: Catalogue, guides: GuideStore, diagnostics: inout Diagnostics
    ) -> SiteChanges? {
        let loaded = DiffSide.parse(revision, content: options.content, allowRead: options.allowRead).load()
        guard let old = loaded.catalogue else {
            diagnostics.append(contentsOf: loaded.errors)
            return nil
        }
        var rules: [Rule] = []
        do {
            for guide in new.guides { rules += try guides.rules(of: guide) }
        } catch {
            diagnostics.error("write-failed", error.description, at: nil)
            return nil
        }
        // The page lists every platform's changes in one list, each theme named with its platform.
        return SiteChanges(
            against: revision,
            changes: CatalogueDiff.compare(old: old, new: new, rules: (CatalogueDiff.heldRules(old), rules)).flattened)
    }

    /// One change of every kind on the probe catalogue, so the template name check sees every key
    /// the Changes page and its links can hold.
    static func probe(_ catalogue: Catalogue) -> SiteChanges {
        var c = CatalogueChanges()
        let theme = catalogue.themes[0]
        let info = theme.info
        let value = theme.values["c"] ?? .unknown
        let entry = CatalogueChanges.TokenEntry(
            name: "c", category: "A", type: .color, values: [CatalogueChanges.ThemedValue(theme: info, value: value)])
        let visible = CatalogueChanges.ThemeChange(theme: info, before: .none, after: value)
        let aliasOnly = CatalogueChanges.ThemeChange(theme: info, before: value, after: value)
        c.themesAdded = [info]
        c.themesRemoved = [info]
        c.tokensAdded = [entry]
        c.tokensRemoved = [entry]
        c.tokensRenamed = [CatalogueChanges.TokenRename(old: "x", new: "c", reason: .deprecation, note: "n", oldNameRemoved: true, themes: [visible])]
        c.tokensChanged = [CatalogueChanges.TokenChange(name: "c", category: "A", themes: [visible, aliasOnly])]
        c.tokensDeprecated = [CatalogueChanges.TokenDeprecation(name: "d", note: "n")]
        let color = catalogue.palette[0].color
        c.paletteAdded = [CatalogueChanges.PaletteEntry(name: "P", group: "G", color: color)]
        c.paletteRemoved = c.paletteAdded
        c.paletteChanged = [CatalogueChanges.PaletteChange(name: "P", before: color, after: color)]
        c.imagesAdded = [CatalogueChanges.ImageEntry(value: "i", group: "G", themed: true)]
        c.imagesRemoved = c.imagesAdded
        c.imagesThemed = c.imagesAdded
        c.rulesAdded = [CatalogueChanges.RuleEntry(kind: .do, text: "r", guide: "g")]
        c.rulesRemoved = c.rulesAdded
        return SiteChanges(against: "probe", changes: c)
    }
}
