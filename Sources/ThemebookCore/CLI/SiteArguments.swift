/// The options `build` and `check` share (and that `serve` will): where the inputs are, how
/// diagnostics are printed, whether warnings fail.
struct SiteArguments {
    var options = Build.Options()
    var format: DiagnosticPrinter.Format

    init(_ parsed: ParsedArguments, environment: [String: String], command: String) throws(UsageError) {
        format = try Self.format(parsed, environment: environment, command: command)
        if let content = parsed.value(.content) { options.content = content }
        if let templates = parsed.value(.templates) {
            options.templates = templates
            options.templatesRequired = true
        }
        if let output = parsed.value(.output) { options.mode = .write(output: output) }
        options.warningsAsErrors = parsed.has(.warningsAsErrors)
        options.allowRead = parsed.all(.allowRead)
    }

    /// `--diagnostics` wins; otherwise `github` inside GitHub Actions, `text` everywhere else.
    static func format(_ parsed: ParsedArguments, environment: [String: String], command: String) throws(UsageError)
        -> DiagnosticPrinter.Format
    {
        guard let name = parsed.value(.diagnostics) else {
            return environment["GITHUB_ACTIONS"] == "true" ? .github : .text
        }
        guard let format = DiagnosticPrinter.Format(rawValue: name) else {
            let names = DiagnosticPrinter.Format.allCases.map(\.rawValue)
            let close = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("--diagnostics must be text, github or json, not '\(name)'\(close)", command: command)
        }
        return format
    }

    func validate(_ parsed: ParsedArguments, command: String) throws(UsageError) {
        for (option, value) in [("--content", options.content), ("--templates", options.templates), ("--output", options.mode.output ?? "site")]
        where value.isEmpty {
            throw UsageError("\(option) needs a folder name", command: command)
        }
        if let extra = parsed.positional.first {
            throw UsageError("unexpected argument '\(extra)'; \(command) takes only options", command: command)
        }
    }
}
