/// A rendered guide page.
public struct Guide: Sendable, Hashable {
    /// Path-derived id: `guides/applying/themes.md` → `applying/themes`.
    public var slug: String
    public var title: String
    public var order: Int?
    public var summary: String?
    public var sourcePath: String
    /// The body, already rendered to HTML. A one-shot build keeps it on disk, not in memory,
    /// until the guide's page is written (see `GuideBodyFile`); reading it reads it back.
    public var html: String {
        get { body.text }
        set { body = GuideBody(newValue) }
    }
    var body: GuideBody
    public var sections: [GuideSection]
    public var rules: [Rule]

    public init(
        slug: String, title: String, order: Int?, summary: String?, sourcePath: String, html: String,
        sections: [GuideSection], rules: [Rule]
    ) {
        self.slug = slug
        self.title = title
        self.order = order
        self.summary = summary
        self.sourcePath = sourcePath
        self.body = GuideBody(html)
        self.sections = sections
        self.rules = rules
    }

    /// Site-relative path of the page file: `guides/a#b.html`.
    public var page: String { Guide.page(slug: slug) }

    /// Site-relative link to the page, percent-encoded: `guides/a%23b.html`.
    public var url: String { Guide.url(slug: slug) }

    /// Site-relative path of the page file of the guide with this slug.
    public static func page(slug: String) -> String { "guides/\(slug).html" }

    /// Site-relative link to the guide with this slug (`anchor` a heading id), percent-encoded
    /// so a file name with `#`, `?`, `%`, spaces or non-ASCII letters is still reached.
    public static func url(slug: String, anchor: String? = nil) -> String {
        Paths.href(page(slug: slug)) + (anchor.map { "#" + Paths.fragment($0) } ?? "")
    }
}

public struct GuideSection: Sendable, Hashable {
    public var id: String
    public var title: String
    public var level: Int
    /// Plain text of the section, for search: at most `SearchIndex.textLimit` characters, cut
    /// at a word (`SearchIndex.short`), which is all the index writes. Only the search index
    /// reads it, so a one-shot build keeps it on disk like a guide's body.
    public var text: String {
        get { textBody.text }
        set { textBody = GuideBody(newValue) }
    }
    var textBody: GuideBody

    public init(id: String, title: String, level: Int, text: String) {
        self.id = id
        self.title = title
        self.level = level
        self.textBody = GuideBody(text)
    }
}

public enum RuleKind: String, Sendable, Hashable {
    case `do`, dont
}

/// A Do or Don't item of a guide.
public struct Rule: Sendable, Hashable {
    public var kind: RuleKind
    public var text: String
    /// Shown on the Rules page alone, so a one-shot build keeps it on disk like a guide's body.
    public var html: String {
        get { body.text }
        set { body = GuideBody(newValue) }
    }
    var body: GuideBody
    public var guide: String
    /// Anchor of the Do/Don't section.
    public var anchor: String

    public init(kind: RuleKind, text: String, html: String, guide: String, anchor: String) {
        self.kind = kind
        self.text = text
        self.body = GuideBody(html)
        self.guide = guide
        self.anchor = anchor
    }
}
