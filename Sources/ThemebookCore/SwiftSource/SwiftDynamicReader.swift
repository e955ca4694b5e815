/// One colour per token that holds its light and its dark value (shape 4). Two forms:
///
///     enum AppColors {                                  // a namespace of static tokens
///         static let text = UIColor(light: .gray900, dark: .gray100)
///         static let label = Asset.Colors.Label.primary.color
///     }
///
///     enum DesignSystemColor { case textPrimary, textSecondary }   // a switch over token names
///     struct DefaultPalette {
///         private static let text = DynamicColor(lightColor: .shade(0.84), darkColor: .tint(0.84))
///         static func dynamicColor(for color: DesignSystemColor) -> DynamicColor {
///             switch color {
///             case .textPrimary: return text
///             case .textSecondary, .textTertiary: return secondary
///             }
///         }
///     }
///
/// A function of the files whose body is a `switch` over a parameter typed with an enum of the
/// files makes that enum's cases the tokens, each valued by its clause (several cases may share
/// one); the first such function (preferring one that returns a dynamic colour) is read, others
/// are noted. Without one, every namespace (enum, struct or extension) of the theme files with a
/// static that changes with the appearance — or names a colour set — is read: its colour statics
/// that are not private are the tokens. The themes are `light` and `dark`.
struct SwiftDynamicReader {
    /// The switch read, when the files have one.
    struct TokenSwitch {
        var function: SwiftFunction
        /// The type whose statics the clauses name.
        var declaringType: String
        var enumType: SwiftTypeDeclaration
        var clauses: [SwiftSwitchCase]
    }

    let files: [SwiftSourceFile]
    let index: SwiftTypeIndex
    let helpers: SwiftHelpers
    let tokenSwitch: TokenSwitch?
    /// Namespaces read when there is no switch, in file order.
    let namespaces: [String]
    /// Other switches over token enums, noted as not read.
    let skipped: [SwiftFunction]
    /// The configured colour sets: a static naming one is a token.
    var colorSets = SwiftColorSetAlias.Known()

    static let skippedID = "swift-skipped"

    static func find(
        in files: [SwiftSourceFile], index: SwiftTypeIndex, helpers: SwiftHelpers, colorSets: SwiftColorSetAlias.Known = .init()
    ) -> SwiftDynamicReader? {
        var switches: [TokenSwitch] = []
        for file in files {
            for (owner, members) in file.allTypes.map({ ($0.name, $0.members) }) + [("", file.members)] {
                for case .function(let function) in members {
                    guard case .value(.switchValue(.name(let subject, _), let clauses, _))? = function.statements,
                        let parameter = function.parameters.first(where: { $0.name == subject }),
                        let enumName = parameter.type.map(SwiftTypeIndex.bare),
                        let enumType = index.typesByName[enumName]?.first(where: { $0.kind == .enum && $0.members.contains(where: Self.isCase) })
                    else { continue }
                    switches.append(TokenSwitch(function: function, declaringType: owner, enumType: enumType, clauses: clauses))
                }
            }
        }
        let reader = SwiftDynamicReader(
            files: files, index: index, helpers: helpers, tokenSwitch: nil, namespaces: [], skipped: [], colorSets: colorSets)
        if let chosen = switches.first(where: { $0.function.returnType?.contains("Dynamic") == true })
            ?? switches.first(where: { s in s.clauses.contains { reader.isDynamic($0.value, in: s.declaringType, depth: 0) } }) ?? switches.first
        {
            return SwiftDynamicReader(
                files: files, index: index, helpers: helpers, tokenSwitch: chosen, namespaces: [],
                skipped: switches.filter { $0.function.location != chosen.function.location }.map(\.function), colorSets: colorSets)
        }
        var namespaces: [String] = []
        for file in files {
            for type in file.allTypes where type.kind != .protocol && !namespaces.contains(type.name) {
                if type.properties.contains(where: { $0.isStatic && $0.value.map { reader.isDynamic($0, in: type.name, depth: 0) } == true }) {
                    namespaces.append(type.name)
                }
            }
        }
        guard !namespaces.isEmpty else { return nil }
        return SwiftDynamicReader(
            files: files, index: index, helpers: helpers, tokenSwitch: nil, namespaces: namespaces, skipped: [], colorSets: colorSets)
    }

    static func isCase(_ member: SwiftMember) -> Bool { if case .enumCase = member { true } else { false } }

    /// Whether `value` changes with the appearance (or names a colour set), looking one step
    /// through statics of `namespace` and helpers.
    func isDynamic(_ value: SwiftExpression, in namespace: String, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        if SwiftColorSetAlias.target(of: value, known: colorSets) != nil || SwiftColorReader.systemColor(value) != nil { return true }
        switch value {
        case .conditional(.appearance, _, _, _, _): return true
        case .unwrapped(let base, _), .member(let base, "opacity", _), .member(let base, "withAlphaComponent", _):
            return isDynamic(base, in: namespace, depth: depth + 1)
        case .call(let callee, let args, _):
            if SwiftColorReader.pair(args) != nil { return true }
            if args.count == 1, case .closure(_, let body, _, _) = args[0].value, SwiftColorReader.isColorInitializer(callee) {
                return isDynamic(body, in: namespace, depth: depth + 1)
            }
            if case .name(let type, _) = callee, helpers.pair(type, args) != nil { return true }
            if let name = SwiftColorReader.helperName(callee), let function = helpers.function(named: name, labels: args.map(\.label)),
                case .value(let body)? = function.statements
            {
                return isDynamic(body, in: namespace, depth: depth + 1)
            }
            return isDynamic(callee, in: namespace, depth: depth + 1)
        case .closure(_, let body, _, _):
            return isDynamic(body, in: namespace, depth: depth + 1)
        case .name(let name, _), .member(.name("Self", _), let name, _):
            guard let property = staticMember(name, of: namespace), let inner = property.value else { return false }
            return isDynamic(inner, in: namespace, depth: depth + 1)
        default:
            return false
        }
    }

    /// A static property of `namespace` (in any of its declarations).
    func staticMember(_ name: String, of namespace: String) -> SwiftProperty? {
        for declaration in index.typesByName[namespace] ?? [] {
            if let property = declaration.properties.first(where: { $0.isStatic && $0.name == name }) { return property }
        }
        return nil
    }

    /// Every static of `namespace`, by name (the first declaration of each).
    func statics(of namespace: String) -> [String: SwiftProperty] {
        var out: [String: SwiftProperty] = [:]
        for declaration in index.typesByName[namespace] ?? [] {
            for property in declaration.properties where property.isStatic && out[property.name] == nil { out[property.name] = property }
        }
        return out
    }
}
