/// Renders templates against a context, with a fixed set of partials.
public struct MustacheRenderer: Sendable {
    /// Nested partial and parent expansions allowed before rendering gives up.
    static let maximumDepth = 100
    /// Sections, blocks, partials and parents open at once, across templates.
    static let maximumNesting = 500
    /// Template nodes one rendering may visit, and bytes it may write: partials that include
    /// another twice, or sections over long lists, multiply, and a page must stay a page.
    /// A 10,000-token, 5-theme catalogue's tokens page visits about 10 million; the budget
    /// leaves room for five times that, and still stops doubling partials within seconds.
    static let maximumWork = 50_000_000
    static let maximumOutput = 100_000_000

    let partials: [String: MustacheTemplate]
    let strict: Bool
    /// This renderer's `maximumWork`. The fuzz target lowers it: an unoptimised, sanitized build
    /// visits tags a hundred times slower, and a template that multiplies must still stop
    /// within the fuzzer's time limit.
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
