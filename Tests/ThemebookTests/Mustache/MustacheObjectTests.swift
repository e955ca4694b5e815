import Testing
@testable import ThemebookCore

@Suite("Mustache objects")
struct MustacheObjectTests {
    @Test("objects with the same members are equal whatever order they were added in")
    func equality() {
        let a: MustacheObject = ["name": "layer1", "count": 2, "nested": ["x": true]]
        var b = MustacheObject()
        b["nested"] = ["x": true]
        b["count"] = 2
        b["name"] = "layer1"
        #expect(a == b)
        b["count"] = 3
        #expect(a != b)
        #expect(MustacheValue.object(["a": 1]) == MustacheValue.object(["a": 1] as [String: MustacheValue]))
    }

    @Test("a repeated key keeps its last value; setting nil removes a key")
    func keys() {
        var object: MustacheObject = ["a": 1, "b": 2, "a": 3]
        #expect(object.count == 2)
        #expect(object["a"] == 3)
        object["a"] = nil
        #expect(object.keys == ["b"])
        #expect(object["a"] == nil)
    }

    @Test("objects built from fixed keys render like literals")
    func fixedKeys() throws {
        let keys = MustacheKeys(["title", "items"])
        let context = MustacheValue.object(MustacheObject(keys, ["List", ["a", "b"]]))
        let template = try MustacheTemplate(source: "{{title}}:{{#items}} {{.}}{{/items}}", name: "t")
        let output = try MustacheRenderer(partials: [:], strict: true).render(template, context: context)
        #expect(output == "List: a b")
        var built = MustacheObject(keys)
        built.add("List", keys)
        built.add(["a", "b"], keys)
        #expect(MustacheValue.object(built) == context)
        #expect(built == ["title": "List", "items": ["a", "b"]])
    }
}
