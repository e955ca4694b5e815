/// Answers one request from the site in memory: the pure part of the preview server (no
/// sockets), so every route is testable as a function.
struct PreviewResponder: Sendable {
    let state: PreviewState
    /// The names requests may give in `Host` (DNS rebinding); nil takes any (tests).
    var hosts: HostCheck?

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(405)
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        if let hosts, let refusal = hosts.refusal(request.header("Host")) { return HTTPResponse.text(421, refusal) }
        let path = request.target.prefix { $0 != "?" && $0 != "#" }
        if path.hasPrefix(LiveReload.prefix) { return reserved(String(path)) }
        let snapshot = state.snapshot
        guard let site = snapshot.site else {
            return page(503, LiveReload.noSiteYetPage(), snapshot)
        }
        switch SitePath.resolve(request.target) {
        case .file(let file)?:
            if let bytes = site[file] { return serve(file, bytes, snapshot) }
            if site[file + "/index.html"] != nil {
                // A folder named without its `/`: relative links in its index need the slash.
                var response = HTTPResponse.text(301)
                response.headers.append(("Location", "/" + Paths.href(file) + "/"))
                return response
            }
        case .folder(let folder)?:
            if let bytes = site[folder + "index.html"] { return serve(folder + "index.html", bytes, snapshot) }
        case nil:
            break
        }
        return page(404, LiveReload.notFoundPage(request.target), snapshot)
    }

    private func serve(_ file: String, _ bytes: [UInt8], _ snapshot: PreviewState.Snapshot) -> HTTPResponse {
        let type = ContentType.of(file)
        guard ContentType.isHTML(type) else { return HTTPResponse(status: 200, contentType: type, body: bytes) }
        return page(200, bytes, snapshot)
    }

    /// An HTML answer with the live-reload script (and the overlay while there are problems).
    private func page(_ status: Int, _ html: [UInt8], _ snapshot: PreviewState.Snapshot) -> HTTPResponse {
        let body = LiveReload.inject(into: html, version: snapshot.version, problems: snapshot.problems)
        return HTTPResponse(status: status, contentType: ContentType.of("x.html"), body: body)
    }

    /// The script, the worker, and the event stream's answer to `HEAD` (a `GET` of it is
    /// `PreviewServer`'s: the stream stays open, handed to `LiveReloadHub`).
    private func reserved(_ path: String) -> HTTPResponse {
        switch path {
        case LiveReload.scriptPath:
            return HTTPResponse(status: 200, contentType: ContentType.of("x.js"), body: Array(LiveReload.script.utf8))
        case LiveReload.workerPath:
            return HTTPResponse(status: 200, contentType: ContentType.of("x.js"), body: Array(LiveReload.workerScript.utf8))
        case LiveReload.eventsPath:
            return HTTPResponse(status: 200, contentType: "text/event-stream")
        default:
            return HTTPResponse.text(404)
        }
    }

    /// Whether a request opens the event stream (`GET /__themebook/events`, any query).
    static func opensEvents(_ request: HTTPRequest) -> Bool {
        request.method == "GET" && request.target.prefix { $0 != "?" && $0 != "#" } == LiveReload.eventsPath
    }
}
