/// `themebook diff OLD NEW` and `themebook diff --against REV`: what changed between two
/// catalogues, each a content folder or a git revision of the current repository.
struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Show what changed between two catalogues (content folders or git revisions)"
    static let arguments = "[OLD NEW]"
    static let against = CommandOption(
        "--against", .value("REV"), "Compare the content folder with the content at this git revision")
    static let format = CommandOption("--format", .value("FORMAT"), "text, markdown or json (default: text)")
    static let failOn = CommandOption(
        "--fail-on", .value("KIND"), "Exit 1 when there are changes of this kind: removed, changed or any")
    static let options: [CommandOption] = [against, .content, format, failOn, .diagnostics, .allowRead]
    static let discussion = """
        OLD and NEW are each a content folder, or else a git revision whose content folder
        (--content, default: content) is read with git itself into memory, and may read only the
        revision's own files; a folder reads inside its project (or --allow-read). Each side is loaded and checked
        like a build; a side with errors is reported and nothing is compared (exit 1).
        --fail-on removed: a token, theme, palette colour, image or rule is gone, or a token was
        renamed without keeping its old name; changed: a token's colour, a palette colour or an
        image's theming changed; any: any change, alias-only changes and additions included.
        """

    var old: DiffSide?
    var new: DiffSide?
    var content = "content"
    var output = ChangesReport.Format.text
    var failOn: CatalogueChanges.Severity?
    var diagnostics: DiagnosticPrinter.Format
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        self.parsed = parsed
        diagnostics = try SiteArguments.format(parsed, environment: environment, command: Self.name)
        if let content = parsed.value(.content) { self.content = content }
        if let name = parsed.value(Self.format) {
            guard let format = ChangesReport.Format(rawValue: name) else {
                throw Self.choice("--format", name, ChangesReport.Format.allCases.map(\.rawValue))
            }
            output = format
        }
        if let name = parsed.value(Self.failOn) {
            guard let severity = CatalogueChanges.Severity(rawValue: name) else {
                throw Self.choice("--fail-on", name, CatalogueChanges.Severity.allCases.map(\.rawValue))
            }
            failOn = severity
        }
        let allowRead = parsed.all(.allowRead)
        if let revision = parsed.value(Self.against) {
            old = DiffSide.parse(revision, content: content, allowRead: allowRead)
            new = DiffSide(.folder(content), allowRead: allowRead)
        } else if parsed.positional.count == 2 {
            old = DiffSide.parse(parsed.positional[0], content: content, allowRead: allowRead)
            new = DiffSide.parse(parsed.positional[1], content: content, allowRead: allowRead)
        }
    }

    func validate() throws(UsageError) {
        guard !content.isEmpty else { throw UsageError("--content needs a folder name", command: Self.name) }
        if parsed.value(Self.against) != nil {
            if let extra = parsed.positional.first {
                throw UsageError("unexpected argument '\(extra)'; --against compares with the content folder", command: Self.name)
            }
        } else if parsed.positional.count != 2 {
            throw UsageError("diff needs two sides, OLD and NEW, or --against REV", command: Self.name)
        }
        if parsed.value(Self.against)?.isEmpty == true || parsed.positional.contains("") {
            throw UsageError("a side needs a folder or a revision name", command: Self.name)
        }
    }

    func run(_ console: Console) -> Int32 {
        guard let old, let new else { return 2 }
        // Both sides are loaded (and reported) before anything is compared.
        let sides = [("old", old, old.load()), ("new", new, new.load())]
        var failed = false
        for (role, side, loaded) in sides where loaded.catalogue == nil {
            failed = true
            // Excerpts only from what the side itself could read (`DiffSide.Loaded.sources`).
            let sources = loaded.sources
            let printer = DiagnosticPrinter(format: diagnostics) { file, line in
                guard let bytes = sources[file] else { return nil }
                let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                return line >= 1 && line <= lines.count ? String(lines[line - 1]) : nil
            }
            let printed = printer.render(loaded.errors)
            if diagnostics == .json { console.stdout(printed) } else { console.stderr(printed) }
            console.stderr("themebook: diff failed: \(role) side '\(side.label)' does not load (\(DiagnosticPrinter.summary(loaded.errors)))\n")
        }
        guard !failed, let before = sides[0].2.catalogue, let after = sides[1].2.catalogue else { return 1 }
        let changes = CatalogueDiff.compare(old: before, new: after)
        console.stdout(ChangesReport(changes, old: old.label, new: new.label).render(output))
        if let failOn, changes.count(failOn) > 0 {
            console.stderr("themebook: diff found \(changes.count(failOn)) \(failOn == .any ? "" : failOn.rawValue + " ")change\(changes.count(failOn) == 1 ? "" : "s") (--fail-on \(failOn.rawValue))\n")
            return 1
        }
        return 0
    }

    private static func choice(_ option: String, _ value: String, _ names: [String]) -> UsageError {
        let close = Suggestion.closest(to: value, in: names).map { "; did you mean '\($0)'?" } ?? ""
        return UsageError("\(option) must be \(names.dropLast().joined(separator: ", ")) or \(names.last!), not '\(value)'\(close)", command: name)
    }
}
