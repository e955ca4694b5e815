/// A type declaration — `struct`, `class`, `enum`, `protocol`, `extension` or `actor` — with
/// the members themebook reads. For an extension, `name` is the extended type.
struct SwiftTypeDeclaration: Sendable {
    enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `extension`, actor
    }

    var kind: Kind
    var name: String
    /// Where the name is written.
    var location: SourceLocation
    /// The names in the inheritance clause (`ThemeColourPalette`, `Sendable`…).
    var inherited: [String] = []
    var members: [SwiftMember] = []
    /// The comments right before the declaration (`// Icon size 24x24`, doc comments).
    var comments: [SwiftComment] = []

    var properties: [SwiftProperty] {
        members.compactMap { if case .property(let p) = $0 { p } else { nil } }
    }

    func property(named name: String) -> SwiftProperty? { properties.first { $0.name == name } }
}

/// One member of a type body (or one top-level declaration of a file).
enum SwiftMember: Sendable {
    case type(SwiftTypeDeclaration)
    case property(SwiftProperty)
    case enumCase(SwiftEnumCase)
    case function(SwiftFunction)
    /// A declaration themebook does not read (`init`, `typealias`, `#if`…), by its first word.
    case other(String, SourceLocation, comments: [SwiftComment])

    var comments: [SwiftComment] {
        switch self {
        case .type(let t): t.comments
        case .property(let p): p.comments
        case .enumCase(let c): c.comments
        case .function(let f): f.comments
        case .other(_, _, let comments): comments
        }
    }
}
