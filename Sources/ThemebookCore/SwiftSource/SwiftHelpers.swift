/// The one-value functions and the initializers of the configured files, so that a colour
/// written through a helper is followed to what the helper returns:
///
///     extension Color {
///         static func shade(_ percent: Double) -> Color { .black.opacity(percent) }
///     }
///     static let lines = DynamicColor(lightColor: .shade(0.09), darkColor: .tint(0.09))
///
/// A call is followed by putting its arguments in place of the parameters in the body
/// (`substitute`); an initializer that sets a light and a dark member
/// (`init(staticColor:) { lightColor = staticColor; darkColor = staticColor }`) makes a
/// light/dark pair. Both are looked up by name once per load.
struct SwiftHelpers: Sendable {
    /// Functions whose body is one value, by name, in file order.
    private var functions: [String: [SwiftFunction]] = [:]
    /// Initializers by the type (or extension) declaring them, in file order.
    private var initializers: [String: [SwiftFunction]] = [:]
    /// Static number constants (`static let alpha0_6: CGFloat = 0.6`), by `Type.name`, and by
    /// bare name when one type declares it: an alpha may be written as one.
    private var numbers: [String: Double] = [:]

    /// Labels that name the light and the dark colour of a pair (`UIColor(light:dark:)`,
    /// `DynamicColor(lightColor:darkColor:)`).
    static let lightLabels: Set<String> = ["light", "lightColor", "lightMode", "lightModeColor", "any", "anyColor", "day"]
    static let darkLabels: Set<String> = ["dark", "darkColor", "darkMode", "darkModeColor", "night"]

    init(files: [SwiftSourceFile] = []) {
        var bare: [String: Double?] = [:]
        for file in files {
            for type in file.allTypes {
                for property in type.properties where property.isStatic {
                    guard let value = property.value.flatMap(Self.numberConstant) else { continue }
                    numbers[type.name + "." + property.name] = value
                    // A name two types declare is no one number.
                    if let known = bare[property.name], known != value { bare[property.name] = .some(nil) } else if bare[property.name] == nil { bare[property.name] = value }
                }
                for case .function(let function) in type.members {
                    if function.name == "init" {
                        initializers[type.name, default: []].append(function)
                    } else if case .value? = function.statements {
                        functions[function.name, default: []].append(function)
                    }
                }
            }
            for case .function(let function) in file.members {
                if case .value? = function.statements { functions[function.name, default: []].append(function) }
            }
        }
        for case let (name, value?) in bare where numbers[name] == nil { numbers[name] = value }
    }

    /// A constant's number: `0.6`, `CGFloat(0.6)`, `Double(3) / 4`.
    static func numberConstant(_ value: SwiftExpression) -> Double? {
        if case .call(.name(let type, _), let args, _) = value, ["CGFloat", "Double", "Float"].contains(type), args.count == 1,
            args[0].label == nil
        {
            return SwiftColorReader.number(args[0].value)
        }
        return SwiftColorReader.number(value)
    }

    /// Whether a type declares a static number constant (`static let alpha0_6 = CGFloat(0.6)`).
    static func declaresNumbers(_ type: SwiftTypeDeclaration) -> Bool {
        type.properties.contains { $0.isStatic && $0.value.flatMap(numberConstant) != nil }
    }

    /// A number as written, or a static number constant of the files (`UIKitConstants.alpha0_6`,
    /// or `alpha0_6` where one type declares it).
    func number(_ expression: SwiftExpression) -> Double? {
        if let value = SwiftColorReader.number(expression) { return value }
        switch expression {
        case .member(.name(let type, _), let name, _): return numbers[type + "." + name]
        case .name(let name, _), .member(.name("Self", _), let name, _): return numbers[name]
        default: return nil
        }
    }

    /// The first one-value function `name` a call with these labels can call.
    func function(named name: String, labels: [String?]) -> SwiftFunction? {
        functions[name]?.first { $0.accepts(labels) }
    }

    /// The initializers `type` declares (in its body or its extensions).
    func initializers(of type: String) -> [SwiftFunction] { initializers[type] ?? [] }

    /// The light and dark values of `Type(label: …)` when an initializer of `Type` with those
    /// labels sets a light and a dark member (`self.lightColor = staticColor`).
    func pair(_ type: String, _ arguments: [SwiftArgument]) -> (light: SwiftExpression, dark: SwiftExpression)? {
        let labels = arguments.map(\.label)
        for initializer in initializers(of: type) where initializer.accepts(labels) {
            guard case .assignments(let assignments)? = initializer.statements else { continue }
            let light = assignments.last { Self.lightLabels.contains($0.name) }
            let dark = assignments.last { Self.darkLabels.contains($0.name) }
            guard let light, let dark else { continue }
            let bindings = Self.bindings(of: initializer, to: arguments)
            return (Self.substitute(light.value, bindings), Self.substitute(dark.value, bindings))
        }
        return nil
    }

    /// An initializer that sets a light and a dark member (`self.lightColor = …`).
    static func setsPair(_ initializer: SwiftFunction) -> Bool {
        guard case .assignments(let assignments)? = initializer.statements else { return false }
        return assignments.contains { lightLabels.contains($0.name) } && assignments.contains { darkLabels.contains($0.name) }
    }

    /// Parameter name → the argument given for it (or its default value).
    static func bindings(of function: SwiftFunction, to arguments: [SwiftArgument]) -> [String: SwiftExpression] {
        var bindings: [String: SwiftExpression] = [:]
        var given = arguments[...]
        for parameter in function.parameters {
            if let next = given.first, next.label == parameter.label {
                bindings[parameter.name] = next.value
                given.removeFirst()
            } else if let value = parameter.defaultValue {
                bindings[parameter.name] = value
            }
        }
        return bindings
    }

    /// `body` with every bare name that is a parameter replaced by its argument. The arguments
    /// are not searched again, so a parameter named like a name in an argument stays as written.
    static func substitute(_ body: SwiftExpression, _ bindings: [String: SwiftExpression]) -> SwiftExpression {
        guard !bindings.isEmpty else { return body }
        func walk(_ e: SwiftExpression) -> SwiftExpression {
            switch e {
            case .name(let name, _): return bindings[name] ?? e
            case .member(let base, let name, let l): return .member(walk(base), name, l)
            case .call(let callee, let args, let l):
                return .call(walk(callee), args.map { SwiftArgument(label: $0.label, value: walk($0.value)) }, l)
            case .array(let items, let l): return .array(items.map(walk), l)
            case .arithmetic(let op, let a, let b, let l): return .arithmetic(op, walk(a), walk(b), l)
            case .conditional(let c, let a, let b, let form, let l): return .conditional(c, walk(a), walk(b), form, l)
            case .closure(let parameter, let body, let trailing, let l): return .closure(parameter: parameter, body: walk(body), trailing: trailing, l)
            case .unwrapped(let base, let l): return .unwrapped(walk(base), l)
            case .switchValue(let subject, let cases, let l):
                return .switchValue(
                    walk(subject), cases.map { SwiftSwitchCase(names: $0.names, locations: $0.locations, value: walk($0.value)) }, l)
            default: return e
            }
        }
        return walk(body)
    }
}
