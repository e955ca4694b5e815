/// Renders a `MarkdownDocument` to HTML.
///
/// With the default options and `StandardHTMLHooks` the output is identical
/// to cmark's `cmark_render_html` at default options: raw HTML becomes
/// `<!-- raw HTML omitted -->` and unsafe link destinations (`javascript:`
/// and the like) become empty. `hooks` customizes links, code spans,
/// headings and lists.
public struct HTMLRenderer {
    /// Pass raw HTML through, like cmark's `CMARK_OPT_UNSAFE`. This also
    /// keeps unsafe link destinations.
    public var allowRawHTML: Bool
    public var hooks: any HTMLRenderHooks

    public init(allowRawHTML: Bool = false, hooks: any HTMLRenderHooks = StandardHTMLHooks()) {
        self.allowRawHTML = allowRawHTML
        self.hooks = hooks
    }

    public func render(_ document: MarkdownDocument) -> String {
        render(document.blocks)
    }

    public func render(_ blocks: [Block]) -> String {
        var html = ""
        for block in blocks {
            write(block, tight: false, into: &html)
        }
        return html
    }

    /// Renders inline content alone, such as a heading for a page title.
    public func render(inlines: [Inline]) -> String {
        var html = ""
        write(inlines, into: &html)
        return html
    }

    // MARK: Blocks

    /// `tight` is true for the blocks of an item of a tight list, whose
    /// paragraphs lose their `<p>` tags.
    private func write(_ block: Block, tight: Bool, into html: inout String) {
        switch block {
        case .paragraph(let inlines, _) where tight:
            write(inlines, into: &html)
        case .paragraph(let inlines, _):
            newLine(&html)
            html += "<p>"
            write(inlines, into: &html)
            html += "</p>\n"
        case .heading(let level, let inlines, let range):
            let decoration = hooks.heading(HeadingContext(level: level, content: inlines, range: range))
            newLine(&html)
            html += "<h\(level)"
            if let id = decoration.id {
                html += " id=\"\(HTMLEscaping.escapeText(id))\""
            }
            html += ">"
            write(inlines, into: &html)
            html += decoration.htmlInside + "</h\(level)>\n"
        case .blockQuote(let blocks, _):
            newLine(&html)
            html += "<blockquote>\n"
            for child in blocks {
                write(child, tight: false, into: &html)
            }
            newLine(&html)
            html += "</blockquote>\n"
        case .list(let info, let items, let range):
            newLine(&html)
            html += hooks.list(listHTML(info, items), context: ListContext(info: info, items: items, range: range))
            newLine(&html)
        case .codeBlock(let info, let code, let layout, let range):
            newLine(&html)
            if let custom = hooks.codeBlock(CodeBlockContext(info: info, code: code, layout: layout, range: range)) {
                html += custom
                newLine(&html)
                return
            }
            let language = info.prefix { !" \t\r\n\u{0B}\u{0C}".contains($0) }
            html += language.isEmpty
                ? "<pre><code>"
                : "<pre><code class=\"language-\(HTMLEscaping.escapeText(String(language)))\">"
            html += HTMLEscaping.escapeText(code) + "</code></pre>\n"
        case .htmlBlock(let raw, _):
            newLine(&html)
            html += allowRawHTML ? raw : "<!-- raw HTML omitted -->"
            newLine(&html)
        case .thematicBreak:
            newLine(&html)
            html += "<hr />\n"
        }
    }

    private func listHTML(_ info: ListInfo, _ items: [ListItem]) -> String {
        var html = !info.ordered ? "<ul>\n" : info.start == 1 ? "<ol>\n" : "<ol start=\"\(info.start)\">\n"
        for (index, item) in items.enumerated() {
            var itemHTML = "<li>"
            for block in item.blocks {
                write(block, tight: info.tight, into: &itemHTML)
            }
            itemHTML += "</li>"
            newLine(&html)
            html += hooks.listItem(itemHTML, context: ListItemContext(item: item, index: index, list: info))
            newLine(&html)
        }
        html += info.ordered ? "</ol>" : "</ul>"
        return html
    }

    /// Starts a new line unless the output is empty or already at one,
    /// like cmark's `cr()`.
    private func newLine(_ html: inout String) {
        if let last = html.utf8.last, last != UInt8(ascii: "\n") {
            html += "\n"
        }
    }

    // MARK: Inlines

    private func write(_ inlines: [Inline], into html: inout String) {
        for inline in inlines {
            write(inline, into: &html)
        }
    }

    private func write(_ inline: Inline, into html: inout String) {
        switch inline {
        case .text(let text, _):
            html += HTMLEscaping.escapeText(text)
        case .softBreak:
            html += "\n"
        case .lineBreak:
            html += "<br />\n"
        case .code(let code, let range):
            html += hooks.codeSpan(code, range: range) ?? "<code>\(HTMLEscaping.escapeText(code))</code>"
        case .html(let raw, _):
            html += allowRawHTML ? raw : "<!-- raw HTML omitted -->"
        case .emphasis(let children):
            html += "<em>"
            write(children, into: &html)
            html += "</em>"
        case .strong(let children):
            html += "<strong>"
            write(children, into: &html)
            html += "</strong>"
        case .link(let destination, let title, let children, let range):
            let context = LinkContext(destination: destination, title: title, content: children, range: range)
            writeLink(context, hooks.link(context), into: &html)
        case .image(let source, let title, let alt, let range):
            var altHTML = ""
            writePlain(alt, into: &altHTML)
            let context = ImageContext(source: source, title: title, alt: alt, altHTML: altHTML, range: range)
            if let custom = hooks.image(context) {
                html += custom
                return
            }
            html += "<img src=\"\(href(source))\" alt=\"\(altHTML)\""
            if !title.isEmpty {
                html += " title=\"\(HTMLEscaping.escapeText(title))\""
            }
            html += " />"
        }
    }

    private func writeLink(_ link: LinkContext, _ rendering: LinkRendering, into html: inout String) {
        switch rendering.style {
        case .anchor:
            html += "<a href=\"\(href(rendering.destination ?? link.destination))\""
            if !link.title.isEmpty {
                html += " title=\"\(HTMLEscaping.escapeText(link.title))\""
            }
            html += ">"
            write(link.content, into: &html)
            html += "</a>"
        case .plainSpan:
            html += "<span>"
            write(link.content, into: &html)
            html += "</span>"
        }
        html += rendering.htmlAfter
    }

    /// An image's alt text: content without tags, breaks as spaces.
    private func writePlain(_ inlines: [Inline], into html: inout String) {
        for inline in inlines {
            switch inline {
            case .text(let text, _), .code(let text, _), .html(let text, _):
                html += HTMLEscaping.escapeText(text)
            case .softBreak, .lineBreak:
                html += " "
            case .emphasis(let children), .strong(let children),
                .link(_, _, let children, _), .image(_, _, let children, _):
                writePlain(children, into: &html)
            }
        }
    }

    private func href(_ url: String) -> String {
        !allowRawHTML && HTMLEscaping.isDangerousURL(url) ? "" : HTMLEscaping.escapeHref(url)
    }
}
