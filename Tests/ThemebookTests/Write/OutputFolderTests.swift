import Foundation
import Testing
@testable import ThemebookCore

/// The output folder is replaced as a whole, safely, whatever else is going on around it.
@Suite("Replacing the output folder")
struct OutputFolderTests {
    func build(_ site: TempSite, output: String) -> Build.Result {
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .write(output: output)
        return Build.run(options)
    }

    func siblings(_ site: TempSite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.folder.path).sorted()
    }

    @Test("two builds into the same output at once both succeed, one after the other, and leave one whole site")
    func concurrentBuilds() async throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let expected = site.build(checkOnly: true).files
        let output = site.path("site")
        let results = await withTaskGroup(of: Build.Result.self) { group in
            for _ in 0..<4 { group.addTask { build(site, output: output) } }
            var all: [Build.Result] = []
            for await r in group { all.append(r) }
            return all
        }
        for r in results { #expect(r.wrote && r.diagnostics.filter { $0.severity == .error }.isEmpty, "\(r.diagnostics)") }
        var files = folderFiles(output)
        #expect(files.removeValue(forKey: SiteWriter.marker) != nil)
        #expect(files == expected)
        #expect(try siblings(site) == ["content", "site"])
    }

    @Test("check (the CLI's check) renders every file, keeps none and writes nothing")
    func checkKeepsNoFiles() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        let kept = site.build(checkOnly: true)
        var options = Build.Options()
        options.content = site.path("content")
        options.templates = Repo.path("templates")
        options.mode = .check()
        let dropped = Build.run(options)
        #expect(kept.files.count > 10 && kept.fileCount == kept.files.count)
        #expect(dropped.files.isEmpty && dropped.fileCount == kept.fileCount)
        #expect(dropped.diagnostics.map(\.message) == kept.diagnostics.map(\.message))
        #expect(try siblings(site) == ["content"])
    }

    @Test("an output that is a symbolic link keeps the link; the folder it points to gets the site")
    func symlinkedOutput() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.path("www"), withDestinationPath: "real")
        #expect(build(site, output: site.path("www")).wrote)
        #expect(build(site, output: site.path("www")).wrote)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: site.path("www")) == "real")
        #expect(site.read("real/index.html")?.contains("Mini") == true)
        #expect(try siblings(site) == ["content", "real", "www"])
    }

    @Test("an output that is a symbolic link to nothing is refused")
    func danglingSymlink() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        try FileManager.default.createSymbolicLink(atPath: site.path("www"), withDestinationPath: "nowhere")
        let result = build(site, output: site.path("www"))
        #expect(result.diagnostics.map(\.id) == ["invalid-output"])
        #expect(result.diagnostics.first?.message.contains("is a symbolic link to") == true)
        #expect(try siblings(site) == ["content", "www"])
    }

    @Test("an output that cannot be renamed (a mount point) has its contents swapped, the folder itself kept")
    func contentSwap() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        #expect(build(site, output: site.path("site")).wrote)
        try site.write("site/stale.html", "old page")
        let before = try FileManager.default.attributesOfItem(atPath: site.path("site"))[.systemFileNumber] as? Int
        let sink = try StagingFolderSink(output: site.path("site"), forceContentSwap: true)
        #expect(sink.staging.hasPrefix(site.path("site") + "/"))
        try sink.write("index.html", Array("new".utf8))
        try sink.write("a/b/c.html", Array("deep".utf8))
        try sink.commit()
        let after = try FileManager.default.attributesOfItem(atPath: site.path("site"))[.systemFileNumber] as? Int
        #expect(before == after)
        #expect(folderFiles(site.path("site")).keys.sorted() == [SiteWriter.marker, "a/b/c.html", "index.html"])
        #expect(site.read("site/index.html") == "new")
        #expect(try siblings(site) == ["content", "site"])
    }

    @Test("files 300 folders deep, and beside folders made before them, are written where they belong")
    func deepFolders() throws {
        let site = try TempSite()
        defer { site.remove() }
        // Each new folder made only what was missing, nearest parent first: the files are at
        // every depth, made deepest first and then along the way back up, and in new branches.
        let deep = (1...300).map { _ in "d" }.joined(separator: "/")
        let sink = try StagingFolderSink(output: site.path("site"))
        try sink.write(deep + "/bottom.html", Array("bottom".utf8))
        for depth in stride(from: 299, through: 1, by: -37) {
            let folder = (1...depth).map { _ in "d" }.joined(separator: "/")
            try sink.write(folder + "/x/side.html", Array("side \(depth)".utf8))
        }
        try sink.write("top.html", Array("top".utf8))
        try sink.commit()
        let files = folderFiles(site.path("site"))
        #expect(files.count == 1 + 1 + 9 + 1)
        #expect(site.read("site/" + deep + "/bottom.html") == "bottom")
        #expect(site.read("site/d/x/side.html") == nil)
        #expect(site.read("site/" + (1...225).map { _ in "d" }.joined(separator: "/") + "/x/side.html") == "side 225")
        #expect(site.read("site/top.html") == "top")
    }

    @Test("a real mount point as output builds (where this user may mount)")
    func mountPoint() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        try FileManager.default.createDirectory(atPath: site.path("site"), withIntermediateDirectories: true)
        guard run("/bin/mount", ["-t", "tmpfs", "themebook-test", site.path("site")]) == 0 else {
            // Without the right to mount, the same path is taken by `contentSwap` above.
            #expect(FolderSwap.isMountPoint(site.path("site")) == false)
            return
        }
        defer { _ = run("/bin/umount", [site.path("site")]) }
        #expect(FolderSwap.isMountPoint(site.path("site")))
        #expect(build(site, output: site.path("site")).wrote)
        #expect(build(site, output: site.path("site")).wrote)
        #expect(site.read("site/index.html")?.contains("Mini") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path("site")).filter { $0.hasPrefix(".themebook-") } == [SiteWriter.marker])
    }

    @Test("a build's swap is one exchange: the output path names a whole site at every moment")
    func atomicExchange() throws {
        let site = try TempSite(MiniContent.files)
        defer { site.remove() }
        #expect(build(site, output: site.path("site")).wrote)
        try site.write("other/x.html", "x")
        #expect(FolderSwap.exchange(site.path("other"), site.path("site")))
        #expect(site.read("site/x.html") == "x")
        #expect(site.read("other/index.html")?.contains("Mini") == true)
    }

    private func run(_ tool: String, _ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
