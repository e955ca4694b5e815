/// A guide as the site lists it: its page, title, order, summary and source, how many rules it
/// has, and a handle to its rendered content (`GuideContent`), which waits in the build's
/// `GuideStore` for the pages that show it. Nothing here reads a file: reading a guide's
/// content is `GuideStore.content(of:)`, where a failure is an error.
public struct Guide: Sendable, Hashable {
    /// Everything but the content, in one immutable box: a guide is copied into the guide list,
    /// the token mentions (once per token it names) and each long-running rebuild's plan, and a
    /// copy is then one retain; an unchanged guide compares equal by identity.
    private final class Box: Sendable {
        let fields: Fields
        /// `Guide.url(slug:)`, made once: token pages, the search index and the guide list
        /// each link to every guide, many times over.
        let url: String
        init(_ fields: Fields) {
            self.fields = fields
            url = Guide.url(slug: fields.slug)
        }
    }

    private struct Fields: Sendable, Hashable {
        var slug: String
        var title: String
        var order: Int?
        var summary: String?
        var sourcePath: String
        var ruleCount: Int
        var content: GuideStore.Handle
    }

    private var box: Box

    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
    }

    /// Path-derived id: `guides/applying/themes.md` → `applying/themes`.
    public var slug: String {
        get { box.fields.slug }
        set { change { $0.slug = newValue } }
    }
    public var title: String {
        get { box.fields.title }
        set { change { $0.title = newValue } }
    }
    public var order: Int? {
        get { box.fields.order }
        set { change { $0.order = newValue } }
    }
    public var summary: String? {
        get { box.fields.summary }
        set { change { $0.summary = newValue } }
    }
    public var sourcePath: String {
        get { box.fields.sourcePath }
        set { change { $0.sourcePath = newValue } }
    }
    /// How many Do and Don't rules the content has (what the site's counts and the Rules page's
    /// list of guides need, without reading it).
    public var ruleCount: Int { box.fields.ruleCount }
    /// Where the body, sections and rules are: read them through the build's `GuideStore`.
    public var content: GuideStore.Handle { box.fields.content }

    /// The content when this value holds it (`GuideStore.memory`: `check`, a long-running
    /// process, tests); nil when it waits in a build's file (`GuideStore.file`).
    public var heldContent: GuideContent? { content.held }

    /// A guide whose content is held in memory.
    public init(
        slug: String, title: String, order: Int?, summary: String?, sourcePath: String, html: String,
        sections: [GuideSection], rules: [Rule]
    ) {
        let content = GuideContent(html: html, sections: sections, rules: rules)
        self.init(slug: slug, title: title, order: order, summary: summary, sourcePath: sourcePath, content: .held(content))
    }

    /// A guide whose content is at `content` (`GuideStore.put`).
    init(slug: String, title: String, order: Int?, summary: String?, sourcePath: String, content: GuideStore.Handle) {
        box = Box(Fields(
            slug: slug, title: title, order: order, summary: summary, sourcePath: sourcePath, ruleCount: content.ruleCount,
            content: content))
    }

    /// Whether both are copies of one guide value (then equal without comparing a field).
    func isCopy(of other: Guide) -> Bool { box === other.box }

    /// Equal fields and equal handles: held contents compare by value, stored ones by place.
    public static func == (a: Guide, b: Guide) -> Bool {
        a.box === b.box || a.box.fields == b.box.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Site-relative path of the page file: `guides/a#b.html`.
    public var page: String { Guide.page(slug: slug) }

    /// Site-relative link to the page, percent-encoded: `guides/a%23b.html`.
    public var url: String { box.url }

    /// Site-relative link to one of the page's sections (`anchor` a heading id), or to the
    /// page itself: `Guide.url(slug:anchor:)`.
    public func url(anchor: String?) -> String {
        box.url + Self.fragment(anchor)
    }

    /// Site-relative path of the page file of the guide with this slug.
    public static func page(slug: String) -> String { "guides/\(slug).html" }

    /// Site-relative link to the guide with this slug (`anchor` a heading id), percent-encoded
    /// so a file name with `#`, `?`, `%`, spaces or non-ASCII letters is still reached.
    public static func url(slug: String, anchor: String? = nil) -> String {
        Paths.href(page(slug: slug)) + fragment(anchor)
    }

    /// `#` and the anchor, percent-encoded; nothing without one.
    private static func fragment(_ anchor: String?) -> String {
        anchor.map { "#" + Paths.fragment($0) } ?? ""
    }
}
