/// `themebook convert --to dtcg DIR`: the catalogue's inputs written as DTCG token files.
struct ConvertCommand: Command {
    static let name = "convert"
    static let abstract = "Write the catalogue's inputs as DTCG token files into DIR"
    static let arguments = "DIR"
    static let to = CommandOption("--to", .value("FORMAT"), "The format to write: dtcg", required: true)
    static let options: [CommandOption] = [to, .content, .diagnostics, .allowRead]
    static let discussion = """
        Loads and checks the content folder (Swift sources or DTCG files). Nothing is written when
        there are errors; DIR is replaced as a whole and cannot be the content folder or hold it.
        """

    var content = "content"
    var allowRead: [String] = []
    var output: String?
    var target: String?
    var format: DiagnosticPrinter.Format
    private let positional: [String]

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        format = try SiteArguments.format(parsed, environment: environment, command: Self.name)
        if let content = parsed.value(.content) { self.content = content }
        allowRead = parsed.all(.allowRead)
        target = parsed.value(Self.to)
        positional = parsed.positional
        output = positional.first
    }

    func validate() throws(UsageError) {
        guard let target else { throw UsageError("convert needs --to dtcg", command: Self.name) }
        guard target == "dtcg" else {
            throw UsageError("--to takes 'dtcg', not '\(target)'", command: Self.name)
        }
        guard positional.count == 1, let output, !output.isEmpty else {
            throw UsageError("convert needs one output folder: convert --to dtcg DIR", command: Self.name)
        }
        guard !content.isEmpty else { throw UsageError("--content needs a folder name", command: Self.name) }
    }

    func run(_ console: Console) -> Int32 {
        let output = output ?? ""
        let scope = ReadScope(folders: [content], allowing: allowRead)
        let result = Converter.run(content: content, to: output, scope: scope)
        guard BuildReport.report(result.diagnostics, format: format, scope: scope, command: Self.name, console: console) else { return 1 }
        if format != .json {
            console.stdout("Converted \(result.summary) into \(output)/: \(DiagnosticPrinter.summary(result.diagnostics))\n")
        }
        return 0
    }
}
