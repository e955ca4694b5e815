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
struct KotlinColorsClass {
    struct Token {
        var name: String
        var category: String
        var description: String?
        var location: SourceLocation
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

    /// Classes whose constructor takes at least one `Color`.
    static func candidates(in files: [KotlinFile]) -> [KotlinType] {
        files.flatMap(\.allTypes).filter { $0.kind == .class && $0.constructor.contains(where: \.isColor) }
    }

    init(_ type: KotlinType, diagnostics: inout Diagnostics) {
        self.type = type
        var tokens: [Token] = []
        var tokenOfParameter: [String: String] = [:]
        let colorParameters = Dictionary(type.constructor.filter(\.isColor).map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var category = Self.defaultCategory
        for parameter in type.constructor where parameter.isProperty {
            if let heading = parameter.docs.heading { category = heading }
            guard parameter.isColor else {
                diagnostics.append(Self.skipped(parameter.name, type: parameter.type, in: type.name, at: parameter.location))
                continue
            }
            tokens.append(Token(name: parameter.name, category: category, description: parameter.docs.description, location: parameter.location))
            tokenOfParameter[parameter.name] = parameter.name
        }
        for property in type.properties {
            if let heading = property.docs.heading { category = heading }
            guard let source = Self.parameter(feeding: property), let parameter = colorParameters[source],
                tokenOfParameter[source] == nil
            else {
                if property.type.map({ $0 == "Color" || $0.hasSuffix(".Color") }) ?? false {
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
