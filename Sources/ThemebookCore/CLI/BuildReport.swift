import Foundation

/// Runs a build or a check and tells the user how it went: the diagnostics in the chosen format,
/// then one summary line (or a failure line). Every command that builds reports through here.
enum BuildReport {
    /// The build, reported; the command's exit status.
    static func run(_ options: Build.Options, format: DiagnosticPrinter.Format, console: Console, includeNotes: Bool = false) -> Int32 {
        let started = DispatchTime.now()
        let progress = ProgressLine.make(console: console, format: format)
        let result = Build.run(options, progress: progress.map { line in { line.show($0.progressLine) } })
        progress?.clear()
        let verb = options.mode.output == nil ? "check" : "build"
        guard report(result.diagnostics, format: format, scope: options.readScope, command: verb, console: console, includeNotes: includeNotes) else {
            return 1
        }
        if format != .json, let c = result.catalogue {
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            let what = "\(c.palette.count) colours, \(c.tokens.count) tokens, \(c.themes.count) themes, \(c.guides.count) guides, \(c.images.count) images"
            let done = options.mode.output.map { "Built \(result.fileCount) files from \(what) into \($0)/" } ?? "Checked \(what)"
            console.stdout("\(done) in \(String(format: "%.2f", seconds)) s: \(DiagnosticPrinter.summary(result.diagnostics))\n")
        }
        return 0
    }

    /// Prints the diagnostics (JSON on standard output, text and workflow commands on standard
    /// error) and, when there are errors, `themebook: build failed: …`. Returns whether it succeeded.
    /// Excerpts show only lines of files inside `scope` (where the build could read).
    static func report(
        _ diagnostics: [Diagnostic], format: DiagnosticPrinter.Format, scope: ReadScope, command: String, console: Console,
        includeNotes: Bool = false
    ) -> Bool {
        let printed = DiagnosticPrinter(format: format, includeNotes: includeNotes, sourceLine: LineCache(scope: scope).line).render(diagnostics)
        if format == .json { console.stdout(printed) } else { console.stderr(printed) }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            console.stderr("themebook: \(command) failed: \(DiagnosticPrinter.summary(diagnostics))\n")
            return false
        }
        return true
    }
}
