import Foundation
import Testing

@testable import ThemebookCore

/// `convert --to dtcg` from DTCG input: the groups come out as groups (a DTCG name holds no
/// dot), aliases point at the written paths, and the guides' pictures go with the guides.
@Suite("convert --to dtcg from DTCG files")
struct DTCGConvertTests {
    static let files: [String: String] = [
        "content/themebook.json": #"{"title": "Nested", "resolver": "tokens/resolver.json", "themes": ["light", "dark"]}"#,
        "content/tokens/resolver.json": """
            {"version": "2025.10",
             "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "themes/light.tokens.json"}],
                                                  "dark": [{"$ref": "themes/dark.tokens.json"}]}, "default": "light"}}}
            """,
        // `100` is in two families, so it is shown by its full path, `blue.100`.
        "content/tokens/palette.tokens.json": """
            {"base": {"$type": "color",
              "blue": {"100": {"$value": "#0060df"}, "200": {"$value": "#0250bb"}},
              "red": {"100": {"$value": "#ff0000"}}}}
            """,
        "content/tokens/themes/light.tokens.json": """
            {"color": {"$type": "color",
              "text": {"default": {"$value": "{base.blue.100}"}},
              "background": {"default": {"$value": "{base.blue.200}"}, "scrim": {"$value": {"colorSpace": "srgb", "components": {"$ref": "#/base/red/100/$value/components"}, "alpha": 0.5}}}}}
            """,
        "content/tokens/themes/dark.tokens.json": """
            {"color": {"$type": "color",
              "text": {"default": {"$value": "{base.red.100}"}},
              "background": {"default": {"$value": "{base.blue.100}"}, "scrim": {"$value": "{base.blue.200}"}}}}
            """,
        "content/guides/intro.md": "---\ntitle: Intro\n---\n\nUse [the text colour](token:color.text.default).\n\n![The button](images/button.svg)\n",
        "content/guides/images/button.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"/>\n",
        "content/guides/.DS_Store": "hidden",
    ]

    func convert(_ site: TempSite) -> (status: Int32, err: String) { convert(site.path("content"), to: site.path("out")) }

    func convert(_ content: String, to output: String) -> (status: Int32, err: String) {
        var err = ""
        let status = CommandLineTool.run(
            ["convert", "--to", "dtcg", output, "--content", content], environment: [:], stdout: { _ in }, stderr: { err += $0 })
        return (status, err)
    }

    /// A check of `content` that keeps the pages it renders.
    func build(_ content: String) -> Build.Result {
        var options = Build.Options()
        options.templates = Repo.path("templates")
        options.mode = .memory
        options.content = content
        return Build.run(options)
    }

    func json(_ site: TempSite, _ path: String) throws -> [String: Any] {
        let text = try #require(site.read(path), "\(path)")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Every object key below `value` that is not a `$` property.
    func names(in value: Any) -> [String] {
        guard let object = value as? [String: Any] else { return [] }
        return object.flatMap { key, member in (key.hasPrefix("$") ? [] : [key]) + names(in: member) }
    }

    @Test("groups are written as nested groups, never as dotted names, and aliases point at the written paths")
    func nestedGroups() throws {
        let site = try TempSite(Self.files)
        defer { site.remove() }
        let result = convert(site)
        #expect(result.status == 0, "\(result.err)")
        let palette = try json(site, "out/tokens/palette.tokens.json")
        let light = try json(site, "out/tokens/themes/light.tokens.json")
        let dark = try json(site, "out/tokens/themes/dark.tokens.json")
        // The input has no token list, so none is written: the themes stay the protocol.
        #expect(site.read("out/tokens/theme-protocol.json") == nil)
        for file in [palette, light, dark] {
            #expect(names(in: file).allSatisfy { !$0.contains(".") }, "\(names(in: file))")
        }
        let blue = try #require(((palette["base"] as? [String: Any])?["blue"] as? [String: Any]))
        #expect(blue["100"] != nil && blue["200"] != nil)
        let text = try #require(((dark["color"] as? [String: Any])?["text"] as? [String: Any])?["default"] as? [String: Any])
        #expect(text["$value"] as? String == "{base.red.100}")
        let scrim = try #require(((light["color"] as? [String: Any])?["background"] as? [String: Any])?["scrim"] as? [String: Any])
        let components = try #require((scrim["$value"] as? [String: Any])?["components"] as? [String: Any])
        #expect(components["$ref"] as? String == "#/base/red/100/$value/components")
    }

    /// The same colour (as 8-bit channels, which is what convert writes) from the same palette
    /// colour with the same alpha (aliases are written in other files, so their chains point
    /// elsewhere).
    static func same(_ a: ResolvedValue?, _ b: ResolvedValue?) -> Bool {
        guard case .color(let x)? = a, case .color(let y)? = b else { return false }
        return x.color.hex == y.color.hex && x.palette == y.palette && x.alpha == y.alpha
    }

    @Test("the converted files build the same tokens, colours and values, and carry the guides' pictures")
    func buildsTheSame() throws {
        let site = try TempSite(Self.files)
        defer { site.remove() }
        #expect(convert(site).status == 0)
        #expect(site.read("out/guides/images/button.svg") == Self.files["content/guides/images/button.svg"])
        #expect(site.read("out/guides/.DS_Store") == nil)
        let original = build(site.path("content")), converted = build(site.path("out"))
        #expect(original.diagnostics.filter { $0.severity == .error }.isEmpty, "\(original.diagnostics.map(\.message))")
        #expect(converted.diagnostics.filter { $0.severity == .error }.isEmpty, "\(converted.diagnostics.map(\.message))")
        let before = try #require(original.catalogue), after = try #require(converted.catalogue)
        #expect(after.palette.map(\.name) == before.palette.map(\.name))
        #expect(after.palette.map(\.path) == before.palette.map(\.path))
        #expect(after.tokens.map(\.name) == before.tokens.map(\.name))
        #expect(after.tokens.map(\.path) == before.tokens.map(\.path))
        for (a, b) in zip(after.themes, before.themes) {
            for token in before.tokens {
                #expect(Self.same(a.values[token.name], b.values[token.name]), "\(token.name) in \(b.info.id)")
            }
        }
        // The guide shows its picture from the converted folder too.
        #expect(original.files[GuideFiles.sitePath("guides/images/button.svg")] != nil)
        #expect(converted.files[GuideFiles.sitePath("guides/images/button.svg")] != nil)
    }

    @Test("the site config's diagnostic levels are carried: the converted folder reports the same rules at the same levels")
    func diagnosticLevels() throws {
        var files = Self.files
        files["content/themebook.json"] = #"""
            {"title": "Nested", "resolver": "tokens/resolver.json", "themes": ["light", "dark"],
             "diagnostics": {"unused-palette-color": "warning", "theme-left-out": "off"}}
            """#
        // A colour no theme uses: a note by default, a warning as this config sets it.
        files["content/tokens/palette.tokens.json"] = files["content/tokens/palette.tokens.json"]!
            .replacingOccurrences(of: #""red": {"#, with: ##""green": {"100": {"$value": "#00ff00"}}, "red": {"##)
        let site = try TempSite(files)
        defer { site.remove() }
        #expect(convert(site).status == 0)
        let levels = try #require(try json(site, "out/themebook.json")["diagnostics"] as? [String: String])
        #expect(levels == ["unused-palette-color": "warning", "theme-left-out": "off"])
        let original = build(site.path("content")), converted = build(site.path("out"))
        let unused = { (result: Build.Result) in result.diagnostics.filter { $0.id == "unused-palette-color" }.map(\.severity) }
        #expect(unused(original) == [.warning])
        #expect(unused(converted) == [.warning])
    }

    @Test("the example catalogue, converted, builds the same site byte for byte: guides, pictures, contrast pairs and settings")
    func exampleRoundTrip() throws {
        let site = try TempSite()
        defer { site.remove() }
        let result = convert(Repo.path("content"), to: site.path("out"))
        #expect(result.status == 0, "\(result.err)")
        let original = build(Repo.path("content")), converted = build(site.path("out"))
        #expect(!original.files.isEmpty)
        #expect(Set(converted.files.keys) == Set(original.files.keys))
        for (path, bytes) in original.files.sorted(by: { $0.key < $1.key }) {
            #expect(converted.files[path] == bytes, "\(path)")
        }
        #expect(converted.diagnostics.map(\.id) == original.diagnostics.map(\.id))
    }
}
