/// The content files one guide copies into the site, as its links and pictures are resolved,
/// and the answer to "is another file with this name but for letter case copied already?"
/// (two such copies would be one file on a case-insensitive disk, so the later one is an error).
///
/// That answer depends on the guides before this one, in the build's guide order. Guides are
/// linked on several threads at once, each against only its own copies (`earlier` empty); the
/// guide stage then goes through them in order (`GuideBuilder`'s merge), and a guide whose
/// answers would have differed had it seen the earlier guides' copies (`conflicts(with:)`) is
/// linked again against them. So the result is the one a single thread gives, in every case.
///
/// A value, changed by the one linker that holds it and handed back with its guide.
struct GuideCopies: Sendable {
    let files: GuideFiles
    /// Lowercased path → the first path copied under it by the guides before this one.
    private let earlier: [String: String]
    /// The same for this guide's own copies.
    private var own: [String: String] = [:]
    /// Paths copied (relative to the content folder), in the order first copied.
    private(set) var copied: [String] = []
    /// Every path asked about, to tell whether earlier copies would change an answer.
    private var asked: Set<String> = []

    init(files: GuideFiles, earlier: [String: String] = [:]) {
        self.files = files
        self.earlier = earlier
    }

    /// Copies the file at `path` into the site and returns its URL relative to the site root
    /// (percent-encoded); nil when it is not a readable file or clashes with another copy.
    mutating func copy(_ path: String) -> String? {
        guard case .file = files.kind(of: path), caseClash(path) == nil else { return nil }
        if own[path.lowercased()] == nil {
            own[path.lowercased()] = path
            copied.append(path)
        }
        return Paths.href(GuideFiles.sitePath(path))
    }

    /// Another file already copied whose path differs from `path` only in letter case.
    mutating func caseClash(_ path: String) -> String? {
        asked.insert(path)
        let key = path.lowercased()
        return (earlier[key] ?? own[key]).flatMap { $0 == path ? nil : $0 }
    }

    /// Whether one of this guide's answers would differ, had it seen `firstCopies` (lowercased
    /// path → first path copied, over the guides before it).
    func conflicts(with firstCopies: [String: String]) -> Bool {
        asked.contains { path in firstCopies[path.lowercased()].map { $0 != path } ?? false }
    }
}
