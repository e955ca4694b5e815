import Foundation
import Testing

@testable import ThemebookCore

/// The Swift-source path must read exactly as it did before DTCG identity and layering changed
/// (issue 17): each Swift fixture's catalogue.json, diagnostics and token, theme and palette page
/// names are pinned in `Fixtures/expected/<fixture>.txt`. `THEMEBOOK_RECORD=1` rewrites a file
/// (and fails, so a recording is always read before it is committed).
@Suite("Swift sources: output pinned")
struct SwiftSourceGoldenTests {
    static func snapshot(_ fixture: String) -> String {
        var options = Build.Options()
        options.content = SwiftSourceFixtures.folder(fixture)
        options.templates = Repo.path("templates")
        options.mode = .memory
        let result = Build.run(options)
        // Paths relative to the fixture, so the file is the same in every checkout.
        var lines = result.diagnostics.map { d in
            "\(d.location?.description ?? "-") \(d.severity) [\(d.id)] \(d.message)"
                .replacingOccurrences(of: options.content + "/", with: "").replacingOccurrences(of: options.content, with: ".")
        }
        lines.append("pages:")
        lines += result.files.keys.filter { $0.hasPrefix("tokens/") || $0.hasPrefix("themes/") }.sorted()
        lines.append("catalogue.json:")
        lines.append(String(decoding: result.files["catalogue.json"] ?? [], as: UTF8.self))
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("each Swift fixture gives the recorded catalogue.json, diagnostics and page names", arguments: [
        "swift-acme", "swift-fork", "swift-malformed",
    ])
    func pinned(_ fixture: String) throws {
        let path = SwiftSourceFixtures.folder("expected/\(fixture).txt")
        let actual = Self.snapshot(fixture)
        let expected = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if expected == nil || ProcessInfo.processInfo.environment["THEMEBOOK_RECORD"] == "1" {
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded \(path); read it, then run the tests again without THEMEBOOK_RECORD")
            return
        }
        #expect(actual == expected)
    }
}
