/// The tokens and themes of a theme type with static instances, into the raw catalogue.
extension SwiftInstanceThemeReader {
    static let noValueID = "swift-unsupported"

    /// `codeNamed`: the site config spells tokens itself (`code.tokens`), so no spelling is set.
    func read(
        settings: SwiftSourceSettings, colors: SwiftColorReader, codeNamed: Bool, into raw: inout RawCatalogue,
        diagnostics: inout Diagnostics
    ) {
        raw.declarations = Self.tokens(of: typeName, files: files, index: index, codeNamed: codeNamed)
        if branches != nil {
            for i in raw.declarations.indices where !switched.contains(raw.declarations[i].name) {
                raw.declarations[i].sameAcrossAppearances = true
            }
        }
        let tokenNames = Set(raw.declarations.map(\.name))
        var statics: [String: SwiftProperty] = [:]
        for declaration in index.typesByName[typeName] ?? [] {
            for property in declaration.properties where property.isStatic && statics[property.name] == nil { statics[property.name] = property }
        }
        let byName = Dictionary(instances.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let context = SwiftMemberScope.Context(index: index, tokens: tokenNames, documented: [:], themeStructs: [])
        for (candidate, info) in SwiftThemeList.documented(themes(), settings: settings, config: raw.config, diagnostics: &diagnostics) {
            guard let instance = byName[candidate.id] else { continue }
            var arguments = colors
            arguments.context = .theme
            arguments.appearance = info.appearance
            arguments.statics = SwiftStaticScope(namespace: typeName, members: statics, tokens: [])
            var members = arguments
            members.statics = nil
            members.scope = SwiftMemberScope(
                context: context, selfType: typeName, declaringType: typeName, theme: info.id, currentTheme: info.id)
            var tokens: [RawThemeToken] = []
            let given = branches.map { Given(assignments: $0[instance.name] ?? []) }
                ?? Given(instance, initializers: colors.helpers.initializers(of: typeName))
            for declaration in raw.declarations {
                let property = index.lookup(declaration.name, in: typeName)?.property
                let (value, location) = self.value(
                    of: declaration.name, property: property, in: instance, given: given, arguments: arguments, members: members,
                    diagnostics: &diagnostics)
                tokens.append(
                    RawThemeToken(
                        name: declaration.name, path: "\(declaration.category).\(declaration.name)", type: declaration.type, value: value,
                        location: location ?? property?.location))
            }
            var theme = RawTheme(info: info, tokens: tokens)
            theme.appearanceUnstated = candidate.appearanceUnstated
            raw.themes.append(theme)
        }
    }

    /// What one instance gives, looked up once per instance (not once per token, which made a
    /// theme of many arguments quadratic): its initializer's assignments with the parameters
    /// bound to the arguments, or else its arguments by label.
    struct Given {
        var initializer: Bool
        /// Member → the last assignment to it, in the initializer.
        var assignments: [String: SwiftAssignment] = [:]
        var bindings: [String: SwiftExpression] = [:]
        /// Label → the first argument with it.
        var arguments: [String: SwiftArgument] = [:]
        /// The assignments are the type's own statements (a method's), read with the theme as
        /// `self`, not arguments written where an instance is made.
        var inMembers = false

        /// What one side of a method switching on the appearance assigns, the last of a name winning.
        init(assignments list: [SwiftAssignment]) {
            initializer = true
            inMembers = true
            for assignment in list { assignments[assignment.name] = assignment }
        }

        init(_ instance: Instance, initializers: [SwiftFunction]) {
            let labels = instance.arguments.map(\.label)
            if let initializer = initializers.first(where: { !$0.parameters.isEmpty && $0.accepts(labels) }) {
                self.initializer = true
                if case .assignments(let list)? = initializer.statements {
                    for assignment in list { assignments[assignment.name] = assignment }
                }
                bindings = SwiftHelpers.bindings(of: initializer, to: instance.arguments)
            } else {
                self.initializer = false
                for argument in instance.arguments {
                    if let label = argument.label, arguments[label] == nil { arguments[label] = argument }
                }
            }
        }
    }

    /// What the instance gives `name`: its initializer's assignment, its argument, or the
    /// member's own value.
    private func value(
        of name: String, property: SwiftProperty?, in instance: Instance, given: Given, arguments: SwiftColorReader,
        members: SwiftColorReader, diagnostics: inout Diagnostics
    ) -> (RawValue, SourceLocation?) {
        if given.initializer {
            if let assignment = given.assignments[name] {
                let assigned = property?.typed(assignment.value) ?? assignment.value
                let bound = SwiftHelpers.substitute(assigned, given.bindings)
                let reader = given.inMembers ? members : arguments
                return (reader.value(bound, owner: name, diagnostics: &diagnostics), bound.location)
            }
        } else if let argument = given.arguments[name] {
            return (arguments.value(argument.value, owner: name, diagnostics: &diagnostics), argument.value.location)
        }
        if let expression = property?.value {
            return (members.value(expression, owner: name, diagnostics: &diagnostics), nil)
        }
        diagnostics.warning(
            Self.noValueID,
            "'\(typeName).\(instance.name)' gives '\(name)' no value themebook can read (no argument, assignment or initial value); "
                + "its value is shown as unknown",
            at: instance.location)
        return (.invalid(instance.location), instance.location)
    }
}
