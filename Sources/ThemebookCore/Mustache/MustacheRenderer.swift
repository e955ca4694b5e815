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
    /// Sections over shared objects already rendered, shared by every copy of this renderer.
    private(set) var memo = MustacheSectionMemo()

    /// This renderer with a memo of its own that keeps nothing (for the fuzz target, which
    /// checks that the memo changes no output).
    var withoutMemo: MustacheRenderer {
        var renderer = self
        renderer.memo = MustacheSectionMemo(maximumBytes: 0)
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
        byTag = partials.keys.sorted().map { (MustacheObject.tag($0), $0, partials[$0]!) }
    }

    /// `partials` as a list with each name's tag, scanned by tag (see `MustacheTemplateReference.fixedTag`).
    private let byTag: [(tag: UInt64, name: String, template: MustacheTemplate)]

    /// The partial named `name`, whose tag is `tag`.
    func partial(_ name: String, tag: UInt64) -> MustacheTemplate? {
        for entry in byTag where entry.tag == tag && entry.name == name { return entry.template }
        return nil
    }

    public func render(_ template: MustacheTemplate, context: MustacheValue) throws(MustacheError) -> String {
        String(decoding: try renderUTF8(template, context: context), as: UTF8.self)
    }

    /// The same output as `render`, as UTF-8 bytes (what gets written to disk), without
    /// building a `String` first.
    public func renderUTF8(_ template: MustacheTemplate, context: MustacheValue) throws(MustacheError) -> [UInt8] {
        var rendering = MustacheRendering(renderer: self, template: template, context: context)
        try rendering.render(template.steps.buffer)
        return rendering.output.bytes
    }

    /// The output of `renderUTF8`, handed to `write` a block (about 64 KiB) at a time as it is
    /// made, so a big page is never held whole; the blocks in order are `renderUTF8`'s bytes.
    /// When rendering fails, what was handed on is the start of a page that has no end.
    /// Each block is lent where the rendering holds it, good only while `write` runs: a copy
    /// into an array first was a second copy of every page (a large catalogue's 100 MB).
    public func render(
        _ template: MustacheTemplate, context: MustacheValue, streamingTo write: @escaping (UnsafeRawBufferPointer) -> Void
    ) throws(MustacheError) {
        var rendering = MustacheRendering(renderer: self, template: template, context: context)
        rendering.spill = write
        try rendering.render(template.steps.buffer)
        if !rendering.output.isEmpty { write(rendering.output.written) }
    }
}
