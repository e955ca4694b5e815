/// A rendered guide page.
public struct Guide: Sendable, Hashable {
    /// Path-derived id: `guides/applying/themes.md` → `applying/themes`.
    public var slug: String
    public var title: String
    public var order: Int?
    public var summary: String?
    public var sourcePath: String
    /// The body, already rendered to HTML.
    public var html: String
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
        self.html = html
        self.sections = sections
        self.rules = rules
    }

    /// Site-relative URL of the page.
    public var url: String { Guide.url(slug: slug) }

    /// Site-relative URL of the guide with this slug.
    public static func url(slug: String) -> String { "guides/\(slug).html" }
}

public struct GuideSection: Sendable, Hashable {
    public var id: String
    public var title: String
    public var level: Int
    /// Plain text of the section, for search.
    public var text: String

    public init(id: String, title: String, level: Int, text: String) {
        self.id = id
        self.title = title
        self.level = level
        self.text = text
    }
}

public enum RuleKind: String, Sendable, Hashable {
    case `do`, dont
}

/// A Do or Don't item of a guide.
public struct Rule: Sendable, Hashable {
    public var kind: RuleKind
    public var text: String
    public var html: String
    public var guide: String
    /// Anchor of the Do/Don't section.
    public var anchor: String

    public init(kind: RuleKind, text: String, html: String, guide: String, anchor: String) {
        self.kind = kind
        self.text = text
        self.html = html
        self.guide = guide
        self.anchor = anchor
    }
}
