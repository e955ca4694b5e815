/// A `func`, `init`, `deinit` or `subscript`: its name, parameters, return type and body range,
/// and what the body computes when it is a form themebook reads (`SwiftFunctionBody`).
struct SwiftFunction: Sendable {
    var name: String
    var location: SourceLocation
    var returnType: String?
    /// Token range between the body's braces; nil for a requirement without a body.
    var body: Range<Int>?
    var comments: [SwiftComment] = []
    /// `static func`, `class func`.
    var isStatic = false
    var parameters: [SwiftParameter] = []
    /// The body read as a value or as assignments; nil when it is neither (or not read).
    var statements: SwiftFunctionBody?

    /// The argument labels a call must write (`nil` for `_`), in order.
    var labels: [String?] { parameters.map(\.label) }

    /// Whether a call with these labels can call this function (parameters with a default may
    /// be left out).
    func accepts(_ labels: [String?]) -> Bool {
        var given = labels[...]
        for parameter in parameters {
            if let next = given.first, next == parameter.label {
                given.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return given.isEmpty
    }
}

/// `_ hex: Int`, `light lightColor: UIColor`, `alpha: CGFloat = 1`.
struct SwiftParameter: Sendable {
    /// The argument label; nil for `_`.
    var label: String?
    /// The name the body uses.
    var name: String
    /// The type as written, without spaces and attributes (`UIColor`, `Double`).
    var type: String?
    var defaultValue: SwiftExpression?
}

/// What a function body does, in the forms themebook reads.
enum SwiftFunctionBody: Sendable {
    /// One value: `{ .black.opacity(percent) }`, `{ return x }`, `if`/`switch` returning values.
    case value(SwiftExpression)
    /// An initializer's `self.name = value` statements, in order (other statements are skipped).
    case assignments([SwiftAssignment])
    /// A method's assignments on each side of a choice on the appearance (`if isDarkMode { … }
    /// else { … }`), at the `if`.
    case appearanceBranches(dark: [SwiftAssignment], light: [SwiftAssignment], SourceLocation)
}

/// `self.backgroundColor = UIColor(rgb: 0x000000)` in an initializer.
struct SwiftAssignment: Sendable {
    var name: String
    /// Where the assigned name is written.
    var location: SourceLocation
    var value: SwiftExpression
}

/// One clause of a `switch` read as a value: `case .a, .b: return x`, or `default:` (no names).
struct SwiftSwitchCase: Sendable {
    /// The case names matched (`.a` → `a`); empty for `default`.
    var names: [String]
    /// Where each name is written.
    var locations: [SourceLocation]
    var value: SwiftExpression
}

/// `case dark`, `case privateMode = "private"`.
struct SwiftEnumCase: Sendable {
    var name: String
    var location: SourceLocation
    var rawValue: SwiftExpression?
    var comments: [SwiftComment] = []
}
