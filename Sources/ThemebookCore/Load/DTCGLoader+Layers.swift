/// Which merged tokens are the palette and which are the themed tokens the site documents.
///
/// A token *varies* when some theme lacks it, when a modifier context defines it in some theme
/// (rather than a set), when themes take it from different sources, or when its value refers
/// (alias, `$ref` components, gradient stop) to a token that varies. A token that does not
/// vary is the same in every theme:
/// - with a token list, it is a palette colour unless the list declares it (the list names the
///   themed tokens; a set's alias to another palette colour stays a palette colour);
/// - without one, it is a palette colour when its value is a literal colour; an alias, even
///   one that ends at the same colour in every theme, is a semantic token and is documented.
/// Everything else is a themed token. So primitives in a set are the palette, and semantic
/// tokens — overridden by light and dark contexts, or aliasing primitives a context overrides —
/// are the tokens, whichever file a design system puts them in.
extension DTCGLoader {
    enum Layers {
        struct Split {
            /// By path number (`PathTable`): whether the path is a palette colour.
            var isPalette: [Bool]
            /// The number of every other path, in the order the themes first define them.
            var themed: [Int]
        }

        static func split(_ themes: [MergedTheme], paths table: PathTable, declarations: [TokenDeclaration]?) -> Split {
            // Paths by number: each theme's position of a path is an array read (`PathTable`).
            var union: [Int] = []
            var inUnion = [Bool](repeating: false, count: table.count)
            for theme in themes {
                for token in theme.tokens where !inUnion[token.id] {
                    inUnion[token.id] = true
                    union.append(token.id)
                }
            }
            var varies = [Bool](repeating: false, count: table.count)
            var dependents: [Int: [Int]] = [:]
            for id in union {
                // Defined by every theme, from a set, from one source: looked at in place, since
                // ten thousand tokens in five themes come here.
                var first: (theme: Int, index: Int)?
                var same = true
                for (t, theme) in themes.enumerated() {
                    guard let index = theme.position(of: id), !theme.tokens[index].fromContext else {
                        same = false
                        break
                    }
                    if let first {
                        guard themes[first.theme].sourceNumber(at: first.index) == theme.sourceNumber(at: index) else {
                            same = false
                            break
                        }
                    } else {
                        first = (t, index)
                    }
                }
                guard same, let first else {
                    varies[id] = true
                    continue
                }
                // A path no source has is never a varying token: nothing to record.
                for target in referencedPaths(themes[first.theme].value(at: first.index)) {
                    if let targetID = table.existingID(of: target) { dependents[targetID, default: []].append(id) }
                }
            }
            // Whatever refers to a varying token varies too, however long the chain.
            var pending = union.filter { varies[$0] }
            while let id = pending.popLast() {
                for dependent in dependents[id] ?? [] where !varies[dependent] {
                    varies[dependent] = true
                    pending.append(dependent)
                }
            }
            // Only the tokens the same in every theme ask whether they are declared.
            let asked = declarations == nil ? [] : union.filter { !varies[$0] && themes.first?.position(of: $0) != nil }
            let isDeclared = declared(declarations ?? [], asked: asked, among: union, paths: table)
            var isPalette = [Bool](repeating: false, count: table.count)
            for id in union where !varies[id] {
                guard let theme = themes.first, let position = theme.position(of: id) else { continue }
                let type = theme.entry(at: position).type
                if declarations != nil {
                    // Undeclared and the same everywhere: a palette colour, or a primitive of another
                    // type (a size, a duration) that tokens may alias but the site does not list.
                    if !isDeclared(id) { isPalette[id] = true }
                } else if type == nil || TokenTypeNames.type(type) == .color {
                    switch theme.value(at: position) {
                    case .literal, .colorObject: isPalette[id] = true
                    default: break
                    }
                }
            }
            return Split(isPalette: isPalette, themed: union.filter { !isPalette[$0] })
        }

        /// Whether the token list declares a path (by number, one of `asked`): by its path, or
        /// by a short name that only one declaration and one merged path (of `union`) have.
        ///
        /// Only the short names of the asked paths not declared by path are counted (a palette's
        /// thousand, say), not every declaration's and every merged path's into tables of ten
        /// thousand names each.
        private static func declared(
            _ declarations: [TokenDeclaration], asked: [Int], among union: [Int], paths table: PathTable
        ) -> (Int) -> Bool {
            // By index: binding each declaration copied all its fields.
            var byPath = [Bool](repeating: false, count: table.count)
            for i in declarations.indices {
                if let id = table.existingID(of: declarations[i].path) { byPath[id] = true }
            }
            var counts: [String: (declared: Int, merged: Int)] = [:]
            for id in asked where !byPath[id] { counts[TokenNames.short(table.paths[id])] = (0, 0) }
            if !counts.isEmpty {
                // Found by index, then changed in place: most names are not counted, and changing
                // a missing entry through the subscript prepared an insertion each time.
                for i in declarations.indices {
                    if let entry = counts.index(forKey: TokenNames.short(declarations[i].path)) { counts.values[entry].declared += 1 }
                }
                for id in union {
                    if let entry = counts.index(forKey: TokenNames.short(table.paths[id])) { counts.values[entry].merged += 1 }
                }
            }
            return { id in
                byPath[id] || counts[TokenNames.short(table.paths[id])].map { $0.declared == 1 && $0.merged == 1 } ?? false
            }
        }

        /// The paths a value refers to: its alias, its `$ref` components, its gradient stops'.
        static func referencedPaths(_ value: RawValue) -> [String] {
            switch value {
            case .reference(.path(let path), _), .withAlpha(.path(let path), _, _): [path]
            case .gradient(let stops, _):
                stops.flatMap { stop -> [String] in
                    var paths = referencedPaths(stop.color)
                    if case .reference(.path(let path), _)? = stop.position { paths.append(path) }
                    return paths
                }
            default: []
            }
        }

        /// Without a token list, every themed token is declared by its first definition, in the
        /// order the themes first define them; `missing-token` then compares themes.
        static func declarations(
            of themes: [MergedTheme], themed ids: [Int], paths table: PathTable, diagnostics: inout Diagnostics
        ) -> [TokenDeclaration] {
            let paths = ids.map { table.paths[$0] }
            let names = TokenNames.unique(paths.map { (short: TokenNames.short($0), path: $0) })
            return zip(zip(ids, paths), names).compactMap { idAndPath, name -> TokenDeclaration? in
                let (id, path) = idAndPath
                guard let theme = themes.first(where: { $0.position(of: id) != nil }), let position = theme.position(of: id) else { return nil }
                let entry = theme.entry(at: position)
                // The type written for the token in the first theme that writes one; with none
                // written anywhere, the type is the value's (an untyped alias takes its target's),
                // settled by Check: until then a colour, or a gradient for a list of stops.
                let written = entry.type ?? themes.lazy.compactMap { other in other.position(of: id).flatMap { other.entry(at: $0).type } }.first
                let type: TokenType
                if let written { type = TokenTypeNames.read(written).type } else if case .gradient = theme.value(at: position) {
                    type = .gradient
                } else {
                    type = .color
                }
                var declaration = TokenDeclaration(
                    name: name, category: entry.path.count > 1 ? entry.path.dropLast().joined(separator: ".") : "Tokens", type: type,
                    description: entry.description, deprecated: entry.deprecated,
                    sameAcrossAppearances: entry.extensions?["sameAcrossAppearances"]?.bool ?? false, location: entry.nameLocation,
                    contrast: ContrastDeclarations.pairs(
                        ofToken: name, at: entry.nameLocation, entry.extensions?["contrast"], diagnostics: &diagnostics),
                    path: path)
                if type == .other { declaration.writtenType = written }
                declaration.typeFromValue = written == nil
                return declaration
            }
        }
    }
}
