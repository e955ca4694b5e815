import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The live-reload channel of the real `themebook serve`: open pages hold event streams that
/// take no connection thread, abandoned ones are closed at once, and no number of them keeps a
/// page from being answered.
@Suite("Serve: live reload under many tabs and abandoned clients")
struct LiveReloadTests {
    /// Descriptors the server process holds open now (Linux: /proc/PID/fd).
    static func openDescriptors(_ serve: ServeProcess) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(serve.process.processIdentifier)/fd")) ?? []).count
    }

    /// Polls until `condition` holds, at most `timeout` seconds; whether it did.
    static func eventually(_ timeout: Double = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test("64 abandoned streams are closed at once; with 100 tabs open, a page still answers promptly; every tab hears the edit")
    func manyTabs() throws {
        let site = try ServeExecutableTests.site()
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        let version = try #require(serve.get("/")?.text.firstMatch(of: /data-version="([^"]+)"/)?.1).description
        // Once the page's own connection is closed.
        usleep(200_000)
        let baseline = Self.openDescriptors(serve)

        // Fast navigation or a crawler: streams opened, told the version, then dropped.
        var abandoned: [EventStreamClient] = []
        for _ in 0..<64 {
            let client = try #require(EventStreamClient(port: serve.port))
            #expect(client.nextEvent() == version)
            abandoned.append(client)
        }
        #expect(Self.openDescriptors(serve) >= baseline + 60, "the streams are not held open")
        for client in abandoned { client.close() }
        // Answered at once, before the closed streams are even looked at (a long poll per tab
        // made this a 503 for 25 s). The bound leaves room for a loaded CI machine and still
        // catches that wait.
        var started = Date()
        #expect(serve.get("/")?.status == 200)
        #expect(Date().timeIntervalSince(started) < 10, "a page waited behind abandoned streams")
        #expect(Self.eventually { Self.openDescriptors(serve) <= baseline }, "closed streams were not noticed: \(Self.openDescriptors(serve)) open, \(baseline) before")

        // More open tabs than the server answers connections at once (64).
        var tabs: [EventStreamClient] = []
        for _ in 0..<100 {
            let tab = try #require(EventStreamClient(port: serve.port))
            #expect(tab.nextEvent() == version)
            tabs.append(tab)
        }
        started = Date()
        let page = serve.get("/guides/intro.html")
        #expect(page?.status == 200)
        #expect(Date().timeIntervalSince(started) < 10, "a page waited behind the reload streams")

        // One edit: every tab is told the new version.
        try site.write("content/guides/intro.md", WatchSupport.guide("Tabs words"))
        let first = tabs[0].nextEvent(timeout: 30)
        #expect(first != nil && first != version, "\(serve.out)\n\(serve.err)")
        var told = 1
        // One deadline for them all, so that a broadcast that never comes fails in 30 s, not 30 s a tab.
        let deadline = Date(timeIntervalSinceNow: 30)
        for tab in tabs.dropFirst() where tab.nextEvent(timeout: max(deadline.timeIntervalSinceNow, 0.5)) == first { told += 1 }
        #expect(told == tabs.count)
        #expect(serve.get("/")?.text.contains("data-version=\"\(first ?? "")\"") == true)
        for tab in tabs { tab.close() }
        #expect(Self.eventually { Self.openDescriptors(serve) <= baseline })
        #expect(serve.stop() == 0)
    }

    @Test("a request naming another host is refused with 421, streams included; the server's own names are answered")
    func rebinding() throws {
        let site = try ServeExecutableTests.site()
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        func status(_ target: String, host: String) -> Int? {
            RawHTTP.send(Array("GET \(target) HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8), port: serve.port)?.status
        }
        #expect(status("/", host: "evil.example:\(serve.port)") == 421)
        #expect(status("/__themebook/events", host: "evil.example:\(serve.port)") == 421)
        #expect(RawHTTP.send(Array("GET / HTTP/1.1\r\nHost: evil.example\r\n\r\n".utf8), port: serve.port)?.text.contains("not for 'evil.example'") == true)
        #expect(status("/", host: "localhost:\(serve.port)") == 200)
        #expect(status("/", host: "[::1]:\(serve.port)") == 200)
        #expect(EventStreamClient(port: serve.port, host: "localhost:\(serve.port)")?.nextEvent() != nil)
        #expect(serve.stop() == 0)
    }
}
