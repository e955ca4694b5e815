/// `themebook build`: load, check, render and write the site.
struct BuildCommand: Command {
    static let name = "build"
    static let abstract = "Load, check and render the catalogue into the output folder"
    static let changesAgainst = CommandOption(
        "--changes-against", .value("REV"), "Add a Changes page: what changed since this git revision or content folder")
    static let options: [CommandOption] = [.content, .templates, .output, .diagnostics, .warningsAsErrors, .allowRead, changesAgainst, .watch]
    static let discussion = """
        The output folder is replaced only when the build has no errors; a failed build leaves the
        previous site as it was.
        """

    var site: SiteArguments
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        site = try SiteArguments(parsed, environment: environment, command: Self.name)
        site.options.changesAgainst = parsed.value(Self.changesAgainst)
        self.parsed = parsed
    }

    func validate() throws(UsageError) {
        try site.validate(parsed, command: Self.name)
        if site.options.changesAgainst?.isEmpty == true {
            throw UsageError("--changes-against needs a revision or a folder", command: Self.name)
        }
    }

    func run(_ console: Console) -> Int32 {
        if parsed.has(.watch) { return Watcher.run(site.options, format: site.format, console: console) }
        return BuildReport.run(site.options, format: site.format, console: console)
    }
}
