/// What the guide stage renders of one guide besides its metadata: the body as HTML, the
/// sections and the Do and Don't rules. Only the pages that show a guide read it, through the
/// build's `GuideStore`; a `Guide` holds a handle to it (`Guide.content`).
public struct GuideContent: Sendable, Hashable {
    /// The body, rendered to HTML.
    public var html: String
    public var sections: [GuideSection]
    public var rules: [Rule]

    public init(html: String, sections: [GuideSection], rules: [Rule]) {
        self.html = html
        self.sections = sections
        self.rules = rules
    }
}

public struct GuideSection: Sendable, Hashable {
    public var id: String
    public var title: String
    public var level: Int
    /// Plain text of the section, for search: at most `SearchIndex.textLimit` characters, cut
    /// at a word (`SearchIndex.short`), which is all the index writes.
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
    /// As the Rules page shows it.
    public var html: String
    /// The slug of its guide.
    public var guide: String
    /// Anchor of the Do/Don't section.
    public var anchor: String
    /// Where the item starts in the guide's Markdown.
    public var location: SourceLocation?
    /// The item's code spans, as written: a Don't names the code it forbids this way
    /// (`FXColors.*`), and the app's code is checked against it (`AppCodeLints`).
    public var codeSpans: [String]

    public init(
        kind: RuleKind, text: String, html: String, guide: String, anchor: String, location: SourceLocation? = nil,
        codeSpans: [String] = []
    ) {
        self.kind = kind
        self.text = text
        self.html = html
        self.guide = guide
        self.anchor = anchor
        self.location = location
        self.codeSpans = codeSpans
    }
}
