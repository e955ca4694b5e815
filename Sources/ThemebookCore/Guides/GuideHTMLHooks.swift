import Markdown

/// Renders a guide's references, headings and rules, from what `GuideLinker` and
/// `GuideOutline` found: every decision is a dictionary lookup by source position.
struct GuideHTMLHooks: HTMLRenderHooks {
    /// From the page being rendered back to the site root: `../` for `guides/x.html`.
    let root: String
    let links: [SourcePosition: GuideLinker.LinkTarget]
    let codeLinks: [SourcePosition: String]
    let pictures: [SourcePosition: GuidePicture]
    let codeBlocks: [SourcePosition: SwiftCodeMarkup]
    let outline: GuideOutline
    /// Show every theme's picture side by side (the Rules page), rather than the one the
    /// reader's appearance picks (a guide page).
    var sideBySide = false

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
        // Made at its size: a design guide has dozens of these.
        var html = "<a href=\""
        html.reserveCapacity(root.utf8.count + path.utf8.count + code.utf8.count + 32)
        html += mustacheEscapeHTML(root)
        html += mustacheEscapeHTML(path)
        html += "\"><code>"
        html += mustacheEscapeHTML(code)
        html += "</code></a>"
        return html
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

    /// A Swift code block, highlighted, its catalogue names linked.
    func codeBlock(_ block: CodeBlockContext) -> String? {
        codeBlocks[block.range.start]?.html(root: root)
    }

    /// A picture from the content folder, from its copy. With a dark twin, on a guide page:
    /// `<picture>` whose dark source the browser picks when the reader's appearance is dark; on
    /// the Rules page: one picture per theme, side by side, each labelled.
    func image(_ image: ImageContext) -> String? {
        guard let picture = pictures[image.range.start] else { return nil }
        let title = image.title.isEmpty ? "" : " title=\"\(cmarkEscapeText(image.title))\""
        func img(_ path: String, alt: String) -> String {
            "<img src=\"\(mustacheEscapeHTML(root + path))\" alt=\"\(alt)\"\(title) />"
        }
        guard picture.variants.count > 1 else { return img(picture.light, alt: image.altHTML) }
        if sideBySide {
            let shown = picture.variants.map { variant in
                let label = variant.themes.joined(separator: " · ")
                let alt = image.altHTML.isEmpty ? "" : image.altHTML + " (" + mustacheEscapeHTML(label) + ")"
                return "<span class=\"themed-picture\">\(img(variant.path, alt: alt))"
                    + "<span class=\"themed-picture-label\">\(mustacheEscapeHTML(label))</span></span>"
            }
            return "<span class=\"themed-pictures\">" + shown.joined() + "</span>"
        }
        guard let dark = picture.dark else { return img(picture.light, alt: image.altHTML) }
        return "<picture><source srcset=\"\(mustacheEscapeHTML(root + dark))\" media=\"(prefers-color-scheme: dark)\" />"
            + img(picture.light, alt: image.altHTML) + "</picture>"
    }
}
