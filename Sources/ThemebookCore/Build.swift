import Foundation

/// The whole pipeline: Load → Check → Render → Write, each stage a function of the one before.
public struct Build {
    public struct Options: Sendable {
        public var content = "content"
        /// Overrides for the built-in templates, file by file; used when it exists ("" for none).
        public var templates = "templates"
        /// The user named the templates folder (`--templates`), so it must exist.
        public var templatesRequired = false
        public var output = "site"
        public var warningsAsErrors = false
        /// Run every check but write nothing (`themebook check`).
        public var checkOnly = false

        public init() {}
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        public var catalogue: Catalogue?
        public var files: [String: [UInt8]]
        public var wrote = false
        public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
        public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
        public var succeeded: Bool { errorCount == 0 }
    }

    public static func run(_ options: Options) -> Result {
        var diagnostics = Diagnostics()
        var result = Result(diagnostics: [], catalogue: nil, files: [:])
        if !options.checkOnly, let refusal = SiteWriter.refusal(output: options.output, inputs: [options.content, options.templates]) {
            diagnostics.error("invalid-output", refusal, at: nil)
            return finish(result, diagnostics, options)
        }
        guard let raw = ContentLoader.load(content: options.content, diagnostics: &diagnostics) else {
            return finish(result, diagnostics, options)
        }
        var catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        let complete = ReferenceTable.Completeness(
            tokens: raw.declarationsComplete, palette: raw.paletteComplete, images: raw.imagesComplete)
        let guides = GuideBuilder.build(
            raw.guides, catalogue: catalogue, config: raw.config, complete: complete, diagnostics: &diagnostics)
        catalogue.guides = guides.guides
        result.catalogue = catalogue
        var templates = TemplateSet.load(from: options.templates, required: options.templatesRequired, diagnostics: &diagnostics)
        TemplateNameCheck.check(&templates, diagnostics: &diagnostics)
        // Render even when the content has errors: template problems are reported in the same
        // run, and nothing is written unless the whole build is clean.
        if templates.unreadable.isEmpty {
            let renderer = SiteRenderer(catalogue: catalogue, templates: templates, mentions: guides.mentions)
            result.files = renderer.render(diagnostics: &diagnostics)
        }
        result = finish(result, diagnostics, options)
        guard result.succeeded, !options.checkOnly else { return result }
        do {
            try SiteWriter.write(result.files, to: options.output)
            result.wrote = true
        } catch {
            result.diagnostics.append(.error("write-failed", error.description, at: nil))
        }
        return result
    }

    private static func finish(_ result: Result, _ diagnostics: Diagnostics, _ options: Options) -> Result {
        var result = result
        var diagnostics = diagnostics
        if options.warningsAsErrors { diagnostics.promoteWarnings() }
        result.diagnostics = diagnostics.sorted
        return result
    }
}
