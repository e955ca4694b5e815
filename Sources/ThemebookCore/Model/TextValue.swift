/// A resolved value that is not a colour or a gradient: a dimension, duration, number, font
/// family or weight, cubic Bézier, stroke style, border, transition, shadow or typography.
///
/// The catalogue's focus is colour, so these are documented as text: `display` is a CSS-like
/// rendering (`16px`, `200ms`, `0 1px 2px 0 #00000033`, `600 16px/1.5 Inter, sans-serif`), and
/// `colors` are the colours inside a composite (a shadow's, a border's), for small swatches.
public struct TextValue: Sendable, Hashable {
    public var type: TokenType
    /// The value's structure, every alias inside already resolved.
    public var part: ValuePart
    /// Aliases followed to reach the value, outermost first.
    public var chain: [ChainStep]

    public init(type: TokenType, part: ValuePart, chain: [ChainStep] = []) {
        self.type = type
        self.part = part
        self.chain = chain
    }

    /// The CSS-like text of the value.
    public var display: String { ValueText.display(part, as: type) }

    /// The colours inside, in the order they are written.
    public var colors: [ResolvedColor] { part.colors }
}

/// A piece of a non-colour value: numbers, words, colours, lists and objects of named
/// sub-values. A dimension is the object `{value, unit}`, a shadow the object of its five
/// sub-values, a layered shadow a list of them; the type that gives it meaning is the token's
/// (or, for a sub-value, the one its composite's schema names).
public indirect enum ValuePart: Sendable, Hashable {
    case number(Double)
    case text(String)
    case bool(Bool)
    case color(ResolvedColor)
    case list([ValuePart])
    case object([Field])

    public struct Field: Sendable, Hashable {
        public var name: String
        public var value: ValuePart

        public init(_ name: String, _ value: ValuePart) {
            self.name = name
            self.value = value
        }
    }

    /// The sub-value named `name` of an object.
    public subscript(name: String) -> ValuePart? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.name == name }?.value
    }

    var colors: [ResolvedColor] {
        switch self {
        case .color(let c): [c]
        case .list(let items): items.flatMap(\.colors)
        case .object(let fields): fields.flatMap(\.value.colors)
        case .number, .text, .bool: []
        }
    }
}

extension TokenType {
    /// Colour and gradient: the types the catalogue draws as swatches and measures for contrast.
    public var isColor: Bool { self == .color || self == .gradient }

    /// The DTCG type names, for suggestions.
    static let names = allCases.filter { $0 != .other }.map(\.rawValue)

    /// How deeply a type nests others: a sub-value's type always ranks below its composite's, so
    /// following sub-value aliases always ends (shadows in a layered shadow rank equal, and are
    /// bounded separately).
    var rank: Int {
        switch self {
        case .color, .dimension, .duration, .number, .fontFamily, .fontWeight, .cubicBezier, .other: 0
        case .strokeStyle: 1
        case .border, .transition, .typography, .gradient: 2
        case .shadow: 3
        }
    }
}
