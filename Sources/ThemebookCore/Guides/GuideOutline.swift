import Markdown

/// The structure of one guide, read from its headings: an anchor id for every heading, the
/// sections for the table of contents and search, and which lists hold Do and Don't rules.
///
/// A section runs from its heading to the next heading of the same or a higher level, so the
/// lists of a "Do" section, including those under its subheadings, are Do rules, unless a
/// subheading is itself "Do" or "Don't".
struct GuideOutline {
    /// The section a rule list belongs to.
    struct RuleSection: Hashable {
        var kind: RuleKind
        /// The id of the Do or Don't heading.
        var anchor: String
    }

    /// One heading's id and text.
    typealias Heading = (id: String, title: String)

    /// Heading position → its id; every heading, including those inside quotes and lists.
    private(set) var headingIDs: [SourcePosition: String] = [:]
    /// Heading id → heading text, for every heading.
    private(set) var anchors: [String: String] = [:]
    /// Every heading's id and text, in document order.
    private(set) var headingTitles: [Heading] = []
    /// The top-level headings in order, each with the text up to the next heading.
    private(set) var sections: [GuideSection] = []
    /// Position of a top-level list of a Do or Don't section → that section.
    private(set) var ruleLists: [SourcePosition: RuleSection] = [:]
    /// Position of an item of such a list → its kind.
    private(set) var ruleItems: [SourcePosition: RuleKind] = [:]

    init(_ document: MarkdownDocument, reservedIDs: Set<String> = []) {
        var slugger = HeadingSlugger(reserved: reservedIDs)
        /// Open sections, outermost first, with the rules each one introduces.
        var open: [(level: Int, rules: RuleSection?)] = []
        var sectionText = Self.sectionText()
        for block in document.blocks {
            if case .heading(let level, let inlines, let range) = block {
                closeSection(with: sectionText)
                sectionText = Self.sectionText()
                let title = GuideText.of(inlines)
                let id = name(heading: range.start, title: title, slugger: &slugger)
                sections.append(GuideSection(id: id, title: title, level: level, text: ""))
                while let last = open.last, last.level >= level { open.removeLast() }
                open.append((level, RuleKind(heading: title).map { RuleSection(kind: $0, anchor: id) }))
                continue
            }
            if case .list(_, let items, let range) = block, let rules = open.last(where: { $0.rules != nil })?.rules {
                ruleLists[range.start] = rules
                for item in items { ruleItems[item.range.start] = rules.kind }
            }
            nameHeadings(in: block, slugger: &slugger)
            sectionText.append(block)
        }
        closeSection(with: sectionText)
    }

    /// `headingTitles` alone, without the rest (the guide stage's first pass): the same ids in
    /// the same order, since the headings are named in document order either way.
    static func headings(of document: MarkdownDocument, reservedIDs: Set<String> = []) -> [Heading] {
        var slugger = HeadingSlugger(reserved: reservedIDs)
        var headings: [Heading] = []
        func walk(_ block: Block) {
            switch block {
            case .heading(_, let inlines, _):
                let title = GuideText.of(inlines)
                headings.append((slugger.id(for: title), title))
            case .blockQuote(let blocks, _):
                for child in blocks { walk(child) }
            case .list(_, let items, _):
                for child in items.flatMap(\.blocks) { walk(child) }
            case .paragraph, .codeBlock, .htmlBlock, .thematicBreak:
                break
            }
        }
        for block in document.blocks { walk(block) }
        return headings
    }

    /// A section's text is read only by the search index, and only as far as `SearchIndex.short`
    /// keeps, so it is made only so far.
    private static func sectionText() -> GuideText.Prefix {
        GuideText.Prefix(checkFrom: SearchIndex.textLimit + 2, isEnough: SearchIndex.isDecided(byStartOf:))
    }

    private mutating func closeSection(with text: GuideText.Prefix) {
        guard !sections.isEmpty else { return }
        sections[sections.count - 1].text = SearchIndex.short(text.text)
    }

    private mutating func name(heading position: SourcePosition, title: String, slugger: inout HeadingSlugger) -> String {
        let id = slugger.id(for: title)
        headingIDs[position] = id
        anchors[id] = title
        headingTitles.append((id, title))
        return id
    }

    /// Names the headings nested in quotes and list items, in document order.
    private mutating func nameHeadings(in block: Block, slugger: inout HeadingSlugger) {
        switch block {
        case .heading(_, let inlines, let range):
            _ = name(heading: range.start, title: GuideText.of(inlines), slugger: &slugger)
        case .blockQuote(let blocks, _):
            for child in blocks { nameHeadings(in: child, slugger: &slugger) }
        case .list(_, let items, _):
            for child in items.flatMap(\.blocks) { nameHeadings(in: child, slugger: &slugger) }
        case .paragraph, .codeBlock, .htmlBlock, .thematicBreak:
            break
        }
    }
}
