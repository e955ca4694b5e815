/// The enums of the configured files that a theme's `type` can name (`.dark`,
/// `AcmeThemeType.dark`), indexed by case once per load: finding a theme's enum scanned every
/// case of every enum of every file again for each theme (4,000 themes of one enum of 4,000
/// cases: 24 s), and read the enum's appearance rule again. A lookup gives what that scan gave:
/// the first enum, in file and source order, that has the case and, when the theme names its
/// enum, that name.
struct SwiftThemeTypeIndex {
    struct Found {
        /// Case name → the raw value of the first case of that name whose raw value is a plain
        /// string literal (`case privateMode = "private"`).
        var rawValues: [String: String]
        /// Which cases are dark, read from the enum's own code (once: it reads every member).
        var appearanceRule: SwiftAppearanceRule
    }

    private struct NamedCase: Hashable {
        var enumName: String
        var caseName: String
    }

    /// Case name → the first enum that has it.
    private var firstWithCase: [String: Found] = [:]
    /// The same for an enum of that name.
    private var firstNamedWithCase: [NamedCase: Found] = [:]

    init(files: [SwiftSourceFile]) {
        for file in files {
            for type in file.allTypes where type.kind == .enum { add(type, tokens: file.tokens) }
        }
    }

    private mutating func add(_ declaration: SwiftTypeDeclaration, tokens: [SwiftToken]) {
        var rawValues: [String: String] = [:]
        var caseNames: [String] = []
        for case .enumCase(let c) in declaration.members {
            caseNames.append(c.name)
            if rawValues[c.name] == nil, case .string(let s, false, _)? = c.rawValue { rawValues[c.name] = s }
        }
        let found = Found(rawValues: rawValues, appearanceRule: SwiftAppearanceRule(themeType: declaration, tokens: tokens))
        for name in caseNames {
            if firstWithCase[name] == nil { firstWithCase[name] = found }
            let named = NamedCase(enumName: declaration.name, caseName: name)
            if firstNamedWithCase[named] == nil { firstNamedWithCase[named] = found }
        }
    }

    /// The first enum with a case `caseName`, and named `name` when one is given.
    func enumDeclaring(_ caseName: String, named name: String?) -> Found? {
        guard let name else { return firstWithCase[caseName] }
        return firstNamedWithCase[NamedCase(enumName: name, caseName: caseName)]
    }
}
