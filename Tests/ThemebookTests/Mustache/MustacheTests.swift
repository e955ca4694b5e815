import Testing
import ThemebookCore

/// Parses `source` and renders it; partials are given as sources.
private func render(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:], strict: Bool = true,
    name: String = "templates/page.mustache"
) throws(MustacheError) -> String {
    var templates: [String: MustacheTemplate] = [:]
    for (partialName, partialSource) in partials {
        templates[partialName] = try MustacheTemplate(source: partialSource, name: "templates/\(partialName).mustache")
    }
    let template = try MustacheTemplate(source: source, name: name)
    return try MustacheRenderer(partials: templates, strict: strict).render(template, context: context)
}

/// The error rendering throws, or `nil` when it succeeds.
private func renderError(
    _ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:]
) -> MustacheError? {
    do throws(MustacheError) {
        _ = try render(source, context, partials: partials)
        return nil
    } catch {
        return error
    }
}

@Suite("Mustache strict mode")
struct MustacheStrictModeTests {
    @Test("an unknown name is an error at its tag's opening delimiter")
    func unknownName() {
        let error = renderError("<h1>{{title}}</h1>\n<p>{{ body }}</p>\n", ["title": "Colors"])
        #expect(
            error
                == MustacheError(
                    id: "template-unknown-name", message: "'body' resolves to nothing in the context",
                    template: "templates/page.mustache", line: 2, column: 4))
    }

    @Test("columns count UTF-8 bytes from the line start")
    func columnsCountBytes() {
        let error = renderError("Überblick: {{{summary}}}")
        #expect(error?.line == 1)
        #expect(error?.column == 13)
    }

    @Test("a dotted name whose chain breaks is unknown")
    func brokenDottedName() {
        let error = renderError("{{#page}}\n  {{page.subtitle}}\n{{/page}}", ["page": ["title": "Home"]])
        #expect(error?.id == "template-unknown-name")
        #expect(error?.message == "'page.subtitle' resolves to nothing in the context")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
    }

    @Test("a section over an unknown name is an error, inverted or not")
    func unknownSectionName() {
        let section = renderError("x\n{{#items}}<li>{{.}}</li>{{/items}}")
        #expect(section?.id == "template-unknown-name")
        #expect(section?.message == "'items' resolves to nothing in the context")
        #expect(section?.line == 2)
        #expect(section?.column == 1)
        let inverted = renderError("{{^draft}}published{{/draft}}")
        #expect(inverted?.id == "template-unknown-name")
        #expect(inverted?.column == 1)
    }

    @Test("a name present with a null or false value is just falsey")
    func presentButFalsey() throws {
        let context: MustacheValue = ["subtitle": nil, "draft": false]
        let output = try render("[{{subtitle}}]{{#draft}}draft{{/draft}}{{^draft}}final{{/draft}}", context)
        #expect(output == "[]final")
    }

    @Test("an unknown partial is an error at its tag")
    func unknownPartial() {
        let error = renderError("<body>\n  {{> footer}}\n</body>\n")
        #expect(
            error
                == MustacheError(
                    id: "template-unknown-partial", message: "unknown partial 'footer'",
                    template: "templates/page.mustache", line: 2, column: 3))
    }

    @Test("an unknown parent is an error at its opening tag")
    func unknownParent() {
        let error = renderError("{{!layout}}\n{{< base}}\n{{$main}}hi{{/main}}\n{{/base}}\n")
        #expect(
            error
                == MustacheError(
                    id: "template-unknown-parent", message: "unknown parent 'base'",
                    template: "templates/page.mustache", line: 2, column: 1))
    }

    @Test("an error inside a partial names the partial's template")
    func errorInsidePartial() {
        let error = renderError("{{> card}}", ["items": []], partials: ["card": "<div>\n{{heading}}</div>"])
        #expect(error?.template == "templates/card.mustache")
        #expect(error?.line == 2)
        #expect(error?.column == 1)
    }

    @Test("an error in a block replacement names the template that wrote the replacement")
    func errorInsideBlockReplacement() {
        let error = renderError(
            "{{<base}}\n{{$main}}\n  {{missing}}\n{{/main}}\n{{/base}}",
            partials: ["base": "<main>{{$main}}{{/main}}</main>"])
        #expect(error?.template == "templates/page.mustache")
        #expect(error?.line == 3)
        #expect(error?.column == 3)
    }

    @Test("unbounded partial recursion is an error, not a crash")
    func runawayRecursion() {
        let error = renderError("{{> loop}}", partials: ["loop": "{{> loop}}"])
        #expect(error?.id == "template-recursion")
        #expect(error?.message == "'loop' nests partials or parents more than 100 levels deep")
    }
}

@Suite("Mustache syntax errors")
struct MustacheSyntaxErrorTests {
    @Test("an unclosed section is reported at its opening tag")
    func unclosedSection() {
        let error = renderError("<ul>\n  {{#items}}\n  <li>{{.}}</li>\n</ul>\n")
        #expect(
            error
                == MustacheError(
                    id: "template-syntax", message: "unclosed section 'items'",
                    template: "templates/page.mustache", line: 2, column: 3))
    }

    @Test("a closing tag that does not match the open section is reported at the closing tag")
    func mismatchedClosingTag() {
        let error = renderError("{{#items}}\n{{name}}{{/item}}\n")
        #expect(
            error
                == MustacheError(
                    id: "template-syntax", message: "closing tag 'item' does not match open section 'items'",
                    template: "templates/page.mustache", line: 2, column: 9))
    }

    @Test("a closing tag with nothing open is reported")
    func strayClosingTag() {
        let error = renderError("text {{/items}}")
        #expect(error?.id == "template-syntax")
        #expect(error?.message == "closing tag 'items' has no open section")
        #expect(error?.column == 6)
    }

    @Test("an unclosed tag is reported at its opening delimiter")
    func unclosedTag() {
        let error = renderError("<title>\n  Hello {{name</title>\n")
        #expect(
            error
                == MustacheError(
                    id: "template-syntax", message: "unclosed tag, expected '}}'",
                    template: "templates/page.mustache", line: 2, column: 9))
    }

    @Test("an unclosed tag names the delimiters in force")
    func unclosedTagWithCustomDelimiters() {
        let error = renderError("{{=<% %>=}}\n<% name }}")
        #expect(error?.message == "unclosed tag, expected '%>'")
        #expect(error?.line == 2)
        #expect(error?.column == 1)
    }

    @Test("an unclosed block and an unclosed parent are named as such")
    func unclosedBlockAndParent() {
        #expect(renderError("{{$main}}x")?.message == "unclosed block 'main'")
        #expect(renderError("a {{<base}}{{$main}}x{{/main}}")?.message == "unclosed parent 'base'")
        #expect(renderError("a {{<base}}{{$main}}x{{/main}}")?.column == 3)
    }

    @Test("a tag without a name is a syntax error")
    func emptyTag() {
        let error = renderError("a {{#}}b{{/}}")
        #expect(error?.message == "tag has no name")
        #expect(error?.column == 3)
    }

    @Test("malformed delimiters are a syntax error")
    func badDelimiters() {
        #expect(renderError("{{=<%=}}")?.id == "template-syntax")
    }
}

@Suite("Mustache rendering")
struct MustacheRenderingTests {
    @Test("interpolation escapes HTML in values")
    func escapesValues() throws {
        let output = try render("<p>{{body}}</p>", ["body": "<script>alert('x') & \"y\"</script>"])
        #expect(output == "<p>&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;</p>")
    }

    @Test("triple mustaches and ampersands do not escape")
    func unescaped() throws {
        #expect(try render("{{{html}}}|{{&html}}", ["html": "<b>"]) == "<b>|<b>")
    }

    @Test("escaping handles the five characters and leaves everything else alone")
    func escapeFunction() {
        #expect(mustacheEscapeHTML("&<>\"'") == "&amp;&lt;&gt;&quot;&#39;")
        #expect(mustacheEscapeHTML("Grün → <em>") == "Grün → &lt;em&gt;")
        #expect(mustacheEscapeHTML("plain text") == "plain text")
        #expect(mustacheEscapeHTML("") == "")
        // Runs longer than the eight bytes read at a time, between and around escaped bytes.
        #expect(
            mustacheEscapeHTML("a long run of text & another long run <b>'quoted'</b> and a tail of plain text")
                == "a long run of text &amp; another long run &lt;b&gt;&#39;quoted&#39;&lt;/b&gt; and a tail of plain text")
        #expect(mustacheEscapeHTML("<<>>\"\"&&") == "&lt;&lt;&gt;&gt;&quot;&quot;&amp;&amp;")
        #expect(mustacheEscapeHTML("ünïcödé text long enough for words &") == "ünïcödé text long enough for words &amp;")
    }

    @Test("numbers render without superfluous digits")
    func numbers() throws {
        let context: MustacheValue = ["a": 1.210, "b": 2.0, "c": 85, "d": -0.5, "e": true]
        #expect(try render("{{a}} {{b}} {{c}} {{d}} {{e}}", context) == "1.21 2 85 -0.5 true")
    }

    @Test("empty strings and empty lists are falsey, zero is truthy")
    func truthiness() throws {
        let context: MustacheValue = ["empty": "", "none": [], "zero": 0]
        #expect(try render("{{#empty}}E{{/empty}}{{#none}}N{{/none}}{{#zero}}Z{{/zero}}", context) == "Z")
    }

    @Test("a template renders many times with different contexts")
    func reuse() throws {
        let template = try MustacheTemplate(source: "{{#items}}<li>{{.}}</li>{{/items}}", name: "list")
        let renderer = MustacheRenderer(partials: [:], strict: true)
        #expect(try renderer.render(template, context: ["items": ["a", "b"]]) == "<li>a</li><li>b</li>")
        #expect(try renderer.render(template, context: ["items": ["c"]]) == "<li>c</li>")
    }

    @Test("standalone partials indent every line of the partial")
    func indentedPartials() throws {
        let output = try render(
            "<body>\n  {{> nav}}\n</body>\n", ["links": ["a", "b"]],
            partials: ["nav": "<nav>\n{{#links}}\n  <a>{{.}}</a>\n{{/links}}\n</nav>\n"])
        #expect(output == "<body>\n  <nav>\n    <a>a</a>\n    <a>b</a>\n  </nav>\n</body>\n")
    }

    @Test("a layout parent takes page blocks, reindented to the layout")
    func layoutInheritance() throws {
        let layout = """
            <html>
              <head><title>{{$title}}Site{{/title}}</title></head>
              <body>
                {{$main}}
                {{/main}}
              </body>
            </html>

            """
        let page = """
            {{< layout}}
            {{$title}}{{name}}{{/title}}
            {{$main}}
            <h1>{{name}}</h1>
            <p>Hi</p>
            {{/main}}
            {{/layout}}

            """
        let expected = """
            <html>
              <head><title>Colors</title></head>
              <body>
                <h1>Colors</h1>
                <p>Hi</p>
              </body>
            </html>

            """
        #expect(try render(page, ["name": "Colors"], partials: ["layout": layout]) == expected)
    }

    @Test("a block's own indentation is replaced by the indentation where it is expanded")
    func blockReindentation() throws {
        let page = "{{<parent}}\n        {{$block}}\n        Hello\n        {{/block}}\n{{/parent}}"
        let parent = "I say,\n  {{$block}}\n  Hi there!\n  {{/block}}"
        #expect(try render(page, partials: ["parent": parent]) == "I say,\n  Hello\n")
    }

    @Test("an interpolation starting a reindented block line takes the new indentation")
    func reindentedInterpolation() throws {
        let page = "{{<parent}}{{$b}}\n  {{x}}\n    {{y}}\n{{/b}}{{/parent}}"
        let parent = "Hi\n    {{$b}}\n    {{/b}}\n"
        #expect(try render(page, ["x": "X", "y": "Y"], partials: ["parent": parent]) == "Hi\n    X\n      Y\n")
    }

    @Test("a parent pair inside a line keeps the line")
    func inlineParent() throws {
        let page = "* a\n* {{<parent}}{{$block}}\n        {{! indented }}\n        c{{/block}}{{/parent}}\n* d"
        #expect(try render(page, partials: ["parent": "{{$block}}x{{/block}}"]) == "* a\n* c\n* d")
    }

    @Test("spec mode renders unknown names and partials as nothing")
    func lenientMode() throws {
        #expect(try render("[{{missing}}|{{> nothing}}|{{#gone}}x{{/gone}}]", strict: false) == "[||]")
    }
}

@Suite("Mustache short values and text runs")
struct MustacheShortPieceTests {
    /// Values and text runs of up to 15 and 16 bytes are copied a word at a time: every length
    /// around those bounds, with and without a byte to escape at each end, renders exactly as
    /// the string it holds, with what follows it intact.
    @Test("values of every length up to 20 bytes, escaped or not, and text runs around 16 bytes")
    func lengthsAroundTheWordBounds() throws {
        for length in 0...20 {
            for (first, last) in [("a", "z"), ("&", "z"), ("a", "<"), ("\"", "'")] where length >= 2 || first == "a" {
                let value = length == 0 ? "" : length == 1 ? last : first + String(repeating: "m", count: length - 2) + last
                let escaped = mustacheEscapeHTML(value)
                let text = String(repeating: "t", count: length)
                #expect(try render("\(text){{v}}|{{{v}}}\(text)|{{&v}}.", ["v": .string(value)]) == "\(text)\(escaped)|\(value)\(text)|\(value).")
            }
        }
    }

    @Test("multi-byte UTF-8 values ending at the word bound")
    func multiByte() throws {
        // 15 and 16 bytes: "é" is two bytes.
        let fifteen = String(repeating: "é", count: 7) + "x"
        let sixteen = String(repeating: "é", count: 8)
        #expect(try render("[{{a}}][{{b}}]", ["a": .string(fifteen), "b": .string(sixteen)]) == "[\(fifteen)][\(sixteen)]")
    }
}
