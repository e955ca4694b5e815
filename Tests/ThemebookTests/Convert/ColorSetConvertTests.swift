import Foundation
import Testing
@testable import ThemebookCore

/// Colour sets converted to DTCG: the token files read back as a clean catalogue with the same
/// value in every theme, grouped by the sets' folders.
@Suite("Converting colour sets to DTCG")
struct ColorSetConvertTests {
    @Test("every colour set converts, extended sRGB beyond 0–1 as the sRGB it shows, and builds back to the same values")
    func roundTrip() throws {
        let fixture = Repo.path("Tests/ThemebookTests/Fixtures/ios-colorsets")
        let out = try TempSite()
        defer { out.remove() }
        let converted = Converter.run(content: fixture + "/docs", to: out.path("dtcg"))
        #expect(!converted.diagnostics.contains { $0.severity == .error }, "\(converted.diagnostics.map(\.message))")
        let list = try #require(out.read("dtcg/tokens/theme-protocol.json"))
        #expect(list.contains(#""primary_reverse": {"#))
        var options = Build.Options()
        options.content = out.path("dtcg")
        options.templates = ""
        options.mode = .check()
        let back = Build.run(options)
        #expect(back.diagnostics.isEmpty, "\(back.diagnostics.map(\.message))")
        var original = Build.Options()
        original.content = fixture + "/docs"
        original.templates = ""
        original.mode = .check()
        let before = try #require(Build.run(original).catalogue)
        let after = try #require(back.catalogue)
        #expect(after.themes.map(\.info.id) == before.themes.map(\.info.id))
        func hexes(_ catalogue: Catalogue) -> [String] {
            catalogue.themes.flatMap { theme in
                theme.values.values.compactMap { value -> String? in if case .color(let c) = value { c.color.hex } else { nil } }.sorted()
            }
        }
        #expect(hexes(after) == hexes(before))
    }
}
