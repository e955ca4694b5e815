import Foundation
import Testing

@testable import ThemebookCore

@Suite("convert of Android sources and of several platforms: DTCG files that read back to the same catalogue")
struct ConvertPlatformTests {
    /// Converts a content folder and reads the result back; both catalogues' JSON.
    func roundTrip(_ content: String) throws -> (before: String, after: String, converted: [Diagnostic], site: TempSite) {
        let site = try TempSite()
        let (diagnostics, _) = Converter.run(content: content, to: site.path("dtcg"))
        let before = try #require(AndroidFixtures.check(content).file("catalogue.json"))
        let after = AndroidFixtures.check(site.path("dtcg"))
        return (before, after.file("catalogue.json") ?? "", diagnostics, site)
    }

    @Test("a Compose theme converts to DTCG files that give the same catalogue")
    func compose() throws {
        let (before, after, diagnostics, site) = try roundTrip(AndroidFixtures.folder("compose"))
        defer { site.remove() }
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(before == after)
    }

    @Test("a colour the device supplies has no DTCG form: an error at the token, and nothing is written")
    func systemColors() throws {
        let site = try TempSite()
        defer { site.remove() }
        let (diagnostics, _) = Converter.run(content: AndroidFixtures.folder("resources"), to: site.path("dtcg"))
        let errors = diagnostics.filter { $0.id == "convert-unknown-value" }
        #expect(errors.map(\.message) == [
            "'acme_text_on_accent' is '@android:color/white', a colour the device or the app's theme supplies, so it has no DTCG form; give it a colour to convert it",
            "'acme_text_accent' is '?attr/colorAccent', a colour the device or the app's theme supplies, so it has no DTCG form; give it a colour to convert it",
        ])
        #expect(errors.map { "\($0.location!.line):\($0.location!.column)" } == ["21:18", "22:18"])
        #expect(site.read("dtcg/themebook.json") == nil)
    }

    @Test("several platforms convert to a folder of DTCG files each, named in one config, and read back the same")
    func platforms() throws {
        let (before, after, diagnostics, site) = try roundTrip(Repo.path("Tests/ThemebookTests/Fixtures/platforms"))
        defer { site.remove() }
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(before == after)
        let config = try #require(site.read("dtcg/themebook.json"))
        #expect(config.contains("\"resolver\": \"ios/tokens/resolver.json\"") && config.contains("\"resolver\": \"android/tokens/resolver.json\""))
        #expect(site.read("dtcg/android/tokens/themes/highContrast.tokens.json") != nil)
        #expect(site.read("dtcg/ios/tokens/themes/highContrast.tokens.json") == nil)
    }
}
