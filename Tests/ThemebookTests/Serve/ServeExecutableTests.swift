import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Drives the real `themebook serve` executable: a temporary site, a port the system picked,
/// raw HTTP requests, and edits on disk. Every wait is bounded (`ServeProcess.waitFor`).
@Suite("themebook serve, end to end", .serialized)
struct ServeExecutableTests {
    static func site() throws -> TempSite {
        try TempSite(MiniContent.with(["content/guides/intro.md": WatchSupport.guide("First words")]))
    }

    /// Every file under `folder`, relative, sorted.
    static func tree(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test("pages are served; an edit shows up; a broken reference shows the overlay over the old page; a fix removes it")
    func editBreakFix() throws {
        let site = try Self.site()
        defer { site.remove() }
        let before = Self.tree(site.folder)
        let serve = try ServeProcess(in: site.folder)
        #expect(serve.out.contains("Built "))

        let home = try #require(serve.get("/"))
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text.contains("<title>Mini"))
        #expect(home.text.contains("<script src=\"/__themebook/live.js\" data-version=\""))
        let page = try #require(serve.get("/guides/intro.html"))
        #expect(page.text.contains("First words"))
        let head = try #require(serve.get("/guides/intro.html", method: "HEAD"))
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.headers["content-length"] == String(page.body.count))
        let version = try #require(page.text.firstMatch(of: /data-version="([^"]+)"/)?.1).description

        // An open live-reload stream is told the current version at once, and the next one
        // as soon as the site changes.
        let stream = try #require(EventStreamClient(port: serve.port))
        #expect(stream.nextEvent() == version)
        #expect(stream.head.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\n"))
        try site.write("content/guides/intro.md", WatchSupport.guide("Second words"))
        let edited = serve.waitFor("/guides/intro.html") { $0.text.contains("Second words") }
        #expect(edited?.text.contains("Second words") == true, "\(serve.out)\n\(serve.err)")
        let newVersion = stream.nextEvent(timeout: 30)
        #expect(newVersion != nil && newVersion != version)
        #expect(edited?.text.contains("data-version=\"\(newVersion ?? "")\"") == true)

        try site.write("content/guides/intro.md", WatchSupport.guide("Broken words", token: "layer9"))
        let broken = serve.waitFor("/guides/intro.html") { $0.text.contains("themebook-overlay") }
        let brokenText = broken?.text ?? ""
        #expect(brokenText.contains("id=\"themebook-overlay\""), "\(serve.out)\n\(serve.err)")
        #expect(brokenText.contains("guides/intro.md:6:"))
        #expect(brokenText.contains("unknown token &#39;layer9&#39;") || brokenText.contains("unknown token 'layer9'"))
        #expect(brokenText.contains("[unknown-token]"))
        // The last good page is still the one served, under the overlay (whose excerpt shows
        // the broken line).
        let pagePart = brokenText.components(separatedBy: "<div id=\"themebook-overlay\"").first ?? ""
        #expect(pagePart.contains("Second words") && !pagePart.contains("Broken words"))
        #expect(brokenText.contains("Broken words on &lt;token:layer9&gt;."))
        #expect(serve.get("/")?.text.contains("themebook-overlay") == true)
        serve.waitForOutput { out, err in err.contains("[unknown-token]") && out.contains("serving the last good site") }
        #expect(serve.err.contains("guides/intro.md:6:"))
        #expect(serve.err.contains("[unknown-token]"))
        #expect(serve.out.contains("serving the last good site"))

        try site.write("content/guides/intro.md", WatchSupport.guide("Fixed words"))
        let fixed = serve.waitFor("/guides/intro.html") { $0.text.contains("Fixed words") }
        #expect(fixed?.text.contains("Fixed words") == true)
        #expect(fixed?.text.contains("themebook-overlay") == false)

        #expect(serve.stop(SIGINT) == 0)
        #expect(serve.out.hasSuffix("Stopped\n"))
        // Nothing written: no site folder, no file beside the content.
        #expect(Self.tree(site.folder) == before)
    }

    @Test("paths outside the site are 404 and never a file from disk; bad requests get 400, 405, 414, 431")
    func hostilePaths() throws {
        let site = try Self.site()
        defer { site.remove() }
        try site.write("secret.txt", "TOPSECRET")
        let serve = try ServeProcess(in: site.folder)
        let targets = [
            "/../secret.txt", "/../../../../../../etc/passwd", "/guides/../../secret.txt", "/%2e%2e/secret.txt",
            "/%2E%2E/%2E%2E/etc/passwd", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/guides%2f..%2f..%2fsecret.txt",
            "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/guides\\..\\..\\secret.txt",
            "/%00", "/secret.txt%00.html", "/index.html%00", "/%c0%ae%c0%ae/secret.txt", "/secret.txt", "/content/themebook.json",
            "/themebook.json", "/guides/intro.md", "//etc/passwd", "/./secret.txt", "/%", "/%zz", "/__themebook/../secret.txt",
            "http://127.0.0.1/../secret.txt", "*",
        ]
        for target in targets {
            let response = serve.get(target)
            #expect(response?.status == 404, "\(target): \(response?.status ?? 0)")
            #expect(response?.text.contains("TOPSECRET") == false)
            #expect(response?.text.contains("root:") == false)
        }
        func status(_ raw: String) -> Int? { RawHTTP.send(Array(raw.utf8), port: serve.port)?.status }
        // Raw bytes a URL must encode are judged as their encoded form: a raw NUL is 404 as `%00`
        // is, raw UTF-8 finds its page, raw invalid UTF-8 is 404.
        #expect(status("GET /\u{0}/ HTTP/1.1\r\n\r\n") == 404)
        #expect(status("GET /../secret.txt\u{0} HTTP/1.1\r\n\r\n") == 404)
        #expect(RawHTTP.send(Array("GET /".utf8) + [0xC0, 0xAE, 0xC0, 0xAE] + Array("/secret.txt HTTP/1.1\r\n\r\n".utf8), port: serve.port)?.status == 404)
        #expect(status("GET / HTTP/1.1\r\nX-Evil: a\u{0}b\r\n\r\n") == 400)
        #expect(status("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc") == 405)
        #expect(status("GET / HTTP/2.0\r\n\r\n") == 505)
        #expect(status("GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\n\r\n") == 414)
        #expect(status("GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 5000) + "\r\n") == 431)
        #expect(status("garbage\r\n\r\n") == 400)
        // Still serving.
        #expect(serve.get("/")?.status == 200)
        #expect(serve.stop(SIGTERM) == 0)
    }

    @Test("content types, HEAD, folders, and several clients at once while one stays silent")
    func concurrentClients() throws {
        let site = try Self.site()
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        #expect(serve.get("/assets/themebook.css")?.headers["content-type"] == "text/css; charset=utf-8")
        #expect(serve.get("/search-index.json")?.headers["content-type"] == "application/json")
        #expect(serve.get("/search-index.js")?.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(serve.get("/catalogue.json")?.text.hasPrefix("{") == true)
        #expect(serve.get("/index.html")?.status == 200)
        #expect(serve.get("/search.html?q=layer1")?.status == 200)

        // A client that connects and says nothing must not hold up the others.
        let silent = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(silent) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(serve.port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(silent, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let expected = try #require(serve.get("/tokens.html")).body
        let failures = LockedBox(0)
        let port = serve.port
        let done = DispatchGroup()
        for _ in 0..<8 {
            done.enter()
            Thread {
                for _ in 0..<10 {
                    let r = RawHTTP.get("/tokens.html", port: port)
                    if r?.status != 200 || r?.body != expected { failures.set(failures.get() + 1) }
                }
                done.leave()
            }.start()
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(failures.get() == 0)
        #expect(serve.stop() == 0)
    }

    @Test("a hundred rapid saves, a file deleted and re-created, an editor's atomic rename, a templates folder appearing")
    func editorsAndRapidSaves() throws {
        let site = try Self.site()
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        for n in 0..<100 {
            try site.write("content/guides/intro.md", WatchSupport.guide("Save number \(n)"))
            if n % 10 == 0 { _ = serve.get("/guides/intro.html") }
        }
        let last = serve.waitFor("/guides/intro.html") { $0.text.contains("Save number 99") }
        #expect(last?.text.contains("Save number 99") == true, "\(serve.out)")
        #expect(last?.text.contains("themebook-overlay") == false)

        try FileManager.default.removeItem(atPath: site.path("content/guides/intro.md"))
        #expect(serve.waitFor("/guides/intro.html") { $0.status == 404 }?.status == 404)
        try site.write("content/guides/intro.md", WatchSupport.guide("Back again"))
        #expect(serve.waitFor("/guides/intro.html") { $0.text.contains("Back again") }?.status == 200)

        // Write a temporary file, then rename it over the guide (vim, VS Code, IntelliJ).
        try site.write("content/guides/.intro.md.swp", WatchSupport.guide("Renamed into place"))
        #expect(rename(site.path("content/guides/.intro.md.swp"), site.path("content/guides/intro.md")) == 0)
        #expect(serve.waitFor("/guides/intro.html") { $0.text.contains("Renamed into place") }?.status == 200)

        // A theme file deleted breaks the content; re-created, it builds again.
        let dark = site.path("content/tokens/dark.tokens.json")
        try FileManager.default.removeItem(atPath: dark)
        #expect(serve.waitFor("/") { $0.text.contains("themebook-overlay") }?.text.contains("[missing-file]") == true)
        try site.write("content/tokens/dark.tokens.json", MiniContent.dark)
        #expect(serve.waitFor("/") { !$0.text.contains("themebook-overlay") }?.status == 200)

        // The templates folder is watched even when it appears after the start.
        try site.write("templates/assets/extra.css", "body { color: red }")
        let asset = serve.waitFor("/assets/extra.css") { $0.status == 200 }
        #expect(asset?.text == "body { color: red }")
        #expect(serve.stop() == 0)
        #expect(!FileManager.default.fileExists(atPath: site.path("site")))
    }

    @Test("broken from the start: every page says so with the overlay, until the content is fixed")
    func brokenFromTheStart() throws {
        let site = try TempSite(MiniContent.with(["content/guides/intro.md": WatchSupport.guide("Words", token: "nope")]))
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        let first = try #require(serve.get("/"))
        #expect(first.status == 503)
        #expect(first.text.contains("themebook-overlay") && first.text.contains("[unknown-token]"))
        serve.waitForOutput { out, _ in out.contains("no site to serve until the errors are fixed") }
        #expect(serve.out.contains("no site to serve until the errors are fixed"))
        try site.write("content/guides/intro.md", WatchSupport.guide("Words"))
        #expect(serve.waitFor("/") { $0.status == 200 }?.text.contains("themebook-overlay") == false)
        #expect(serve.stop() == 0)
    }

    @Test("a port in use is a clear error with exit 1; bad options are usage errors; help shows the options")
    func portInUseAndUsage() throws {
        let site = try Self.site()
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        let second = try Themebook.run(["serve", "--port", String(serve.port)], in: site.folder)
        #expect(second.status == 1)
        #expect(second.err == "themebook: error: port \(serve.port) on 127.0.0.1 is already in use; choose another with --port, or --port 0 for a free one\n")
        #expect(serve.stop() == 0)

        let badPort = try Themebook.run(["serve", "--port", "http"], in: site.folder)
        #expect(badPort.status == 2)
        #expect(badPort.err.hasPrefix("themebook: error: --port must be a number from 0 to 65535, not 'http'\nusage: themebook serve "))
        #expect(try Themebook.run(["serve", "--port", "70000"], in: site.folder).status == 2)
        #expect(try Themebook.run(["serve", "--host", "example.com"], in: site.folder).status == 2)
        #expect(try Themebook.run(["serve", "--output", "site"], in: site.folder).status == 2)
        let help = try Themebook.run(["help", "serve"], in: site.folder)
        #expect(help.status == 0)
        #expect(help.out.contains("USAGE: themebook serve [--content DIR] [--templates DIR] [--port N] [--host ADDRESS] [--allow-read DIR]"))
    }
}

/// A value shared with a thread in a test.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func get() -> Value { lock.withLock { value } }
    func set(_ new: Value) { lock.withLock { value = new } }
}
