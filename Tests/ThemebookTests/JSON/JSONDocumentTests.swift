import Testing
@testable import ThemebookCore

/// The flat form of a parsed document (`JSONDocument`): keys compared as bytes where that is
/// exact, as strings where it is not, and the tree made from it the same as ever.
@Suite("JSON parser: flat documents")
struct JSONDocumentTests {
    func parse(_ text: String) -> (JSONNode?, [Diagnostic]) {
        var d = Diagnostics()
        let node = JSONParser.parse(text, file: "f.json", into: &d)
        return (node, d.sorted)
    }

    func entries(_ text: String) -> ([String: String], [String]) {
        var d = Diagnostics()
        guard let document = JSONParser.document(Array(text.utf8), file: "t.json", into: &d) else { return ([:], d.sorted.map(\.message)) }
        let found = TokenTree.entries(of: document, root: 0, diagnostics: &d)
        var values: [String: String] = [:]
        for entry in found { values[entry.pathString] = entry.value?.string ?? "-" }
        return (values, d.sorted.map(\.message))
    }

    @Test("an escaped key and its plain spelling are one key, in small and large objects")
    func escapedDuplicates() throws {
        let (small, smallDiagnostics) = parse("{\"ab\": 1, \"a\\u0062\": 2}")
        #expect(smallDiagnostics.map(\.id) == ["json-duplicate-key"])
        #expect(smallDiagnostics.first?.message == "key 'ab' appears twice in the same object; keys must be unique")
        #expect(try #require(small).members?.map(\.key) == ["ab"])
        #expect(small?["ab"]?.number == 2)
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let (large, largeDiagnostics) = parse("{\(keys), \"k\\u0035\": \"five\", \"k19\": \"last\"}")
        #expect(largeDiagnostics.count == 2)
        let root = try #require(large)
        #expect(root.members?.count == 20)
        #expect(root["k5"]?.string == "five")
        #expect(root.members?.last?.key == "k19")
        #expect(root.members?.dropLast().last?.key == "k5")
    }

    @Test("keys that are the same text spelt differently are one key: canonical equivalence, as Swift strings compare")
    func canonicalDuplicates() {
        // U+212A KELVIN SIGN is canonically the letter K; é precomposed and decomposed are one.
        #expect(parse("{\"K\": 1, \"\u{212A}\": 2}").1.map(\.id) == ["json-duplicate-key"])
        #expect(parse("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}").1.map(\.id) == ["json-duplicate-key"])
        let keys = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        #expect(parse("{\"K\": 0, \(keys), \"\u{212A}\": 2}").1.map(\.id) == ["json-duplicate-key"])
        #expect(parse("{\"K\": 1, \"k\": 2}").1.isEmpty)
    }

    @Test("strings keep their escapes' meaning: surrogate pairs, lone surrogates, every short escape")
    func escapes() throws {
        let (node, diagnostics) = parse(#"{"s": "\ud83d\ude00 \ud800x \"\\\/\b\f\n\r\t", "\u00e9": "é"}"#)
        #expect(diagnostics.isEmpty)
        let root = try #require(node)
        #expect(root["s"]?.string == "\u{1F600} \u{FFFD}x \"\\/\u{08}\u{0C}\n\r\t")
        #expect(root["é"]?.string == "é")
        #expect(root.member("é")?.keyLocation.description == "f.json:1:48")
    }

    @Test("a token file's keys are read from their bytes: escaped property names, dropped duplicates, odd names")
    func tokenKeys() {
        let (values, messages) = entries(#"""
            {"g": {"\u0024type": "color",
                   "a": {"$value": "#111111"},
                   "b": {"$value": "#222222", "$value": "{g.a}"},
                   "\u0063": {"\u0024value": "#333333"},
                   "d.e": {"$value": "#444444"},
                   "$bogus": 1}}
            """#)
        #expect(values == ["g.a": "#111111", "g.b": "{g.a}", "g.c": "#333333"])
        #expect(messages.sorted() == [
            "'$bogus' is not a DTCG property; names cannot start with '$'",
            "key '$value' appears twice in the same object; keys must be unique",
            "name 'd.e' contains '.'; DTCG names cannot contain '.', '{' or '}'",
        ])
    }

    @Test("a tree laid out flat and made a tree again is the same tree, positions included")
    func roundTrip() throws {
        let text = "{\n \"a\": [1, -2.5e3, \"x\\ny\", true, false, null, {}],\n \"b\": {\"c\": {\"d\": []}}, \"é\": \"ü\"\n}"
        let node = try #require(parse(text).0)
        let again = JSONDocument(node).node(0)
        #expect(describe(again) == describe(node))
    }

    private func describe(_ node: JSONNode) -> String {
        let inner: String
        switch node.value {
        case .null: inner = "null"
        case .bool(let b): inner = "\(b)"
        case .number(let n, let literal): inner = "\(n)/\(literal)"
        case .string(let s): inner = "'\(s)'"
        case .array(let elements): inner = "[" + elements.map(describe).joined(separator: ",") + "]"
        case .object(let members): inner = "{" + members.map { "\($0.key)@\($0.keyLocation):\(describe($0.value))" }.joined(separator: ",") + "}"
        }
        return "\(node.location)=\(inner)"
    }
}
