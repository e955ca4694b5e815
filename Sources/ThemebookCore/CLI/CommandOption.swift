/// One option a command accepts, with the text its help shows.
struct CommandOption: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `--warnings-as-errors`
        case flag
        /// `--content DIR` (or `--content=DIR`); given twice, the last one wins.
        case value(String)
        /// `--swift FILE…`: every following word up to the next option.
        case values(String)
    }

    var name: String
    var short: String?
    var kind: Kind
    var help: String
    /// Shown without brackets in the usage line; the command's `validate()` enforces it.
    var required = false

    init(_ name: String, short: String? = nil, _ kind: Kind, _ help: String, required: Bool = false) {
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.required = required
    }

    /// `--content DIR`, `--swift FILE…`, `--warnings-as-errors`
    var synopsis: String {
        switch kind {
        case .flag: name
        case .value(let v): "\(name) \(v)"
        case .values(let v): "\(name) \(v)…"
        }
    }

    /// The option's row in `--help`, its description aligned at column 27.
    var helpLine: String {
        let left = "  " + (short.map { "\($0), " } ?? "") + synopsis
        let pad = left.count < 26 ? String(repeating: " ", count: 26 - left.count) : "\n" + String(repeating: " ", count: 26)
        return left + pad + help
    }

    static let help = CommandOption("--help", short: "-h", .flag, "Show this help")
    static let content = CommandOption("--content", .value("DIR"), "Content folder (default: content)")
    static let templates = CommandOption(
        "--templates", .value("DIR"), "Override the built-in templates file by file (default: templates, if present)")
    static let output = CommandOption("--output", .value("DIR"), "Output folder (default: site)")
    static let diagnostics = CommandOption(
        "--diagnostics", .value("FORMAT"), "text, github or json (default: text; github when GITHUB_ACTIONS=true)")
    static let warningsAsErrors = CommandOption("--warnings-as-errors", .flag, "Fail on any warning")
    static let watch = CommandOption("--watch", .flag, "Rebuild what changed whenever an input changes")
    static let allowRead = CommandOption(
        "--allow-read", .value("DIR"), "Also read inputs from DIR (else only inside the project); repeatable")
}
