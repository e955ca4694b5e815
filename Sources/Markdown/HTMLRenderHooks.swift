/// Customization points for `HTMLRenderer`.
///
/// Every requirement has a default implementation that renders exactly as
/// cmark does, so a conforming type implements only what it changes.
public protocol HTMLRenderHooks {
    /// How to render a link (not an image): keep it, point it elsewhere,
    /// append HTML after it, or render its content as a plain `<span>`.
    func link(_ link: LinkContext) -> LinkRendering

    /// The complete HTML for a code span, or nil for `<code>…</code>`.
    func codeSpan(_ code: String, range: SourceRange) -> String?

    /// An `id` for a heading and HTML to add at the end of its content,
    /// such as a permalink.
    func heading(_ heading: HeadingContext) -> HeadingDecoration

    /// Replaces the HTML of one list item, from `<li>` to `</li>`.
    func listItem(_ html: String, context: ListItemContext) -> String

    /// Replaces the HTML of a whole list, from `<ul>`/`<ol …>` to its end tag.
    func list(_ html: String, context: ListContext) -> String

    /// The complete HTML for a code block, from `<pre>` to `</pre>`, or nil
    /// for cmark's `<pre><code class="language-…">…</code></pre>`.
    func codeBlock(_ block: CodeBlockContext) -> String?

    /// The complete HTML for an image, or nil for cmark's `<img … />`.
    func image(_ image: ImageContext) -> String?
}

extension HTMLRenderHooks {
    public func link(_ link: LinkContext) -> LinkRendering { .standard }
    public func codeSpan(_ code: String, range: SourceRange) -> String? { nil }
    public func heading(_ heading: HeadingContext) -> HeadingDecoration { HeadingDecoration() }
    public func listItem(_ html: String, context: ListItemContext) -> String { html }
    public func list(_ html: String, context: ListContext) -> String { html }
    public func codeBlock(_ block: CodeBlockContext) -> String? { nil }
    public func image(_ image: ImageContext) -> String? { nil }
}

/// Hooks that change nothing: output identical to cmark's.
public struct StandardHTMLHooks: HTMLRenderHooks {
    public init() {}
}

/// A link about to be rendered.
public struct LinkContext: Sendable, Equatable {
    public var destination: String
    public var title: String
    public var content: [Inline]
    public var range: SourceRange
}

/// How `HTMLRenderer` renders one link.
public struct LinkRendering: Sendable, Equatable {
    public enum Style: Sendable, Equatable {
        /// `<a href="…">content</a>`.
        case anchor
        /// `<span>content</span>`, no link at all: for a link already
        /// reported as broken that should not trip later checks.
        case plainSpan
    }

    /// Replaces the destination; nil keeps the link's own. It is escaped,
    /// and refused when unsafe, like any destination.
    public var destination: String?
    /// Raw HTML written right after the link.
    public var htmlAfter: String
    public var style: Style

    public init(destination: String? = nil, htmlAfter: String = "", style: Style = .anchor) {
        self.destination = destination
        self.htmlAfter = htmlAfter
        self.style = style
    }

    /// The link as written.
    public static let standard = LinkRendering()

    /// The link pointing at `destination`, optionally followed by raw HTML.
    public static func rewritten(to destination: String, htmlAfter: String = "") -> LinkRendering {
        LinkRendering(destination: destination, htmlAfter: htmlAfter)
    }

    /// The link's content in a `<span>`, optionally followed by raw HTML.
    public static func plainSpan(htmlAfter: String = "") -> LinkRendering {
        LinkRendering(htmlAfter: htmlAfter, style: .plainSpan)
    }
}

/// A heading about to be rendered.
public struct HeadingContext: Sendable, Equatable {
    public var level: Int
    public var content: [Inline]
    public var range: SourceRange

    /// The heading's text without markup, handy for making an id.
    public var plainText: String { content.plainText }
}

/// Additions to a heading's HTML.
public struct HeadingDecoration: Sendable, Equatable {
    /// The `id` attribute, escaped on output; nil for none.
    public var id: String?
    /// Raw HTML added after the heading's content, before `</hN>`.
    public var htmlInside: String

    public init(id: String? = nil, htmlInside: String = "") {
        self.id = id
        self.htmlInside = htmlInside
    }
}

/// A list item whose HTML is being finished.
public struct ListItemContext: Sendable, Equatable {
    public var item: ListItem
    /// 0-based position of the item in its list.
    public var index: Int
    public var list: ListInfo
}

/// A list whose HTML is being finished.
public struct ListContext: Sendable, Equatable {
    public var info: ListInfo
    public var items: [ListItem]
    public var range: SourceRange
}

/// A code block about to be rendered.
public struct CodeBlockContext: Sendable, Equatable {
    /// The fence's info string (empty for indented code).
    public var info: String
    public var code: String
    public var layout: CodeLayout
    public var range: SourceRange

    /// The first word of the info string, as in `class="language-swift"`.
    public var language: String {
        String(info.prefix { !" \t\r\n\u{0B}\u{0C}".contains($0) })
    }
}

/// An image about to be rendered.
public struct ImageContext: Sendable, Equatable {
    public var source: String
    public var title: String
    public var alt: [Inline]
    /// The alt text as cmark writes it in the `alt` attribute: plain text, escaped.
    public var altHTML: String
    public var range: SourceRange
}
