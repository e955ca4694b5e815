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

    /// What the property evaluates to: its initial value or its getter's expression. A UIKit
    /// colour written by its member alone in a `UIColor` property (`var alert: UIColor = .red`)
    /// is spelt out (`UIColor.red`): UIKit's `red` is fixed, SwiftUI's `Color.red` is not.
    var value: SwiftExpression? {
        if case .computed(let e) = accessor { return typed(e) }
        return initializer.map(typed)
    }

    /// `expression` as a value of this property's type: `.red` given to a `UIColor` is `UIColor.red`.
    func typed(_ expression: SwiftExpression) -> SwiftExpression {
        if case .implicitMember(let name, let location) = expression, SwiftColorReader.uiKitFixedColors[name] != nil,
            let type, type == "UIColor" || type == "UIColor?" || type == "UIColor!"
        {
            return .member(.name("UIColor", location), name, location)
        }
        return expression
    }
}

/// `@available(*, deprecated, message: "…")`: its name and the tokens between its parentheses.
struct SwiftAttribute: Sendable {
    var name: String
    var arguments: [SwiftToken]
}
