import Foundation
import Testing
@testable import ThemebookCore

/// The Firefox-shaped fixture (`Fixtures/app-code-firefox`): the example's real Firefox
/// catalogue, and app code written in the shapes firefox-ios uses (new theming through
/// `theme.colors` and locals, legacy cells with `NotificationThemeable`, `UIColor.theme` and
/// `.DisplayThemeChanged`, themed images, SwiftUI views, theming files left out). An
/// independent reader (`independent-reader.py`: comments and strings blanked, then regular
/// expressions) must find exactly what themebook finds, at the same line and column.
@Suite("App code: a Firefox-shaped app against an independent reader")
struct AppCodeFirefoxTests {
    static let folder = Repo.path("Tests/ThemebookTests/Fixtures/app-code-firefox")

    /// One finding: kind, what it names, where.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var kind: String
        var name: String
        var path: String
        var line: Int
        var column: Int

        static func < (a: Finding, b: Finding) -> Bool {
            (a.path, a.line, a.column, a.kind, a.name) < (b.path, b.line, b.column, b.kind, b.name)
        }

        var description: String { "\(path):\(line):\(column) \(kind) \(name)" }
    }

    static func themebook() throws -> (findings: [Finding], result: Build.Result) {
        let result = AppCodeFixture.check(content: folder + "/content")
        let report = try #require(result.catalogue?.appCode)
        var out: [Finding] = []
        func add(_ kind: String, _ name: String, _ use: AppCodeReport.Use) {
            out.append(Finding(kind: kind, name: name, path: report.files[use.file], line: use.line, column: use.column))
        }
        for (token, uses) in report.tokenUses { for use in uses { add("token", token, use) } }
        for read in report.unknownTokens { add("token", read.name, read.use) }
        for read in report.paletteReads { add("palette", read.name, read.use) }
        for use in report.legacy {
            // The Photon colour's name as written; the other kinds are told by kind and place.
            add("legacy:" + use.kind.rawValue, use.kind == .photon ? String(use.text.split(separator: ".").last ?? "") : "", use.use)
        }
        for (value, uses) in report.imageUses { for image in uses { add("image", value, image.use) } }
        for call in report.themedImageCalls { add("themedCall", "getThemedImageName", call.use) }
        for name in report.darkImageNames { add("darkName", name.name, name.use) }
        return (out.sorted(), result)
    }

    static func independent() throws -> [Finding] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", folder + "/independent-reader.py", folder, Repo.path("content/images.json"), "Client", "BrowserKit/Sources",
            "--exclude", "BrowserKit/Sources/Common/Theming",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "independent-reader.py failed")
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try records.map { record in
            let kind = try #require(record["kind"] as? String)
            let name = try #require(record["name"] as? String)
            return Finding(
                kind: kind, name: kind.hasPrefix("legacy:") && kind != "legacy:UIColor.Photon" ? "" : name,
                path: try #require(record["path"] as? String), line: try #require(record["line"] as? Int),
                column: try #require(record["column"] as? Int))
        }.sorted()
    }

    @Test("themebook finds exactly what the independent reader finds, at the same line and column")
    func sameFindings() throws {
        let ours = try Self.themebook().findings
        let theirs = try Self.independent()
        #expect(ours.count >= 45, "the fixture holds every kind of finding")
        let missed = Set(theirs).subtracting(ours).sorted()
        let extra = Set(ours).subtracting(theirs).sorted()
        #expect(missed.isEmpty, "found only by the independent reader: \(missed)")
        #expect(extra.isEmpty, "found only by themebook: \(extra)")
        for kind in ["token", "palette", "legacy:UIColor.Photon", "legacy:UIColor.theme", "legacy:UIColor.legacyTheme",
                     "legacy:LegacyThemeManager", "legacy:NotificationThemeable", "legacy:.DisplayThemeChanged", "image", "themedCall", "darkName"] {
            #expect(ours.contains { $0.kind == kind }, "no \(kind) in the fixture")
        }
    }

    @Test("theming files, view controllers' observers, look-alikes and the themed-image rule itself are not findings")
    func leftOut() throws {
        let (findings, result) = try Self.themebook()
        let report = try #require(result.catalogue?.appCode)
        #expect(!report.files.contains { $0.hasPrefix("BrowserKit/Sources/Common/Theming") })
        #expect(report.files.contains("BrowserKit/Sources/ToolbarKit/BrowserAddressToolbar.swift"))
        #expect(!findings.contains { $0.path.hasSuffix("HomepageViewController.swift") && $0.kind.hasPrefix("legacy:") })
        #expect(!findings.contains { $0.path.hasSuffix("ThemeType+Images.swift") })
        #expect(findings.filter { $0.path.hasSuffix("ReaderModeStyleViewController.swift") }.map(\.description) == [
            "Client/Frontend/Reader/ReaderModeStyleViewController.swift:48:46 token iconPrimary"
        ])
        // A token page lists its places as path:line (no sourceURL: unlinked).
        #expect(result.file("tokens/layer5Hover.html")?.contains(
            "<ul class=\"code-uses\"><li><code>Client/Frontend/Home/TopSites/TopSiteItemCell.swift:61</code></li>\n</ul>") == true)
        #expect(result.diagnostics.contains {
            $0.id == "unknown-token-in-code" && $0.message == "'colors.layerSearch' reads token 'layerSearch', which the theme does not define"
        })
    }

    @Test("each Don't of the guide is quoted by the diagnostics of the code it names")
    func rulesQuoted() throws {
        let (_, result) = try Self.themebook()
        let quoted = result.diagnostics.filter { ["palette-in-code", "legacy-theming"].contains($0.id) }
        #expect(quoted.count == 14)
        for diagnostic in quoted {
            #expect(diagnostic.notes.contains { $0.message.hasPrefix("the guide 'Theming in code' says Don't:") }, "\(diagnostic.message)")
        }
        let displayRule = quoted.first { $0.message.hasPrefix("'.DisplayThemeChanged'") }?.notes.last
        #expect(displayRule?.location?.line == 10)
        #expect(displayRule?.message.hasSuffix("\"Register views or cells for .DisplayThemeChanged; only the view controller is notified.\" (guides/theming.html#don-t)") == true)
    }
}
