/// Names inside a namespace of static colours (shape 4): in
///
///     enum AppColors {
///         private static let ink = UIColor(0x202122)
///         static let text = UIColor(light: ink, dark: .white)
///         static let link = text          // another token: an alias
///     }
///
/// `ink`, `Self.ink` and `AppColors.ink` are the namespace's own statics: a token among them
/// stays an alias (`text`), any other is read in place, with a cycle (or a chain deeper than
/// `maxDepth`) a warning naming it. In an extension of a colour type, `.ink` is one too.
struct SwiftStaticScope: Sendable {
    static let maxDepth = 32

    var namespace: String
    /// The namespace's static properties (its declarations and extensions), by name.
    var members: [String: SwiftProperty]
    /// The members that are tokens.
    var tokens: Set<String>
    /// Members being read, outermost first.
    var stack: [String] = []

    /// The value of `expression` when it names one of the namespace's statics, else nil.
    func value(of expression: SwiftExpression, reader: SwiftColorReader, owner: String, diagnostics: inout Diagnostics) -> RawValue? {
        let name: String
        let location: SourceLocation
        switch expression {
        case .name(let n, let l) where members[n] != nil:
            (name, location) = (n, l)
        case .member(.name(let base, _), let n, let l) where (base == "Self" || base == namespace) && members[n] != nil:
            (name, location) = (n, l)
        case .implicitMember(let n, let l) where SwiftColorReader.colorTypes.contains(namespace) && members[n] != nil:
            (name, location) = (n, l)
        default:
            return nil
        }
        if tokens.contains(name) {
            return .reference(.token(name, theme: nil), location)
        }
        if stack.contains(name) || stack.count >= Self.maxDepth {
            let path = (stack + [name]).joined(separator: " → ")
            return reader.unsupported(
                stack.contains(name) ? "a cycle of static members (\(path))" : "static members nested more than \(Self.maxDepth) deep",
                at: location, owner: owner, diagnostics: &diagnostics)
        }
        guard let value = members[name]?.value else {
            return reader.unsupported(
                "'\(namespace).\(name)', which has no value themebook can read", at: location, owner: owner, diagnostics: &diagnostics)
        }
        var inner = reader
        var scope = self
        scope.stack.append(name)
        inner.statics = scope
        return inner.value(value, owner: owner, diagnostics: &diagnostics)
    }
}
