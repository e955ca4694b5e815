import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `themebook serve`: builds the site into memory, serves it over HTTP, watches its inputs,
/// rebuilds on every change and reloads open pages. Nothing is ever written to disk.
///
/// Threads: the caller's thread accepts connections; each connection is answered on a thread
/// of its own (at most `maxConnections` at once); one watcher thread scans the inputs and
/// rebuilds; one thread holds every open live-reload stream (`LiveReloadHub`), so reload
/// clients take no connection thread and never count against the limit. They share only
/// `PreviewState`, which swaps whole snapshots under a lock, so a request sees one consistent
/// site while the next one is being built, and the hub, told each new version.
///
/// Unchecked: `console` (CLI's `Console`, whose closures are not `@Sendable`), `builder` and
/// `printed` are used by `run()`'s thread until the watcher thread starts, then by the watcher
/// thread alone (one rebuild at a time); everything else shared is in `control` or Sendable.
public final class PreviewServer: @unchecked Sendable {
    public struct Options: Sendable {
        public var site = Build.Options()
        public var host = "127.0.0.1"
        /// 0: the system picks a free port (printed in the URL).
        public var port = 8000

        public init() {}
    }

    /// Connections answered at once; more wait in the listen queue or get 503. Live-reload
    /// streams are not among them once opened (`LiveReloadHub`).
    static let maxConnections = 64

    let options: Options
    let console: Console
    let state = PreviewState()
    let hub: LiveReloadHub
    private var builder: any PreviewBuilder
    /// What the accepting thread, the connection threads and `stop()` share.
    private struct Control {
        var stopping = false
        /// Connections being answered now.
        var active = 0
        var listener: HTTPListener?
        var watcher: FolderWatcher?
    }

    private let control = Mutex(Control())
    /// The diagnostics printed last, so an unchanged list is not printed again on every save.
    private var printed: [Diagnostic]?

    public init(options: Options, console: Console) {
        self.options = options
        self.console = console
        builder = IncrementalPreviewBuilder(options: options.site)
        hub = LiveReloadHub(version: state.snapshot.version)
    }

    /// Serves until `stop()` (SIGINT and SIGTERM call it). Returns the exit status: 0 after a
    /// clean stop, 1 when the address cannot be bound (a port in use says so).
    public func run() -> Int32 {
        let listener: HTTPListener
        do {
            listener = try HTTPListener(host: options.host, port: options.port)
        } catch {
            console.stderr("themebook: error: \(error.message)\n")
            return 1
        }
        control.withLock { $0.listener = listener }
        let signals = SignalHandlers { [weak self] in self?.stop() }
        defer { signals.restore() }

        // Only the watcher thread (and this one, before it starts) builds and scans.
        let watcher = FolderWatcher(roots: { [unowned self] in builder.watchedPaths() })
        control.withLock { $0.watcher = watcher }
        // The snapshot is taken before the first build reads anything, so a save during that
        // build is seen as a change.
        let before = watcher.scan()
        rebuild(changed: [])
        let url = "http://\(listener.host):\(listener.port)/"
        console.stdout("Serving \(options.site.content) at \(url) (Ctrl-C to stop)\n")
        if !Self.isLoopback(listener.host) {
            console.stderr("themebook: warning: serving on \(listener.host): other machines on the network can read the site\n")
        }

        let hubThread = Thread { [hub] in hub.run() }
        hubThread.name = "themebook-reload"
        hubThread.start()
        let watching = DispatchSemaphore(value: 0)
        let thread = Thread { [self] in
            watcher.run(from: before) { changed in self.rebuild(changed: changed) }
            watching.signal()
        }
        thread.name = "themebook-watch"
        thread.start()

        while !isStopping {
            guard let client = listener.accept() else { continue }
            answer(client)
        }
        // Shutdown: no new connections; the reload streams close; the rebuild in progress
        // and the open connections get a moment to finish.
        listener.close()
        hub.stop()
        watcher.stop()
        _ = watching.wait(timeout: .now() + 5)
        let deadline = Monotonic.now + 3
        while control.withLock({ $0.active }) > 0, Monotonic.now < deadline { usleep(20_000) }
        console.stdout("Stopped\n")
        return 0
    }

    /// Stops `run()`; safe from any thread, and more than once.
    public func stop() {
        let (listener, watcher) = control.withLock { control in
            control.stopping = true
            return (control.listener, control.watcher)
        }
        listener?.wakeUp()
        hub.stop()
        watcher?.stop()
    }

    private var isStopping: Bool { control.withLock { $0.stopping } }

    /// Answers on a new thread, or at once with 503 when too many are open.
    private func answer(_ client: Int32) {
        let admitted = control.withLock { control in
            guard control.active < Self.maxConnections else { return false }
            control.active += 1
            return true
        }
        let connection = HTTPConnection(socket: client)
        guard admitted else {
            connection.write(HTTPResponse.text(503).serialized(), timeout: 1)
            connection.finish()
            return
        }
        let responder = PreviewResponder(state: state, hosts: HostCheck(listening: options.host))
        let thread = Thread { [self] in
            Self.serve(connection, responder, hub: hub)
            control.withLock { $0.active -= 1 }
        }
        thread.name = "themebook-http"
        thread.start()
    }

    /// Answers one connection and closes it; a live-reload stream is handed to `hub` open.
    static func serve(_ connection: HTTPConnection, _ responder: PreviewResponder, hub: LiveReloadHub) {
        switch connection.readHead() {
        case .head(let head):
            do {
                let request = try HTTPRequest.parse(head)
                if PreviewResponder.opensEvents(request), responder.hosts?.refusal(request.header("Host")) == nil {
                    let version = responder.state.snapshot.version
                    connection.write(LiveReloadHub.opening(version: version), timeout: 1)
                    hub.add(connection.socket, sent: version)
                    return
                }
                let response = responder.respond(to: request)
                connection.write(response.serialized(includeBody: request.method != "HEAD"))
            } catch {
                connection.write(HTTPResponse.text(error.status).serialized())
            }
        case .failed(let failure):
            connection.write(HTTPResponse.text(failure.status).serialized())
        case .timedOut:
            connection.write(HTTPResponse.text(408).serialized(), timeout: 1)
        case .closed:
            break
        }
        connection.finish()
    }

    /// Builds (the first time, or after `changed` changed), publishes the outcome and reports
    /// it in the terminal. Runs on one thread at a time.
    private func rebuild(changed: [String]) {
        let started = Monotonic.now
        let build = builder.build(changedPaths: changed)
        let seconds = Monotonic.now - started
        let errors = build.errors
        let problems = errors.isEmpty ? nil : DiagnosticPrinter(format: .text, sourceLine: LineCache(scope: options.site.readScope).line).render(errors)
        let moved = state.publish(files: build.files, problems: problems, problemCount: errors.count)
        if moved { hub.publish(state.snapshot.version) }
        report(build, changed: changed, seconds: seconds, reloaded: moved)
    }

    private func report(_ build: PreviewBuild, changed: [String], seconds: Double, reloaded: Bool) {
        let summary = DiagnosticPrinter.summary(build.diagnostics)
        let time = String(format: "%.2f s", seconds)
        if build.diagnostics != printed {
            let text = DiagnosticPrinter(format: .text, sourceLine: LineCache(scope: options.site.readScope).line).render(build.diagnostics)
            console.stderr(text)
            printed = build.diagnostics
        }
        var line: String
        if changed.isEmpty {
            let what = build.catalogue.map {
                " from \($0.palette.count) colours, \($0.tokens.count) tokens, \($0.themes.count) themes, \($0.guides.count) guides, \($0.images.count) images"
            } ?? ""
            line = build.files == nil ? "Built nothing" : "Built \(build.fileCount) files\(what) in memory"
        } else {
            let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
            line = "Changed \(shown); rebuilt"
        }
        line += " in \(time)"
        if let appCode = build.appCode { line += ", \(appCode.scanned) of \(appCode.files) app files scanned" }
        line += " (\(summary))"
        if build.files == nil {
            line += state.snapshot.site == nil ? "; no site to serve until the errors are fixed" : "; serving the last good site"
        } else if !changed.isEmpty {
            line += reloaded ? "; pages reload" : "; nothing changed"
        }
        console.stdout(line + "\n")
    }

    static func isLoopback(_ host: String) -> Bool { host.hasPrefix("127.") }
}
