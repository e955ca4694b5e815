import Foundation
import Testing
@testable import ThemebookCore

/// The example site in headless Chromium, driven by `Tests/browser/check_site.py` (Selenium):
/// search, keyboard navigation, swatch colours, the tokens filter, the images page, no JavaScript
/// errors, the phone layout (check_layout.py), the design read on a phone and a desktop
/// (check_design.py), and axe-core plus the light and dark schemes (check_a11y.py); and the asset
/// catalogue fixture's images page (`Tests/browser/check_images.py`).
@Suite("The example site in a real browser")
struct BrowserTests {
    static let python = "/usr/bin/python3"
    static let script = Repo.path("Tests/browser/check_site.py")
    /// Where every run saves its screenshots for a reviewer (git ignores the folder).
    static let screenshots = Repo.path("Tests/browser/screenshots")
    static let setupHint = "run scripts/test.sh, which installs chromium, chromium-driver and python3-selenium"
    /// A half of check_site.py needs about a minute on an idle machine (axe-core on every page
    /// kind, 4 times, in the second); past this the browser is stuck.
    static let timeout: TimeInterval = 900

    /// The script needs about two minutes on an idle machine, most of it waiting on the browser:
    /// it runs in two halves at once, each with a browser of its own (`--part`).
    @Test("search, swatches and the tokens filter work in Chromium, and no page logs a JavaScript error; the layout, colours and design")
    func exampleSite() async throws {
        let output = try await Self.checkExample(part: 1)
        // The design checks of check_design.py ran (issue 44: palette, phone, contrast, copy, search, menu).
        for check in ["PASS typing an image name shows its themed name", "PASS the tokens filter narrows the rows",
                      "PASS no page logs a JavaScript error over http",
                      "PASS the palette is a ramp per family", "PASS on a phone every theme's value", "PASS contrast pages list the failures first",
                      "PASS at most one visible copy button per row", "PASS search: a palette name lists its tokens",
                      "PASS long pages list their own sections", "PASS without JavaScript a colour's detail"] {
            #expect(output.contains(check), "\(check) is missing:\n\(output)")
        }
        #expect(!output.contains("axe-core"), "part 1 ran part 2's checks:\n\(output)")
    }

    @Test("search by code spelling, typo and nearest colour, the images page, axe-core and the colour schemes, and the site from file://")
    func exampleSiteSearchAndAccessibility() async throws {
        let output = try await Self.checkExample(part: 2)
        // The search checks of check_search.py ran (code spellings, typos, nearest colours, maths).
        for check in ["PASS code spellings", "PASS typos", "PASS a colour matching nothing", "PASS the page's CIEDE2000"] {
            #expect(output.contains(check), "\(check) is missing:\n\(output)")
        }
        // The accessibility checks of check_a11y.py ran (both colour schemes, axe-core everywhere).
        for check in ["PASS the site's chrome follows", "PASS axe-core finds no WCAG 2.1 AA violation",
                      "PASS no page logs a JavaScript error from file://"] {
            #expect(output.contains(check), "\(check) is missing:\n\(output)")
        }
        #expect(!output.contains("PASS the palette is a ramp per family"), "part 2 ran part 1's checks:\n\(output)")
        for line in output.split(separator: "\n") where line.hasPrefix("Screenshots: ") || line.contains("axe-core") { print(line) }
    }

    /// The example site (and, for part 2, the changed example's) built into a folder of its own,
    /// checked by one half of check_site.py, which must pass whole; its output.
    static func checkExample(part: Int) async throws -> String {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python), "\(Self.python) is missing; \(Self.setupHint)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-browser-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = Build.Options()
        options.content = Repo.path("content")
        options.templates = Repo.path("templates")
        options.mode = .write(output: folder.appendingPathComponent("site").path)
        let build = Build.run(options)
        try #require(build.wrote, "the example site did not build: \(build.diagnosticLines(relativeTo: Repo.root.path).filter { $0.contains("error:") })")
        var arguments = [Self.script, "--screenshots", Self.screenshots, "--part", String(part), folder.appendingPathComponent("site").path]
        if part == 2 { arguments.append(try Self.buildChangesSite(in: folder)) }
        let (status, output) = try await Self.run(arguments)
        let hint = status == 2 ? "\n(\(Self.setupHint))" : ""
        #expect(status == 0, "check_site.py --part \(part) exited with \(status):\n\(output)\(hint)")
        #expect(output.contains("checks passed"), "\(output)")
        return output
    }

    @Test("the images page with an asset catalogue: thumbnails load (PNG and SVG) on light and dark tiles, PDF-only said, themed first, the filter works, search lists each image once")
    func imagesWithThumbnails() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python), "\(Self.python) is missing; \(Self.setupHint)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = Build.Options()
        options.content = AssetCatalogueTests.fixture
        options.templates = Repo.path("templates")
        options.mode = .write(output: folder.appendingPathComponent("site").path)
        let build = Build.run(options)
        try #require(build.wrote, "the asset catalogue fixture did not build: \(build.diagnosticLines(relativeTo: Repo.root.path))")

        let (status, output) = try await Self.run([
            Repo.path("Tests/browser/check_images.py"), "--thumbnails", "--screenshots", Self.screenshots + "/asset-catalogue",
            folder.appendingPathComponent("site").path,
        ])
        let hint = status == 2 ? "\n(\(Self.setupHint))" : ""
        #expect(status == 0, "check_images.py exited with \(status):\n\(output)\(hint)")
        #expect(output.contains("Images: 11/11 checks passed"), "\(output)")
        for line in output.split(separator: "\n") where line.hasPrefix("Screenshots: ") { print(line) }
    }

    @Test("themebook serve: an open page reloads itself on an edit, shows the error overlay, and drops it on a fix")
    func serveLiveReload() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.python), "\(Self.python) is missing; \(Self.setupHint)")
        let site = try TempSite(MiniContent.with(["content/guides/intro.md": WatchSupport.guide("First words")]))
        defer { site.remove() }
        let serve = try ServeProcess(in: site.folder)
        defer { serve.stop() }
        let (status, output) = try await Self.run([
            Repo.path("Tests/browser/check_serve.py"), "http://127.0.0.1:\(serve.port)/", site.path("content/guides/intro.md"),
        ])
        let hint = status == 2 ? "\n(\(Self.setupHint))" : ""
        #expect(status == 0, "check_serve.py exited with \(status):\n\(output)\(hint)\n\(serve.out)\n\(serve.err)")
        #expect(output.contains("Serve: 6/6 checks passed"), "\(output)")
    }

    /// The example with one token deprecated and `layer1` changed in dark, built `--changes-against` the
    /// example itself: the page kinds the example lacks (Changes, a deprecated token) for the axe run.
    static func buildChangesSite(in folder: URL) throws -> String {
        let content = folder.appendingPathComponent("changes-content")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Repo.path("content")), to: content)
        func edit(_ file: String, _ old: String, _ new: String) throws {
            let url = content.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try #require(text.contains(old), "\(file) no longer holds \(old)")
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        try edit("tokens/theme-protocol.json", "\"layer5Hover\": {", "\"layer5Hover\": {\n      \"$deprecated\": \"Use layer5\",")
        try edit("tokens/themes/dark.tokens.json", "\"$value\": \"{Dark Grey.DarkGrey60}\"", "\"$value\": \"{Dark Grey.DarkGrey30}\"")
        var options = Build.Options()
        options.content = content.path
        options.templates = Repo.path("templates")
        let output = folder.appendingPathComponent("changes-site").path
        options.mode = .write(output: output)
        options.changesAgainst = Repo.path("content")
        options.allowRead = [Repo.path("content")]
        let build = Build.run(options)
        try #require(build.wrote, "the changed example did not build: \(build.diagnosticLines(relativeTo: Repo.root.path).filter { $0.contains("error:") })")
        try #require(FileManager.default.fileExists(atPath: output + "/changes.html"), "no changes.html")
        return output
    }

    /// Runs the script with the system Python, stdout and stderr together (through a file, so a
    /// chatty run never stalls on a full pipe), killed after `timeout`.
    static func run(_ arguments: [String]) async throws -> (Int32, String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-browser-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        defer { deadline.cancel() }
        try await process.runUntilExit()
        try output.close()
        return (process.terminationStatus, String(decoding: FileManager.default.contents(atPath: log.path) ?? Data(), as: UTF8.self))
    }
}
