import Foundation
import Testing

@testable import ThemebookCore

/// Inputs shaped to attack the readers: nesting thousands deep (stack overflows), shapes that
/// made a check exponential or a scan quadratic, and input that asks for a runtime trap. Each
/// case crashed or ran for minutes before its fix; each now ends in milliseconds with a
/// diagnostic at the place the limit was hit. (Time is not asserted: an exponential or
/// quadratic regression shows as a test that does not finish.)
@Suite("Hostile input: Swift sources")
struct HostileSwiftInputTests {
    func parse(_ text: String) -> (file: SwiftSourceFile, diagnostics: [Diagnostic]) {
        var diagnostics = Diagnostics()
        let file = SwiftSourceFile.parse(Array(text.utf8), path: "T.swift", diagnostics: &diagnostics)
        return (file, diagnostics.all)
    }

    /// A theme palette struct's token value, read the way a theme file is read.
    func readToken(_ value: String) -> (value: RawValue, diagnostics: [Diagnostic]) {
        let (file, syntax) = parse("struct P {\n    var layer1: UIColor { \(value) }\n}\n")
        var diagnostics = Diagnostics()
        diagnostics.append(contentsOf: syntax)
        let reader = SwiftColorReader(context: .theme, paletteNamespaces: ["FXColors"], placeholder: "NovaMissingToken")
        guard let expression = file.types.first?.property(named: "layer1")?.value else {
            return (.invalid(SourceLocation(file: "T.swift", line: 0, column: 0)), diagnostics.all)
        }
        return (reader.value(expression, owner: "layer1", diagnostics: &diagnostics), diagnostics.all)
    }

    func messages(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)" }
    }

    @Test("string interpolation nested thousands deep is an error at the level past the limit")
    func deepInterpolation() {
        let depth = 5000
        let text = "let x = " + String(repeating: "\"\\(", count: depth) + String(repeating: ")\"", count: depth) + "\n"
        let found = messages(parse(text).diagnostics)
        // The 101st `\(` starts at byte 8 + 100 × 3 + 1 (after its quote).
        #expect(found == ["1:310: string interpolation nested more than 100 levels deep; the rest of the file is not read"])
    }

    @Test("a postfix chain twenty thousand steps long is read up to the nesting limit, then unsupported")
    func longPostfixChain() {
        let alpha = readToken("FXColors.Blue50" + String(repeating: ".withAlphaComponent(0.5)", count: 20000))
        #expect(messages(alpha.diagnostics).count == 1)
        #expect(alpha.diagnostics.first?.location?.column == 27, "at the start of the chain")
        #expect(
            alpha.diagnostics.first?.message
                == "'layer1' uses expression nested more than 200 levels deep, which themebook does not read; its value is shown as unknown")
        let members = readToken("a" + String(repeating: ".b", count: 100_000))
        #expect(members.diagnostics.first?.message.contains("nested more than 200 levels deep") == true)
        // Up to the limit a chain still reads.
        let short = readToken("FXColors.Blue50" + String(repeating: ".withAlphaComponent(0.5)", count: 50))
        if case .withAlpha(.palette("Blue50"), let alpha, _) = short.value { #expect(alpha == 0.5) } else {
            Issue.record("expected Blue50 at 50%, got \(short.value)")
        }
    }

    @Test("nested calls around '??' and 200 nested '[' are checked once per level, not twice")
    func nestedProblems() {
        let calls = readToken(String(repeating: "f(", count: 60) + "a ?? b" + String(repeating: ")", count: 60))
        #expect(calls.diagnostics.map(\.message) == [
            "'layer1' uses operator '??', which themebook does not read; its value is shown as unknown"
        ])
        #expect(calls.diagnostics.first?.location?.column == 149)
        let arrays = readToken(String(repeating: "[", count: 150) + "a ?? b" + String(repeating: "]", count: 150))
        #expect(arrays.diagnostics.first?.message.contains("operator '??'") == true)
        let deeper = readToken(String(repeating: "[", count: 400) + "a ?? b" + String(repeating: "]", count: 400))
        #expect(deeper.diagnostics.contains { $0.message.contains("nested more than 200 levels deep") })
    }

    @Test("a long run of '#' and thousands of bad '\\u' escapes are read in one pass")
    func linearScans() {
        let hashes = parse(String(repeating: "#", count: 300_000) + "\nlet a = 1\n")
        #expect(messages(hashes.diagnostics) == [
            "1:1: '########…' does not start a raw string or a regex literal",
            "1:1: expected a declaration at the top level of a Swift file, found '#'; statements and expressions are not allowed here",
        ])
        #expect(hashes.file.members.count == 1)
        let escapes = parse("let x = \"" + String(repeating: "\\u", count: 100_000) + "\"\n")
        #expect(escapes.diagnostics.count == SwiftSyntaxReporter.limit + 1)
        let raw = parse("let x = " + String(repeating: "#", count: 5000) + "\"a\"" + String(repeating: "#", count: 5000) + "\n")
        #expect(raw.diagnostics.isEmpty)
    }

    @Test("a run of a hundred thousand modifiers neither overflows the stack nor rescans the run")
    func modifierRuns() {
        let inline = parse("struct A {\n" + String(repeating: "final ", count: 100_000) + "var x = 1\n}\n")
        #expect(inline.diagnostics.isEmpty)
        #expect(inline.file.types.first?.properties.map(\.name) == ["x"])
        let lines = parse("struct A {\n" + String(repeating: "final\n", count: 100_000) + "var x = 1\n}\n")
        #expect(lines.file.types.first?.properties.map(\.name) == ["x"])
    }
}

@Suite("Hostile input: templates")
struct HostileTemplateInputTests {
    func error(
        _ source: String, partials: [String: String] = [:], budget: Int? = nil,
        context: MustacheValue = ["a": true, "list": [1, 2]]
    ) -> MustacheError? {
        do throws(MustacheError) {
            var templates: [String: MustacheTemplate] = [:]
            for (name, text) in partials { templates[name] = try MustacheTemplate(source: text, name: name) }
            let template = try MustacheTemplate(source: source, name: "page")
            var renderer = MustacheRenderer(partials: templates, strict: false)
            if let budget { renderer.workBudget = budget }
            _ = try renderer.render(template, context: context)
            return nil
        } catch {
            return error
        }
    }

    /// The CPU time this thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("a loop with an empty body counts every item, so lists within lists stop at the budget")
    func emptyLoops() {
        let list: MustacheValue = .array((0..<1000).map { .int($0) })
        // A million items and no tag inside the innermost loop: each item still counts.
        let nested = error("{{#list}}{{#list}}{{/list}}{{/list}}", budget: 100_000, context: ["list": list])
        #expect(nested?.id == "template-too-large")
        #expect(error("{{#list}}{{/list}}", budget: 100_000, context: ["list": list]) == nil)
    }

    @Test("a name looked up under hundreds of sections costs what it takes to find")
    func deepLookups() {
        // Each variable looks through about 90 contexts; without counting them, this rendering
        // visits 2,000 tags and stays far under the budget.
        let opened = String(repeating: "{{#a}}", count: 90), closed = String(repeating: "{{/a}}", count: 90)
        let source = opened + "{{#list}}" + String(repeating: "{{missing}}", count: 1000) + "{{/list}}" + closed
        let deep = error(source, budget: 10_000, context: ["a": true, "list": [1, 2]])
        #expect(deep?.id == "template-too-large")
        let shallow = "{{#list}}" + String(repeating: "{{missing}}", count: 1000) + "{{/list}}"
        #expect(error(shallow, budget: 10_000, context: ["a": true, "list": [1, 2]]) == nil)
    }

    @Test("sections and blocks nested ten thousand deep are a syntax error at the tag past the limit")
    func deepSections() {
        let n = 10000
        let sections = error(String(repeating: "{{#a}}", count: n) + String(repeating: "{{/a}}", count: n))
        #expect(sections == MustacheError(
            id: "template-syntax", message: "'a' nests sections, blocks and parents more than 100 levels deep",
            template: "page", line: 1, column: 601))
        let blocks = error((0..<n).map { "{{$b\($0)}}" }.joined() + (0..<n).reversed().map { "{{/b\($0)}}" }.joined())
        #expect(blocks?.id == "template-syntax")
        #expect(blocks?.message == "'b100' nests sections, blocks and parents more than 100 levels deep")
        let parents = error(String(repeating: "{{<p}}{{$x}}", count: n))
        #expect(parents?.message.hasSuffix("more than 100 levels deep") == true)
    }

    @Test("a partial inside deep sections cannot multiply the nesting past the renderer's limit")
    func nestingAcrossPartials() {
        let deep = String(repeating: "{{#a}}", count: 90) + "{{>p}}" + String(repeating: "{{/a}}", count: 90)
        let found = error("{{>p}}", partials: ["p": deep])
        #expect(found?.id == "template-recursion")
        #expect(found?.message == "'a' nests sections, blocks, partials and parents more than 500 levels deep")
    }

    @Test("partials that each include the next twice stop at the work budget, not after 2^40 steps")
    func exponentialPartials() {
        var partials: [String: String] = [:]
        for i in 0..<40 { partials["p\(i)"] = "{{#a}}x{{/a}}{{>p\(i + 1)}}{{>p\(i + 1)}}" }
        // The renderer's own budget, as a page's rendering has at least: it stops well within
        // a second of work, even in a debug build. This thread's CPU time, not the clock's, so
        // that a loaded machine does not decide it.
        let started = Self.threadCPUSeconds()
        let found = error("{{>p0}}", partials: partials)
        let spent = Self.threadCPUSeconds() - started
        #expect(found?.id == "template-too-large")
        #expect(found?.message == "rendering visits more than 4000000 template tags; partials or sections multiply")
        #expect(found.map { "\($0.template):\($0.line):\($0.column)" } == "p38:1:22")
        #expect(spent < 0.5, "the work budget stops a page within half a second of work, not \(spent) s")
        let wide = error("{{=<< >>=}}<<# a>>" + String(repeating: "< ", count: 1000) + "<</ a>>")
        #expect(wide == nil)
        let long = error("{{=" + String(repeating: "<", count: 17) + " >>=}}")
        #expect(long?.message == "delimiters are longer than 16 bytes")
    }
}

@Suite("Hostile input: diagnostics output")
struct HostileDiagnosticOutputTests {
    func printed(_ d: Diagnostic, line: String) -> String {
        DiagnosticPrinter(format: .text, sourceLine: { _, _ in line }).render([d])
    }

    @Test("escape sequences in a source line are shown escaped in the excerpt, the caret still under the column")
    func escapedExcerpt() {
        let d = Diagnostic.error("x", "bad", at: SourceLocation(file: "a\u{1B}]0;pwned\u{7}.md", line: 1, column: 14))
        #expect(printed(d, line: "\u{1B}[2J\u{9B}31m\u{202E}\tX\r") == """
            a\\u{1b}]0;pwned\\u{7}.md:1:14: error: bad [x]
                \\u{1b}[2J\\u{9b}31m\\u{202e}\tX
                                          \t^

            """)
    }

    @Test("a long line is cut to a window around the column, and the caret stays inside it")
    func longLineWindow() {
        let line = (0..<5000).map { "`s\($0)`" }.joined(separator: " ")
        let column = Array(line.utf8).count - 3
        let text = printed(Diagnostic.error("x", "bad", at: SourceLocation(file: "g.md", line: 1, column: column)), line: line)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[1].hasPrefix("    …"))
        #expect(lines[1].utf8.count <= 4 + 3 + DiagnosticPrinter.excerptWidth + 3)
        let caret = lines[2].count - 1
        #expect(lines[2].hasSuffix("^"))
        let underCaret = Array(lines[1])[caret]
        #expect(underCaret == Array(line)[line.count - 4])
        // A column in the middle of a multi-byte character never splits it.
        let wide = printed(
            Diagnostic.error("x", "bad", at: SourceLocation(file: "g.md", line: 1, column: 202)),
            line: String(repeating: "é", count: 300))
        #expect(!wide.contains("\u{FFFD}"))
    }

    @Test("thousands of findings of one kind in one file print the first hundred and one note")
    func perFileCap() throws {
        var diagnostics = Diagnostics()
        for i in 0..<5000 {
            diagnostics.error("unknown-token", "code span refers to unknown token 'n\(i)'", at: SourceLocation(file: "g.md", line: 1, column: 1 + i))
        }
        diagnostics.warning("other", "kept", at: SourceLocation(file: "g.md", line: 2, column: 1))
        let sorted = diagnostics.sorted
        #expect(sorted.count == Diagnostics.perFileAndRule + 2)
        #expect(sorted.filter { $0.id == "unknown-token" && $0.severity == .error }.count == Diagnostics.perFileAndRule)
        let note = try #require(sorted.first { $0.severity == .note })
        #expect(note.message == "4900 more 'unknown-token' diagnostics in this file are not shown; at most 100 of one kind are shown per file")
        #expect(note.location == SourceLocation(file: "g.md", line: 1, column: 101))
    }

    @Test("a guide line with thousands of broken code spans gives a report of bounded size")
    func guideWithThousandsOfSpans() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(Repo.root.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        let spans = (0..<5000).map { "`theme.colors.nope\($0)`" }.joined(separator: " ")
        try site.write("content/guides/evil.md", "---\ntitle: Evil\n---\n\n\(spans)\n")
        let result = site.build(checkOnly: true)
        let evil = result.diagnostics.filter { $0.location?.file.hasSuffix("evil.md") == true }
        #expect(evil.count == Diagnostics.perFileAndRule + 1)
        let report = DiagnosticPrinter(format: .text).render(evil)
        #expect(report.utf8.count < 60_000)
    }
}

@Suite("Hostile input: runtime traps")
struct HostileTrapTests {
    @Test("a theme listed twice in the site config is a warning at the repeat, and is shown once")
    func themeListedTwice() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(Repo.root.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        let config = try #require(site.read("content/themebook.json"))
        try site.write("content/themebook.json", config.replacingOccurrences(of: "\"dark\",", with: "\"dark\", \"dark\","))
        let result = site.build(checkOnly: true)
        let duplicate = result.diagnostics.filter { $0.id == "duplicate-config-entry" }
        #expect(duplicate.map(\.message) == ["'themes' lists 'dark' twice; it is read once"])
        #expect(result.errorCount == 0)
        #expect(result.catalogue?.themes.map(\.info.id) == ["light", "dark", "private"])
    }

    @Test("a huge number where a component or alpha is printed is written out, not a trap")
    func hugeNumbers() {
        #expect(Color.format(1e300) == "1e+300")
        #expect(Color.format(-1e20) == "-1e+20")
        #expect(Color.format(0.3) == "0.3")
    }
}

/// Inputs of a size no real catalogue has, each of which made one stage quadratic: a build that
/// should take a second took minutes. (Time is not asserted; the quadratic version of each
/// case runs for minutes in a debug build.)
@Suite("Hostile input: sizes that made a stage quadratic")
struct HostileSizeTests {
    @Test("a guide of 30,000 headings and 30,000 rules keeps every section and rule, in order")
    func longGuide() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(Repo.root.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        let n = 30_000
        // Each section's and rule's text was set on a copy of the whole list (20,000 headings: 9 s).
        let sections = (0..<n).map { "## Part \($0)\n\nAbout part \($0).\n" }.joined(separator: "\n")
        let rules = (0..<n).map { "- Rule \($0)." }.joined(separator: "\n")
        try site.write("content/guides/long.md", "---\ntitle: Long\n---\n\n\(sections)\n## Do\n\n\(rules)\n")
        // ...and each rule's link text searched every section for its own (10,000 of each: 10 s).
        let result = site.build()
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error })")
        let guide = try result.guides.content(of: try #require(result.catalogue?.guides.first { $0.slug == "long" }))
        #expect(guide.sections.count == n + 1)
        #expect(guide.sections[n - 1].id == "part-\(n - 1)")
        #expect(guide.sections[n - 1].text == "About part \(n - 1).")
        #expect(guide.sections[n].id == "do")
        #expect(guide.rules.count == n)
        #expect(guide.rules.first?.text == "Rule 0.")
        #expect(guide.rules.last?.text == "Rule \(n - 1).")
        #expect(guide.rules.last?.html == "Rule \(n - 1).")
        let rulesPage = try #require(site.read("site/rules.html"))
        #expect(rulesPage.contains("Rule \(n - 1).</span> <a class=\"rule-link\" href=\"guides/long.html#do\">Do in Long</a>"))
        let page = try #require(site.read("site/guides/long.html"))
        #expect(page.contains("<h2 id=\"part-\(n - 1)\">"))
    }

    @Test("5,000 broken links into a guide of 5,000 sections each get their suggestion from one index")
    func brokenAnchors() throws {
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(Repo.root.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        let n = 5000
        // Each broken link built a suggestion index of every section of its target (10,000 of
        // each: 36 s in a release build).
        try site.write("content/guides/long.md", "---\ntitle: Long\n---\n\n" + (0..<n).map { "## Part \($0)\n" }.joined(separator: "\n"))
        try site.write(
            "content/guides/links.md", "---\ntitle: Links\n---\n\n" + (0..<n).map { "See [part](long.md#prat-\($0)).\n" }.joined(separator: "\n"))
        let result = site.build(checkOnly: true)
        let broken = result.diagnostics.filter { $0.id == "unknown-anchor" }
        // The first hundred, then a note saying how many more are not shown.
        #expect(broken.count == 101)
        #expect(broken.last?.message == "\(n - 100) more 'unknown-anchor' diagnostics in this file are not shown; at most 100 of one kind are shown per file")
        #expect(broken.first?.message == "link refers to unknown section 'prat-0' of guide 'long'")
        #expect(broken.first?.suggestion == "part-0")
        #expect(broken[99].suggestion == "part-99")
    }

    @Test("front matter of 50,000 keys finds a key given twice at its first line, in one pass")
    func longFrontMatter() throws {
        let n = 50_000
        // Each key was compared with every key before it (four seconds for this block).
        let keys = (0..<n).map { "k\($0): v\n" }.joined()
        let text = "---\ntitle: Long\n\(keys)k7: again\n---\nBody\n"
        var diagnostics = Diagnostics()
        let file = SourceFile(path: "g.md", relativePath: "g.md", bytes: Array(text.utf8))
        let matter = try #require(FrontMatter.parse(file, diagnostics: &diagnostics))
        #expect(matter.fields.count == n + 1)
        #expect(matter.fields.last?.key == "k\(n - 1)")
        #expect(String(decoding: matter.body, as: UTF8.self) == "Body\n")
        let twice = diagnostics.all
        #expect(twice.map(\.message) == ["'k7' is given twice in the front matter"])
        #expect(twice.first?.location == SourceLocation(file: "g.md", line: n + 3, column: 1))
        #expect(twice.first?.notes.first?.location == SourceLocation(file: "g.md", line: 10, column: 1))
    }

    @Test("converting 5,000 tokens in two themes writes every alias, each found without a search")
    func largeConversion() throws {
        let n = 5000
        let palette = (0..<100).map { "\"c\($0)\": {\"$value\": \"#\(String(format: "%06x", $0 * 0x020301))\"}" }.joined(separator: ", ")
        func theme(_ shift: Int) -> String {
            #"{"color": {"$type": "color", "#
                + (0..<n).map { #""t\#($0)": {"$value": "{base.c\#(($0 + shift) % 100)}"}"# }.joined(separator: ", ") + "}}"
        }
        let site = try TempSite([
            "content/themebook.json": #"{"title": "Large", "resolver": "tokens/resolver.json", "themes": ["light", "dark"]}"#,
            "content/tokens/resolver.json": DTCGConvertTests.files["content/tokens/resolver.json"]!,
            "content/tokens/palette.tokens.json": #"{"base": {"$type": "color", "# + palette + "}}",
            "content/tokens/themes/light.tokens.json": theme(0),
            "content/tokens/themes/dark.tokens.json": theme(1),
        ])
        defer { site.remove() }
        // Each token was searched for among its theme's tokens, and each alias's target among
        // them again (10,000 tokens in five themes: 15 s).
        var err = ""
        let status = CommandLineTool.run(
            ["convert", "--to", "dtcg", site.path("out"), "--content", site.path("content")], environment: [:],
            stdout: { _ in }, stderr: { err += $0 })
        #expect(status == 0, "\(err)")
        for (name, shift) in [("light", 0), ("dark", 1)] {
            let text = try #require(site.read("out/tokens/themes/\(name).tokens.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let tokens = try #require((json["color"] as? [String: Any])?.filter { !$0.key.hasPrefix("$") })
            #expect(tokens.count == n)
            for index in [0, 1234, n - 1] {
                let token = try #require(tokens["t\(index)"] as? [String: Any], "t\(index) in \(name)")
                #expect(token["$value"] as? String == "{base.c\((index + shift) % 100)}")
            }
        }
    }
}

/// Values that double at each alias: a gradient or a shadow listing the one before twice. Thirty
/// tokens stood for a billion stops, and sixteen shadows wrote 47 MB of pages.
@Suite("Hostile input: values that double through aliases")
struct HostileDoublingTests {
    /// A catalogue without a token list whose light and dark themes each hold `group`.
    static func site(_ group: String, resolver: String? = nil) throws -> TempSite {
        let resolver = resolver ?? """
            {"version": "2025.10", "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
              "default": "light", "$extensions": {"org.themebook": {"themes": {
               "light": {"label": "Light", "appearance": "light", "imageSuffix": ""},
               "dark": {"label": "Dark", "appearance": "dark", "imageSuffix": "_dark"}}}}}},
             "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]}
            """
        return try TempSite([
            "content/themebook.json": #"{"title": "D", "resolver": "tokens/resolver.json", "themes": ["light", "dark"]}"#,
            "content/tokens/resolver.json": resolver,
            "content/tokens/palette.tokens.json": ##"{"Blue": {"$type": "color", "Blue50": {"$value": "#0060df"}, "Blue60": {"$value": "#0250bb"}}}"##,
            "content/tokens/light.tokens.json": group,
            "content/tokens/dark.tokens.json": group,
        ])
    }

    /// `first`, then `count - 1` tokens each listing the one before twice, one per line.
    static func doubling(_ group: String, type: String, first: String, count: Int) -> String {
        var lines = [#"{"\#(group)": {"$type": "\#(type)","#, #""x0": {"$value": \#(first)}"#]
        for i in 1..<count { lines.append(#", "x\#(i)": {"$value": ["{\#(group).x\#(i - 1)}", "{\#(group).x\#(i - 1)}"]}"#) }
        return lines.joined(separator: "\n") + "\n}}\n"
    }

    @Test("a gradient of more than 256 stops, spliced from gradients it lists, is an error at the element crossing it")
    func gradient() throws {
        let first = #"[{"color": "{Blue.Blue50}", "position": 0}, {"color": "{Blue.Blue60}", "position": 1}]"#
        // x7 has 256 stops and is kept; x8's second element would make 512 (line 10, at the
        // alias's brace); x9 onwards list a value that failed, which is not reported again.
        let site = try Self.site(Self.doubling("Grad", type: "gradient", first: first, count: 40))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let errors = result.diagnosticLines(relativeTo: site.path("content")).filter { $0.contains(": error: ") }
        let message = "error: gradient 'x8' has more than 256 stops once the gradients it lists are spliced in [value-too-large]"
        #expect(errors == ["tokens/dark.tokens.json:10:34: \(message)", "tokens/light.tokens.json:10:34: \(message)"])

        let kept = try Self.site(Self.doubling("Grad", type: "gradient", first: first, count: 8))
        defer { kept.remove() }
        let built = kept.build(checkOnly: true)
        #expect(built.succeeded)
        guard case .gradient(let stops)? = built.catalogue?.themes.first?.values["x7"] else {
            Issue.record("x7 is not a gradient")
            return
        }
        #expect(stops.count == 256)
    }

    @Test("a shadow of more than 256 layers, spliced from shadows it lists, is an error at the shadow")
    func shadow() throws {
        let px = { (v: Int) in #"{"value": \#(v), "unit": "px"}"# }
        let first = #"{"color": "{Blue.Blue50}", "offsetX": \#(px(0)), "offsetY": \#(px(1)), "blur": \#(px(2)), "spread": \#(px(0))}"#
        let site = try Self.site(Self.doubling("Shadow", type: "shadow", first: first, count: 40))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let errors = result.diagnosticLines(relativeTo: site.path("content")).filter { $0.contains(": error: ") }
        let message = "error: shadow 'x9' has more than 256 layers once the shadows it lists are spliced in [value-too-large]"
        #expect(errors == ["tokens/dark.tokens.json:11:3: \(message)", "tokens/light.tokens.json:11:3: \(message)"])

        let kept = try Self.site(Self.doubling("Shadow", type: "shadow", first: first, count: 9))
        defer { kept.remove() }
        let built = kept.build()
        #expect(built.succeeded)
        let page = try #require(kept.read("site/tokens/x8.html"))
        #expect(page.components(separatedBy: "0 1px 2px 0 #0060df").count - 1 >= 256)
    }

    @Test("a resolver set standing for more than 1,000 sources through the sets it lists is an error at the list")
    func sets() throws {
        // Set sN lists sN-1 twice: s10 would stand for 1,024 copies of the palette file.
        var lines = [#"{"version": "2025.10", "sets": {"s0": {"sources": [{"$ref": "palette.tokens.json"}]}"#]
        for i in 1...11 { lines.append(##", "s\##(i)": {"sources": [{"$ref": "#/sets/s\##(i - 1)"}, {"$ref": "#/sets/s\##(i - 1)"}]}"##) }
        lines.append("""
            }, "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]},
             "default": "light", "$extensions": {"org.themebook": {"themes": {
              "light": {"label": "Light", "appearance": "light", "imageSuffix": ""},
              "dark": {"label": "Dark", "appearance": "dark", "imageSuffix": "_dark"}}}}}},
             "resolutionOrder": [{"$ref": "#/sets/s11"}, {"$ref": "#/modifiers/theme"}]}
            """)
        let group = #"{"Layers": {"$type": "color", "layer1": {"$value": "{Blue.Blue50}"}}}"#
        let site = try Self.site(group, resolver: lines.joined(separator: "\n"))
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let errors = result.diagnosticLines(relativeTo: site.path("content")).filter { $0.contains(": error: ") }
        // Line 11 is s10, whose second $ref (its value) crosses the limit; s11 lists s10 twice again.
        #expect(errors == [
            "tokens/resolver.json:11:55: error: set 's10' stands for more than 1000 sources once the sets it lists are expanded; list each set once [invalid-resolver]",
            "tokens/resolver.json:12:56: error: set 's11' stands for more than 1000 sources once the sets it lists are expanded; list each set once [invalid-resolver]",
        ])
    }

    @Test("$extends in long chains resolves every group after the one it extends; groups doubling through it stop at the copy limit")
    func extends() throws {
        // L1 extends L2, ..., L(n-1) extends L0, written in that order: each waits for all the
        // ones after it (each wait was asked of every pending extension at each step: cubic).
        let n = 60
        var chain = [#"{"L0": {"$type": "color", "t": {"$value": "{Blue.Blue50}"}}"#]
        for i in 1..<n {
            let target = i < n - 1 ? "L\(i + 1)" : "L0"
            chain.append(#", "L\#(i)": {"$extends": "{\#(target)}", "u\#(i)": {"$type": "color", "$value": "{Blue.Blue60}"}}"#)
        }
        let site = try Self.site(chain.joined(separator: "\n") + "}\n")
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error })")
        let paths = Set(result.catalogue?.tokens.map(\.path) ?? [])
        // Li holds its own ui, every uj of the groups after it, and L0's t.
        #expect(paths.count == 1 + (1..<n).map { i in (n - i) + 1 }.reduce(0, +))
        #expect(paths.contains("L1.u\(n - 1)") && paths.contains("L1.t") && paths.contains("L\(n - 1).t"))
        #expect(!paths.contains("L2.u1"))

        // Li's a and b both extend L(i-1): each level doubles what it copies.
        var doubling = [#"{"L0": {"$type": "color", "t": {"$value": "{Blue.Blue50}"}}"#]
        for i in 1..<40 {
            let own = #""o": {"$type": "color", "$value": "{Blue.Blue60}"}"#
            doubling.append(#", "L\#(i)": {"a": {"$extends": "{L\#(i - 1)}", \#(own)}, "b": {"$extends": "{L\#(i - 1)}", \#(own)}}"#)
        }
        let doubled = try Self.site(doubling.joined(separator: "\n") + "}\n")
        defer { doubled.remove() }
        let lines = doubled.build(checkOnly: true).diagnosticLines(relativeTo: doubled.path("content")).filter { $0.contains(": error: ") }
        // L15.a's copies cross the limit; none of the copies stay, so nothing else fails.
        let message = "error: group 'L15.a' extends 'L14' past 100000 tokens copied by $extends in this file; groups that extend each other twice over double at each level [invalid-extends]"
        #expect(lines == ["tokens/dark.tokens.json:16:29: \(message)", "tokens/light.tokens.json:16:29: \(message)"])
    }

    @Test("Swift helper members that each read the next twice stop at the read limit with a warning, quickly")
    func swiftHelpers() throws {
        let site = try TempSite()
        defer { site.remove() }
        let content = site.folder.appendingPathComponent("content")
        try copyTree(Repo.root.appendingPathComponent("Tests/ThemebookTests/Fixtures/swift-acme"), to: content)
        let file = "content/Sources/AcmeLightTheme.swift"
        let k = 22
        // 2^22 reads of h22 before the limit (21 s and 2.3 GB in a release build).
        let helpers = (0..<k).map { "    var h\($0): Gradient { Gradient(colors: [h\($0 + 1), h\($0 + 1)]) }\n" }.joined()
        let source = try #require(site.read(file))
        let plain = "    var layerGradient = Gradient(colors: [AcmeColors.Violet70, AcmeColors.Violet60])\n"
        #expect(source.contains(plain))
        try site.write(file, source.replacingOccurrences(of: plain, with: "    var layerGradient: Gradient { Helpers().h0 }\n")
            + "private struct Helpers {\n\(helpers)    var h\(k): UIColor = AcmeColors.Blue50\n}\n")
        let result = site.build(checkOnly: true)
        let lines = result.diagnosticLines(relativeTo: site.path("content"))
        let limit = lines.filter { $0.contains("more than 10000 reads of helper members for one token") }
        #expect(!limit.isEmpty && limit.count <= 2 * SwiftMemberScope.maxDepth)
        #expect(limit.allSatisfy { $0.hasPrefix("Sources/AcmeLightTheme.swift:") && $0.hasSuffix("[swift-unsupported]") })
        #expect(lines.contains { $0.contains("'layerGradient' forwards to more than 10000 reads") })
    }
}
