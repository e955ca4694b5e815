import CCmark

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The only file that talks to libcmark. Everything here copies what it
// needs into Swift values and frees the C memory before returning.

/// Parses Markdown with cmark into a `RawNode` tree.
enum CmarkParser {
    /// Options for building the document tree.
    private static let parseOptions = CMARK_OPT_DEFAULT | CMARK_OPT_SOURCEPOS | CMARK_OPT_VALIDATE_UTF8

    /// Parses `text` and copies cmark's tree in one walk; with `outline`, only the headings and
    /// the quotes and lists around them are copied (`MarkdownDocument.parseOutline`).
    static func parse(_ text: String, outline: Bool = false) -> RawNode {
        withDocument(text, options: parseOptions) { root in copyTree(root, outline: outline) }
    }

    /// Parses `text` with `options`, hands the root to `body`, then frees it.
    fileprivate static func withDocument<T>(
        _ text: String, options: Int32, _ body: (OpaquePointer) -> T
    ) -> T {
        var text = text
        let root: OpaquePointer = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)
            }
        }
        defer { cmark_node_free(root) }
        return body(root)
    }

    /// How deeply containers may nest in the copied tree. Deeper block
    /// quotes, lists, emphasis and links are left out and their content
    /// joins the enclosing node, so that the recursive code working on the
    /// Swift tree cannot overflow the stack on hostile input.
    static let maxNesting = 64

    /// Copies the tree under `root` with cmark's iterator: containers are
    /// pushed on enter and attached to their parent on exit.
    private static func copyTree(_ root: OpaquePointer, outline: Bool) -> RawNode {
        guard let iterator = cmark_iter_new(root) else { return RawNode(kind: .document) }
        defer { cmark_iter_free(iterator) }

        var stack: [RawNode] = []
        // For each container entered, whether it was pushed or left out.
        var pushed: [Bool] = []
        var finished = RawNode(kind: .document)
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                if outline, !stack.isEmpty, let skipped = outlineSkips(node) {
                    // Left out: a paragraph's walk goes on after its exit.
                    if skipped == .paragraph { cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT) }
                    continue
                }
                let copy = copyNode(node)
                if isLeaf(node) {
                    stack[stack.count - 1].children.append(copy)
                } else if stack.count < maxNesting || isNeededChild(copy.kind, of: stack.last?.kind) {
                    stack.append(copy)
                    pushed.append(true)
                } else {
                    pushed.append(false)
                }
            } else if event == CMARK_EVENT_EXIT, pushed.removeLast() {
                let closed = stack.removeLast()
                if stack.isEmpty {
                    finished = closed
                } else {
                    stack[stack.count - 1].children.append(closed)
                }
            }
        }
        return finished
    }

    /// The blocks an outline leaves out: every block but headings, quotes, lists and items.
    private static func outlineSkips(_ node: OpaquePointer) -> RawNode.Kind? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        default: return nil
        }
    }

    /// Paragraphs and headings hold the text, and a list needs its items,
    /// so they are kept however deep they are.
    private static func isNeededChild(_ kind: RawNode.Kind, of parent: RawNode.Kind?) -> Bool {
        kind == .paragraph || kind == .heading || (kind == .item && parent == .list)
    }

    /// Nodes for which the iterator reports only an enter event.
    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK,
            CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK,
            CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }

    /// Copies one node's own data (not its children).
    private static func copyNode(_ node: OpaquePointer) -> RawNode {
        var raw = RawNode(kind: kind(of: node))
        raw.start = SourcePosition(
            line: Int(cmark_node_get_start_line(node)),
            column: Int(cmark_node_get_start_column(node)))
        raw.end = SourcePosition(
            line: Int(cmark_node_get_end_line(node)),
            column: Int(cmark_node_get_end_column(node)))
        switch raw.kind {
        case .text, .code, .htmlInline, .htmlBlock:
            raw.literal = string(cmark_node_get_literal(node))
        case .codeBlock:
            raw.literal = string(cmark_node_get_literal(node))
            raw.info = string(cmark_node_get_fence_info(node))
        case .link, .image:
            raw.url = string(cmark_node_get_url(node))
            raw.title = string(cmark_node_get_title(node))
        case .heading:
            raw.headingLevel = Int(cmark_node_get_heading_level(node))
        case .list:
            raw.listOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            raw.listStart = Int(cmark_node_get_list_start(node))
            raw.listTight = cmark_node_get_list_tight(node) != 0
        default:
            break
        }
        return raw
    }

    private static func kind(of node: OpaquePointer) -> RawNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK: return .codeBlock
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code
        case CMARK_NODE_HTML_INLINE: return .htmlInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link
        case CMARK_NODE_IMAGE: return .image
        default: return .other
        }
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}

/// cmark's own HTML rendering, the reference `HTMLRenderer` is tested against.
public enum CmarkReference {
    /// Renders `text` with `cmark_render_html` at default options (safe mode),
    /// or with `CMARK_OPT_UNSAFE` when `unsafe` is true.
    public static func renderHTML(_ text: String, unsafe: Bool = false) -> String {
        let options = CMARK_OPT_DEFAULT | (unsafe ? CMARK_OPT_UNSAFE : 0)
        return CmarkParser.withDocument(text, options: options) { root in
            guard let rendered = cmark_render_html(root, options) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }
}
