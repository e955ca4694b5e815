/// A palette colour's identity. In code, `AcmeColors.Blue50` and `UpstreamColors.Blue50` are two
/// colours; everywhere themebook names a colour (pages, links, search, diagnostics, DTCG paths)
/// one name must mean one colour. So a colour is called by its short name (`Blue50`) unless
/// another namespace declares the same name: then both are called by their qualified names
/// (`AcmeColors.Blue50`, `UpstreamColors.Blue50`). Unambiguous names stay short, so a palette with
/// one namespace — Firefox's `FXColors` — reads exactly as before.
///
/// Two colours of one namespace with one name stay one name: that is `duplicate-palette-color`.
struct PaletteNames {
    /// Short names declared by more than one namespace (a colour without namespace counts as one).
    private(set) var shared: Set<String> = []

    /// `entries` are every colour's (namespace, short name), in any order.
    init<S: Sequence>(_ entries: S) where S.Element == (namespace: String?, name: String) {
        var namespaces: [String: Set<String>] = [:]
        for entry in entries { namespaces[entry.name, default: []].insert(entry.namespace ?? "") }
        shared = Set(namespaces.filter { $0.value.count > 1 }.keys)
    }

    /// The identity of `name` as declared in `namespace`.
    func identity(of name: String, in namespace: String?) -> String {
        guard let namespace, shared.contains(name) else { return name }
        return namespace + "." + name
    }

    /// Whether some name needs its namespace.
    var hasCollisions: Bool { !shared.isEmpty }

    /// Renames colliding colours in place to their qualified names.
    static func qualify(_ palette: inout [RawPaletteColor]) {
        let names = PaletteNames(palette.map { (namespace: $0.namespace, name: $0.name) })
        guard names.hasCollisions else { return }
        for i in palette.indices {
            palette[i].name = names.identity(of: palette[i].name, in: palette[i].namespace)
        }
    }
}
