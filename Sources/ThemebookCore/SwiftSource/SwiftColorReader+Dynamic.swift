/// Colours that depend on the appearance, and colours written through helpers:
///
/// - `UIColor(light: a, dark: b)`, `DynamicColor(lightColor: a, darkColor: b)` — any call whose
///   labels name a light and a dark colour (`SwiftHelpers.lightLabels`), or an initializer the
///   files declare that sets both (`DynamicColor(staticColor: x)`);
/// - `UIColor { traits in traits.userInterfaceStyle == .dark ? a : b }`, also with `if`/`else`
///   or a `switch` on the style, and `cond ? a : b` anywhere;
/// - `Color(uiColor: x)`, `UIColor(x)`: the colour `x`;
/// - `x.opacity(0.3)` (SwiftUI), which multiplies the alpha of `x`;
/// - `.shade(0.06)`, `UIColor.tint(0.2)`: a one-value function of the files, followed with its
///   arguments in place of its parameters;
/// - a colour set by name (`SwiftColorSetAlias`).
///
/// In a theme the side its appearance takes is read; a choice made on anything else (a build
/// setting, a flag read at run time) is a warning naming the condition, never a guess.
extension SwiftColorReader {
    /// The first part the reader cannot read, as `SwiftExpression.firstProblem` finds it, except
    /// that a choice by appearance, a force unwrap, and a closure given to a colour initializer
    /// are read — and the light and dark arguments of a pair are read only on their own side.
    static func problem(in expression: SwiftExpression) -> SwiftExpression? {
        switch expression {
        case .unsupported, .malformed, .switchValue, .conditional(.other, _, _, _, _): return expression
        case .member(let base, _, _), .unwrapped(let base, _): return problem(in: base)
        case .closure(_, _, let trailing, let l): return .unsupported(trailing ? "trailing closure" : "closure", l)
        case .call(let callee, let args, _):
            if let problem = problem(in: callee) { return problem }
            // Of a light/dark pair only those two are read (each checked when it is), so
            // `lightHighContrast: c != nil ? c! : nil` beside them is no problem.
            if pair(args) != nil { return nil }
            for arg in args {
                if let label = arg.label, SwiftHelpers.lightLabels.contains(label) || SwiftHelpers.darkLabels.contains(label) { continue }
                if case .closure = arg.value, isColorInitializer(callee) { continue }
                if let problem = problem(in: arg.value) { return problem }
            }
            return nil
        case .array(let items, _):
            for item in items {
                if let problem = problem(in: item) { return problem }
            }
            return nil
        default:
            return nil
        }
    }

    /// `UIColor`, `NSColor`, `Color`, `.init`, `UIColor.init`, `#colorLiteral`.
    static func isColorInitializer(_ callee: SwiftExpression) -> Bool {
        switch callee {
        case .name("#colorLiteral", _): true
        case .name(let type, _), .member(.name(let type, _), "init", _): colorTypes.contains(type)
        case .implicitMember("init", _): true
        default: false
        }
    }

    /// The light and dark arguments of a call, when its labels name both.
    static func pair(_ args: [SwiftArgument]) -> (light: SwiftExpression, dark: SwiftExpression)? {
        let light = args.first { $0.label.map(SwiftHelpers.lightLabels.contains) ?? false }
        let dark = args.first { $0.label.map(SwiftHelpers.darkLabels.contains) ?? false }
        guard let light, let dark else { return nil }
        return (light.value, dark.value)
    }

    /// A choice by appearance, a problem found while reading a branch, or a force unwrap.
    func choice(_ expression: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue? {
        switch expression {
        case .unsupported, .malformed, .switchValue, .conditional(.other, _, _, _, _):
            return report(expression, owner: owner, diagnostics: &diagnostics)
        case .unwrapped(let base, _):
            return color(base, owner: owner, diagnostics: &diagnostics)
        case .conditional(.appearance(let dark), let a, let b, _, let l):
            return side(dark ? (light: b, dark: a) : (light: a, dark: b), of: expression, at: l, owner: owner, diagnostics: &diagnostics)
        case .call(let callee, let args, _):
            // A helper of the configured files says what it makes of its `light:` and `dark:`
            // (`byRGBHex(light: 0x2267F5, dark: 0x2D70FA)` passes numbers), so it is followed
            // rather than taken for a pair of colours — unless they are colours: then the labels
            // say it all, and its body is a run-time or build-time choice (Home Assistant's
            // `adaptive(light: Color, dark: Color)` returns `dark` under `#if os(watchOS)`).
            if let pair = Self.pair(args), !isFollowedHelper(callee, args) {
                // `UIColor(lightColor: .blue50, darkColor: .white)` through `init(lightColor: Studio, …)`:
                // each side a case of the parameter's type.
                let light = args.first { $0.label.map(SwiftHelpers.lightLabels.contains) ?? false }?.label
                let dark = args.first { $0.label.map(SwiftHelpers.darkLabels.contains) ?? false }?.label
                let typed = (
                    light: self.typed(pair.light, as: parameterType(callee, args, label: light)),
                    dark: self.typed(pair.dark, as: parameterType(callee, args, label: dark)))
                return side(typed, of: expression, at: expression.location, owner: owner, diagnostics: &diagnostics)
            }
            if args.count == 1, args[0].label == nil || args[0].label == "dynamicProvider", Self.isColorInitializer(callee),
                case .closure(_, let body, _, _) = args[0].value
            {
                return value(body, owner: owner, diagnostics: &diagnostics)
            }
            return nil
        default:
            return nil
        }
    }

    /// Whether `followed` reads the call through a one-value helper function of the files whose
    /// light and dark parameters are not colours.
    private func isFollowedHelper(_ callee: SwiftExpression, _ args: [SwiftArgument]) -> Bool {
        guard helperDepth < Self.maxHelperDepth, let name = Self.helperName(callee),
            let function = helpers.function(named: name, labels: args.map(\.label)), case .value? = function.statements
        else { return false }
        return !function.parameters.contains { parameter in
            guard let label = parameter.label, SwiftHelpers.lightLabels.contains(label) || SwiftHelpers.darkLabels.contains(label),
                var type = parameter.type
            else { return false }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            return Self.colorTypes.contains(String(type.split(separator: ".").last ?? ""))
        }
    }

    /// The side of a light/dark pair this theme's appearance takes.
    private func side(
        _ pair: (light: SwiftExpression, dark: SwiftExpression), of expression: SwiftExpression, at location: SourceLocation,
        owner: String, diagnostics: inout Diagnostics
    ) -> RawValue {
        guard let appearance else {
            return unsupported(
                "'\(expression.summary)', a colour that changes with the appearance, outside a theme", at: location, owner: owner,
                diagnostics: &diagnostics)
        }
        return value(appearance == .dark ? pair.dark : pair.light, owner: owner, diagnostics: &diagnostics)
    }

    /// A colour set, `x.opacity(…)`, a colour passed through an initializer, a helper function
    /// or an initializer that makes a pair; nil for any other form.
    func followed(_ expression: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue? {
        let here = expression.location
        guard case .call(let callee, let args, _) = expression else {
            return SwiftColorSetAlias.target(of: expression, known: colorSets).map { SwiftColorSetAlias.reference($0, at: here) }
        }
        if case .member(let base, "opacity", _) = callee {
            return opacity(base, args, of: expression, owner: owner, diagnostics: &diagnostics)
        }
        // `Color(uiColor: .base80)`, `UIColor(Color.gray0)`, `Color(.base80)`: the colour passed in.
        if Self.isColorInitializer(callee), args.count == 1, [nil, "uiColor", "nsColor", "cgColor"].contains(args[0].label),
            passesColor(args[0].value)
        {
            return color(args[0].value, owner: owner, diagnostics: &diagnostics)
        }
        // `UIColor(studio: .blue50)` through `init(studio: Studio)`: the palette colour the case is.
        if Self.isColorInitializer(callee), args.count == 1, let type = parameterType(callee, args, label: args[0].label),
            paletteNamespaces.contains(type)
        {
            return color(typed(args[0].value, as: type), owner: owner, diagnostics: &diagnostics)
        }
        if let target = SwiftColorSetAlias.target(of: expression, known: colorSets) { return SwiftColorSetAlias.reference(target, at: here) }
        if Self.isColorInitializer(callee), let name = args.first, name.label == "named" || name.label == nil,
            case .string(_, true, _) = name.value
        {
            return unsupported("'\(expression.written)', a colour set named at run time", at: here, owner: owner, diagnostics: &diagnostics)
        }
        if let name = Self.helperName(callee), let function = helpers.function(named: name, labels: args.map(\.label)),
            case .value(let body)? = function.statements
        {
            return follow(SwiftHelpers.substitute(body, SwiftHelpers.bindings(of: function, to: args)), of: expression, owner: owner, diagnostics: &diagnostics)
        }
        if case .name(let type, _) = callee, let pair = helpers.pair(type, args) {
            return side(pair, of: expression, at: here, owner: owner, diagnostics: &diagnostics)
        }
        return nil
    }

    /// The type of the parameter labelled `label` of the initializer of the files that the call
    /// `callee(args)` makes (`init(lightColor: Studio, darkColor: Studio)` in `extension UIColor`);
    /// nil when the files declare none.
    func parameterType(_ callee: SwiftExpression, _ args: [SwiftArgument], label: String?) -> String? {
        let types: [String]
        switch callee {
        case .name(let type, _), .member(.name(let type, _), "init", _): types = [type]
        case .implicitMember("init", _): types = ["UIColor", "Color", "NSColor"]
        default: return nil
        }
        let labels = args.map(\.label)
        for type in types {
            for initializer in helpers.initializers(of: type) where initializer.accepts(labels) {
                guard let parameter = initializer.parameters.first(where: { $0.label == label }), let written = parameter.type else { continue }
                return SwiftTypeIndex.bare(written)
            }
        }
        return nil
    }

    /// `value` as an argument of type `type`: `.blue50` is `Studio.blue50` when `Studio` is a
    /// palette namespace; a case of any other type that is not a colour (`.white` of an app's
    /// enum) is unsupported rather than read as the colour type's member.
    func typed(_ value: SwiftExpression, as type: String?) -> SwiftExpression {
        guard let type, !Self.colorTypes.contains(type), case .implicitMember(let name, let location) = value else { return value }
        if paletteNamespaces.contains(type) { return .member(.name(type, location), name, location) }
        // An asset symbol (`init(light: ColorResource, dark: ColorResource)`): its colour set.
        if type == "ColorResource" {
            return .call(.name("UIColor", location), [SwiftArgument(label: "resource", value: value)], location)
        }
        return .unsupported("'.\(name)', a case of '\(type)'", location)
    }

    /// `.shade(…)`, `shade(…)`, `Color.shade(…)`.
    static func helperName(_ callee: SwiftExpression) -> String? {
        switch callee {
        case .implicitMember(let name, _) where name != "init": name
        case .name(let name, _) where name.first?.isLowercase == true: name
        case .member(.name(_, _), let name, _) where name != "init": name
        default: nil
        }
    }

    /// An argument that is a colour rather than a number or a string (`Color(.base80)`).
    private func passesColor(_ value: SwiftExpression) -> Bool {
        switch value {
        case .integer, .decimal, .string, .arithmetic, .array: return false
        case .implicitMember(let name, _):
            return colorTypeConstants[name] != nil || Self.namedColors[name] != nil || SystemColors.uiKitMember(name) != nil
        case .member(.name("ColorResource", _), _, _): return false
        default: return true
        }
    }

    private func follow(_ body: SwiftExpression, of call: SwiftExpression, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        guard helperDepth < Self.maxHelperDepth else {
            return unsupported(
                "'\(call.summary)', helpers that call helpers more than \(Self.maxHelperDepth) deep", at: call.location, owner: owner,
                diagnostics: &diagnostics)
        }
        var inner = self
        inner.helperDepth += 1
        return inner.value(body, owner: owner, diagnostics: &diagnostics)
    }

    /// `x.opacity(0.3)`: SwiftUI multiplies the alpha of `x` (where `withAlphaComponent` replaces it).
    private func opacity(
        _ base: SwiftExpression, _ args: [SwiftArgument], of expression: SwiftExpression, owner: String,
        diagnostics: inout Diagnostics
    ) -> RawValue {
        let here = expression.location
        guard args.count == 1, args[0].label == nil, let factor = helpers.number(args[0].value), (0...1).contains(factor) else {
            return unsupported(
                "'\(expression.summary)'", hint: "it reads opacity with a number from 0 to 1", at: here, owner: owner,
                diagnostics: &diagnostics)
        }
        switch color(base, owner: owner, diagnostics: &diagnostics) {
        case .literal(let c, _): return .literal(c.with(alpha: c.alpha * factor), here)
        case .colorObject(var object, _):
            object.alpha *= factor
            return .colorObject(object, here)
        case .withAlpha(let ref, let alpha, let l): return .withAlpha(ref, alpha: alpha * factor, l)
        case .reference(let ref, let l):
            guard case .palette(let name) = ref, let alpha = paletteAlphas[name] else {
                return unsupported(
                    "'\(expression.summary)', the opacity of a colour whose alpha themebook cannot find",
                    hint: "it multiplies the alpha of palette colours and literal colours", at: here, owner: owner,
                    diagnostics: &diagnostics)
            }
            return .withAlpha(ref, alpha: alpha * factor, l)
        case .gradient:
            return unsupported("opacity on a gradient", at: here, owner: owner, diagnostics: &diagnostics)
        case let other:
            return other
        }
    }

    /// The alpha a raw value gives, when it is known without resolving (a literal, an alpha of
    /// its own, or a palette colour whose alpha is known).
    func alpha(of value: RawValue) -> Double? {
        switch value {
        case .literal(let c, _): c.alpha
        case .colorObject(let object, _): object.alpha
        case .withAlpha(_, let alpha, _): alpha
        case .reference(.palette(let name), _): paletteAlphas[name]
        default: nil
        }
    }
}
