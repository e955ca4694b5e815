import Foundation
import Testing
@testable import ThemebookCore

/// The names `diff` gives the steps of an alias chain are the pages' names.
@Suite("diff: alias chain names")
struct ChainNamesTests {
    @Test("a step is named as its page names it: a $root token by its group, a path no page has by the full path")
    func names() throws {
        let catalogue = try #require(PublishedFixtures.build("studio").catalogue)
        let names = ChainNames(catalogue)
        #expect(names.name(of: "{color.text.default.$root}") == "color.text.default")
        #expect(names.name(of: "{color.gray.900}") == "900")
        #expect(names.name(of: "{typography.scale.03}") == "03")
        // Its last segment is another token's name (`hover`): not that token.
        #expect(names.name(of: "{color.nowhere.hover}") == "color.nowhere.hover")
        // A Swift step to another theme's token names that token.
        #expect(names.name(of: "dark.scrim") == "scrim")
    }

    @Test("a chain renamed for diff reads as the token page's chain, with the page's names")
    func renamedChain() throws {
        let catalogue = try #require(PublishedFixtures.build("studio").catalogue)
        let light = try #require(catalogue.themes.first { $0.info.id == "light" })
        let value = try #require(light.values["color.background.default"])
        guard case .color(let renamed) = ChainNames(catalogue).renamed(value) else {
            Issue.record("not a colour")
            return
        }
        #expect(renamed.chain.map(\.text) == ["1000"])
    }
}
