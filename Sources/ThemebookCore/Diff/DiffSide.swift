import Foundation

/// One side of a diff: a content folder on disk, or the content folder as a git revision of the
/// current repository has it. Either way it goes through the normal Load and Check stages (and
/// the guides, for their rules); a side with errors is not compared.
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

    /// Load → Check → guides, the stages `build` and `check` run, with no templates.
    static func loadContent(_ files: InputFiles) -> Loaded {
        var diagnostics = Diagnostics()
        guard let raw = ContentLoader.load(files, diagnostics: &diagnostics) else {
            return Loaded(catalogue: nil, diagnostics: diagnostics.sorted)
        }
        var catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        let complete = ReferenceTable.Completeness(
            tokens: raw.declarationsComplete, palette: raw.paletteComplete, images: raw.imagesComplete)
        catalogue.guides = GuideBuilder.build(
            raw.guides, catalogue: catalogue, config: raw.config, complete: complete,
            content: files, diagnostics: &diagnostics).guides
        return Loaded(catalogue: diagnostics.hasErrors ? nil : catalogue, diagnostics: diagnostics.sorted)
    }
}
