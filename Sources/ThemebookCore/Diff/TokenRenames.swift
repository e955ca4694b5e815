/// Finds renamed tokens among the removed and added ones. A rename is either
///
/// - a token whose deprecation note (on either side) names exactly one added token
///   (`"Use layerGradientSummary"`); the old name may still be declared, deprecated, on the new
///   side, or
/// - a removed and an added token of the same type with the same colour in every theme both
///   sides have (at least one of them a designed value, not a placeholder), when neither has
///   another such partner: two removed tokens that both look like one added token are left as
///   a removal and an addition rather than guessed.
enum TokenRenames {
    static func find(old: Catalogue, new: Catalogue, removed: [String], added: [String]) -> [CatalogueChanges.TokenRename] {
        let oldTokens = CatalogueDiff.firstByName(old.tokens), newTokens = CatalogueDiff.firstByName(new.tokens)
        var open = Set(added)
        var renames: [CatalogueChanges.TokenRename] = []

        // By deprecation: every old token, in order, whether or not it is still declared.
        for name in CatalogueDiff.unique(old.tokens.map(\.name)) {
            let after = newTokens[name]
            guard let note = after?.deprecated ?? oldTokens[name]?.deprecated else { continue }
            let named = CatalogueDiff.unique(identifiers(in: note).filter { $0 != name && open.contains($0) })
            guard named.count == 1 else { continue }
            open.remove(named[0])
            renames.append(CatalogueChanges.TokenRename(
                old: name, new: named[0], reason: .deprecation, note: note, oldNameRemoved: after == nil, themes: []))
        }

        // By values: mutual, unique matches only.
        let renamed = Set(renames.map(\.old))
        let gone = removed.filter { !renamed.contains($0) }
        let fresh = added.filter { open.contains($0) }
        let common = new.themes.map(\.info.id).filter { id in old.themes.contains { $0.info.id == id } }
        guard !common.isEmpty else { return sorted(renames, old) }
        func fingerprint(_ name: String, type: TokenType?, in catalogue: Catalogue) -> String? {
            guard let type else { return nil }
            let values = common.map { id in catalogue.themes.first { $0.info.id == id }?.values[name] ?? .unknown }
            guard values.contains(where: ValueKey.isConcrete) else { return nil }
            return ([type.rawValue] + values.map(ValueKey.visible)).joined(separator: "\u{0}")
        }
        var goneBy: [String: [String]] = [:], freshBy: [String: [String]] = [:]
        for name in gone {
            if let f = fingerprint(name, type: oldTokens[name]?.type, in: old) { goneBy[f, default: []].append(name) }
        }
        for name in fresh {
            if let f = fingerprint(name, type: newTokens[name]?.type, in: new) { freshBy[f, default: []].append(name) }
        }
        for name in gone {
            guard let f = fingerprint(name, type: oldTokens[name]?.type, in: old), goneBy[f]?.count == 1,
                let partners = freshBy[f], partners.count == 1
            else { continue }
            renames.append(CatalogueChanges.TokenRename(
                old: name, new: partners[0], reason: .sameValues, note: nil, oldNameRemoved: true, themes: []))
        }
        return sorted(renames, old)
    }

    /// In the old side's declaration order.
    private static func sorted(_ renames: [CatalogueChanges.TokenRename], _ old: Catalogue) -> [CatalogueChanges.TokenRename] {
        var position: [String: Int] = [:]
        for (i, token) in old.tokens.enumerated() where position[token.name] == nil { position[token.name] = i }
        return renames.sorted { (position[$0.old] ?? 0) < (position[$1.old] ?? 0) }
    }

    /// The words of a note that could be token names: `Use `theme.colors.layer2` instead` →
    /// `Use`, `theme`, `colors`, `layer2`, `instead`.
    static func identifiers(in note: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in note.unicodeScalars {
            if scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
