import Foundation

/// The `themebook` executable: finds the command, parses and validates its arguments, runs it.
/// Exit status: 0 success, 1 the content has errors, 2 usage error.
public enum CommandLineTool {
    /// Every command, in the order `themebook help` lists them. A new command is a new file with a
    /// `Command` type, added here.
    static var commands: [any Command.Type] {
        [BuildCommand.self, CheckCommand.self, ServeCommand.self, ConvertCommand.self, InitCommand.self, DiffCommand.self]
    }

    /// `themebook 0.5.0 (commit 1a2b3c4d5e6f, linux-x86_64)`: see `ReleaseInfo`.
    public static var version: String { ReleaseInfo.versionLine }

    public static var help: String {
        var text = """
            OVERVIEW: Build a documentation site from an app's colour theming system.

            USAGE: themebook <command> [options]

            COMMANDS:

            """
        for command in commands {
            let left = "  " + command.name
            text += left + String(repeating: " ", count: max(1, 26 - left.count)) + command.abstract + "\n"
        }
        text += """

            OPTIONS:
              --version               Show the version and the commit it was built from
              -h, --help              Show this help

            See 'themebook help <command>' (or 'themebook <command> --help') for a command's options.
            EXIT STATUS: 0 success, 1 the content has errors, 2 usage error

            """
        return text
    }

    /// One line under a usage error, instead of the whole help.
    static var generalUsage: String {
        "usage: themebook <command> [options]; commands: \(commandNames.joined(separator: ", ")); see 'themebook help'"
    }

    public static func run(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        stdout: @escaping (String) -> Void = { print($0, terminator: "") },
        stderr: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) },
        stderrIsTerminal: Bool = false
    ) -> Int32 {
        let console = Console(stdout: stdout, stderr: stderr, stderrIsTerminal: stderrIsTerminal)
        do {
            return try dispatch(arguments, environment: environment, console: console)
        } catch {
            let usage = error.command.flatMap(command(named:)).map { "usage: \($0.usageLine)" } ?? generalUsage
            stderr("themebook: error: \(error.message)\n\(usage)\n")
            return 2
        }
    }

    private static func dispatch(_ arguments: [String], environment: [String: String], console: Console) throws(UsageError) -> Int32 {
        guard let first = arguments.first else {
            console.stdout(help)
            return 2
        }
        switch first {
        case "--help", "-h":
            console.stdout(help)
            return 0
        case "--version":
            console.stdout(version + "\n")
            return 0
        case "help":
            guard let name = arguments.dropFirst().first else {
                console.stdout(help)
                return 0
            }
            console.stdout(try find(name).help)
            return 0
        default:
            break
        }
        let type = try find(first)
        let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), for: type)
        if parsed.wantsHelp {
            console.stdout(type.help)
            return 0
        }
        let command = try type.init(parsed, environment: environment)
        try command.validate()
        return command.run(console)
    }

    static var commandNames: [String] { commands.map { $0.name } }

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    private static func find(_ name: String) throws(UsageError) -> any Command.Type {
        if let type = command(named: name) { return type }
        if name.hasPrefix("-") {
            let close = Suggestion.closest(to: name, in: ["--help", "--version"])
            throw UsageError("unknown option '\(name)'" + (close.map { "; did you mean '\($0)'?" } ?? "") + "; a command comes first")
        }
        let close = Suggestion.closest(to: name, in: commandNames + ["help"])
        throw UsageError("unknown command '\(name)'" + (close.map { "; did you mean '\($0)'?" } ?? ""))
    }
}
