/// A JSON value that remembers where it was written, so every diagnostic about token files
/// can point at an exact line and column.
public struct JSONNode: Sendable {
    // Not `indirect`: arrays and objects already hold their children on the heap, and a box
    // per node was one allocation and one release per value of every token file.
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double, literal: String)
        case string(String)
        case array([JSONNode])
        /// Members in source order (duplicates are reported by the parser and the last one kept).
        case object([Member])
    }

    public struct Member: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONNode
    }

    public var value: Value
    public var location: SourceLocation

    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public func member(_ key: String) -> Member? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    public var members: [Member]? {
        if case .object(let m) = value { return m }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let a) = value { return a }
        return nil
    }

    public var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    public var number: Double? {
        if case .number(let n, _) = value { return n }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let b) = value { return b }
        return nil
    }

    /// A short name of the value's kind for messages: "a string", "an object"…
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
