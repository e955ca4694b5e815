import Foundation
@testable import ThemebookCore

/// A git repository holding the mini content at `base`, in which tests craft commits no
/// working tree could make (a `..` entry, a link and a folder of one name) with git's plumbing:
/// `hash-object`, `mktree`, `commit-tree`. Nothing is ever checked out.
struct CraftedRepository {
    let site: TempSite
    var path: String { site.folder.path }

    init(extra: [String: String] = [:]) throws {
        site = try TempSite(MiniContent.files.merging(extra) { _, new in new })
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "base"])
        try git(["tag", "base"])
    }

    struct GitFailed: Error, CustomStringConvertible {
        var arguments: [String]
        var error: String
        var description: String { "git \(arguments.joined(separator: " ")) failed: \(error)" }
    }

    @discardableResult
    func git(_ arguments: [String], input: [UInt8] = []) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", path] + arguments
        let inFile = site.path(".git/test-input-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: inFile, contents: Data(input))
        defer { try? FileManager.default.removeItem(atPath: inFile) }
        process.standardInput = FileHandle(forReadingAtPath: inFile)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let bytes = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFailed(arguments: arguments, error: String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// A blob of these bytes.
    func blob(_ bytes: [UInt8]) throws -> String { try git(["hash-object", "-w", "--stdin"], input: bytes) }
    func blob(_ text: String) throws -> String { try blob(Array(text.utf8)) }

    enum Entry {
        case file(String)
        case link(String)
        case tree([(String, Entry)])
    }

    /// A tree of these entries, in the order given (duplicates and any name allowed).
    func tree(_ entries: [(String, Entry)]) throws -> String {
        var lines: [UInt8] = []
        for (name, entry) in entries { lines += try record(name, entry) }
        return try git(["mktree", "-z"], input: lines)
    }

    /// One `mktree -z` record.
    private func record(_ name: String, _ entry: Entry) throws -> [UInt8] {
        let line: String
        switch entry {
        case .file(let text): line = "100644 blob \(try blob(text))"
        case .link(let target): line = "120000 blob \(try blob(target))"
        case .tree(let inner): line = "040000 tree \(try tree(inner))"
        }
        return Array(line.utf8) + [9] + Array(name.utf8) + [0]
    }

    /// Tags a commit whose content folder is the base one plus `extra` entries (and without
    /// the base entries named in `dropping`), or whose top has `top` entries beside it.
    func commit(
        _ tag: String, content extra: [(String, Entry)], raw: [(mode: String, name: String, object: String)] = [],
        dropping: Set<String> = [], top: [(String, Entry)] = []
    ) throws {
        let base = try git(["ls-tree", "-z", "base:content"]).split(separator: "\0").filter { line in
            guard let tab = line.firstIndex(of: "\t") else { return false }
            return !dropping.contains(String(line[line.index(after: tab)...]))
        }
        var lines = Array(base.joined(separator: "\0").utf8) + [0]
        for (name, entry) in extra { lines += try record(name, entry) }
        for entry in raw { lines += Array("\(entry.mode) \(entry.mode == "040000" ? "tree" : "blob") \(entry.object)\t\(entry.name)".utf8) + [0] }
        let content = try git(["mktree", "-z"], input: lines)
        var topLines = Array("040000 tree \(content)\tcontent\0".utf8)
        for (name, entry) in top { topLines += try record(name, entry) }
        let root = try git(["mktree", "-z"], input: topLines)
        let commit = try git(
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit-tree", root, "-p", "base", "-m", tag])
        try git(["tag", tag, commit])
    }

    /// The revision loaded as `diff` and `build --changes-against` load it.
    func load(_ tag: String) -> DiffSide.Loaded {
        DiffSide(.revision(tag, content: "content", repository: path)).load()
    }

    func run(_ arguments: [String]) throws -> Themebook.Run {
        try Themebook.run(arguments, in: site.folder)
    }

    func remove() { site.remove() }
}

extension CraftedRepository {
    /// A tree object written as raw bytes (`hash-object -t tree --literally`), so a name may
    /// hold anything `mktree` refuses, such as a `/`. Entries are `(mode, name, object)`.
    func literalTree(_ entries: [(String, String, String)]) throws -> String {
        var bytes: [UInt8] = []
        for (mode, name, object) in entries {
            bytes += Array("\(mode) \(name)".utf8) + [0]
            var hex = Array(object.utf8)[...]
            while hex.count >= 2 {
                bytes.append(UInt8(String(decoding: hex.prefix(2), as: UTF8.self), radix: 16) ?? 0)
                hex = hex.dropFirst(2)
            }
        }
        return try git(["hash-object", "-t", "tree", "--literally", "-w", "--stdin"], input: bytes)
    }

    /// The base commit's `content/tokens` entries with one replaced.
    func baseTokens(replacing name: String, with entry: Entry) throws -> [(String, Entry)] {
        var entries: [(String, Entry)] = []
        for file in try git(["ls-tree", "--name-only", "base:content/tokens"]).split(separator: "\n").map(String.init) {
            entries.append((file, file == name ? entry : .file(try git(["show", "base:content/tokens/\(file)"]))))
        }
        return entries
    }
}
