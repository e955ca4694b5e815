/// One element of a parsed template. Standalone-line whitespace has already been removed
/// and block content already dedented, so rendering only walks the tree.
///
/// The payloads are immutable classes, so walking the tree copies one reference per node.
enum MustacheNode: Sendable {
    case text(MustacheText)
    case variable(MustacheVariable)
    case section(MustacheSection)
    case partial(MustachePartial)
    case parent(MustacheParent)
    case block(MustacheBlock)
}

/// A name as written in a tag: `.` or a dotted path such as `page.title`.
struct MustacheName: Sendable, CustomStringConvertible {
    /// Empty for the implicit iterator `.`.
    let components: [String]
    /// Each component's `MustacheObject.tag`, computed once here rather than at every lookup.
    let tags: [UInt64]
    let description: String
    /// The first component and its tag, kept apart: nearly every name has one component, and a
    /// lookup reads these without touching the arrays ("" and 0 for `.`).
    let first: String
    let firstTag: UInt64

    init(_ written: String) {
        description = written
        components =
            written == "." ? [] : written.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        tags = components.map(MustacheObject.tag)
        first = components.first ?? ""
        firstTag = tags.first ?? 0
    }
}

/// The name of a partial or parent: fixed (`{{> header}}`) or looked up in the context
/// (`{{> *layout}}`).
enum MustacheTemplateReference: Sendable {
    case fixed(String)
    case dynamic(MustacheName)
}

/// Literal template text, kept whole (as a string and as UTF-8 bytes) and cut into lines
/// (each ending with its newline but perhaps the last) for rendering with indentation.
final class MustacheText: Sendable {
    let text: String
    /// `text` as UTF-8.
    let bytes: [UInt8]
    /// Where each line ends in `bytes` (just past its line feed, or at the end); the lines are
    /// cut after every line feed (so `\r\n` stays whole) with no empty last piece.
    let lineEnds: [Int]
    /// Whether the text ends with a line feed (so the next output starts a template line).
    let endsLine: Bool
    /// Whether the text starts a line of its template (needed only while dedenting blocks).
    let beginsLine: Bool

    init(_ text: String, beginsLine: Bool) {
        self.text = text
        self.beginsLine = beginsLine
        bytes = Array(text.utf8)
        lineEnds = Self.lineEnds(bytes)
        endsLine = bytes.last == UInt8(ascii: "\n")
    }

    private static func lineEnds(_ bytes: [UInt8]) -> [Int] {
        var ends: [Int] = []
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { ends.append(index + 1) }
        if ends.last != bytes.count, !bytes.isEmpty { ends.append(bytes.count) }
        return ends
    }
}

final class MustacheVariable: Sendable {
    let name: MustacheName
    let escaped: Bool
    let position: MustachePosition

    init(name: MustacheName, escaped: Bool, position: MustachePosition) {
        self.name = name
        self.escaped = escaped
        self.position = position
    }
}

/// `{{#name}}…{{/name}}` or, when inverted, `{{^name}}…{{/name}}`.
final class MustacheSection: Sendable {
    let name: MustacheName
    let inverted: Bool
    let position: MustachePosition
    let children: [MustacheNode]
    /// Whitespace removed before a standalone opening tag.
    let lineIndentation: String?

    init(
        name: MustacheName, inverted: Bool, position: MustachePosition, children: [MustacheNode],
        lineIndentation: String?
    ) {
        self.name = name
        self.inverted = inverted
        self.position = position
        self.children = children
        self.lineIndentation = lineIndentation
    }
}

/// `{{> name}}`.
final class MustachePartial: Sendable {
    let reference: MustacheTemplateReference
    let position: MustachePosition
    /// Added to every line of the partial (the whitespace before a standalone tag).
    let indentation: String

    init(reference: MustacheTemplateReference, position: MustachePosition, indentation: String) {
        self.reference = reference
        self.position = position
        self.indentation = indentation
    }
}

/// `{{< name}}…{{/name}}`: renders the parent template with some blocks replaced.
final class MustacheParent: Sendable {
    let reference: MustacheTemplateReference
    let position: MustachePosition
    /// Added to every line of the parent (the whitespace before a standalone tag pair).
    let indentation: String
    /// Replacement content for the parent's blocks, by block name.
    let overrides: [String: MustacheBlockContent]

    init(
        reference: MustacheTemplateReference, position: MustachePosition, indentation: String,
        overrides: [String: MustacheBlockContent]
    ) {
        self.reference = reference
        self.position = position
        self.indentation = indentation
        self.overrides = overrides
    }
}

/// `{{$ name}}…{{/name}}` outside a parent tag pair: a replaceable block with default content.
final class MustacheBlock: Sendable {
    let name: String
    let content: MustacheBlockContent
    /// Added to every line of whichever content ends up expanded here.
    let indentation: String
    /// Whitespace removed before the opening tag, when the opening tag (or the pair) is standalone.
    let lineIndentation: String?

    init(name: String, content: MustacheBlockContent, indentation: String, lineIndentation: String?) {
        self.name = name
        self.content = content
        self.indentation = indentation
        self.lineIndentation = lineIndentation
    }
}

/// The nodes between a block's tags, with the template they were written in (for errors).
struct MustacheBlockContent: Sendable {
    var nodes: [MustacheNode] {
        didSet { program = MustacheProgram(nodes, template: template) }
    }
    /// `nodes` as the renderer walks them.
    private(set) var program: MustacheProgram
    let template: String
    /// Whether the nodes were dedented by their own first-line ("intrinsic") indentation.
    var isDedented = false

    init(nodes: [MustacheNode], template: String) {
        self.nodes = nodes
        self.template = template
        program = MustacheProgram(nodes, template: template)
    }
}
