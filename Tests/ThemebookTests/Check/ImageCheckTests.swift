import Foundation
import Testing
@testable import ThemebookCore

/// The asset checks, each on a tiny site whose asset catalogue is written inline.
@Suite("Image identifiers and asset catalogues")
struct ImageCheckTests {
    static let config = """
        {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
         "images": "images.json", "assetCatalogs": ["Assets.xcassets"]}
        """

    /// An image list with one group; `1️⃣`… mark positions (removed before writing).
    static func imagesJSON(_ images: String) -> String {
        """
        {"namespace": "StandardImageIdentifiers", "groups": [
          {"name": "Large", "size": "24x24", "images": [
        \(images)
          ]}
        ]}
        """
    }

    /// The mini site with an image list and an imageset for each name (a path inside the catalogue).
    static func site(images: String, assets: [String], config: String = config) throws -> (TempSite, MarkedText) {
        let marked = MarkedText(imagesJSON(images))
        let site = try TempSite(MiniContent.with(["content/themebook.json": config, "content/images.json": marked.text]))
        for asset in assets {
            try site.write("content/Assets.xcassets/\(asset).imageset/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        }
        return (site, marked)
    }

    static func imageDiagnostics(_ result: Build.Result, _ site: TempSite) -> [String] {
        let ids: Set<String> = [
            "missing-asset", "orphan-dark-asset", "nonstandard-dark-asset", "duplicate-image", "unreferenced-asset",
            "missing-file", "invalid-images", "unknown-image-key",
        ]
        return zip(result.diagnostics, result.diagnosticLines(relativeTo: site.folder.path))
            .filter { ids.contains($0.0.id) }.map(\.1)
    }

    @Test("a themed image without its dark asset is an error at the identifier")
    func missingDarkAsset() throws {
        let (site, marks) = try Self.site(
            images: #"{"name": "lockBlocked", "value": 1️⃣"lockBlocked", "themed": true}"#, assets: ["lockBlocked"])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(Self.imageDiagnostics(result, site) == [
            "content/images.json:\(marks[1]): error: image 'lockBlocked' has no asset 'lockBlocked_dark' for theme 'dark' [missing-asset]",
        ])
        let image = try #require(result.catalogue?.images.first)
        #expect(image.assets == ["light": .found, "dark": .missing])
    }

    @Test("every theme that asks for the same missing asset is named, once")
    func missingAssetSharedByThemes() {
        var raw = RawCatalogue(config: SiteConfig())
        raw.config.assetCatalogs = ["Assets.xcassets"]
        let location = SourceLocation(file: "images.json", line: 3, column: 12)
        raw.images = [ImageIdentifier(
            name: "lockBlocked", value: "lockBlocked", group: "Large", size: nil, themed: true, description: nil,
            namespace: "ImageIdentifiers", location: location)]
        raw.assets = [AssetSet(name: "lockBlocked", path: "Assets.xcassets/lockBlocked.imageset")]
        let themes = [
            ThemeInfo(id: "light", label: "Light", appearance: .light, imageSuffix: "", location: nil),
            ThemeInfo(id: "dark", label: "Dark", appearance: .dark, imageSuffix: "_dark", location: nil),
            ThemeInfo(id: "private", label: "Private", appearance: .dark, imageSuffix: "_dark", location: nil),
        ]
        var diagnostics = Diagnostics()
        let images = ImageChecker.check(raw, themes: themes, diagnostics: &diagnostics)
        #expect(diagnostics.all.map(\.message) == ["image 'lockBlocked' has no asset 'lockBlocked_dark' for theme 'dark'"])
        #expect(diagnostics.all.first?.location == location)
        #expect(diagnostics.all.first?.notes.map(\.message) == ["theme 'private' asks for it too"])
        #expect(images.first?.assets == ["light": .found, "dark": .missing, "private": .missing])
    }

    @Test("imagesets are found at any depth, and namespace-providing folders prefix their names")
    func nestedFolders() throws {
        let (site, _) = try Self.site(
            images: """
                {"name": "bookmark", "value": "bookmarkLarge", "themed": true},
                {"name": "welcome", "value": "Onboarding/welcome"}
                """,
            assets: ["Toolbar/Bookmarks/Deep/bookmarkLarge", "Toolbar/bookmarkLarge_dark", "Groups/Onboarding/welcome"])
        defer { site.remove() }
        try site.write(
            "content/Assets.xcassets/Groups/Onboarding/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        let result = site.build(checkOnly: true)
        #expect(Self.imageDiagnostics(result, site) == [])
        let images = try #require(result.catalogue?.images)
        #expect(images.map(\.assets) == [["light": .found, "dark": .found], ["light": .found, "dark": .found]])
    }

    @Test("a dark asset without its light twin is a warning at the imageset")
    func orphanDarkAsset() throws {
        let (site, _) = try Self.site(
            images: #"{"name": "bookmark", "value": "bookmarkLarge"}"#, assets: ["bookmarkLarge", "Icons/readerView_dark"])
        defer { site.remove() }
        #expect(Self.imageDiagnostics(site.build(checkOnly: true), site) == [
            "content/Assets.xcassets/Icons/readerView_dark.imageset/Contents.json:1:1: warning: asset 'readerView_dark' has no light twin 'readerView' [orphan-dark-asset]",
        ])
    }

    @Test("a dark variant named by another convention is a warning when its light twin exists")
    func nonstandardDarkAsset() throws {
        let (site, _) = try Self.site(
            images: """
                {"name": "kitSync", "value": "kitSync", "themed": true},
                {"name": "kitNotifications", "value": "kitNotifications"}
                """,
            assets: ["kitSync", "kitSync_dark", "kitSyncDark", "kitNotifications", "kitNotifications-dark", "onboardingThemeDark"])
        defer { site.remove() }
        #expect(Self.imageDiagnostics(site.build(checkOnly: true), site) == [
            "content/Assets.xcassets/kitNotifications-dark.imageset/Contents.json:1:1: warning: asset 'kitNotifications-dark' looks like the dark variant of 'kitNotifications', but getThemedImageName asks for 'kitNotifications_dark' [nonstandard-dark-asset]",
            "content/Assets.xcassets/kitSyncDark.imageset/Contents.json:1:1: warning: asset 'kitSyncDark' looks like the dark variant of 'kitSync', but getThemedImageName asks for 'kitSync_dark' [nonstandard-dark-asset]",
            "content/Assets.xcassets/onboardingThemeDark.imageset/Contents.json:1:1: note: asset 'onboardingThemeDark' is not named by any image identifier [unreferenced-asset]",
        ])
    }

    @Test("an identifier listed twice is a warning pointing at the first")
    func duplicateImage() throws {
        let (site, marks) = try Self.site(
            images: """
                {"name": "bookmark", "value": 1️⃣"bookmarkLarge"},
                {"name": "bookmarkAgain", "value": 2️⃣"bookmarkLarge"}
                """,
            assets: ["bookmarkLarge"])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(Self.imageDiagnostics(result, site) == [
            "content/images.json:\(marks[2]): warning: image 'bookmarkLarge' is listed twice [duplicate-image]",
        ])
        let duplicate = try #require(result.diagnostics.first { $0.id == "duplicate-image" })
        #expect(duplicate.notes.first?.location.map { "\($0.line):\($0.column)" } == marks[1])
        #expect(result.catalogue?.images.map(\.name) == ["bookmark"])
    }

    @Test("an imageset no identifier names is a note, with a hint when its light twin is not themed")
    func unreferencedAsset() throws {
        let (site, marks) = try Self.site(
            images: #"{"name": "reader", "value": 1️⃣"readerLarge"}"#,
            assets: ["readerLarge", "readerLarge_dark", "Unused/spare"])
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(Self.imageDiagnostics(result, site) == [
            "content/Assets.xcassets/Unused/spare.imageset/Contents.json:1:1: note: asset 'spare' is not named by any image identifier [unreferenced-asset]",
            "content/Assets.xcassets/readerLarge_dark.imageset/Contents.json:1:1: note: asset 'readerLarge_dark' is not named by any image identifier [unreferenced-asset]",
        ])
        let hint = try #require(result.diagnostics.first { $0.message.contains("readerLarge_dark") }?.notes.first)
        #expect(hint.message == "image 'readerLarge' is not themed; should it be?")
        #expect(hint.location.map { "\($0.line):\($0.column)" } == marks[1])
    }

    @Test("a configured asset catalogue that does not exist is an error at its entry in the config")
    func missingCatalogue() throws {
        let config = Self.config.replacingOccurrences(of: #""assetCatalogs": ["Assets.xcassets"]"#, with: #""assetCatalogs": ["Nope.xcassets"]"#)
        let (site, _) = try Self.site(images: #"{"name": "bookmark", "value": "bookmarkLarge"}"#, assets: [], config: config)
        defer { site.remove() }
        let column = try #require(config.split(separator: "\n")[1].utf8.split(separator: UInt8(ascii: "[")).first?.count)
        #expect(Self.imageDiagnostics(site.build(checkOnly: true), site) == [
            "content/themebook.json:2:\(column + 2): error: asset catalogue '\(site.path("content"))/Nope.xcassets' does not exist [missing-file]",
        ])
    }

    @Test("without asset catalogues nothing is checked and every status says so")
    func notChecked() throws {
        let config = Self.config.replacingOccurrences(of: #", "assetCatalogs": ["Assets.xcassets"]"#, with: "")
        let (site, _) = try Self.site(images: #"{"name": "bookmark", "value": "bookmarkLarge", "themed": true}"#, assets: [], config: config)
        defer { site.remove() }
        let result = site.build(checkOnly: true)
        #expect(Self.imageDiagnostics(result, site) == [])
        #expect(result.catalogue?.images.first?.assets == ["light": .notChecked, "dark": .notChecked])
    }

    @Test("the images page shows each theme's name, which are missing, and the line of code")
    func imagesPage() throws {
        let (site, _) = try Self.site(
            images: """
                {"name": "bookmark", "value": "bookmarkLarge", "themed": true},
                {"name": "reader", "value": "readerLarge"}
                """,
            assets: ["bookmarkLarge", "bookmarkLarge_dark"])
        defer { site.remove() }
        let result = site.build()
        #expect(result.errorCount == 0)
        let page = try #require(site.read("site/images.html"))
        #expect(page.contains(#"id="c-bookmarkLarge""#))
        #expect(page.contains(#"<li><span class="image-theme">Dark</span> <code data-copy>bookmarkLarge_dark</code></li>"#))
        #expect(page.contains(#"<p class="image-name"><code data-copy>readerLarge</code> <span class="badge missing">missing</span></p>"#))
        #expect(page.contains("theme.type.getThemedImageName(name: StandardImageIdentifiers.Large.bookmark)"))
        #expect(page.contains("UIImage(named: StandardImageIdentifiers.Large.reader)"))
    }
}
