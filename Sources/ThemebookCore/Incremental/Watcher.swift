import Foundation

/// `themebook build --watch`: builds, then polls the content and templates folders and rebuilds
/// incrementally (`IncrementalBuild`) after each change, printing one line per rebuild. Polling
/// (size and modification time of every file, five times a second) works on every file system,
/// network and container mounts included, where change notifications often do not.
enum Watcher {
    static let interval: TimeInterval = 0.2

    /// Never returns unless `rounds` (for tests) rebuilds have run.
    static func run(_ options: Build.Options, format: DiagnosticPrinter.Format, console: Console, rounds: Int = .max) -> Int32 {
        let site = IncrementalBuild(options: options, output: .folder)
        var status: Int32 = 0
        func build(_ changed: [String]) {
            let started = DispatchTime.now()
            let update = site.rebuild(changedPaths: changed)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6
            let ok = BuildReport.report(update.diagnostics, format: format, scope: options.readScope, command: "build", console: console)
            status = ok ? 0 : 1
            if ok, format != .json {
                console.stdout("Rebuilt in \(String(format: "%.1f", ms)) ms: \(update.changed.count) files written, "
                    + "\(update.removed.count) removed, \(update.rendered) pages rendered, \(update.guidesRebuilt) guides relinked "
                    + "(\(DiagnosticPrinter.summary(update.diagnostics)))\n")
            }
            // One line per rebuild, as it happens, also when the output is a pipe or a log file.
            fflush(nil)
        }
        var known = snapshot(options)
        build([])
        console.stdout("Watching \(options.content)/ and \(options.templates)/ for changes (Ctrl-C stops)\n")
        fflush(nil)
        var done = 0
        while done < rounds {
            Thread.sleep(forTimeInterval: interval)
            var now = snapshot(options)
            guard now != known else { continue }
            // Let an editor finish writing (save = several writes, or a rename).
            Thread.sleep(forTimeInterval: 0.05)
            now = snapshot(options)
            let changed = Set(now.keys).union(known.keys).filter { now[$0] != known[$0] }
            known = now
            build(changed.sorted())
            done += 1
        }
        return status
    }

    struct Stamp: Equatable {
        var size: Int64
        var modified: Int
    }

    /// Every file under the content and templates folders, by absolute path.
    static func snapshot(_ options: Build.Options) -> [String: Stamp] {
        var out: [String: Stamp] = [:]
        for folder in [options.content, options.templates] {
            let root = IncrementalBuild.absolute(folder)
            guard let e = FileManager.default.enumerator(atPath: root) else { continue }
            while let item = e.nextObject() as? String {
                var info = stat()
                let path = root + "/" + item
                guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                out[path] = Stamp(size: Int64(info.st_size), modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
            }
        }
        return out
    }
}
