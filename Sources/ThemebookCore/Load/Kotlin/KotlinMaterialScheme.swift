/// Material's own colour schemes as a colours class: most Compose apps theme with
///
///     private val LightColorScheme = lightColorScheme(primary = Purple40, onPrimary = Color.White, …)
///     private val DarkColorScheme = darkColorScheme(primary = Purple80, …)
///
/// (Material 3; Material 2 writes `lightColors(…)`/`darkColors(…)`) rather than a class of their
/// own. These functions are the constructor of a colours class themebook knows without reading
/// the library: their parameters are the roles (`primary`, `onPrimary`, …), in the library's
/// order so positional arguments read too. The tokens are the roles some scheme passes; a role a
/// scheme leaves out takes Material's default, which depends on the library version, so it is
/// shown by name (`lightColorScheme default`) and said once per scheme in an
/// `android-material-default` note, never guessed. The function says the appearance:
/// `darkColorScheme` is dark whatever the value's name.
enum KotlinMaterialScheme {
    static let defaultID = "android-material-default"

    struct Kind {
        /// The class code reads (`MaterialTheme.colorScheme` is a `ColorScheme`).
        var className: String
        /// The functions that make one, with the appearance each makes.
        var makers: [String: Appearance]
        var roles: [String]
        var accessor: String
    }

    static let material3 = Kind(
        className: "ColorScheme", makers: ["lightColorScheme": .light, "darkColorScheme": .dark],
        roles: [
            "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "inversePrimary",
            "secondary", "onSecondary", "secondaryContainer", "onSecondaryContainer",
            "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
            "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant", "surfaceTint",
            "inverseSurface", "inverseOnSurface", "error", "onError", "errorContainer", "onErrorContainer",
            "outline", "outlineVariant", "scrim", "surfaceBright", "surfaceContainer", "surfaceContainerHigh",
            "surfaceContainerHighest", "surfaceContainerLow", "surfaceContainerLowest", "surfaceDim",
            "primaryFixed", "primaryFixedDim", "onPrimaryFixed", "onPrimaryFixedVariant",
            "secondaryFixed", "secondaryFixedDim", "onSecondaryFixed", "onSecondaryFixedVariant",
            "tertiaryFixed", "tertiaryFixedDim", "onTertiaryFixed", "onTertiaryFixedVariant",
        ],
        accessor: "MaterialTheme.colorScheme")

    static let material2 = Kind(
        className: "Colors", makers: ["lightColors": .light, "darkColors": .dark],
        roles: [
            "primary", "primaryVariant", "secondary", "secondaryVariant", "background", "surface", "error",
            "onPrimary", "onSecondary", "onBackground", "onSurface", "onError",
        ],
        accessor: "MaterialTheme.colors")

    /// The Material scheme the files make values of (the one with more, Material 3 on a tie),
    /// as a colours class whose constructor takes the roles some value passes, each declared
    /// where it is first passed. Nil when no file calls a maker.
    static func colorsClass(in files: [KotlinFile], diagnostics: inout Diagnostics) -> KotlinColorsClass? {
        var calls: [(kind: Kind, args: [KotlinArgument], location: SourceLocation)] = []
        for file in files {
            for property in file.properties + file.allTypes.flatMap(\.properties) + file.localProperties.map(\.property) + file.valueFunctions + file.branchValues {
                guard case .call(.name(let callee, _), let args, let location)? = property.initializer else { continue }
                for kind in [material3, material2] where kind.makers[callee] != nil { calls.append((kind, args, location)) }
            }
        }
        let m3 = calls.filter { $0.kind.className == material3.className }.count
        let m2 = calls.count - m3
        guard m3 + m2 > 0 else { return nil }
        let kind = m3 >= m2 ? material3 : material2
        var firstPassed: [String: SourceLocation] = [:]
        for call in calls where call.kind.className == kind.className {
            for (index, arg) in call.args.enumerated() {
                guard let role = arg.label ?? (index < kind.roles.count ? kind.roles[index] : nil), kind.roles.contains(role) else { continue }
                if firstPassed[role] == nil { firstPassed[role] = arg.location }
            }
        }
        let parameters = kind.roles.compactMap { role -> KotlinParameter? in
            guard let location = firstPassed[role] else { return nil }
            return KotlinParameter(
                name: role, type: "Color", isProperty: true, defaultValue: nil, location: location,
                docs: KotlinDocs(heading: category(of: role), description: nil))
        }
        let first = calls.first { $0.kind.className == kind.className }?.location ?? SourceLocation(file: "", line: 1, column: 1)
        let type = KotlinType(
            kind: .class, name: kind.className, modifiers: ["data"], location: first, constructor: parameters, members: [], entries: [],
            docs: KotlinDocs())
        var colorsClass = KotlinColorsClass(type, diagnostics: &diagnostics)
        colorsClass.material = kind
        // Positional arguments follow the library's order, not only the roles passed.
        colorsClass.positionalParameters = kind.roles
        // The app's own colours as extensions of the scheme (`val Colors.textSecondary: Color`).
        var extensionHeading = extensionCategory
        for file in files {
            for property in file.properties where property.isColor && property.receiver.map({ String($0.split(separator: ".").last ?? "") }) == kind.className {
                guard let value = property.getter ?? property.initializer,
                    !colorsClass.tokens.contains(where: { $0.name == property.name })
                else { continue }
                if let heading = property.docs.heading { extensionHeading = heading }
                colorsClass.tokens.append(
                    KotlinColorsClass.Token(
                        name: property.name, category: extensionHeading, description: property.docs.description, location: property.location))
                colorsClass.extensions.append((property.name, value))
            }
        }
        return colorsClass
    }

    /// The category of extension colours under no heading.
    static let extensionCategory = "App colours"

    /// `onPrimaryContainer` → Primary, `inverseOnSurface` → Surface, `scrim` → Outline.
    static func category(of role: String) -> String {
        var body = role
        if body.hasPrefix("inverse") { body = String(body.dropFirst("inverse".count)) }
        if body.hasPrefix("On") || body.hasPrefix("on") && body.dropFirst(2).first?.isUppercase == true { body = String(body.dropFirst(2)) }
        let lower = body.lowercased()
        for family in ["primary", "secondary", "tertiary", "error"] where lower.hasPrefix(family) {
            return family.prefix(1).uppercased() + family.dropFirst()
        }
        if lower.hasPrefix("outline") || lower.hasPrefix("scrim") { return "Outline" }
        return "Surface"
    }
}
