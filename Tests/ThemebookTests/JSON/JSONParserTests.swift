import Testing
@testable import ThemebookCore

@Suite("JSON parser")
struct JSONParserTests {
    func parse(_ text: String) -> (JSONNode?, [Diagnostic]) {
        var d = Diagnostics()
        let node = JSONParser.parse(text, file: "f.json", into: &d)
        return (node, d.sorted)
    }

    @Test("every key and value keeps its line and column")
    func positions() throws {
        let (node, diagnostics) = parse("{\n  \"a\": [1, \"x\"],\n  \"b\": {\"c\": true}\n}")
        #expect(diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root.member("a")?.keyLocation.description == "f.json:2:3")
        #expect(root["a"]?.elements?[1].location.description == "f.json:2:12")
        #expect(root["b"]?["c"]?.location.description == "f.json:3:14")
    }

    @Test("a syntax error is reported at its exact position")
    func syntaxError() {
        let (_, diagnostics) = parse("{\n  \"a\": 1,\n  \"b\" 2\n}")
        #expect(diagnostics.map { "\($0.location!): \($0.message)" } == ["f.json:3:7: unexpected '2'; expected ':' after key 'b'"])
    }

    @Test("truncated input, empty input, deep nesting and huge numbers are errors, not traps")
    func hostileInput() {
        #expect(parse("{\"a\": [1, 2").1.first?.message == "unexpected end of file; expected ',' or ']'")
        #expect(parse("").1.first?.message == "f.json is empty; expected a JSON value")
        #expect(parse(String(repeating: "[", count: 100_000)).1.first?.message == "JSON nested deeper than 200 levels")
        #expect(parse("[1e999]").1.first?.message == "number 1e999 is out of range")
        #expect(parse("\"abc").1.first?.message == "unterminated string")
    }

    @Test("invalid UTF-8 is reported at the offending byte")
    func invalidUTF8() {
        var d = Diagnostics()
        _ = JSONParser.parse(Array("{\n \"a\": \"".utf8) + [0xFF] + Array("\"}".utf8), file: "f.json", into: &d)
        #expect(d.sorted.map { "\($0.location!) \($0.message)" } == ["f.json:2:8 f.json is not valid UTF-8"])
    }

    @Test("duplicate keys are errors pointing at the second key with a note at the first")
    func duplicates() {
        let (_, diagnostics) = parse("{\"a\": 1,\n \"a\": 2}")
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].id == "json-duplicate-key")
        #expect(diagnostics[0].location?.description == "f.json:2:2")
        #expect(diagnostics[0].notes.first?.location?.description == "f.json:1:2")
    }

    @Test("a key repeated in a large object, and three times, points at its first place every time")
    func duplicatesInLargeObjects() throws {
        // Twenty keys, then "k3" twice more: past the size where keys are indexed.
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        let (node, diagnostics) = parse("{\(keys),\n\"k3\": \"again\",\n\"k3\": \"last\"}")
        #expect(diagnostics.map(\.location?.description) == ["f.json:21:1", "f.json:22:1"])
        #expect(diagnostics.map { $0.notes.first?.location?.description } == ["f.json:4:1", "f.json:4:1"])
        let root = try #require(node)
        #expect(root["k3"]?.string == "last")
        #expect(root.members?.map(\.key) == (0..<20).filter { $0 != 3 }.map { "k\($0)" } + ["k3"])
    }

    @Test("a large object written twice over keeps each key once, in the order of their last writing")
    func largeObjectWrittenTwice() throws {
        // Replaced members are left out when the object closes, not one by one as they come.
        let first = (0..<300).map { "\"k\($0)\": \($0)" }
        let again = (0..<300).reversed().map { "\"k\($0)\": \"v\($0)\"" }
        let (node, diagnostics) = parse("{" + (first + again).joined(separator: ",\n") + "}")
        #expect(diagnostics.first?.id == "json-duplicate-key")
        #expect(diagnostics.first?.notes.first?.location?.description == "f.json:300:1")
        let root = try #require(node)
        #expect(root.members?.map(\.key) == (0..<300).reversed().map { "k\($0)" })
        #expect(root.members?.map(\.value.string) == (0..<300).reversed().map { "v\($0)" })
    }

    @Test("a key written three times in a small object keeps its last value, last, with notes at its first place")
    func duplicatesInSmallObjects() throws {
        let (node, diagnostics) = parse("{\"a\": 1,\n\"b\": 2,\n\"a\": 3,\n\"a\": 4}")
        #expect(diagnostics.map(\.location?.description) == ["f.json:3:1", "f.json:4:1"])
        #expect(diagnostics.map { $0.notes.first?.location?.description } == ["f.json:1:2", "f.json:1:2"])
        let root = try #require(node)
        #expect(root.members?.map(\.key) == ["b", "a"])
        #expect(root["a"]?.number == 4)
    }

    @Test("strings with and without escapes read the same")
    func strings() throws {
        let (node, diagnostics) = parse(#"{"plain": "Blue50 · ok", "escaped": "a\"b\u00e9\n", "é": "\/"}"#)
        #expect(diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root["plain"]?.string == "Blue50 · ok")
        #expect(root["escaped"]?.string == "a\"bé\n")
        #expect(root["é"]?.string == "/")
    }
}
