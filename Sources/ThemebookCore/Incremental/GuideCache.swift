/// What the guide stage computed last time, kept between builds of a long-running process
/// (`IncrementalBuild`), so that a change to one guide parses, links and renders that guide
/// alone. `GuideBuilder.rebuild` consults it, from the one thread that merges the guides;
/// nothing else does (it is not `Sendable`, so no worker can reach it).
///
/// Each memo records what its result read, salsa-style, and is reused only when all of it is
/// unchanged:
/// - a parsed guide (`GuideSource`, with the diagnostics parsing gave) read its file's bytes;
/// - what the reference table takes from the catalogue (`CatalogueReferences`) read the
///   catalogue alone, and is dropped whenever the stages before the guides run (`reload()`);
/// - a linked and rendered guide read its file's bytes and the reference table, i.e. the
///   catalogue, the config, the files guides may link to, and every guide's slug, title and
///   heading anchors. The first three are dropped wholesale by `invalidateLinks()` whenever an
///   input other than a guide's Markdown changed; the last is compared exactly (`tableKey`).
final class GuideCache {
    /// Classes, so that handing a memo about costs one retain, not one per field.
    final class Parsed: Sendable {
        /// A guide that parsed, with what it offers to other guides' links, made once. A class
        /// too: every rebuild hands each of a thousand guides about several times.
        final class Guide: Sendable {
            let source: GuideSource
            let target: ReferenceTable.GuideTarget
            /// Its slug, title and anchors, to tell whether the link memos still hold (`targets(of:unreadable:)`);
            /// "" when made without a cache.
            let key: String

            init(_ source: GuideSource, keyed: Bool) {
                self.source = source
                target = ReferenceTable.GuideTarget(source)
                // The anchors are the headings' ids and titles: the headings say it all.
                key = !keyed ? "" : ([source.slug, source.metadata.title] + source.headings.map { "\($0.id)=\($0.title)" })
                    .joined(separator: "\u{0}")
            }
        }

        let bytes: [UInt8]
        let guide: Guide?
        let diagnostics: [Diagnostic]

        init(bytes: [UInt8], guide: Guide?, diagnostics: [Diagnostic]) {
            self.bytes = bytes
            self.guide = guide
            self.diagnostics = diagnostics
        }
    }

    final class Linked: Sendable {
        let bytes: [UInt8]
        let guide: Guide
        let tokens: Set<String>
        let diagnostics: [Diagnostic]
        /// Content files the guide links to or shows, copied into the site.
        let copies: [String]

        init(bytes: [UInt8], guide: Guide, tokens: Set<String>, diagnostics: [Diagnostic], copies: [String]) {
            self.bytes = bytes
            self.guide = guide
            self.tokens = tokens
            self.diagnostics = diagnostics
            self.copies = copies
        }
    }

    private var parsed: [String: Parsed] = [:]
    private var linked: [String: Linked] = [:]
    private var tableKey: [String] = []
    private var references: CatalogueReferences?
    private var targets: [String: ReferenceTable.GuideTarget] = [:]
    /// Guides parsed and linked afresh by the last build (for tests and the watch report).
    private(set) var parsedCount = 0
    private(set) var linkedCount = 0
    /// The slugs of the guides linked afresh by the last build: any other guide is the value it
    /// was when last linked (the incremental build compares only these).
    private(set) var linkedSlugs: Set<String> = []

    init() {}

    /// Something other than a guide's Markdown changed: every guide links afresh.
    func invalidateLinks() { linked = [:] }

    /// The stages before the guides run again: the catalogue may differ.
    func reload() { references = nil }

    func beginBuild() {
        parsedCount = 0
        linkedCount = 0
        linkedSlugs = []
    }

    /// The parse memo of `file`, if its bytes are as last time.
    func parsed(_ file: SourceFile) -> Parsed? {
        guard let memo = parsed[file.path], memo.bytes == file.bytes else { return nil }
        return memo
    }

    func store(_ memo: Parsed, for file: SourceFile) {
        parsedCount += 1
        parsed[file.path] = memo
    }

    /// What each guide offers to links from the others (`ReferenceTable.targets`). Keeps the
    /// link memos, and the targets made last time, only if every guide's slug, title and
    /// anchors are as last time.
    func targets(of guides: [Parsed.Guide], unreadable: Set<String>) -> [String: ReferenceTable.GuideTarget] {
        var key = guides.map(\.key)
        key.append(unreadable.sorted().joined(separator: "\u{0}"))
        if key != tableKey {
            linked = [:]
            targets = ReferenceTable.targets(guides)
        }
        tableKey = key
        forget(guides)
        return targets
    }

    private func forget(_ guides: [Parsed.Guide]) {
        // Memos of guides that are gone would never be read again. Every guide has a memo, so
        // when there are as many memos as guides, none is of a guide that is gone.
        guard parsed.count != guides.count else { return }
        let paths = Set(guides.map(\.source.file.path))
        parsed = parsed.filter { paths.contains($0.key) || $0.value.guide == nil }
    }

    /// What the reference table takes from `catalogue`, made on the first build after
    /// `reload()` and kept until the next.
    func references(_ catalogue: Catalogue) -> CatalogueReferences {
        if let references { return references }
        let made = CatalogueReferences(catalogue, chips: true)
        references = made
        return made
    }

    func linked(_ source: GuideSource) -> Linked? {
        guard let memo = linked[source.file.path], memo.bytes == source.file.bytes else { return nil }
        return memo
    }

    func store(_ memo: Linked, for source: GuideSource) {
        linkedCount += 1
        linkedSlugs.insert(source.slug)
        linked[source.file.path] = memo
    }
}
