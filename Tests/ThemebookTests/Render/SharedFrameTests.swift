import Foundation
import Testing
@testable import ThemebookCore

/// The layout's `{{#frame}}` sections (header, guide menu link, footer) read one object shared by
/// every page at the same depth made from the same template, so the renderer copies their bytes
/// from its memo; a token's `values` items are shared by values with the same swatch and chain.
/// Neither may change a byte of any page.
@Suite("Shared frames and value items")
struct SharedFrameTests {
    /// The example catalogue, checked, its guides holding their content.
    static func catalogue() throws -> Catalogue {
        var options = Build.Options()
        options.content = Repo.path("content")
        options.templates = Repo.path("templates")
        options.mode = .memory
        let result = Build.run(options)
        #expect(result.errorCount == 0)
        return try #require(result.catalogue)
    }

    /// The repository's layout with every `{{#frame}}` and `{{/frame}}` line taken out: the
    /// same page, rendered tag by tag.
    static func layoutWithoutFrame() throws -> String {
        let layout = try String(contentsOfFile: Repo.path("templates/layout.mustache"), encoding: .utf8)
        let lines = layout.split(separator: "\n", omittingEmptySubsequences: false)
        let kept = lines.filter { $0 != "{{#frame}}" && $0 != "{{/frame}}" && !$0.hasPrefix("{{! The frame") }
        #expect(lines.count - kept.count == 11, "the layout has five frame sections and a comment")
        return kept.joined(separator: "\n")
    }

    @Test("every page is byte-identical with the frame sections and without them, and the frame's bytes are kept once")
    func sameBytes() throws {
        let catalogue = try Self.catalogue()
        let site = try TempSite(["templates/layout.mustache": Self.layoutWithoutFrame()])
        defer { site.remove() }
        var diagnostics = Diagnostics()
        let framed = SiteRenderer(catalogue: catalogue, templates: TemplateSet.load(from: Repo.path("templates"), diagnostics: &diagnostics))
        let plain = SiteRenderer(catalogue: catalogue, templates: TemplateSet.load(from: site.path("templates"), diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let framedFiles = MemorySink(), plainFiles = MemorySink()
        // One worker each, so that each renderer fills one memo and the counts below compare.
        try framed.render(into: framedFiles, workers: 1, diagnostics: &diagnostics)
        try plain.render(into: plainFiles, workers: 1, diagnostics: &diagnostics)
        #expect(framedFiles.files.count > 100)
        #expect(Set(framedFiles.files.keys) == Set(plainFiles.files.keys))
        for (path, bytes) in framedFiles.files where plainFiles.files[path] != bytes {
            Issue.record("\(path) differs with the frame sections")
        }
        // The token pages' three frame sections are kept in the memo, beside the swatches.
        #expect(framed.renderer.memos.count(withBytes: true) >= plain.renderer.memos.count(withBytes: true) + 3)
    }

    @Test("pages at one depth from one template share one frame; a theme page, whose header marks its theme, has its own")
    func frames() throws {
        let catalogue = try Self.catalogue()
        var diagnostics = Diagnostics()
        let renderer = SiteRenderer(catalogue: catalogue, templates: TemplateSet(folder: ""))
        let pages = renderer.pages(diagnostics: &diagnostics)
        func frame(_ page: SiteRenderer.Page) throws -> (object: MustacheObject, context: MustacheObject) {
            guard case .object(let context) = page.context, case .object(let frame)? = context["frame"] else {
                throw Failure("\(page.path) has no frame")
            }
            return (frame, context)
        }
        let tokenPages = pages.filter { $0.template == "token" }
        #expect(tokenPages.count > 50)
        let first = try frame(tokenPages[0]).object
        #expect(first.isShared)
        for page in tokenPages {
            let (object, context) = try frame(page)
            #expect(object.identity == first.identity, "\(page.path) has a frame of its own")
            for key in ["root", "site", "navCurrent", "navThemes", "allThemes"] { #expect(object[key] == context[key], "\(key)") }
            #expect(object["isNavCurrent"] == .bool(false))
        }
        // Another template or depth: another frame.
        let home = try frame(try #require(pages.first { $0.template == "home" })).object
        #expect(home.isShared && home.identity != first.identity)
        #expect(home["root"] == .string("") && first["root"] == .string("../"))
        let themePages = pages.filter { $0.template == "theme" }
        #expect(themePages.count == catalogue.themes.count)
        for page in themePages {
            let (object, context) = try frame(page)
            #expect(!object.isShared)
            #expect(object["navThemes"] == context["navThemes"])
            guard case .array(let items)? = object["navThemes"] else { throw Failure("no navThemes") }
            #expect(items.filter { $0.member("isNavCurrent") == .bool(true) }.count == 1)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
