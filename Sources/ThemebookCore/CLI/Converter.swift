import Foundation

/// `themebook convert --to dtcg DIR`: runs the pipeline's stages up to the guides on the content
/// folder (Swift sources or DTCG files), as `check` runs them, then writes it as DTCG files with a
/// site config (`DTCGExporter`). Nothing is written when there are errors; the output folder is
/// replaced as a whole, like a site build.
enum Converter {
    /// The sorted diagnostics, and what was converted (`112 colours, …`) for the summary line.
    static func run(content: String, to output: String, scope: ReadScope? = nil) -> (diagnostics: [Diagnostic], summary: String) {
        var options = Build.Options()
        options.content = content
        options.mode = .check()
        let pipeline = Pipeline(options, files: scope.map { InputFiles(root: content, scope: $0) })
        var diagnostics = Diagnostics()
        var files: [String: [UInt8]] = [:]
        var summary = ""
        if let problem = SiteWriter.refusal(output: output, inputs: [content]) {
            diagnostics.error("invalid-output", problem, at: nil)
        } else if let prepared = pipeline.prepare(through: .guides, store: .memory, deferringGuides: false, diagnostics: &diagnostics),
            // Before deciding to write: the config may make a warning an error.
            !pipeline.failed(diagnostics)
        {
            var raw = prepared.checked.raw
            // The guides are written as they are, and the other files of their folder with them.
            raw.guides = prepared.guideFiles
            let catalogue = prepared.checked.catalogue
            let assetCatalogs = { (config: SiteConfig) in
                config.assetCatalogs.map { relativePath(from: output, to: InputFiles(root: content).path($0)) }
            }
            if !raw.platforms.isEmpty {
                // Several platforms: a folder of DTCG files each (`DTCGExporter+Platforms`).
                files = DTCGExporter.platformFiles(
                    raw: raw, catalogue: catalogue, assetCatalogs: { assetCatalogs($0.config) }, diagnostics: &diagnostics)
                summary = "\(catalogue.platforms.count) platforms: " + catalogue.platforms.map {
                    "\($0.label) \($0.catalogue.palette.count) colours, \($0.catalogue.tokens.count) tokens, \($0.catalogue.themes.count) themes"
                }.joined(separator: "; ")
            } else {
                var exporter = DTCGExporter(raw: raw, catalogue: catalogue)
                exporter.assetCatalogs = assetCatalogs(raw.config)
                files = exporter.files(diagnostics: &diagnostics)
                summary = "\(catalogue.palette.count) colours, \(catalogue.tokens.count) tokens, "
                    + "\(catalogue.themes.count) themes, \(raw.images.count) images"
            }
            files.merge(guideFiles(raw, content: content, scope: pipeline.contentScope)) { page, _ in page }
        }
        if !pipeline.failed(diagnostics) {
            do {
                try SiteWriter.write(files, to: output)
            } catch {
                diagnostics.error("write-failed", error.description, at: nil)
            }
        }
        return (pipeline.finish(diagnostics), summary)
    }

    /// The other files of the guides folder (the pictures guides show, the files they link to),
    /// by their path in the output, so the converted guides build as they did. Hidden files are
    /// left behind, and so is what lies outside the project (a guide that shows it is reported
    /// by the build); a guides folder that is the content folder itself copies nothing more.
    static func guideFiles(_ raw: RawCatalogue, content: String, scope: ReadScope?) -> [String: [UInt8]] {
        guard !raw.guides.isEmpty, let folder = raw.config.guides.flatMap(GuideFiles.normalized), !folder.isEmpty else { return [:] }
        let inputs = InputFiles(root: content, scope: scope)
        let pages = Set(raw.guides.map(\.relativePath))
        var unreported = Diagnostics()
        var files: [String: [UInt8]] = [:]
        for file in inputs.files(under: folder, diagnostics: &unreported) where !pages.contains(file) {
            if let bytes = inputs.read(folder + "/" + file) { files[DTCGExporter.guidesFolder + "/" + file] = bytes }
        }
        return files
    }

    /// The output folder is replaced as a whole, so it must not be the content folder or hold it.
    /// `site/dtcg` → `content/Assets.xcassets` gives `../../content/Assets.xcassets`.
    static func relativePath(from folder: String, to target: String) -> String {
        let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
        let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        var common = 0
        while common < min(from.count, to.count), from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
