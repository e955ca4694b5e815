import Testing
@testable import ThemebookCore

@Suite("Preview server: HTTP requests and responses")
struct ServeHTTPTests {
    func parse(_ text: String) throws(HTTPRequest.Failure) -> HTTPRequest {
        try HTTPRequest.parse(Array(text.utf8))
    }

    @Test("a request line and headers are read; a bare LF is accepted")
    func wellFormed() throws {
        let request = try parse("GET /tokens/layer1.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8000\r\nAccept:  text/html  \r\n")
        #expect(request.method == "GET")
        #expect(request.target == "/tokens/layer1.html?x=1")
        #expect(request.version == "HTTP/1.1")
        #expect(request.header("host") == "127.0.0.1:8000")
        #expect(request.header("ACCEPT") == "text/html")
        #expect(try parse("\r\nHEAD / HTTP/1.0\nHost: x").method == "HEAD")
    }

    @Test("raw bytes that a URL must encode are encoded, so the path rules judge them as their encoded form")
    func rawBytes() throws {
        #expect(try parse("GET /a\u{0}b\u{01}\u{7F} HTTP/1.1").target == "/a%00b%01%7F")
        #expect(try parse("GET /guides/naïve.html HTTP/1.1").target == "/guides/na%C3%AFve.html")
        var invalid = Array("GET /".utf8) + [0xC0, 0xAE] + Array(" HTTP/1.1".utf8)
        #expect(try HTTPRequest.parse(invalid).target == "/%C0%AE")
        invalid = Array("GET /\\..\\x HTTP/1.1".utf8)
        #expect(try HTTPRequest.parse(invalid).target == "/\\..\\x")
    }

    @Test("malformed heads are refused with the right status", arguments: [
        ("", 400), ("GET /\r\n", 400), ("GET  / HTTP/1.1", 400), ("GET / HTTP/1.1 extra", 400), ("G(T / HTTP/1.1", 400),
("GET / FTP/1.1", 400), ("GET / HTTP/2.0", 505), ("GET / HTTP/1.1\r\n folded", 400),
        ("GET / HTTP/1.1\r\nno colon here", 400), ("GET / HTTP/1.1\r\n: empty name", 400), ("GET / HTTP/1.1\r\nX: a\u{00}b", 400),
    ])
    func malformed(_ head: String, _ status: Int) {
        #expect(throws: (any Error).self) { try parse(head) }
        do {
            _ = try parse(head)
        } catch {
            #expect(error.status == status, "\(head)")
        }
    }

    @Test("limits: a long request line is 414, a large head or too many headers 431")
    func limits() {
        let longTarget = "GET /" + String(repeating: "a", count: HTTPRequest.maxRequestLine) + " HTTP/1.1"
        #expect(throws: HTTPRequest.Failure.targetTooLong) { try parse(longTarget) }
        let many = "GET / HTTP/1.1\r\n" + (0...HTTPRequest.maxHeaders).map { "X-\($0): y\r\n" }.joined()
        #expect(throws: HTTPRequest.Failure.headTooLarge) { try parse(many) }
        let huge = "GET / HTTP/1.1\r\nX: " + String(repeating: "y", count: HTTPRequest.maxHead)
        #expect(throws: HTTPRequest.Failure.headTooLarge) { try parse(huge) }
    }

    @Test("the end of a head is found after CRLF CRLF or LF LF, also across reads")
    func endOfHead() {
        #expect(HTTPConnection.endOfHead(Array("GET / HTTP/1.1\r\nA: b\r\n\r\nbody".utf8), from: 0) == 20)
        #expect(HTTPConnection.endOfHead(Array("GET / HTTP/1.1\n\n".utf8), from: 0) == 14)
        #expect(HTTPConnection.endOfHead(Array("GET / HTTP/1.1\r\nA: b\r\n".utf8), from: 0) == nil)
    }

    @Test("a response says its length, never caches, and a HEAD answer has no body")
    func serialized() {
        let response = HTTPResponse(status: 200, contentType: "text/plain; charset=utf-8", body: Array("hello".utf8))
        let full = String(decoding: response.serialized(), as: UTF8.self)
        #expect(full.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 5\r\n"))
        #expect(full.contains("Cache-Control: no-store\r\n"))
        #expect(full.contains("Connection: close\r\n"))
        #expect(full.hasSuffix("\r\n\r\nhello"))
        let head = String(decoding: response.serialized(includeBody: false), as: UTF8.self)
        #expect(head.hasSuffix("Content-Length: 5\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"))
    }
}

@Suite("Preview server: answering from the site in memory")
struct ServeResponderTests {
    let site: [String: [UInt8]] = [
        "index.html": Array("<!doctype html><html><body><h1>Home</h1></body></html>".utf8),
        "guides/a#b.html": Array("<html><BODY>hash</BODY></html>".utf8),
        "assets/themebook.css": Array("body{}".utf8),
        "docs/index.html": Array("<p>docs</p>".utf8),
        "%2e%2e/x.html": Array("literal".utf8),
    ]

    func respond(_ target: String, method: String = "GET", state: PreviewState? = nil) -> HTTPResponse {
        let state = state ?? {
            let s = PreviewState(session: "s")
            s.publish(files: site, problems: nil, problemCount: 0)
            return s
        }()
        return PreviewResponder(state: state).respond(to: HTTPRequest(method: method, target: target, version: "HTTP/1.1"))
    }

    func text(_ r: HTTPResponse) -> String { String(decoding: r.body, as: UTF8.self) }
    func header(_ r: HTTPResponse, _ name: String) -> String? { r.headers.first { $0.name == name }?.value }

    @Test("pages get the live-reload script before </body>; other files are served as built")
    func pages() {
        let home = respond("/")
        #expect(home.status == 200)
        #expect(header(home, "Content-Type") == "text/html; charset=utf-8")
        #expect(text(home) == "<!doctype html><html><body><h1>Home</h1><script src=\"/__themebook/live.js\" data-version=\"s-1\"></script>\n</body></html>")
        #expect(text(respond("/guides/a%23b.html")).hasSuffix("<script src=\"/__themebook/live.js\" data-version=\"s-1\"></script>\n</BODY></html>"))
        let css = respond("/assets/themebook.css")
        #expect(css.body == Array("body{}".utf8))
        #expect(header(css, "Content-Type") == "text/css; charset=utf-8")
        #expect(respond("/docs/").status == 200)
        #expect(text(respond("/docs/")).hasPrefix("<p>docs</p>"))
    }

    @Test("a folder without its slash is redirected; a missing page is a 404 page with the script")
    func redirectsAndMissing() {
        let redirect = respond("/docs")
        #expect(redirect.status == 301)
        #expect(header(redirect, "Location") == "/docs/")
        let missing = respond("/nope.html")
        #expect(missing.status == 404)
        #expect(text(missing).contains("The site has no page <code>/nope.html</code>"))
        #expect(text(missing).contains("/__themebook/live.js"))
        #expect(respond("/guides/").status == 404)
        #expect(respond("/__themebook/other").status == 404)
    }

    @Test("hostile paths are 404 even when a literal file of that name exists")
    func hostile() {
        for target in ["/../index.html", "/%2e%2e/x.html", "/..%2fx.html", "/guides%2fa%23b.html", "/%00", "/..\\index.html"] {
            #expect(respond(target).status == 404, "\(target)")
        }
        // Decoded once: `%252e%252e` is the literal folder `%2e%2e` of this site.
        #expect(text(respond("/%252e%252e/x.html")).hasPrefix("literal"))
    }

    @Test("only GET and HEAD are allowed")
    func methods() {
        let post = respond("/", method: "POST")
        #expect(post.status == 405)
        #expect(header(post, "Allow") == "GET, HEAD")
        #expect(respond("/", method: "HEAD").status == 200)
    }

    @Test("while the content is broken, pages carry the overlay and the last good site is kept")
    func overlay() {
        let state = PreviewState(session: "s")
        #expect(respond("/", state: state).status == 503)
        #expect(text(respond("/", state: state)).contains("no site to show yet"))
        state.publish(files: site, problems: nil, problemCount: 0)
        #expect(!text(respond("/", state: state)).contains("themebook-overlay"))
        let moved = state.publish(files: nil, problems: "guides/a.md:3:5: error: <unknown> token [unknown-token]\n", problemCount: 1)
        #expect(moved)
        let broken = text(respond("/", state: state))
        #expect(broken.contains("<h1>Home</h1>"))
        #expect(broken.contains("id=\"themebook-overlay\""))
        #expect(broken.contains("guides/a.md:3:5: error: &lt;unknown&gt; token [unknown-token]"))
        #expect(broken.contains("data-version=\"s-2\""))
        #expect(respond("/assets/themebook.css", state: state).body == Array("body{}".utf8))
        // The same errors again change nothing; fixing them removes the overlay.
        #expect(!state.publish(files: nil, problems: "guides/a.md:3:5: error: <unknown> token [unknown-token]\n", problemCount: 1))
        #expect(state.publish(files: site, problems: nil, problemCount: 0))
        #expect(!text(respond("/", state: state)).contains("themebook-overlay"))
    }

    @Test("the script and its shared worker listen to one event stream; the old long poll is gone")
    func scripts() {
        let script = respond("/__themebook/live.js")
        #expect(header(script, "Content-Type") == "text/javascript; charset=utf-8")
        #expect(text(script).contains("location.reload()"))
        #expect(text(script).contains("new SharedWorker(\"/__themebook/live-worker.js\""))
        #expect(text(script).contains("new EventSource(\"/__themebook/events\")"))
        let worker = respond("/__themebook/live-worker.js")
        #expect(header(worker, "Content-Type") == "text/javascript; charset=utf-8")
        #expect(text(worker).contains("new EventSource(\"/__themebook/events\")") && text(worker).contains("onconnect"))
        let events = respond("/__themebook/events", method: "HEAD")
        #expect(events.status == 200 && header(events, "Content-Type") == "text/event-stream")
        #expect(respond("/__themebook/wait?since=s-0").status == 404)
        #expect(PreviewResponder.opensEvents(HTTPRequest(method: "GET", target: "/__themebook/events?x=1", version: "HTTP/1.1")))
        #expect(!PreviewResponder.opensEvents(HTTPRequest(method: "HEAD", target: "/__themebook/events", version: "HTTP/1.1")))
        #expect(String(decoding: LiveReloadHub.opening(version: "s-1"), as: UTF8.self).hasSuffix("\r\n\r\nretry: 1000\ndata: s-1\n\n"))
    }

    @Test("a Host that is not one of the server's names is refused with 421 (DNS rebinding); its own names pass")
    func hosts() {
        let state = PreviewState(session: "s")
        state.publish(files: site, problems: nil, problemCount: 0)
        func status(_ host: String?, listening: String = "127.0.0.1") -> Int {
            var request = HTTPRequest(method: "GET", target: "/", version: "HTTP/1.1")
            if let host { request.headers.append(HTTPRequest.Header(name: "HOST", value: host)) }
            return PreviewResponder(state: state, hosts: HostCheck(listening: listening)).respond(to: request).status
        }
        for host in ["localhost", "localhost:8000", "LocalHost:1", "127.0.0.1:8000", "[::1]:8000", "[::1]", "localhost."] {
            #expect(status(host) == 200, "\(host)")
        }
        #expect(status(nil) == 200)
        for host in ["evil.example", "evil.example:8000", "127.0.0.1.nip.io", "localhost.evil.example", "127.0.0.2", "localhost:80x", "", "192.168.1.5:8000"] {
            #expect(status(host) == 421, "\(host)")
        }
        #expect(status("192.168.1.5:8000", listening: "192.168.1.5") == 200)
        #expect(status("10.0.0.7:8000", listening: "0.0.0.0") == 200)
        #expect(status("[fe80::1]:8000", listening: "0.0.0.0") == 200)
        #expect(status("printer.local:8000", listening: "0.0.0.0") == 421)
        let refused = PreviewResponder(state: state, hosts: HostCheck(listening: "127.0.0.1"))
            .respond(to: HTTPRequest(method: "GET", target: "/", version: "HTTP/1.1", headers: [HTTPRequest.Header(name: "Host", value: "evil.example:8000")]))
        #expect(text(refused) == "themebook serve answers only requests for localhost, 127.0.0.1 or [::1], "
            + "not for 'evil.example:8000' (a page re-pointing its own name at this machine could read the preview otherwise)\n")
    }
}
