import Foundation
import Testing
@testable import ThemebookCore

/// The default templates live inside the executable; a templates folder overrides them file by file.
@Suite("Built-in templates")
struct BuiltInTemplatesTests {
    /// Every file of the repository's templates/, by path inside it.
    static func repositoryTemplates() -> [String: [UInt8]] {
        let root = Repo.path("templates")
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let item = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + item, isDirectory: &isDirectory)
            if !isDirectory.boolValue, let data = FileManager.default.contents(atPath: root + "/" + item) {
                files[item] = [UInt8](data)
            }
        }
        return files
    }

    @Test("the compiled-in templates are exactly the repository's templates/ (else run scripts/embed-templates.sh)")
    func notStale() {
        let repository = Self.repositoryTemplates()
        #expect(repository.count > 10)
        #expect(Set(BuiltInTemplates.files.keys) == Set(repository.keys), "stale: run scripts/embed-templates.sh")
        for (path, bytes) in repository where BuiltInTemplates.files[path] != bytes {
            Issue.record("\(path) differs from the built-in copy; run scripts/embed-templates.sh")
        }
    }

    @Test("no template or asset holds a leftover merge-conflict marker")
    func noConflictMarkers() {
        for (path, bytes) in Self.repositoryTemplates() {
            for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") || line == "=======" {
                Issue.record("templates/\(path):\(number + 1): merge-conflict marker '\(line.prefix(20))'")
            }
        }
    }

    @Test("a folder with no templates folder builds from the built-in ones, assets included")
    func noTemplatesFolder() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let run = try Themebook.run(["build"], in: site.folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err == "")
        for file in ["index.html", "tokens/layer1.html", "assets/themebook.css", "assets/search.js", "assets/filter.js"] {
            #expect(site.read("site/" + file) != nil, "\(file)")
        }
        #expect(site.read("site/assets/themebook.css") == String(decoding: BuiltInTemplates.files["assets/themebook.css"]!, as: UTF8.self))
    }

    @Test("overriding only token.mustache changes token pages and keeps every other default")
    func overrideOneTemplate() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        #expect(try Themebook.run(["build", "--output", "plain"], in: site.folder).status == 0)
        let token = String(decoding: BuiltInTemplates.files["token.mustache"]!, as: UTF8.self)
        try site.write("templates/token.mustache", token.replacingOccurrences(of: "<h1>", with: "<h1 class=\"overridden\">"))
        let run = try Themebook.run(["build"], in: site.folder)
        #expect(run.status == 0, "\(run.err)")
        let plain = try Self.files(site.path("plain")), overridden = try Self.files(site.path("site"))
        #expect(Set(plain.keys) == Set(overridden.keys))
        let changed = plain.keys.filter { plain[$0] != overridden[$0] }.sorted()
        #expect(changed == ["tokens/actionPrimary.html", "tokens/layer1.html", "tokens/layerFade.html"])
        #expect(site.read("site/tokens/layer1.html")?.contains("<h1 class=\"overridden\">") == true)
    }

    @Test("an override folder may replace a partial and an asset and add its own")
    func overridePartialAndAssets() throws {
        let site = try TempSite(MiniContent.files.merging([
            "look/partials/swatch.mustache": "<i class=\"my-swatch\"></i>",
            "look/assets/themebook.css": "body { color: red }\n",
            "look/assets/logo.svg": "<svg/>",
            "look/partials/extra.mustache": "unused",
        ]) { a, _ in a })
        defer { site.remove() }
        let run = try Themebook.run(["build", "--templates", "look"], in: site.folder)
        #expect(run.status == 0, "\(run.err)")
        #expect(site.read("site/assets/themebook.css") == "body { color: red }\n")
        #expect(site.read("site/assets/logo.svg") == "<svg/>")
        #expect(site.read("site/assets/search.js") != nil)
        #expect(site.read("site/tokens/layer1.html")?.contains("my-swatch") == true)
    }

    @Test("--templates naming a missing folder is an error; a broken override is reported at its own path")
    func missingAndBroken() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let missing = try Themebook.run(["check", "--templates", "nope"], in: site.folder)
        #expect(missing.status == 1)
        #expect(missing.err == "error: templates folder 'nope' does not exist [missing-file]\nthemebook: check failed: 1 error (missing-file), 0 warnings\n")
        try site.write("templates/home.mustache", "{{#site}}\n")
        let broken = try Themebook.run(["check"], in: site.folder)
        #expect(broken.status == 1)
        #expect(broken.err == """
            templates/home.mustache:1:1: error: unclosed section 'site' [template-syntax]
                {{#site}}
                ^
            themebook: check failed: 1 error (template-syntax), 0 warnings

            """)
    }

    static func files(_ folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let item = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder + "/" + item) { out[item] = data }
        }
        return out
    }
}
