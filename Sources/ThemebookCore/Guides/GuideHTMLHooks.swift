import Markdown

/// Renders a guide's references, headings and rules, from what `GuideLinker` and
/// `GuideOutline` found: every decision is a dictionary lookup by source position.
struct GuideHTMLHooks: HTMLRenderHooks {
    /// From the page being rendered back to the site root: `../` for `guides/x.html`.
    let root: String
    let links: [SourcePosition: GuideLinker.LinkTarget]
    let codeLinks: [SourcePosition: String]
    let outline: GuideOutline

    func link(_ link: LinkContext) -> LinkRendering {
        switch links[link.range.start] {
        case .page(let path, let htmlAfter)?: .rewritten(to: root + path, htmlAfter: htmlAfter)
        case .broken?: .plainSpan()
        case nil: .standard
        }
    }

    /// `<a href="../tokens/layer1.html"><code>layer1</code></a>` for a code span naming a token
    /// or a palette colour.
    func codeSpan(_ code: String, range: SourceRange) -> String? {
        guard let path = codeLinks[range.start] else { return nil }
        return "<a href=\"\(mustacheEscapeHTML(root + path))\"><code>\(mustacheEscapeHTML(code))</code></a>"
    }

    /// The heading's id, and a permalink to it at the end.
    func heading(_ heading: HeadingContext) -> HeadingDecoration {
        guard let id = outline.headingIDs[heading.range.start] else { return HeadingDecoration() }
        let permalink = "<a class=\"permalink\" href=\"#\(mustacheEscapeHTML(id))\" aria-label=\"Permalink\">#</a>"
        return HeadingDecoration(id: id, htmlInside: " " + permalink)
    }

    /// A Do or Don't list gets the `rules-list` class.
    func list(_ html: String, context: ListContext) -> String {
        guard outline.ruleLists[context.range.start] != nil, html.hasPrefix("<ul") || html.hasPrefix("<ol") else {
            return html
        }
        return html.prefix(3) + " class=\"rules-list\"" + html.dropFirst(3)
    }

    /// A Do or Don't item becomes a callout: `<li class="rule rule-do"><span class="rule-kind">✓ Do</span> …`.
    func listItem(_ html: String, context: ListItemContext) -> String {
        guard let kind = outline.ruleItems[context.item.range.start], html.hasPrefix("<li>") else { return html }
        let opening = "<li class=\"rule \(kind.cssClass)\">"
        let label = "<span class=\"rule-kind\">\(kind.label)</span> "
        let content = html.dropFirst("<li>".count)
        // In a loose list the label goes inside the first paragraph, so it stays on its line.
        if content.hasPrefix("\n<p>") {
            return opening + "\n<p>" + label + content.dropFirst("\n<p>".count)
        }
        return opening + label + content
    }
}
