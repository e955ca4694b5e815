import Foundation

/// The `themebook` command: parse → validate → run. Returns the exit status:
/// 0 success, 1 content errors, 2 usage errors.
public enum CommandLineTool {
    public static let usage = """
        OVERVIEW: Build a documentation site from an app's colour theming system.

        USAGE: themebook <command> [options]

        COMMANDS:
          build                   Load, check and render the catalogue into the output folder
          check                   Load and check everything; write nothing (for pre-commit hooks)
          convert --to dtcg DIR   Write the catalogue's inputs as DTCG token files into DIR

        OPTIONS:
          --content DIR           Content folder (default: content)
          --templates DIR         Templates folder (default: templates)
          --output DIR            Output folder for build (default: site)
          --diagnostics FORMAT    text, github or json (default: text; github when GITHUB_ACTIONS=true)
          --warnings-as-errors    Fail the build on any warning
          -h, --help              Show this help

        EXIT STATUS: 0 success, 1 the content has errors, 2 usage error

        """

    struct Invocation {
        enum Command: String { case build, check, convert }
        var command: Command
        var options = Build.Options()
        var format: DiagnosticPrinter.Format
        var convertTarget: String?
    }

    struct UsageError: Error { var message: String }

    public static func run(
        _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        stdout: (String) -> Void = { print($0, terminator: "") },
        stderr: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) -> Int32 {
        if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") || arguments == ["help"] {
            stdout(usage)
            return arguments.isEmpty ? 2 : 0
        }
        let invocation: Invocation
        do {
            invocation = try parse(arguments, environment: environment)
        } catch {
            stderr("themebook: error: \(error.message)\n\(usage)")
            return 2
        }
        let started = DispatchTime.now()
        switch invocation.command {
        case .build, .check:
            var options = invocation.options
            options.checkOnly = invocation.command == .check
            let result = Build.run(options)
            let printer = DiagnosticPrinter(format: invocation.format)
            let report = printer.render(result.diagnostics)
            if invocation.format == .json { stdout(report) } else { stderr(report) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let summary = DiagnosticPrinter.summary(result.diagnostics)
            guard result.succeeded else {
                stderr("themebook: \(invocation.command.rawValue) failed: \(summary)\n")
                return 1
            }
            if invocation.format != .json, let c = result.catalogue {
                let what = "\(c.palette.count) colours, \(c.tokens.count) tokens, \(c.themes.count) themes, \(c.guides.count) guides, \(c.images.count) images"
                let verb = options.checkOnly ? "Checked" : "Built \(result.files.count) files from"
                let place = options.checkOnly ? "" : " into \(options.output)/"
                stdout("\(verb) \(what)\(place) in \(String(format: "%.2f", seconds)) s (\(summary))\n")
            }
            return 0
        case .convert:
            return Converter.run(content: invocation.options.content, to: invocation.convertTarget ?? "",
                                 format: invocation.format, stdout: stdout, stderr: stderr)
        }
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
        guard let command = Invocation.Command(rawValue: arguments[0]) else {
            throw UsageError(message: "unknown command '\(arguments[0])'")
        }
        var invocation = Invocation(command: command, format: environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
        var rest = arguments.dropFirst()
        func value(_ flag: String) throws(UsageError) -> String {
            guard let v = rest.popFirst(), !v.hasPrefix("--") else { throw UsageError(message: "\(flag) needs a value") }
            return v
        }
        var positional: [String] = []
        while let arg = rest.popFirst() {
            switch arg {
            case "--content": invocation.options.content = try value(arg)
            case "--templates": invocation.options.templates = try value(arg)
            case "--output":
                guard command == .build else { throw UsageError(message: "--output is for build; \(command.rawValue) writes no site") }
                invocation.options.output = try value(arg)
                guard !invocation.options.output.isEmpty else { throw UsageError(message: "--output needs a folder name") }
            case "--warnings-as-errors": invocation.options.warningsAsErrors = true
            case "--diagnostics":
                let v = try value(arg)
                guard let f = DiagnosticPrinter.Format(rawValue: v) else {
                    throw UsageError(message: "--diagnostics must be text, github or json, not '\(v)'")
                }
                invocation.format = f
            case "--to":
                let v = try value(arg)
                guard command == .convert, v == "dtcg" else { throw UsageError(message: "--to takes 'dtcg' (with convert)") }
            default:
                if arg.hasPrefix("-") { throw UsageError(message: "unknown option '\(arg)'") }
                positional.append(arg)
            }
        }
        if command == .convert {
            guard positional.count == 1 else { throw UsageError(message: "convert needs one output folder: convert --to dtcg DIR") }
            invocation.convertTarget = positional[0]
        } else if let extra = positional.first {
            throw UsageError(message: "unexpected argument '\(extra)'")
        }
        return invocation
    }
}
