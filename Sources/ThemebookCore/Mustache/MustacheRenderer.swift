/// Renders templates against a context, with a fixed set of partials.
public struct MustacheRenderer: Sendable {
    /// Nested partial and parent expansions allowed before rendering gives up.
    static let maximumDepth = 100
    /// Sections, blocks, partials and parents open at once, across templates.
    static let maximumNesting = 500
    /// Work one rendering may do, and bytes it may write: partials that include another twice,
    /// or sections over long lists, multiply, and a page must stay a page. Work is counted in
    /// tags, and what costs more than a tag counts as the tags it costs as much as (a partial's
    /// expansion, `expansionWork`; an item of a lazy list, its `itemWork`), so that the budget
    /// is a bound on time: a rendering that reaches it has run for a fraction of a second. A
    /// site renders with more, in proportion to what it shows (`SiteRenderer.workBudget`).
    static let maximumWork = 4_000_000
    static let maximumOutput = 100_000_000
    /// The work one partial or parent expansion counts besides its template's tags: finding the
    /// template and entering it cost about as much as that many tags.
    static let expansionWork = 32

    let partials: [String: MustacheTemplate]
    /// The programs of `partials`, by the same names.
    let programs: [String: MustacheProgram]
    let strict: Bool
    /// This renderer's work budget, `maximumWork` unless set. A site's renderer raises it with
    /// the size of the site (`SiteRenderer.workBudget`); the fuzz target lowers it (an
    /// unoptimised, sanitized build visits tags a hundred times slower, and a template that
    /// multiplies must still stop within the fuzzer's time limit).
    var workBudget = MustacheRenderer.maximumWork
    /// Sections over shared objects already rendered, lent to one rendering at a time and
    /// shared by every copy of this renderer.
    private(set) var memos = MustacheMemoPool()

    /// This renderer with memos of its own that keep nothing (for the fuzz target, which
    /// checks that the memo changes no output).
    var withoutMemo: MustacheRenderer {
        var renderer = self
        renderer.memos = MustacheMemoPool(maximumBytes: 0)
        return renderer
    }

    /// - Parameters:
    ///   - partials: templates addressable by name from `{{> name}}` and `{{< name}}`.
    ///   - strict: when true, a name that resolves to nothing in the context stack is a
    ///     `template-unknown-name` error, and an unknown partial or parent is an error too.
    ///     When false (as the Mustache spec asks) they render as nothing.
    public init(partials: [String: MustacheTemplate], strict: Bool) {
        self.partials = partials
        programs = partials.mapValues(\.program)
        self.strict = strict
    }

    public func render(_ template: MustacheTemplate, context: MustacheValue) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(template, context: context), as: UTF8.self)
    }

    /// The same output as `render`, as UTF-8 bytes (what gets written to disk), without
    /// building a `String` first.
    public func renderUTF8(_ template: MustacheTemplate, context: MustacheValue) throws(MustacheError) -> [UInt8] {
        try render(template, context: context, spill: nil)
    }

    /// The output of `renderUTF8`, handed to `write` a block (about 64 KiB) at a time as it is
    /// made, so a big page is never held whole; the blocks in order are `renderUTF8`'s bytes.
    /// When rendering fails, what was handed on is the start of a page that has no end.
    public func render(
        _ template: MustacheTemplate, context: MustacheValue, streamingTo write: @escaping ([UInt8]) -> Void
    ) throws(MustacheError) {
        _ = try render(template, context: context, spill: write)
    }

    /// Renders with a memo taken from the pool, and gives the memo back however it ends.
    private func render(_ template: MustacheTemplate, context: MustacheValue, spill: (([UInt8]) -> Void)?) throws(MustacheError)
        -> [UInt8]
    {
        var rendering = MustacheRendering(renderer: self, template: template, context: context, memo: memos.take())
        defer { memos.give(rendering.memo) }
        rendering.spill = spill
        try rendering.render(template.program)
        rendering.finish()
        return spill == nil ? rendering.output : []
    }
}
