import Foundation

/// `themebook build --watch`: builds, then rebuilds incrementally (`IncrementalBuild`) after
/// each settled change of an input, printing one line per rebuild. The inputs are watched by
/// the same `FolderWatcher`, over the same files (`PreviewInputs`), as `themebook serve`.
enum Watcher {
    /// Returns after `rounds` rebuilds (for tests), or with 0 when SIGINT or SIGTERM stops it.
    static func run(_ options: Build.Options, format: DiagnosticPrinter.Format, console: Console, rounds: Int = .max) -> Int32 {
        var site = IncrementalBuild(options: options)
        var status: Int32 = 0
        var wrote = false
        func build(_ changed: [String]) {
            // The output was deleted or replaced since the last write: the whole site is written
            // again, as by the first build, never only the files that changed.
            if wrote, let output = options.mode.output, !SiteWriter.holdsSite(output) {
                site = IncrementalBuild(options: options)
                wrote = false
            }
            let started = DispatchTime.now()
            let update = site.rebuild(changedPaths: changed)
            wrote = wrote || update.wrote
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
            let ok = BuildReport.report(update.diagnostics, format: format, scope: options.readScope, command: "build", console: console)
            status = ok ? 0 : 1
            if ok, format != .json {
                console.stdout("Rebuilt in \(String(format: "%.1f", ms)) ms: \(update.changed.count) files written, "
                    + "\(update.removed.count) removed, \(update.rendered) pages rendered, \(update.guidesRebuilt) guides relinked"
                    + (update.appCode.map { ", \($0.scanned) of \($0.files) app files scanned" } ?? "")
                    + " (\(DiagnosticPrinter.summary(update.diagnostics)))\n")
            }
            // One line per rebuild, as it happens, also when the output is a pipe or a log file.
            fflush(nil)
        }
        let watcher = FolderWatcher(roots: {
            PreviewInputs.paths(content: options.content, templates: options.templates, scope: options.contentScope)
        })
        // Taken before the first build reads anything, so a save during that build is a change.
        let before = watcher.scan()
        build([])
        console.stdout("Watching \(options.content)/ and \(options.templates)/ for changes (Ctrl-C stops)\n")
        fflush(nil)
        var done = 0
        guard rounds > 0 else { return status }
        // Ctrl-C and SIGTERM stop the watching, never a rebuild half-way through its writes.
        let signals = SignalHandlers { watcher.stop() }
        defer { signals.restore() }
        watcher.run(from: before) { changed in
            build(changed)
            done += 1
            if done >= rounds { watcher.stop() }
        }
        return done >= rounds ? status : 0
    }
}
