import Foundation
import Testing
@testable import ThemebookCore

/// A template that multiplies its work stops each page at the work budget; once one page has
/// run out of it, the pages after it in site order are not rendered at all, and what is reported
/// does not depend on how many workers rendered.
@Suite("Rendering past the work budget")
struct SiteRendererBudgetTests {
    /// The example site with a layout whose partials each include the next twice.
    static func renderer(budget: Int? = nil) throws -> (SiteRenderer, TempSite) {
        let catalogue = try SharedFrameTests.catalogue()
        var files: [String: String] = [:]
        for i in 0..<30 { files["templates/partials/p\(i).mustache"] = "{{#site}}x{{/site}}{{>partials/p\(i + 1)}}{{>partials/p\(i + 1)}}" }
        files["templates/partials/p30.mustache"] = "x"
        let layout = try String(contentsOfFile: Repo.path("templates/layout.mustache"), encoding: .utf8)
        files["templates/layout.mustache"] = layout.replacingOccurrences(of: "<main", with: "{{>partials/p0}}<main")
        let site = try TempSite(files)
        var diagnostics = Diagnostics()
        var renderer = SiteRenderer(catalogue: catalogue, templates: TemplateSet.load(from: site.path("templates"), diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        if let budget { renderer.renderer.workBudget = budget }
        return (renderer, site)
    }

    @Test("a site's budget is the renderer's and more for each value, colour, image and guide it shows")
    func budgetGrowsWithTheSite() throws {
        let catalogue = try SharedFrameTests.catalogue()
        let items = catalogue.tokens.count * catalogue.themes.count + catalogue.palette.count + catalogue.images.count
        #expect(items > 300)
        #expect(
            SiteRenderer.workBudget(for: catalogue)
                == MustacheRenderer.maximumWork + SiteRenderer.workPerItem * (items + 4 * catalogue.guides.count))
        let (renderer, site) = try Self.renderer()
        defer { site.remove() }
        #expect(renderer.renderer.workBudget == SiteRenderer.workBudget(for: catalogue))
    }

    @Test("the first page past the budget is the one reported, and no page after it is rendered, on one worker or two")
    func stopsAfterFirstPage() throws {
        var reports: [[String]] = []
        let budget = SiteRenderer.workBudget(for: try SharedFrameTests.catalogue())
        for workers in [1, 2] {
            // The site's own budget: the template stops within a second even in a debug build;
            // without the budget it would run for hours, so the bound below leaves room for load.
            let started = ContinuousClock.now
            let (renderer, site) = try Self.renderer()
            defer { site.remove() }
            var diagnostics = Diagnostics()
            let sink = MemorySink()
            let written = try renderer.render(into: sink, workers: workers, diagnostics: &diagnostics)
            let errors = diagnostics.all.filter { $0.severity == .error }
            // Each run has its own temporary folder: compare the locations within it.
            reports.append(errors.map {
                "\($0.id) \(($0.location?.description ?? "").replacingOccurrences(of: site.folder.path, with: "")) \($0.message)"
            })
            #expect(errors.count == 1, "\(errors)")
            #expect(errors.first?.id == "template-too-large")
            #expect(errors.first?.message == "rendering visits more than \(budget) template tags; partials or sections multiply")
            // The data files and the guide menu script come first and need no layout; every
            // page fails, and nothing after the first page is written.
            #expect(Set(sink.files.keys) == [SearchIndex.jsonPath, SearchIndex.scriptPath, CatalogueJSON.path, SiteRenderer.guideMenuScript])
            #expect(written == sink.files.count)
            #expect(ContinuousClock.now - started < .seconds(60), "the work budget did not stop the page")
        }
        #expect(reports[0] == reports[1])
    }
}
