/// Sorts the files of `SwiftRoles.guess` into roles, one shape at a time (the loader's order):
///
/// 1. a token protocol: the file with the protocol of the most colour requirements; as themes,
///    the files of the types with a `type` member (Firefox's theme structs) or conforming to the
///    protocol, and the files of the enums they name (`var type: ThemeType = .dark`,
///    `ThemeIdentifier.black.rawValue`) and of the types they create (`AcmeLightBrand()`);
/// 2. else a theme type with static instances: the files declaring it or holding it;
/// 3. else dynamic colours: the file of the switch and of its enum (and the initializer that
///    spells a token), or the files of the namespaces of dynamic statics;
/// 4. else a hierarchy of theme classes: its root's file, as the protocol's, and the classes'.
///
/// Then, for every shape: the files of the helpers and initializers the theme files call
/// (`.shade(0.06)`, `DynamicColor(staticColor:)`), the palette files they name (by namespace, or
/// by constant for extensions of a colour type), and the image identifier files.
struct SwiftRoleClassifier {
    let files: [SwiftRoleFile]
    let index: SwiftTypeIndex
    /// Type name → the files declaring it (or an extension of it), in input order.
    let declaringFiles: [String: [String]]
    private(set) var protocolFile: String?
    /// The token "protocol" is the root class of a hierarchy of theme classes.
    private(set) var tokenClass = false
    private var themeFiles = Set<String>()
    /// Theme files added only for the helpers they declare (`addHelpers`): such a file may hold
    /// the palette too (Signal's `UIColor+OWS.swift`: `blended(with:alpha:)` beside
    /// `class var ows_gray02: UIColor`).
    private var helperFiles = Set<String>()
    private(set) var themes: [String] = []
    private(set) var palette: [String] = []
    private(set) var images: [String] = []
    /// The themes are static instances of a theme type, whose files may hold the palette too.
    private var instanceShape = false
    /// What is known of the app's colour sets (SwiftGen's enums).
    let colorSets: SwiftColorSetAlias.Known

    init(files: [SwiftRoleFile], colorSets: SwiftColorSetAlias.Known = .init()) {
        self.files = files
        self.colorSets = colorSets
        var byName: [String: [SwiftTypeDeclaration]] = [:]
        var declaring: [String: [String]] = [:]
        for file in files {
            for type in file.file.allTypes {
                byName[type.name, default: []].append(type)
                if declaring[type.name]?.last != file.path { declaring[type.name, default: []].append(file.path) }
            }
        }
        index = SwiftTypeIndex(byName)
        declaringFiles = declaring
    }

    mutating func classify() {
        if let (file, name) = tokenProtocol() {
            protocolFile = file
            protocolThemes(name)
        } else if let reader = SwiftInstanceThemeReader.find(in: files.map(\.file), index: index) {
            addDeclarations(of: reader.typeName)
            for file in files where file.file.allTypes.contains(where: { holds(reader.typeName, $0) }) { themeFiles.insert(file.path) }
            instanceShape = true
        } else if let reader = SwiftCaseThemeReader.find(in: files.map(\.file), index: index) {
            addDeclarations(of: reader.typeName)
            for owner in reader.functionOwners { addDeclarations(of: owner) }
            instanceShape = true
        } else if let reader = SwiftDynamicReader.find(
            in: files.map(\.file), index: index, helpers: SwiftHelpers(files: files.map(\.file)), colorSets: colorSets)
        {
            if let tokenSwitch = reader.tokenSwitch {
                addDeclarations(of: tokenSwitch.declaringType)
                addDeclarations(of: tokenSwitch.enumType.name)
            }
            for namespace in reader.namespaces {
                guard SwiftColorReader.colorTypes.contains(namespace) else {
                    addDeclarations(of: namespace)
                    continue
                }
                // Of a colour type's extensions, those with a dynamic static: the others are palettes.
                for file in files where file.file.allTypes.contains(where: { type in
                    type.name == namespace
                        && type.properties.contains { $0.isStatic && $0.value.map { reader.isDynamic($0, in: namespace, depth: 0) } == true }
                }) {
                    themeFiles.insert(file.path)
                }
            }
        } else if let (file, name) = tokenClassRoot() {
            protocolFile = file
            tokenClass = true
            protocolThemes(name)
        }
        addHelpers()
        themes = files.map(\.path).filter(themeFiles.contains)
        findPalette()
        findImages()
    }

    // MARK: - Shapes

    /// The protocol with the most colour requirements (the first of those), and its file. A
    /// protocol of one colour's light and dark sides (`var lightModeColor: UIColor { get }`,
    /// `var darkModeColor: UIColor { get }`) is the shape of a dynamic colour, not of a theme.
    private func tokenProtocol() -> (file: String, name: String)? {
        var best: (file: String, name: String, count: Int)?
        for file in files {
            for type in file.file.allTypes where type.kind == .protocol {
                let colors = type.properties.filter { SwiftProtocolReader.tokenType($0.type) != nil }.map(\.name)
                guard !Self.isLightDarkPair(colors) else { continue }
                if !colors.isEmpty, colors.count > best?.count ?? 0 { best = (file.path, type.name, colors.count) }
            }
        }
        return best.map { ($0.file, $0.name) }
    }

    /// No protocol and no other shape: the root of a hierarchy of theme classes, whose colours
    /// subclasses override, and its file.
    private func tokenClassRoot() -> (file: String, name: String)? {
        let all = files.map(\.file)
        for file in files {
            if let root = SwiftProtocolReader.tokenClass(in: file.file, among: all) { return (file.path, root.name) }
        }
        return nil
    }

    /// Colour names that are only the sides of one colour: a light one and a dark one (and
    /// perhaps their high-contrast forms), named as a pair's labels are.
    static func isLightDarkPair(_ names: [String]) -> Bool {
        func side(_ name: String, _ words: [String]) -> Bool {
            let lower = name.lowercased()
            return words.contains { lower.hasPrefix($0) || lower.hasSuffix($0) || lower.hasSuffix($0 + "color") }
        }
        let light = names.filter { side($0, ["light", "day", "any"]) }
        let dark = names.filter { side($0, ["dark", "night"]) }
        return !light.isEmpty && !dark.isEmpty && light.count + dark.count == names.count && names.count <= 4
    }

    private mutating func protocolThemes(_ protocolName: String) {
        var named = Set<String>()
        for file in files {
            for type in file.file.allTypes where type.kind == .struct || type.kind == .class {
                let isTheme = type.property(named: "type").flatMap(\.value).flatMap(SwiftThemeReader.caseName) != nil
                guard isTheme || index.protocols(of: type.name).contains(protocolName) || index.classChain(of: type.name).contains(protocolName)
                else { continue }
                themeFiles.insert(file.path)
                for property in index.instanceProperties(of: type.name).map(\.property) {
                    Self.names(in: property, into: &named)
                }
            }
        }
        // The enums the themes name and the types they create, which the loader reads too; not
        // palette namespaces (types of static constants only), nor the protocol's own file.
        for name in named where name != protocolName {
            guard let declarations = index.typesByName[name], declarations.contains(where: Self.isThemeSide) else { continue }
            for file in declaringFiles[name] ?? [] where file != protocolFile { themeFiles.insert(file) }
        }
    }

    /// An enum with cases (`enum ThemeType { case light, dark }`) or a type with instance members.
    private static func isThemeSide(_ type: SwiftTypeDeclaration) -> Bool {
        switch type.kind {
        case .enum: type.members.contains { if case .enumCase = $0 { true } else { false } }
        case .struct, .class: type.properties.contains { !$0.isStatic }
        default: false
        }
    }

    /// The type names a theme member's annotation and value name (`ThemeType`, `AcmeLightBrand`).
    private static func names(in property: SwiftProperty, into names: inout Set<String>) {
        if let type = property.type { names.insert(SwiftTypeIndex.bare(type)) }
        func walk(_ e: SwiftExpression, depth: Int) {
            guard depth < 16 else { return }
            switch e {
            case .name(let n, _) where n.first?.isUppercase == true: names.insert(n)
            case .member(let base, _, _): walk(base, depth: depth + 1)
            case .call(let callee, let args, _):
                walk(callee, depth: depth + 1)
                for arg in args { walk(arg.value, depth: depth + 1) }
            default: break
            }
        }
        if let value = property.value { walk(value, depth: 0) }
    }

    /// `type` has a stored member of type `name` (`let colors: Colors`).
    private func holds(_ name: String, _ type: SwiftTypeDeclaration) -> Bool {
        type.name != name && type.properties.contains { !$0.isStatic && $0.type.map(SwiftTypeIndex.bare) == name }
    }

    private mutating func addDeclarations(of type: String) {
        for file in declaringFiles[type] ?? [] { themeFiles.insert(file) }
    }

    /// Every identifier the theme files write.
    func identifiersOfThemes() -> Set<String> {
        var out = Set<String>()
        for file in files where themeFiles.contains(file.path) {
            for token in file.file.tokens where token.kind == .identifier { out.insert(token.text) }
        }
        return out
    }

    /// The files of one-value colour functions and light/dark initializers the theme files call,
    /// and of initializers that take a token enum (`Color(designSystemColor:)`), a few rounds deep.
    private mutating func addHelpers() {
        for _ in 0..<3 {
            let used = identifiersOfThemes()
            let before = themeFiles.count
            for file in files where !themeFiles.contains(file.path) {
                for type in file.file.allTypes {
                    for case .function(let f) in type.members {
                        let isHelper = used.contains(f.name) && { if case .value? = f.statements { true } else { false } }()
                        let isPair = f.name == "init" && used.contains(type.name) && SwiftHelpers.setsPair(f)
                        let takesTokens = f.name == "init" && SwiftColorReader.colorTypes.contains(type.name)
                            && f.parameters.first.flatMap(\.type).map { used.contains(SwiftTypeIndex.bare($0)) } == true
                        if isHelper || isPair || takesTokens { addHelperFile(file.path) }
                    }
                    // Number constants the themes name (`UIKitConstants.alpha0_6` for an alpha).
                    if used.contains(type.name), SwiftHelpers.declaresNumbers(type),
                        !type.properties.contains(where: { $0.isStatic && Self.isColor($0) })
                    {
                        addHelperFile(file.path)
                    }
                }
            }
            if themeFiles.count == before { break }
        }
    }

    private mutating func addHelperFile(_ path: String) {
        if themeFiles.insert(path).inserted { helperFiles.insert(path) }
    }

    // MARK: - Palette and images

    /// Files of colour constants the theme files name (all of them when there are no theme
    /// files), other than the theme files themselves; but a theme file of static instances that
    /// also declares colour constants in a namespace of its own (Wikipedia's `Theme.swift`:
    /// `extension UIColor { fileprivate static let base10 = UIColor(0x222222) }` above the
    /// theme types) is a palette file too. (A theme file of dynamic colours is not: its colour
    /// statics are the tokens.) A file read for the helpers it declares is a palette file too
    /// when it holds colour constants the themes name.
    private mutating func findPalette() {
        let used = identifiersOfThemes()
        if instanceShape {
            for file in files where themeFiles.contains(file.path) && Self.holdsPalette(file.file) { palette.append(file.path) }
        }
        for file in files where file.path != protocolFile && (!themeFiles.contains(file.path) || helperFiles.contains(file.path)) {
            var colors = 0
            var strings = 0
            var named = false
            for type in file.file.types where type.kind != .protocol {
                let constants = type.properties.filter { $0.isStatic && Self.isColor($0) }
                colors += constants.count + (SwiftPaletteReader.hexCases(of: type)?.count ?? 0)
                strings += type.properties.count { $0.isStatic && Self.isString($0) }
                if used.contains(type.name) && !SwiftColorReader.colorTypes.contains(type.name)
                    || constants.contains(where: { used.contains($0.name) })
                {
                    named = true
                }
            }
            if colors > 0, colors >= strings, named || themeFiles.isEmpty { palette.append(file.path) }
        }
    }

    /// A top-level namespace of the file that is no theme type (an extension of a colour type,
    /// or a type of static members only, none an instance of itself) with more colour constants
    /// than strings.
    private static func holdsPalette(_ file: SwiftSourceFile) -> Bool {
        var colors = 0
        var strings = 0
        for type in file.types where type.kind != .protocol && !isThemeSide(type) {
            guard SwiftColorReader.colorTypes.contains(type.name) || !type.properties.contains(where: { SwiftPaletteReader.isInstance($0, of: type.name) })
            else { continue }
            colors += type.properties.count { $0.isStatic && isColor($0) }
            strings += type.properties.count { $0.isStatic && isString($0) }
        }
        return colors > 0 && colors >= strings
    }

    private mutating func findImages() {
        for file in files where file.path != protocolFile && !themeFiles.contains(file.path) && !palette.contains(file.path) {
            let types = file.file.allTypes.filter { type in
                type.kind != .protocol && !type.members.contains { if case .enumCase = $0 { true } else { false } }
            }
            let strings = types.flatMap(\.properties).count { $0.isStatic && Self.isString($0) }
            let colors = types.flatMap(\.properties).count { $0.isStatic && Self.isColor($0) }
            let named = types.contains { $0.name.contains("Image") || $0.name.contains("Icon") }
            if named, strings > 0, strings > colors { images.append(file.path) }
        }
    }

    static func isString(_ property: SwiftProperty) -> Bool {
        if case .string(_, false, _)? = property.initializer { return true }
        return false
    }

    /// A colour constant as a palette writes it: annotated with a colour type, or a colour
    /// initializer, a colour type's member, `.clear`/`.black`/`.white`, or one of those with an alpha.
    static func isColor(_ property: SwiftProperty) -> Bool {
        if let type = property.type { return SwiftProtocolReader.tokenType(type) == .color }
        func color(_ e: SwiftExpression?) -> Bool {
            switch e {
            case .call(.member(let base, "withAlphaComponent", _), _, _)?, .call(.member(let base, "opacity", _), _, _)?:
                return color(base)
            case .call(let callee, _, _)?: return SwiftColorReader.isColorInitializer(callee)
            case .member(.name(let type, _), _, _)?: return SwiftColorReader.colorTypes.contains(type)
            case .implicitMember(let name, _)?: return SwiftColorReader.namedColors[name] != nil
            default: return false
            }
        }
        return color(property.value)
    }
}
