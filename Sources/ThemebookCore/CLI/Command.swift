/// One `themebook` command as a value: parsed from its arguments, validated, then run.
///
/// A command is one file: a type conforming to `Command` with its own options and help, listed once
/// in `CommandLineTool.commands`. Parsing only reads the words (`ArgumentParser`), `validate()`
/// checks that they make sense together, and `run` does the work, so a command can be built in a
/// test without touching the disk.
protocol Command {
    /// The word after `themebook`: `build`.
    static var name: String { get }
    /// One line for the command list and the top of its help.
    static var abstract: String { get }
    /// Positional arguments in the usage line, after the options: `DIR`, `[DIR]`.
    static var arguments: String { get }
    static var options: [CommandOption] { get }
    /// Paragraphs after the options in `--help`, or empty.
    static var discussion: String { get }

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError)
    func validate() throws(UsageError)
    /// Runs the command and returns its exit status (0 success, 1 failure, 2 usage error).
    func run(_ console: Console) -> Int32
}

extension Command {
    static var arguments: String { "" }
    static var discussion: String { "" }
    func validate() throws(UsageError) {}

    /// `themebook build [--content DIR] … [--warnings-as-errors]`: one line, every option.
    static var usageLine: String {
        var parts = ["themebook", name]
        parts += options.map { $0.required ? $0.synopsis : "[\($0.synopsis)]" }
        if !arguments.isEmpty { parts.append(arguments) }
        return parts.joined(separator: " ")
    }

    static var help: String {
        var text = "OVERVIEW: \(abstract)\n\nUSAGE: \(usageLine)\n\nOPTIONS:\n"
        for option in options + [.help] {
            text += option.helpLine + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

/// A wrong command line: the message, and the command whose usage line follows it.
struct UsageError: Error, Equatable {
    var message: String
    /// The command's usage line to print under the message; nil for the general one.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

/// Where a command writes, and what it knows about the terminal it runs in.
public struct Console {
    public var stdout: (String) -> Void
    public var stderr: (String) -> Void
    /// Standard error is a terminal (not a file, a pipe or a CI log): progress may be drawn there.
    public var stderrIsTerminal: Bool

    public init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void, stderrIsTerminal: Bool = false) {
        self.stdout = stdout
        self.stderr = stderr
        self.stderrIsTerminal = stderrIsTerminal
    }
}
