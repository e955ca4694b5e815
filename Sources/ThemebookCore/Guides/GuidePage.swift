import Markdown

/// Renders one checked guide into a `Guide`: the page's HTML, its sections and its rules.
enum GuidePage {
    /// The content (body, sections, rules) goes into `store` (see `GuideStore`).
    static func render(
        _ source: GuideSource, outline: GuideOutline, linked: GuideLinker.Result, allowRawHTML: Bool, store: GuideStore = .memory
    ) -> Guide {
        let url = Guide.url(slug: source.slug)
        let page = renderer(root: Paths.root(of: url), linked: linked, outline: outline, allowRawHTML: allowRawHTML)
        // The Rules page sits at the site root, so a rule's own HTML links from there; it shows
        // every theme's picture side by side.
        let rulesPage = renderer(
            root: "", linked: linked, outline: outline, allowRawHTML: allowRawHTML, sideBySide: true)
        let content = GuideContent(
            html: page.render(linked.document), sections: outline.sections,
            rules: rules(of: linked.document, source: source, outline: outline, renderer: rulesPage))
        return Guide(
            slug: source.slug, title: source.metadata.title, order: source.metadata.order,
            summary: source.metadata.summary, sourcePath: source.file.path, content: store.put(content))
    }

    private static func renderer(
        root: String, linked: GuideLinker.Result, outline: GuideOutline, allowRawHTML: Bool, sideBySide: Bool = false
    ) -> HTMLRenderer {
        let hooks = GuideHTMLHooks(
            root: root, links: linked.links, codeLinks: linked.codeLinks, pictures: linked.pictures,
            codeBlocks: linked.codeBlocks, outline: outline, sideBySide: sideBySide)
        return HTMLRenderer(allowRawHTML: allowRawHTML, hooks: hooks)
    }

    /// The items of the top-level Do and Don't lists, in order.
    private static func rules(of document: MarkdownDocument, source: GuideSource, outline: GuideOutline, renderer: HTMLRenderer) -> [Rule] {
        document.blocks.flatMap { block -> [Rule] in
            guard case .list(_, let items, let range) = block, let section = outline.ruleLists[range.start] else { return [] }
            return items.map { item in
                Rule(
                    kind: section.kind, text: GuideText.of(item.blocks), html: html(of: item, renderer: renderer),
                    guide: source.slug, anchor: section.anchor, location: source.location(item.range.start),
                    codeSpans: codeSpans(in: item.blocks))
            }
        }
    }

    /// The code spans of an item's paragraphs, in order.
    private static func codeSpans(in blocks: [Block]) -> [String] {
        var spans: [String] = []
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .code(let text, _): spans.append(text)
                case .emphasis(let children), .strong(let children), .link(_, _, let children, _): walk(children)
                default: break
                }
            }
        }
        for block in blocks {
            if case .paragraph(let inlines, _) = block { walk(inlines) }
        }
        return spans
    }

    /// An item's content for the Rules page, where it sits in a `<span>`: paragraphs as their
    /// inline content, other blocks as they are.
    private static func html(of item: ListItem, renderer: HTMLRenderer) -> String {
        item.blocks.map { block in
            if case .paragraph(let inlines, _) = block { return renderer.render(inlines: inlines) }
            return renderer.render([block]).trimmingSuffix("\n")
        }.joined(separator: "\n")
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}
