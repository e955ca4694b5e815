import Foundation

/// One side of a diff: a content folder on disk, or the content folder as a git revision of the
/// current repository has it. Either way it goes through the pipeline's stages up to the guides
/// (load, guide files, check with contrast, guides: their rules), as `check` runs them; a side
/// with errors is not compared.
public struct DiffSide: Sendable {
    public enum Source: Sendable, Equatable {
        case folder(String)
        /// A revision, read from the repository that holds the working folder `repository`.
        case revision(String, content: String, repository: String)
    }

    public var source: Source
    /// Folders a content folder on disk may also read from (`--allow-read`), as for a build.
    public var allowRead: [String] = []

    public init(_ source: Source, allowRead: [String] = []) {
        self.source = source
        self.allowRead = allowRead
    }

    /// A command-line side: an existing folder is a content folder, anything else a revision
    /// whose content folder is `content` (as `--content` names it, relative to the working folder).
    public static func parse(_ argument: String, content: String, repository: String = ".", allowRead: [String] = []) -> DiffSide {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
            return DiffSide(.folder(argument), allowRead: allowRead)
        }
        return DiffSide(.revision(argument, content: content, repository: repository))
    }

    /// How the side is named in output: the folder, or the revision.
    public var label: String {
        switch source {
        case .folder(let path): path
        case .revision(let revision, _, _): revision
        }
    }

    /// A loaded side: the catalogue when it loaded without errors, and every diagnostic, with
    /// paths inside a revision shown as `REV:path/in/repository`.
    public struct Loaded: Sendable {
        public var catalogue: Catalogue?
        public var diagnostics: [Diagnostic]
        /// The source text of each shown path, for the text diagnostics' excerpts: only files
        /// the side could read (a revision's own files, or a folder's inside its scope).
        public var sources: [String: [UInt8]] = [:]

        public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    public func load() -> Loaded {
        switch source {
        case .folder(let path):
            let files = InputFiles(root: path, scope: ReadScope(folders: [path], allowing: allowRead))
            var loaded = Self.loadContent(files)
            // Excerpts only of regular files inside the scope, as a build shows them.
            let scoped = InputFiles(root: "", scope: files.scope)
            for file in Self.shownFiles(loaded.diagnostics) {
                if let bytes = scoped.read(file) { loaded.sources[file] = bytes }
            }
            return loaded
        case .revision(let revision, let content, let repository):
            var diagnostics = Diagnostics()
            guard let read = GitRevision.read(revision, content: content, repository: repository, diagnostics: &diagnostics)
            else {
                return Loaded(catalogue: nil, diagnostics: diagnostics.sorted)
            }
            // The revision's files are the whole scope: what git holds for it, nothing on the disk.
            var loaded = Self.loadContent(read.files)
            for file in Self.shownFiles(loaded.diagnostics) {
                if let bytes = read.source(ofShown: file) { loaded.sources[file] = bytes }
            }
            return loaded
        }
    }

    /// Every file a diagnostic or note points at.
    private static func shownFiles(_ diagnostics: [Diagnostic]) -> Set<String> {
        Set(diagnostics.flatMap { [$0.location] + $0.notes.map(\.location) }.compactMap { $0?.file })
    }

    /// The pipeline through the guides, their content held in memory; no templates, no render.
    static func loadContent(_ files: InputFiles) -> Loaded {
        var options = Build.Options()
        options.content = files.root
        options.mode = .check()
        let pipeline = Pipeline(options, files: files)
        var diagnostics = Diagnostics()
        let catalogue = pipeline.prepare(through: .guides, store: .memory, diagnostics: &diagnostics)?.catalogue
        return Loaded(catalogue: pipeline.failed(diagnostics) ? nil : catalogue, diagnostics: pipeline.finish(diagnostics))
    }
}
