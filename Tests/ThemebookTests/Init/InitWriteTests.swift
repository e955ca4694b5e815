import Foundation
import Testing

@testable import ThemebookCore

/// `themebook init` on a disk that fills up: each file is written whole or not at all, and an
/// empty leftover is taken as not written, so a second `init` finishes the folder.
@Suite("themebook init: whole files or none")
struct InitWriteTests {
    /// Runs `themebook ARGUMENTS` with files limited to `blocks` 512-byte blocks (`ulimit -f`;
    /// SIGXFSZ ignored, so a write past it fails with EFBIG as on a full disk). Output through
    /// pipes, which the limit does not touch.
    static func runLimited(_ arguments: [String], blocks: Int, in folder: URL) throws -> Themebook.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f \(blocks) && trap '' XFSZ && exec \"$0\" \"$@\"", Themebook.binary.path] + arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errors = LockedBox(Data())
        let reader = Thread { errors.set(err.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while errors.get().isEmpty && process.isRunning { usleep(10_000) }
        usleep(50_000)
        return Themebook.Run(
            status: process.terminationStatus, out: String(decoding: output, as: UTF8.self), err: String(decoding: errors.get(), as: UTF8.self))
    }

    /// Every file under `folder`, relative path → size.
    static func sizes(_ folder: String) -> [String: Int] {
        var out: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            out[path] = FileManager.default.contents(atPath: folder + "/" + path)?.count ?? -1
        }
        return out
    }

    @Test("a full disk leaves each file whole or absent, never empty or cut; a second init writes the rest")
    func fullDisk() throws {
        let repo = try TempSite()
        defer { repo.remove() }
        let starter = StarterContent.files(title: "Acme colours")
        let small = starter.filter { $0.contents.utf8.count <= 512 }.map(\.path).sorted()
        let large = starter.filter { $0.contents.utf8.count > 512 }.map(\.path).sorted()
        try #require(!small.isEmpty && !large.isEmpty, "the starter needs files on both sides of the limit")

        let full = try Self.runLimited(["init", "docs", "--title", "Acme colours"], blocks: 1, in: repo.folder)
        #expect(full.status == 1)
        for path in large {
            #expect(full.err.contains("error: cannot write 'docs/\(path)': File too large [write-failed]"), "\(full.err)")
        }
        // Whole or absent: the small files complete, nothing else at all (no temporary file).
        let written = Self.sizes(repo.path("docs"))
        #expect(written.keys.sorted() == small)
        for (path, contents) in starter where written[path] != nil {
            #expect(repo.read("docs/" + path) == contents, "\(path) is not whole")
        }

        let again = try Themebook.run(["init", "docs", "--title", "Acme colours"], in: repo.folder)
        #expect(again.status == 0, "\(again.err)")
        let lines = again.out.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("created ") }.sorted() == large.map { "created docs/\($0)" })
        #expect(lines.filter { $0.hasPrefix("skipped ") }.sorted() == small.map { "skipped docs/\($0): it exists" })
        for (path, contents) in starter { #expect(repo.read("docs/" + path) == contents) }
    }

    @Test("an empty file left by an earlier init is written; a file with content, or a link, is kept")
    func emptyLeftover() throws {
        let repo = try TempSite(["docs/themebook.json": "", "docs/tokens/resolver.json": "{}"])
        defer { repo.remove() }
        try FileManager.default.createDirectory(atPath: repo.path("docs/guides"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.path("docs/guides/getting-started.md"), withDestinationPath: "nowhere")
        let run = try Themebook.run(["init", "docs"], in: repo.folder)
        #expect(run.out.hasPrefix("created docs/themebook.json\n"))
        #expect(run.out.contains("skipped docs/tokens/resolver.json: it exists\n"))
        #expect(repo.read("docs/themebook.json")?.hasPrefix("{") == true)
        #expect(repo.read("docs/tokens/resolver.json") == "{}")
        #expect(run.out.contains("skipped docs/guides/getting-started.md: it exists\n"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: repo.path("docs/guides/getting-started.md")) == "nowhere")
        #expect(try FileManager.default.contentsOfDirectory(atPath: repo.path("docs")).filter { $0.hasPrefix(".") } == [])
    }
}
