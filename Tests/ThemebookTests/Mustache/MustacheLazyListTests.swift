import Foundation
import Testing
@testable import ThemebookCore

@Suite("Mustache lazy lists")
struct MustacheLazyListTests {
    /// Counts the items made, from the renderer's threads.
    final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var indexes: [Int] = []
        func add(_ index: Int) { lock.withLock { indexes.append(index) } }
        var all: [Int] { lock.withLock { indexes } }
    }

    static let template = "{{#items}}<li>{{name}}{{#tags}} {{.}}{{/tags}}</li>{{/items}}{{^items}}none{{/items}}"

    static func item(_ index: Int) -> MustacheValue {
        ["name": .string("rule \(index) <b>"), "tags": .array((0..<index % 3).map { .int($0) })]
    }

    func render(_ context: MustacheValue) throws -> String {
        let template = try MustacheTemplate(source: Self.template, name: "templates/page.mustache")
        return try MustacheRenderer(partials: [:], strict: true).render(template, context: context)
    }

    @Test("a lazy list renders as the array of its items, making each item once, in order, as the section reaches it")
    func rendersAsArray() throws {
        let made = Made()
        let lazy = MustacheLazyList(count: 5) { index in
            made.add(index)
            return Self.item(index)
        }
        let eager = try render(["items": .array((0..<5).map(Self.item))])
        #expect(try render(["items": .lazyArray(lazy)]) == eager)
        #expect(eager.contains("<li>rule 4 &lt;b&gt; 0</li>"))
        #expect(made.all == [0, 1, 2, 3, 4])
    }

    @Test("an empty lazy list is falsey, like the empty array")
    func emptyIsFalsey() throws {
        let lazy = MustacheLazyList(count: 0) { _ in Issue.record("no item to make"); return .null }
        #expect(try render(["items": .lazyArray(lazy)]) == "none")
        #expect(try render(["items": .lazyArray(MustacheLazyList(count: -3) { _ in .null })]) == "none")
    }

    @Test("lazy lists compare and digest as the arrays of their items")
    func comparesAndDigests() {
        let a = MustacheValue.lazyArray(MustacheLazyList(count: 4, item: Self.item))
        let b = MustacheValue.lazyArray(MustacheLazyList(count: 4) { Self.item($0) })
        let c = MustacheValue.lazyArray(MustacheLazyList(count: 4) { Self.item($0 + 1) })
        #expect(a == b)
        #expect(a != c)
        let eager = MustacheValue.array((0..<4).map(Self.item))
        #expect(Digest(context: ["x": a]) == Digest(context: ["x": eager]))
        #expect(Digest(context: ["x": a]) != Digest(context: ["x": c]))
    }

    @Test("the Rules page is the same bytes as when its guides are one array made up front")
    func rulesPage() throws {
        let result = ExampleSite.result
        let page = try #require(result.file("rules.html"))
        let catalogue = try #require(result.catalogue)
        var ignored = Diagnostics()
        let templates = TemplateSet.load(from: "", required: false, diagnostics: &ignored)
        let renderer = SiteRenderer(catalogue: catalogue, templates: templates)
        var diagnostics = Diagnostics()
        let rules = try #require(renderer.pages(diagnostics: &diagnostics).first { $0.path == "rules.html" })
        guard case .object(var context) = rules.context, case .lazyArray(let lazy)? = context["ruleGuides"] else {
            Issue.record("the Rules page's guides are not a lazy list")
            return
        }
        #expect(lazy.count == catalogue.guides.filter { !((try? $0.held.rules) ?? []).isEmpty }.count)
        context["ruleGuides"] = .array(Array(lazy))
        let template = try #require(templates.templates["rules"])
        let eager = try MustacheRenderer(partials: templates.templates, strict: true).renderUTF8(template, context: .object(context))
        #expect(String(decoding: eager, as: UTF8.self) == page)
    }
}
