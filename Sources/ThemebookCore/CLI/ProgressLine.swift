/// One line of progress on standard error, redrawn in place (`[6/6] Rendering…`, one per
/// `Pipeline.Stage`) and erased when the build is done, so it never stays in the output. Drawn
/// only when standard error is a terminal: CI logs and redirected output never see it. Told of
/// each stage by the thread that runs the build.
final class ProgressLine {
    private let write: (String) -> Void
    private var drawn = false

    init(write: @escaping (String) -> Void) { self.write = write }

    /// A line only where someone watches it: a terminal, and not GitHub's log of one.
    static func make(console: Console, format: DiagnosticPrinter.Format) -> ProgressLine? {
        guard console.stderrIsTerminal, format != .github else { return nil }
        return ProgressLine(write: console.stderr)
    }

    func show(_ stage: String) {
        write("\r\u{1B}[K\(stage)…")
        drawn = true
    }

    /// Erases the line before anything else is printed.
    func clear() {
        guard drawn else { return }
        write("\r\u{1B}[K")
        drawn = false
    }
}
