import Foundation

/// Runs a program other than themebook (git, actionlint, python3, swift, a script) for the tests
/// that ship themebook: output through files, so a chatty run never stalls on a full pipe.
enum Tool {
    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    static func run(
        _ program: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) async throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.currentDirectoryURL = folder
        var merged = ProcessInfo.processInfo.environment
        merged["GITHUB_ACTIONS"] = nil
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try await process.runUntilExit()
        try out.close()
        try err.close()
        func read(_ url: URL) -> String {
            FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return Run(status: process.terminationStatus, out: read(outURL), err: read(errURL))
    }

    /// A git command that must succeed, with a fixed author and time so commits are reproducible.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) async throws -> String {
        let run = try await run("git", arguments, in: folder, environment: [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z",
            "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z", "GIT_CONFIG_GLOBAL": "/dev/null",
        ])
        guard run.status == 0 else { throw ToolFailure(message: "git \(arguments.joined(separator: " ")): \(run.err)") }
        return run.out
    }
}

struct ToolFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A fresh temporary folder, removed by `remove()`.
struct ScratchFolder {
    let url: URL

    init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ relative: String) -> URL { url.appendingPathComponent(relative) }
    func write(_ relative: String, _ text: String) throws {
        let file = path(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative).path).map { String(decoding: $0, as: UTF8.self) }
    }
    func remove() { try? FileManager.default.removeItem(at: url) }
}
