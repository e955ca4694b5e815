/// Answers one request from the site in memory: the pure part of the preview server (no
/// sockets), so every route is testable as a function.
struct PreviewResponder: Sendable {
    let state: PreviewState
    /// How long `/__themebook/wait` holds a request open at most.
    var waitTimeout = LiveReload.waitTimeout

    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = HTTPResponse.text(405)
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        let path = request.target.prefix { $0 != "?" && $0 != "#" }
        if path.hasPrefix(LiveReload.prefix) {
            return reserved(String(path), query: query(of: request.target), waits: request.method == "GET")
        }
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

    private func reserved(_ path: String, query: [String: String], waits: Bool) -> HTTPResponse {
        switch path {
        case LiveReload.scriptPath:
            return HTTPResponse(status: 200, contentType: ContentType.of("x.js"), body: Array(LiveReload.script.utf8))
        case LiveReload.waitPath:
            let since = query["since"] ?? ""
            let version = waits ? state.wait(since: since, timeout: waitTimeout) : state.snapshot.version
            return HTTPResponse(status: 200, contentType: ContentType.of("x.txt"), body: Array(version.utf8))
        default:
            return HTTPResponse.text(404)
        }
    }

    /// `a=1&b=2` → `["a": "1", "b": "2"]`, first value wins; values are taken as they are
    /// (versions are letters, digits and `-`).
    private func query(of target: String) -> [String: String] {
        guard let mark = target.firstIndex(of: "?") else { return [:] }
        var out: [String: String] = [:]
        for pair in target[target.index(after: mark)...].prefix(while: { $0 != "#" }).split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            if out[key] == nil { out[key] = parts.count > 1 ? String(parts[1]) : "" }
        }
        return out
    }
}
