/// Prints a `CatalogueChanges` for people (text), for a pull-request comment (Markdown) or for
/// tools (JSON, schema in the README). Every format lists the same changes in the same order.
public struct ChangesReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public var changes: CatalogueChanges
    /// How each side is named (`main`, `content`).
    public var old: String
    public var new: String

    public init(_ changes: CatalogueChanges, old: String, new: String) {
        self.changes = changes
        self.old = old
        self.new = new
    }

    public func render(_ format: Format) -> String {
        if !changes.platforms.isEmpty, format != .json { return platformSections(format) }
        switch format {
        case .text: return text()
        case .markdown: return markdown()
        case .json: return json().serialized()
        }
    }

    /// `2 tokens changed (1 visible, 1 alias only), 1 token added`, or `no changes`.
    public var summary: String {
        if !changes.platforms.isEmpty { return platformSummary }
        let c = changes
        func n(_ count: Int, _ one: String, _ many: String, _ what: String) -> String? {
            count == 0 ? nil : "\(count) \(count == 1 ? one : many) \(what)"
        }
        let visible = c.tokensChanged.filter(\.isVisible).count
        var changed = n(c.tokensChanged.count, "token", "tokens", "changed")
        if changed != nil { changed! += " (\(visible) visible, \(c.tokensChanged.count - visible) alias only)" }
        let parts = [
            n(c.themesAdded.count, "theme", "themes", "added"), n(c.themesRemoved.count, "theme", "themes", "removed"),
            n(c.tokensAdded.count, "token", "tokens", "added"), n(c.tokensRemoved.count, "token", "tokens", "removed"),
            n(c.tokensRenamed.count, "token", "tokens", "renamed"), changed,
            n(c.tokensDeprecated.count, "token", "tokens", "deprecated"),
            n(c.paletteAdded.count, "palette colour", "palette colours", "added"),
            n(c.paletteRemoved.count, "palette colour", "palette colours", "removed"),
            n(c.paletteChanged.count, "palette colour", "palette colours", "changed"),
            n(c.imagesAdded.count, "image", "images", "added"), n(c.imagesRemoved.count, "image", "images", "removed"),
            n(c.imagesThemed.filter(\.themed).count, "image", "images", "newly themed"),
            n(c.imagesThemed.filter { !$0.themed }.count, "image", "images", "no longer themed"),
            n(c.rulesAdded.count, "rule", "rules", "added"), n(c.rulesRemoved.count, "rule", "rules", "removed"),
            c.migration?.summary,
        ].compactMap { $0 }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }

    // MARK: - Shared wording

    /// `dark: #2b2a33 → #42414d (was DarkGrey60, now DarkGrey50)`; an alias-only change says so.
    static func describe(_ change: CatalogueChanges.ThemeChange) -> String {
        let was = ValueKey.source(change.before), now = ValueKey.source(change.after)
        let sources = was == now ? "" : " (was \(was), now \(now))"
        guard change.isVisible else { return "\(ValueKey.hex(change.after)), alias only\(sources)" }
        return "\(ValueKey.hex(change.before)) → \(ValueKey.hex(change.after))\(sources)"
    }

    static func describe(_ rename: CatalogueChanges.TokenRename) -> String {
        var why = rename.reason == .sameValues ? "same values in every theme" : "deprecated: \(rename.note ?? "")"
        if !rename.oldNameRemoved { why += "; old name kept" }
        return why
    }

    static func kindLabel(_ kind: RuleKind) -> String { kind == .do ? "Do" : "Don't" }
}
