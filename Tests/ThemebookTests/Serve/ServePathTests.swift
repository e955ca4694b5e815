import Testing
@testable import ThemebookCore

@Suite("Preview server: request paths")
struct ServePathTests {
    @Test("a site path is the target without its leading slash, query and fragment, decoded once")
    func plainPaths() {
        #expect(SitePath.resolve("/") == .folder(""))
        #expect(SitePath.resolve("/index.html") == .file("index.html"))
        #expect(SitePath.resolve("/guides/") == .folder("guides/"))
        #expect(SitePath.resolve("/tokens/layer1.html?x=1#top") == .file("tokens/layer1.html"))
        #expect(SitePath.resolve("/search.html?q=%2e%2e/etc") == .file("search.html"))
        #expect(SitePath.resolve("/guides/a%23b.html") == .file("guides/a#b.html"))
        #expect(SitePath.resolve("/guides/100%25.html") == .file("guides/100%.html"))
        #expect(SitePath.resolve("/guides/na%C3%AFve%20one.html") == .file("guides/naïve one.html"))
        #expect(SitePath.resolve("/tokens/~5C.html") == .file("tokens/~5C.html"))
        // Dots inside a name are names, not steps.
        #expect(SitePath.resolve("/a..b/...html") == .file("a..b/...html"))
    }

    @Test("every way of climbing out is refused", arguments: [
        "/..", "/../", "/../etc/passwd", "/guides/../../etc/passwd", "/./index.html", "/guides/./x.html",
        "/%2e%2e/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd", "/.%2e/x", "/%2e./x", "/guides/%2e%2e/index.html",
        "/..%2fetc%2fpasswd", "/%2f..%2fetc", "/guides%2Fintro.html", "/..%5c..%5cetc%5cpasswd", "/..\\..\\etc\\passwd",
        "/guides\\..\\index.html", "/%00", "/index.html%00.css", "/a%0d%0aSet-Cookie:x", "/%7f", "/%c0%ae%c0%ae/etc/passwd",
        "/%ff", "/%", "/%2", "/%zz", "//etc/passwd", "/guides//x.html", "etc/passwd", "*", "http://127.0.0.1/index.html", "",
    ])
    func hostile(_ target: String) {
        #expect(SitePath.resolve(target) == nil, "\(target)")
    }

    @Test("double encoding is decoded once: the result is a literal name no page has")
    func doubleEncoded() {
        #expect(SitePath.resolve("/%252e%252e/%252e%252e/etc/passwd") == .file("%2e%2e/%2e%2e/etc/passwd"))
        #expect(SitePath.resolve("/%252f") == .file("%2f"))
    }

    @Test("targets over the length limit are refused")
    func tooLong() {
        #expect(SitePath.resolve("/" + String(repeating: "a", count: SitePath.maxLength)) == nil)
        #expect(SitePath.resolve("/" + String(repeating: "a", count: 100)) == .file(String(repeating: "a", count: 100)))
    }

    @Test("content types follow the extension, in any case; unknown ones are bytes")
    func contentTypes() {
        #expect(ContentType.of("index.html") == "text/html; charset=utf-8")
        #expect(ContentType.of("assets/themebook.CSS") == "text/css; charset=utf-8")
        #expect(ContentType.of("search-index.js") == "text/javascript; charset=utf-8")
        #expect(ContentType.of("catalogue.json") == "application/json")
        #expect(ContentType.of("guides/pic.svg") == "image/svg+xml")
        #expect(ContentType.of("guides/pic.png") == "image/png")
        #expect(ContentType.of("a/photo.JPEG") == "image/jpeg")
        #expect(ContentType.of("fonts/x.woff2") == "font/woff2")
        #expect(ContentType.of("README") == "application/octet-stream")
        #expect(ContentType.of(".htaccess") == "application/octet-stream")
        #expect(ContentType.of("a.html/b") == "application/octet-stream")
    }
}
