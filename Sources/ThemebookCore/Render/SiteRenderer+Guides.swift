/// What the pages show of the guides: the guide list and menu, a guide's page, the Rules page's
/// entries. A guide's content comes from the page's `PageReads`.
extension SiteRenderer {
    /// The guides index: every guide, in navigation order, for browsing without JavaScript.
    static let guidesIndex = "guides.html"
    /// The guide menu, written once and loaded by every page (`guide-menu.js`), so a page's size
    /// does not grow with the number of guides.
    static let guideMenuScript = "guide-menu.js"
    /// Guides listed on the home page before "all guides".
    static let homeGuides = 12

    /// What the guide menu script holds: the `partials/guide-menu` template rendered once, for
    /// a page at the site root; the script fixes the links for deeper pages.
    func guideMenuContext() -> MustacheValue {
        var context = base(root: "")
        context["guides"] = guideList(root: "")
        return .object(context)
    }

    /// `window.THEMEBOOK_GUIDE_MENU = "<html>";` followed by nothing else: the code that inserts
    /// it is the static `assets/guide-menu.js`.
    static func guideMenuScript(_ html: [UInt8]) -> [UInt8] {
        var out = Array("window.THEMEBOOK_GUIDE_MENU = ".utf8)
        JSONOutput.writeString(String(decoding: html, as: UTF8.self), into: &out)
        out.append(contentsOf: Array(";\n".utf8))
        return out
    }

    /// Made item by item as the page is rendered: the guides index and the menu list every guide.
    func guideList(root: String, limit: Int = .max) -> MustacheValue {
        let guides = catalogue.guides
        return .lazyArray(MustacheLazyList(count: Swift.min(limit, guides.count)) { index in
            let guide = guides[index]
            return .object(["title": .string(guide.title), "url": .string(root + guide.url),
                            "summary": guide.summary.map(MustacheValue.string) ?? .null])
        })
    }

    /// The guide at `index` in navigation order (its number counted from 1), or null.
    func guideLink(_ index: Int, root: String) -> MustacheValue {
        guard catalogue.guides.indices.contains(index) else { return .null }
        let guide = catalogue.guides[index]
        return .object(["title": .string(guide.title), "url": .string(root + guide.url), "number": .int(index + 1)])
    }

    /// A guide's page context: its fields and its body's HTML as `html`.
    func guide(_ guide: Guide, _ content: GuideContent, root: String) -> MustacheValue {
        var object = guideFields(guide, sections: content.sections, rules: content.rules, root: root)
        object["html"] = .string(content.html)
        return .object(object)
    }

    func guideFields(_ guide: Guide, sections: [GuideSection], rules: [Rule], root: String) -> [String: MustacheValue] {
        // Each rule names its section: looked up, not searched for (a guide of 10,000 headings and
        // 10,000 rules searched 10,000 sections per rule). The first section with an id wins.
        let sectionTitles =
            rules.isEmpty ? [:] : Dictionary(sections.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        return [
            "title": .string(guide.title), "url": .string(root + guide.url), "slug": .string(guide.slug),
            "summary": guide.summary.map(MustacheValue.string) ?? .null,
            "hasSections": .bool(sections.contains { $0.level <= 3 }),
            "sections": .array(sections.filter { $0.level <= 3 }.map { section in
                .object(["id": .string(section.id), "title": .string(section.title), "level": .int(section.level),
                         "isSub": .bool(section.level > 2)])
            }),
            "rules": .array(rules.map { rule in
                .object(["isDo": .bool(rule.kind == .do), "kind": .string(rule.kind == .do ? "Do" : "Don't"),
                         "html": .string(rule.html), "text": .string(rule.text),
                         "url": .string(root + guide.url(anchor: rule.anchor)),
                         // Link text that says where it goes, not thirty links all reading "section".
                         "linkText": .string(sectionTitles[rule.anchor].map { "\($0) in \(guide.title)" } ?? guide.title)])
            }),
        ]
    }
}
