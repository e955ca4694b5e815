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
        var outline: Outline

        init(
            slug: String, title: String, order: Int?, summary: String?, sourcePath: String, body: GuideBody, outline: Outline
        ) {
            self.slug = slug
            self.title = title
            self.order = order
            self.summary = summary
            self.sourcePath = sourcePath
            self.body = body
            self.outline = outline
        }

        func copy() -> Fields {
            Fields(slug: slug, title: title, order: order, summary: summary, sourcePath: sourcePath, body: body, outline: outline)
        }
    }

    /// The sections and rules: in memory, or in a one-shot build one record in the body file
    /// (`GuideOutlineRecord`), read back whenever they are asked for.
    enum Outline {
        case memory(sections: [GuideSection], rules: [Rule])
        case stored(GuideBodyFile, Range<Int>, ruleCount: Int)

        var parts: (sections: [GuideSection], rules: [Rule]) { read(sections: true) }

        func read(sections: Bool) -> (sections: [GuideSection], rules: [Rule]) {
            switch self {
            case .memory(let sections, let rules):
                return (sections, rules)
            case .stored(let file, let range, _):
                if let parts = GuideOutlineRecord.decode(file.bytes(range), file: file, sections: sections) { return parts }
                file.noteFailure("a guide's sections and rules could not be read back from the build's temporary file")
                return ([], [])
            }
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
    /// the original (a guide of 20,000 headings took nine seconds). Read back from the body
    /// file each time when stored there (`storeOutline(in:)`): read it once into a local.
    public var sections: [GuideSection] {
        get { fields.outline.parts.sections }
        _modify {
            let fields = owned
            var (sections, rules) = fields.outline.parts
            fields.outline = .memory(sections: [], rules: [])
            defer { fields.outline = .memory(sections: sections, rules: rules) }
            yield &sections
        }
    }
    /// Changed in place, and read back, as `sections` is.
    public var rules: [Rule] {
        get { fields.outline.read(sections: false).rules }
        _modify {
            let fields = owned
            var (sections, rules) = fields.outline.parts
            fields.outline = .memory(sections: [], rules: [])
            defer { fields.outline = .memory(sections: sections, rules: rules) }
            yield &rules
        }
    }
    /// The sections and the rules, read back once when stored (`sections` and `rules` read
    /// the record each).
    public var sectionsAndRules: (sections: [GuideSection], rules: [Rule]) { fields.outline.parts }

    /// How many rules, without reading them.
    public var ruleCount: Int {
        switch fields.outline {
        case .memory(_, let rules): rules.count
        case .stored(_, _, let count): count
        }
    }

    /// Moves the sections and rules into `file` (a one-shot build's body file), so that memory
    /// holds one record's place per guide rather than its every heading and rule; they stay in
    /// memory when the file takes no more.
    mutating func storeOutline(in file: GuideBodyFile) {
        guard case .memory(let sections, let rules) = fields.outline, !sections.isEmpty || !rules.isEmpty else { return }
        let record = GuideOutlineRecord.encode(sections: sections, rules: rules, file: file)
        guard let range = record.withUnsafeBufferPointer({ file.store($0) }) else { return }
        owned.outline = .stored(file, range, ruleCount: rules.count)
    }

    /// Whether the sections and rules are held in memory (what a test of the guide stage's
    /// memory checks).
    var outlineInMemory: Bool {
        if case .memory = fields.outline { return true }
        return false
    }

    public init(
        slug: String, title: String, order: Int?, summary: String?, sourcePath: String, html: String,
        sections: [GuideSection], rules: [Rule]
    ) {
        fields = Fields(
            slug: slug, title: title, order: order, summary: summary, sourcePath: sourcePath, body: GuideBody(html),
            outline: .memory(sections: sections, rules: rules))
    }

    /// Whether both are copies of one guide value (then equal without reading a field).
    func isCopy(of other: Guide) -> Bool { fields === other.fields }

    /// Equal fields; the same box is equal without reading them.
    public static func == (a: Guide, b: Guide) -> Bool {
        if a.fields === b.fields { return true }
        let x = a.fields, y = b.fields
        guard x.slug == y.slug && x.title == y.title && x.order == y.order && x.summary == y.summary
            && x.sourcePath == y.sourcePath && x.body == y.body
        else { return false }
        let (p, q) = (x.outline.parts, y.outline.parts)
        return p.sections == q.sections && p.rules == q.rules
    }

    public func hash(into hasher: inout Hasher) {
        let f = fields
        hasher.combine(f.slug)
        hasher.combine(f.title)
        hasher.combine(f.order)
        hasher.combine(f.summary)
        hasher.combine(f.sourcePath)
        hasher.combine(f.body)
        let (sections, rules) = f.outline.parts
        hasher.combine(sections)
        hasher.combine(rules)
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
