import Foundation
import PackagePlugin

/// `swift package themebook <command> [options]`: runs the `themebook` executable this package
/// builds, in the folder of the package that asked, with the same commands and options.
///
/// Diagnostics reach SwiftPM (and Xcode's issue navigator) through `Diagnostics`, at an absolute
/// file and line: the plugin asks the tool for GitHub workflow commands, one finding per line
/// with its file, line and column, and re-emits each (its message led by `path:line:column`). Everything else the tool prints passes
/// through unchanged. Inside GitHub Actions, or when the user names `--diagnostics`, the tool's
/// output is left exactly as it is (annotations must reach the log as workflow commands).
@main
struct ThemebookPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "themebook")
        let folder = context.package.directoryURL
        let environment = ProcessInfo.processInfo.environment
        let translate = Self.translatesDiagnostics(arguments, githubActions: environment["GITHUB_ACTIONS"] == "true")
        var toolArguments = arguments
        if translate { toolArguments.insert(contentsOf: ["--diagnostics", "github"], at: 1) }

        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = folder
        // Standard output is inherited: a build's summary, a diff's report and serve's log
        // reach the terminal as the tool writes them.
        let errors = Pipe()
        if translate { process.standardError = errors }
        try process.run()
        // The tool runs in a process group of its own, so Ctrl-C reaches only SwiftPM, which
        // stops the plugin: pass that on, or a `serve` or `build --watch` would outlive it.
        let forwarding = SignalForwarding(to: process.processIdentifier)
        defer { forwarding.cancel() }
        if translate {
            var reader = AnnotationReader(folder: folder)
            let handle = errors.fileHandleForReading
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                reader.consume(chunk)
            }
            reader.finish()
        }
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw ToolFailure(command: arguments.first, status: process.terminationStatus)
        }
    }

    /// The commands whose findings are re-emitted: those taking `--diagnostics`. `serve` prints
    /// its findings while it runs and takes no `--diagnostics`; it passes through.
    static let commandsWithDiagnostics: Set<String> = ["build", "check", "convert", "init", "diff"]

    static func translatesDiagnostics(_ arguments: [String], githubActions: Bool) -> Bool {
        guard !githubActions, let command = arguments.first, commandsWithDiagnostics.contains(command) else { return false }
        let options = arguments.prefix { $0 != "--" }
        return !options.contains { $0 == "--diagnostics" || $0.hasPrefix("--diagnostics=") || $0 == "--help" || $0 == "-h" }
    }
}

/// Passes SIGINT, SIGTERM and SIGHUP on to the tool while it runs.
struct SignalForwarding {
    private let sources: [any DispatchSourceSignal]

    init(to pid: Int32) {
        sources = [SIGINT, SIGTERM, SIGHUP].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { _ = kill(pid, number) }
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}

/// The tool failed; its own output has said why.
struct ToolFailure: Error, CustomStringConvertible {
    var command: String?
    var status: Int32
    var description: String { "themebook \(command.map { $0 + " " } ?? "")failed (exit status \(status))" }
}

/// Reads the tool's standard error line by line: each workflow command (`::error file=…::…`)
/// becomes a `Diagnostics` entry at an absolute path; any other line is written through.
struct AnnotationReader {
    let folder: URL
    private var pending = Data()

    init(folder: URL) { self.folder = folder }

    mutating func consume(_ data: Data) {
        pending.append(data)
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            handle(line)
        }
    }

    mutating func finish() {
        if !pending.isEmpty { handle(String(decoding: pending, as: UTF8.self)) }
        pending.removeAll()
    }

    private func handle(_ line: String) {
        guard let annotation = Annotation(line) else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
            return
        }
        // The closing count (`::notice title=themebook::2 errors …`): the tool's own summary line
        // says the same.
        if annotation.file == nil, annotation.title == "themebook" { return }
        let rule = annotation.title.map { " [\($0)]" } ?? ""
        guard let file = annotation.file else {
            Diagnostics.emit(annotation.severity, annotation.message + rule, file: nil, line: nil)
            return
        }
        let path = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).standardizedFileURL.path
        // SwiftPM prints a plugin's diagnostic as `error: MESSAGE`, without its file and line (Xcode
        // shows them): the message starts with `path:line:column: ` so the terminal has them too.
        let place = [path] + [annotation.line, annotation.column].compactMap { $0.map(String.init) }
        Diagnostics.emit(annotation.severity, place.joined(separator: ":") + ": " + annotation.message + rule, file: path, line: annotation.line)
    }
}

/// One GitHub workflow command as `DiagnosticPrinter` writes it:
/// `::error file=content/x.md,line=3,col=7,title=unknown-token::message`.
struct Annotation {
    var severity: Diagnostics.Severity
    var file: String?
    var line: Int?
    var column: Int?
    var title: String?
    var message: String

    init?(_ text: String) {
        let kinds: [(String, Diagnostics.Severity)] = [("::error", .error), ("::warning", .warning), ("::notice", .remark)]
        guard let (prefix, severity) = kinds.first(where: { text.hasPrefix($0.0 + " ") || text.hasPrefix($0.0 + "::") }) else {
            return nil
        }
        let rest = text.dropFirst(prefix.count)
        guard let end = rest.range(of: "::") else { return nil }
        self.severity = severity
        message = Self.unescape(String(rest[end.upperBound...]))
        for property in rest[..<end.lowerBound].split(separator: ",") {
            let pair = property.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = Self.unescape(String(pair[1]))
            switch pair[0] {
            case "file": file = value
            case "line": line = Int(value)
            case "col": column = Int(value)
            case "title": title = value
            default: break
            }
        }
    }

    /// Undoes the workflow command escapes (`%25`, `%0D`, `%0A`, and in properties `%3A`, `%2C`).
    static func unescape(_ text: String) -> String {
        guard text.contains("%") else { return text }
        return text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
