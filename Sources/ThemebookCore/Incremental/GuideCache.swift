/// What the guide stage computed last time, kept between builds of a long-running process
/// (`IncrementalBuild`), so that a change to one guide parses, links and renders that guide
/// alone. `GuideBuilder.build` consults it; nothing else does.
///
/// Each memo records what its result read, salsa-style, and is reused only when all of it is
/// unchanged:
/// - a parsed guide (`GuideSource`, with the diagnostics parsing gave) read its file's bytes;
/// - a linked and rendered guide read its file's bytes and the reference table, i.e. the
///   catalogue, the config, the files guides may link to, and every guide's slug, title and
///   heading anchors. The first three are dropped wholesale by `invalidateLinks()` whenever an
///   input other than a guide's Markdown changed; the last is compared exactly (`tableKey`).
final class GuideCache: @unchecked Sendable {
    struct Parsed {
        var bytes: [UInt8]
        var source: GuideSource?
        var diagnostics: [Diagnostic]
    }

    struct Linked {
        var bytes: [UInt8]
        var guide: Guide
        var tokens: Set<String>
        var diagnostics: [Diagnostic]
        /// Content files the guide links to or shows, copied into the site.
        var copies: [String]
    }

    private var parsed: [String: Parsed] = [:]
    private var linked: [String: Linked] = [:]
    private var tableKey: [String] = []
    /// Guides parsed and linked afresh by the last build (for tests and the watch report).
    private(set) var parsedCount = 0
    private(set) var linkedCount = 0
    /// The slugs of the guides linked afresh by the last build: any other guide is the value it
    /// was when last linked (the incremental build compares only these).
    private(set) var linkedSlugs: Set<String> = []

    init() {}

    /// Something other than a guide's Markdown changed: every guide links afresh.
    func invalidateLinks() { linked = [:] }

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

    /// Keeps the link memos only if every guide's slug, title and anchors are as last time.
    func useTable(of sources: [GuideSource], unreadable: Set<String>) {
        var key = sources.map { source in
            // The anchors are the headings' ids and titles: the headings say it all.
            let headings = source.headings.map { "\($0.id)=\($0.title)" }
            return ([source.slug, source.metadata.title] + headings).joined(separator: "\u{0}")
        }
        key.append(unreadable.sorted().joined(separator: "\u{0}"))
        if key != tableKey { linked = [:] }
        tableKey = key
        // Memos of guides that are gone would never be read again.
        let paths = Set(sources.map(\.file.path))
        parsed = parsed.filter { paths.contains($0.key) || $0.value.source == nil }
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
