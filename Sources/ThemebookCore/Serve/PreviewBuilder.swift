import Foundation

/// One build for the preview: the site in memory when it built without errors, and every
/// diagnostic either way.
struct PreviewBuild: Sendable {
    /// Path → bytes; nil when the build had errors (the server keeps the last good site).
    var files: [String: [UInt8]]?
    var diagnostics: [Diagnostic]
    var catalogue: Catalogue?
    /// With `appCode`, how many of the app's files the build scanned again, of how many.
    var appCode: AppCodeCache.Rescan?
    var fileCount: Int { files?.count ?? 0 }
    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// How the preview server turns its inputs into a site in memory, given what changed since
/// the last call. The one seam between serve and the build engine: the server knows nothing
/// else about building, so the engine behind it is replaced in one file.
protocol PreviewBuilder {
    /// Builds the site; `changedPaths` are the files and folders the watcher saw change since
    /// the last call (empty the first time).
    mutating func build(changedPaths: [String]) -> PreviewBuild
    /// What the watcher should look at: files and folders whose change may change the site.
    func watchedPaths() -> [String]
}

/// The incremental engine (`IncrementalBuild`, site kept in memory): after one guide changes,
/// only that guide is linked again and only the pages whose context changed are rendered. Every
/// result is byte for byte what a full build of the same inputs gives (IncrementalBuildTests).
final class IncrementalPreviewBuilder: PreviewBuilder {
    private let site: IncrementalBuild
    private let options: Build.Options

    init(options: Build.Options) {
        self.options = options
        var inMemory = options
        inMemory.mode = .memory
        site = IncrementalBuild(options: inMemory)
    }

    func build(changedPaths: [String]) -> PreviewBuild {
        let update = site.rebuild(changedPaths: changedPaths)
        return PreviewBuild(
            files: update.succeeded ? site.files : nil, diagnostics: update.diagnostics, catalogue: update.catalogue,
            appCode: update.appCode)
    }

    func watchedPaths() -> [String] {
        PreviewInputs.paths(content: options.content, templates: options.templates, scope: options.contentScope)
    }
}

/// The files and folders a site is built from, for the watcher: the content folder, the
/// templates folder, and whatever the site config names outside the content folder (Swift,
/// Kotlin and XML sources, asset catalogues, a guides folder elsewhere), for every platform.
enum PreviewInputs {
    static func paths(content: String, templates: String, scope: ReadScope) -> [String] {
        var roots = [content]
        if !templates.isEmpty { roots.append(templates) }
        var ignored = Diagnostics()
        let files = InputFiles(root: content, scope: scope)
        var reader = JSONReader(files: files)
        if let config = ConfigLoader.load(reader: &reader, diagnostics: &ignored) {
            var named: [String] = []
            // A site of several platforms names each platform's inputs in its own config.
            for config in [config] + config.platforms.map(\.config) {
                named += [config.resolver, config.tokenList, config.images, config.guides].compactMap { $0 } + config.assetCatalogs
                if let swift = config.swift {
                    named += swift.palette + swift.themes + swift.images + [swift.protocolFile].compactMap { $0 }
                }
                named += config.colorSets.flatMap { [$0.path] + [$0.generated].compactMap { $0 } }
                if let android = config.android { named += android.kotlin + android.resources }
            }
            named += AppCodeLoader.watchedFolders(config, files: files)
            let base = standardized(content)
            for path in named.map(files.path) where !isInside(standardized(path), base) {
                roots.append(path)
            }
        }
        var unique: [String] = []
        for root in roots where !unique.contains(root) { unique.append(root) }
        return unique
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
