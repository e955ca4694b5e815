/// `platform-drift`: every token and theme whose value two platforms show differently, and every
/// palette colour whose hex differs. Each platform's definition gets a note naming the value
/// there and elsewhere, with a note at every other platform's definition.
///
/// Values compare as a reader sees them (`ResolvedValue.shownKey`): a colour by its 8-bit hex,
/// so the same colour written two ways (`UIColor(rgb:)`, `Color(0xFF…)`) is no drift. A value
/// that could not be resolved was reported already and is left out of the comparison.
extension PlatformMerge {
    static let driftID = "platform-drift"

    static func drift(_ merged: Catalogue, platforms: [Platform], raw: RawCatalogue, diagnostics: inout Diagnostics) -> [PlatformDrift] {
        // Where each platform defines each token in each theme (the first definition).
        let definitions: [[String: [String: SourceLocation]]] = raw.platforms.map { platform in
            var byTheme: [String: [String: SourceLocation]] = [:]
            for theme in platform.raw.themes {
                var byToken: [String: SourceLocation] = [:]
                for token in theme.tokens where byToken[token.name] == nil { byToken[token.name] = token.location ?? theme.location }
                byTheme[theme.info.id] = byToken
            }
            return byTheme
        }
        var found: [PlatformDrift] = []
        for token in merged.tokens {
            for theme in merged.themes {
                var sides: [PlatformDrift.Side] = []
                for (p, platform) in platforms.enumerated() {
                    guard let value = platform.value(token.name, theme: theme.info.id), value.shownKey != nil else { continue }
                    let location = definitions[p][theme.info.id]?[platform.tokenName(token.name)] ?? platform.catalogue.tokens[platform.tokenIndex[token.name]!].location
                    sides.append(.init(platform: platform.id, value: value, location: location))
                }
                guard Set(sides.compactMap(\.value.shownKey)).count > 1 else { continue }
                let entry = PlatformDrift(subject: .token(token.name, theme: theme.info.id), sides: sides)
                found.append(entry)
                report(entry, what: "'\(token.name)' in theme '\(theme.info.id)'", platforms: platforms, diagnostics: &diagnostics)
            }
        }
        for color in merged.palette {
            let sides = platforms.compactMap { platform -> PlatformDrift.Side? in
                guard let index = platform.paletteIndex[color.name] else { return nil }
                let own = platform.catalogue.palette[index]
                let value = ResolvedValue.color(ResolvedColor(palette: own.name, alpha: own.color.alpha < 1 ? own.color.alpha : nil, color: own.color))
                return .init(platform: platform.id, value: value, location: own.location)
            }
            guard Set(sides.compactMap(\.value.shownKey)).count > 1 else { continue }
            let entry = PlatformDrift(subject: .palette(color.name), sides: sides)
            found.append(entry)
            report(entry, what: "palette colour '\(color.name)'", platforms: platforms, diagnostics: &diagnostics)
        }
        return found
    }

    /// One note at each side's definition: its value there, and the others'.
    private static func report(_ entry: PlatformDrift, what: String, platforms: [Platform], diagnostics: inout Diagnostics) {
        let labels = Dictionary(platforms.map { ($0.id, $0.label) }, uniquingKeysWith: { a, _ in a })
        func shown(_ side: PlatformDrift.Side) -> String {
            let value = side.value == .none ? "no value" : side.value.shownKey ?? "?"
            return "\(value) on \(labels[side.platform] ?? side.platform)"
        }
        for side in entry.sides {
            let others = entry.sides.filter { $0.platform != side.platform }
            diagnostics.append(
                Diagnostic(
                    .note, driftID, "\(what) is \(shown(side)) but \(others.map(shown).joined(separator: ", ")); the platforms drift",
                    at: side.location,
                    notes: others.map { .init("\(labels[$0.platform] ?? $0.platform) gives it here", at: $0.location) }))
        }
    }
}

extension Platform {
    /// The platform's own name of a merged token (the same name: tokens match by name).
    func tokenName(_ merged: String) -> String { tokenIndex[merged].map { catalogue.tokens[$0].name } ?? merged }
}
