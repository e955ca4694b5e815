/// Reads the token protocol: `var name: UIColor { get }` and `var name: Gradient { get }`
/// requirements, grouped into categories by `// MARK: - Category` comments. Doc comments become
/// descriptions; `@available(*, deprecated, message: "…")` marks a token deprecated.
enum SwiftProtocolReader {
    static let defaultCategory = "Tokens"

    struct Result {
        var name: String
        var declarations: [TokenDeclaration]
        /// The tokens are a class's colour members, which its subclasses override
        /// (`tokenClass(in:among:)`), not a protocol's requirements.
        var isClass = false
    }

    static func tokenType(_ annotation: String?) -> TokenType? {
        // `UIKit.UIColor`, `Common.Gradient`: module-qualified names are the same types; SwiftUI's
        // `Color` and AppKit's `NSColor` are colours too, and an optional one (`UIColor?`) is one
        // that some themes leave out (`nil`).
        guard var bare = annotation.map(SwiftTypeIndex.bare) else { return nil }
        while bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
        switch bare {
        case "UIColor", "Color", "NSColor": return .color
        case "Gradient": return .gradient
        default: return nil
        }
    }

    /// Whether the file declares a token protocol (a protocol with a colour requirement).
    static func declaresTokens(_ file: SwiftSourceFile) -> Bool {
        file.allTypes.contains { type in type.kind == .protocol && type.properties.contains { tokenType($0.type) != nil } }
    }

    /// Without a token protocol, the root of a hierarchy of theme classes: a class of `file`, named
    /// as theming is (`namesTheming`), with colour members (`var background: UIColor { … }`, annotated) that a subclass in `files`
    /// overrides (`class DarkTheme: LightTheme { override var background: UIColor { … } }`), and
    /// that inherits from no other such class. Its colour members are the tokens; it and each of
    /// its subclasses are a theme, it only when it gives every token a value (not an abstract
    /// base whose members call `fatalError`).
    static func tokenClass(in file: SwiftSourceFile, among files: [SwiftSourceFile]) -> SwiftTypeDeclaration? {
        func colours(_ type: SwiftTypeDeclaration) -> Bool { type.properties.contains { !$0.isStatic && tokenType($0.type) != nil } }
        let classes = file.allTypes.filter { $0.kind == .class && colours($0) }
        guard !classes.isEmpty else { return nil }
        // Every class of the files by name → its first inherited name (its superclass, if a class).
        var superclass: [String: String] = [:]
        var overriding: [String] = []
        for other in files {
            for type in other.allTypes where type.kind == .class {
                if superclass[type.name] == nil, let first = type.inherited.first { superclass[type.name] = SwiftTypeIndex.bare(first) }
                if type.properties.contains(where: { $0.modifiers.contains("override") && tokenType($0.type) != nil }) {
                    overriding.append(type.name)
                }
            }
        }
        // The classes some subclass overrides a colour of (each chain walked once, not per candidate).
        var overridden = Set<String>()
        for name in overriding {
            var current = superclass[name]
            for _ in 0..<SwiftTypeIndex.maxHierarchyDepth {
                guard let next = current, overridden.insert(next).inserted else { break }
                current = superclass[next]
            }
        }
        let colourClassNames = Set(files.flatMap { $0.allTypes.filter { $0.kind == .class && colours($0) }.map(\.name) })
        return classes.first { candidate in
            Self.namesTheming(candidate.name) && overridden.contains(candidate.name)
                && !(superclass[candidate.name].map(colourClassNames.contains) ?? false)
        }
    }

    /// A class name that says it is theming (`BaseTheme`, `AppPalette`, `ColorScheme`, `Skin`): a
    /// view controller whose subclasses override its `backgroundColor` is no theme.
    static func namesTheming(_ name: String) -> Bool {
        ["Theme", "Palette", "Color", "Colour", "Appearance", "Skin", "Style"].contains { name.contains($0) }
    }

    /// Whether the token class `type` gives each of its tokens a value: a getter or an initial
    /// value that is not `fatalError(…)` or `preconditionFailure(…)`.
    static func isConcrete(_ type: SwiftTypeDeclaration) -> Bool {
        type.properties.allSatisfy { property in
            guard !property.isStatic, tokenType(property.type) != nil else { return true }
            switch property.value {
            case nil: return false
            case .call(.name(let callee, _), _, _)?: return !["fatalError", "preconditionFailure"].contains(callee)
            default: return true
            }
        }
    }

    static func read(_ file: SwiftSourceFile, among files: [SwiftSourceFile] = [], diagnostics: inout Diagnostics) -> Result? {
        let candidates = file.allTypes.filter { type in
            type.kind == .protocol && type.properties.contains { tokenType($0.type) != nil }
        }
        if candidates.isEmpty, let tokenClass = tokenClass(in: file, among: [file] + files) {
            return classTokens(tokenClass, diagnostics: &diagnostics)
        }
        guard let chosen = candidates.first else {
            diagnostics.error(
                "swift-missing",
                "no token protocol found in '\(file.path)'; expected a protocol with requirements like 'var layer1: UIColor { get }'",
                at: SourceLocation(file: file.path, line: 1, column: 1))
            return nil
        }
        for other in candidates.dropFirst() {
            diagnostics.append(
                Diagnostic(
                    .note, "swift-skipped",
                    "protocol '\(other.name)' is not read; the token protocol is '\(chosen.name)', the first in the file",
                    at: other.location))
        }
        var declarations: [TokenDeclaration] = []
        var seen: [String: SourceLocation] = [:]
        var category = defaultCategory
        for member in chosen.members {
            if let mark = member.comments.compactMap(\.markName).last { category = mark }
            switch member {
            case .property(let property):
                guard let type = tokenType(property.type), !property.isStatic else {
                    diagnostics.append(
                        Diagnostic(
                            .note, "swift-skipped",
                            "requirement '\(property.name)'\(property.type.map { " of type '\($0)'" } ?? "") is not a token; "
                                + "tokens are 'var name: UIColor { get }' or 'var name: Gradient { get }'",
                            at: property.location))
                    continue
                }
                if let first = seen[property.name] {
                    diagnostics.error(
                        "duplicate-token", "token '\(property.name)' is declared twice", at: property.location,
                        notes: [.init("first declared here", at: first)])
                    continue
                }
                seen[property.name] = property.location
                declarations.append(
                    TokenDeclaration(
                        name: property.name, category: category, type: type, description: documentation(property.comments),
                        deprecated: deprecation(property.attributes), location: property.location))
            case .other(let word, let location, _) where word.hasPrefix("#if"):
                diagnostics.warning(SwiftSourceLoader.conditionalID, SwiftSourceLoader.conditionalMessage, at: location)
            case .function(let function):
                let kind = ["init", "subscript"].contains(function.name) ? "'\(function.name)'" : "function '\(function.name)'"
                diagnostics.append(
                    Diagnostic(
                        .note, "swift-skipped",
                        "requirement \(kind) is not a token; tokens are 'var name: UIColor { get }' or 'var name: Gradient { get }'",
                        at: function.location))
            case .other(let word, let location, _) where word == "associatedtype" || word == "typealias":
                diagnostics.append(
                    Diagnostic(
                        .note, "swift-skipped",
                        "'\(word)' requirement is not a token; tokens are 'var name: UIColor { get }' or 'var name: Gradient { get }'",
                        at: location))
            default:
                break
            }
        }
        return Result(name: chosen.name, declarations: inCategoryOrder(declarations))
    }

    /// The token class's colour members, in order, grouped by `// MARK: -` comments; its other
    /// members are the class's own business.
    private static func classTokens(_ type: SwiftTypeDeclaration, diagnostics: inout Diagnostics) -> Result {
        var declarations: [TokenDeclaration] = []
        var seen = Set<String>()
        var category = defaultCategory
        for member in type.members {
            if let mark = member.comments.compactMap(\.markName).last { category = mark }
            guard case .property(let property) = member, !property.isStatic, let tokenType = tokenType(property.type),
                seen.insert(property.name).inserted
            else { continue }
            declarations.append(
                TokenDeclaration(
                    name: property.name, category: category, type: tokenType, description: documentation(property.comments),
                    deprecated: deprecation(property.attributes), location: property.location))
        }
        return Result(name: type.name, declarations: inCategoryOrder(declarations), isClass: true)
    }

    /// Categories cannot repeat in a token list; listing each category once keeps both inputs equal.
    static func inCategoryOrder(_ declarations: [TokenDeclaration]) -> [TokenDeclaration] {
        var rank: [String: Int] = [:]
        for d in declarations where rank[d.category] == nil { rank[d.category] = rank.count }
        return declarations.enumerated()
            .sorted { (rank[$0.element.category]!, $0.offset) < (rank[$1.element.category]!, $1.offset) }
            .map(\.element)
    }

    /// The doc comment (`///` lines or `/** */`) right before a declaration, as one paragraph.
    static func documentation(_ comments: [SwiftComment]) -> String? {
        let docs = comments.reversed().prefix { $0.isDoc }.reversed()
        let lines = docs.flatMap { comment -> [String] in
            comment.body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var text = line.trimmingSpaces
                if comment.kind == .docBlock, text.hasPrefix("*") { text = String(text.dropFirst()).trimmingSpaces }
                return text
            }
        }
        let text = lines.filter { !$0.isEmpty }.joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    /// `@available(*, deprecated, message: "Use layer2")` → "Use layer2"; `@available(*, deprecated)` → "".
    static func deprecation(_ attributes: [SwiftAttribute]) -> String? {
        for attribute in attributes where attribute.name == "available" {
            let args = attribute.arguments
            guard args.contains(where: { $0.isWord("deprecated") }) else { continue }
            for (i, t) in args.enumerated() where (t.isWord("message") || t.isWord("renamed")) && i + 2 < args.count {
                if args[i + 1].isPunctuation(":"), args[i + 2].kind == .string {
                    return t.text == "renamed" ? "renamed to '\(args[i + 2].text)'" : args[i + 2].text
                }
            }
            return ""
        }
        return nil
    }
}
