/// Reads the themes: theme structs that name their theme type value and their palette struct,
///
///     public struct AcmeDarkTheme: Theme {
///         public var type: AcmeThemeType = .dark
///         public var colors: AcmeThemeColourPalette = AcmeDarkColourPalette()
///     }
///
/// and the palette structs that implement every token (`SwiftThemeReader+Tokens`).
///
/// A theme's id is the raw value of its theme type case when the enum gives one
/// (`case privateMode = "private"` → `private`), otherwise the case name.
struct SwiftThemeReader {
    /// A theme struct found in the theme files.
    struct FoundTheme {
        var structName: String
        var caseName: String
        var id: String
        var location: SourceLocation
        var paletteStruct: String
        /// The theme type enum's rule for which cases are dark, when the enum is declared.
        var appearanceRule: SwiftAppearanceRule?
        /// What the theme's own code says, where it says it (`scheme: ColorScheme = .dark`,
        /// `case iceCubeDark = "Ice Cube - Dark"`).
        var label: String?
        var appearance: Appearance?

        /// The theme type declares the tokens itself (no separate palette struct).
        var isOwnPalette: Bool { paletteStruct == structName }
    }

    static let themeTypeMissingID = "swift-theme-type-missing"

    let themeFiles: [SwiftSourceFile]
    /// Files that may declare the theme type enum or protocol extensions besides the theme files.
    let otherFiles: [SwiftSourceFile]
    let tokenProtocol: SwiftProtocolReader.Result?
    /// Every type declared in the theme files (extensions included), by name, in source order.
    let typesByName: [String: [SwiftTypeDeclaration]]
    /// The same types with Swift's member lookup (superclasses, protocol extensions).
    let index: SwiftTypeIndex
    /// Structs and classes of the theme files that conform to the token protocol, found once
    /// (each theme's palette search and each misspelt palette listed every type again: 4,000
    /// themes naming an undeclared palette took 16 s).
    let paletteStructNames: Set<String>

    init(themeFiles: [SwiftSourceFile], otherFiles: [SwiftSourceFile], tokenProtocol: SwiftProtocolReader.Result?) {
        self.themeFiles = themeFiles
        self.otherFiles = otherFiles
        self.tokenProtocol = tokenProtocol
        var byName: [String: [SwiftTypeDeclaration]] = [:]
        for file in themeFiles + otherFiles {
            for type in file.allTypes { byName[type.name, default: []].append(type) }
        }
        typesByName = byName
        index = SwiftTypeIndex(byName)
        let protocolName = tokenProtocol?.name
        if let tokenProtocol, tokenProtocol.isClass {
            // A hierarchy of theme classes: the token class (when it gives every token a value)
            // and each class below it.
            let index = index
            paletteStructNames = Set(byName.values.joined().lazy.filter { type in
                type.kind == .class && index.classChain(of: type.name).contains(tokenProtocol.name)
                    && (type.name != tokenProtocol.name || SwiftProtocolReader.isConcrete(type))
            }.map(\.name))
            return
        }
        paletteStructNames = Set(byName.values.joined().lazy.filter { type in
            protocolName.map { (type.kind == .struct || type.kind == .class) && type.inherited.contains($0) } ?? false
        }.map(\.name))
    }

    // MARK: - Finding themes

    /// Theme structs in source order. A struct is a theme when it has a `type` member set to a
    /// theme type case; it must then also name its palette struct.
    func findThemes(candidates: inout Int, diagnostics: inout Diagnostics) -> [FoundTheme] {
        var found: [FoundTheme] = []
        var missingEnums = Set<String>()
        // What a palette struct that is not declared may have meant: made at the first one.
        var paletteSuggestions: SuggestionIndex?
        let themeTypes = SwiftThemeTypeIndex(files: themeFiles + otherFiles)
        for file in themeFiles {
            for type in file.allTypes where type.kind == .struct || type.kind == .class {
                guard let typeMember = member("type", of: type), let value = typeMember.value,
                    let themeCase = Self.caseName(value)
                else { continue }
                candidates += 1
                // A theme that implements the tokens itself is its own palette.
                let own = paletteStructNames.contains(type.name) ? (name: type.name, location: type.location) : nil
                guard let palette = paletteStruct(of: type) ?? own else {
                    diagnostics.error(
                        "swift-missing",
                        "theme '\(type.name)' does not name its palette struct; "
                            + "expected a member like 'var colors: ThemeColourPalette = LightColourPalette()'",
                        at: type.location)
                    continue
                }
                guard isDeclaredStruct(palette.name) else {
                    if paletteSuggestions == nil { paletteSuggestions = SuggestionIndex(paletteStructNames) }
                    diagnostics.error(
                        "swift-missing",
                        "palette struct '\(palette.name)' of theme '\(type.name)' is not declared in the theme files",
                        at: palette.location, suggestion: paletteSuggestions?.closest(to: palette.name))
                    continue
                }
                let enumName = themeCase.enumName ?? typeMember.type
                let themeType = themeTypes.enumDeclaring(themeCase.name, named: enumName)
                if themeType == nil, missingEnums.insert(enumName ?? "").inserted {
                    let looked = enumName.map { "enum '\($0)'" } ?? "theme type enum"
                    diagnostics.append(
                        Diagnostic(
                            .note, Self.themeTypeMissingID,
                            "no \(looked) with a case '\(themeCase.name)' is declared in the configured Swift files, "
                                + "so theme ids are the case names and raw values are not read; "
                                + "list the file that declares it in 'swift.themes'",
                            at: typeMember.value?.location ?? typeMember.location))
                }
                let rawValue = themeType?.rawValues[themeCase.name]
                found.append(
                    FoundTheme(
                        structName: type.name, caseName: themeCase.name, id: rawValue ?? themeCase.name, location: type.location,
                        paletteStruct: palette.name, appearanceRule: themeType?.appearanceRule))
            }
        }
        if candidates == 0 {
            found = ownPaletteThemes(themeTypes: themeTypes)
            candidates = found.count
        }
        return found
    }

    /// `.dark` or `ThemeType.dark`.
    static func caseName(_ value: SwiftExpression) -> (name: String, enumName: String?)? {
        switch value {
        case .implicitMember(let name, _): (name, nil)
        case .member(.name(let enumName, _), let name, _): (name, enumName)
        default: nil
        }
    }

    /// The struct a theme's palette member instantiates: `colors`, or any member set to `X()`
    /// where X conforms to the token protocol; one step through `var colors: T { palette }`.
    private func paletteStruct(of theme: SwiftTypeDeclaration) -> (name: String, location: SourceLocation)? {
        func target(_ value: SwiftExpression?, depth: Int) -> (name: String, location: SourceLocation)? {
            switch value {
            case .call(.name(let name, let location), let args, _)? where args.isEmpty,
                .call(.member(.name(let name, let location), "init", _), let args, _)? where args.isEmpty:
                return (name, location)
            case .name(let name, _)? where depth < 3, .member(.name("self", _), let name, _)? where depth < 3:
                return target(member(name, of: theme)?.value, depth: depth + 1)
            default:
                return nil
            }
        }
        if let colors = member("colors", of: theme), let t = target(colors.value, depth: 0) { return t }
        for property in theme.properties where property.name != "type" {
            if let t = target(property.value, depth: 0), paletteStructNames.contains(t.name) { return t }
        }
        return nil
    }

    /// A member of a theme struct: its own, or inherited (`class NightTheme: DarkTheme`).
    private func member(_ name: String, of type: SwiftTypeDeclaration) -> SwiftProperty? {
        type.property(named: name) ?? index.lookup(name, in: type.name)?.property
    }

    private func isDeclaredStruct(_ name: String) -> Bool {
        typesByName[name]?.contains { $0.kind == .struct || $0.kind == .class } ?? false
    }

    // MARK: - Theme metadata

    /// Label, appearance and image suffix: from `swift.themeInfo` first, then the theme type's
    /// `UIUserInterfaceStyle` switch, then the name (`dark`, `night`, `private` → dark).
    /// `entry`: the theme's `swift.themeInfo` entry, if it has one.
    static func info(for theme: FoundTheme, entry: SwiftSourceSettings.ThemeInfoEntry?) -> ThemeInfo {
        let name = (theme.id + " " + theme.caseName).lowercased()
        let guess: Appearance = ["dark", "night", "private"].contains(where: name.contains) ? .dark : .light
        let appearance = entry?.appearance ?? theme.appearance ?? theme.appearanceRule?.appearance(ofCase: theme.caseName) ?? guess
        return ThemeInfo(
            id: theme.id, label: entry?.label ?? theme.label ?? words(theme.caseName), appearance: appearance,
            imageSuffix: entry?.imageSuffix ?? (appearance == .dark ? "_dark" : ""), location: theme.location)
    }

    /// `privateMode` → `Private Mode`.
    static func words(_ name: String) -> String {
        var out = ""
        for (i, ch) in name.enumerated() {
            if i == 0 {
                out += ch.uppercased()
            } else {
                if ch.isUppercase { out += " " }
                out.append(ch)
            }
        }
        return out
    }
}
