/// A template that cannot be parsed or rendered, located at the offending tag.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Stable identifier: `template-syntax`, `template-unknown-name`,
    /// `template-unknown-partial`, `template-unknown-parent`, `template-recursion` or `template-too-large`.
    public var id: String
    /// Terse, names the item first, no trailing period.
    public var message: String
    /// The name of the template holding the tag (usually its file path).
    public var template: String
    /// 1-based line of the tag's opening delimiter.
    public var line: Int
    /// 1-based column of the tag's opening delimiter, in UTF-8 bytes from the line start.
    public var column: Int

    public init(id: String, message: String, template: String, line: Int, column: Int) {
        self.id = id
        self.message = message
        self.template = template
        self.line = line
        self.column = column
    }

    public var description: String { "\(template):\(line):\(column): \(message) [\(id)]" }
}

/// Where a tag starts in its template.
struct MustachePosition: Sendable, Equatable {
    var line: Int
    var column: Int
}

extension MustacheError {
    static func syntax(
        _ message: String, id: String = "template-syntax", in template: String, at position: MustachePosition
    ) -> MustacheError {
        MustacheError(id: id, message: message, template: template, line: position.line, column: position.column)
    }

    /// The id of an error for a page past the work budget or the largest page.
    static let tooLargeID = "template-too-large"

    static func tooLarge(_ message: String, in template: String, at position: MustachePosition) -> MustacheError {
        MustacheError(
            id: tooLargeID, message: message, template: template, line: position.line, column: position.column)
    }

    static func unknownName(_ name: String, in template: String, at position: MustachePosition) -> MustacheError {
        MustacheError(
            id: "template-unknown-name", message: "'\(name)' resolves to nothing in the context",
            template: template, line: position.line, column: position.column)
    }

    static func unknownPartial(_ name: String, in template: String, at position: MustachePosition) -> MustacheError {
        MustacheError(
            id: "template-unknown-partial", message: "unknown partial '\(name)'",
            template: template, line: position.line, column: position.column)
    }

    static func unknownParent(_ name: String, in template: String, at position: MustachePosition) -> MustacheError {
        MustacheError(
            id: "template-unknown-parent", message: "unknown parent '\(name)'",
            template: template, line: position.line, column: position.column)
    }

    static func recursion(_ name: String, depth: Int, in template: String, at position: MustachePosition)
        -> MustacheError
    {
        MustacheError(
            id: "template-recursion", message: "'\(name)' nests partials or parents more than \(depth) levels deep",
            template: template, line: position.line, column: position.column)
    }
}
