import Foundation
import Testing
@testable import ThemebookCore

/// The diagnostics as a user sees them: the built `themebook` executable run on corpus cases,
/// in each output format, with its exit status.
@Suite("Diagnostics output of the themebook executable")
struct DiagnosticsOutputTests {
    /// A temporary copy of a corpus case's content, so paths print as `content/…`.
    func copyOfCase(_ name: String) throws -> TempSite {
        let site = try TempSite()
        try copyTree(
            DiagnosticsCorpusTests.folder.appendingPathComponent(name).appendingPathComponent("content"),
            to: site.folder.appendingPathComponent("content"))
        return site
    }

    func themebook(_ arguments: [String], in site: TempSite, githubActions: Bool = false) throws -> Themebook.Run {
        try Themebook.run(arguments + ["--templates", Repo.path("templates")], in: site.folder, githubActions: githubActions)
    }

    @Test("text: each diagnostic with its source line and a caret, notes beneath, a count, exit status 1")
    func text() throws {
        let site = try copyOfCase("alias-cycle-2")
        defer { site.remove() }
        let run = try themebook(["check"], in: site)
        #expect(run.status == 1)
        #expect(run.out.isEmpty)
        #expect(run.err == """
            content/tokens/dark.tokens.json:3:5: error: 'layer1' is part of an alias cycle: layer1 → actionPrimary → layer1; an alias must end at a value [alias-cycle]
                    "layer1": {"$type": "color", "$value": "{Actions.actionPrimary}"},
                    ^
            content/tokens/dark.tokens.json:3:44: note: 'layer1' refers to {Actions.actionPrimary}
            content/tokens/dark.tokens.json:7:51: note: 'actionPrimary' refers to {Layers.layer1}
            themebook: check failed: 1 error (alias-cycle), 0 warnings, 1 note (unused-palette-color)

            """)
    }

    @Test("text: the caret sits under the reference's first character")
    func caret() throws {
        let site = try copyOfCase("unknown-palette-color")
        defer { site.remove() }
        let run = try themebook(["build"], in: site)
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("""
            content/tokens/dark.tokens.json:3:44: error: 'layer1' refers to unknown palette colour 'Grey.Grey95'; did you mean 'Grey.Grey90'? [unknown-palette-color]
                    "layer1": {"$type": "color", "$value": "{Grey.Grey95}"},
                                                           ^

            """))
    }

    @Test("github: one workflow command per diagnostic, notes in the message, picked by GITHUB_ACTIONS=true")
    func github() throws {
        let site = try copyOfCase("alias-cycle-2")
        defer { site.remove() }
        let run = try themebook(["check"], in: site, githubActions: true)
        #expect(run.status == 1)
        #expect(run.err.split(separator: "\n").map(String.init) == [
            "::error file=content/tokens/dark.tokens.json,line=3,col=5,title=alias-cycle::'layer1' is part of an alias cycle: "
                + "layer1 → actionPrimary → layer1; an alias must end at a value"
                + "%0Acontent/tokens/dark.tokens.json:3:44: 'layer1' refers to {Actions.actionPrimary}"
                + "%0Acontent/tokens/dark.tokens.json:7:51: 'actionPrimary' refers to {Layers.layer1}",
            "::notice title=themebook::1 error (alias-cycle), 0 warnings, 1 note (unused-palette-color)",
            "themebook: check failed: 1 error (alias-cycle), 0 warnings, 1 note (unused-palette-color)",
        ])
        let chosen = try themebook(["check", "--diagnostics", "text"], in: site, githubActions: true)
        #expect(!chosen.err.contains("::error"), "--diagnostics wins over GITHUB_ACTIONS")
    }

    @Test("json: one array on standard output with stable field names")
    func json() throws {
        let site = try copyOfCase("unknown-palette-color")
        defer { site.remove() }
        let run = try themebook(["check", "--diagnostics", "json"], in: site)
        #expect(run.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]]
        let items = try #require(parsed)
        #expect(items.count == 2)
        let error = try #require(items.first)
        #expect(Set(error.keys) == ["severity", "id", "message", "location", "suggestion", "notes"])
        #expect(error["severity"] as? String == "error")
        #expect(error["id"] as? String == "unknown-palette-color")
        #expect(error["message"] as? String == "'layer1' refers to unknown palette colour 'Grey.Grey95'")
        #expect(error["suggestion"] as? String == "Grey.Grey90")
        let location = try #require(error["location"] as? [String: Any])
        #expect(location["file"] as? String == "content/tokens/dark.tokens.json")
        #expect(location["line"] as? Int == 3)
        #expect(location["column"] as? Int == 44)
        #expect(items.last?["severity"] as? String == "note")
        #expect(items.last?["suggestion"] is NSNull)
    }

    @Test("json: notes carry their own locations")
    func jsonNotes() throws {
        let site = try copyOfCase("alias-cycle-2")
        defer { site.remove() }
        let run = try themebook(["check", "--diagnostics", "json"], in: site)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
        let notes = try #require(items.first?["notes"] as? [[String: Any]])
        #expect(notes.map { $0["message"] as? String } == ["'layer1' refers to {Actions.actionPrimary}", "'actionPrimary' refers to {Layers.layer1}"])
        #expect(notes.map { ($0["location"] as? [String: Any])?["column"] as? Int } == [44, 51])
    }

    @Test("--warnings-as-errors turns a warning-only check from exit 0 into exit 1; notes stay notes")
    func warningsAsErrors() throws {
        let site = try copyOfCase("unused-palette-color")
        defer { site.remove() }
        try site.write("content/themebook.json", MiniContent.config)
        let quiet = try themebook(["check", "--warnings-as-errors"], in: site)
        #expect(quiet.status == 0, "a note does not fail the build")
        #expect(quiet.err == "")
        // The team makes the rule a warning in the site config.
        try site.write("content/themebook.json", MiniContent.config.replacingOccurrences(of: "{", with: "{\"diagnostics\": {\"unused-palette-color\": \"warning\"}, "))
        let plain = try themebook(["check"], in: site)
        #expect(plain.status == 0)
        #expect(plain.err.contains("content/tokens/palette.tokens.json:7:5: warning: palette colour 'Grey50' is not used by any theme [unused-palette-color]"))
        #expect(plain.out.hasSuffix(": 0 errors, 1 warning (unused-palette-color)\n"))
        let strict = try themebook(["check", "--warnings-as-errors"], in: site)
        #expect(strict.status == 1)
        #expect(strict.err.contains("content/tokens/palette.tokens.json:7:5: error: palette colour 'Grey50' is not used by any theme [unused-palette-color]"))
        #expect(strict.err.contains("themebook: check failed: 1 error (unused-palette-color), 0 warnings"))
        let build = try themebook(["build", "--warnings-as-errors"], in: site)
        #expect(build.status == 1)
        #expect(!FileManager.default.fileExists(atPath: site.path("site")))
    }

    @Test("check writes nothing; a failed build leaves the previous site as it was")
    func writesNothing() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let check = try themebook(["check"], in: site)
        #expect(check.status == 0, "\(check.err)")
        #expect(check.out.hasPrefix("Checked "))
        #expect(!FileManager.default.fileExists(atPath: site.path("site")))

        #expect(try themebook(["build"], in: site).status == 0)
        let before = try FileManager.default.contentsOfDirectory(atPath: site.path("site")).sorted()
        let page = site.read("site/index.html")
        try site.write("content/tokens/dark.tokens.json", "{")
        let failed = try themebook(["build"], in: site)
        #expect(failed.status == 1)
        #expect(failed.err.contains("content/tokens/dark.tokens.json:1:2: error: unexpected end of file; expected a key in double quotes [json-syntax]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path("site")).sorted() == before)
        #expect(site.read("site/index.html") == page)
    }
}
