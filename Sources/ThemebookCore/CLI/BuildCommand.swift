/// `themebook build`: load, check, render and write the site.
struct BuildCommand: Command {
    static let name = "build"
    static let abstract = "Load, check and render the catalogue into the output folder"
    static let options: [CommandOption] = [.content, .templates, .output, .diagnostics, .warningsAsErrors, .allowRead]
    static let discussion = """
        The output folder is replaced only when the build has no errors; a failed build leaves the
        previous site as it was.
        """

    var site: SiteArguments
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        site = try SiteArguments(parsed, environment: environment, command: Self.name)
        self.parsed = parsed
    }

    func validate() throws(UsageError) {
        try site.validate(parsed, command: Self.name)
    }

    func run(_ console: Console) -> Int32 {
        BuildReport.run(site.options, format: site.format, console: console)
    }
}
