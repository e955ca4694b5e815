/// A non-colour value as written, before its aliases are resolved (`ValuePart` once resolved).
public indirect enum RawPart: Sendable, Hashable {
    case number(Double)
    case text(String)
    case bool(Bool)
    /// A colour sub-value (a shadow's or a border's colour): a literal or an alias, as
    /// `ValueParser.color` reads it.
    case color(RawValue)
    case list([RawPart])
    case object([RawField])
    /// `"{size.200}"` where a sub-value of `type` is expected: the whole value of that token.
    case alias(Reference, TokenType, SourceLocation)
    /// `{"$ref": "#/base/text/$value/fontFamily"}`: the part of a token's value at `path`
    /// (empty: the whole value), expected to be of `type` (nil: a number or a word, such as a
    /// dimension's `value` or `unit`).
    case pointer(Reference, path: [String], TokenType?, SourceLocation)
}

public struct RawField: Sendable, Hashable {
    public var name: String
    public var value: RawPart

    public init(_ name: String, _ value: RawPart) {
        self.name = name
        self.value = value
    }
}
