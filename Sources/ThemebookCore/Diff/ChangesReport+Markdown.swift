extension ChangesReport {
    /// Rows per table in Markdown: a pull-request comment holds at most 65,536 characters, and
    /// a reviewer reads the first screens; the JSON has everything.
    static let markdownRowLimit = 50

    /// For a pull-request comment: the summary, then a table per kind with before and after hex.
    func markdown() -> String {
        let c = changes
        var out = "### Theme changes: \(Self.cell(old)) → \(Self.cell(new))\n\n\(summary.prefix(1).uppercased() + summary.dropFirst())\n"
        func table<T>(_ title: String, _ header: [String], _ items: [T], _ rows: (T) -> [[String]]) {
            guard !items.isEmpty else { return }
            out += "\n#### \(title) (\(items.count))\n\n"
            out += "| " + header.joined(separator: " | ") + " |\n"
            out += "|" + String(repeating: " --- |", count: header.count) + "\n"
            var shown = 0, left = 0
            for item in items {
                for row in rows(item) {
                    if shown < Self.markdownRowLimit {
                        out += "| " + row.joined(separator: " | ") + " |\n"
                        shown += 1
                    } else {
                        left += 1
                    }
                }
            }
            if left > 0 { out += "\n… and \(left) more rows (`themebook diff --format json` lists every change).\n" }
        }
        let code = Self.code, cell = Self.cell
        func hex(_ value: ResolvedValue) -> String { code(ValueKey.hex(value)) }
        /// What the value is made of, when that says more than its hex.
        func source(_ value: ResolvedValue) -> String {
            ValueKey.source(value) == ValueKey.hex(value) ? "" : " " + cell(ValueKey.source(value))
        }

        table("Themes added", ["Theme", "Label", "Appearance"], c.themesAdded) { [[code($0.id), cell($0.label), $0.appearance.rawValue]] }
        table("Themes removed", ["Theme", "Label", "Appearance"], c.themesRemoved) { [[code($0.id), cell($0.label), $0.appearance.rawValue]] }
        table("Tokens changed", ["Token", "Theme", "Before", "After", "Change"], c.tokensChanged) { token in
            token.themes.map { change in
                [code(token.name), code(change.theme.id), hex(change.before) + source(change.before),
                 hex(change.after) + source(change.after), change.isVisible ? "visible" : "alias only"]
            }
        }
        table("Tokens renamed", ["Old name", "New name", "Why"], c.tokensRenamed) { [[code($0.old), code($0.new), cell(Self.describe($0))]] }
        table("Tokens added", ["Token", "Category", "Values"], c.tokensAdded) { token in
            [[code(token.name), cell(token.category), token.values.map { "\(cell($0.theme.id)) \(hex($0.value))" }.joined(separator: "<br>")]]
        }
        table("Tokens removed", ["Token", "Category", "Values"], c.tokensRemoved) { token in
            [[code(token.name), cell(token.category), token.values.map { "\(cell($0.theme.id)) \(hex($0.value))" }.joined(separator: "<br>")]]
        }
        table("Tokens deprecated", ["Token", "Note"], c.tokensDeprecated) { [[code($0.name), cell($0.note)]] }
        table("Palette colours changed", ["Colour", "Before", "After"], c.paletteChanged) {
            [[code($0.name), code($0.before.hex), code($0.after.hex)]]
        }
        table("Palette colours added", ["Colour", "Group", "Hex"], c.paletteAdded) { [[code($0.name), cell($0.group), code($0.color.hex)]] }
        table("Palette colours removed", ["Colour", "Group", "Hex"], c.paletteRemoved) { [[code($0.name), cell($0.group), code($0.color.hex)]] }
        table("Images added", ["Image", "Group", "Themed"], c.imagesAdded) { [[code($0.value), cell($0.group), $0.themed ? "yes" : "no"]] }
        table("Images removed", ["Image", "Group", "Themed"], c.imagesRemoved) { [[code($0.value), cell($0.group), $0.themed ? "yes" : "no"]] }
        table("Images themed", ["Image", "Group", "Change"], c.imagesThemed) {
            [[code($0.value), cell($0.group), $0.themed ? "newly themed" : "no longer themed"]]
        }
        table("Rules added", ["Guide", "Kind", "Rule"], c.rulesAdded) { [[code($0.guide), Self.kindLabel($0.kind), cell($0.text)]] }
        table("Rules removed", ["Guide", "Kind", "Rule"], c.rulesRemoved) { [[code($0.guide), Self.kindLabel($0.kind), cell($0.text)]] }
        table("Left to migrate in the app's code", ["Code", "Before", "After"], c.migration?.moved ?? []) {
            [[code($0.code), String($0.before), String($0.after)]]
        }
        return out
    }

    /// Text safe inside a table cell: `|` and line breaks would end the cell, `<` and `&` could
    /// start HTML, `\` `*` `_` `[` `]` and backticks would format.
    static func cell(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|", "\\", "*", "_", "[", "]", "`": out += "\\" + String(scalar)
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            case "\n", "\r", "\t": out += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A name in a code span; a name that holds a backtick or a `|` is shown as plain text.
    static func code(_ text: String) -> String {
        guard !text.isEmpty, !text.contains(where: { $0 == "`" || $0 == "|" || $0.isNewline }),
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return cell(text) }
        return "`\(text)`"
    }
}
