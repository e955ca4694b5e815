/// The token files a build merges, read, parsed and walked on several threads at once before
/// the themes are merged: each file's work reads nothing of another's, and the merge, which
/// numbers the paths and reports in order, takes them one by one as it reached them before.
/// A large catalogue's files (a palette and a file per theme) were a third of the build spent
/// on one thread, with the second idle.
extension TokenSources {
    /// One whole token file, read and walked: what `tokens(of:)` makes of it but the paths'
    /// numbers and the `$type` checks, with the diagnostics each step made, in order.
    struct Prefetched: Sendable {
        /// The file's diagnostics (reading, parsing), then the walk's.
        var readDiagnostics: [Diagnostic]
        var document: JSONDocument?
        var walkDiagnostics: [Diagnostic]
        var entries: [TokenEntry]
        var unresolved: [TokenTree.GroupIndex.Extension]
        var values: [RawValue]
        /// The diagnostics of each entry's value: those of entry `i` end at `valueEnds[i]`.
        var valueDiagnostics: [Diagnostic]
        var valueEnds: [Int]
    }

    /// Reads and walks every source of `sources` that is a whole file (no fragment, not inline,
    /// inside the content folder, and no other source names a fragment of it), on `workers`
    /// threads, for `tokens(of:)` to take. `alongside`, when given, runs too, as one more job (the token list, `DTCGLoader`); its
    /// result is returned (made on this thread when there is nothing to run beside it).
    mutating func prefetch<Extra: Sendable>(
        _ sources: [ResolverDocument.Source], workers: Int, alongside extra: (@Sendable () -> Extra)? = nil
    ) -> Extra? {
        var fragmented = Set<String>()
        for source in sources where source.inline == nil && source.fragment != nil {
            if let file = source.file, let path = InputFiles.resolve(file, relativeTo: resolver) { fragmented.insert(path) }
        }
        var seen = Set<String>()
        var jobs: [(key: String, path: String, location: SourceLocation)] = []
        for source in sources where source.inline == nil && source.fragment == nil && loaded[source.key] == nil {
            guard let file = source.file, let path = InputFiles.resolve(file, relativeTo: resolver), !fragmented.contains(path),
                files[path] == nil, seen.insert(source.key).inserted
            else { continue }
            jobs.append((source.key, path, source.location))
        }
        let extras = extra == nil ? 0 : 1
        guard jobs.count + extras > 1, jobs.count > 0, workers > 1 else { return extra?() }
        let inputs = reader.files
        let work = jobs
        // The extra job first: the files come after it in the order they were read one by one.
        let done = Parallel.map(work.count + extras, workers: workers) { index -> Done<Extra> in
            if let extra, index == 0 { return .extra(extra()) }
            let job = work[index - extras]
            return .file(Self.prefetch(job.path, namedAt: job.location, files: inputs))
        }
        var made: Extra?
        for (index, result) in done.enumerated() {
            switch result {
            case .extra(let value): made = value
            case .file(let file): prefetched[jobs[index - extras].key] = file
            }
        }
        return made
    }

    /// What one job of `prefetch` made.
    private enum Done<Extra: Sendable>: Sendable {
        case extra(Extra)
        case file(Prefetched)
    }

    /// What `tokens(of:)` makes of the whole file at `path`, with a string table of its own
    /// (`JSONStrings` is one thread's).
    private static func prefetch(_ path: String, namedAt location: SourceLocation, files: InputFiles) -> Prefetched {
        var diagnostics = Diagnostics()
        let document = JSONReader.document(path, files: files, namedAt: location, diagnostics: &diagnostics)
        var result = Prefetched(
            readDiagnostics: diagnostics.all, document: document, walkDiagnostics: [], entries: [], unresolved: [], values: [],
            valueDiagnostics: [], valueEnds: [])
        guard let document else { return result }
        let strings = JSONStrings(forBytes: document.bytes.count)
        var walk = Diagnostics()
        var unresolved: [TokenTree.GroupIndex.Extension]? = []
        result.entries = TokenTree.entries(of: document, root: 0, strings: strings, unresolved: &unresolved, diagnostics: &walk)
        result.walkDiagnostics = walk.all
        result.unresolved = unresolved ?? []
        var values = Diagnostics()
        result.values.reserveCapacity(result.entries.count)
        result.valueEnds.reserveCapacity(result.entries.count)
        for entry in result.entries {
            result.values.append(ValueParser.parse(entry, strings: strings, diagnostics: &values))
            result.valueEnds.append(values.all.count)
        }
        result.valueDiagnostics = values.all
        return result
    }
}
