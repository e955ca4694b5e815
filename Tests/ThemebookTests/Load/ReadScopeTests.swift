import Foundation
import Testing
@testable import ThemebookCore

/// Content comes from pull requests: no path it names, no `$ref` and no symbolic link may read
/// a file outside the project, and no diagnostic may print a line of one.
@Suite("Reading inside the project")
struct ReadScopeTests {
    static let secret = "PRIVATE KEY 0xDEADBEEF do not print"

    /// A project (`project/.git`, `project/content`) beside a folder holding a secret.
    struct Project {
        let site: TempSite
        var content: String { site.path("project/content") }
        var secretFile: String { site.path("outside/secret.json") }

        init(_ changes: [String: String] = [:]) throws {
            var files: [String: String] = [:]
            for (path, text) in MiniContent.with(changes) { files["project/" + path] = text }
            files["outside/secret.json"] = "{\"Blue\": {\"$type\": \"color\", \"x\": \(ReadScopeTests.secret)}}\n"
            files["outside/secret.md"] = ReadScopeTests.secret + "\n"
            site = try TempSite(files)
            try FileManager.default.createDirectory(atPath: site.path("project/.git"), withIntermediateDirectories: true)
        }

        func link(_ path: String, to target: String) throws {
            let url = URL(fileURLWithPath: site.path(path))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }

        func options(checkOnly: Bool = true, allowRead: [String] = []) -> Build.Options {
            var options = Build.Options()
            options.content = content
            options.templates = Repo.path("templates")
            options.mode = checkOnly ? .memory : .write(output: site.path("project/site"))
            options.allowRead = allowRead
            return options
        }

        /// Checks, then prints the report as the CLI does (text, with excerpts).
        func check(allowRead: [String] = []) -> (result: Build.Result, report: String) {
            let options = options(allowRead: allowRead)
            let result = Build.run(options)
            let printer = DiagnosticPrinter(format: .text, sourceLine: LineCache(scope: options.readScope).line)
            return (result, printer.render(result.diagnostics))
        }

        func lines(_ result: Build.Result) -> [String] { result.diagnosticLines(relativeTo: site.path("project/content")) }
    }

    @Test("a config path climbing out of the project is an error at the path, and the file is not read")
    func configPathWithDots() throws {
        let project = try Project(["content/themebook.json": """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "../../outside/secret.json", "themes": ["light", "dark"]}
            """])
        defer { project.site.remove() }
        let (result, report) = project.check()
        let outside = result.diagnostics.filter { $0.id == "outside-project" }
        #expect(outside.count == 1)
        #expect(outside.first?.location?.file == project.content + "/themebook.json")
        #expect(outside.first?.location?.column == 68)
        #expect(!report.contains("DEADBEEF"))
        #expect(!result.succeeded)
    }

    @Test("an absolute config path outside the project is refused; --allow-read lets it in")
    func absoluteConfigPath() throws {
        let project = try Project()
        defer { project.site.remove() }
        try project.site.write("project/content/themebook.json", """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "images": "\(project.secretFile)", "themes": ["light", "dark"]}
            """)
        let (result, report) = project.check()
        #expect(result.diagnostics.map(\.id).contains("outside-project"))
        #expect(!report.contains("DEADBEEF"))
        // Allowed explicitly, it is read (and is not an image list).
        let (allowed, _) = project.check(allowRead: [project.site.path("outside")])
        #expect(!allowed.diagnostics.map(\.id).contains("outside-project"))
        #expect(allowed.diagnostics.map(\.id).contains("json-syntax"))
    }

    @Test("a resolver $ref leaving the content folder is an error at the $ref, not clamped to a file inside")
    func refLeavingContent() throws {
        let resolver = MiniContent.resolver.replacingOccurrences(
            of: #"[{"$ref": "dark.tokens.json"}]"#, with: #"[{"$ref": "../../../outside/dark.tokens.json"}]"#)
        let project = try Project(["content/tokens/resolver.json": resolver])
        defer { project.site.remove() }
        // Today's clamping would have read this file: `..` above the content folder dropped.
        try project.site.write("project/content/outside/dark.tokens.json", MiniContent.dark)
        try project.site.write("outside/dark.tokens.json", MiniContent.dark)
        let (result, _) = project.check()
        let lines = project.lines(result).filter { $0.contains("outside-project") }
        #expect(lines == ["tokens/resolver.json:6:23: error: '$ref' '../../../outside/dark.tokens.json' leaves the content folder; a token file is named by a relative path inside it [outside-project]"])
        // An absolute $ref is refused the same way.
        let absolute = MiniContent.resolver.replacingOccurrences(
            of: #"[{"$ref": "dark.tokens.json"}]"#, with: #"[{"$ref": "\#(project.site.path("outside/dark.tokens.json"))"}]"#)
        try project.site.write("project/content/tokens/resolver.json", absolute)
        #expect(project.check().result.diagnostics.filter { $0.id == "outside-project" }.count == 1)
    }

    @Test("a guide that links to a file outside the project is an error at the link, never printed or published")
    func guideLinkOutside() throws {
        let project = try Project()
        defer { project.site.remove() }
        try project.link("project/content/guides/secret.md", to: project.site.path("outside/secret.md"))
        let (result, report) = project.check()
        #expect(project.lines(result).contains { $0.hasPrefix("guides/secret.md:1:1: error: link ") && $0.hasSuffix("[outside-project]") })
        #expect(!report.contains("DEADBEEF"))
        #expect(result.catalogue?.guides.isEmpty == true)
        #expect(!result.files.values.contains { String(decoding: $0, as: UTF8.self).contains("DEADBEEF") })
        // The same through a linked folder.
        try FileManager.default.removeItem(atPath: project.site.path("project/content/guides/secret.md"))
        try project.link("project/content/guides/ext", to: project.site.path("outside"))
        let (again, report2) = project.check()
        #expect(project.lines(again).contains { $0.hasPrefix("guides/ext:1:1: error: link ") })
        #expect(!report2.contains("DEADBEEF"))
    }

    @Test("a content folder that is a link out of its project is refused")
    func contentFolderLinkedOut() throws {
        let project = try Project()
        defer { project.site.remove() }
        try project.site.write("outside/content/themebook.json", "{\"title\": \(Self.secret)}")
        try project.link("project/linked", to: project.site.path("outside/content"))
        var options = project.options()
        options.content = project.site.path("project/linked")
        let result = Build.run(options)
        #expect(result.diagnostics.map(\.id) == ["outside-project"])
        #expect(!result.diagnostics.contains { $0.message.contains("DEADBEEF") })
    }

    @Test("a Swift source outside the project goes through the same check")
    func swiftSourceOutside() throws {
        let project = try Project(["content/themebook.json": """
            {"title": "Mini", "themes": ["light"], "swift": {"protocol": "../../outside/secret.json"}}
            """])
        defer { project.site.remove() }
        let (result, report) = project.check()
        #expect(result.diagnostics.contains { $0.id == "outside-project" && $0.message.hasPrefix("Swift source ") })
        #expect(!report.contains("DEADBEEF"))
    }

    @Test("links inside the project keep working: a linked guides folder, partials and assets are read")
    func linksInsideProject() throws {
        let project = try Project()
        defer { project.site.remove() }
        try project.site.write("project/docs/intro.md", "---\ntitle: Intro\n---\nHello.\n")
        try project.link("project/content/guides", to: "../docs")
        // Templates whose partials and assets folders are links to folders of the same project.
        let templates = project.site.path("project/templates")
        try copyTree(URL(fileURLWithPath: Repo.path("templates")), to: URL(fileURLWithPath: templates))
        for folder in ["partials", "assets"] {
            try FileManager.default.moveItem(atPath: templates + "/" + folder, toPath: project.site.path("project/shared-\(folder)"))
            try project.link("project/templates/\(folder)", to: "../shared-\(folder)")
        }
        var options = project.options(checkOnly: false)
        options.templates = templates
        let result = Build.run(options)
        #expect(result.errorCount == 0, "\(project.lines(result))")
        #expect(result.catalogue?.guides.map(\.slug) == ["intro"])
        #expect(project.site.read("project/site/assets/themebook.css")?.isEmpty == false)
        #expect(project.site.read("project/site/guides/intro.html")?.contains("Hello.") == true)
    }

    @Test("a template, partial or asset that links outside the templates' project is an error at the link, never published")
    func templateLinkOutside() throws {
        let project = try Project()
        defer { project.site.remove() }
        try project.link("project/templates/partials/evil.mustache", to: project.site.path("outside/secret.md"))
        try project.link("project/templates/assets/evil.css", to: project.site.path("outside/secret.md"))
        var options = project.options()
        options.templates = project.site.path("project/templates")
        options.templatesRequired = true
        let result = Build.run(options)
        let printer = DiagnosticPrinter(format: .text, sourceLine: LineCache(scope: options.readScope).line)
        let report = printer.render(result.diagnostics)
        #expect(result.diagnostics.filter { $0.id == "outside-project" }.count == 2)
        #expect(!report.contains("DEADBEEF"))
        #expect(!result.files.values.contains { String(decoding: $0, as: UTF8.self).contains("DEADBEEF") })
    }

    @Test("a link loop in the guides folder ends, and a FIFO named as an input is an error, not a hang")
    func loopsAndFIFOs() throws {
        let project = try Project(["content/guides/a.md": "---\ntitle: A\n---\nA.\n"])
        defer { project.site.remove() }
        try project.link("project/content/guides/loop", to: ".")
        try project.link("project/content/guides/up", to: "..")
        #expect(mkfifo(project.site.path("project/content/tokens/list.json.fifo"), 0o600) == 0)
        try FileManager.default.removeItem(atPath: project.site.path("project/content/tokens/list.json"))
        try FileManager.default.moveItem(
            atPath: project.site.path("project/content/tokens/list.json.fifo"), toPath: project.site.path("project/content/tokens/list.json"))
        // A guide that is a FIFO, a link to a device, a link to nothing: each an error, none read.
        #expect(mkfifo(project.site.path("project/content/guides/fifo.md"), 0o600) == 0)
        try project.link("project/content/guides/zero.md", to: "/dev/zero")
        try project.link("project/content/guides/gone.md", to: project.site.path("nowhere"))
        let (result, _) = project.check()
        #expect(result.catalogue?.guides.map(\.slug) == ["a"])
        let lines = project.lines(result)
        #expect(lines.contains("guides/fifo.md:1:1: error: '\(project.content)/guides/fifo.md' is not a regular file; it is not read [missing-file]"))
        #expect(lines.contains { $0.hasPrefix("guides/zero.md:1:1: error: link ") && $0.hasSuffix("[outside-project]") })
        #expect(lines.contains("guides/gone.md:1:1: error: link '\(project.content)/guides/gone.md' leads to nothing; it is not read [missing-file]"))
        #expect(project.lines(result).contains {
            $0.hasPrefix("themebook.json:1:") && $0.contains("tokens/list.json' is not a regular file [missing-file]")
        })
    }

    @Test("the project is the nearest folder with .git, else the working folder holding the content, else the content folder")
    func projectRoot() throws {
        let site = try TempSite(["a/.git/HEAD": "", "a/b/content/x": "", "w/content/x": "", "lone/content/x": ""])
        defer { site.remove() }
        #expect(ReadScope.project(of: "b/content", workingFolder: site.path("a")) == site.path("a"))
        #expect(ReadScope.project(of: "content", workingFolder: site.path("w")) == site.path("w"))
        #expect(ReadScope.project(of: site.path("lone/content"), workingFolder: site.path("w")) == site.path("lone/content"))
        #expect(InputFiles.resolve("../../x", relativeTo: "tokens/r.json") == nil)
        #expect(InputFiles.resolve("../x", relativeTo: "tokens/r.json") == "x")
        #expect(InputFiles.resolve("./themes/../a.json", relativeTo: "tokens/r.json") == "tokens/a.json")
        #expect(InputFiles.resolve("/etc/passwd", relativeTo: "r.json") == nil)
        #expect(InputFiles.resolve("a.json", relativeTo: "../shared/r.json") == "../shared/a.json")
        #expect(InputFiles.resolve("../a.json", relativeTo: "../shared/r.json") == nil)
    }

    @Test("the executable refuses the path, prints no line of the file, and --allow-read is an option")
    func executable() throws {
        let project = try Project(["content/themebook.json": """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "../../outside/secret.json", "themes": ["light", "dark"]}
            """])
        defer { project.site.remove() }
        let run = try Themebook.run(["check", "--templates", Repo.path("templates")], in: URL(fileURLWithPath: project.site.path("project")))
        #expect(run.status == 1)
        #expect(run.err.contains("[outside-project]"))
        #expect(!run.err.contains("DEADBEEF") && !run.out.contains("DEADBEEF"))
        let allowed = try Themebook.run(
            ["check", "--templates", Repo.path("templates"), "--allow-read", project.site.path("outside")],
            in: URL(fileURLWithPath: project.site.path("project")))
        #expect(!allowed.err.contains("[outside-project]"))
        #expect(allowed.err.contains("[unsupported-type]") || allowed.err.contains("[json-syntax]"))
    }
}
