/// The data a Mustache template renders: a JSON-like tree.
public enum MustacheValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([MustacheValue])
    /// A list made item by item as it is rendered (`MustacheLazyList`); the same as `.array`
    /// of its items in every other respect.
    case lazyArray(MustacheLazyList)
    case object(MustacheObject)

    /// An object with the members of `dictionary`. Disfavoured so that a literal
    /// (`.object(["name": …])`) builds a `MustacheObject` directly instead of a dictionary first.
    @_disfavoredOverload
    public static func object(_ dictionary: [String: MustacheValue]) -> MustacheValue { .object(MustacheObject(dictionary)) }
}

extension MustacheValue {
    /// Whether a section over this value renders its content.
    ///
    /// `null`, `false`, the empty list and the empty string are falsey; everything else,
    /// including `0`, is truthy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        case .string(let text): !text.isEmpty
        case .array(let items): !items.isEmpty
        case .lazyArray(let items): !items.isEmpty
        case .int, .double, .object: true
        }
    }

    /// The member named `key` of an object; `nil` for a missing key or a non-object.
    func member(_ key: String) -> MustacheValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The identity of a shared object (`MustacheObject.isShared`); nil for anything else.
    var sharedIdentity: ObjectIdentifier? {
        guard case .object(let object) = self else { return nil }
        return object.identity
    }

    /// The text an interpolation tag renders (before escaping).
    ///
    /// Integers print without a fraction (`85`), decimals in their shortest round-trip form
    /// (`1.21`, and `2.0` as `2`); lists and objects render as nothing.
    var interpolationText: String {
        switch self {
        case .null, .array, .lazyArray, .object: ""
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): Self.format(number)
        case .string(let text): text
        }
    }

    private static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: MustacheValue...) { self = .array(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// Builds an object; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        var object = MustacheObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
