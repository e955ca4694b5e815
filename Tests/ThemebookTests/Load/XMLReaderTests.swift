import Foundation
import Testing

@testable import ThemebookCore

@Suite("XML reader: resource files with exact positions, malformed ones reported where they go wrong")
struct XMLReaderTests {
    func read(_ text: String) -> (document: XMLDocument, errors: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let document = XMLReader.parse(Array(text.utf8), file: "colors.xml", diagnostics: &diagnostics)
        return (document, diagnostics.all)
    }

    func at(_ d: Diagnostic?) -> String { d.map { "\($0.location!.line):\($0.location!.column)" } ?? "none" }

    @Test("elements, attributes, text and comments, each with its position; entities and CDATA decoded")
    func reads() throws {
        let marked = MarkedText("""
            <?xml version="1.0" encoding="utf-8"?>
            <!-- licence -->
            <resources xmlns:tools="http://schemas.android.com/tools">
                <!-- Layers -->
                <color name="1️⃣layer_1" tools:ignore="UnusedResources">2️⃣@color/grey</color>
                <color name='amp'>
                    3️⃣a &amp; b &#65;&#x42; <![CDATA[<c>]]>
                </color>
                <empty/>
            </resources>
            """)
        let (document, errors) = read(marked.text)
        #expect(errors.isEmpty)
        let root = try #require(document.root)
        #expect(root.name == "resources" && root.line == 3)
        let elements = root.children.compactMap { if case .element(let e) = $0 { e } else { nil } }
        #expect(elements.map(\.name) == ["color", "color", "empty"])
        let first = elements[0]
        #expect(first.attribute("name")?.value == "layer_1")
        #expect(first.attribute("name").map { "\($0.valueLocation.line):\($0.valueLocation.column)" } == marked[1])
        #expect(first.attribute("tools:ignore")?.value == "UnusedResources")
        #expect(first.text?.value == "@color/grey")
        #expect(first.text.map { "\($0.location.line):\($0.location.column)" } == marked[2])
        #expect(elements[1].text?.value == "a & b AB <c>")
        #expect(elements[1].text.map { "\($0.location.line):\($0.location.column)" } == marked[3])
        let comments = root.children.compactMap { if case .comment(let c) = $0 { c.words } else { nil } }
        #expect(comments == ["licence", "Layers"])
    }

    @Test("a mismatched closing tag is reported with a note at the element it closes")
    func mismatched() {
        let marked = MarkedText("<resources>\n  <color name=\"a\">#fff2️⃣</colour>\n1️⃣</resources>")
        let (_, errors) = read(marked.text)
        #expect(errors.map(\.message) == ["closing tag '</colour>' does not match '<color>'"])
        #expect(at(errors.first) == marked[2])
        #expect(errors.first?.notes.first?.location?.line == 2)
    }

    @Test("each kind of malformed input is an xml-syntax error at its place")
    func malformed() {
        let cases: [(String, String)] = [
            ("<resources>\n1️⃣<!-- open", "unterminated comment; expected '-->' before the end of the file"),
            ("1️⃣<!DOCTYPE x [<!ENTITY a \"b\">]>\n<resources/>", "'<!' declarations (DOCTYPE, entities) are not read in resource files"),
            ("<resources>\n  <color name=\"a\">1️⃣&nbsp;</color>\n</resources>", "unknown entity '&nbsp;'"),
            ("<resources>\n  <color 1️⃣name=a>#fff</color>\n</resources>", "the value of attribute 'name' must be quoted"),
            ("<resources>\n  <color name=\"a\" 1️⃣name=\"b\">#fff</color>\n</resources>", "attribute 'name' is given twice"),
            ("1️⃣<resources>\n  <color name=\"a\">#fff</color>\n", "'<resources>' is never closed; expected '</resources>' before the end of the file"),
            ("<resources/>\n1️⃣oops", "text outside the root element"),
            ("<resources>\n  <color name=\"a\">1️⃣& b</color>\n</resources>", "'&' does not start an entity; write '&amp;'"),
        ]
        for (text, message) in cases {
            let marked = MarkedText(text)
            let (_, errors) = read(marked.text)
            #expect(errors.map(\.message) == [message], "\(text)")
            #expect(at(errors.first) == marked[1], "\(text)")
            #expect(errors.allSatisfy { $0.id == "xml-syntax" })
        }
    }

    @Test("elements nested past the limit stop with one error, never a deep stack; garbage gives at most ten errors")
    func bounded() {
        let deep = String(repeating: "<a>", count: 5000)
        let (_, errors) = read(deep)
        #expect(errors.map(\.message) == ["elements nest more than 256 deep; the rest of the file is not read"])
        let (_, garbage) = read(String(repeating: "</x> < & <a b> ", count: 400))
        #expect(garbage.count == XMLReader.limit + 1)
    }

    @Test("invalid UTF-8 is one error on the line of the bad byte")
    func invalidUTF8() {
        var diagnostics = Diagnostics()
        _ = XMLReader.parse(Array("<resources>\n<color>".utf8) + [0xC3, 0x28], file: "c.xml", diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == ["the file is not valid UTF-8 text (byte 19); an XML resource file must be UTF-8"])
        #expect(diagnostics.all.first?.location?.line == 2)
    }
}
