import Foundation
import Testing
@testable import ThemebookCore

@Suite("Preview server: watching the inputs")
struct ServeWatcherTests {
    @Test("a same-size rewrite within one timestamp tick, a rename over a file, a deletion and a new folder are changes")
    func changes() throws {
        let site = try TempSite(["content/a.md": "aaaa", "content/sub/b.md": "bbbb"])
        defer { site.remove() }
        let root = site.path("content")
        let first = FolderWatcher.scan([root])
        #expect(first.keys.contains(site.path("content/sub/b.md")))
        #expect(FolderWatcher.changes(from: first, to: FolderWatcher.scan([root])) == nil)

        // Same size, written at once: stat may see the same times; the content hash does not.
        try site.write("content/a.md", "AAAA")
        #expect(FolderWatcher.changes(from: first, to: FolderWatcher.scan([root])) == [site.path("content/a.md")])

        let second = FolderWatcher.scan([root])
        try site.write("content/tmp", "cccc")
        #expect(rename(site.path("content/tmp"), site.path("content/sub/b.md")) == 0)
        #expect(FolderWatcher.changes(from: second, to: FolderWatcher.scan([root]))?.sorted() == [site.path("content/sub/b.md")])

        let third = FolderWatcher.scan([root])
        try FileManager.default.removeItem(atPath: site.path("content/a.md"))
        try site.write("content/new/c.md", "c")
        #expect(FolderWatcher.changes(from: third, to: FolderWatcher.scan([root]))?.sorted()
            == [site.path("content/a.md"), site.path("content/new"), site.path("content/new/c.md")])
    }

    @Test("a root that does not exist yet is watched for appearing; .git and .build are not entered; link loops end")
    func rootsAndFolders() throws {
        let site = try TempSite(["content/a.md": "a", "content/.git/HEAD": "x", "content/.build/big": "x"])
        defer { site.remove() }
        #expect(symlink(site.path("content"), site.path("content/loop")) == 0)
        let roots = [site.path("content"), site.path("templates")]
        let before = FolderWatcher.scan(roots)
        #expect(!before.keys.contains { $0.contains(".git/") || $0.contains(".build/") })
        #expect(before.keys.filter { $0.hasSuffix("/a.md") }.count == 1)
        try site.write("templates/token.mustache", "x")
        #expect(FolderWatcher.changes(from: before, to: FolderWatcher.scan(roots))?.contains(site.path("templates/token.mustache")) == true)
    }

    @Test("the site config's inputs outside the content folder are watched too")
    func configInputs() throws {
        let site = try TempSite([
            "content/themebook.json": #"{"swift": {"palette": ["../App/Colors.swift"], "protocol": "../App/Palette.swift"}, "guides": "guides", "assetCatalogs": ["../App/Assets.xcassets"], "colorSets": ["../App/Colors.xcassets", {"catalog": "../App/Assets.xcassets", "generated": "../App/Generated.swift"}]}"#,
        ])
        defer { site.remove() }
        let paths = PreviewInputs.paths(content: site.path("content"), templates: "templates", scope: ReadScope(folders: [site.path("content")]))
        #expect(paths == [site.path("content"), "templates", site.path("App/Assets.xcassets"), site.path("App/Colors.swift"), site.path("App/Palette.swift"),
            site.path("App/Colors.xcassets"), site.path("App/Generated.swift"),
        ])
    }

    @Test("a site of platforms: each platform's Swift, colour sets, Kotlin and XML are watched")
    func platformInputs() throws {
        let site = try TempSite([
            "content/themebook.json": #"""
                {"guides": "guides", "platforms": {
                  "ios": {"swift": {"palette": ["../ios/Colors.swift"], "protocol": "../ios/Palette.swift"}, "colorSets": ["../ios/Assets.xcassets"]},
                  "android": {"android": {"kotlin": ["../android/Theme.kt", "../android/Photon.kt"]}},
                  "web": {"android": {"resources": ["../web/res/values/colors.xml"]}}
                }}
                """#,
        ])
        defer { site.remove() }
        let paths = PreviewInputs.paths(content: site.path("content"), templates: "templates", scope: ReadScope(folders: [site.path("content")]))
        #expect(paths == [site.path("content"), "templates", site.path("ios/Colors.swift"), site.path("ios/Palette.swift"),
            site.path("ios/Assets.xcassets"), site.path("android/Theme.kt"), site.path("android/Photon.kt"), site.path("web/res/values/colors.xml"),
        ])
    }
}
