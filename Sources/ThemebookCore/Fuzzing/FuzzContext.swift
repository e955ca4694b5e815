import Foundation

/// What the fuzz targets share between inputs: the example catalogue that guides link against,
/// and a scratch folder for the targets that read a content folder from disk.
public final class FuzzContext: Sendable {
    let catalogue: Catalogue
    let config: SiteConfig
    let scratch: String

    /// - Parameters:
    ///   - repository: the repository root, whose `content/` gives the catalogue guides link to.
    ///   - scratch: a folder of this process's own (created, and emptied on each input).
    public init(repository: String, scratch: String) {
        var diagnostics = Diagnostics()
        let checked = Self.pipeline(content: repository + "/content").prepare(through: .check, store: .memory, diagnostics: &diagnostics)
        config = checked?.checked.raw.config ?? SiteConfig()
        catalogue = checked?.catalogue ?? Catalogue(title: "", paletteGroups: [], palette: [], tokens: [], themes: [])
        self.scratch = scratch
    }

    /// The pipeline `themebook check` runs, on one worker (fuzzing runs many processes at once).
    static func pipeline(content: String) -> Pipeline {
        var options = Build.Options()
        options.content = content
        options.mode = .check()
        options.workers = 1
        return Pipeline(options)
    }

    /// A diagnostic as one line, paths relative to the scratch folder.
    func line(_ d: Diagnostic) -> String {
        let prefix = scratch + "/"
        var text = "\(d.location.map { "\($0): " } ?? "")\(d.severity.rawValue): \(d.fullMessage) [\(d.id)]"
        if text.contains(prefix) { text = text.replacingOccurrences(of: prefix, with: "") }
        return text
    }

    // MARK: - Content on disk

    var swiftContent: String { scratch + "/swift" }
    var pipelineContent: String { scratch + "/content" }
    var pipelineTemplates: String { scratch + "/templates" }

    /// One Swift file serving every role of the `swift` config.
    func writeSwiftContent(_ bytes: [UInt8]) {
        let config = """
            {"title": "Fuzz", "swift": {"palette": ["S.swift"], "protocol": "S.swift", "themes": ["S.swift"], "images": ["S.swift"]}}
            """
        replaceFolder(swiftContent, with: ["themebook.json": Array(config.utf8), "S.swift": bytes])
    }

    func writePipelineContent(_ archive: FuzzArchive) {
        replaceFolder(pipelineContent, with: archive.content)
        replaceFolder(pipelineTemplates, with: archive.templates)
    }

    /// The pipeline's stages through Check on a content folder, as `themebook check` runs them.
    func check(content: String, diagnostics: inout Diagnostics) {
        guard let prepared = Self.pipeline(content: content).prepare(through: .check, store: .memory, diagnostics: &diagnostics)
        else { return }
        _ = CatalogueJSON.serialized(prepared.catalogue)
    }

    private func replaceFolder(_ folder: String, with files: [String: [UInt8]]) {
        let manager = FileManager.default
        try? manager.removeItem(atPath: folder)
        try? manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (relative, bytes) in files {
            let path = folder + "/" + relative
            try? manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = manager.createFile(atPath: path, contents: Data(bytes))
        }
    }
}
