import Foundation
import Testing
@testable import ThemebookCore

/// The bad-input corpus: one folder per case under `Invalid/`, holding a small `content/`
/// folder, optionally a `templates/` folder laid over the site's own templates, and
/// `expected.txt` — the exact diagnostics, one per line, notes indented beneath theirs, paths
/// relative to the case folder. Cases named `generated-*` get some files written at test time
/// (see `CorpusGenerators`), so the repository stays small.
///
/// Each case is checked (`themebook check`), and its diagnostics must equal `expected.txt`;
/// then it is built into an output folder that already holds a site: the build must fail —
/// with `--warnings-as-errors` when the case has only warnings — and leave that site untouched.
///
/// `THEMEBOOK_RECORD=1 swift test` rewrites every `expected.txt` (and fails, so a recording is
/// never mistaken for a pass); read each rewritten file before committing it.
@Suite("Bad-input corpus")
struct DiagnosticsCorpusTests {
    static let folder = Repo.root.appendingPathComponent("Tests/ThemebookTests/Invalid")

    static let cases: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    @Test("the corpus has at least 40 cases, each with content/ and expected.txt")
    func corpusIsComplete() {
        #expect(Self.cases.count >= 40)
        for name in Self.cases {
            let base = Self.folder.appendingPathComponent(name)
            #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("content").path), "\(name) has no content/")
            #expect(FileManager.default.fileExists(atPath: base.appendingPathComponent("expected.txt").path), "\(name) has no expected.txt")
            if name.hasPrefix("generated-") {
                #expect(CorpusGenerators.recipes[name] != nil, "\(name) has no recipe in CorpusGenerators")
            }
        }
    }

    @Test("each bad input gives exactly its expected diagnostics, fails, and writes nothing", arguments: cases)
    func badInput(_ name: String) throws {
        let source = Self.folder.appendingPathComponent(name)
        let site = try TempSite()
        defer { site.remove() }
        try copyTree(source.appendingPathComponent("content"), to: site.folder.appendingPathComponent("content"))
        let templates = try CorpusFiles.templates(for: source, in: site)
        try CorpusGenerators.recipes[name]?(site)

        var options = Build.Options()
        options.content = site.path("content")
        options.templates = templates
        options.mode = .memory
        let check = Build.run(options)
        let lines = CorpusFiles.lines(check.diagnostics, relativeTo: site.folder.path)
        let expectedFile = source.appendingPathComponent("expected.txt")

        if ProcessInfo.processInfo.environment["THEMEBOOK_RECORD"] == "1" {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: expectedFile)
            Issue.record("recorded \(name)/expected.txt; read it, then run the tests again without THEMEBOOK_RECORD")
            return
        }
        let expected = try String(contentsOf: expectedFile, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == expected, "\(name): diagnostics differ from expected.txt")
        #expect(!check.diagnostics.isEmpty && !check.wrote)

        // The real build, over an existing site: it must fail and leave that site as it was.
        try site.write("site/index.html", "previous site")
        try site.write("site/\(SiteWriter.marker)", "")
        options.mode = .write(output: site.path("site"))
        options.warningsAsErrors = check.succeeded
        let build = Build.run(options)
        #expect(!build.succeeded, "\(name): the build must fail (exit status 1)")
        #expect(!build.wrote)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path("site")).sorted() == [SiteWriter.marker, "index.html"])
        #expect(site.read("site/index.html") == "previous site")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.folder.path).filter { $0.hasPrefix(".site") }
        #expect(leftovers.isEmpty)
        let promoted = check.diagnostics.map { d in
            var d = d
            if options.warningsAsErrors, d.severity == .warning { d.severity = .error }
            return d
        }
        #expect(build.diagnostics == promoted, "\(name): building reports what checking reported")
    }
}

/// Copying case folders and printing diagnostics for comparison.
enum CorpusFiles {
    /// The templates a case builds with: the built-in ones, with the case's `templates/` (if
    /// any) overriding them file by file.
    static func templates(for source: URL, in site: TempSite) throws -> String {
        let overlay = source.appendingPathComponent("templates")
        guard FileManager.default.fileExists(atPath: overlay.path) else { return "" }
        let target = site.folder.appendingPathComponent("templates")
        try copyTree(overlay, to: target)
        return target.path
    }

    /// `path:line:col: severity: message [id]`, each note beneath as
    /// `    path:line:col: note: message`, with the case's temporary folder taken out of every
    /// path, messages included.
    static func lines(_ diagnostics: [Diagnostic], relativeTo folder: String) -> [String] {
        func place(_ location: ThemebookCore.SourceLocation?) -> String { location.map { "\($0): " } ?? "" }
        var out: [String] = []
        for d in diagnostics {
            out.append("\(place(d.location))\(d.severity.rawValue): \(d.fullMessage) [\(d.id)]")
            for note in d.notes { out.append("    \(place(note.location))note: \(note.message)") }
        }
        return out.map { $0.replacingOccurrences(of: folder + "/", with: "") }
    }
}
