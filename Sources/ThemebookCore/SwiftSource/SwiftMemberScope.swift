/// Resolves names and member chains in a theme's palette the way Swift dispatches them, so a
/// token that forwards through a helper is read statically:
///
///     class AcmeLightPalette: AcmeThemeColourPalette {
///         var brand: AcmeBrandSemantics { AcmeLightBrand() }   // a helper object
///         var fallbackTheme: Theme { UpstreamLightTheme() }     // another theme
///         var layer1: UIColor { brand.backgroundPrimary }      // → AcmeLightBrand's value
///         var layer4: UIColor { fallbackTheme.colors.layer4 }  // → that theme's value
///     }
///     class AcmeDarkPalette: AcmeLightPalette {
///         override var brand: AcmeBrandSemantics { AcmeDarkBrand() }  // inherited tokens see this
///         override var layer2: UIColor { super.layer2.withAlphaComponent(0.5) }
///     }
///
/// `self` is the palette being documented, so an inherited token sees the subclass's overrides.
/// A token of the documented palette (or of another documented theme) stays an alias; a helper's
/// member, or a token of a theme that is not documented, is read in place (its value, with `self`
/// that object). What cannot be known statically — a helper set in an initializer, a type the
/// files do not declare, a member it lacks, a cycle — is a `swift-unsupported` warning naming the
/// form, and the token is unknown.
struct SwiftMemberScope {
    static let maxDepth = 32

    /// What the files say, shared by every scope of a load.
    struct Context: Sendable {
        var index: SwiftTypeIndex
        /// Declared token names (the protocol's requirements).
        var tokens: Set<String>
        /// Documented theme structs → theme id.
        var documented: [String: String]
        /// Every theme struct the files define, documented or not.
        var themeStructs: Set<String>
    }

    /// An instance whose members can be looked up.
    struct Object {
        var type: String
        /// The documented theme this object is the palette (or the theme struct) of.
        var theme: String?
        /// For `super`: look members up above this class.
        var above: String?
    }

    enum Resolved {
        case object(Object)
        case value(RawValue)
        /// A type name (before `()`).
        case type(String)
        /// Not a member chain this scope reads; the colour reader goes on.
        case notMine
    }

    var context: Context
    /// The dynamic type of `self`.
    var selfType: String
    /// The type whose body holds the expression (for `super`).
    var declaringType: String
    /// The documented theme `self` is the palette of; nil inside a helper or an undocumented theme.
    var theme: String?
    /// The theme being read, whose own tokens are plain aliases.
    var currentTheme: String
    /// Members being read, outermost first (`Type.member`), to catch cycles.
    var stack: [String] = []
    /// Helper members read for this token so far, shared by the scopes it makes (a reference:
    /// each inner scope is a copy of this one).
    var reads = ReadCount()

    /// How many helper members one token may read: members that each read the next twice
    /// double at each level, and 22 levels took 21 s and 2.3 GB.
    static let maxReads = 10_000

    /// A count shared by a scope and its copies; one token is read on one thread.
    final class ReadCount {
        var value = 0
    }

    // MARK: - Resolving

    /// The value of `expression` when it is a member chain this scope reads, else nil.
    func value(of expression: SwiftExpression, reader: SwiftColorReader, owner: String, diagnostics: inout Diagnostics) -> RawValue? {
        guard Self.isShallow(expression) else { return nil }
        switch resolve(expression, reader: reader, owner: owner, diagnostics: &diagnostics) {
        case .value(let v): return v
        case .object(let o):
            return unsupported(
                "'\(expression.summary)', an instance of '\(o.type)' rather than a colour", at: expression.location, owner: owner,
                diagnostics: &diagnostics)
        case .type, .notMine: return nil
        }
    }

    /// `asBase`: the expression is the base of a member access or a call, where a name that is
    /// no member may be a namespace (`AcmeColors.Blue50`) or a type the colour reader knows.
    func resolve(
        _ expression: SwiftExpression, reader: SwiftColorReader, owner: String, asBase: Bool = false,
        diagnostics: inout Diagnostics
    ) -> Resolved {
        switch expression {
        case .name("self", _), .name("Self", _):
            return .object(Object(type: selfType, theme: theme))
        case .name("super", _):
            return .object(Object(type: selfType, theme: theme, above: declaringType))
        case .name(let name, let location):
            if context.index.lookup(name, in: selfType) != nil {
                return member(name, of: Object(type: selfType, theme: theme), at: location, reader: reader, owner: owner, diagnostics: &diagnostics)
            }
            if context.index.declares(name) { return .type(name) }
            if !asBase, theme == nil, context.index.declares(selfType), !["true", "false", "nil"].contains(name) {
                // Inside a helper, a bare name can only be the helper's own member.
                return .value(missing(name, in: selfType, at: location, owner: owner, diagnostics: &diagnostics))
            }
            return .notMine
        case .member(.call(.name(let name, _), let args, _), "colors", _) where args.isEmpty && !context.themeStructs.contains(name):
            return .notMine  // `NotATheme().colors.x`: reported by the colour reader as an unknown theme
        case .member(let base, let name, let location):
            switch resolve(base, reader: reader, owner: owner, asBase: true, diagnostics: &diagnostics) {
            case .object(let o): return member(name, of: o, at: location, reader: reader, owner: owner, diagnostics: &diagnostics)
            case .type(let t) where name == "init": return .type(t)
            case .notMine where context.index.declares(name):
                // `Common.LightTheme`: a type qualified by its module.
                if case .name(let module, _) = base, module.first?.isUppercase == true, context.index.lookup(module, in: selfType) == nil {
                    return .type(name)
                }
                return .notMine
            case .value(.invalid(let l)): return .value(.invalid(l))
            default: return .notMine
            }
        case .call(let callee, let args, _) where args.isEmpty:
            switch resolve(callee, reader: reader, owner: owner, asBase: true, diagnostics: &diagnostics) {
            case .type(let t): return .object(Object(type: t, theme: context.documented[t]))
            case .value(.invalid(let l)): return .value(.invalid(l))
            case .notMine:
                // `AcmeMissingBrand()`: an instance of a type no configured file declares.
                guard case .name(let name, let location) = callee, name.first?.isUppercase == true,
                    !["UIColor", "Gradient"].contains(name), !context.themeStructs.contains(name)
                else { return .notMine }
                return .value(
                    unsupported(
                        "an instance of '\(name)', a type the configured Swift files do not declare", at: location, owner: owner,
                        diagnostics: &diagnostics))
            default: return .notMine
            }
        default:
            return .notMine
        }
    }

    /// `object.name`.
    private func member(
        _ name: String, of object: Object, at location: SourceLocation, reader: SwiftColorReader, owner: String,
        diagnostics: inout Diagnostics
    ) -> Resolved {
        let index = context.index
        guard let (property, declaredIn) = index.lookup(name, in: object.type, above: object.above) else {
            // A token the documented palette lacks stays an alias, reported by Check as unknown.
            if object.theme != nil, object.theme == theme, object.type == selfType, object.above == nil { return .notMine }
            if !index.declares(object.type), !index.isProtocol(object.type) {
                return .value(
                    unsupported(
                        "'\(name)' of '\(object.type)', a type the configured Swift files do not declare", at: location,
                        owner: owner, diagnostics: &diagnostics))
            }
            // `super.x`: name the superclass, where Swift looked.
            let looked = object.above.flatMap(index.superclass(of:)) ?? object.type
            return .value(missing(name, in: looked, at: location, owner: owner, diagnostics: &diagnostics))
        }
        let isThemeStruct = context.themeStructs.contains(object.type)
        if let id = object.theme, !isThemeStruct, object.above == nil, isToken(property) {
            return .value(.reference(.token(name, theme: id == currentTheme ? nil : id), location))
        }
        let key = "\(declaredIn).\(name)"
        reads.value += 1
        guard reads.value <= Self.maxReads else {
            return .value(
                unsupported(
                    "more than \(Self.maxReads) reads of helper members for one token, at '\(name)' of '\(object.type)' (members that each read the next twice double at each level)",
                    at: location, owner: owner, diagnostics: &diagnostics))
        }
        if stack.contains(key) || stack.count >= Self.maxDepth {
            let path = (stack + [key]).joined(separator: " → ")
            return .value(
                unsupported(
                    stack.contains(key) ? "a cycle of helper members (\(path))" : "helper members nested more than \(Self.maxDepth) deep",
                    at: location, owner: owner, diagnostics: &diagnostics))
        }
        guard let expression = property.value else {
            return .value(
                unsupported(
                    "'\(name)' of '\(object.type)', which has no value themebook can read (it is set in an initializer or not at all)",
                    at: location, owner: owner, diagnostics: &diagnostics))
        }
        var inner = self
        inner.selfType = object.type
        inner.declaringType = declaredIn
        // A theme struct's members lead to its palette, which is then that theme's palette.
        inner.theme = isThemeStruct ? nil : object.theme
        inner.stack.append(key)
        var result =
            Self.isShallow(expression) ? inner.resolve(expression, reader: reader, owner: owner, diagnostics: &diagnostics) : .notMine
        if case .notMine = result {
            var innerReader = reader
            innerReader.scope = inner
            result = .value(innerReader.value(expression, owner: owner, diagnostics: &diagnostics))
        } else if case .type(let t) = result {
            return .value(
                unsupported("'\(name)' of '\(object.type)', which is the type '\(t)' itself", at: location, owner: owner, diagnostics: &diagnostics))
        }
        if isThemeStruct, case .object(var o) = result, o.theme == nil {
            o.theme = object.theme
            result = .object(o)
        }
        return result
    }

    /// The longest member chain read (`a.b.c…`): resolving recurses once per link, so hostile
    /// input with thousands of links is left to the colour reader, which reports it.
    static let maxChain = 64

    /// Whether the chain of bases under `expression` is at most `maxChain` links; counted in a loop.
    static func isShallow(_ expression: SwiftExpression) -> Bool {
        var current = expression
        for _ in 0..<maxChain {
            switch current {
            case .member(let base, _, _), .call(let base, _, _): current = base
            default: return true
            }
        }
        return false
    }

    /// A member that is a token of a theme palette, not a helper (the rule `SwiftThemeReader` uses).
    func isToken(_ property: SwiftProperty) -> Bool {
        if context.tokens.contains(property.name) { return true }
        let isPrivate = property.modifiers.contains("private") || property.modifiers.contains("fileprivate")
        return !isPrivate && (property.type == nil || SwiftProtocolReader.tokenType(property.type) != nil)
            && !Self.isHelperInstance(property, index: context.index)
    }

    /// `let brand = AcmeBrandSemantics()`: a member without annotation holding an instance of a
    /// type the files declare is a helper, not a token.
    static func isHelperInstance(_ property: SwiftProperty, index: SwiftTypeIndex) -> Bool {
        guard property.type == nil else { return false }
        switch property.value {
        case .call(.name(let name, _), let args, _)?, .call(.member(.name(let name, _), "init", _), let args, _)?:
            return args.isEmpty && index.declares(name)
        default:
            return false
        }
    }

    // MARK: - Diagnostics

    private func missing(_ name: String, in type: String, at location: SourceLocation, owner: String, diagnostics: inout Diagnostics) -> RawValue {
        unsupported(
            "'\(name)', which '\(type)' does not declare", at: location, owner: owner,
            suggestion: context.index.closestMember(to: name, of: type), diagnostics: &diagnostics)
    }

    private func unsupported(
        _ what: String, at location: SourceLocation, owner: String, suggestion: String? = nil, diagnostics: inout Diagnostics
    ) -> RawValue {
        diagnostics.warning(
            SwiftColorReader.unsupportedID,
            "'\(owner)' forwards to \(what); its value is shown as unknown", at: location, suggestion: suggestion)
        return .invalid(location)
    }
}
