import Foundation

/// What the stages before the guides made — Load, Check, Contrast, Templates — kept by a
/// long-running process with the diagnostics they gave, so that after a change that touches
/// only guides' Markdown they are not run again: the guide files are read again (only those
/// that changed), the guides built, and the kept diagnostics given again in the order a fresh
/// build gives them, so the printed report is exactly a fresh build's.
///
/// Valid for the inputs as they were when `Pipeline.prepare` last ran; any change to something
/// other than a guide (config, tokens, palette, images, templates, a file a guide links to)
/// runs every stage again.
struct KeptStages {
    var checked: Pipeline.Checked
    /// nil when a template did not parse.
    var templates: TemplateSet?
    var levels: DiagnosticLevels
    var loadDiagnostics: [Diagnostic]
    var checkDiagnostics: [Diagnostic]
    var templateDiagnostics: [Diagnostic]
    /// The guides folder, absolute and standardized like the watcher's paths; nil when the
    /// config turns guides off.
    var guidesFolder: String?
    /// Every guide file as last read, by its path as diagnostics print it.
    var guideFiles: [String: (absolute: String, bytes: [UInt8])] = [:]
    /// The guide files in the order the last walk of the guides folder gave them, and what
    /// that walk reported; the absolute paths of the files.
    var walked: [SourceFile] = []
    var walkDiagnostics: [Diagnostic] = []
    /// Absolute path → its place in `walked`.
    var absolutePaths: [String: Int] = [:]

    /// Kept from a build that ran every stage (`diagnostics` holds what they reported, at `prepared.marks`).
    init(_ prepared: Pipeline.Prepared, diagnostics: Diagnostics, options: Build.Options) {
        let all = diagnostics.all, marks = prepared.marks
        checked = prepared.checked
        templates = prepared.templates
        levels = diagnostics.levels
        loadDiagnostics = Array(all[marks.start..<marks.guideFiles])
        checkDiagnostics = Array(all[marks.check..<marks.guides])
        templateDiagnostics = Array(all[marks.templates..<marks.end])
        guidesFolder = checked.raw.config.guides.map {
            IncrementalBuild.absolute(InputFiles(root: options.content, scope: options.contentScope).path($0))
        }
        walkDiagnostics = Array(all[marks.guideFiles..<marks.check])
        remember(prepared.guideFiles, previous: [:])
    }

    /// Whether every changed path (absolute) is a guide's Markdown, or a folder among the guides:
    /// then only the guide stages need to run. A path that is gone and not Markdown may have
    /// been a file a guide links to, so it is not one.
    func covers(_ changed: [String], options: Build.Options) -> Bool {
        guard let folder = guidesFolder, options.changesAgainst == nil else { return false }
        return changed.allSatisfy { path in
            guard path == folder || path.hasPrefix(folder + "/") else { return false }
            if path.hasSuffix(".md") { return true }
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The guide stages alone (guide files, guides), on the kept catalogue and templates: the
    /// guides folder walked as Load walks it, the changed guides read again (`changed`: absolute
    /// paths), every guide built (`cache` skips the unchanged), the renderer made. Diagnostics in
    /// a fresh build's order.
    mutating func prepareGuides(
        _ pipeline: Pipeline, changed: Set<String>, cache: GuideCache, diagnostics: inout Diagnostics
    ) -> Pipeline.Prepared {
        let options = pipeline.options
        var marks = Pipeline.Prepared.Marks(start: diagnostics.all.count)
        diagnostics.levels = levels
        diagnostics.append(contentsOf: loadDiagnostics)
        marks.guideFiles = diagnostics.all.count
        let files: [SourceFile]
        if let edited = edited(changed, options) {
            // Guides edited in place, none created or deleted: the folder is as the last walk saw it.
            diagnostics.append(contentsOf: walkDiagnostics)
            for (index, bytes) in edited {
                walked[index].bytes = bytes
                guideFiles[walked[index].path]?.bytes = bytes
            }
            files = walked
        } else {
            let known = guideFiles
            files = pipeline.loadGuides(checked.raw.config, unchanged: { path in
                known[path].flatMap { changed.contains($0.absolute) ? nil : $0.bytes }
            }, deferred: false, diagnostics: &diagnostics)
            walkDiagnostics = Array(diagnostics.all[marks.guideFiles...])
            remember(files, previous: known)
        }
        marks.check = diagnostics.all.count
        diagnostics.append(contentsOf: checkDiagnostics)
        marks.guides = diagnostics.all.count
        let guides = pipeline.rebuildGuides(files, checked, cache: cache, diagnostics: &diagnostics)
        var catalogue = checked.catalogue
        catalogue.guides = guides.guides
        marks.templates = diagnostics.all.count
        diagnostics.append(contentsOf: templateDiagnostics)
        marks.end = diagnostics.all.count
        let checked = self.checked
        return Pipeline.Prepared(
            checked: checked, guideFiles: files, guides: guides, catalogue: catalogue, templates: templates,
            renderer: templates.map { pipeline.renderer(catalogue, $0, guides, checked, store: .memory) }, marks: marks)
    }

    /// When every changed path is a guide the last walk read and each still reads as a file,
    /// those guides read again, by their place in `walked`; otherwise nil, and the folder is walked.
    private func edited(_ changed: Set<String>, _ options: Build.Options) -> [(Int, [UInt8])]? {
        guard let guides = checked.raw.config.guides else { return nil }
        let files = InputFiles(root: options.content, scope: options.contentScope)
        var out: [(Int, [UInt8])] = []
        for path in changed.sorted() {
            guard let index = absolutePaths[path],
                // The loader's read: regular files inside the read scope only.
                let bytes = files.read(guides + "/" + walked[index].relativePath)
            else { return nil }
            out.append((index, bytes))
        }
        return out
    }

    /// Keeps the guide files just read; a path's absolute form is worked out once, when it is new.
    private mutating func remember(_ files: [SourceFile], previous: [String: (absolute: String, bytes: [UInt8])]) {
        var kept: [String: (absolute: String, bytes: [UInt8])] = [:]
        kept.reserveCapacity(files.count)
        var places: [String: Int] = [:]
        places.reserveCapacity(files.count)
        for (index, file) in files.enumerated() {
            let absolute = previous[file.path]?.absolute ?? IncrementalBuild.absolute(file.path)
            kept[file.path] = (absolute, file.bytes)
            places[absolute] = index
        }
        guideFiles = kept
        walked = files
        absolutePaths = places
    }
}
