import Foundation
import Testing
@testable import ThemebookCore

/// Files on disk under `folder`, path → bytes (folders left out).
func folderFiles(_ folder: String) -> [String: [UInt8]] {
    var out: [String: [UInt8]] = [:]
    let e = FileManager.default.enumerator(atPath: folder)
    while let item = e?.nextObject() as? String {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder + "/" + item, isDirectory: &isDir), !isDir.boolValue {
            out[item] = FileManager.default.contents(atPath: folder + "/" + item).map { [UInt8]($0) }
        }
    }
    return out
}

@Suite("Rendering into a sink")
struct SiteSinkTests {
    func options(_ site: TempSite, workers: Int, checkOnly: Bool = false, output: String = "site") -> Build.Options {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = checkOnly ? .memory : .write(output: site.path(output))
        options.workers = workers
        return options
    }

    @Test("rendering on several threads gives the same bytes and diagnostics as one thread")
    func parallelEqualsSerial() throws {
        let site = try TempSite()
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("content"), toPath: site.path("content"))
        let serial = Build.run(options(site, workers: 1, checkOnly: true))
        let parallel = Build.run(options(site, workers: 4, checkOnly: true))
        #expect(serial.files.count > 100)
        #expect(serial.files == parallel.files)
        #expect(serial.diagnostics == parallel.diagnostics)
        // Written to disk by several threads: the same files again.
        #expect(Build.run(options(site, workers: 3, output: "site")).wrote)
        var onDisk = folderFiles(site.path("site"))
        #expect(onDisk.removeValue(forKey: SiteWriter.marker) != nil)
        #expect(onDisk == serial.files)
    }

    @Test("a template error is reported once, from the first page in site order, whatever the threads")
    func templateErrorsDeterministic() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        try FileManager.default.copyItem(atPath: Repo.path("templates"), toPath: site.path("templates"))
        // A partial that recurses only on token pages fails at run time, page by page.
        try site.write("templates/partials/loop.mustache", "{{#token}}{{>partials/loop}}{{/token}}")
        let token = try #require(site.read("templates/token.mustache"))
        try site.write("templates/token.mustache", token.replacingOccurrences(of: "{{$content}}", with: "{{$content}}{{>partials/loop}}"))
        var lines: [[String]] = []
        for workers in [1, 2, 5] {
            var o = options(site, workers: workers)
            o.templates = site.path("templates")
            let result = Build.run(o)
            #expect(!result.wrote)
            lines.append(result.diagnosticLines(relativeTo: site.folder.path).filter { $0.contains("error") })
        }
        #expect(lines[0].count == 1)
        #expect(lines[0] == lines[1] && lines[1] == lines[2])
        #expect(!FileManager.default.fileExists(atPath: site.path("site")))
    }

    @Test("a memory sink keeps every file; a discarding sink only counts")
    func memoryAndDiscarding() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let raw = try #require(ContentLoader.load(content: site.path("content"), diagnostics: &diagnostics))
        let catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        let templates = TemplateSet.load(from: Repo.path("templates"), diagnostics: &diagnostics)
        let renderer = SiteRenderer(catalogue: catalogue, templates: templates)
        let memory = MemorySink()
        let count = try renderer.render(into: memory, diagnostics: &diagnostics)
        let discarding = DiscardingSink()
        #expect(try renderer.render(into: discarding, diagnostics: &diagnostics) == count)
        #expect(memory.files.count == count && discarding.fileCount == count)
        #expect(memory.files["tokens/layer1.html"].map { String(decoding: $0, as: UTF8.self) }?.contains("layer1") == true)
    }
}
