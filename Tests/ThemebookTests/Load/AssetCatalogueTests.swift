import Foundation
import Testing
@testable import ThemebookCore

/// Imagesets' `Contents.json`, the pictures copied into the site, and the images page built from
/// them. `Fixtures/asset-catalogue` is a small catalogue: PNGs at 1x and 2x, an SVG, a PDF-only
/// set, a themed pair (`lockBlocked`, `lockBlocked_dark`) and a set with a dark appearance.
@Suite("Asset catalogue thumbnails")
struct AssetCatalogueTests {
    static let fixture = Repo.path("Tests/ThemebookTests/Fixtures/asset-catalogue")

    /// The fixture built into a fresh folder (the caller removes it).
    static func buildFixture() throws -> (site: TempSite, result: Build.Result) {
        let site = try TempSite()
        var options = Build.Options()
        options.content = fixture
        options.templates = Repo.path("templates")
        options.mode = .write(output: site.path("site"))
        return (site, Build.run(options))
    }

    static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

    /// Every file below `folder`, relative to it.
    static func files(under folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test("Contents.json entries are read with their scale, appearance and idiom; empty slots are skipped")
    func readsContents() throws {
        var diagnostics = Diagnostics()
        let raw = try #require(ContentLoader.load(content: Self.fixture, diagnostics: &diagnostics))
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.message))")
        let sets = Dictionary(uniqueKeysWithValues: raw.assets.map { ($0.name, $0) })
        #expect(sets.keys.sorted() == ["bookmarkLarge", "globeLarge", "lockBlocked", "lockBlocked_dark", "onboardingWelcome", "sunMedium"])
        let bookmark = try #require(sets["bookmarkLarge"])
        #expect(bookmark.files.map(\.fileName) == ["bookmark.png", "bookmark@2x.png"])
        #expect(bookmark.files.map(\.scale) == [1, 2])
        #expect(bookmark.path.hasSuffix("Icons/bookmarkLarge.imageset/Contents.json"))
        let sun = try #require(sets["sunMedium"])
        #expect(sun.files.map(\.appearance) == [nil, .dark])
        #expect(sun.files.allSatisfy { $0.sitePath?.hasPrefix("images/") == true })
        let pdf = try #require(sets["onboardingWelcome"]?.files.first)
        #expect(pdf.format == .pdf && pdf.sitePath == nil && pdf.problem == nil)
        #expect(sets["globeLarge"]?.files.first?.format == .svg)
    }

    @Test("a theme sees its own appearance, else any; the universal idiom, an SVG, bitmaps at every scale")
    func previewChoice() {
        let any1 = AssetFile(fileName: "a.png", scale: 1, sitePath: "images/a1.png")
        let any2 = AssetFile(fileName: "a@2x.png", scale: 2, sitePath: "images/a2.png")
        let dark = AssetFile(fileName: "d.png", appearance: .dark, scale: 2, sitePath: "images/d.png")
        let pad = AssetFile(fileName: "p.svg", idiom: "ipad", sitePath: "images/p.svg")
        let contrast = AssetFile(fileName: "h.png", appearance: .dark, highContrast: true, scale: 2, sitePath: "images/h.png")
        let set = AssetSet(name: "a", path: "a", files: [any2, pad, dark, any1, contrast])
        #expect(set.preview(for: .light) == .picture([.init(scale: 1, path: "images/a1.png"), .init(scale: 2, path: "images/a2.png")]))
        #expect(set.preview(for: .dark) == .picture([.init(scale: 2, path: "images/d.png")]))
        #expect(AssetSet(name: "p", path: "p", files: [pad, any1]).preview(for: .light) == .picture([.init(scale: 1, path: "images/a1.png")]))
        let svg = AssetFile(fileName: "v.svg", sitePath: "images/v.svg")
        #expect(AssetSet(name: "v", path: "v", files: [any1, svg]).preview(for: .dark) == .picture([.init(scale: 1, path: "images/v.svg")]))
        #expect(AssetSet(name: "f", path: "f", files: [AssetFile(fileName: "f.pdf")]).preview(for: .light) == .pdfOnly)
        #expect(AssetSet(name: "e", path: "e").preview(for: .light) == .noFile("no image file"))
        let big = AssetFile(fileName: "big.png", scale: 1, problem: "file over 2 MB")
        #expect(AssetSet(name: "b", path: "b", files: [big]).preview(for: .light) == .noFile("file over 2 MB"))
    }

    @Test("every PNG and SVG a theme sees is copied with identical bytes under a stable name; PDFs are not")
    func copies() throws {
        let (site, result) = try Self.buildFixture()
        defer { site.remove() }
        #expect(result.wrote && result.diagnostics.isEmpty, "\(result.diagnosticLines(relativeTo: site.folder.path))")
        let copied = Self.files(under: site.path("site/images"))
        let copiedBytes = copied.compactMap { Self.bytes(site.path("site/images/" + $0)) }
        let catalogue = Self.fixture + "/Assets.xcassets"
        let pictures = Self.files(under: catalogue).filter { $0.hasSuffix(".png") || $0.hasSuffix(".svg") }
        #expect(pictures.count == 7)
        for picture in pictures {
            let original = try #require(Self.bytes(catalogue + "/" + picture))
            #expect(copiedBytes.contains(original), "\(picture) is not in site/images with identical bytes")
        }
        #expect(copied.count == pictures.count)
        #expect(!copied.contains { $0.hasSuffix(".pdf") })
        #expect(copied.contains("bookmark~402x-" + AssetCatalogueContents.digest(Self.bytes(catalogue + "/Icons/bookmarkLarge.imageset/bookmark@2x.png")!) + ".png"))
        // Every picture the page shows is there.
        let page = try #require(site.read("site/images.html"))
        let sources = page.components(separatedBy: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        let scaled = page.components(separatedBy: "srcset=\"").dropFirst().flatMap {
            $0.prefix { $0 != "\"" }.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0]) }
        }
        // Eight tiles: bookmark (one <img> with both scales) and globe each on a light and a dark
        // tile, the sun twice, the lock twice.
        #expect(sources.count == 8 && scaled.count == 4)
        #expect(Set(sources + scaled).count == pictures.count)
        for source in sources + scaled { #expect(FileManager.default.fileExists(atPath: site.path("site/" + source)), "\(source)") }

        // The same input gives the same files, byte for byte.
        let (again, second) = try Self.buildFixture()
        defer { again.remove() }
        #expect(second.wrote)
        #expect(Self.files(under: again.path("site")) == Self.files(under: site.path("site")))
        for file in Self.files(under: site.path("site")) {
            #expect(Self.bytes(again.path("site/" + file)) == Self.bytes(site.path("site/" + file)), "\(file) differs between two builds")
        }
    }

    @Test("the images page: themed images first, each name once, both themes' pictures, PDF-only said in words")
    func imagesPage() throws {
        let (site, result) = try Self.buildFixture()
        defer { site.remove() }
        #expect(result.wrote)
        let page = try #require(site.read("site/images.html"))
        let order = ["c-sunMedium", "c-lockBlocked", "c-bookmarkLarge", "c-globeLarge", "c-onboardingWelcome"].map {
            page.range(of: "id=\"\($0)\"")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "themed images come first")
        let card = { (value: String) -> String in
            page.components(separatedBy: "id=\"c-\(value)\"").dropFirst().first?.components(separatedBy: "</li>\n").first ?? ""
        }
        // An image every theme asks for by one name: that name once, its one picture on a light
        // tile (the light theme) and on a dark tile (the dark themes), as each draws it.
        let bookmark = card("bookmarkLarge")
        #expect(bookmark.components(separatedBy: "bookmarkLarge").count == 1 + 1 + 2, "value, two alt texts, and nothing else")
        #expect(bookmark.components(separatedBy: "<img ").count == 3)
        #expect(bookmark.contains("image-preview on-light") && bookmark.contains("image-preview on-dark"))
        #expect(bookmark.contains("<figcaption>Light</figcaption>") && bookmark.contains("<figcaption>Dark, Private</figcaption>"))
        #expect(!card("bookmarkLarge").contains("data-differs"))
        // A themed image: each theme's name, grouped, and a picture per distinct name.
        let lock = card("lockBlocked")
        #expect(lock.contains(#"<span class="image-theme">Light</span> <code data-copy>lockBlocked</code>"#))
        #expect(lock.contains(#"<span class="image-theme">Dark, Private</span> <code data-copy>lockBlocked_dark</code>"#))
        #expect(lock.contains("on-dark") && lock.contains("<figcaption>Dark, Private</figcaption>") && lock.contains("data-differs"))
        #expect(lock.components(separatedBy: "<img ").count == 3)
        // One name, two pictures: the set's dark appearance.
        let sun = card("sunMedium")
        #expect(sun.contains("data-differs") && sun.components(separatedBy: "<img ").count == 3 && !sun.contains("image-theme-names"))
        #expect(card("globeLarge").contains(".svg\""))
        #expect(card("onboardingWelcome").contains("PDF only — no preview") && !card("onboardingWelcome").contains("<img"))
        #expect(page.contains(#"<script src="assets/images.js"></script>"#))
    }

    /// A mini site with one imageset, `lock.imageset`, named by a themed-free identifier.
    static func site(contents: String, files: [String: [UInt8]] = [:]) throws -> (TempSite, MarkedText) {
        let marked = MarkedText(contents)
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": ImageCheckTests.config,
            "content/images.json": ImageCheckTests.imagesJSON(#"{"name": "lock", "value": "lock"}"#),
            "content/Assets.xcassets/lock.imageset/Contents.json": marked.text,
        ]))
        for (name, bytes) in files { try site.write("content/Assets.xcassets/lock.imageset/" + name, bytes: bytes) }
        return (site, marked)
    }

    static func lines(_ result: Build.Result, _ site: TempSite) -> [String] {
        result.diagnosticLines(relativeTo: site.folder.path)
    }

    static let contentsFile = "content/Assets.xcassets/lock.imageset/Contents.json"

    @Test("a file Contents.json names that does not exist is an error at the name; the page says so")
    func missingFile() throws {
        let (site, marks) = try Self.site(contents: """
            {"images": [
              {"filename": 1️⃣"lock.png", "idiom": "universal", "scale": "1x"}
            ]}
            """)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(Self.lines(result, site) == ["\(Self.contentsFile):\(marks[1]): error: asset 'lock' has no file 'lock.png' [missing-asset-file]"])
        #expect(result.file("images.html")?.contains("No preview: file missing") == true)
    }

    @Test("bad JSON, a name that climbs out of the set and a wrong type are errors at their positions")
    func malformed() throws {
        let (bad, badMarks) = try Self.site(contents: "{\"images\": [1️⃣}")
        defer { bad.remove() }
        let badResult = bad.build()
        #expect(!badResult.wrote)
        #expect(Self.lines(badResult, bad).map { $0.components(separatedBy: ": error:").first! } == ["\(Self.contentsFile):\(badMarks[1])"])
        #expect(badResult.diagnostics.map(\.id) == ["json-syntax"])

        let (site, marks) = try Self.site(contents: """
            {"images": [{"filename": 1️⃣"../../images.json"}, {"filename": 2️⃣true}, 3️⃣[]],
             "info": {"version": 1}}
            """)
        defer { site.remove() }
        #expect(Self.lines(site.build(checkOnly: true), site) == [
            "\(Self.contentsFile):\(marks[1]): error: asset 'lock' file name '../../images.json' must name a file inside the imageset folder [invalid-asset-contents]",
            "\(Self.contentsFile):\(marks[2]): error: asset 'lock' 'filename' must be a string, not a boolean [invalid-asset-contents]",
            "\(Self.contentsFile):\(marks[3]): error: asset 'lock' image entry must be an object, not an array [invalid-asset-contents]",
        ])
    }

    @Test("a picture over 2 MB is not copied, with a warning; the site still builds")
    func tooLarge() throws {
        let big = [UInt8](repeating: 0x41, count: AssetCatalogueContents.maxFileBytes + 1)
        let (site, marks) = try Self.site(contents: #"{"images": [{"filename": 1️⃣"big.png", "idiom": "universal"}]}"#, files: ["big.png": big])
        defer { site.remove() }
        let result = site.build()
        #expect(Self.lines(result, site) == [
            "\(Self.contentsFile):\(marks[1]): warning: asset 'lock' file 'big.png' is 2097153 bytes, over the 2 MB limit for pictures the site shows; it is not copied [asset-file-too-large]",
        ])
        #expect(result.wrote)
        #expect(!FileManager.default.fileExists(atPath: site.path("site/images")))
        #expect(site.read("site/images.html")?.contains("No preview: file over 2 MB") == true)
    }

    @Test("a picture that is a link out of the project is refused at its name and not read")
    func outsideProject() throws {
        let outside = try TempSite(["secret.png": "secret"])
        defer { outside.remove() }
        let (site, marks) = try Self.site(contents: #"{"images": [{"filename": 1️⃣"lock.png", "idiom": "universal"}]}"#)
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path(".git"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: site.path("content/Assets.xcassets/lock.imageset/lock.png"), withDestinationPath: outside.path("secret.png"))
        let result = site.build()
        #expect(!result.wrote)
        let lines = Self.lines(result, site)
        #expect(lines.count == 1 && lines[0].hasPrefix("\(Self.contentsFile):\(marks[1]): error: image file ") && lines[0].hasSuffix("[outside-project]"))
        #expect(!(result.files.values.contains { $0 == Array("secret".utf8) }))
    }
}
