/// A `var` or `let`, stored or computed, or a protocol requirement `var x: T { get }`.
struct SwiftProperty: Sendable {
    enum Accessor: Sendable {
        /// A stored property (with or without an initial value).
        case stored
        /// A protocol requirement: `{ get }`, `{ get set }`.
        case requirement
        /// A computed property; the expression it returns (or an unsupported marker).
        case computed(SwiftExpression)
        /// A stored property with `willSet`/`didSet` observers.
        case observed
    }

    var name: String
    var location: SourceLocation
    var isStatic = false
    var isLet = false
    var modifiers: [String] = []
    var attributes: [SwiftAttribute] = []
    /// The type annotation as written, without spaces (`UIColor`, `[String: Int]`), if any.
    var type: String?
    var initializer: SwiftExpression?
    var accessor = Accessor.stored
    /// Token range of the accessor block's contents, for readers that look inside.
    var body: Range<Int>?
    var comments: [SwiftComment] = []

    /// What the property evaluates to: its initial value or its getter's expression.
    var value: SwiftExpression? {
        if case .computed(let e) = accessor { return e }
        return initializer
    }
}

/// `@available(*, deprecated, message: "…")`: its name and the tokens between its parentheses.
struct SwiftAttribute: Sendable {
    var name: String
    var arguments: [SwiftToken]
}
