/// Themes that implement the token protocol themselves, one type per theme (shape 2):
///
///     struct IceCubeDark: ColorSet {
///         var name: ColorSetName = .iceCubeDark        // case iceCubeDark = "Ice Cube - Dark"
///         var scheme: ColorScheme = .dark
///         var tintColor: Color = .init(red: 187 / 255, green: 59 / 255, blue: 226 / 255)
///     }
///     class DarkTheme: NSObject, Theme {
///         var identifier = ThemeIdentifier.dark.rawValue
///         var backgroundColor: UIColor = UIColor(rgb: 0x15191E)
///     }
///     class BlackTheme: DarkTheme {                   // a theme too, through its superclass
///         override init() { super.init(); identifier = "black"; backgroundColor = .black }
///     }
///
/// Read when no theme names a separate palette struct (the Firefox form). Every struct or class
/// of the theme files that conforms to the token protocol — directly, through a superclass or
/// through another protocol — is a theme. Its id is the case or string its identifying member
/// names (`type`, `themeName`, `name`, `identifier`, `id`), the raw value when it reads as an id
/// and the case name otherwise (the raw value is then the label); without one, the type's name
/// without a `Theme` suffix (`BlackTheme` → `black`). Its appearance is what a member says
/// (`scheme`/`colorScheme`/`userInterfaceStyle` `.dark`, `isDark = true`, `keyboardAppearance`,
/// `statusBarStyle = .lightContent`), else the identifying enum's rule, else the name.
extension SwiftThemeReader {
    static let identifyingMembers = ["type", "themeType", "themeName", "name", "identifier", "id", "kind"]

    func ownPaletteThemes(themeTypes: SwiftThemeTypeIndex) -> [FoundTheme] {
        guard let protocolName = tokenProtocol?.name else { return [] }
        var found: [FoundTheme] = []
        var seen = Set<String>()
        for file in themeFiles {
            for type in file.allTypes where type.kind == .struct || type.kind == .class {
                guard seen.insert(type.name).inserted,
                    tokenProtocol?.isClass == true ? paletteStructNames.contains(type.name) : index.protocols(of: type.name).contains(protocolName)
                else { continue }
                found.append(ownPaletteTheme(type, themeTypes: themeTypes))
            }
        }
        return found
    }

    private func ownPaletteTheme(_ type: SwiftTypeDeclaration, themeTypes: SwiftThemeTypeIndex) -> FoundTheme {
        var theme = FoundTheme(
            structName: type.name, caseName: Self.themeName(fromType: type.name), id: "", location: type.location,
            paletteStruct: type.name)
        theme.id = theme.caseName
        for name in Self.identifyingMembers {
            guard let value = index.lookup(name, in: type.name)?.property.value else { continue }
            if case .string(let text, false, _) = value, !text.isEmpty {
                theme.caseName = text
                theme.id = text
                break
            }
            guard let (caseName, enumName) = Self.enumCase(value) else { continue }
            let enumType = themeTypes.enumDeclaring(caseName, named: enumName)
            theme.caseName = caseName
            theme.id = caseName
            theme.appearanceRule = enumType?.appearanceRule
            if let raw = enumType?.rawValues[caseName] {
                if Self.isID(raw) { theme.id = raw } else { theme.label = raw }
            }
            break
        }
        theme.appearance = appearance(of: type.name)
        return theme
    }

    /// `.dark`, `ThemeType.dark`, `ThemeIdentifier.dark.rawValue`.
    private static func enumCase(_ value: SwiftExpression) -> (String, String?)? {
        switch value {
        case .member(.member(.name(let enumName, _), let name, _), "rawValue", _): (name, enumName)
        case .member(.implicitMember(let name, _), "rawValue", _): (name, nil)
        default: caseName(value).map { ($0.name, $0.enumName) }
        }
    }

    /// `black`, `private-mode`: a word an id can be (a page name); `Ice Cube - Dark` is a label.
    static func isID(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }

    /// `BlackTheme` → `black`, `IceCubeDark` → `iceCubeDark`, `Theme` → `theme`.
    static func themeName(fromType name: String) -> String {
        var base = name
        for suffix in ["ColorTheme", "ColourTheme", "Theme", "ColorSet", "Colors", "Palette"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
            break
        }
        guard let first = base.first else { return name }
        return first.lowercased() + base.dropFirst()
    }

    /// What the theme's members say of its appearance, nearest declaration first.
    private func appearance(of type: String) -> Appearance? {
        for name in ["scheme", "colorScheme", "appearance", "userInterfaceStyle", "interfaceStyle", "style", "mode"] {
            if let value = index.lookup(name, in: type)?.property.value, let dark = SwiftParser.appearanceCase(value) {
                return dark ? .dark : .light
            }
        }
        for name in ["isDark", "isDarkTheme", "isDarkMode", "dark"] {
            if case .name(let flag, _)? = index.lookup(name, in: type)?.property.value, flag == "true" || flag == "false" {
                return flag == "true" ? .dark : .light
            }
        }
        if let value = index.lookup("keyboardAppearance", in: type)?.property.value, let dark = SwiftParser.appearanceCase(value) {
            return dark ? .dark : .light
        }
        switch index.lookup("statusBarStyle", in: type)?.property.value {
        case .implicitMember("lightContent", _)?, .member(_, "lightContent", _)?: return .dark
        case .implicitMember("darkContent", _)?, .member(_, "darkContent", _)?: return .light
        default: return nil
        }
    }
}
