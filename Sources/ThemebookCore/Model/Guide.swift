/// A rendered guide page.
///
/// Its fields live in one shared box, copied only when a copy is changed: a guide is copied into
/// the guide list, the token mentions (once per token it names) and each long-running rebuild's
/// plan, and a copy of eight fields retained and released each of them. The rebuild after one
/// guide's edit at 1,000 guides spent about a fifth of its time copying, freeing and comparing
/// guides; now a copy is one retain, and an unchanged guide compares equal by identity.
public struct Guide: Sendable, Hashable {
    /// Changed only while uniquely referenced (`owned`), so copies never see a change.
    private final class Fields: @unchecked Sendable {
        var slug: String
        var title: String
        var order: Int?
        var summary: String?
        var sourcePath: String
        var body: GuideBody
        var sections: [GuideSection]
        var rules: [Rule]

        init(
            slug: String, title: String, order: Int?, summary: String?, sourcePath: String, body: GuideBody,
            sections: [GuideSection], rules: [Rule]
        ) {
            self.slug = slug
            self.title = title
            self.order = order
            self.summary = summary
            self.sourcePath = sourcePath
            self.body = body
            self.sections = sections
            self.rules = rules
        }

        func copy() -> Fields {
            Fields(
                slug: slug, title: title, order: order, summary: summary, sourcePath: sourcePath, body: body,
                sections: sections, rules: rules)
        }
    }

    private var fields: Fields

    /// The fields, made this value's own before a change (as `ResolvedColor` does).
    private var owned: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// Path-derived id: `guides/applying/themes.md` → `applying/themes`.
    public var slug: String {
        get { fields.slug }
        set { owned.slug = newValue }
    }
    public var title: String {
        get { fields.title }
        set { owned.title = newValue }
    }
    public var order: Int? {
        get { fields.order }
        set { owned.order = newValue }
    }
    public var summary: String? {
        get { fields.summary }
        set { owned.summary = newValue }
    }
    public var sourcePath: String {
        get { fields.sourcePath }
        set { owned.sourcePath = newValue }
    }
    /// The body, already rendered to HTML. A one-shot build keeps it on disk, not in memory,
    /// until the guide's page is written (see `GuideBodyFile`); reading it reads it back.
    public var html: String {
        get { body.text }
        set { body = GuideBody(newValue) }
    }
    var body: GuideBody {
        get { fields.body }
        set { owned.body = newValue }
    }
    /// Changed in place (`guide.sections[i].text = …`): a setter would get a copy of the array,
    /// which the change then copies whole, once per element changed, since the box still holds
    /// the original (a guide of 20,000 headings took nine seconds).
    public var sections: [GuideSection] {
        get { fields.sections }
        _modify { yield &owned.sections }
    }
    /// Changed in place, as `sections` is.
    public var rules: [Rule] {
        get { fields.rules }
        _modify { yield &owned.rules }
    }

    public init(
        slug: String, title: String, order: Int?, summary: String?, sourcePath: String, html: String,
        sections: [GuideSection], rules: [Rule]
    ) {
        fields = Fields(
            slug: slug, title: title, order: order, summary: summary, sourcePath: sourcePath, body: GuideBody(html),
            sections: sections, rules: rules)
    }

    /// Whether both are copies of one guide value (then equal without reading a field).
    func isCopy(of other: Guide) -> Bool { fields === other.fields }

    /// Equal fields; the same box is equal without reading them.
    public static func == (a: Guide, b: Guide) -> Bool {
        if a.fields === b.fields { return true }
        let x = a.fields, y = b.fields
        return x.slug == y.slug && x.title == y.title && x.order == y.order && x.summary == y.summary
            && x.sourcePath == y.sourcePath && x.body == y.body && x.sections == y.sections && x.rules == y.rules
    }

    public func hash(into hasher: inout Hasher) {
        let f = fields
        hasher.combine(f.slug)
        hasher.combine(f.title)
        hasher.combine(f.order)
        hasher.combine(f.summary)
        hasher.combine(f.sourcePath)
        hasher.combine(f.body)
        hasher.combine(f.sections)
        hasher.combine(f.rules)
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
