import Markdown

/// Checks every reference of one guide and prepares its document for rendering.
///
/// Each link through one of our schemes, and each code span naming a token or a palette
/// colour, is resolved once here; a broken one is reported at its own line and column. The
/// result maps source positions to what they render as, which `GuideHTMLHooks` looks up. On
/// the way the document is cleaned: an autolink such as `<token:layer1>` shows the name
/// rather than the scheme, and script URLs are blanked, raw HTML or not.
struct GuideLinker {
    /// How a link through one of our schemes renders.
    enum LinkTarget: Equatable {
        /// A link to `path` (relative to the site root), followed by `htmlAfter`.
        case page(path: String, htmlAfter: String)
        /// Broken and reported: rendered as plain text.
        case broken
    }

    struct Result {
        var document: MarkdownDocument
        var links: [SourcePosition: LinkTarget] = [:]
        /// Position of a code span that becomes a link → the target path, relative to the site root.
        var codeLinks: [SourcePosition: String] = [:]
        /// Every token the guide mentions, by link or code span.
        var tokens: Set<String> = []
    }

    private let source: GuideSource
    private let table: ReferenceTable
    private let allowRawHTML: Bool
    private var result = Result(document: MarkdownDocument(blocks: []))
    private var diagnostics = Diagnostics()

    static func link(
        _ source: GuideSource, table: ReferenceTable, allowRawHTML: Bool, diagnostics: inout Diagnostics
    ) -> Result {
        var linker = GuideLinker(source: source, table: table, allowRawHTML: allowRawHTML)
        linker.result.document = MarkdownDocument(blocks: linker.visit(source.document.blocks))
        diagnostics.append(contentsOf: linker.diagnostics.all)
        return linker.result
    }

    private init(source: GuideSource, table: ReferenceTable, allowRawHTML: Bool) {
        self.source = source
        self.table = table
        self.allowRawHTML = allowRawHTML
    }

    // MARK: Blocks

    private mutating func visit(_ blocks: [Block]) -> [Block] {
        blocks.map { visit($0) }
    }

    private mutating func visit(_ block: Block) -> Block {
        switch block {
        case .paragraph(let inlines, let range):
            return .paragraph(visit(inlines, insideLink: false), range)
        case .heading(let level, let inlines, let range):
            return .heading(level: level, visit(inlines, insideLink: false), range)
        case .blockQuote(let blocks, let range):
            return .blockQuote(visit(blocks), range)
        case .list(let info, let items, let range):
            let items = items.map { ListItem(blocks: visit($0.blocks), range: $0.range) }
            return .list(info, items: items, range)
        case .htmlBlock(let html, let range) where allowRawHTML:
            return .htmlBlock(ScriptURLFilter.sanitize(html), range)
        case .codeBlock, .htmlBlock, .thematicBreak:
            return block
        }
    }

    // MARK: Inlines

    private mutating func visit(_ inlines: [Inline], insideLink: Bool) -> [Inline] {
        inlines.map { visit($0, insideLink: insideLink) }
    }

    private mutating func visit(_ inline: Inline, insideLink: Bool) -> Inline {
        switch inline {
        case .code(let code, let range):
            visitCode(code, at: range, insideLink: insideLink)
            return inline
        case .html(let html, let range) where allowRawHTML:
            return .html(ScriptURLFilter.sanitize(html), range)
        case .emphasis(let children):
            return .emphasis(visit(children, insideLink: insideLink))
        case .strong(let children):
            return .strong(visit(children, insideLink: insideLink))
        case .link(let destination, let title, let children, let range):
            return visitLink(destination, title: title, children, at: range)
        case .image(let source, let title, let alt, let range):
            return .image(source: ScriptURLFilter.isScript(source) ? "" : source, title: title, alt: alt, range)
        case .text, .softBreak, .lineBreak, .html:
            return inline
        }
    }

    private mutating func visitLink(_ destination: String, title: String, _ children: [Inline], at range: SourceRange) -> Inline {
        var content = visit(children, insideLink: true)
        guard !ScriptURLFilter.isScript(destination) else {
            return .link(destination: "", title: title, content, range)
        }
        switch table.resolve(link: destination) {
        case nil:
            break
        case .broken(let id, let message, let suggestion):
            report(id, message, suggestion: suggestion, at: range)
            result.links[range.start] = .broken
        case .unchecked:
            result.links[range.start] = .broken
        case .found(let reference):
            if let token = reference.token { mention(token, at: range) }
            let chip = reference.token.map(table.chip(for:)) ?? ""
            result.links[range.start] = .page(path: reference.path, htmlAfter: chip)
            if let autolink = GuideReference.Scheme.autolink(destination, content: children), let labelRange = children.first?.range {
                let text = table.label(for: reference)
                content = [autolink.scheme == .guide ? .text(text, labelRange) : .code(text, labelRange)]
            }
        }
        return .link(destination: destination, title: title, content, range)
    }

    private mutating func visitCode(_ code: String, at range: SourceRange, insideLink: Bool) {
        switch table.resolve(code: code) {
        case nil:
            break
        case .broken(let id, let message, let suggestion):
            report(id, message, suggestion: suggestion, at: range)
        case .unchecked:
            break
        case .found(let reference):
            if let token = reference.token { mention(token, at: range) }
            if !insideLink { result.codeLinks[range.start] = reference.path }
        }
    }

    // MARK: Findings

    private mutating func mention(_ token: String, at range: SourceRange) {
        result.tokens.insert(token)
        guard let note = table.deprecation(of: token) else { return }
        diagnostics.warning(
            "deprecated-token-use", "guide uses deprecated token '\(token)'", at: source.location(range.start),
            notes: note.isEmpty ? [] : [.init(note)])
    }

    private mutating func report(_ id: String, _ message: String, suggestion: String?, at range: SourceRange) {
        diagnostics.error(id, message, at: source.location(range.start), suggestion: suggestion)
    }
}
