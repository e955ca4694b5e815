/// One theme type with a static instance per theme (shape 3):
///
///     struct AppTheme {
///         let name: String
///         let text: UIColor
///         let background: UIColor
///         var link: UIColor { text }                                   // a token too: an alias
///         static let light = AppTheme(name: "Light", text: Palette.gray900, background: .white)
///         static let dark = AppTheme(name: "Dark", text: Palette.gray100, background: Palette.gray900)
///     }
///
/// The type is the struct or class of the configured files with colour members (`UIColor`,
/// `Color`, `NSColor`, `Gradient`, optional or not) and the most static instances of itself
/// (`AppTheme(…)`, `.init(…)`). Its colour members are the tokens; each instance is a theme,
/// with the instance's name as id. A token's value in a theme is what the instance's initializer
/// assigns it (its parameters replaced by the arguments), else the argument of its name (a
/// memberwise initializer), else its own initial value or getter, read with the instance as
/// `self`. Arguments are read where they are written: a bare name there is another static of the
/// type. `name:`/`displayName:` strings give labels; `isDark:`, `scheme: .dark` (on the instance
/// or on an instance of another type built from it, `Theme(colors: .dark, isDark: true)`) the
/// appearance.
///
/// A type whose colour members a method sets on each side of a choice on the appearance
/// (`func setDarkMode() { if darkMode { page = .black … } else { page = .white … } }`, the
/// members' initial values and its `init()` giving the rest) is read the same way, with two
/// themes, `light` and `dark`, whatever instance holds it (a `shared` singleton): each side's
/// assignments are what the theme's "initializer" assigns, read with the theme as `self`.
struct SwiftInstanceThemeReader {
    struct Instance {
        var name: String
        var location: SourceLocation
        var arguments: [SwiftArgument]
    }

    let typeName: String
    let instances: [Instance]
    let files: [SwiftSourceFile]
    let index: SwiftTypeIndex
    /// For a type switched by a method: the assignments of each side, by theme (`light`,
    /// `dark`), after those of its `init()`.
    var branches: [String: [SwiftAssignment]]?
    /// The members the method sets on either side: the others are the same in both themes on
    /// purpose, never a forgotten dark value.
    var switched: Set<String> = []

    /// The theme type of the files, if one has colour members and static instances of itself.
    static func find(in files: [SwiftSourceFile], index: SwiftTypeIndex) -> SwiftInstanceThemeReader? {
        var best: SwiftInstanceThemeReader?
        var seen = Set<String>()
        for file in files {
            for type in file.allTypes where type.kind == .struct || type.kind == .class {
                guard seen.insert(type.name).inserted, index.instanceProperties(of: type.name).contains(where: { isToken($0.property) })
                else { continue }
                if let switched = switchedByMethod(type.name, files: files, index: index) { return switched }
                let found = instances(of: type.name, index: index)
                if !found.isEmpty, found.count > best?.instances.count ?? 0 {
                    best = SwiftInstanceThemeReader(typeName: type.name, instances: found, files: files, index: index)
                }
            }
        }
        return best
    }

    /// The type read as two themes when a method of it sets at least two of its colour members
    /// on each side of a choice on the appearance.
    private static func switchedByMethod(_ type: String, files: [SwiftSourceFile], index: SwiftTypeIndex) -> SwiftInstanceThemeReader? {
        let tokens = Set(index.instanceProperties(of: type).map(\.property).filter(isToken).map(\.name))
        var base: [SwiftAssignment] = []
        var sides: (dark: [SwiftAssignment], light: [SwiftAssignment], location: SourceLocation)?
        for declaration in index.typesByName[type] ?? [] {
            for case .function(let function) in declaration.members {
                if function.name == "init", function.parameters.isEmpty, case .assignments(let list)? = function.statements {
                    base = list
                }
                guard sides == nil, case .appearanceBranches(let dark, let light, let location)? = function.statements else { continue }
                let assigned = Set((dark + light).map(\.name)).intersection(tokens)
                if assigned.count >= 2 { sides = (dark, light, location) }
            }
        }
        guard let sides else { return nil }
        var reader = SwiftInstanceThemeReader(
            typeName: type,
            instances: [
                Instance(name: "light", location: sides.location, arguments: []), Instance(name: "dark", location: sides.location, arguments: []),
            ], files: files, index: index)
        reader.branches = ["light": base + sides.light, "dark": base + sides.dark]
        reader.switched = Set((sides.dark + sides.light).map(\.name))
        return reader
    }

    static func isToken(_ property: SwiftProperty) -> Bool {
        !property.isStatic && SwiftProtocolReader.tokenType(property.type) != nil
            && !property.modifiers.contains("private") && !property.modifiers.contains("fileprivate")
    }

    /// `static let dark = AppTheme(…)`, `static let dark: AppTheme = .init(…)`, in the type or its extensions.
    private static func instances(of type: String, index: SwiftTypeIndex) -> [Instance] {
        var out: [Instance] = []
        for declaration in index.typesByName[type] ?? [] {
            for property in declaration.properties where property.isStatic {
                let annotated = property.type.map(SwiftTypeIndex.bare) == type
                switch property.value {
                case .call(.name(type, _), let args, _)?, .call(.member(.name(type, _), "init", _), let args, _)?:
                    out.append(Instance(name: property.name, location: property.location, arguments: args))
                case .call(.implicitMember("init", _), let args, _)? where annotated:
                    out.append(Instance(name: property.name, location: property.location, arguments: args))
                default:
                    break
                }
            }
        }
        return out
    }

    /// The tokens of a theme type (this shape's, or shape 5's enum): its colour members, in
    /// source order, with their categories, each spelt after `codePrefix` unless the site config
    /// spells tokens itself (`codeNamed`).
    static func tokens(of typeName: String, files: [SwiftSourceFile], index: SwiftTypeIndex, codeNamed: Bool) -> [TokenDeclaration] {
        let prefix = codePrefix(of: typeName, files: files, index: index)
        return declarations(of: typeName, index: index) { codeNamed ? nil : "\(prefix).\($0)" }
    }

    /// The type's colour members, in source order, with their categories.
    private static func declarations(of typeName: String, index: SwiftTypeIndex, codeSpelling: (String) -> String?) -> [TokenDeclaration] {
        var out: [TokenDeclaration] = []
        var seen = Set<String>()
        for declaration in index.typesByName[typeName] ?? [] where declaration.kind != .protocol {
            var category = SwiftProtocolReader.defaultCategory
            for member in declaration.members {
                if let mark = member.comments.compactMap(\.markName).last { category = mark }
                guard case .property(let property) = member, Self.isToken(property), seen.insert(property.name).inserted,
                    let type = SwiftProtocolReader.tokenType(property.type)
                else { continue }
                var token = TokenDeclaration(
                    name: property.name, category: category, type: type,
                    description: SwiftProtocolReader.documentation(property.comments),
                    deprecated: SwiftProtocolReader.deprecation(property.attributes), location: property.location)
                token.codeSpelling = codeSpelling(property.name)
                out.append(token)
            }
        }
        return SwiftProtocolReader.inCategoryOrder(out)
    }

    /// `AppTheme.current.text` when the type has a static `current` (or `shared`…);
    /// `theme.colors.text` when another type holds it in `colors`; otherwise `theme.text`.
    private static func codePrefix(of typeName: String, files: [SwiftSourceFile], index: SwiftTypeIndex) -> String {
        let statics = (index.typesByName[typeName] ?? []).flatMap(\.properties).filter(\.isStatic).map(\.name)
        if let current = ["current", "shared", "active", "selected"].first(where: statics.contains) {
            return "\(typeName).\(current)"
        }
        for file in files {
            for type in file.allTypes where type.name != typeName {
                if let holder = type.properties.first(where: { !$0.isStatic && $0.type.map(SwiftTypeIndex.bare) == typeName }) {
                    return lowerCamel(type.name) + "." + holder.name
                }
            }
        }
        return "theme"
    }

    static func lowerCamel(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    // MARK: - Themes

    func themes() -> [SwiftThemeCandidate] {
        let holders = holderArguments()
        return instances.map { instance in
            let label = ["displayName", "name", "title", "label"].lazy.compactMap { label -> String? in
                guard case .string(let text, false, _)? = instance.arguments.first(where: { $0.label == label })?.value else { return nil }
                return text.isEmpty ? nil : text
            }.first
            let appearance = Self.appearance(instance.arguments) ?? holders[instance.name].flatMap(Self.appearance)
            return SwiftThemeCandidate(
                id: instance.name, label: label ?? SwiftThemeReader.words(instance.name),
                appearance: appearance ?? SwiftThemeList.guessAppearance(instance.name), location: instance.location,
                appearanceUnstated: appearance == nil && Appearance.named(instance.name) == nil)
        }
    }

    /// `isDark: true`, `scheme: .dark`, `userInterfaceStyle: .light`.
    private static func appearance(_ arguments: [SwiftArgument]) -> Appearance? {
        for argument in arguments {
            guard let label = argument.label else { continue }
            if ["isDark", "dark", "isDarkTheme", "isDarkMode"].contains(label), case .name(let flag, _) = argument.value,
                flag == "true" || flag == "false"
            {
                return flag == "true" ? .dark : .light
            }
            if ["scheme", "colorScheme", "appearance", "userInterfaceStyle", "interfaceStyle", "style"].contains(label),
                let dark = SwiftParser.appearanceCase(argument.value)
            {
                return dark ? .dark : .light
            }
        }
        return nil
    }

    /// Instance name → the arguments of the first static of another type built from it
    /// (`static let dark = Theme(colors: .dark, isDark: true)`).
    private func holderArguments() -> [String: [SwiftArgument]] {
        let names = Set(instances.map(\.name))
        var out: [String: [SwiftArgument]] = [:]
        for file in files {
            for type in file.allTypes where type.name != typeName {
                for property in type.properties where property.isStatic {
                    guard case .call(_, let args, _)? = property.value else { continue }
                    for arg in args {
                        switch arg.value {
                        case .implicitMember(let name, _) where names.contains(name),
                            .member(.name(typeName, _), let name, _) where names.contains(name):
                            if out[name] == nil { out[name] = args }
                        default:
                            break
                        }
                    }
                }
            }
        }
        return out
    }
}
