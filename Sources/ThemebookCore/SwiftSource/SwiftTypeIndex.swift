import Synchronization

/// Every type the theme files declare, with Swift's member lookup: a type's own body and its
/// extensions, then its superclass chain (`class DarkPalette: LightPalette`), then the
/// extensions of the protocols it conforms to (defaults). Lookups are bounded, so a cyclic or
/// absurdly deep hierarchy in malformed input cannot loop.
struct SwiftTypeIndex: Sendable {
    static let maxHierarchyDepth = 64

    /// Member name → the property Swift finds and the type whose body (or extension) declares it.
    typealias MemberTable = [String: (property: SwiftProperty, declaredIn: String)]

    /// Declarations by name, extensions included, in source order.
    let typesByName: [String: [SwiftTypeDeclaration]]
    /// Per type, each member name → where Swift finds it; built once, so a lookup is a dictionary read.
    private var dispatch: [String: MemberTable] = [:]
    /// The same for `super.member`, per type and class the lookup starts above.
    private let superDispatch = SuperDispatch()
    private let memberSuggestions = MemberSuggestions()

    /// Per type, the members its `init()` sets (`self.backgroundColor = …`), as properties
    /// whose value is the one assigned last: an initializer's assignment wins over the initial
    /// value, and a subclass's over its superclass's (`class BlackTheme: DarkTheme`).
    private(set) var assigned: [String: [SwiftProperty]] = [:]

    init(_ typesByName: [String: [SwiftTypeDeclaration]]) {
        self.typesByName = typesByName
        for (name, declarations) in typesByName {
            let assignments = declarations.filter { $0.kind != .protocol }.flatMap { declaration in
                declaration.members.compactMap { member -> [SwiftAssignment]? in
                    guard case .function(let f) = member, f.name == "init", f.parameters.allSatisfy({ $0.defaultValue != nil }),
                        case .assignments(let list)? = f.statements
                    else { return nil }
                    return list
                }.joined()
            }
            guard !assignments.isEmpty else { continue }
            var seen = Set<String>()
            var properties: [SwiftProperty] = []
            for assignment in assignments.reversed() where seen.insert(assignment.name).inserted {
                properties.append(SwiftProperty(name: assignment.name, location: assignment.location, initializer: assignment.value))
            }
            assigned[name] = properties.reversed()
        }
        for (name, properties) in assigned {
            // The annotation of the declaration each assignment sets, for the token reader.
            assigned[name] = properties.map { property in
                var property = property
                property.type = declaredType(of: property.name, in: name)
                return property
            }
        }
        var dispatch: [String: MemberTable] = [:]
        for name in typesByName.keys { dispatch[name] = table(of: name, above: nil) }
        self.dispatch = dispatch
    }

    /// A struct, class, enum or actor of that name is declared (not only extended).
    func declares(_ name: String) -> Bool {
        typesByName[name]?.contains { $0.kind != .extension && $0.kind != .protocol } ?? false
    }

    func isProtocol(_ name: String) -> Bool { typesByName[name]?.contains { $0.kind == .protocol } ?? false }

    /// The superclass of a class: the first name of its inheritance clause that is a declared class.
    func superclass(of name: String) -> String? {
        guard let declarations = typesByName[name], declarations.contains(where: { $0.kind == .class }) else { return nil }
        for declaration in declarations where declaration.kind == .class {
            for inherited in declaration.inherited where inherited != name {
                let bare = Self.bare(inherited)
                if typesByName[bare]?.contains(where: { $0.kind == .class }) ?? false { return bare }
            }
        }
        return nil
    }

    /// `name`, then its superclasses, nearest first.
    func classChain(of name: String) -> [String] {
        var chain = [name]
        var current = name
        while chain.count < Self.maxHierarchyDepth, let next = superclass(of: current), !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Every protocol `name` conforms to, directly, through its superclasses or through other
    /// protocols, nearest first.
    func protocols(of name: String) -> [String] {
        var out: [String] = []
        var pending = classChain(of: name)
        var seen = Set(pending)
        while let next = pending.first, out.count < Self.maxHierarchyDepth {
            pending.removeFirst()
            for declaration in typesByName[next] ?? [] {
                for inherited in declaration.inherited.map(Self.bare) where seen.insert(inherited).inserted && isProtocol(inherited) {
                    out.append(inherited)
                    pending.append(inherited)
                }
            }
        }
        return out
    }

    /// The property `member` as an instance of `type` sees it, and the type whose body (or
    /// extension) declares it. `above`: start after that class (for `super.member`).
    func lookup(_ member: String, in type: String, above: String? = nil) -> (property: SwiftProperty, declaredIn: String)? {
        guard let above else { return dispatch[type]?[member] }
        return superDispatch.table(of: type, above: above) { table(of: type, above: above) }[member]
    }

    /// Each member name visible on `type` (above `above`) → its nearest declaration.
    private func table(of type: String, above: String?) -> MemberTable {
        var table: MemberTable = [:]
        for entry in members(of: type, above: above) where table[entry.property.name] == nil { table[entry.property.name] = entry }
        return table
    }

    /// The annotation of the nearest declaration of `member` in `type`'s class chain.
    private func declaredType(of member: String, in type: String) -> String? {
        for name in classChain(of: type) {
            for declaration in typesByName[name] ?? [] where declaration.kind != .protocol {
                if let property = declaration.property(named: member), !property.isStatic { return property.type }
            }
        }
        return nil
    }

    /// Every instance property visible on `type`, nearest first (names may repeat).
    private func members(of type: String, above: String?) -> [(property: SwiftProperty, declaredIn: String)] {
        var out: [(property: SwiftProperty, declaredIn: String)] = []
        var chain = classChain(of: type)
        if let above, let index = chain.firstIndex(of: above) { chain.removeFirst(index + 1) }
        for name in chain {
            for p in assigned[name] ?? [] { out.append((p, name)) }
            for declaration in typesByName[name] ?? [] where declaration.kind != .protocol {
                for p in declaration.properties where !p.isStatic { out.append((p, name)) }
            }
        }
        for name in protocols(of: type) {
            for declaration in typesByName[name] ?? [] where declaration.kind == .extension {
                for p in declaration.properties where !p.isStatic { out.append((p, name)) }
            }
        }
        return out
    }

    /// Instance properties `type` declares or inherits, each once, as Swift would dispatch them:
    /// the nearest declaration wins (an `override var` in a subclass over its superclass's).
    func instanceProperties(of type: String) -> [(property: SwiftProperty, declaredIn: String)] {
        var out: [(property: SwiftProperty, declaredIn: String)] = []
        var seen = Set<String>()
        for name in classChain(of: type) {
            for property in assigned[name] ?? [] where seen.insert(property.name).inserted { out.append((property, name)) }
            for declaration in typesByName[name] ?? [] where declaration.kind != .protocol && declaration.kind != .enum {
                for property in declaration.properties where !property.isStatic && seen.insert(property.name).inserted {
                    out.append((property, name))
                }
            }
        }
        return out
    }

    /// Names of members a type or its superclasses declare, for suggestions.
    func memberNames(of type: String) -> [String] { instanceProperties(of: type).map(\.property.name) }

    /// The member name of `type` closest to `name`, for "did you mean".
    func closestMember(to name: String, of type: String) -> String? {
        memberSuggestions.closest(to: name, amongMembersOf: type) { memberNames(of: type) }
    }

    /// The member tables `super.member` reads, by type and the class the lookup starts above,
    /// each built the first time it is asked and then kept, as `dispatch` is for plain reads.
    /// Built again for every read, a palette class overriding each token with `super.token`
    /// was quadratic (8,000 overrides: 12 s). Only the pairs some lookup asks for are built.
    /// A class behind a lock, so that every copy of the index (each member scope holds one)
    /// shares what is built.
    private final class SuperDispatch: Sendable {
        private struct Key: Hashable {
            var type: String
            var above: String
        }

        private let tables = Mutex<[Key: MemberTable]>([:])

        func table(of type: String, above: String, build: () -> MemberTable) -> MemberTable {
            let key = Key(type: type, above: above)
            if let known = tables.withLock({ $0[key] }) { return known }
            let table = build()
            tables.withLock { $0[key] = table }
            return table
        }
    }

    /// One `SuggestionIndex` of each type's member names, built the first time a member of
    /// that type is missing and asked by every scope after: a fresh index per missing member
    /// compared every misspelling with every member (4,000 misspelt reads of a helper of 4,000
    /// members: 24 s). An index stops suggesting after its comparison budget, so its answers
    /// depend on the order it is asked in; a load reads its tokens on one thread, in source order.
    private final class MemberSuggestions: Sendable {
        private let indexes = Mutex<[String: SuggestionIndex]>([:])

        func closest(to name: String, amongMembersOf type: String, names: () -> [String]) -> String? {
            indexes.withLock { indexes in
                if indexes[type] == nil { indexes[type] = SuggestionIndex(names()) }
                return indexes[type]?.closest(to: name)
            }
        }
    }

    /// `Common.Gradient` → `Gradient`, `any Theme` → `Theme`: the type's own name.
    static func bare(_ name: String) -> String {
        var name = name
        for prefix in ["any", "some"] where name.hasPrefix(prefix + " ") { name.removeFirst(prefix.count + 1) }
        guard let dot = name.lastIndex(of: "."), !name.contains("<"), !name.contains("[") else { return name }
        return String(name[name.index(after: dot)...])
    }
}
