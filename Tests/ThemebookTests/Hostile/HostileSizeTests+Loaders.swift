import Foundation
import Testing
@testable import ThemebookCore

/// More inputs of a size no real catalogue has that made one stage quadratic: resolvers of
/// thousands of sets, fragments and misspellings, `$extends` misspellings, contrast patterns,
/// code namespaces and Markdown nested past its depth limit. (Time is not asserted: the old
/// version of each case took from seconds to minutes in a debug build. Each test checks that
/// the large input still gives exactly the catalogue, pages and diagnostics it should.)
extension HostileSizeTests {
    /// A site whose resolver has `sets` (name → sources JSON), then the light and dark themes
    /// (`light` and `dark`: token documents written inline), in `order` when given.
    static func resolverSite(
        sets: [(String, String)], order: [String]? = nil, light: String, dark: String, files: [String: String] = [:],
        config: String = ""
    ) throws -> TempSite {
        let setsJSON = sets.map { #""\#($0.0)": {"sources": \#($0.1)}"# }.joined(separator: ",\n")
        let orderJSON = order.map { #", "resolutionOrder": [\#($0.joined(separator: ", "))]"# } ?? ""
        let resolver = """
            {"version": "2025.10", "sets": {\(setsJSON)},
             "modifiers": {"theme": {"contexts": {"light": [\(light)], "dark": [\(dark)]}, "default": "light",
              "$extensions": {"org.themebook": {"themes": {
               "light": {"label": "Light", "appearance": "light", "imageSuffix": ""},
               "dark": {"label": "Dark", "appearance": "dark", "imageSuffix": "_dark"}}}}}}\(orderJSON)}
            """
        var all = [
            "content/themebook.json": #"{"title": "R", "resolver": "tokens/resolver.json", "themes": ["light", "dark"]\#(config)}"#,
            "content/tokens/resolver.json": resolver,
        ]
        for (path, text) in files { all["content/tokens/" + path] = text }
        return try TempSite(all)
    }

    static func hex(_ i: Int) -> String { String(format: "#%06x", (i &* 2_654_435_761) & 0xFF_FFFF) }

    /// The hex of a theme's token, or nil when it is not a colour.
    static func hex(of token: String, in result: Build.Result, theme: Int) -> String? {
        guard case .color(let c)? = result.catalogue?.themes[theme].values[token] else { return nil }
        return c.color.hex
    }

    @Test("3,000 sets of one colour each, all named in resolutionOrder, give a palette of 3,000 colours in order")
    func manySets() throws {
        let n = 3000
        // Each set was found by a search of every set, and each source merged into a theme
        // reserved room for exactly its own tokens, copying the theme's tokens so far.
        let sets = (0..<n).map { ("s\($0)", #"[{"Pal": {"$type": "color", "c\#($0)": {"$value": "\#(Self.hex($0))"}}}]"#) }
        let order = (0..<n).map { ##"{"$ref": "#/sets/s\##($0)"}"## } + [##"{"$ref": "#/modifiers/theme"}"##]
        let site = try Self.resolverSite(
            sets: sets, order: order, light: #"{"L": {"$type": "color", "bg": {"$value": "{Pal.c\#(n - 1)}"}}}"#,
            dark: #"{"L": {"$type": "color", "bg": {"$value": "{Pal.c0}"}}}"#)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        let palette = try #require(result.catalogue?.palette)
        #expect(palette.count == n)
        #expect(palette.first?.name == "c0")
        #expect(palette.last?.name == "c\(n - 1)")
        #expect(palette.last?.color.hex == Self.hex(n - 1))
        #expect(Self.hex(of: "bg", in: result, theme: 0) == Self.hex(n - 1))
        #expect(Self.hex(of: "bg", in: result, theme: 1) == Self.hex(0))
    }

    @Test("2,000 misspelt sets in resolutionOrder are each reported with the set meant, from one index")
    func misspeltSets() throws {
        let n = 2000
        // Each unknown set built a suggestion index of every set.
        let sets = (0..<n).map { ("set\($0)", #"[{"Pal": {"$type": "color", "c\#($0)": {"$value": "\#(Self.hex($0))"}}}]"#) }
        let order = (0..<n).map { ##"{"$ref": "#/sets/st\##($0)"}"## } + [##"{"$ref": "#/modifiers/theme"}"##]
        let site = try Self.resolverSite(
            sets: sets, order: order, light: ##"{"L": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##,
            dark: ##"{"L": {"$type": "color", "bg": {"$value": "#000000"}}}"##)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let unknown = result.diagnostics.filter { $0.id == "unknown-set" }
        // The first hundred, then a note saying how many more are not shown.
        #expect(unknown.count == 101)
        #expect(unknown.first?.message == "resolutionOrder names set 'st0', which the resolver does not define")
        #expect(unknown.first?.suggestion == "set0")
        #expect(unknown[99].message == "resolutionOrder names set 'st99', which the resolver does not define")
        #expect(unknown[99].suggestion == "set99")
    }

    @Test("a set named after the sets that use it is not suggested: the index holds the sets defined so far")
    func suggestionsOfSetsSoFar() throws {
        // `late` is defined after the context naming it, so it cannot be what `lat` meant there;
        // the resolutionOrder after both may name it.
        let sets = [("early", ##"[{"$ref": "#/sets/lat"}]"##), ("late", ##"[{"A": {"$type": "color", "a": {"$value": "#000000"}}}]"##)]
        let order = [##"{"$ref": "#/sets/lat"}"##, ##"{"$ref": "#/modifiers/theme"}"##]
        let site = try Self.resolverSite(
            sets: sets, order: order, light: ##"{"L": {"$type": "color", "bg": {"$value": "#ffffff"}}}"##,
            dark: ##"{"L": {"$type": "color", "bg": {"$value": "#000000"}}}"##)
        defer { site.remove() }
        let unknown = site.build(checkOnly: true).diagnostics.filter { $0.id == "unknown-set" }
        #expect(unknown.map(\.message) == [
            "set 'early' names set 'lat', which the resolver does not define before it",
            "resolutionOrder names set 'lat', which the resolver does not define",
        ])
        #expect(unknown.map(\.suggestion) == [nil, "late"])
    }

    @Test("3,000 sets each taking a group of one file by a JSON Pointer fragment read that file's groups once")
    func manyFragments() throws {
        let n = 3000
        // Each pointer read every key of the file's root object to find its own.
        let groups = (0..<n).map { #""g\#($0)": {"Pal": {"$type": "color", "c\#($0)": {"$value": "\#(Self.hex($0))"}}}"# }
        let sets = (0..<n).map { ("s\($0)", ##"[{"$ref": "big.tokens.json#/g\##($0)"}]"##) }
        let site = try Self.resolverSite(
            sets: sets, light: #"{"L": {"$type": "color", "bg": {"$value": "{Pal.c\#(n - 1)}"}}}"#,
            dark: #"{"L": {"$type": "color", "bg": {"$value": "{Pal.c7}"}}}"#,
            files: ["big.tokens.json": "{" + groups.joined(separator: ",\n") + "}"])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        #expect(result.catalogue?.palette.count == n)
        #expect(Self.hex(of: "bg", in: result, theme: 0) == Self.hex(n - 1))
        #expect(Self.hex(of: "bg", in: result, theme: 1) == Self.hex(7))
    }

    @Test("fragments into arrays and missing members still resolve or fail as JSON Pointer says")
    func fragmentShapes() throws {
        let file = ##"{"list": [{"A": {"$type": "color", "a": {"$value": "#112233"}}}, {"B": {"$type": "color", "b": {"$value": "#445566"}}}], "obj": {}}"##
        let sets = [
            ("first", ##"[{"$ref": "f.tokens.json#/list/1"}]"##), ("again", ##"[{"$ref": "f.tokens.json#/list/0"}]"##),
            ("gone", ##"[{"$ref": "f.tokens.json#/list/2"}]"##), ("none", ##"[{"$ref": "f.tokens.json#/obj/x"}]"##),
        ]
        let site = try Self.resolverSite(
            sets: sets, light: #"{"L": {"$type": "color", "bg": {"$value": "{B.b}"}}}"#,
            dark: #"{"L": {"$type": "color", "bg": {"$value": "{A.a}"}}}"#, files: ["f.tokens.json": file])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "'$ref' 'f.tokens.json#/list/2' names nothing in 'f.tokens.json'; the pointer must lead to a token group",
            "'$ref' 'f.tokens.json#/obj/x' names nothing in 'f.tokens.json'; the pointer must lead to a token group",
        ])
        #expect(Self.hex(of: "bg", in: result, theme: 0) == "#445566")
        #expect(Self.hex(of: "bg", in: result, theme: 1) == "#112233")
    }

    @Test("3,000 groups extending misspelt groups are each reported with the group meant, from one index")
    func misspeltExtends() throws {
        let n = 3000
        // Each unknown group built a suggestion index of every group path.
        let group = { (i: Int) in #""group\#(i)": {"$type": "color", "$extends": "{grup\#(i)}", "c": {"$value": "\#(Self.hex(i))"}}"# }
        // After the first unknown group (which makes the index), `copy` gains the group
        // `copy.sub` from `base`; `late`, which waits for `copy`, is then told of it.
        var palette = [##""Pal": {"$type": "color", "Blue50": {"$value": "#0060df"}}"##, group(0)]
        palette.append(##""base": {"$type": "color", "sub": {"x": {"$value": "#000000"}}}"##)
        palette.append(##""copy": {"$type": "color", "$extends": "{base}", "own": {"$value": "#010101"}}"##)
        palette.append(##""late": {"$type": "color", "$extends": "{copy.sup}", "own": {"$value": "#020202"}}"##)
        for i in 1..<n { palette.append(group(i)) }
        let site = try Self.resolverSite(
            sets: [("palette", #"[{"$ref": "palette.tokens.json"}]"#)], light: #"{"L": {"$type": "color", "bg": {"$value": "{Pal.Blue50}"}}}"#,
            dark: ##"{"L": {"$type": "color", "bg": {"$value": "#000000"}}}"##,
            files: ["palette.tokens.json": "{" + palette.joined(separator: ",\n") + "}"])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let unknown = result.diagnostics.filter { $0.id == "invalid-extends" }
        #expect(unknown.count == 101)
        #expect(unknown.first?.message == "group 'group0' extends unknown group 'grup0'")
        #expect(unknown.first?.suggestion == "group0")
        #expect(unknown[1].message == "group 'late' extends unknown group 'copy.sup'")
        #expect(unknown[1].suggestion == "copy.sub")
        #expect(unknown[99].message == "group 'group98' extends unknown group 'grup98'")
        #expect(unknown[99].suggestion == "group98")
        #expect(result.catalogue?.palette.contains { $0.path == "copy.sub.x" } == true)
    }

    @Test("a chain of 2,000 groups, each extending the one before it in the other file, resolves in order")
    func extendsChainAcrossFiles() throws {
        let n = 2000
        // c(i) extends c(i-1), which the other file defines: each waits on the one before, so
        // the extensions go one at a time (each round asked every pending one: quadratic).
        var files = [[##""c0": {"$type": "color", "t": {"$value": "#0060df"}}"##], [String]()]
        for i in 1..<n {
            files[i % 2].append(#""c\#(i)": {"$type": "color", "$extends": "{c\#(i - 1)}", "o": {"$value": "\#(Self.hex(i))"}}"#)
        }
        let site = try Self.resolverSite(
            sets: [("palette", #"[{"$ref": "a.tokens.json"}, {"$ref": "b.tokens.json"}]"#)],
            light: #"{"L": {"$type": "color", "bg": {"$value": "{c1999.t}"}}}"#, dark: #"{"L": {"$type": "color", "bg": {"$value": "{c1998.o}"}}}"#,
            files: ["a.tokens.json": "{" + files[0].joined(separator: ",\n") + "}", "b.tokens.json": "{" + files[1].joined(separator: ",\n") + "}"])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        let paths = Set(result.catalogue?.palette.map(\.path) ?? [])
        // Every group holds its own o and c0's t; none takes the o of the one it extends.
        #expect(paths.count == 1 + 2 * (n - 1))
        #expect(paths.contains("c1999.t") && paths.contains("c1.t") && paths.contains("c1998.o"))
        #expect(Self.hex(of: "bg", in: result, theme: 0) == "#0060df")
        #expect(Self.hex(of: "bg", in: result, theme: 1) == Self.hex(1998))
    }

    @Test("3,000 contrast patterns, each with a literal start, match their tokens among 3,000")
    func manyContrastPatterns() throws {
        let n = 3000
        // Each distinct pattern was compared with every token name.
        var tokens = [##""layer1": {"$value": "#ffffff"}"##]
        for i in 0..<n { tokens.append(String(format: #""t%06d": {"$value": "%@"}"#, i, Self.hex(i))) }
        let theme = #"{"L": {"$type": "color", "# + tokens.joined(separator: ", ") + "}}"
        let pairs = (0..<n).map { String(format: #"{"foreground": "t%06d*", "on": "layer1", "kind": "non-text", "minimum": 1}"#, $0) }
        // And two without a literal start: one by its end, one by neither.
        let more = [#"{"foreground": "*2999", "on": "t000000", "kind": "text", "minimum": 1}"#, #"{"foreground": "t*0*1", "on": "t000000", "kind": "text", "minimum": 1}"#]
        let site = try Self.resolverSite(
            sets: [], light: theme, dark: theme,
            config: #", "contrast": {"pairs": [\#((pairs + more).joined(separator: ", "))], "baseLayer": "layer1", "severity": "note"}"#)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        let checked = try #require(result.catalogue?.contrast.pairs)
        #expect(checked.filter { $0.kind == .nonText }.count == n)
        #expect(checked.first?.foreground == "t000000")
        #expect(checked.last?.foreground == "t002999")
        // `*2999` and `t*0*1` on `t000000` are found by their literal end, and by a full scan.
        let text = checked.filter { $0.kind == .text }.map(\.foreground)
        let expected = (0..<n).map { String(format: "t%06d", $0) }.filter { ContrastChecker.matches($0, pattern: "t*0*1") || $0.hasSuffix("2999") }
        #expect(text == expected)
    }

    @Test("patterns without a literal start or end stop at the comparison budget with an error, not a slow build")
    func contrastPatternBudget() throws {
        let n = 2300
        var tokens = [##""layer1": {"$value": "#ffffff"}"##]
        for i in 0..<n { tokens.append(String(format: #""t%06d": {"$value": "%@"}"#, i, Self.hex(i))) }
        let theme = #"{"L": {"$type": "color", "# + tokens.joined(separator: ", ") + "}}"
        // 2,300 patterns × 2,301 names is past 5,000,000 comparisons at the 2,173rd pattern.
        let pairs = (0..<n).map { String(format: #"{"foreground": "*%06d*", "on": "layer1", "kind": "non-text", "minimum": 1}"#, $0) }
        let site = try Self.resolverSite(
            sets: [], light: theme, dark: theme,
            config: #", "contrast": {"pairs": [\#(pairs.joined(separator: ", "))], "baseLayer": "layer1", "severity": "note"}"#)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == [
            "contrast patterns need more than 5000000 comparisons with token names; use fewer patterns, or patterns with a literal start or end"
        ])
        #expect(errors.first?.location?.file.hasSuffix("themebook.json") == true)
    }

    @Test("a pattern's candidates by its literal start or end are the names a full scan matches, in order")
    func patternCandidates() {
        let names = ["a", "ab", "abc", "b", "ba", "cab", "e\u{301}x", "ex", "é", "", "zz*", "abab"]
        let candidates = ContrastChecker.PatternCandidates(names)
        for pattern in ["a*", "ab*", "*b", "*ab", "a*b", "e*", "e\u{301}*", "*x", "*", "?b", "a?", "*a*", "z*", "q*", "*q", "ab*ab"] {
            let found = candidates.indices(for: pattern).map { $0.map { names[$0] }.filter { ContrastChecker.matches($0, pattern: pattern) } }
            let scanned = names.filter { ContrastChecker.matches($0, pattern: pattern) }
            #expect(found == nil || found == scanned, "\(pattern)")
            let wild = { (c: Character?) in c == "*" || c == "?" }
            #expect((found == nil) == (wild(pattern.first) && wild(pattern.last)), "\(pattern)")
        }
    }

    @Test("3,000 palette namespaces: each Swift identifier of a guide finds its namespace, the longest that fits")
    func manyCodeNamespaces() throws {
        let n = 3000
        // Every identifier of the block was compared with every namespace.
        let namespaces = (0..<n).map { String(format: "\"NS%05d\"", $0) } + ["\"NS00007.Deep\""]
        let lines = (0..<n).map { String(format: "let v%d = NS%05d.Blue50", $0, $0) }
        let site = try Self.resolverSite(
            sets: [("palette", ##"[{"Pal": {"$type": "color", "Blue50": {"$value": "#0060df"}}}]"##)],
            light: ##"{"L": {"$type": "color", "bg": {"$value": "{Pal.Blue50}"}}}"##, dark: ##"{"L": {"$type": "color", "bg": {"$value": "#000000"}}}"##,
            config: #", "guides": "guides", "code": {"palette": [\#(namespaces.joined(separator: ", "))], "tokens": "theme.colors"}"#)
        defer { site.remove() }
        try site.write(
            "content/guides/g.md",
            "---\ntitle: G\n---\n\n# G\n\n```swift\n" + lines.joined(separator: "\n")
                + "\nlet deep = NS00007.Deep.Blue50\nlet wrong = NS00007.Deep.Blue55\nlet plain = NS00008.Blue55\n```\n")
        let result = site.build(checkOnly: true)
        let errors = result.diagnostics.filter { $0.severity == .error }
        // `NS00007.Deep.Blue55` is read in the longer namespace, and `NS00008.Blue55` in its
        // own: neither has a colour of that name.
        #expect(errors.map(\.message) == [
            "code block refers to unknown palette colour 'Blue55'", "code block refers to unknown palette colour 'Blue55'",
        ])
        #expect(errors.map { $0.location?.line } == [n + 9, n + 10])
        #expect(errors.map { $0.location?.column } == [13, 13])
        let page = try #require(result.files["guides/g.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.components(separatedBy: "palette.html#c-Blue50").count - 1 == n + 1)
    }

    @Test("a paragraph nested 20,000 levels deep keeps all its text, past the depth limit, in one run")
    func deepInlineNesting() throws {
        let n = 20_000
        // Past 64 levels the nested content stays in one node, whose thousands of text pieces
        // were each merged by copying the whole run so far.
        let open = String(repeating: "*a [b", count: n), close = String(repeating: "](#top) c*", count: n)
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(Repo.root.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        try site.write("content/guides/deep.md", "---\ntitle: Deep\n---\n\n## Top\n\n\(open)middle\(close)\n")
        let result = site.build()
        #expect(result.succeeded, "\(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
        let page = try #require(site.read("site/guides/deep.html"))
        #expect(page.contains("middle"))
        // Every level's letters are kept, as text where they are no longer emphasis or links.
        let text = page.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        #expect(text.components(separatedBy: "a ").count - 1 >= n)
        #expect(text.components(separatedBy: " c").count - 1 >= n)
    }

    @Test("a Kotlin theme enum of 150 entries whose 150 colour members each choose with when (this), a branch per entry")
    func kotlinThemeEnum() throws {
        let (entries, n) = (150, 150)
        var kotlin = "object P {\n"
        for i in 0..<n { kotlin += "    val P\(i) = Color(0xFF\(Self.hex(i).dropFirst()))\n" }
        kotlin += "}\n\nenum class AppTheme {\n    " + (0..<entries).map { "E\($0)" }.joined(separator: ", ") + ";\n"
        for i in 0..<n {
            kotlin += "    val t\(i): Color get() = when (this) {\n"
            for k in 0..<entries { kotlin += "        E\(k) -> P.P\((i + k) % n)\n" }
            kotlin += "    }\n"
        }
        kotlin += "}\n"
        let (site, result) = try AndroidFixtures.inline(["Theme.kt": kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { site.remove() }
        #expect(result.errorCount == 0, "\(result.diagnostics.prefix(3).map(\.message))")
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.themes.count == entries && catalogue.tokens.count == n)
        for (k, i) in [(0, 0), (1, 5), (entries - 1, n - 1), (entries / 2, n / 2)] {
            #expect(catalogue.shown("t\(i)", in: "e\(k)") == Self.hex((i + k) % n), "t\(i) in e\(k)")
        }
    }

    @Test("Compose groups of colours 40 wide and 4 deep: at most 10,000 tokens, said once")
    func kotlinColorGroups() throws {
        let width = 40
        var kotlin = "data class G0(" + (0..<width).map { "val c\($0): Color" }.joined(separator: ", ") + ")\n"
        for level in 1...3 {
            kotlin += "data class G\(level)(" + (0..<width).map { "val g\($0): G\(level - 1)" }.joined(separator: ", ") + ")\n"
        }
        kotlin += "data class Scheme(val top: G3, val ink: Color)\n"
        kotlin += "val light = Scheme(ink = Color(0xFF000000), top = G3())\nval dark = Scheme(ink = Color(0xFFFFFFFF), top = G3())\n"
        let (site, result) = try AndroidFixtures.inline(["Theme.kt": kotlin, "themebook.json": #"{"android": {"kotlin": ["Theme.kt"]}}"#])
        defer { site.remove() }
        let catalogue = try #require(result.catalogue)
        #expect(catalogue.tokens.count <= KotlinColorsClass.maxGroupTokens + 1)
        #expect(result.messages("android-unsupported").filter { $0.contains("hold more than 10000 colours") }.count == 1, "\(result.diagnostics.prefix(4).map(\.message)) \(catalogue.tokens.count)")
        #expect(catalogue.shown("ink", in: "dark") == "#ffffff")
    }
}
