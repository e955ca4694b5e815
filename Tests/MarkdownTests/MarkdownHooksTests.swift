import Markdown
import Testing

/// Hooks in the style of a site generator: `.md` links become `.html`
/// pages, `missing.md` is reported elsewhere and rendered as plain text,
/// code spans get a class, headings get ids and permalinks, lists and
/// items get wrappers.
private struct SiteHooks: HTMLRenderHooks {
    func link(_ link: LinkContext) -> LinkRendering {
        if link.destination == "missing.md" {
            return .plainSpan()
        }
        if link.destination.hasSuffix(".md") {
            let page = link.destination.dropLast(3) + ".html"
            return .rewritten(to: String(page), htmlAfter: "<sup>\(link.range.start.line)</sup>")
        }
        return .standard
    }

    func codeSpan(_ code: String, range: SourceRange) -> String? {
        "<code class=\"inline\">\(code.uppercased())</code>"
    }

    func heading(_ heading: HeadingContext) -> HeadingDecoration {
        let id = heading.plainText.lowercased().split(separator: " ").joined(separator: "-")
        return HeadingDecoration(id: id, htmlInside: " <a href=\"#\(id)\">#</a>")
    }

    func listItem(_ html: String, context: ListItemContext) -> String {
        context.index == 1 ? "<!-- second -->" + html : html
    }

    func list(_ html: String, context: ListContext) -> String {
        "<nav>\n\(html)\n</nav>"
    }
}

@Suite("HTML render hooks")
struct MarkdownHooksTests {
    private let renderer = HTMLRenderer(hooks: SiteHooks())

    @Test("a link can get a new destination and HTML after it")
    func rewriteLink() {
        let html = renderer.render(MarkdownDocument.parse("see\n[guide](docs/guide.md \"G\") and [web](https://x.org)"))
        #expect(html == "<p>see\n<a href=\"docs/guide.html\" title=\"G\">guide</a><sup>2</sup> and <a href=\"https://x.org\">web</a></p>\n")
    }

    @Test("a link can be rendered as a plain span")
    func plainSpan() {
        let html = renderer.render(MarkdownDocument.parse("[*gone*](missing.md)"))
        #expect(html == "<p><span><em>gone</em></span></p>\n")
    }

    @Test("a rewritten destination is still escaped and checked for safety")
    func rewrittenDestinationEscaped() {
        struct Rewriter: HTMLRenderHooks {
            func link(_ link: LinkContext) -> LinkRendering {
                .rewritten(to: link.destination == "a" ? "x y&z" : "javascript:evil()")
            }
        }
        let html = HTMLRenderer(hooks: Rewriter()).render(MarkdownDocument.parse("[1](a) [2](b)"))
        #expect(html == "<p><a href=\"x%20y&amp;z\">1</a> <a href=\"\">2</a></p>\n")
    }

    @Test("a code span's HTML can be replaced, but not inside image alt text")
    func codeSpan() {
        let html = renderer.render(MarkdownDocument.parse("`a<b` ![`c`](i.png)"))
        #expect(html == "<p><code class=\"inline\">A<B</code> <img src=\"i.png\" alt=\"c\" /></p>\n")
    }

    @Test("a heading can get an id and a permalink inside it")
    func headingPermalink() {
        let html = renderer.render(MarkdownDocument.parse("## Getting *Started*"))
        #expect(html == "<h2 id=\"getting-started\">Getting <em>Started</em> <a href=\"#getting-started\">#</a></h2>\n")
    }

    @Test("list items and lists can be wrapped")
    func wrapLists() {
        let html = renderer.render(MarkdownDocument.parse("- a\n- b\n\nafter"))
        #expect(html == "<nav>\n<ul>\n<li>a</li>\n<!-- second --><li>b</li>\n</ul>\n</nav>\n<p>after</p>\n")
    }

    @Test("standard hooks change nothing")
    func standardHooks() {
        let markdown = "# H\n\n- [a](b.md) `c`\n- d"
        #expect(HTMLRenderer(hooks: StandardHTMLHooks()).render(MarkdownDocument.parse(markdown))
            == CmarkReference.renderHTML(markdown))
    }
}
