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
        try sink.commit()
        let files = folderFiles(site.path("site"))
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

    @Test("a failed build's half-streamed file goes with its staging folder; the previous site stays")
    func discarded() throws {
        let site = try TempSite()
        defer { site.remove() }
        let first = try StagingFolderSink(output: site.path("site"))
        try first.write("index.html", Array("old".utf8))
        try first.commit()
        let second = try StagingFolderSink(output: site.path("site"))
        let stream = try second.open("search-index.json")
        try stream.append(Array("[half".utf8))
        second.discard()
        #expect(folderFiles(site.path("site")) == [SiteWriter.marker: Array(SiteWriter.markerText.utf8), "index.html": Array("old".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.path) == ["site"])
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
        let staged = ChangedFiles(previous: [:])
        let folder = try StagingFolderSink(output: site.path("site"))
        staged.forward = folder
        try Self.stream(Self.pieces, to: "a.json", in: staged)
        try folder.commit()
        #expect(staged.digests["a.json"] == Digest(Self.whole))
        #expect(staged.changed["a.json"] == [])
        #expect(folderFiles(site.path("site"))["a.json"] == Self.whole)
    }
}
