import Foundation
import Testing

@testable import ThemebookCore

/// Regressions from the review of the Swift-source reader (issue 6): valid Swift that gave
/// errors, silently wrong values, and converted files that did not build.
@Suite("Swift sources: review findings")
struct SwiftSourceReviewTests {
    /// Edits Acme files (each edit may hold a `1️⃣` marker, at most one in all), returns the
    /// site folder (removed by the caller) and the marker's position.
    func site(_ edits: [(file: String, old: String, new: String)]) -> (site: String, marker: ThemebookCore.SourceLocation?) {
        var files: [String: String] = [:]
        var marker: ThemebookCore.SourceLocation?
        let site = SwiftSourceFixtures.acme()
        for edit in edits {
            let original = files[edit.file] ?? SwiftSourceFixtures.read(site + "/" + edit.file)
            #expect(original.contains(edit.old), "\(edit.file) still contains '\(edit.old)'")
            var text = original.replacingOccurrences(of: edit.old, with: edit.new)
            if edit.new.contains("1️⃣") {
                let marked = SwiftSourceFixtures.marked(text)
                text = marked.text
                marker = ThemebookCore.SourceLocation(file: site + "/" + edit.file, line: marked.line, column: marked.column)
            }
            files[edit.file] = text
        }
        SwiftSourceFixtures.write(files, into: site)
        return (site, marker)
    }

    func load(_ edits: [(file: String, old: String, new: String)]) -> (loaded: SwiftSourceFixtures.Loaded, marker: ThemebookCore.SourceLocation?) {
        let (folder, marker) = site(edits)
        defer { SwiftSourceFixtures.remove(folder) }
        return (SwiftSourceFixtures.load(folder), marker)
    }

    static let colors = "Sources/AcmeColors.swift"
    static let protocolFile = "Sources/AcmeThemeColourPalette.swift"
    static let images = "Sources/AcmeImageIdentifiers.swift"
    static let blue50 = "static let Blue50 = UIColor(rgb: 0x0060DF)"

    // MARK: - 1. Unreadable palette constants

    @Test(
        "convert fails at an unreadable palette constant and at each token that aliases it, and writes nothing",
        arguments: [
            "static let 1️⃣Blue50 = UIColor { traits in\n        traits.userInterfaceStyle == .dark ? .white : .black\n    }",
            "static let 1️⃣Blue50 = UIColor(patternImage: stripes)",
            "static let 1️⃣Blue50 = UIColor.systemBlue",
        ])
    func unreadablePaletteColor(_ declaration: String) throws {
        let (folder, marker) = site([(Self.colors, Self.blue50, declaration)])
        defer { SwiftSourceFixtures.remove(folder) }
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.with(id: "swift-unsupported").count == 1)
        var diagnostics = Diagnostics()
        let raw = try #require(loaded.raw)
        _ = DTCGExporter(raw: raw, catalogue: try #require(loaded.catalogue)).files(diagnostics: &diagnostics)
        let found = diagnostics.sorted.filter { $0.id == DTCGExporter.unknownValueID }
        #expect(found.allSatisfy { $0.severity == .error })
        // The constant itself, then every token (light, dark, night, private) that uses it.
        #expect(found.first { $0.message.hasPrefix("palette colour 'Blue50'") }?.location == marker)
        let tokens = found.filter { $0.message.contains("refers to palette colour 'Blue50'") }
        #expect(!tokens.isEmpty)
        #expect(tokens.allSatisfy { $0.notes.first?.location == marker })

        var out = ""
        var err = ""
        let output = folder + "-out"
        let status = CommandLineTool.run(
            ["convert", "--to", "dtcg", output, "--content", folder], environment: [:], stdout: { out += $0 },
            stderr: { err += $0 })
        #expect(status == 1)
        #expect(err.contains("[convert-unknown-value]"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    // MARK: - 2. Mixed 0–1 and 0–255 components

    @Test("UIColor(red:green:blue:) on the 0–255 scale with a fractional component is unsupported, not read as 0.5/255")
    func mixedScales() {
        let (loaded, marker) = load([
            (
                "Sources/AcmeLightTheme.swift", "var layer1: UIColor = AcmeColors.LightGrey10",
                "var layer1: UIColor = 1️⃣UIColor(red: 0.5, green: 128, blue: 0, alpha: 1)"
            )
        ])
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1)
        #expect(found.first?.location == marker)
        #expect(found.first?.message.contains("whole numbers") == true)
        #expect(loaded.value("layer1", in: "light") == .unknown)
        #expect(loaded.errors.isEmpty)

        let whole = load([
            (
                "Sources/AcmeLightTheme.swift", "var layer1: UIColor = AcmeColors.LightGrey10",
                "var layer1: UIColor = UIColor(red: 255, green: 128.0, blue: 0, alpha: 0.5)"
            )
        ]).loaded
        #expect(whole.with(id: "swift-unsupported").isEmpty)
        #expect(whole.color("layer1", in: "light")?.color.opaqueHex == "#ff8000")
    }

    // MARK: - 3. Valid Swift that gave errors

    @Test("only the first branch of '#if' is read, so '#else' alternatives are not duplicates")
    func conditionalAlternatives() {
        let (loaded, marker) = load([
            (
                Self.colors, "    // MARK: - Purple\n",
                """
                    1️⃣#if DEBUG
                    static let Debug = UIColor(rgb: 0xFF00FF)
                    #elseif BETA
                    static let Debug = UIColor(rgb: 0x00FF00)
                    #if NESTED
                    static let Debug = UIColor(rgb: 0x0000FF)
                    #endif
                    #else
                    static let Debug = UIColor(rgb: 0x000000)
                    #endif
                    static let AfterDebug = UIColor(rgb: 0x123456)
                    // MARK: - Purple

                """
            )
        ])
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1 && found.first?.location == marker)
        #expect(found.first?.message.contains("first branch") == true)
        let palette = loaded.catalogue?.palette ?? []
        #expect(palette.filter { $0.name == "Debug" }.map(\.color.opaqueHex) == ["#ff00ff"])
        #expect(palette.contains { $0.name == "AfterDebug" })
    }

    @Test("a tuple pattern is an unsupported-form warning at its '(', not a syntax error")
    func tuplePattern() {
        let (loaded, marker) = load([
            (Self.colors, Self.blue50, Self.blue50 + "\n    static let 1️⃣(Pair1, Pair2) = (UIColor(rgb: 0x1), UIColor(rgb: 0x2))")
        ])
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        let found = loaded.with(id: "swift-unsupported")
        #expect(found.count == 1 && found.first?.location == marker && found.first?.severity == .warning)
        #expect(loaded.catalogue?.palette.contains { $0.name == "Blue60" } == true)
    }

    @Test("a regex literal in a function body opens no string and unbalances no bracket")
    func regexInFunctionBody() {
        let (loaded, _) = load([
            (
                Self.protocolFile, "public enum AcmeThemeType: String {\n",
                """
                public enum AcmeThemeType: String {
                    static func matches(_ s: String) -> Bool {
                        s.contains(/a"b(/) && s.contains(#/c/"[d/#) || s.firstMatch(of: /}\\/x/) != nil
                    }
                    static func ratio(_ a: Int, _ b: Int, _ c: Int) -> Int { a / b / c }

                """
            )
        ])
        #expect(loaded.errors.isEmpty, "\(loaded.errors.map(\.message))")
        #expect(loaded.catalogue?.themes.map(\.info.id) == ["light", "dark", "night", "private"])
    }

    // MARK: - 4. A file listed twice

    @Test("a Swift file listed twice under two spellings is read once, with a warning at the second entry")
    func duplicateEntry() {
        let folder = SwiftSourceFixtures.acme()
        defer { SwiftSourceFixtures.remove(folder) }
        let marked = SwiftSourceFixtures.marked(
            SwiftSourceFixtures.read(folder + "/themebook.json").replacingOccurrences(
                of: #""palette": ["Sources/AcmeColors.swift", "#,
                with: #""palette": ["Sources/AcmeColors.swift", 1️⃣"./Sources/../Sources/AcmeColors.swift", "#))
        // A syntax error in the file listed twice must be reported once.
        let colors = SwiftSourceFixtures.read(folder + "/" + Self.colors) + "\n}\n"
        SwiftSourceFixtures.write(["themebook.json": marked.text, Self.colors: colors], into: folder)
        let loaded = SwiftSourceFixtures.load(folder)
        #expect(loaded.with(id: "duplicate-palette-color").isEmpty)
        #expect(loaded.with(id: "swift-syntax").count == 1)
        let found = loaded.with(id: "duplicate-config-entry")
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.location?.file.hasSuffix("themebook.json") == true)
        #expect(found.first?.location?.line == marked.line && found.first?.location?.column == marked.column)
        #expect(found.first?.notes.first?.location?.line == marked.line)
    }

    // MARK: - 5. Theme type enum not found

    @Test("when the theme type enum is not in the configured files, a note names it")
    func themeTypeMissing() {
        #expect(SwiftSourceFixtures.load(SwiftSourceFixtures.folder("swift-acme")).with(id: "swift-theme-type-missing").isEmpty)
        let (loaded, _) = load([(Self.protocolFile, "public enum AcmeThemeType: String {", "public enum AcmeThemeKind: String {")])
        let found = loaded.with(id: "swift-theme-type-missing")
        #expect(found.count == 1)
        #expect(found.first?.severity == .note)
        #expect(found.first?.message.contains("'AcmeThemeType'") == true)
        #expect(found.first?.location?.file.hasSuffix("AcmeLightTheme.swift") == true)
    }

    // MARK: - 6. Duplicate image identifier names

    @Test("two image identifiers with the same name in one group are a duplicate-image warning")
    func duplicateImageName() {
        let (loaded, marker) = load([
            (
                Self.images, "public static let share = \"shareLarge\"",
                "public static let share = \"shareLarge\"\n        public static let bookmark = 1️⃣\"bookmarkLargeNew\""
            )
        ])
        let found = loaded.with(id: "duplicate-image")
        #expect(found.count == 1)
        #expect(found.first?.location == marker)
        #expect(found.first?.message.contains("AcmeImageIdentifiers.Large.bookmark") == true)
        #expect(loaded.catalogue?.images.filter { $0.name == "bookmark" }.count == 2)  // Large and Large.Filled
    }

    // MARK: - 7. Protocol requirements that are not properties

    @Test("function and other non-property requirements of the token protocol are skipped with a note")
    func functionRequirement() {
        let (loaded, marker) = load([
            (
                Self.protocolFile, "    var faviconColors: AcmeFaviconColorSet { get }\n",
                "    var faviconColors: AcmeFaviconColorSet { get }\n    func 1️⃣colorFor(_ state: Int) -> UIColor\n"
                    + "    associatedtype Extra\n    var layerEditable: UIColor { get set }\n"
            )
        ])
        let skipped = loaded.with(id: "swift-skipped")
        #expect(skipped.count == 3, "\(skipped.map(\.message))")
        #expect(skipped.allSatisfy { $0.severity == .note })
        #expect(skipped.contains { $0.location == marker && $0.message.contains("function 'colorFor'") })
        #expect(skipped.contains { $0.message.contains("associatedtype") })
        #expect(loaded.catalogue?.tokens.contains { $0.name == "layerEditable" } == true)
    }
}
