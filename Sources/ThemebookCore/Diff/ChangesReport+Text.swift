extension ChangesReport {
    /// For the terminal: a heading per kind with a count, one line per change (`+` added,
    /// `-` removed, `~` changed, `>` renamed, `!` deprecated), and the summary last.
    func text() -> String {
        let c = changes
        var out = "Changes from \(old) to \(new)\n"
        func section<T>(_ title: String, _ items: [T], _ line: (T) -> String) {
            guard !items.isEmpty else { return }
            out += "\n\(title) (\(items.count))\n"
            // Names and rule texts come from the input: control characters are shown, not sent.
            for item in items {
                out += line(item).split(separator: "\n").map { DiagnosticPrinter.printable(String($0)) }.joined(separator: "\n") + "\n"
            }
        }
        func values(_ token: CatalogueChanges.TokenEntry) -> String {
            token.values.map { "\($0.theme.id) \(ValueKey.hex($0.value))" }.joined(separator: ", ")
        }
        section("Themes added", c.themesAdded) { "  + \($0.id) (\($0.label), \($0.appearance.rawValue))" }
        section("Themes removed", c.themesRemoved) { "  - \($0.id) (\($0.label), \($0.appearance.rawValue))" }
        section("Tokens added", c.tokensAdded) { "  + \($0.name) (\($0.category)): \(values($0))" }
        section("Tokens removed", c.tokensRemoved) { "  - \($0.name) (\($0.category)): \(values($0))" }
        section("Tokens renamed", c.tokensRenamed) { rename in
            var line = "  > \(rename.old) → \(rename.new) (\(Self.describe(rename)))"
            for change in rename.themes { line += "\n      \(change.theme.id): \(Self.describe(change))" }
            return line
        }
        section("Tokens changed", c.tokensChanged) { token in
            var line = "  ~ \(token.name) (\(token.category))"
            for change in token.themes { line += "\n      \(change.theme.id): \(Self.describe(change))" }
            return line
        }
        section("Tokens deprecated", c.tokensDeprecated) { "  ! \($0.name)\($0.note.isEmpty ? "" : ": \($0.note)")" }
        section("Palette colours added", c.paletteAdded) { "  + \($0.name) \($0.color.hex)" }
        section("Palette colours removed", c.paletteRemoved) { "  - \($0.name) \($0.color.hex)" }
        section("Palette colours changed", c.paletteChanged) { "  ~ \($0.name) \($0.before.hex) → \($0.after.hex)" }
        section("Images added", c.imagesAdded) { "  + \($0.value) (\($0.group)\($0.themed ? ", themed" : ""))" }
        section("Images removed", c.imagesRemoved) { "  - \($0.value) (\($0.group)\($0.themed ? ", themed" : ""))" }
        section("Images themed", c.imagesThemed) { "  ~ \($0.value): \($0.themed ? "newly themed" : "no longer themed")" }
        section("Rules added", c.rulesAdded) { "  + \(Self.kindLabel($0.kind)) (\($0.guide)): \($0.text)" }
        section("Rules removed", c.rulesRemoved) { "  - \(Self.kindLabel($0.kind)) (\($0.guide)): \($0.text)" }
        section("Left to migrate in the app's code", c.migration?.moved ?? []) { "  ~ " + CatalogueChanges.MigrationChange.line($0) }
        out += "\n\(summary.prefix(1).uppercased() + summary.dropFirst())\n"
        return out
    }
}
