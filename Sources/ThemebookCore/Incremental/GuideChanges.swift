/// What a change among the guides can change in the site, worked out from the guides before and
/// after (both in navigation order) without making any page's context:
/// - a guide that changed (or came, or went): its own page, the search index;
/// - where a guide sits (its number, its neighbours' titles): its page;
/// - the guide list (slugs, titles, summaries, order): the guides index, the home page, the menu;
/// - a guide that has rules, before or after, changed in what the rules page shows of it (not
///   its body), or the order of the guides that have rules:
///   the rules page; the rules themselves, or that order: `catalogue.json`;
/// - who mentions a token, by title and link: that token's page, the home and tokens pages;
/// - the number of guides or of rules: every page whose templates show it (`includes`, `TemplateReads`).
///
/// Strings are compared as bytes, as the pages show them (Swift's `==` calls two spellings of
/// `é` equal, and the pages would differ). A long-running build holds every guide's content
/// (`GuideStore.memory`); a guide whose content is not held compares as changed.
struct GuideChanges {
    /// Pages (template outputs) that may differ.
    var pages: Set<String> = []
    /// Guide pages whose guide is gone.
    var removedPages: [String] = []
    var searchIndex = false
    var catalogueJSON = false
    /// The slugs of the guides that are new or changed.
    var changed: Set<String> = []
    /// The counts every page's `site` carries.
    var guideCount = false
    var ruleCount = false

    init(
        old: [Guide], new: [Guide], oldMentions: [String: [Guide]], newMentions: [String: [Guide]],
        relinked: Set<String>? = nil
    ) {
        // The same guides in the same order: only guides that changed can have moved a
        // neighbour's title, and only they can have changed the list.
        // (By index, here and below: iterating the arrays would copy each guide, every one of
        // its fields retained.)
        let sameOrder = old.count == new.count && old.indices.allSatisfy { Self.same(old[$0].slug, new[$0].slug) }
        var oldIndex: [String: Int] = [:]
        if !sameOrder { for index in old.indices { oldIndex[old[index].slug] = index } }
        var rulesPage = false, listChanged = !sameOrder, ruleGuidesMoved = false
        for index in new.indices {
            // In the same order, a guide not linked since `old` was made is the value it was
            // then, in the same spot: nothing of it is copied or compared.
            if sameOrder, let relinked, !relinked.contains(new[index].slug) { continue }
            let guide = new[index]
            guard let before = sameOrder ? index : oldIndex[guide.slug] else {
                changed.insert(guide.slug)
                pages.insert(guide.page)
                searchIndex = true
                rulesPage = rulesPage || guide.ruleCount > 0
                continue
            }
            let previous = old[before]
            // A guide not linked since `old` was made is the value it was then.
            if relinked?.contains(guide.slug) ?? true, !Self.same(previous, guide) {
                changed.insert(guide.slug)
                pages.insert(guide.page)
                searchIndex = true
                if guide.ruleCount > 0 || previous.ruleCount > 0,
                    !Self.sameOnRulesPage(previous, guide) {
                    rulesPage = true
                }
                if !Self.same(previous.heldContent?.rules, guide.heldContent?.rules) { catalogueJSON = true }
                if (previous.ruleCount == 0) != (guide.ruleCount == 0) { ruleGuidesMoved = true }
                if !Self.sameListing(previous, guide) {
                    listChanged = true
                    // Its neighbours show its title.
                    for neighbour in [index - 1, index + 1] where new.indices.contains(neighbour) { pages.insert(new[neighbour].page) }
                }
            }
            if !sameOrder, !Self.sameSpot(old, before, new, index) { pages.insert(guide.page) }
        }
        if !sameOrder {
            let newSlugs = Set(new.map(\.slug))
            for guide in old where !newSlugs.contains(guide.slug) {
                removedPages.append(guide.page)
                searchIndex = true
                rulesPage = rulesPage || guide.ruleCount > 0
            }
        }
        if listChanged { pages.formUnion([SiteRenderer.guidesIndex, "index.html", SiteRenderer.guideMenuScript]) }
        // The rules page and `catalogue.json` list the guides that have rules, in navigation order.
        if ruleGuidesMoved || (!sameOrder && old.filter({ $0.ruleCount > 0 }).map(\.slug) != new.filter({ $0.ruleCount > 0 }).map(\.slug)) {
            rulesPage = true
            catalogueJSON = true
        }
        if rulesPage { pages.insert("rules.html") }
        // Who mentions a token changes only with a guide that changed or moved.
        for token in changed.isEmpty && sameOrder ? [] : Set(oldMentions.keys).union(newMentions.keys)
        where !Self.sameMentions(oldMentions[token] ?? [], newMentions[token] ?? []) {
            pages.insert(Paths.token(token))
            pages.formUnion(["index.html", "tokens.html"])
        }
        guideCount = old.count != new.count
        ruleCount = old.indices.reduce(0) { $0 + old[$1].ruleCount } != new.indices.reduce(0) { $0 + new[$1].ruleCount }
    }

    /// Whether a page from `template` may differ: it is one of `pages`, or it shows a count that changed.
    func includes(_ path: String, template: String, reads: TemplateReads) -> Bool {
        pages.contains(path) || (guideCount && reads.reads(template, "guideCount")) || (ruleCount && reads.reads(template, "ruleCount"))
    }

    // MARK: Byte-exact comparisons

    static func same(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.count == y.count && (x.baseAddress == y.baseAddress || x.elementsEqual(y)) } }
    }

    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): same(a, b)
        default: false
        }
    }

    static func same(_ a: [Rule]?, _ b: [Rule]?) -> Bool {
        guard let a, let b else { return false }
        return a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.kind == y.kind && same(x.text, y.text) && same(x.html, y.html) && same(x.guide, y.guide) && same(x.anchor, y.anchor)
        }
    }

    static func same(_ a: Guide, _ b: Guide) -> Bool {
        guard let x = a.heldContent, let y = b.heldContent else { return false }
        return a.order == b.order && same(a.slug, b.slug) && same(a.title, b.title) && same(a.summary, b.summary)
            && same(a.sourcePath, b.sourcePath) && same(x.html, y.html) && same(x.rules, y.rules)
            && x.sections.count == y.sections.count
            && zip(x.sections, y.sections).allSatisfy { x, y in
                x.level == y.level && same(x.id, y.id) && same(x.title, y.title) && same(x.text, y.text)
            }
    }

    /// The same on the rules page, which shows a guide's title, link, summary, headings and
    /// rules, not its body (`SiteRenderer.pages`).
    private static func sameOnRulesPage(_ a: Guide, _ b: Guide) -> Bool {
        guard let x = a.heldContent, let y = b.heldContent else { return false }
        return same(a.slug, b.slug) && same(a.title, b.title) && same(a.summary, b.summary) && same(x.rules, y.rules)
            && x.sections.count == y.sections.count
            && zip(x.sections, y.sections).allSatisfy { x, y in x.level == y.level && same(x.id, y.id) && same(x.title, y.title) }
    }

    /// The same entry in the guide list: page, title, summary.
    private static func sameListing(_ a: Guide, _ b: Guide) -> Bool {
        same(a.slug, b.slug) && same(a.title, b.title) && same(a.summary, b.summary)
    }

    /// The guide at `i` of `a` and at `j` of `b` has the same number and the same neighbours.
    private static func sameSpot(_ a: [Guide], _ i: Int, _ b: [Guide], _ j: Int) -> Bool {
        func neighbour(_ list: [Guide], _ k: Int) -> (String, String)? {
            list.indices.contains(k) ? (list[k].slug, list[k].title) : nil
        }
        func same(_ x: (String, String)?, _ y: (String, String)?) -> Bool {
            switch (x, y) {
            case (nil, nil): true
            case let (x?, y?): Self.same(x.0, y.0) && Self.same(x.1, y.1)
            default: false
            }
        }
        return i == j && same(neighbour(a, i - 1), neighbour(b, j - 1)) && same(neighbour(a, i + 1), neighbour(b, j + 1))
            && same(neighbour(a, i), neighbour(b, j))
    }

    /// What a token's page shows of the guides that mention it: titles and links.
    /// A guide not linked again is the very value it was (`Guide.isCopy(of:)`): the lists of a
    /// token that no changed guide mentions compare without reading a string.
    private static func sameMentions(_ a: [Guide], _ b: [Guide]) -> Bool {
        a.count == b.count && a.indices.allSatisfy { a[$0].isCopy(of: b[$0]) || (same(a[$0].slug, b[$0].slug) && same(a[$0].title, b[$0].title)) }
    }
}
