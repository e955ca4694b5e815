/// `themebook check`: every check of a build, templates rendered in memory, nothing written.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "Load and check everything; write nothing (for CI and pre-commit hooks)"
    static let options: [CommandOption] = [.content, .templates, .diagnostics, .warningsAsErrors, .allowRead]

    var site: SiteArguments
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        site = try SiteArguments(parsed, environment: environment, command: Self.name)
        site.options.checkOnly = true
        self.parsed = parsed
    }

    func validate() throws(UsageError) {
        try site.validate(parsed, command: Self.name)
    }

    func run(_ console: Console) -> Int32 {
        BuildReport.run(site.options, format: site.format, console: console)
    }
}
