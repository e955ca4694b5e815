import Foundation
import Testing
@testable import ThemebookCore

/// The renderer's context stack (`MustacheRendering.contexts`, with each object's mask beside
/// it): these pin that a name still resolves at every depth, through lists, lazy lists and
/// objects stored inside each other, and that a lazy list's items are let go once shown, also
/// when a rendering fails half way.
@Suite("Mustache context stack")
struct MustacheContextStackTests {
    /// Lets a test see when a lazy list (and so the item holding it) is freed.
    final class Tracker: @unchecked Sendable {}

    func render(_ source: String, _ context: MustacheValue) throws -> String {
        let template = try MustacheTemplate(source: source, name: "templates/page.mustache")
        return try MustacheRenderer(partials: [:], strict: true).render(template, context: context)
    }

    @Test("names resolve from every context: a list in an object in a lazy list's item in a list")
    func namesResolveAtEveryDepth() throws {
        let groups: MustacheValue = .array((0..<2).map { group in
            .object([
                "group": .string("g\(group)"),
                "rows": .lazyArray(MustacheLazyList(count: 2) { row in
                    .object(["row": .int(row), "cell": .object(["tags": .array([.string("a"), .string("b")])])])
                }),
            ])
        })
        let source = "{{#groups}}[{{group}}:{{#rows}}{{#cell}}{{#tags}}{{root}}{{group}}.{{row}}.{{.}} {{/tags}}{{/cell}}{{/rows}}]{{/groups}}"
        let output = try render(source, ["root": "/", "groups": groups])
        #expect(output == "[g0:/g0.0.a /g0.0.b /g0.1.a /g0.1.b ][g1:/g1.0.a /g1.0.b /g1.1.a /g1.1.b ]")
    }

    @Test("a section over a string, a number or an object pushes that value: {{.}} is it")
    func scalarSections() throws {
        let output = try render("{{#s}}<{{.}}>{{/s}}{{#n}}<{{.}}>{{/n}}{{#o}}<{{x}}>{{/o}}", ["s": "text", "n": 7, "o": ["x": "in"]])
        #expect(output == "<text><7><in>")
    }

    @Test("a lazy list's items are let go once rendered, and when the rendering fails inside one")
    func lazyItemsAreFreed() throws {
        weak var rendered: Tracker?
        weak var failed: Tracker?
        do {
            let tracker = Tracker()
            rendered = tracker
            let list = MustacheLazyList(count: 3) { index in
                .object(["n": .int(index), "inner": .lazyArray(MustacheLazyList(count: 1) { _ in _ = tracker; return .string("x") })])
            }
            #expect(try render("{{#items}}{{n}}{{#inner}}{{.}}{{/inner}}{{/items}}", ["items": .lazyArray(list)]) == "0x1x2x")
        }
        #expect(rendered == nil)
        do {
            let tracker = Tracker()
            failed = tracker
            let list = MustacheLazyList(count: 3) { index in
                .object(["n": .int(index), "inner": .lazyArray(MustacheLazyList(count: 1) { _ in _ = tracker; return .string("x") })])
            }
            // No context has `missing`: strict rendering throws inside the first item.
            #expect(throws: MustacheError.self) {
                try render("{{#items}}{{n}}{{#inner}}{{.}}{{/inner}}{{#n}}{{missing}}{{/n}}{{/items}}", ["items": .lazyArray(list)])
            }
        }
        #expect(failed == nil)
    }
}
