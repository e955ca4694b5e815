import Foundation
import Testing

@testable import ThemebookCore

/// `themebook diff` on Swift sources: the Acme fixture against an edited copy, and against its
/// own DTCG conversion.
@Suite("Diff: Swift sources")
struct DiffSwiftTests {
    /// The Acme fixture with every kind of change made in its Swift code.
    static func editedAcme() throws -> String {
        let folder = SwiftSourceFixtures.acme()
        func edit(_ file: String, _ change: (String) -> String) throws {
            let path = folder + "/Sources/" + file
            try change(SwiftSourceFixtures.read(path)).write(toFile: path, atomically: true, encoding: .utf8)
        }
        func everywhere(_ change: @escaping (String) -> String) throws {
            for file in ["AcmeThemeColourPalette.swift", "AcmeLightTheme.swift", "AcmeDarkTheme.swift", "AcmePrivateTheme.swift"] {
                try edit(file, change)
            }
        }
        /// Drops every line containing `text`.
        func dropLines(_ text: String) -> (String) -> String {
            { $0.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(text) }.joined(separator: "\n") }
        }
        /// Adds `line` after the first line that starts with `prefix`.
        func add(_ line: String, after prefix: String) -> (String) -> String {
            { text in
                var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if let i = lines.firstIndex(where: { $0.hasPrefix(prefix) }) { lines.insert(line, at: i + 1) }
                return lines.joined(separator: "\n")
            }
        }
        try edit("AcmeColors.swift") {
            $0.replacingOccurrences(of: "0x0250bb", with: "0x0250BC")
                .replacingOccurrences(of: "static let DarkGrey80 = UIColor(rgb: 0x1c1b22)",
                                      with: "static let DarkGrey80 = UIColor(rgb: 0x1c1b22)\n    static let DarkGrey85 = UIColor(rgb: 0x1C1B22)")
                .replacingOccurrences(of: "static let Purple60: UIColor = UIColor(rgb: 0x952bb9)", with: "")
        }
        try edit("AcmePrivateTheme.swift") { $0.replacingOccurrences(of: "AcmeColors.Purple60", with: "AcmeColors.Violet60") }
        try edit("AcmeDarkTheme.swift") {
            $0.replacingOccurrences(of: "var layer3: UIColor = AcmeColors.DarkGrey80", with: "var layer3: UIColor = AcmeColors.DarkGrey85")
        }
        try everywhere { $0.replacingOccurrences(of: "actionSecondary", with: "actionTertiary") }
        try everywhere(dropLines("layerScrim"))
        try edit("AcmeThemeColourPalette.swift", add("    var layer4: UIColor { get }", after: "    var layer3: UIColor { get }"))
        try edit("AcmeThemeColourPalette.swift") {
            $0.replacingOccurrences(of: "    var layer3: UIColor { get }", with: "    @available(*, deprecated, message: \"Use layer2\")\n    var layer3: UIColor { get }")
        }
        for theme in ["AcmeLightTheme.swift", "AcmeDarkTheme.swift", "AcmePrivateTheme.swift"] {
            try edit(theme, add("    var layer4: UIColor = AcmeColors.Blue50", after: "    var layer3"))
        }
        try edit("AcmeImageIdentifiers.swift") {
            $0.replacingOccurrences(of: "        public static let quote = #\"quoteLarge\"#\n", with: "        public static let star = \"starLarge\"\n")
        }
        return folder
    }

    @Test("each kind of change in Swift code: tokens, renames, visible and alias-only changes, palette, images")
    func swiftChanges() throws {
        let old = SwiftSourceFixtures.acme(), new = try Self.editedAcme()
        defer { SwiftSourceFixtures.remove(old); SwiftSourceFixtures.remove(new) }
        let before = DiffSide(.folder(old)).load(), after = DiffSide(.folder(new)).load()
        #expect(after.errors.isEmpty, "\(after.errors)")
        let changes = CatalogueDiff.compare(old: try #require(before.catalogue), new: try #require(after.catalogue))
        #expect(changes.tokensAdded.map(\.name) == ["layer4"])
        #expect(changes.tokensAdded.first?.values.map { ValueKey.hex($0.value) } == ["#0060df", "#0060df", "#0060df", "#0060df"])
        #expect(changes.tokensRemoved.map(\.name) == ["layerScrim"])
        #expect(changes.tokensRenamed.map { "\($0.old) → \($0.new) \($0.reason.rawValue)" } == ["actionSecondary → actionTertiary same-values"])
        #expect(changes.tokensDeprecated.map { "\($0.name): \($0.note)" } == ["layer3: Use layer2"])
        // DarkGrey85 has DarkGrey80's value: dark and night (which shares dark's palette) see no difference.
        let layer3 = try #require(changes.tokensChanged.first { $0.name == "layer3" })
        #expect(layer3.themes.map { "\($0.theme.id) \($0.isVisible) \(ChangesReport.describe($0))" }
            == ["dark false #1c1b22, alias only (was DarkGrey80, now DarkGrey85)",
                "night false #1c1b22, alias only (was DarkGrey80, now DarkGrey85)"])
        let primary = try #require(changes.tokensChanged.first { $0.name == "actionPrimary" })
        #expect(primary.themes.map { "\($0.theme.id) \(ChangesReport.describe($0))" }
            == ["dark #0250bb → #0250bc", "night #0250bb → #0250bc", "private #952bb9 → #7542e5 (was Purple60, now Violet60)"])
        let icon = try #require(changes.tokensChanged.first { $0.name == "iconPrivate" })
        #expect(icon.themes.map { "\($0.theme.id) \(ChangesReport.describe($0))" }
            == ["private #952bb9 → #7542e5 (was Purple60, now Violet60)"])
        #expect(changes.paletteAdded.map(\.name) == ["DarkGrey85"])
        #expect(changes.paletteRemoved.map(\.name) == ["Purple60"])
        #expect(changes.paletteChanged.map { "\($0.name) \($0.before.hex) → \($0.after.hex)" } == ["Blue60 #0250bb → #0250bc"])
        #expect(changes.imagesAdded.map(\.value) == ["starLarge"])
        #expect(changes.imagesRemoved.map(\.value) == ["quoteLarge"])
    }

    @Test("Swift sources and their DTCG conversion look the same: only the flattened cross-theme aliases differ")
    func acrossFormats() throws {
        let acme = SwiftSourceFixtures.acme()
        let converted = SwiftSourceFixtures.temporaryFolder() + "/dtcg"
        defer { SwiftSourceFixtures.remove(acme); SwiftSourceFixtures.remove(URL(fileURLWithPath: converted).deletingLastPathComponent().path) }
        let conversion = Converter.run(content: acme, to: converted)
        #expect(!conversion.diagnostics.contains { $0.severity == .error })
        let swift = try #require(DiffSide(.folder(acme)).load().catalogue)
        let dtcg = try #require(DiffSide(.folder(converted)).load().catalogue)
        let there = CatalogueDiff.compare(old: swift, new: dtcg), back = CatalogueDiff.compare(old: dtcg, new: swift)
        // convert writes a reference to another theme's token as the value it resolves to, so
        // those tokens are reached another way: an alias-only change, nothing visible.
        for changes in [there, back] {
            #expect(changes.count(.changed) == 0 && changes.count(.removed) == 0)
            #expect(changes.count(.any) == changes.tokensChanged.count)
            #expect(changes.tokensChanged.map { "\($0.name) \($0.themes.map(\.theme.id))" } == ["layerScrim [\"private\"]", "textLegacy [\"private\"]"])
        }
        #expect(there.tokensChanged.first?.themes.first.map(ChangesReport.describe)
            == "#15141af2, alias only (was layerScrim → DarkGrey90 · 95%, now DarkGrey90 · 95%)")
    }
}
