import Foundation
import Testing
@testable import ThemebookCore

/// Every command runs the same stages (`Pipeline`): the same content gives the same diagnostics
/// whichever command reads it, contrast included, and each mode puts the guides' content where
/// it says.
@Suite("One pipeline for every command")
struct PipelineTests {
    /// A site with a contrast warning and a contrast error (`ContrastContent`), a guide that uses
    /// a deprecated token and misspells another, and a guide without a title.
    static func files() -> [String: String] {
        var files = ContrastContent.files()
        files["content/tokens/list.json"] = files["content/tokens/list.json"]!.replacingOccurrences(
            of: "\"layer2\": {\"$type\": \"color\"}", with: "\"layer2\": {\"$type\": \"color\", \"$deprecated\": \"Use layer1\"}")
        files["content/guides/a.md"] = GuideSite.file("A", "Use <token:layer2> on <token:layr1>.\n\n## Do\n\n- Be kind.\n")
        files["content/guides/untitled.md"] = "No front matter.\n"
        return files
    }

    /// The lines `check` reports for the site, paths relative to its folder.
    static func checkLines(_ site: TempSite) -> [String] {
        site.build(checkOnly: true).diagnosticLines(relativeTo: site.folder.path)
    }

    @Test("diff reports what check reports, contrast included, and compares no side with errors")
    func diffRunsThePipeline() throws {
        let site = try TempSite(Self.files())
        defer { site.remove() }
        let check = Self.checkLines(site)
        #expect(check.contains { $0.hasSuffix("[contrast-below-minimum]") && $0.contains(": warning: ") })
        #expect(check.contains { $0.hasSuffix("[unknown-token]") && $0.hasPrefix("content/tokens/list.json:") })
        #expect(check.contains { $0.hasPrefix("content/guides/a.md:4:") && $0.hasSuffix("[deprecated-token-use]") })
        #expect(check.contains { $0.hasPrefix("content/guides/a.md:4:") && $0.hasSuffix("[unknown-token]") })
        let loaded = DiffSide(.folder(site.path("content"))).load()
        #expect(loaded.diagnostics.lines(relativeTo: site.folder.path) == check)
        #expect(loaded.catalogue == nil)
        // Without its errors, the side loads, with its warnings and its guides' rules.
        try site.write("content/guides/a.md", GuideSite.file("A", "Use <token:layer2> on <token:layer1>.\n\n## Do\n\n- Be kind.\n"))
        try FileManager.default.removeItem(atPath: site.path("content/guides/untitled.md"))
        try site.write("content/tokens/list.json", try #require(site.read("content/tokens/list.json")).replacingOccurrences(of: "\"layer9\"", with: "\"layer2\""))
        let clean = Self.checkLines(site)
        #expect(!clean.contains { $0.contains(": error: ") } && clean.contains { $0.hasSuffix("[contrast-below-minimum]") })
        let side = DiffSide(.folder(site.path("content"))).load()
        #expect(side.diagnostics.lines(relativeTo: site.folder.path) == clean)
        let catalogue = try #require(side.catalogue)
        #expect(!catalogue.contrast.isEmpty, "the diff side's catalogue carries the contrast check")
        #expect(try catalogue.guides.flatMap { try $0.held.rules }.map(\.text) == ["Be kind."])
    }

    @Test("convert reports what check reports for the same content, and writes nothing when it has errors")
    func convertRunsThePipeline() throws {
        let site = try TempSite(Self.files())
        defer { site.remove() }
        let check = Self.checkLines(site)
        let converted = Converter.run(content: site.path("content"), to: site.path("dtcg"))
        #expect(converted.diagnostics.lines(relativeTo: site.folder.path) == check)
        #expect(!FileManager.default.fileExists(atPath: site.path("dtcg")))
        // Clean but for warnings, it converts, and still reports the same warnings as check.
        try site.write("content/guides/a.md", GuideSite.file("A", "Use <token:layer2> on <token:layer1>.\n\n## Do\n\n- Be kind.\n"))
        try FileManager.default.removeItem(atPath: site.path("content/guides/untitled.md"))
        try site.write("content/tokens/list.json", try #require(site.read("content/tokens/list.json")).replacingOccurrences(of: "\"layer9\"", with: "\"layer2\""))
        let clean = Self.checkLines(site)
        #expect(clean.contains { $0.hasSuffix("[deprecated-token-use]") } && clean.contains { $0.hasSuffix("[contrast-below-minimum]") })
        let written = Converter.run(content: site.path("content"), to: site.path("dtcg"))
        #expect(written.diagnostics.lines(relativeTo: site.folder.path) == clean)
        #expect(site.read("dtcg/guides/a.md") == GuideSite.file("A", "Use <token:layer2> on <token:layer1>.\n\n## Do\n\n- Be kind.\n"))
    }

    @Test("build, check and a site kept in memory give the same diagnostics; a Changes page's other side loads as diff loads it")
    func modesShareTheStages() throws {
        let site = try TempSite(Self.files())
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        let modes = [Build.Mode.write(output: site.path("site")), .check(), .memory]
        let results = modes.map { mode in
            options.mode = mode
            return Build.run(options)
        }
        let lines = results.map { $0.diagnosticLines(relativeTo: site.folder.path) }
        #expect(lines[0] == lines[2] && lines[1] == lines[2] && !lines[2].isEmpty)
        #expect(results.allSatisfy { !$0.wrote } && !FileManager.default.fileExists(atPath: site.path("site")))
        #expect(!results[2].files.isEmpty && results[1].files.isEmpty && results[1].fileCount == results[2].fileCount)
        // Against itself, the Changes page's side reports the errors diff would, at `REV:path` for
        // a revision and at the path for a folder: here the folder.
        options.mode = .memory
        options.changesAgainst = site.path("content")
        let changes = Build.run(options).diagnosticLines(relativeTo: site.folder.path)
        let side = DiffSide(.folder(site.path("content"))).load().errors.lines(relativeTo: site.folder.path)
        #expect(Set(side).isSubset(of: Set(changes)) && !side.isEmpty)
    }

    @Test("each mode keeps the guides' content where it says, and the result reads it back")
    func guideStoreByMode() throws {
        var files = MiniContent.files
        files["content/guides/a.md"] = GuideSite.file("A", "Body.\n\n## Do\n\n- Be kind.\n")
        let site = try TempSite(files)
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        for (mode, inFile) in [(Build.Mode.write(output: site.path("site")), true), (.check(), true), (.memory, false)] {
            options.mode = mode
            let result = Build.run(options)
            #expect(result.succeeded, "\(mode)")
            let guide = try #require(result.catalogue?.guides.first)
            #expect((guide.heldContent == nil) == inFile, "\(mode)")
            if case .file = result.guides { #expect(inFile, "\(mode)") } else { #expect(!inFile, "\(mode)") }
            let content = try result.guides.content(of: guide)
            #expect(content.html.hasPrefix("<p>Body.</p>\n") && content.rules.map(\.text) == ["Be kind."], "\(mode)")
        }
    }

    @Test("every stage is announced once, in order, as [i/6]; check and build announce the same")
    func stagesInOrder() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        for mode in [Build.Mode.check(), .write(output: site.path("site"))] {
            options.mode = mode
            var seen: [Pipeline.Stage] = []
            _ = Build.run(options, progress: { seen.append($0) })
            #expect(seen == Pipeline.Stage.allCases, "\(mode)")
        }
        #expect(Pipeline.Stage.allCases.map(\.progressLine) == [
            "[1/6] Loading", "[2/6] Listing guides", "[3/6] Checking", "[4/6] Guides", "[5/6] Templates", "[6/6] Rendering",
        ])
    }
}
