/// A tag pair the parser has opened and not yet closed, collecting the nodes between.
struct MustacheParserFrame {
    enum Kind {
        case root
        case section(inverted: Bool)
        case parent(MustacheTemplateReference)
        case block

        /// How error messages call it.
        var noun: String {
            switch self {
            case .root: "template"
            case .section(inverted: false): "section"
            case .section(inverted: true): "inverted section"
            case .parent: "parent"
            case .block: "block"
            }
        }
    }

    let kind: Kind
    /// The name as written in the opening tag (`*name` for a dynamic name).
    let name: String
    let position: MustachePosition
    var nodes: [MustacheNode] = []
    /// For a parent: the blocks it replaces.
    var overrides: [String: MustacheBlockContent] = [:]
    /// The whitespace before the opening tag when only whitespace precedes it on its line.
    var openingIndentation: String?
    /// Whether the opening tag's line (or, inside a parent pair, the rest of it) was removed.
    var openingIsStandalone = false

    init(kind: Kind, name: String, position: MustachePosition) {
        self.kind = kind
        self.name = name
        self.position = position
    }

    var isParent: Bool {
        if case .parent = kind { return true }
        return false
    }

    /// Removes `indentation` from the end of the last text node, which holds it.
    mutating func trimTrailingText(_ indentation: String) {
        let count = indentation.utf8.count
        guard count > 0, case .text(let last)? = nodes.last else { return }
        let text = last.text
        let kept = text.utf8.count - count
        nodes.removeLast()
        if kept > 0 {
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: kept)
            nodes.append(.text(MustacheText(String(text[..<end]), beginsLine: last.beginsLine)))
        }
    }
}
