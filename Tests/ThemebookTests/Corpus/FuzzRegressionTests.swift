import Foundation
import Testing
import ThemebookCore

/// Every input a fuzz target ever broke on (`scripts/fuzz.sh` minimises it into
/// `FuzzRegressions/<target>/`), replayed through the same target, must give exactly its
/// recorded diagnostics in `<input>.expected`: one per line, paths relative to the scratch folder.
///
/// `THEMEBOOK_RECORD=1 swift test --filter FuzzRegression` writes the missing or changed
/// `.expected` files (and fails, so a recording is never mistaken for a pass).
@Suite("Fuzz regression corpus")
struct FuzzRegressionTests {
    static let folder = Repo.root.appendingPathComponent("Tests/ThemebookTests/FuzzRegressions")

    /// `target/input` for every input file.
    static let cases: [String] = {
        var out: [String] = []
        for target in FuzzTarget.allCases {
            let dir = folder.appendingPathComponent(target.rawValue).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            out += names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".expected") }.sorted().map { "\(target.rawValue)/\($0)" }
        }
        return out
    }()

    static let scratch = NSTemporaryDirectory() + "themebook-fuzz-regressions-\(UUID().uuidString)"

    @Test("the corpus covers every target")
    func everyTarget() {
        for target in FuzzTarget.allCases {
            #expect(Self.cases.contains { $0.hasPrefix(target.rawValue + "/") }, "no regression input for \(target.rawValue)")
        }
    }

    @Test("each input gives its recorded diagnostics, twice the same", arguments: cases)
    func replay(_ name: String) throws {
        let parts = name.split(separator: "/", maxSplits: 1).map(String.init)
        let target = try #require(FuzzTarget(rawValue: parts[0]))
        let input = Self.folder.appendingPathComponent(name)
        let bytes = [UInt8](try Data(contentsOf: input))
        // Each case its own scratch folder: the cases run in parallel.
        let scratch = Self.scratch + "/" + name.replacingOccurrences(of: "/", with: "-")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let context = FuzzContext(repository: Repo.root.path, scratch: scratch)
        let lines = target.run(bytes, in: context)
        #expect(target.run(bytes, in: context) == lines, "the same input gave different diagnostics")
        let expectedFile = input.appendingPathExtension("expected")
        let recorded = (try? String(contentsOf: expectedFile, encoding: .utf8))
        let actual = lines.map { $0 + "\n" }.joined()
        if ProcessInfo.processInfo.environment["THEMEBOOK_RECORD"] == "1", recorded != actual {
            try Data(actual.utf8).write(to: expectedFile)
            Issue.record("recorded \(name).expected; read it, then run the tests again without THEMEBOOK_RECORD")
            return
        }
        let expected = try #require(recorded, "\(name) has no .expected; record it with THEMEBOOK_RECORD=1")
        #expect(actual == expected)
    }
}
