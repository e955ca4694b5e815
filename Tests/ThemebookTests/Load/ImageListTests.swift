import Foundation
import Testing
@testable import ThemebookCore

/// Reading `images.json`: groups, namespaces, images without a constant, and mistakes.
@Suite("The image list")
struct ImageListTests {
    static func load(_ json: String) throws -> (images: [ImageIdentifier], diagnostics: [String], site: TempSite) {
        let config = MiniContent.config.replacingOccurrences(of: "}", with: #", "images": "images.json"}"#)
        let site = try TempSite(MiniContent.with(["content/themebook.json": config, "content/images.json": json]))
        let result = site.build(checkOnly: true)
        return (result.catalogue?.images ?? [], result.diagnosticLines(relativeTo: site.folder.path), site)
    }

    @Test("a group's constants live in namespace.group unless the group names its own namespace")
    func namespaces() throws {
        let (images, diagnostics, site) = try Self.load("""
            {"namespace": "StandardImageIdentifiers", "groups": [
              {"name": "Large", "size": "24x24", "images": [{"name": "bookmark", "value": "bookmarkLarge", "themed": true}]},
              {"name": "Legacy", "namespace": "ImageIdentifiers.Onboarding", "images": [
                {"name": "welcome", "value": "onboardingWelcome", "description": "First screen"}]},
              {"name": "Client assets", "images": [{"value": "lock_blocked", "themed": true}]}
            ]}
            """)
        defer { site.remove() }
        #expect(diagnostics == [])
        #expect(images.map(\.codeReference) == [
            "StandardImageIdentifiers.Large.bookmark", "ImageIdentifiers.Onboarding.welcome", #""lock_blocked""#,
        ])
        #expect(images.map(\.group) == ["Large", "Legacy", "Client assets"])
        #expect(images.map(\.size) == ["24x24", nil, nil])
        #expect(images.map(\.themed) == [true, false, true])
        #expect(images[1].description == "First screen")
        let page = try #require(site.build(checkOnly: true).file("images.html"))
        #expect(page.contains(#"theme.type.getThemedImageName(name: &quot;lock_blocked&quot;)"#))
    }

    @Test("misspelt keys are warnings with a suggestion; wrong types and missing values are errors")
    func mistakes() throws {
        let marks = MarkedText("""
            {"groups": [
              {"name": "Large", "images": [
                {"name": "a", "value": "aLarge", 1️⃣"themd": true},
                {"name": "b", "value": "bLarge", "themed": 2️⃣"yes"},
                3️⃣{"name": "c"},
                {"name": 4️⃣4, "value": "dLarge"}
              ]},
              5️⃣{"images": []}
            ]}
            """)
        let (images, diagnostics, site) = try Self.load(marks.text)
        defer { site.remove() }
        #expect(diagnostics == [
            "content/images.json:\(marks[1]): warning: 'themd' is not a key of an image; did you mean 'themed'? [unknown-image-key]",
            "content/images.json:\(marks[2]): error: 'themed' must be true or false, not a string [invalid-images]",
            "content/images.json:\(marks[3]): error: an image needs a 'value': the name the app asks for [invalid-images]",
            "content/images.json:\(marks[4]): error: 'name' must be a string, not a number [invalid-images]",
            "content/images.json:\(marks[5]): error: an image group needs a 'name' and an 'images' array [invalid-images]",
        ])
        #expect(images.map(\.value) == ["aLarge", "bLarge", "dLarge"])
    }

    @Test("the example lists the 121 standard identifiers and one themed image the reference supports")
    func example() throws {
        var diagnostics = Diagnostics()
        let raw = try #require(ContentLoader.load(content: Repo.path("content"), diagnostics: &diagnostics))
        #expect(raw.images.filter { $0.namespace.hasPrefix("StandardImageIdentifiers.") }.count == 121)
        let themed = raw.images.filter(\.themed).map(\.value)
        #expect(themed == ["lock_blocked"])
    }
}
