/// The palette values of a Compose theme: each `val` made with the colours class's constructor
/// (`val darkColorPalette = FirefoxColors(layer1 = PhotonColors.DarkGrey60, …)`) or as another's
/// `copy` (`val privateColorPalette = darkColorPalette.copy(layer1 = PhotonColors.Violet90)`),
/// at the top level, in an object or in a function body. Each is evaluated to its tokens' raw
/// values, where each value is written (a copied token keeps the position of the palette
/// value it comes from).
struct KotlinPaletteValues {
    struct Value {
        var name: String
        var location: SourceLocation
        /// Token → its value and where it is given (the argument's label, or the value).
        var tokens: [String: (value: RawValue, location: SourceLocation)]
        /// The appearance the function making it says (`darkColorScheme`); nil for a class.
        var appearance: Appearance?
    }

    static let maxDepth = 64

    let colorsClass: KotlinColorsClass
    /// Every `val` that may be a palette value, by name (the first of a name wins).
    private(set) var declarations: [String: KotlinProperty] = [:]
    private(set) var order: [String] = []
    private(set) var values: [String: Value] = [:]
    private var inProgress: Set<String> = []
    /// A theme enum's `when (this)` tokens: each entry's branch, by token then entry, so an
    /// entry's lookup does not scan every branch (an enum of hundreds of entries and members).
    private var branchOfEntry: [String: [String: Int]] = [:]
    /// A theme enum's token names, which a bare name in its body may be.
    private var tokenNames: Set<String> = []
    /// A theme enum's members that are the same in every theme, read once.
    private var fixed: [String: RawValue] = [:]
    /// A theme enum's entries by name, each with its theme id.
    private var entryIDs: [String: String] = [:]
    /// Palette values whose name an earlier file already made (build flavours' copies of one
    /// theme), with where the one read is: not read.
    private(set) var shadowed: [(name: String, location: SourceLocation, first: SourceLocation)] = []
    /// Values of the colours class's groups declared by name (`val lightText = TextColors(…)`),
    /// which a palette value may pass (`text = lightText`).
    private var groupValues: [String: KotlinExpression] = [:]

    init(colorsClass: KotlinColorsClass, files: [KotlinFile]) {
        self.colorsClass = colorsClass
        var candidates: [KotlinProperty] = []
        // A theme enum's entries, first: `Light(Color.White, …)` as `ReaderTheme.Light`, made
        // with the enum's constructor.
        let type = colorsClass.type
        tokenNames = Set(colorsClass.tokens.map(\.name))
        if type.kind == .enum {
            entryIDs = Dictionary(type.entries.map { ($0.name, KotlinThemeReader.themeID($0.name)) }, uniquingKeysWith: { a, _ in a })
        }
        for (token, expression) in colorsClass.choices {
            guard case .when(let choice) = expression else { continue }
            var byEntry: [String: Int] = [:]
            for (index, branch) in choice.branches.enumerated() {
                for condition in branch.conditions {
                    if let entry = KotlinThemeReader.caseName(condition)?.name, byEntry[entry] == nil { byEntry[entry] = index }
                }
            }
            branchOfEntry[token] = byEntry
        }
        if type.kind == .enum {
            candidates = type.entries.map { entry in
                KotlinProperty(
                    name: "\(type.name).\(entry.name)", isVar: false, type: type.name,
                    initializer: .call(.name(type.name, entry.location), entry.arguments, entry.location), delegate: nil, getter: nil,
                    modifiers: [], location: entry.location, docs: KotlinDocs())
            }
        }
        var topLevel: [Int] = []
        let shared = KotlinFile.sharedObjectMemberNames(files)
        for file in files {
            topLevel += candidates.count..<(candidates.count + file.properties.count)
            candidates += file.properties
            candidates += file.objectProperties(qualifying: shared)
            candidates += file.localProperties.map(\.property)
            candidates += file.valueFunctions
            candidates += file.branchValues
        }
        // Made with the constructor, then copies of those, round by round (a copy may come
        // before its base in the files); each round adds one or stops.
        var found: [Int: String] = [:]
        var remaining = candidates.indices.filter { candidates[$0].initializer != nil }
        var names = Set<String>()
        while true {
            let before = remaining.count
            remaining = remaining.filter { index in
                let property = candidates[index]
                guard !names.contains(property.name), Self.builds(property.initializer!, makers: colorsClass.makers, values: names)
                else { return !names.contains(property.name) }
                names.insert(property.name)
                found[index] = property.name
                return false
            }
            if remaining.count == before { break }
        }
        for index in found.keys.sorted() {
            declarations[candidates[index].name] = candidates[index]
            order.append(candidates[index].name)
        }
        // The same name made in another file (a build flavour's copy of the theme): only the
        // first is read, and that is said.
        for index in topLevel where found[index] == nil {
            let property = candidates[index]
            guard let first = declarations[property.name], first.location.file != property.location.file,
                let initializer = property.initializer, Self.builds(initializer, makers: colorsClass.makers, values: names),
                !shadowed.contains(where: { $0.name == property.name })
            else { continue }
            shadowed.append((property.name, property.location, first.location))
        }
        if !colorsClass.groups.isEmpty {
            var groupNames = Set<String>()
            var pending = Array(colorsClass.groups.values)
            while let group = pending.popLast(), groupNames.count < 256 {
                if groupNames.insert(group.name).inserted { pending += group.groups.values }
            }
            for property in candidates where names.contains(property.name) == false && groupValues[property.name] == nil {
                if case .call(let function, _, _)? = property.initializer, let callee = Self.typeName(called: function), groupNames.contains(callee) {
                    groupValues[property.name] = property.initializer
                }
            }
        }
    }

    /// Whether an expression makes a palette value: the constructor, or `copy` of one of
    /// `values`.
    static func builds(_ expression: KotlinExpression, colorsClass: String, values: Set<String>) -> Bool {
        builds(expression, makers: [colorsClass], values: values)
    }

    /// Whether an expression makes a palette value with one of `makers` or copies one of `values`.
    static func builds(_ expression: KotlinExpression, makers: Set<String>, values: Set<String>) -> Bool {
        switch expression {
        case .call(.name(let callee, _), _, _): makers.contains(callee)
        case .call(.member(.name(let base, _), "copy", _), _, _): values.contains(base)
        default: false
        }
    }

    /// Evaluates every declaration, in source order.
    mutating func evaluateAll(reader: KotlinColorReader, diagnostics: inout Diagnostics) {
        for name in order { _ = evaluate(name, reader: reader, depth: 0, diagnostics: &diagnostics) }
    }

    /// The value named `name`, evaluated once.
    mutating func evaluate(_ name: String, reader: KotlinColorReader, depth: Int, diagnostics: inout Diagnostics) -> Value? {
        if let known = values[name] { return known }
        guard let property = declarations[name], let initializer = property.initializer else { return nil }
        guard !inProgress.contains(name) else {
            diagnostics.error(
                "alias-cycle", "palette value '\(name)' is made from itself through copy", at: property.location)
            return nil
        }
        guard depth < Self.maxDepth else {
            diagnostics.error(
                "nesting-too-deep", "palette value '\(name)' is a copy of a copy more than \(Self.maxDepth) deep", at: property.location)
            return nil
        }
        inProgress.insert(name)
        defer { inProgress.remove(name) }
        let value = make(initializer, named: name, at: property.location, reader: reader, depth: depth, diagnostics: &diagnostics)
        values[name] = value
        return value
    }

    /// The palette value an expression makes: `FirefoxColors(…)`, `x.copy(…)`, or the name of
    /// another one (a `when` branch).
    mutating func make(
        _ expression: KotlinExpression, named name: String, at location: SourceLocation, reader: KotlinColorReader, depth: Int,
        diagnostics: inout Diagnostics
    ) -> Value? {
        switch expression {
        case .name(let other, _):
            return evaluate(other, reader: reader, depth: depth + 1, diagnostics: &diagnostics)
        case .call(.name(let callee, let callLocation), let args, _) where colorsClass.makers.contains(callee):
            var value = Value(name: name, location: location, tokens: [:], appearance: colorsClass.material?.makers[callee])
            var reader = readyReader(reader, for: args, depth: depth, diagnostics: &diagnostics)
            // `colorResource(R.color.…)` reads the night colours for a dark value.
            reader.night = (value.appearance ?? Appearance.named(name)) == .dark
            var given = Set<String>()
            let parameters = colorsClass.parameterNames
            for (index, arg) in args.enumerated() {
                let parameter = arg.label ?? colorsClass.parameter(atPosition: index)
                guard parameters.contains(parameter) else {
                    // A Material role no scheme passes by name is no token: nothing to read.
                    if let material = colorsClass.material, material.roles.contains(parameter) { continue }
                    report(arg, parameters: colorsClass.type.constructor.map(\.name), of: callee, in: name, diagnostics: &diagnostics)
                    continue
                }
                given.insert(parameter)
                if let group = colorsClass.groups[parameter] {
                    groupTokens(arg.value, of: group, prefix: parameter + ".", into: &value, reader: reader, depth: 1, diagnostics: &diagnostics)
                    continue
                }
                guard let token = colorsClass.tokenOfParameter[parameter] else { continue }
                value.tokens[token] = (reader.value(arg.value, owner: "\(name).\(token)", diagnostics: &diagnostics), arg.location)
            }
            for parameter in colorsClass.type.constructor where !given.contains(parameter.name) {
                if let group = colorsClass.groups[parameter.name], let fallback = parameter.defaultValue {
                    groupTokens(fallback, of: group, prefix: parameter.name + ".", into: &value, reader: reader, depth: 1, diagnostics: &diagnostics)
                    continue
                }
                guard let token = colorsClass.tokenOfParameter[parameter.name], let fallback = parameter.defaultValue else { continue }
                // `text: Color = brand`: the default is what this value gives `brand`, an alias of its token.
                if case .name(let other, let at) = fallback, other != parameter.name, let otherToken = colorsClass.tokenOfParameter[other] {
                    value.tokens[token] = (.reference(.token(otherToken, theme: nil), at), at)
                    continue
                }
                value.tokens[token] = (reader.value(fallback, owner: "\(name).\(token)", diagnostics: &diagnostics), fallback.location)
            }
            if colorsClass.material != nil {
                materialDefaults(&value, callee: callee, at: callLocation, diagnostics: &diagnostics)
                extensions(&value, reader: reader, diagnostics: &diagnostics)
            }
            if colorsClass.type.kind == .enum {
                choose(&value, entry: String(name.split(separator: ".").last ?? ""), reader: reader, diagnostics: &diagnostics)
            }
            return value
        case .call(.member(let base, "copy", let copyLocation), let args, _):
            guard case .name(let baseName, _) = base, declarations[baseName] != nil else {
                _ = reader.unsupported("'\(expression.summary)'", hint: "it reads copy of a palette value declared by name", at: expression.location, owner: name, diagnostics: &diagnostics)
                return nil
            }
            guard let copyParameters = colorsClass.copyParameters else {
                _ = reader.unsupported(
                    "'\(expression.summary)'", hint: "'\(colorsClass.name)' declares no copy function", at: copyLocation, owner: name,
                    diagnostics: &diagnostics)
                return nil
            }
            guard var value = evaluate(baseName, reader: reader, depth: depth + 1, diagnostics: &diagnostics) else { return nil }
            value.name = name
            value.location = location
            var reader = readyReader(reader, for: args, depth: depth, diagnostics: &diagnostics)
            reader.night = (value.appearance ?? Appearance.named(name)) == .dark
            for arg in args {
                guard let label = arg.label, let parameter = copyParameters[label] else {
                    report(arg, parameters: copyParameters.keys.sorted(), of: "\(colorsClass.name).copy", in: name, diagnostics: &diagnostics)
                    continue
                }
                if let group = colorsClass.groups[parameter] {
                    // The whole group is replaced, as the copy replaces the parameter.
                    for token in value.tokens.keys where token.hasPrefix(parameter + ".") { value.tokens[token] = nil }
                    groupTokens(arg.value, of: group, prefix: parameter + ".", into: &value, reader: reader, depth: 1, diagnostics: &diagnostics)
                    continue
                }
                guard let token = colorsClass.tokenOfParameter[parameter] else { continue }
                value.tokens[token] = (reader.value(arg.value, owner: "\(name).\(token)", diagnostics: &diagnostics), arg.location)
            }
            return value
        default:
            _ = reader.unsupported(
                "'\(expression.summary)'", hint: "a theme's palette is a '\(colorsClass.name)(…)' or a copy of one", at: expression.location,
                owner: name, diagnostics: &diagnostics)
            return nil
        }
    }

    /// The roles a Material scheme leaves out: `surfaceTint` is its `primary`, as the library
    /// says; any other is the library's default, which depends on its version, so it is shown
    /// by name and said once per scheme.
    private func materialDefaults(_ value: inout Value, callee: String, at location: SourceLocation, diagnostics: inout Diagnostics) {
        var left: [String] = []
        let extensions = Set(colorsClass.extensions.map(\.token))
        for token in colorsClass.tokens where value.tokens[token.name] == nil && !extensions.contains(token.name) {
            if token.name == "surfaceTint", let primary = value.tokens["primary"] {
                value.tokens[token.name] = primary
                continue
            }
            value.tokens[token.name] = (.composite(.color, .text("\(callee) default"), location), location)
            left.append(token.name)
        }
        guard !left.isEmpty else { return }
        let shown = left.prefix(4).map { "'\($0)'" }.joined(separator: ", ") + (left.count > 4 ? " and \(left.count - 4) more" : "")
        diagnostics.append(
            Diagnostic(
                .note, KotlinMaterialScheme.defaultID,
                "'\(value.name)' leaves \(shown) at \(callee)'s default, which depends on the Material library's version; shown as '\(callee) default'",
                at: location))
    }

    /// The scheme's extension colours in this value: `if (isLight) a else b` (or a test of
    /// `isSystemInDarkTheme()`) takes the side the value's appearance gives; a role of the
    /// scheme (`onSurface.copy(alpha = 0.12f)`) is this value's.
    private func extensions(_ value: inout Value, reader: KotlinColorReader, diagnostics: inout Diagnostics) {
        guard !colorsClass.extensions.isEmpty else { return }
        let roles = Set(colorsClass.tokens.map(\.name))
        func ownRoles(_ e: KotlinExpression) -> KotlinExpression {
            switch e {
            case .name(let role, let at) where roles.contains(role): .member(.name(value.name, at), role, at)
            case .member(.name("this", _), let role, let at) where roles.contains(role): .member(.name(value.name, at), role, at)
            case .call(.member(let base, "copy", let at), let args, let l): .call(.member(ownRoles(base), "copy", at), args, l)
            default: e
            }
        }
        for (token, expression) in colorsClass.extensions {
            let owner = "\(value.name).\(token)"
            var chosen = expression
            if case .conditional(let test, let a, let b, let at) = expression {
                let dark = value.appearance == .dark
                switch test {
                case .name("isLight", _), .member(.name("this", _), "isLight", _): chosen = dark ? b : a
                case .call(.name("isSystemInDarkTheme", _), let args, _) where args.isEmpty: chosen = dark ? a : b
                default:
                    value.tokens[token] = (
                        reader.unsupported(
                            "an if expression", hint: "it reads if (isLight) … else … and if (isSystemInDarkTheme()) … else …", at: at, owner: owner,
                            diagnostics: &diagnostics), at)
                    continue
                }
            }
            var own = reader
            own.instances[value.name] = value.tokens.mapValues(\.value)
            value.tokens[token] = (own.value(ownRoles(chosen), owner: owner, diagnostics: &diagnostics), chosen.location)
        }
    }

    /// A reader that knows the palette values the arguments read tokens of
    /// (`darkColorPalette.iconAccentBlue`), each evaluated first.
    private mutating func readyReader(
        _ reader: KotlinColorReader, for args: [KotlinArgument], depth: Int, diagnostics: inout Diagnostics
    ) -> KotlinColorReader {
        var reader = reader
        var names: [String] = []
        for arg in args { collectValueNames(arg.value, into: &names) }
        for other in names where reader.instances[other] == nil {
            guard let value = evaluate(other, reader: reader, depth: depth + 1, diagnostics: &diagnostics) else { continue }
            reader.instances[other] = value.tokens.mapValues(\.value)
        }
        return reader
    }

    /// A theme enum entry's colour members: what each chooses for the entry (`when (this)`: the
    /// branch naming it, else `else`; `if (this == Dark)`: the side its test gives), or the value
    /// of one the same in every theme; then the members its body overrides (`Dark { override val
    /// link = … }`).
    private mutating func choose(_ value: inout Value, entry: String, reader: KotlinColorReader, diagnostics: inout Diagnostics) {
        for token in colorsClass.tokens {
            guard let expression = colorsClass.choices[token.name] else { continue }
            guard KotlinColorsClass.choosesOnThis(expression) else {
                // The same in every theme: read once, so a problem in it is said once.
                if fixed[token.name] == nil {
                    fixed[token.name] = read(expression, owner: "\(colorsClass.name).\(token.name)", reader: reader, diagnostics: &diagnostics)
                }
                value.tokens[token.name] = (fixed[token.name]!, expression.location)
                continue
            }
            let owner = "\(value.name).\(token.name)"
            switch pick(expression, token: token.name, entry: entry) {
            case .value(let chosen):
                value.tokens[token.name] = (read(chosen, owner: owner, reader: reader, diagnostics: &diagnostics), chosen.location)
            case .undecided(let what, let hint, let location):
                value.tokens[token.name] = (reader.unsupported(what, hint: hint, at: location, owner: owner, diagnostics: &diagnostics), location)
            }
        }
        let overrides = colorsClass.type.entries.first { $0.name == entry }?.properties ?? []
        for property in overrides {
            guard tokenNames.contains(property.name), let given = property.getter ?? property.initializer else { continue }
            value.tokens[property.name] = (read(given, owner: "\(value.name).\(property.name)", reader: reader, diagnostics: &diagnostics), given.location)
        }
    }

    enum Picked {
        case value(KotlinExpression)
        /// What could not be decided for the entry, a hint, and where.
        case undecided(String, String, SourceLocation)
    }

    /// What a member choosing on `this` gives `entry`, through nested choices. `token` names the
    /// member whose outermost `when` has its branches indexed.
    private func pick(_ expression: KotlinExpression, token: String?, entry: String) -> Picked {
        switch expression {
        case .when(let choice) where choice.subject == nil:
            // `when { this == Dark -> …; else -> … }`: the first branch whose test holds.
            for branch in choice.branches {
                guard !branch.conditions.isEmpty else { return pick(branch.value, token: nil, entry: entry) }
                var holds = false
                for condition in branch.conditions {
                    guard let decided = decide(condition, entry: entry) else {
                        return .undecided("a when whose test is not of this", "it reads tests of this: == and != of an entry, in setOf(…), joined by && and ||", branch.location)
                    }
                    holds = holds || decided
                }
                if holds { return pick(branch.value, token: nil, entry: entry) }
            }
            return .undecided("a when with no branch for '\(entry)'", "it reads a branch whose test holds, or else", choice.location)
        case .when(let choice):
            guard case .name("this", _)? = choice.subject else { return .value(expression) }
            let index = token.flatMap { branchOfEntry[$0]?[entry] }
                ?? (token == nil ? choice.branches.firstIndex { $0.conditions.contains { KotlinThemeReader.caseName($0)?.name == entry } } : nil)
            guard let branch = index.map({ choice.branches[$0] }) ?? choice.branches.first(where: \.conditions.isEmpty) else {
                return .undecided("'when (this)' with no branch for '\(entry)'", "it reads a branch naming the entry, or else", choice.location)
            }
            return pick(branch.value, token: nil, entry: entry)
        case .conditional(let test, let value, let other, let location):
            guard let holds = decide(test, entry: entry) else {
                return .undecided("an if expression", "it reads tests of this: == and != of an entry, in setOf(…), joined by && and ||", location)
            }
            return pick(holds ? value : other, token: nil, entry: entry)
        default:
            return .value(expression)
        }
    }

    /// Whether `test` holds for `entry`: `this == Dark` (either side, `ReaderTheme.Dark` too),
    /// `!=`, `this in setOf(Dark, Night)` (`listOf`, `arrayOf`; `!in`), and those joined by `&&`
    /// and `||`; nil for any other test.
    private func decide(_ test: KotlinExpression, entry: String) -> Bool? {
        switch test {
        case .logical(let op, let l, let r, _) where op == "==" || op == "!=":
            let other: KotlinExpression
            if case .name("this", _) = l { other = r } else if case .name("this", _) = r { other = l } else { return nil }
            guard let named = KotlinThemeReader.caseName(other), entryIDs[named.name] != nil,
                named.enumName == nil || named.enumName == colorsClass.name
            else { return nil }
            return (named.name == entry) != (op == "!=")
        case .logical(let op, .name("this", _), .call(.name(let maker, _), let args, _), _)
        where (op == "in" || op == "!in") && ["setOf", "listOf", "arrayOf"].contains(maker):
            // `this in setOf(Dark, Night)`.
            var names: [String] = []
            for arg in args {
                guard let named = KotlinThemeReader.caseName(arg.value), entryIDs[named.name] != nil,
                    named.enumName == nil || named.enumName == colorsClass.name
                else { return nil }
                names.append(named.name)
            }
            return names.contains(entry) != (op == "!in")
        case .logical(let op, let l, let r, _) where op == "&&" || op == "||":
            guard let a = decide(l, entry: entry), let b = decide(r, entry: entry) else { return nil }
            return op == "&&" ? a && b : a || b
        default:
            return nil
        }
    }

    /// A theme enum's colour as written in its body: a bare token name (or `this.name`) is the
    /// same theme's token, `Dark.page` (or `Mode.Dark.page`) that theme's; anything else as the
    /// colour reader reads it.
    private func read(_ expression: KotlinExpression, owner: String, reader: KotlinColorReader, diagnostics: inout Diagnostics) -> RawValue {
        switch expression {
        case .name(let other, let location) where tokenNames.contains(other), .member(.name("this", _), let other, let location) where tokenNames.contains(other):
            return .reference(.token(other, theme: nil), location)
        case .member(let base, let other, let location) where tokenNames.contains(other):
            let entry: String? =
                switch base {
                case .name(let name, _): name
                case .member(.name(colorsClass.name, _), let name, _): name
                default: nil
                }
            if let entry, let theme = entryIDs[entry] { return .reference(.token(other, theme: theme), location) }
        default:
            break
        }
        return reader.value(expression, owner: owner, diagnostics: &diagnostics)
    }

    /// The palette values an expression reads a token of, in order.
    private func collectValueNames(_ expression: KotlinExpression, into names: inout [String]) {
        switch expression {
        case .member(.name(let other, _), _, _) where declarations[other] != nil:
            if !names.contains(other) { names.append(other) }
        case .member(let base, _, _):
            collectValueNames(base, into: &names)
        case .call(let callee, let args, _):
            collectValueNames(callee, into: &names)
            for arg in args { collectValueNames(arg.value, into: &names) }
        default:
            break
        }
    }

    /// The tokens a group's value gives (`text = TextColors(primary = …, secondary = …)`, or the
    /// name of such a value), each named `prefix` + its token (`text.primary`): its arguments,
    /// then the group's defaults; a group within it likewise.
    private func groupTokens(
        _ expression: KotlinExpression, of group: KotlinColorsClass, prefix: String, into value: inout Value, reader: KotlinColorReader,
        depth: Int, diagnostics: inout Diagnostics
    ) {
        let owner = "\(value.name).\(prefix.dropLast())"
        var made = expression
        if case .name(let other, _) = expression, let declared = groupValues[other] { made = declared }
        // `TextColors(…)`, or qualified by the class it is nested in (`AppColorScheme.TextColors(…)`).
        guard case .call(let function, let args, _) = made, let callee = Self.typeName(called: function), callee == group.name,
            depth <= KotlinColorsClass.maxGroupDepth
        else {
            _ = reader.unsupported(
                "'\(expression.summary)'", hint: "a group of colours is a '\(group.name)(…)' or the name of one", at: expression.location,
                owner: owner, diagnostics: &diagnostics)
            return
        }
        var given = Set<String>()
        for (index, arg) in args.enumerated() {
            let parameter = arg.label ?? group.parameter(atPosition: index)
            guard group.parameterNames.contains(parameter) else {
                report(arg, parameters: group.type.constructor.map(\.name), of: callee, in: owner, diagnostics: &diagnostics)
                continue
            }
            given.insert(parameter)
            if let inner = group.groups[parameter] {
                groupTokens(arg.value, of: inner, prefix: prefix + parameter + ".", into: &value, reader: reader, depth: depth + 1, diagnostics: &diagnostics)
                continue
            }
            guard let token = group.tokenOfParameter[parameter] else { continue }
            value.tokens[prefix + token] = (reader.value(arg.value, owner: owner + "." + token, diagnostics: &diagnostics), arg.location)
        }
        for parameter in group.type.constructor where !given.contains(parameter.name) {
            guard let fallback = parameter.defaultValue else { continue }
            if let inner = group.groups[parameter.name] {
                groupTokens(fallback, of: inner, prefix: prefix + parameter.name + ".", into: &value, reader: reader, depth: depth + 1, diagnostics: &diagnostics)
                continue
            }
            guard let token = group.tokenOfParameter[parameter.name] else { continue }
            if case .name(let other, let at) = fallback, other != parameter.name, let otherToken = group.tokenOfParameter[other] {
                value.tokens[prefix + token] = (.reference(.token(prefix + otherToken, theme: nil), at), at)
                continue
            }
            value.tokens[prefix + token] = (reader.value(fallback, owner: owner + "." + token, diagnostics: &diagnostics), fallback.location)
        }
    }

    /// The class a constructor call names: `TextColors` of `TextColors(…)` and of
    /// `AppColorScheme.TextColors(…)`.
    static func typeName(called function: KotlinExpression) -> String? {
        switch function {
        case .name(let name, _), .member(_, let name, _): name
        default: nil
        }
    }

    private func report(_ arg: KotlinArgument, parameters: [String], of callee: String, in name: String, diagnostics: inout Diagnostics) {
        let label = arg.label ?? "argument"
        diagnostics.warning(
            KotlinColorReader.unsupportedID,
            arg.label == nil
                ? "'\(name)' passes more arguments than '\(callee)' takes; the extra one is not read"
                : "'\(name)' passes '\(label)', which is not a parameter of '\(callee)'; it is not read",
            at: arg.location, suggestion: arg.label.flatMap { Suggestion.closest(to: $0, in: parameters) })
    }
}
