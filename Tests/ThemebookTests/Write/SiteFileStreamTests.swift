import Foundation
import Testing
@testable import ThemebookCore

/// Files written in pieces (`SiteSink.open`): every sink ends up with exactly the bytes one
/// whole `write` gives.
@Suite("Writing a file in pieces")
struct SiteFileStreamTests {
    /// Bytes with every value, in pieces of awkward sizes (empty ones too), bigger than a block.
    static let whole: [UInt8] = (0..<(StreamBuffer.blockSize * 2 + 123)).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 / 251) }
    static var pieces: [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        let sizes = [0, 1, 5000, 0, 70_000, 3, 65_536]
        while start < whole.count {
            let end = min(whole.count, start + sizes[pieces.count % sizes.count])
            pieces.append(Array(whole[start..<end]))
            start = end
        }
        return pieces
    }

    /// A site already built: `index.html` saying "old".
    static func previousSite() throws -> TempSite {
        let site = try TempSite()
        let first = try StagingFolderSink(output: site.path("site"))
        try first.write("index.html", Array("old".utf8))
        try first.commit()
        return site
    }

    /// `previousSite()` as it was, and no staging folder left beside it.
    static func expectPreviousSite(_ site: TempSite) throws {
        #expect(folderFiles(site.path("site")) == [SiteWriter.marker: Array(SiteWriter.markerText.utf8), "index.html": Array("old".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path) == ["site"])
    }

    static func stream(_ pieces: [[UInt8]], to path: String, in sink: some SiteSink) throws {
        let stream = try sink.open(path)
        for piece in pieces { try stream.append(piece) }
        try stream.close()
    }

    @Test("a memory sink keeps the pieces together as the file")
    func memory() throws {
        let sink = MemorySink()
        try Self.stream(Self.pieces, to: "a/b.json", in: sink)
        try sink.write("c.json", Self.whole)
        #expect(sink.files["a/b.json"] == Self.whole)
        #expect(sink.files["a/b.json"] == sink.files["c.json"])
        // Never closed: no file.
        let open = try sink.open("open.json")
        try open.append([1, 2, 3])
        #expect(sink.files["open.json"] == nil)
    }

    @Test("a staging folder appends each piece to the staged file; the site on disk has the same bytes as a whole write")
    func stagingFolder() throws {
        let site = try TempSite()
        defer { site.remove() }
        let sink = try StagingFolderSink(output: site.path("site"))
        try Self.stream(Self.pieces, to: "deep/er/streamed.json", in: sink)
        try sink.write("whole.json", Self.whole)
        // Through a buffer, as the generated files are written.
        var buffer = StreamBuffer(try sink.open("buffered.js"))
        for piece in Self.pieces { try buffer.append(piece) }
        try buffer.close()
        // A page that stays under a block: held, and written whole when closed.
        try Self.stream([[1, 2], [], [3]], to: "pages/small.html", in: sink)
        let unclosed = try sink.open("pages/unclosed.html")
        try unclosed.append([4])
        try sink.commit()
        let files = folderFiles(site.path("site"))
        #expect(files["pages/small.html"] == [1, 2, 3])
        #expect(files["pages/unclosed.html"] == nil)
        #expect(files["deep/er/streamed.json"] == Self.whole)
        #expect(files["whole.json"] == Self.whole)
        #expect(files["buffered.js"] == Self.whole)
    }

    @Test("a staging folder creates files in more folders than it keeps open, from several threads, each folder made once")
    func manyFolders() throws {
        let site = try TempSite()
        defer { site.remove() }
        let sink = try StagingFolderSink(output: site.path("site"))
        // 150 folders, two and three deep (past the 64 kept open), written in no fixed order.
        let paths = (0..<300).map { "f\($0 % 150)/\($0 % 2 == 0 ? "x/" : "")p\($0).html" } + ["/rooted.html", "top.html"]
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            try? sink.write(paths[index], Array(paths[index].utf8))
        }
        try sink.commit()
        let files = folderFiles(site.path("site"))
        #expect(files.count == paths.count + 1)
        for path in paths { #expect(files[String(path.drop { $0 == "/" })] == Array(path.utf8)) }
        // A file where a folder must go is the error of the file that needs the folder.
        let second = try StagingFolderSink(output: site.path("site"))
        try second.write("taken", [])
        #expect(throws: SiteWriter.Failure.self) { try second.write("taken/page.html", []) }
        second.discard()
    }

    @Test("small files handed over from many threads are all written; a failure is thrown to the next caller and by finish")
    func handedOver() throws {
        let site = try TempSite()
        defer { site.remove() }
        let root = site.path("staged")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let folders = try StagedFolders(root)
        defer { folders.close() }
        // A queue this small fills often: threads then wait their turn to write.
        let writes = StagedWrites(folders, limit: 2_000)
        let paths = (0..<400).map { "d\($0 % 7)/p\($0).html" }
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            try? writes.write(paths[index], Array(repeating: UInt8(index % 251), count: index * 3))
        }
        try writes.finish()
        let files = folderFiles(root)
        #expect(files.count == paths.count)
        for (index, path) in paths.enumerated() { #expect(files[path] == Array(repeating: UInt8(index % 251), count: index * 3)) }
        // A file where a folder must go: the error of the file that needs the folder, then of
        // every later call, and of `finish`.
        try writes.write("taken", [])
        #expect(throws: SiteWriter.Failure.self) { try writes.write("taken/page.html", []) }
        #expect(throws: SiteWriter.Failure.self) { try writes.write("other.html", []) }
        #expect(throws: SiteWriter.Failure.self) { try writes.finish() }
        #expect(folderFiles(root)["other.html"] == nil)
    }

    @Test("a site path with a '.' or '..' component, or a link in the staging folder, is never written through")
    func neverOutside() throws {
        let site = try TempSite(["canary/keep.txt": "kept"])
        defer { site.remove() }
        let root = site.path("staged")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let folders = try StagedFolders(root)
        defer { folders.close() }
        for path in ["../canary/x.html", "a/../../canary/x.html", "./x.html", "a/./x.html", "a/.."] {
            #expect(throws: SiteWriter.Failure.self, "\(path)") { _ = try folders.create(path) }
        }
        // Links put in place (by anyone but the sink): neither a file nor a folder is opened through one.
        try FileManager.default.createSymbolicLink(atPath: root + "/page.html", withDestinationPath: site.path("canary/keep.txt"))
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: site.path("canary"))
        #expect(throws: SiteWriter.Failure.self) { _ = try folders.create("page.html") }
        #expect(throws: SiteWriter.Failure.self) { _ = try folders.create("out/x.html") }
        #expect(site.read("canary/keep.txt") == "kept")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path("canary")) == ["keep.txt"])
        #expect(!FileManager.default.fileExists(atPath: site.path("x.html")))
    }

    @Test("a staging folder whose file failed does not commit; the previous site stays")
    func failedWriteKeepsSite() throws {
        let site = try Self.previousSite()
        defer { site.remove() }
        let second = try StagingFolderSink(output: site.path("site"))
        try second.write("taken", [])
        try? second.write("taken/page.html", [])
        #expect(throws: SiteWriter.Failure.self) { try second.write("index.html", Array("new".utf8)) }
        #expect(throws: SiteWriter.Failure.self) { try second.commit() }
        try Self.expectPreviousSite(site)
    }

    @Test("a failed build's half-streamed file goes with its staging folder; the previous site stays")
    func discarded() throws {
        let site = try Self.previousSite()
        defer { site.remove() }
        let second = try StagingFolderSink(output: site.path("site"))
        let stream = try second.open("search-index.json")
        try stream.append(Array("[half".utf8))
        second.discard()
        try Self.expectPreviousSite(site)
    }

    @Test("a discarding sink counts a streamed file once")
    func discarding() throws {
        let sink = DiscardingSink()
        try Self.stream(Self.pieces, to: "a.json", in: sink)
        try sink.write("b.json", [])
        #expect(sink.fileCount == 2)
    }

    @Test("the incremental sink digests a streamed file as the whole file, kept or passed on")
    func changedFiles() throws {
        #expect(Digest(Self.whole) != Digest(Array(Self.whole.dropLast())))
        let kept = ChangedFiles(previous: [:])
        try Self.stream(Self.pieces, to: "a.json", in: kept)
        #expect(kept.digests["a.json"] == Digest(Self.whole))
        #expect(kept.changed["a.json"] == Self.whole)

        let unchanged = ChangedFiles(previous: ["a.json": Digest(Self.whole)])
        try Self.stream(Self.pieces, to: "a.json", in: unchanged)
        #expect(unchanged.changed.isEmpty && unchanged.digests["a.json"] == Digest(Self.whole))

        let site = try TempSite()
        defer { site.remove() }
        let folder = try StagingFolderSink(output: site.path("site"))
        let staged = ChangedFiles(previous: [:], forward: folder)
        try Self.stream(Self.pieces, to: "a.json", in: staged)
        try folder.commit()
        #expect(staged.digests["a.json"] == Digest(Self.whole))
        #expect(staged.changed["a.json"] == [])
        #expect(folderFiles(site.path("site"))["a.json"] == Self.whole)
    }

    @Test("a site path with a '.' or '..' component fails the build and writes nothing; dots inside a name do not")
    func dotComponents() throws {
        let site = try Self.previousSite()
        defer { site.remove() }
        for path in ["tokens/../../escaped.html", "../escaped.html", "a/./b.html", "a/.."] {
            let sink = try StagingFolderSink(output: site.path("site"))
            #expect(throws: SiteWriter.Failure.self, "\(path)") {
                try sink.write(path, Array("x".utf8))
                try sink.commit()
            }
            sink.discard()
            try Self.expectPreviousSite(site)
        }
        let sink = try StagingFolderSink(output: site.path("site"))
        try sink.write("tokens/a..b.html", Array("x".utf8))
        try sink.write("tokens/.../c.html", Array("y".utf8))
        try sink.commit()
        #expect(folderFiles(site.path("site"))["tokens/a..b.html"] == Array("x".utf8))
        #expect(folderFiles(site.path("site"))["tokens/.../c.html"] == Array("y".utf8))
    }
}
