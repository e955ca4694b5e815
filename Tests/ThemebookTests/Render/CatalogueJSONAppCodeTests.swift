import Foundation
import Testing
@testable import ThemebookCore

/// `catalogue.json`'s `appCode` member is streamed (`CatalogueJSON.appCode`), byte for byte what
/// the tree of the same report gives (`JSONOutput`, keys sorted, laid out one level deep): for the
/// fixture app's report and for one with names to escape, no commit, a commit, empty lists.
@Suite("catalogue.json: the app code member")
struct CatalogueJSONAppCodeTests {
    static func tree(_ report: AppCodeReport) -> JSONOutput {
        func place(_ use: AppCodeReport.Use) -> [String: JSONOutput] {
            var object: [String: JSONOutput] = [
                "path": .string(report.files[use.file]), "line": .int(use.line), "column": .int(use.column),
            ]
            if let url = report.url(use) { object["url"] = .string(url) }
            return object
        }
        func uses(_ list: [AppCodeReport.Use]) -> JSONOutput { .array(list.map { .object(place($0)) }) }
        func reads(_ list: [AppCodeReport.Read], known: Bool = false) -> JSONOutput {
            .array(list.map { read in
                var object = place(read.use)
                object["text"] = .string(read.text)
                object["name"] = .string(read.name)
                if known { object["known"] = .bool(read.known) }
                return .object(object)
            })
        }
        let counts = report.migrationCounts
        return .object([
            "root": .string(report.root), "fileCount": .int(report.files.count),
            "commit": report.commit.map(JSONOutput.string) ?? .null, "sourceURL": report.sourceURL.map(JSONOutput.string) ?? .null,
            "tokens": .object(report.tokenUses.mapValues(uses)),
            "palette": .object(report.paletteUses.mapValues(uses)),
            "images": .object(report.imageUses.mapValues { list in
                .array(list.map { image in
                    var object = place(image.use)
                    object["themed"] = .bool(image.themed)
                    return .object(object)
                })
            }),
            "paletteReads": reads(report.paletteReads, known: true),
            "unknownTokens": reads(report.unknownTokens),
            "darkImageNames": reads(report.darkImageNames),
            "themedImageCalls": reads(report.themedImageCalls, known: true),
            "legacy": .array(report.legacy.map { use in
                var object = place(use.use)
                object["kind"] = .string(use.kind.rawValue)
                object["text"] = .string(use.text)
                if let palette = use.palette { object["palette"] = .string(palette) }
                return .object(object)
            }),
            "migration": .object(Dictionary(uniqueKeysWithValues: counts.map { ($0.key.key, JSONOutput.int($0.value)) })),
        ])
    }

    static func expected(_ report: AppCodeReport) -> String {
        String(decoding: JSONLayout.indented(tree(report).compactUTF8(), depth: 1), as: UTF8.self)
    }

    static func streamed(_ report: AppCodeReport) -> String { String(decoding: CatalogueJSON.appCode(report), as: UTF8.self) }

    @Test("the fixture app's report")
    func fixture() throws {
        let report = try #require(AppCodeFixture.check().catalogue?.appCode)
        #expect(!report.tokenUses.isEmpty && !report.legacy.isEmpty && !report.paletteReads.isEmpty)
        #expect(Self.streamed(report) == Self.expected(report))
    }

    @Test("names to escape, a sourceURL without and with its commit, empty and missing members")
    func synthetic() {
        var report = AppCodeReport(root: "../\"App\"")
        #expect(Self.streamed(report) == Self.expected(report))
        report.files = ["A/Ü \"x\".swift", "B/tab\tname.swift"]
        report.shownPaths = report.files
        let a = AppCodeReport.Use(file: 0, line: 3, column: 7), b = AppCodeReport.Use(file: 1, line: 40, column: 1)
        report.tokenUses = ["layer1": [a, b], "unused": [], "é\u{0001}": [b]]
        report.paletteUses = ["Blue50": [a]]
        report.imageUses = ["bookmark": [.init(use: a, themed: true), .init(use: b, themed: false)]]
        report.paletteReads = [.init(text: "FXColors.Blue50", name: "Blue50", use: a, known: true)]
        report.unknownTokens = [.init(text: "theme.colors.\"q\"", name: "q", use: b, known: false)]
        report.legacy = [
            .init(kind: .photon, text: "UIColor.Photon.Blue50", palette: "Blue50", use: a),
            .init(kind: .manager, text: "LegacyThemeManager", palette: nil, use: b),
        ]
        report.darkImageNames = [.init(text: "\"x_dark\"", name: "x_dark", use: b, known: false)]
        report.themedImageCalls = [.init(text: "", name: "", use: a, known: false)]
        #expect(Self.streamed(report) == Self.expected(report))
        report.sourceURL = "https://x/{commit}/{path}#L{line}"
        #expect(Self.streamed(report) == Self.expected(report))
        #expect(!Self.streamed(report).contains("\"url\""))
        report.commit = "0123abc"
        #expect(Self.streamed(report) == Self.expected(report))
        #expect(Self.streamed(report).contains("\"url\": \"https://x/0123abc/"))
    }
}
