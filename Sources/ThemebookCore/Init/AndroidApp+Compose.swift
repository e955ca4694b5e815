import Foundation

/// Which Kotlin files of an app make its Compose theme: those of the colours class with the most
/// palette values made of it, and the files its theme reads.
enum ComposeFiles {
    struct Choice {
        var files: [String] = []
        var report: [String] = []
        /// Chosen for a theme enum holding its own colours, the weakest sign of a Compose theme:
        /// an app's XML colours win over it.
        var isThemeEnum = false
    }

    static func choose(_ paths: [String]) -> Choice {
        var parsed: [(path: String, file: KotlinFile)] = []
        for path in paths {
            guard let bytes = InputFiles.contents(ofFile: path), mentionsColor(bytes) else { continue }
            var ignored = Diagnostics()
            parsed.append((path, KotlinFile.parse(bytes, path: path, diagnostics: &ignored)))
        }
        // Over every file: a class's groups of colours may be declared in another.
        let candidateNames = Set(KotlinColorsClass.candidates(in: parsed.map(\.file)).map(\.name))
        let classes = parsed.flatMap { entry in
            entry.file.allTypes.filter { $0.kind == .class && candidateNames.contains($0.name) }.map { (path: entry.path, type: $0) }
        }
        // Palette values made with each class's constructor, by class.
        var made = KotlinColorsClass.Made()
        for entry in parsed {
            for property in allProperties(entry.file) { made.add(property) }
        }
        // Material's own scheme (`lightColorScheme(…)`) competes as the theme reader lets it.
        var ignored = Diagnostics()
        let material = KotlinMaterialScheme.colorsClass(in: parsed.map(\.file), diagnostics: &ignored)
        let materialMade = material.map { made.count(of: $0.makers) } ?? 0
        let parts = KotlinColorsClass.groupsOfOthers(classes.map(\.type), made: made)
        // By palette values made, then colours taken (a key each: the tuple written inline took
        // the type checker most of a second in every build).
        func key(_ type: KotlinType) -> (Int, Int) { (made.count[type.name] ?? 0, type.constructor.count(where: \.isColor)) }
        let chosen = classes.filter { !parts.contains($0.type.name) }.max { key($0.type) < key($1.type) }
        var roles: [String: [String]] = [:]
        func note(_ path: String, _ role: String) {
            if !(roles[path]?.contains(role) ?? false) { roles[path, default: []].append(role) }
        }
        let name: String
        let makers: Set<String>
        if let chosen, (made.count[chosen.type.name] ?? 0) > 0, material.map({ made.appClassWins(chosen.type.name, over: $0.makers) }) ?? true {
            name = chosen.type.name
            makers = [name]
            note(chosen.path, "colours class \(name)")
            // Its groups of colours (`val text: TextColors`), a level or more down.
            let groupTypes = KotlinColorsClass.groupTypes(in: parsed.map(\.file))
            var groups = Set<String>()
            var pending = [chosen.type]
            while let type = pending.popLast(), groups.count < 64 {
                for parameter in type.constructor where parameter.isProperty {
                    let group = KotlinColorsClass.groupTypeName(parameter.type)
                    guard let groupType = groupTypes[group], groups.insert(group).inserted else { continue }
                    pending.append(groupType)
                }
            }
            for entry in parsed {
                for type in entry.file.allTypes where type.kind == .class && groups.contains(type.name) {
                    note(entry.path, "colour group \(type.name)")
                }
            }
        } else if let material, materialMade > 0 {
            name = material.name
            makers = material.makers
            // The app's colours as extensions of the scheme (`val Colors.textSecondary: Color`).
            for entry in parsed where entry.file.properties.contains(where: { property in
                property.isColor && property.receiver.map { String($0.split(separator: ".").last ?? "") } == name
            }) {
                note(entry.path, "extension colours of \(name)")
            }
        } else {
            return themeEnum(parsed)
        }
        // The palette values (constructor calls, then copies of them), the when and enum, the accessor.
        var values = Set<String>()
        var valueFiles: [String: String] = [:]
        var referenced = Set<String>()
        let shared = KotlinFile.sharedObjectMemberNames(parsed.map(\.file))
        for _ in 0..<8 {
            for entry in parsed {
                for property in allProperties(entry.file, qualifying: shared) where !values.contains(property.name) {
                    guard let initializer = property.initializer,
                        KotlinPaletteValues.builds(initializer, makers: makers, values: values) else { continue }
                    values.insert(property.name)
                    valueFiles[property.name] = entry.path
                    note(entry.path, makers == [name] ? "palette values" : "palette values (Material \(name))")
                    collectNames(initializer, into: &referenced)
                }
            }
        }
        var enums = Set<String>()
        for entry in parsed {
            for when in entry.file.whens where when.branches.contains(where: { branch in
                if case .name(let value, _) = branch.value { return values.contains(value) }
                return false
            }) {
                note(entry.path, "theme choice")
                for condition in when.branches.flatMap(\.conditions) {
                    if let enumName = KotlinThemeReader.caseName(condition)?.enumName { enums.insert(enumName) }
                }
            }
            for type in entry.file.allTypes {
                if type.kind == .enum, enums.contains(type.name) { note(entry.path, "theme enum") }
                if type.kind == .object, type.properties.contains(where: { $0.type == name || $0.type?.hasSuffix("." + name) == true }) {
                    note(entry.path, "accessor \(type.name)")
                }
            }
        }
        // Enums are found after the whens naming them: a second look at the types.
        for entry in parsed {
            for type in entry.file.allTypes where type.kind == .enum && enums.contains(type.name) { note(entry.path, "theme enum") }
        }
        notePalettes(referenced, in: parsed, note: note)
        let files = roles.keys.sorted()
        // Files making palette values of the names already read (build flavours' copies of
        // the theme): the theme reader reads the first of a name, so these are left out.
        var flavours: [String] = []
        for entry in parsed where roles[entry.path] == nil {
            guard let other = entry.file.properties.first(where: { property in
                values.contains(property.name) && valueFiles[property.name] != entry.path
                    && property.initializer.map { KotlinPaletteValues.builds($0, makers: makers, values: values) } == true
            }), let first = valueFiles[other.name] else { continue }
            flavours.append("left out \(entry.path): it makes palette values of the names \(first) makes ('\(other.name)'), as another build flavour would")
        }
        return Choice(files: files, report: files.map { "read \($0): \(roles[$0, default: []].joined(separator: ", "))" } + flavours)
    }

    /// With no colours class or Material scheme that has palette values: a theme enum holding
    /// its own colours (`KotlinColorsClass.themeEnums`), the one the theme reader picks, and the
    /// palettes its entries, defaults and choices name.
    private static func themeEnum(_ parsed: [(path: String, file: KotlinFile)]) -> Choice {
        let found = parsed.flatMap { entry in KotlinColorsClass.themeEnums(in: [entry.file]).map { (path: entry.path, type: $0) } }
        guard let chosen = KotlinColorsClass.bestThemeEnum(found.map(\.type)), let path = found.first(where: { $0.type.name == chosen.name })?.path
        else { return Choice() }
        var roles: [String: [String]] = [path: ["theme enum \(chosen.name)"]]
        var referenced = Set<String>()
        for entry in chosen.entries { for argument in entry.arguments { collectNames(argument.value, into: &referenced) } }
        for parameter in chosen.constructor { if let value = parameter.defaultValue { collectNames(value, into: &referenced) } }
        for property in chosen.properties + chosen.entries.flatMap(\.properties) {
            if let value = property.getter ?? property.initializer { collectNames(value, into: &referenced) }
        }
        notePalettes(referenced, in: parsed) { path, role in
            if !(roles[path]?.contains(role) ?? false) { roles[path, default: []].append(role) }
        }
        let files = roles.keys.sorted()
        return Choice(files: files, report: files.map { "read \($0): \(roles[$0, default: []].joined(separator: ", "))" }, isThemeEnum: true)
    }

    /// The palettes `referenced` names: objects by name, top-level colour vals by name.
    private static func notePalettes(
        _ referenced: Set<String>, in parsed: [(path: String, file: KotlinFile)], note: (String, String) -> Void
    ) {
        for entry in parsed {
            let palettes = KotlinPaletteReader.entries(in: [entry.file])
            let namespaces = Set(palettes.compactMap(\.namespace))
            let names = Set(palettes.filter { $0.namespace == nil }.map(\.property.name))
            if !namespaces.isDisjoint(with: referenced) || !names.isDisjoint(with: referenced) {
                note(entry.path, "palette \(namespaces.intersection(referenced).sorted().joined(separator: ", "))".trimmingCharacters(in: .whitespaces))
            }
        }
    }

    /// Every `val` that may be a palette value or a palette colour: top level, in objects, in functions.
    static func allProperties(_ file: KotlinFile, qualifying shared: Set<String> = []) -> [KotlinProperty] {
        file.properties + file.objectProperties(qualifying: shared) + file.localProperties.map(\.property) + file.valueFunctions + file.branchValues
    }

    /// The first name of every member chain and every bare name in an expression.
    static func collectNames(_ expression: KotlinExpression, into names: inout Set<String>) {
        switch expression {
        case .name(let n, _): names.insert(n)
        case .member(let base, _, _):
            if let path = expression.path { names.formUnion(path.dropLast()) } else { collectNames(base, into: &names) }
        case .call(let callee, let args, _):
            collectNames(callee, into: &names)
            for arg in args { collectNames(arg.value, into: &names) }
        case .negative(let e, _): collectNames(e, into: &names)
        case .arithmetic(_, let l, let r, _):
            collectNames(l, into: &names)
            collectNames(r, into: &names)
        case .when(let choice):
            for branch in choice.branches { collectNames(branch.value, into: &names) }
        case .conditional(_, let value, let other, _):
            collectNames(value, into: &names)
            collectNames(other, into: &names)
        default: break
        }
    }

    /// A cheap look before parsing: the bytes mention `Color`.
    private static func mentionsColor(_ bytes: [UInt8]) -> Bool {
        let needle = Array("Color".utf8)
        guard bytes.count >= needle.count else { return false }
        var i = 0
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
