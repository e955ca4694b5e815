import Foundation

/// Load, the app's code: lists the files of `appCode.folders` (Swift, Kotlin and XML; hidden
/// folders, `exclude` and the theming files the `swift` and `android` configs name left out),
/// and scans each on every core (`SwiftCodeScanner`, `KotlinCodeScanner`, `XMLLayoutScanner`).
/// A long-running process passes its `AppCodeCache`, so that only files that changed are read
/// and scanned again.
enum AppCodeLoader {
    static let unreadableID = "app-code-unreadable"
    /// The largest file of code read.
    static let maximumFileSize = 16 << 20

    /// One file to scan: its path from the app's root, from the content folder, as shown, and
    /// its real path as the walk found it inside the scope (`InputFiles.contents(ofReal:)`).
    struct Entry: Sendable {
        var path: String
        var contentPath: String
        var shownPath: String
        var real: String
    }

    static func load(
        _ config: AppCodeConfig, catalogues: [RawCatalogue], files: InputFiles, cache: AppCodeCache? = nil,
        workers: Int = Parallel.defaultWorkers, diagnostics: inout Diagnostics
    ) -> AppCodeScan? {
        let root = config.root ?? projectRoot(of: files)
        guard files.folder(root, namedAt: config.rootLocation ?? config.location, what: "app root", diagnostics: &diagnostics) else {
            return nil
        }
        var scan = AppCodeScan(config: config, root: SwiftSourceSettings.normalized(files.path(root)), settings: settings(catalogues))
        let theming = catalogues.reduce(into: Set<String>()) { $0.formUnion(themingFiles($1.config)) }
        let entries = list(
            config, root: root, theming: theming, kotlin: scan.settings.kotlin != nil, files: files, diagnostics: &diagnostics)
        scan.files = scanned(entries, settings: scan.settings, files: files, cache: cache, workers: workers)
        for file in scan.files {
            guard let problem = file.problem else { continue }
            diagnostics.warning(
                unreadableID, "'\(file.path)' could not be read whole as code: \(problem.message); reads after it may be missed",
                at: SourceLocation(file: file.shownPath, line: problem.line, column: problem.column))
        }
        // A revision in memory has no working folder on disk to read `HEAD` from.
        if config.sourceURL?.contains("{commit}") == true, files.revision == nil, let real = ReadScope.realPath(files.path(root)) {
            scan.commit = GitHead.commit(of: real)
        }
        return scan
    }

    /// What the scanners look for: Swift's from the first catalogue that is not Android's (else
    /// the first), Kotlin's from the first that is.
    static func settings(_ catalogues: [RawCatalogue]) -> AppCodeSettings {
        var settings = AppCodeSettings()
        if let swift = catalogues.first(where: { $0.config.android == nil }) ?? catalogues.first {
            settings.swift = self.settings(swift)
        }
        settings.kotlin = catalogues.first { $0.config.android != nil }.map(AppCodeSettings.kotlin)
        return settings
    }

    /// What the Swift scanner looks for, from the rest of the catalogue's inputs.
    static func settings(_ raw: RawCatalogue) -> SwiftCodeScanner.Settings {
        var settings = SwiftCodeScanner.Settings()
        let spelling = raw.config.code.tokens.split(separator: ".").map(String.init)
        if let member = spelling.last {
            settings.tokenMember = member
            let receiver = Array(spelling.dropLast())
            if !receiver.isEmpty, !(receiver.count == 1 && SwiftCodeScanner.namesTheme(receiver[0])) {
                settings.receivers = [receiver]
            }
        }
        settings.paletteNamespaces = Set(raw.config.code.palette + raw.paletteNamespaces)
        settings.imageRoots = Set(raw.images.compactMap { $0.namespace.split(separator: ".").first.map(String.init) })
        let suffixes = raw.themes.map(\.info.imageSuffix).filter { !$0.isEmpty }
        settings.darkSuffixes = raw.themes.isEmpty ? ["_dark"] : Array(Set(suffixes)).sorted()
        let spellings = raw.declarations.compactMap { declaration in declaration.codeSpelling.map { (declaration.name, $0) } }
        if !raw.colorSetTokens.isEmpty {
            // Colour sets have a spelling of their own (`ColorSetSymbols`).
            settings.addColorSets(names: raw.colorSetTokens, spellings: spellings)
        }
        // Swift tokens that are static members (`UIColor.background`, `AppColors.accent`).
        if raw.config.swift != nil {
            let sets = Set(raw.colorSetTokens.values)
            settings.addStaticTokens(spellings.filter { !sets.contains($0.0) })
        }
        return settings
    }

    /// The folders `appCode` names, from the content folder, for the watcher of a long-running
    /// process (`PreviewInputs`).
    static func watchedFolders(_ config: SiteConfig, files: InputFiles) -> [String] {
        guard let appCode = config.appCode else { return [] }
        let root = appCode.root ?? projectRoot(of: files)
        return appCode.folders.map { SwiftSourceSettings.normalized(root + "/" + $0) }
    }

    /// The content folder's project (the first folder of the read scope: the nearest folder at
    /// or above it holding `.git`; for a git revision held in memory, its tree's top), as a
    /// path relative to the content folder: `../..`.
    static func projectRoot(of files: InputFiles) -> String {
        if let revision = files.revision {
            let below = revision.base.split(separator: "/").count
            return below == 0 ? "." : Array(repeating: "..", count: below).joined(separator: "/")
        }
        let project = files.scope.project
        guard let content = ReadScope.realPath(files.root), ReadScope.isInside(content, project), content != project else { return "." }
        let below = content.dropFirst(project == "/" ? 1 : project.count + 1).split(separator: "/").count
        return Array(repeating: "..", count: below).joined(separator: "/")
    }

    /// The files the `swift` and `android` configs read for the catalogue, from the content
    /// folder: their palette reads and theme definitions are the theme itself, not uses of it.
    static func themingFiles(_ config: SiteConfig) -> Set<String> {
        var paths: [String] = []
        if let swift = config.swift { paths += swift.palette + swift.themes + swift.images + [swift.protocolFile].compactMap { $0 } }
        if let android = config.android { paths += android.kotlin + android.resources }
        return Set(paths.map(SwiftSourceSettings.normalized))
    }

    /// Every file to scan, by its path from the root, each once.
    static func list(
        _ config: AppCodeConfig, root: String, theming: Set<String>, kotlin: Bool, files: InputFiles, diagnostics: inout Diagnostics
    ) -> [Entry] {
        let excluded = config.exclude.map(PathGlob.init)
        var seen = Set<String>()
        var entries: [Entry] = []
        for (index, folder) in config.folders.enumerated() {
            let location = index < config.folderLocations.count ? config.folderLocations[index] : config.location
            let inner = SwiftSourceSettings.normalized(root + "/" + folder)
            guard files.folder(inner, namedAt: location, what: "app code folder", diagnostics: &diagnostics) else { continue }
            let base = SwiftSourceSettings.normalized(folder)
            let listed = files.files(under: inner, diagnostics: &diagnostics) { name, kind, relative in
                if name.hasPrefix(".") { return .skip }
                let path = base == "." ? relative : base + "/" + relative
                if excluded.contains(where: { $0.matches(path) }) { return .skip }
                switch kind {
                case .folder: return .enter
                case .file:
                    guard let language = scanner(for: name) else { return .skip }
                    return language != .kotlin || kotlin ? .take : .skip
                case .other: return .skip
                }
            }
            for (relative, real) in listed {
                let path = base == "." ? relative : base + "/" + relative
                let contentPath = SwiftSourceSettings.normalized(inner + "/" + relative)
                guard !theming.contains(contentPath), seen.insert(path).inserted else { continue }
                entries.append(Entry(
                    path: path, contentPath: contentPath, shownPath: SwiftSourceSettings.normalized(files.path(contentPath)), real: real))
            }
        }
        return entries.sorted { $0.path < $1.path }
    }

    enum Language { case swift, kotlin, xml }

    static func scanner(for name: String) -> Language? {
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".kt") { return .kotlin }
        if name.hasSuffix(".xml") { return .xml }
        return nil
    }

    /// Each entry scanned (or taken from `cache` when its file has not changed), in order.
    static func scanned(
        _ entries: [Entry], settings: AppCodeSettings, files: InputFiles, cache: AppCodeCache?, workers: Int
    ) -> [ScannedFile] {
        cache?.begin(settings)
        // A revision's files are in memory: nothing on disk to stamp.
        let cache = files.revision == nil ? cache : nil
        let stamps = cache == nil ? [] : entries.map { AppCodeCache.stamp($0.real) }
        var results = [ScannedFile?](repeating: nil, count: entries.count)
        var pending: [Int] = []
        for index in entries.indices {
            if let cache, let stamp = stamps[index], let kept = cache.file(entries[index].shownPath, stamp: stamp) {
                results[index] = kept
            } else {
                pending.append(index)
            }
        }
        let triggers = SwiftCodeScanner.Triggers(settings.swift)
        let todo = pending
        let made = Parallel.map(todo.count, workers: workers) { item in
            scan(entries[todo[item]], settings: settings, triggers: triggers, files: files)
        }
        for (item, file) in made.enumerated() { results[pending[item]] = file }
        let out = results.map { $0! }
        cache?.finish(entries.indices.map { (entries[$0].shownPath, stamps[$0], out[$0]) }, scanned: pending.count)
        return out
    }

    static func scan(_ entry: Entry, settings: AppCodeSettings, triggers: SwiftCodeScanner.Triggers, files: InputFiles) -> ScannedFile {
        // The walk found the file inside the scope, links resolved: it is read by that real path
        // (a revision's bytes from its tree, never the disk).
        var file = ScannedFile(path: entry.path, shownPath: entry.shownPath)
        guard let bytes = files.contents(ofReal: entry.real) else {
            file.problem = .init(message: "the file cannot be read", line: 1, column: 1)
            return file
        }
        // No file of code is this large; generated data would only cost time and memory.
        guard bytes.count <= maximumFileSize else {
            file.problem = .init(message: "the file is over \(maximumFileSize >> 20) MB, more than themebook reads of one file of code", line: 1, column: 1)
            return file
        }
        switch scanner(for: entry.path) {
        case .xml:
            return XMLLayoutScanner.scan(bytes, path: entry.path, shownPath: entry.shownPath)
        case .kotlin:
            return KotlinCodeScanner.scan(bytes, path: entry.path, shownPath: entry.shownPath, settings: settings.kotlin ?? .init())
        default:
            return SwiftCodeScanner.scan(bytes, path: entry.path, shownPath: entry.shownPath, settings: settings.swift, triggers: triggers)
        }
    }
}
