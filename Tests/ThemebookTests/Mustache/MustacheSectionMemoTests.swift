import Testing
@testable import ThemebookCore

/// Sections over shared objects are copied from the memo (`MustacheSectionMemo`) when the same
/// section showed the same object before: the bytes must be exactly those a rendering without
/// the memo makes, whatever the section reads from around the object.
@Suite("Mustache section memo")
struct MustacheSectionMemoTests {
    /// An object marked shared (`MustacheObject.isShared`), or the same members unmarked.
    static func object(_ members: MustacheObject, shared: Bool) -> MustacheValue {
        var object = members
        object.isShared = shared
        return .object(object)
    }

    /// Renders `source` twice with one renderer (so the second rendering finds the first's
    /// entries) with `context(true)`, and once without any shared object; returns both outputs
    /// of the shared contexts after checking them against the unshared one.
    @discardableResult
    static func check(
        _ source: String, partials: [String: String] = [:], strict: Bool = false, budget: Int? = nil,
        _ context: (Bool) -> MustacheValue
    ) throws -> (renderer: MustacheRenderer, output: String) {
        let template = try MustacheTemplate(source: source, name: "page")
        var parsed: [String: MustacheTemplate] = [:]
        for (name, text) in partials { parsed[name] = try MustacheTemplate(source: text, name: name) }
        var plain = MustacheRenderer(partials: parsed, strict: strict)
        var memoised = MustacheRenderer(partials: parsed, strict: strict)
        if let budget {
            plain.workBudget = budget
            memoised.workBudget = budget
        }
        let expected = try plain.render(template, context: context(false))
        let shared = context(true)
        #expect(try memoised.render(template, context: shared) == expected)
        #expect(try memoised.render(template, context: shared) == expected)
        return (memoised, expected)
    }

    @Test("a section that reads only its object is copied, and reads the same")
    func inside() throws {
        let (renderer, output) = try Self.check("{{#items}}[{{#swatch}}{{hex}} {{#chain}}{{text}}>{{/chain}}{{/swatch}}]{{/items}}") { shared in
            let swatch = Self.object(["hex": "#0060df", "chain": [["text": "{Blue50}"]]], shared: shared)
            return ["items": [["swatch": swatch], ["swatch": swatch]]]
        }
        #expect(output == "[#0060df {Blue50}>][#0060df {Blue50}>]")
        #expect(renderer.memos.count(withBytes: true) == 1)
    }

    @Test("a name found outside the object is resolved there every time")
    func outside() throws {
        let (renderer, output) = try Self.check("{{#items}}{{#swatch}}{{hex}}@{{place}};{{/swatch}}{{/items}}") { shared in
            let swatch = Self.object(["hex": "#0060df"], shared: shared)
            // Three, so that the last two enter the section in the same state (mid-line).
            return ["items": [["swatch": swatch, "place": "one"], ["swatch": swatch, "place": "two"], ["swatch": swatch, "place": "three"]]]
        }
        #expect(output == "#0060df@one;#0060df@two;#0060df@three;")
        #expect(renderer.memos.count(withBytes: true) == 0)
        // A dotted name whose first part is outside, and a name found nowhere (not strict).
        try Self.check("{{#items}}{{#swatch}}{{outer.name}}{{missing}}|{{/swatch}}{{/items}}") { shared in
            let swatch = Self.object(["hex": "#0060df"], shared: shared)
            return ["items": [["swatch": swatch, "outer": ["name": "a"]], ["swatch": swatch, "outer": ["name": "b"]], ["swatch": swatch, "outer": ["name": "c"]]]]
        }
        // A dynamic partial whose name is outside.
        try Self.check("{{#items}}{{#swatch}}{{>*which}}{{/swatch}}{{/items}}", partials: ["a": "A{{hex}}", "b": "B{{hex}}"]) { shared in
            let swatch = Self.object(["hex": "#0060df"], shared: shared)
            return ["items": [["swatch": swatch, "which": "a"], ["swatch": swatch, "which": "b"], ["swatch": swatch, "which": "a"]]]
        }
    }

    @Test("a nested section over an outer value taints the section around it, not a section inside")
    func nested() throws {
        try Self.check("{{#items}}{{#swatch}}<{{#inner}}{{hex}}{{/inner}}{{#label}}{{.}}{{/label}}{{/swatch}}>{{/items}}") { shared in
            let inner = Self.object(["hex": "#111"], shared: shared)
            let swatch = Self.object(["inner": inner], shared: shared)
            return ["items": [["swatch": swatch, "label": "x"], ["swatch": swatch, "label": "y"], ["swatch": inner, "label": "z"]]]
        }
    }

    @Test("partials at different indentations, and sections that start or end lines")
    func indentation() throws {
        let partials = ["row": "{{#swatch}}\n{{hex}}\n{{>line}}\n{{/swatch}}\n", "line": "- {{hex}}\n"]
        try Self.check("a\n  {{>row}}\nb\n    {{>row}}\n{{>row}}c {{#swatch}}{{>line}}{{/swatch}}d\n", partials: partials) { shared in
            ["swatch": Self.object(["hex": "#0060df"], shared: shared)]
        }
    }

    @Test("a block inside a shared section takes the replacement in force each time")
    func blocks() throws {
        let partials = ["base": "{{#swatch}}({{$slot}}default {{hex}}{{/slot}}){{/swatch}}"]
        try Self.check("{{<base}}{{$slot}}first {{hex}}{{/slot}}{{/base}}{{>base}}{{<base}}{{$slot}}third{{/slot}}{{/base}}", partials: partials) { shared in
            ["swatch": Self.object(["hex": "#0060df"], shared: shared)]
        }
    }

    @Test("copied sections count their tags against the budget, and a strict miss still throws")
    func limits() throws {
        let template = try MustacheTemplate(source: "{{#items}}{{#swatch}}{{a}}{{b}}{{c}}{{d}}{{/swatch}}{{/items}}", name: "page")
        let swatch = Self.object(["a": 1, "b": 2, "c": 3, "d": 4], shared: true)
        var renderer = MustacheRenderer(partials: [:], strict: true)
        renderer.workBudget = 200
        let few: MustacheValue = ["items": .array(Array(repeating: ["swatch": swatch], count: 10))]
        #expect(try renderer.render(template, context: few) == String(repeating: "1234", count: 10))
        let many: MustacheValue = ["items": .array(Array(repeating: ["swatch": swatch], count: 100))]
        #expect(throws: MustacheError.self) { try renderer.render(template, context: many) }
        let strict = try MustacheTemplate(source: "{{#items}}{{#swatch}}{{a}}{{e}}{{/swatch}}{{/items}}", name: "page")
        #expect(throws: MustacheError.self) { try renderer.render(strict, context: few) }
    }
}
