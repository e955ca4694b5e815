extension ChangesReport {
    /// The schema's version: bumped when a key changes meaning or goes away (new keys may be added).
    static let schema = "themebook-diff/1"

    /// Every change, keys sorted (the project's JSON writer), lists in the report's order.
    func json() -> JSONOutput {
        let c = changes
        func theme(_ info: ThemeInfo) -> JSONOutput {
            .object(["id": .string(info.id), "label": .string(info.label), "appearance": .string(info.appearance.rawValue)])
        }
        func token(_ entry: CatalogueChanges.TokenEntry) -> JSONOutput {
            .object([
                "name": .string(entry.name), "category": .string(entry.category), "type": .string(entry.type.rawValue),
                "values": .object(Dictionary(entry.values.map { ($0.theme.id, Self.value($0.value)) }, uniquingKeysWith: { a, _ in a })),
            ])
        }
        func themeChanges(_ changes: [CatalogueChanges.ThemeChange]) -> JSONOutput {
            .array(changes.map { change in
                .object([
                    "theme": .string(change.theme.id), "before": Self.value(change.before), "after": Self.value(change.after),
                    "visible": .bool(change.isVisible),
                ])
            })
        }
        func image(_ entry: CatalogueChanges.ImageEntry) -> JSONOutput {
            .object(["value": .string(entry.value), "group": .string(entry.group), "themed": .bool(entry.themed)])
        }
        func rule(_ entry: CatalogueChanges.RuleEntry) -> JSONOutput {
            .object(["guide": .string(entry.guide), "kind": .string(entry.kind.rawValue), "text": .string(entry.text)])
        }
        func palette(_ entry: CatalogueChanges.PaletteEntry) -> JSONOutput {
            .object(["name": .string(entry.name), "group": .string(entry.group), "hex": .string(entry.color.hex)])
        }
        var members: [String: JSONOutput] = [
            "schema": .string(Self.schema), "old": .string(old), "new": .string(new),
            "summary": .string(summary),
            "counts": .object(Dictionary(uniqueKeysWithValues: CatalogueChanges.Severity.allCases.map { ($0.rawValue, .int(c.count($0))) })),
            "themes": .object(["added": .array(c.themesAdded.map(theme)), "removed": .array(c.themesRemoved.map(theme))]),
            "tokens": .object([
                "added": .array(c.tokensAdded.map(token)), "removed": .array(c.tokensRemoved.map(token)),
                "renamed": .array(c.tokensRenamed.map { rename in
                    .object([
                        "old": .string(rename.old), "new": .string(rename.new), "reason": .string(rename.reason.rawValue),
                        "note": .optional(rename.note), "oldNameRemoved": .bool(rename.oldNameRemoved),
                        "themes": themeChanges(rename.themes),
                    ])
                }),
                "changed": .array(c.tokensChanged.map { change in
                    .object([
                        "name": .string(change.name), "category": .string(change.category), "visible": .bool(change.isVisible),
                        "themes": themeChanges(change.themes),
                    ])
                }),
                "deprecated": .array(c.tokensDeprecated.map { .object(["name": .string($0.name), "note": .string($0.note)]) }),
            ]),
            "palette": .object([
                "added": .array(c.paletteAdded.map(palette)), "removed": .array(c.paletteRemoved.map(palette)),
                "changed": .array(c.paletteChanged.map { change in
                    .object(["name": .string(change.name), "before": .string(change.before.hex), "after": .string(change.after.hex)])
                }),
            ]),
            "images": .object([
                "added": .array(c.imagesAdded.map(image)), "removed": .array(c.imagesRemoved.map(image)),
                "themed": .array(c.imagesThemed.map(image)),
            ]),
            "rules": .object(["added": .array(c.rulesAdded.map(rule)), "removed": .array(c.rulesRemoved.map(rule))]),
        ]
        // Only when a side reads the app's code: what is left to migrate, by kind, on each side.
        if let migration = c.migration {
            members["migration"] = .object(Dictionary(uniqueKeysWithValues: zip(migration.kinds, migration.codes).map { kind, code in
                (kind.kind.key, JSONOutput.object(["code": .string(code), "before": .int(kind.before), "after": .int(kind.after)]))
            }))
        }
        // Each platform's changes, as a report of that platform alone would give them.
        if !c.platforms.isEmpty {
            members["platforms"] = .array(c.platforms.map { platform in
                guard case .object(var sub) = ChangesReport(platform.changes, old: old, new: new).json() else { return .null }
                sub["schema"] = nil
                sub["old"] = nil
                sub["new"] = nil
                sub["id"] = .string(platform.id)
                sub["label"] = .string(platform.label)
                return .object(sub)
            })
        }
        return .object(members)
    }

    /// `{"kind": "color", "hex": "#0060df", "source": "layer2 → Blue50"}`; a gradient's `hex` is
    /// its stops' hex separated by spaces; `none` (placeholder) and `unknown` have `hex` "".
    static func value(_ value: ResolvedValue) -> JSONOutput {
        let kind: String, hex: String
        switch value {
        case .color(let c): (kind, hex) = ("color", c.color.hex)
        case .gradient(let stops): (kind, hex) = ("gradient", stops.map(\.color.hex).joined(separator: " "))
        case .text(let t): (kind, hex) = (t.type.rawValue, "")
        case .none: (kind, hex) = ("none", "")
        case .unknown: (kind, hex) = ("unknown", "")
        }
        return .object(["kind": .string(kind), "hex": .string(hex), "source": .string(ValueKey.source(value))])
    }
}
