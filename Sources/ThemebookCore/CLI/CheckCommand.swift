/// `themebook check`: every check of a build, templates rendered in memory, nothing written.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "Load and check everything; write nothing (for CI and pre-commit hooks)"
    static let all = CommandOption("--all", .flag, "List every finding: notes, and rules the site config turns off")
    static let options: [CommandOption] = [.content, .templates, .diagnostics, .warningsAsErrors, .allowRead, all]
    static let discussion = """
        Notes are counted in the summary line but listed only with --all. The site config's
        'diagnostics' key sets each rule's level: {"unused-palette-color": "warning"}.
        """

    var site: SiteArguments
    var listAll: Bool
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        site = try SiteArguments(parsed, environment: environment, command: Self.name)
        listAll = parsed.has(Self.all)
        site.options.mode = .check(all: listAll)
        self.parsed = parsed
    }

    func validate() throws(UsageError) {
        try site.validate(parsed, command: Self.name)
    }

    func run(_ console: Console) -> Int32 {
        BuildReport.run(site.options, format: site.format, console: console, includeNotes: listAll)
    }
}
