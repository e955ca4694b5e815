/// A declaration of a Kotlin file, as far as theming code needs it.
enum KotlinDeclaration: Sendable {
    case type(KotlinType)
    case property(KotlinProperty)
    case function(KotlinFunction)
}

/// What comments say about a declaration: a heading above it (`// Layers`, a one-line comment
/// followed by a blank line) and its description (the comments right above it).
struct KotlinDocs: Sendable, Hashable {
    var heading: String?
    var description: String?
}

/// A class, interface, object or enum class.
struct KotlinType: Sendable {
    enum Kind: Sendable { case `class`, interface, object, `enum` }
    var kind: Kind
    var name: String
    var modifiers: [String]
    var location: SourceLocation
    var constructor: [KotlinParameter]
    var members: [KotlinDeclaration]
    /// The entries of an enum class, in order.
    var entries: [KotlinEnumEntry]
    var docs: KotlinDocs

    var isData: Bool { modifiers.contains("data") }

    var properties: [KotlinProperty] {
        members.compactMap { if case .property(let p) = $0 { p } else { nil } }
    }

    var functions: [KotlinFunction] {
        members.compactMap { if case .function(let f) = $0 { f } else { nil } }
    }

    var types: [KotlinType] {
        members.compactMap { if case .type(let t) = $0 { t } else { nil } }
    }
}

/// A parameter of a constructor or a function: `val layer1: Color = PhotonColors.Blue50`.
struct KotlinParameter: Sendable {
    var name: String
    /// The type as written, without spaces (`Color`, `androidx.compose.ui.graphics.Color`, `Color?`).
    var type: String
    /// Declared `val` or `var` (a constructor parameter that is also a property).
    var isProperty: Bool
    var defaultValue: KotlinExpression?
    var location: SourceLocation
    var docs: KotlinDocs

    /// Whether the type is Compose's `Color` (not nullable).
    var isColor: Bool { Self.isColor(type) }

    /// Whether a type as written is Compose's `Color` (not nullable).
    static func isColor(_ type: String) -> Bool { type == "Color" || type.hasSuffix(".Color") }
}

/// A `val` or `var`, at the top level, in a type or in a function body.
struct KotlinProperty: Sendable {
    var name: String
    var isVar: Bool
    var type: String?
    var initializer: KotlinExpression?
    /// `by mutableStateOf(layer1)`.
    var delegate: KotlinExpression?
    /// `get() = expression`.
    var getter: KotlinExpression?
    var modifiers: [String]
    var location: SourceLocation
    var docs: KotlinDocs
    /// An extension property's receiver (`Colors` of `val Colors.textSecondary: Color`).
    var receiver: String? = nil

    /// Declared as Compose's `Color`.
    var isColor: Bool { type.map(KotlinParameter.isColor) ?? false }
}

/// A function: its parameters and its body, kept as a token range that readers look inside.
struct KotlinFunction: Sendable {
    var name: String
    var parameters: [KotlinParameter]
    /// The tokens between the body's braces; empty for an expression body or none.
    var body: Range<Int>
    var expressionBody: KotlinExpression?
    var location: SourceLocation
}

struct KotlinEnumEntry: Sendable {
    var name: String
    var location: SourceLocation
    /// What the entry passes to the enum's constructor: `Light(Color.White, text = Ink)`.
    var arguments: [KotlinArgument] = []
    /// The declarations of its body: `Dark { override val link = Color.White }`.
    var members: [KotlinDeclaration] = []

    var properties: [KotlinProperty] {
        members.compactMap { if case .property(let p) = $0 { p } else { nil } }
    }
}
