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
        /// Position of a picture from the content folder → its copies.
        var pictures: [SourcePosition: GuidePicture] = [:]
        /// Position of a Swift code block → its highlighting and links.
        var codeBlocks: [SourcePosition: SwiftCodeMarkup] = [:]
        /// Every token the guide mentions, by link, code span or code block.
        var tokens: Set<String> = []
    }

    private let source: GuideSource
    private let table: ReferenceTable
    private var copies: GuideCopies
    private let allowRawHTML: Bool
    private var result = Result(document: MarkdownDocument(blocks: []))
    private var diagnostics = Diagnostics()

    /// Links `document` (the source's, parsed again: `GuideSource` does not keep it); the
    /// content files it uses go to `copies`.
    static func link(
        _ source: GuideSource, document: MarkdownDocument, table: ReferenceTable, copies: inout GuideCopies, allowRawHTML: Bool,
        diagnostics: inout Diagnostics
    ) -> Result {
        var linker = GuideLinker(source: source, table: table, copies: copies, allowRawHTML: allowRawHTML)
        linker.result.document = MarkdownDocument(blocks: linker.visit(document.blocks) ?? document.blocks)
        diagnostics.append(contentsOf: linker.diagnostics.all)
        copies = linker.copies
        return linker.result
    }

    private init(source: GuideSource, table: ReferenceTable, copies: GuideCopies, allowRawHTML: Bool) {
        self.source = source
        self.table = table
        self.copies = copies
        self.allowRawHTML = allowRawHTML
    }

    // MARK: Blocks

    // Each visit returns what it changed, or nil when nothing changed: most of a guide is
    // visited for its references alone, and is then kept as it is rather than copied.

    private mutating func visit(_ blocks: [Block]) -> [Block]? {
        Self.changed(blocks) { visit($0) }
    }

    private mutating func visit(_ block: Block) -> Block? {
        switch block {
        case .paragraph(let inlines, let range):
            return visit(inlines, insideLink: false).map { .paragraph($0, range) }
        case .heading(let level, let inlines, let range):
            return visit(inlines, insideLink: false).map { .heading(level: level, $0, range) }
        case .blockQuote(let blocks, let range):
            return visit(blocks).map { .blockQuote($0, range) }
        case .list(let info, let items, let range):
            let changed = Self.changed(items) { item in visit(item.blocks).map { ListItem(blocks: $0, range: item.range) } }
            return changed.map { .list(info, items: $0, range) }
        case .htmlBlock(let html, let range) where allowRawHTML:
            let clean = ScriptURLFilter.sanitize(html)
            return clean == html ? nil : .htmlBlock(clean, range)
        case .codeBlock(let info, let code, let layout, let range):
            if SwiftCodeMarkup.isSwift(info: info) {
                visitSwift(code, layout: layout, at: range)
            }
            return nil
        case .htmlBlock, .thematicBreak:
            return nil
        }
    }

    /// `elements` with the changes `visit` returns for them, in order; nil when it returns none.
    private static func changed<Element>(_ elements: [Element], _ visit: (Element) -> Element?) -> [Element]? {
        var result: [Element]?
        for index in elements.indices {
            guard let new = visit(elements[index]) else { continue }
            if result == nil { result = elements }
            result![index] = new
        }
        return result
    }

    // MARK: Inlines

    private mutating func visit(_ inlines: [Inline], insideLink: Bool) -> [Inline]? {
        Self.changed(inlines) { visit($0, insideLink: insideLink) }
    }

    private mutating func visit(_ inline: Inline, insideLink: Bool) -> Inline? {
        switch inline {
        case .code(let code, let range):
            visitCode(code, at: range, insideLink: insideLink)
            return nil
        case .html(let html, let range) where allowRawHTML:
            let clean = ScriptURLFilter.sanitize(html)
            return clean == html ? nil : .html(clean, range)
        case .emphasis(let children):
            return visit(children, insideLink: insideLink).map { .emphasis($0) }
        case .strong(let children):
            return visit(children, insideLink: insideLink).map { .strong($0) }
        case .link(let destination, let title, let children, let range):
            return visitLink(destination, title: title, children, at: range)
        case .image(let source, let title, let alt, let range):
            let script = ScriptURLFilter.isScript(source)
            visitPicture(script ? "" : source, at: range)
            return script ? .image(source: "", title: title, alt: alt, range) : nil
        case .text, .softBreak, .lineBreak, .html:
            return nil
        }
    }

    private mutating func visitLink(_ destination: String, title: String, _ children: [Inline], at range: SourceRange) -> Inline? {
        let visited = visit(children, insideLink: true)
        guard !ScriptURLFilter.isScript(destination) else {
            return .link(destination: "", title: title, visited ?? children, range)
        }
        switch table.resolve(link: destination) ?? table.resolve(relativeLink: destination, in: source, copies: &copies) {
        case nil:
            break
        case .broken(let id, let message, let suggestion):
            report(id, message, suggestion: suggestion, at: range)
            result.links[range.start] = .broken
        case .unchecked:
            result.links[range.start] = .broken
        case .found(let reference):
            if let token = reference.token { mention(token, at: range.start) }
            let chip = reference.token.map(table.chip(for:)) ?? ""
            result.links[range.start] = .page(path: reference.path, htmlAfter: chip)
            if let autolink = GuideReference.Scheme.autolink(destination, content: children), let labelRange = children.first?.range {
                let text = table.label(for: reference)
                let label: Inline = autolink.scheme == .guide ? .text(text, labelRange) : .code(text, labelRange)
                return .link(destination: destination, title: title, [label], range)
            }
        }
        return visited.map { .link(destination: destination, title: title, $0, range) }
    }

    private mutating func visitPicture(_ picture: String, at range: SourceRange) {
        switch table.resolve(picture: picture, in: source, copies: &copies) {
        case nil:
            break
        case .broken(let id, let message):
            report(id, message, suggestion: nil, at: range)
        case .found(let found):
            result.pictures[range.start] = found
        }
    }

    /// Highlights a Swift code block and checks the catalogue names in it, at their own line
    /// and column in the file.
    private mutating func visitSwift(_ code: String, layout: CodeLayout, at range: SourceRange) {
        var markup = SwiftCodeMarkup(code)
        var taken = 0
        for token in markup.tokens where token.offset >= taken && (token.kind == .identifier || token.kind == .keyword) {
            guard let reference = table.resolve(codeAt: markup.bytes[token.offset...], subject: "code block", strict: true)
            else { continue }
            taken = token.offset + reference.length
            let position = layout.position(line: token.line, offset: token.column - 1)
            switch reference.resolution {
            case .broken(let id, let message, let suggestion):
                diagnostics.error(id, message, at: source.location(position), suggestion: suggestion)
            case .unchecked:
                break
            case .found(let found):
                if let token = found.token { mention(token, at: position) }
                markup.links.append(SwiftCodeMarkup.Link(range: token.offset..<taken, path: found.path))
            }
        }
        result.codeBlocks[range.start] = markup
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
            if let token = reference.token { mention(token, at: range.start) }
            if !insideLink { result.codeLinks[range.start] = reference.path }
        }
    }

    // MARK: Findings

    private mutating func mention(_ token: String, at position: SourcePosition) {
        result.tokens.insert(token)
        guard let note = table.deprecation(of: token) else { return }
        diagnostics.warning(
            "deprecated-token-use", "guide uses deprecated token '\(token)'", at: source.location(position),
            notes: note.isEmpty ? [] : [.init(note)])
    }

    private mutating func report(_ id: String, _ message: String, suggestion: String?, at range: SourceRange) {
        diagnostics.error(id, message, at: source.location(range.start), suggestion: suggestion)
    }
}
