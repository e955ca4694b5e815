/// How tokens and palette colours are named. A token's identity is its full path
/// (`color.text.default`); its *name* — page file, link text, heading, search title,
/// catalogue.json `name` — is its last segment where no other token of its kind shares it
/// (`layer1`), else its full path (`color.text.default` beside `color.background.default`).
/// Names are one-to-one with paths: a short name never contains a `.`, and a path is used only
/// for a short name that two paths share. So a catalogue whose short names are all unique (the
/// Firefox one) reads exactly as it always did.
struct TokenNames {
    /// Declared path → the declaration's name.
    private let declared: [String: String]
    /// A declaration's short name → its name, where both the declarations and the themed
    /// tokens have that short name once: the token list may group tokens otherwise than the
    /// theme files (`Layers.layer1` declared, `Surfaces.layer1` defined).
    private let declaredByShort: [String: String]
    /// A themed path the token list does not declare → its own name.
    private let own: [String: String]

    /// `declarations` have distinct paths (the token list keeps the first of a path), and so
    /// do `themed`. `name(of:)` then answers for the declared paths and the themed ones.
    init(declarations: [TokenDeclaration], themed: [String]) {
        let declared = Dictionary(declarations.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        self.declared = declared
        // A token list that declares every themed path (the usual case) names them all: the
        // tables for undeclared paths would never be read (ten thousand short names counted).
        if themed.allSatisfy({ declared[$0] != nil }) {
            declaredByShort = [:]
            own = [:]
            return
        }
        let declaredShorts = Self.counts(declarations.map(\.path), unique: true)
        let themedShorts = Self.counts(themed, unique: true)
        var byShort: [String: String] = [:]
        for declaration in declarations {
            let short = Self.short(declaration.path)
            if declaredShorts[short] == 1, themedShorts[short] == 1 { byShort[short] = declaration.name }
        }
        declaredByShort = byShort
        let names = Set(declarations.map(\.name))
        var own: [String: String] = [:]
        for path in themed where declared[path] == nil {
            let short = Self.short(path)
            own[path] = themedShorts[short] == 1 && !names.contains(short) ? short : Self.shown(path)
        }
        self.own = own
    }

    func name(of path: String) -> String {
        declared[path] ?? declaredByShort[Self.short(path)] ?? own[path] ?? Self.shown(path)
    }

    /// Each item's name: its short name where no other path has it, else its path.
    static func unique(_ items: [(short: String, path: String)]) -> [String] {
        // The first path seen for each short name, and the short names a second path has:
        // cheaper than a set of paths per name (ten thousand tokens come here).
        var first: [String: String] = [:]
        first.reserveCapacity(items.count)
        var shared = Set<String>()
        // Through the defaulting subscript's in-place access: one hash whether or not the short
        // name is new (a new one takes the item's path, so it is not shared).
        func read(_ path: inout String) -> String { path }
        for item in items where read(&first[item.short, default: item.path]) != item.path {
            shared.insert(item.short)
        }
        return items.map { shared.contains($0.short) ? shown($0.path) : $0.short }
    }

    /// A path as a name: a group's `$root` token is named after its group
    /// (`color.text.default.$root` → `color.text.default`), which no other token can have.
    static func shown(_ path: String) -> String {
        isRoot(path) ? String(decoding: path.utf8.dropLast(rootSuffix.count), as: UTF8.self) : path
    }

    private static let rootSuffix = Array(".\(TokenTree.rootName)".utf8)

    /// Whether a path is a group's `$root` token's: compared as bytes (every path comes here).
    private static func isRoot(_ path: String) -> Bool {
        let bytes = path.utf8
        return bytes.count > rootSuffix.count && bytes.last == UInt8(ascii: "t") && bytes.suffix(rootSuffix.count).elementsEqual(rootSuffix)
    }

    /// The last segment of a DTCG path (names cannot contain `.`); for a group's `$root` token,
    /// the group's name.
    static func short(_ path: String) -> String {
        if isRoot(path) { return lastSegment(shown(path)) }
        return lastSegment(path)
    }

    private static func lastSegment(_ path: String) -> String {
        // A byte scan: `lastIndex(of:)` on the characters was a twentieth of loading.
        let utf8 = path.utf8
        // Over the bytes in place where the string has them (nearly always): the generic
        // index walk of `lastIndex(of:)` cost more than the rest of the function.
        if let offset = utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: UInt8(ascii: ".")) }) {
            guard let offset else { return path }
            return String(path[utf8.index(utf8.startIndex, offsetBy: offset + 1)...])
        }
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return path }
        return String(path[utf8.index(after: dot)...])
    }

    /// How many distinct paths have each short name. `unique` says no path is given twice
    /// (declarations and merged paths are distinct already), which saves a set of every path.
    static func counts(_ paths: [String], unique: Bool = false) -> [String: Int] {
        var counts: [String: Int] = [:]
        counts.reserveCapacity(paths.count)
        if unique {
            for path in paths { counts[short(path), default: 0] += 1 }
            return counts
        }
        var seen = Set<String>()
        for path in paths where seen.insert(path).inserted { counts[short(path), default: 0] += 1 }
        return counts
    }
}
