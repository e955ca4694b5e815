import Foundation
import Testing
@testable import ThemebookCore

@Suite("Do and Don't rules")
struct GuideRuleTests {
    @Test(
        "every spelling of a Do or Don't heading turns its list into rules",
        arguments: [
            ("Do", RuleKind.do), ("do", .do), ("DOS", .do), ("Dos", .do), ("Do's", .do), ("Do’s", .do),
            ("Don't", .dont), ("don’t", .dont), ("DON'T", .dont), ("Don'ts", .dont), ("Don’ts", .dont), ("  Don't ", .dont),
        ])
    func headingVariants(heading: String, kind: RuleKind) {
        #expect(RuleKind(heading: heading) == kind)
    }

    @Test("other headings do not", arguments: ["Does", "Do not", "Dont", "Do's and Don'ts", "To do", "Do:", "Don"])
    func otherHeadings(heading: String) {
        #expect(RuleKind(heading: heading) == nil)
    }

    @Test("an ASCII heading is read as the Unicode-aware reading reads it, for every short spelling")
    func asciiHeadingsAgree() {
        // The reading without the ASCII shortcut.
        func reference(_ heading: String) -> RuleKind? {
            switch heading.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") {
            case "do", "dos", "do's": .do
            case "don't", "don'ts": .dont
            default: nil
            }
        }
        let alphabet: [Character] = ["d", "O", "n", "T", "s", "'", " ", "\t"]
        var headings = [""]
        var checked = 0
        for _ in 1...5 {
            headings = headings.flatMap { heading in alphabet.map { heading + String($0) } }
            for heading in headings where RuleKind(heading: heading) != reference(heading) {
                Issue.record("\(heading.debugDescription): \(String(describing: RuleKind(heading: heading)))")
            }
            checked += headings.count
        }
        #expect(checked == 37_448)
        for heading in ["  do \n", "DO\r\n'S", "do  n't", "don'ts ", "don'tss", "\tDon'Ts", "d o n ' t", " Don'ts\t"] {
            #expect(RuleKind(heading: heading) == reference(heading), "\(heading.debugDescription)")
        }
    }

    @Test("rules carry kind, plain text, HTML linking from the site root, guide and section anchor")
    func extraction() throws {
        let site = try GuideSite(["topics/a.md": GuideSite.file("A", """
            - Not a rule, before any heading.

            ## Do’s

            - Use <token:layer1> for *backgrounds*.
            - Prefer `theme.colors.actionPrimary`.

            ### In views

            1. Still a Do rule under a subheading.

            ## Don'ts

            - Hard-code colours.

              A second paragraph.

            > - Not a rule: inside a quote.

            ## Elsewhere

            - Not a rule either.
            """)])
        let guide = try site.guide("topics/a").held
        #expect(guide.rules.map(\.kind) == [.do, .do, .do, .dont])
        #expect(guide.rules.map(\.text) == [
            "Use layer1 for backgrounds.", "Prefer theme.colors.actionPrimary.", "Still a Do rule under a subheading.",
            "Hard-code colours. A second paragraph.",
        ])
        #expect(guide.rules.map(\.anchor) == ["do-s", "do-s", "do-s", "don-ts"])
        #expect(Set(guide.rules.map(\.guide)) == ["topics/a"])
        #expect(guide.rules[1].html == "Prefer <a href=\"tokens/actionPrimary.html\"><code>theme.colors.actionPrimary</code></a>.")
        #expect(guide.rules[3].html == "Hard-code colours.\nA second paragraph.")
        #expect(guide.rules[0].html.hasPrefix("Use <a href=\"tokens/layer1.html\"><code>layer1</code></a><span class=\"token-chip\">"))
    }

    @Test("rules render as callouts marked with a symbol and a word")
    func callouts() throws {
        let site = try GuideSite(["a.md": GuideSite.file("A", """
            ## Do
            - Tight item.

            ## Don't
            1. Loose item.

            2. Another.
            """)])
        #expect(try site.html("a") == """
            <h2 id="do">Do\(GuideSite.permalink("do"))</h2>
            <ul class="rules-list">
            <li class="rule rule-do"><span class="rule-kind">✓ Do</span> Tight item.</li>
            </ul>
            <h2 id="don-t">Don't\(GuideSite.permalink("don-t"))</h2>
            <ol class="rules-list">
            <li class="rule rule-dont">
            <p><span class="rule-kind">✗ Don't</span> Loose item.</p>
            </li>
            <li class="rule rule-dont">
            <p><span class="rule-kind">✗ Don't</span> Another.</p>
            </li>
            </ol>

            """)
    }

    @Test("the example site's Rules page lists every rule of the example guides, linking back to its section")
    func exampleRulesPage() throws {
        let result = ExampleSite.result
        let page = try #require(result.file("rules.html"))
        let expected = try Self.ruleItemsInExampleGuides()
        #expect(expected.count >= 30)
        let catalogue = try #require(result.catalogue)
        let rules = try catalogue.guides.flatMap { try $0.held.rules }
        #expect(rules.count == expected.count)
        #expect(page.components(separatedBy: "<li class=\"rule ").count - 1 == expected.count)
        for (slug, opening) in expected {
            #expect(page.contains(opening), "rules.html lacks '\(opening)' from \(slug)")
        }
        for rule in rules {
            #expect(page.contains(rule.html))
            #expect(page.contains("href=\"guides/\(rule.guide).html#\(rule.anchor)\""))
        }
        let json = try #require(result.file("catalogue.json"))
        #expect(json.components(separatedBy: "\"kind\": \"dont\"").count - 1 == rules.filter { $0.kind == .dont }.count)
    }

    /// The first words of every top-level list item under a `## Do` or `## Don't` heading of the
    /// example guides, read straight from the Markdown (up to the first markup character).
    private static func ruleItemsInExampleGuides() throws -> [(slug: String, opening: String)] {
        let folder = Repo.path("content/guides")
        var items: [(String, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".md") {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            var inRules = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("## ") { inRules = ["## Do", "## Don't"].contains(line) }
                guard inRules, line.hasPrefix("- ") else { continue }
                let opening = line.dropFirst(2).prefix { !"`[<*_".contains($0) }
                items.append((String(name.dropLast(3)), String(opening)))
            }
        }
        return items
    }
}
