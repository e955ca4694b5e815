/// The colours class of a Compose theme: a class whose constructor takes each token's colour,
///
///     class FirefoxColors(layer1: Color, layer2: Color, …) {
///         // Layers
///
///         // Default Screen background
///         var layer1 by mutableStateOf(layer1)
///             private set
///     }
///
/// or `data class AppColors(val primary: Color, …)`. A token is a property fed by one `Color`
/// parameter (`var x by mutableStateOf(x)`, `val x = x`) or a `val`/`var` parameter. Headings
/// above the properties (`// Layers`) are the categories, the comments right above them the
/// descriptions. The class's `copy` function, when it declares one, says which parameter each
/// of its own feeds (a data class's `copy` takes the constructor's).
///
/// Or a theme enum, whose entries are the themes (`KotlinPaletteValues` makes each entry a
/// palette value) and whose tokens are its `Color` constructor properties and its `Color`
/// properties that choose on `this`:
///
///     enum class ReaderTheme(val background: Color, val text: Color) {
///         Light(Color.White, PhotonColors.Ink80), Dark(PhotonColors.DarkGrey60, Color.White);
///         val link: Color get() = when (this) { Light -> PhotonColors.Blue60; Dark -> PhotonColors.Blue20 }
///     }
struct KotlinColorsClass {
    struct Token {
        var name: String
        var category: String
        var description: String?
        var location: SourceLocation
        /// The category is a heading written in the class, not the name of a group around it.
        var categoryIsHeading = true
    }

    static let skippedID = "android-skipped"
    static let defaultCategory = "Colours"

    var type: KotlinType
    var tokens: [Token]
    /// Constructor parameter → the token it feeds.
    var tokenOfParameter: [String: String]
    /// `copy` parameter → constructor parameter; nil when the class has no `copy`.
    var copyParameters: [String: String]?
    /// Material's own scheme (`lightColorScheme(…)`), when the class stands for it.
    var material: KotlinMaterialScheme.Kind?
    /// What a positional argument at each index passes, when that is not the constructor's
    /// order (a Material scheme's constructor holds only the roles some value passes).
    var positionalParameters: [String]?
    /// A theme enum's colour members by token, as written: one that chooses on `this`
    /// (`get() = when (this) { Light -> … }`, `if (this == Dark) … else …`), or one the same in
    /// every theme.
    var choices: [String: KotlinExpression] = [:]
    /// Extension properties of a Material scheme (`val Colors.textSecondary: Color get() = if
    /// (isLight) … else …`), by token, as written: each scheme's value is the side its
    /// appearance takes.
    var extensions: [(token: String, value: KotlinExpression)] = []
    /// Constructor parameters that are groups of colours: a class of the files holding `Color`
    /// values (`val text: TextColors`), whose tokens are this class's, named `text.primary`.
    var groups: [String: KotlinColorsClass] = [:]
    /// The constructor's parameter names, looked up for every argument of every palette value.
    var parameterNames: Set<String> { Set(type.constructor.map(\.name)) }

    var name: String { type.name }

    /// The callees that make a palette value: the class itself, or a Material scheme's functions.
    var makers: Set<String> { material.map { Set($0.makers.keys) } ?? [type.name] }

    /// The parameter a positional argument passes.
    func parameter(atPosition index: Int) -> String {
        let order = positionalParameters ?? type.constructor.map(\.name)
        return index < order.count ? order[index] : ""
    }

    /// The palette values made with each class's constructor (or a Material scheme's function),
    /// counted by callee, and the most arguments one of them gives: what the theme reader and
    /// `init --app` choose the colours class by.
    struct Made {
        private(set) var count: [String: Int] = [:]
        private(set) var given: [String: Int] = [:]

        mutating func add(_ property: KotlinProperty) {
            guard case .call(.name(let callee, _), let arguments, _)? = property.initializer else { return }
            count[callee, default: 0] += 1
            given[callee] = max(given[callee] ?? 0, arguments.count)
        }

        func count(of makers: Set<String>) -> Int { makers.reduce(0) { $0 + (count[$1] ?? 0) } }

        /// Whether the app's class `name` is read rather than Material's scheme made by
        /// `makers`: more palette values made of it, or as many and at least as many colours
        /// given in one. The app's own class wins a tie, as what the app wrote for its theme,
        /// but not one holding less of the theme than the scheme (Now in Android's
        /// `GradientColors(top = …)` beside a scheme of 25 roles).
        func appClassWins(_ name: String, over makers: Set<String>) -> Bool {
            let mine = count[name] ?? 0, theirs = count(of: makers)
            let theirsGiven = makers.map { given[$0] ?? 0 }.max() ?? 0
            return mine > theirs || mine == theirs && (given[name] ?? 0) >= theirsGiven
        }
    }

    /// Classes whose constructor takes at least one `Color`, or a group of them (a `val` of a
    /// class that takes colours: Bitwarden's `BitwardenColorScheme(val text: TextColors, …)`).
    static func candidates(in files: [KotlinFile]) -> [KotlinType] {
        let types = files.flatMap(\.allTypes)
        let colourClasses = Set(types.filter { $0.kind == .class && $0.constructor.contains(where: \.isColor) }.map(\.name))
        return types.filter { type in
            type.kind == .class
                && (type.constructor.contains(where: \.isColor)
                    || type.constructor.contains { $0.isProperty && colourClasses.contains(groupTypeName($0.type)) })
        }
    }

    /// The candidates that are a group of another candidate with palette values made of it
    /// (`TextColors` of `AppColorScheme(val text: TextColors)`): a part of that theme, never the
    /// colours class, however many of its values the app names (`val darkText = TextColors(…)`).
    static func groupsOfOthers(_ candidates: [KotlinType], made: Made) -> Set<String> {
        var out = Set<String>()
        for type in candidates where (made.count[type.name] ?? 0) > 0 {
            for parameter in type.constructor where parameter.isProperty && !parameter.isColor {
                let group = groupTypeName(parameter.type)
                if group != type.name { out.insert(group) }
            }
        }
        return out
    }

    /// The classes a group parameter may name, by name: those taking colours.
    static func groupTypes(in files: [KotlinFile]) -> [String: KotlinType] {
        var out: [String: KotlinType] = [:]
        for type in files.flatMap(\.allTypes) where type.kind == .class && out[type.name] == nil {
            if type.constructor.contains(where: \.isColor) || type.constructor.contains(where: { $0.isProperty && !$0.isColor }) {
                out[type.name] = type
            }
        }
        return out
    }

    /// `TextColors` for `TextColors`, `ui.TextColors`.
    static func groupTypeName(_ written: String) -> String {
        String(written.split(separator: ".").last ?? "")
    }

    /// Enums whose entries are themes: at least two entries, and as many colours (`Color`
    /// constructor properties and `Color` members) as entries, or an entry named like a theme. An enum of a few colours per many entries (`Tag(val tint:
    /// Color)`) is a list of things that have a colour, not themes.
    static func themeEnums(in files: [KotlinFile]) -> [KotlinType] {
        colourEnums(in: files).filter { type in
            guard type.entries.count >= 2 else { return false }
            let colours = type.constructor.filter { $0.isColor && $0.isProperty }.count + type.properties.filter(isColour).count
            let themeWords = ["light", "dark", "night", "day", "sepia", "contrast", "private", "amoled", "black"]
            return colours >= type.entries.count || type.entries.contains { entry in themeWords.contains { entry.name.lowercased().contains($0) } }
        }
    }

    /// Of several theme enums, the one with the most colours (the first of a tie).
    static func bestThemeEnum(_ types: [KotlinType]) -> KotlinType? {
        func colours(_ type: KotlinType) -> Int { type.constructor.filter(\.isColor).count + type.properties.filter(isColour).count }
        return types.enumerated().max { (colours($0.element), -$0.offset) < (colours($1.element), -$1.offset) }?.element
    }

    /// Enums with entries and a `Color` constructor property or a `Color` member: what
    /// `android.colors` may name as the theme enum.
    static func colourEnums(in files: [KotlinFile]) -> [KotlinType] {
        files.flatMap(\.allTypes).filter { type in
            type.kind == .enum && !type.entries.isEmpty
                && (type.constructor.contains { $0.isColor && $0.isProperty } || type.properties.contains(where: isColour))
        }
    }

    /// A property of type `Color`, or one choosing a colour on `this`.
    static func isColour(_ property: KotlinProperty) -> Bool {
        property.isColor || thisChoice(property) != nil
    }

    /// `val link: Color get() = when (this) { … }` or `if (this == Dark) … else …` (or `= …`, or
    /// untyped with a branch that is no Boolean, number or string): the expression.
    static func thisChoice(_ property: KotlinProperty) -> KotlinExpression? {
        guard let value = property.getter ?? property.initializer, choosesOnThis(value) else { return nil }
        if property.type != nil { return property.isColor ? value : nil }
        func colourLike(_ expression: KotlinExpression) -> Bool {
            switch expression {
            case .call, .member: true
            default: false
            }
        }
        let branches: [KotlinExpression] =
            switch value {
            case .when(let choice): choice.branches.map(\.value)
            case .conditional(_, let a, let b, _): [a, b]
            default: []
            }
        return branches.contains(where: colourLike) ? value : nil
    }

    /// A `when (this)`, a `when` without a subject or an `if` whose test reads `this`.
    static func choosesOnThis(_ expression: KotlinExpression) -> Bool {
        func readsThis(_ test: KotlinExpression) -> Bool {
            switch test {
            case .name("this", _): true
            case .logical(_, let l, let r, _): readsThis(l) || readsThis(r)
            default: false
            }
        }
        switch expression {
        case .when(let choice):
            guard let subject = choice.subject else { return choice.branches.contains { $0.conditions.contains(where: readsThis) } }
            if case .name("this", _) = subject { return true }
            return false
        case .conditional(let test, _, _, _): return readsThis(test)
        default: return false
        }
    }

    /// Groups nest at most this deep (`scheme.text.primary` is one).
    static let maxGroupDepth = 4

    /// At most this many tokens come from groups: a class of fifty groups of fifty groups… is no
    /// theme, and would otherwise make millions.
    static let maxGroupTokens = 10_000

    init(_ type: KotlinType, groupTypes: [String: KotlinType] = [:], diagnostics: inout Diagnostics) {
        var groups = GroupBuild()
        self.init(type, groupTypes: groupTypes, depth: 0, groups: &groups, diagnostics: &diagnostics)
        if groups.overflowed {
            diagnostics.warning(
                KotlinColorReader.unsupportedID,
                "the groups of colours of '\(type.name)' hold more than \(Self.maxGroupTokens) colours; the rest are not read",
                at: type.location)
        }
    }

    /// What building a class's groups shares: each group class built once per depth (a class
    /// of forty groups of the same class builds it once), and whether any ran over the limit.
    private struct GroupBuild {
        var built: [String: KotlinColorsClass] = [:]
        var overflowed = false
    }

    private init(_ type: KotlinType, groupTypes: [String: KotlinType], depth: Int, groups build: inout GroupBuild, diagnostics: inout Diagnostics) {
        self.type = type
        var tokens: [Token] = []
        var tokenOfParameter: [String: String] = [:]
        var groups: [String: KotlinColorsClass] = [:]
        let colorParameters = Dictionary(type.constructor.filter(\.isColor).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var category = Self.defaultCategory
        for parameter in type.constructor where parameter.isProperty {
            if let heading = parameter.docs.heading { category = heading }
            if !parameter.isColor, depth < Self.maxGroupDepth, let groupType = groupTypes[Self.groupTypeName(parameter.type)],
                groupType.name != type.name
            {
                let key = "\(depth + 1) \(groupType.name)"
                let group: KotlinColorsClass
                if let known = build.built[key] {
                    group = known
                } else {
                    var ignored = Diagnostics()
                    group = KotlinColorsClass(groupType, groupTypes: groupTypes, depth: depth + 1, groups: &build, diagnostics: &ignored)
                    build.built[key] = group
                }
                if tokens.count + group.tokens.count > Self.maxGroupTokens { build.overflowed = true }
                if !group.tokens.isEmpty, tokens.count + group.tokens.count <= Self.maxGroupTokens {
                    groups[parameter.name] = group
                    // A group's own headings are its categories; else the heading above it, else
                    // the outermost group's name.
                    let words = KotlinThemeReader.words(parameter.name)
                    let heading = category == Self.defaultCategory ? nil : category
                    let named = heading ?? (words.prefix(1).uppercased() + words.dropFirst())
                    for token in group.tokens {
                        let own = token.categoryIsHeading && token.category != Self.defaultCategory
                        tokens.append(
                            Token(
                                name: parameter.name + "." + token.name, category: own ? token.category : named,
                                description: token.description, location: token.location, categoryIsHeading: own || heading != nil))
                    }
                    continue
                }
            }
            guard parameter.isColor else {
                diagnostics.append(Self.skipped(parameter.name, type: parameter.type, in: type.name, at: parameter.location))
                continue
            }
            tokens.append(Token(name: parameter.name, category: category, description: parameter.docs.description, location: parameter.location))
            tokenOfParameter[parameter.name] = parameter.name
        }
        var choices: [String: KotlinExpression] = [:]
        for property in type.properties {
            if let heading = property.docs.heading { category = heading }
            if type.kind == .enum, let choice = Self.thisChoice(property) {
                tokens.append(Token(name: property.name, category: category, description: property.docs.description, location: property.location))
                choices[property.name] = choice
                continue
            }
            if type.kind == .enum, property.isColor,
                Self.parameter(feeding: property).flatMap({ colorParameters[$0] }) == nil
            {
                tokens.append(Token(name: property.name, category: category, description: property.docs.description, location: property.location))
                // The same in every theme unless an entry overrides it; with no value (`abstract
                // val`), each entry's override gives it.
                if let value = property.getter ?? property.initializer { choices[property.name] = value }
                continue
            }
            guard let source = Self.parameter(feeding: property), let parameter = colorParameters[source],
                tokenOfParameter[source] == nil
            else {
                if property.isColor {
                    diagnostics.append(
                        Diagnostic(
                            .note, Self.skippedID,
                            "property '\(property.name)' of '\(type.name)' is not fed by a constructor parameter, so it is the same in every theme; it is not a token",
                            at: property.location))
                }
                continue
            }
            tokens.append(
                Token(
                    name: property.name, category: category, description: property.docs.description ?? parameter.docs.description,
                    location: property.location))
            tokenOfParameter[source] = property.name
        }
        for parameter in type.constructor where !parameter.isColor && !parameter.isProperty {
            diagnostics.append(Self.skipped(parameter.name, type: parameter.type, in: type.name, at: parameter.location))
        }
        for parameter in type.constructor where parameter.isColor && tokenOfParameter[parameter.name] == nil {
            diagnostics.append(
                Diagnostic(
                    .note, Self.skippedID,
                    "parameter '\(parameter.name)' of '\(type.name)' is kept in no property, so code cannot read it; it is not a token",
                    at: parameter.location))
        }
        self.tokens = tokens
        self.tokenOfParameter = tokenOfParameter
        self.groups = groups
        self.choices = choices
        copyParameters = Self.copyParameters(of: type)
    }

    private static func skipped(_ name: String, type: String, in owner: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note, skippedID, "parameter '\(name)' of '\(owner)' is a '\(type.isEmpty ? "?" : type)', not a Color; it is not a token",
            at: location)
    }

    /// The constructor parameter a class-body property holds: `by mutableStateOf(x)`, `= x`.
    static func parameter(feeding property: KotlinProperty) -> String? {
        switch property.delegate ?? property.initializer {
        case .call(.name(let function, _), let args, _)? where args.count == 1 && function.hasSuffix("StateOf"):
            if case .name(let name, _) = args[0].value { return name }
            return nil
        case .name(let name, _)?:
            return name
        default:
            return nil
        }
    }

    /// `fun copy(layer1: Color = this.layer1, …): FirefoxColors = FirefoxColors(layer1 = layer1, …)`:
    /// each of its parameters by the constructor parameter it is passed as. A data class's
    /// `copy` takes its constructor's `val`/`var` parameters.
    private static func copyParameters(of type: KotlinType) -> [String: String]? {
        if let copy = type.functions.first(where: { $0.name == "copy" }) {
            guard case .call(.name(type.name, _), let args, _)? = copy.expressionBody else {
                // A body themebook does not read: each parameter by its own name.
                return Dictionary(copy.parameters.map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
            }
            var out: [String: String] = [:]
            for (index, arg) in args.enumerated() {
                guard case .name(let passed, _) = arg.value else { continue }
                let target = arg.label ?? (index < type.constructor.count ? type.constructor[index].name : passed)
                out[passed] = target
            }
            return out
        }
        guard type.isData else { return nil }
        return Dictionary(type.constructor.filter(\.isProperty).map { ($0.name, $0.name) }, uniquingKeysWith: { a, _ in a })
    }
}
