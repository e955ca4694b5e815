/// A `func`, `init`, `deinit` or `subscript`; only its name, return type and body range are kept.
struct SwiftFunction: Sendable {
    var name: String
    var location: SourceLocation
    var returnType: String?
    /// Token range between the body's braces; nil for a requirement without a body.
    var body: Range<Int>?
    var comments: [SwiftComment] = []
}

/// `case dark`, `case privateMode = "private"`.
struct SwiftEnumCase: Sendable {
    var name: String
    var location: SourceLocation
    var rawValue: SwiftExpression?
    var comments: [SwiftComment] = []
}
