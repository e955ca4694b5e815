import Foundation
import Testing

@testable import ThemebookCore

@Suite("Platforms in the site config: each platform's inputs in its own object, site keys at the top")
struct PlatformConfigTests {
    func load(_ config: String) throws -> (raw: RawCatalogue?, diagnostics: [Diagnostic], site: TempSite) {
        let site = try TempSite(["content/themebook.json": config])
        var diagnostics = Diagnostics()
        let raw = ContentLoader.load(content: site.path("content"), guides: false, diagnostics: &diagnostics)
        return (raw, diagnostics.all, site)
    }

    @Test("each platform gets its id, its label (given, or from its id) and its own inputs; site keys apply to all")
    func reads() throws {
        let (raw, _, site) = try load("""
            {"title": "Shop", "contrast": {"baseLayer": "layer2"}, "platforms": {
              "ios": {"swift": {"protocol": "P.swift"}, "code": {"tokens": "theme.colors"}},
              "android": {"label": "Android phones", "android": {"resources": ["res/values/colors.xml"]}, "themes": ["light"]},
              "web": {"resolver": "web/resolver.json"}
            }}
            """)
        defer { site.remove() }
        let config = try #require(raw?.config)
        #expect(config.platforms.map { "\($0.id) \($0.label)" } == ["ios iOS", "android Android phones", "web Web"])
        #expect(config.platforms[0].config.swift?.protocolFile == "P.swift")
        #expect(config.platforms[1].config.android?.resources == ["res/values/colors.xml"])
        #expect(config.platforms[1].config.themes == ["light"])
        #expect(config.platforms[2].config.resolver == "web/resolver.json")
        #expect(config.platforms.allSatisfy { $0.config.title == "Shop" && $0.config.contrast.baseLayer == "layer2" })
        #expect(raw?.platforms.map(\.id) == ["ios", "android", "web"])
        #expect(raw?.platforms.map(\.raw.config.file).allSatisfy { $0.hasSuffix("themebook.json") } == true)
    }

    @Test("an input key at the top beside platforms is an error; a site key in a platform and an unknown one are warnings")
    func misplaced() throws {
        let marked = MarkedText("""
            {1️⃣"swift": {"protocol": "P.swift"}, "platforms": {
              "ios": {2️⃣"guides": "g", 3️⃣"swfit": {}, "resolver": "r.json"},
              4️⃣"i os": {"resolver": "r.json"}
            }}
            """)
        let (_, diagnostics, site) = try load(marked.text)
        defer { site.remove() }
        func at(_ id: String, _ message: String) -> String? {
            diagnostics.first { $0.id == id && $0.message == message }.map { "\($0.location!.line):\($0.location!.column)" }
        }
        #expect(at("invalid-config", "'swift' names an input of one platform; with 'platforms', write it in a platform's object") == marked[1])
        #expect(at("unknown-config-key", "'guides' is a key of the whole site; write it at the top of the config, not in platform 'ios'") == marked[2])
        #expect(at("unknown-config-key", "'platforms.ios.swfit' is not a platform key") == marked[3])
        #expect(diagnostics.first { $0.message == "'platforms.ios.swfit' is not a platform key" }?.suggestion == "swift")
        #expect(at("invalid-config", "platform 'i os' must be named with letters, digits, '-' and '_' (it names pages)") == marked[4])
    }

    @Test("platforms that are not an object of platforms is an error, and no platform is read")
    func notAnObject() throws {
        let (raw, diagnostics, site) = try load(#"{"platforms": ["ios"]}"#)
        defer { site.remove() }
        #expect(diagnostics.contains { $0.id == "invalid-config" && $0.message.hasPrefix("'platforms' must be an object of platforms") })
        #expect(raw?.platforms.isEmpty == true)
    }

    @Test("a config without platforms reads as it always has: no platform, inputs at the top")
    func single() throws {
        let (raw, _, site) = try load(#"{"title": "One", "android": {"resources": ["colors.xml"]}}"#)
        defer { site.remove() }
        #expect(raw?.config.platforms.isEmpty == true)
        #expect(raw?.platforms.isEmpty == true)
        #expect(raw?.config.android?.resources == ["colors.xml"])
    }
}
