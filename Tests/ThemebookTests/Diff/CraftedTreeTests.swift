import Foundation
import Testing

@testable import ThemebookCore

/// Commits crafted to attack `diff REV`, `diff --against` and `build --changes-against`: a
/// revision is read from git into memory, so no entry can write anywhere, and every entry git's
/// fsck refuses, every clash and every link leading outside is an `unsafe-git-path` error
/// naming the entry.
@Suite("Diff: crafted git trees")
struct CraftedTreeTests {
    /// A folder outside the repository that nothing may write into or read from.
    struct Canary {
        let site: TempSite
        var path: String { site.folder.path }
        var name: String { site.folder.lastPathComponent }
        init() throws { site = try TempSite(["secret.json": "SECRET-LINE {\n}\n"]) }
        var entries: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }
    }

    static func unsafe(_ loaded: DiffSide.Loaded) -> [String] {
        loaded.errors.filter { $0.id == GitTreePath.unsafeID }.map(\.message)
    }

    @Test("every component git's fsck refuses is refused, each entry named, and the revision is not read")
    func refusedComponents() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let names = [
            "..", ".", ".git", ".GIT", ".Git", ".git.", ".git ", ".git. .", "git~1", "GIT~1", ".git::$INDEX_ALLOCATION",
            ".g\u{200C}it", "\u{FEFF}.GIT", ".git\u{200D}", "a\\b",
        ]
        try repo.commit("evil", content: names.map { ($0, .tree([("x.json", .file("{}"))])) })
        let loaded = repo.load("evil")
        #expect(loaded.catalogue == nil)
        let messages = Self.unsafe(loaded)
        #expect(messages.count == names.count, "\(messages)")
        for name in names {
            let entry = "entry 'evil:content/\(name)' is refused: "
            #expect(messages.contains { $0.hasPrefix(entry) }, "\(entry) is not reported: \(messages)")
        }
        #expect(messages.contains("entry 'evil:content/..' is refused: it has a '..' component; the revision is not read"))
        #expect(messages.contains("entry 'evil:content/.git' is refused: '.git' is git's own folder to some file system; the revision is not read"))
        #expect(loaded.errors.allSatisfy { $0.id == GitTreePath.unsafeID })
        // Through the commands: each entry named, nothing written in the repository or the canary.
        let canary = try Canary()
        defer { canary.site.remove() }
        for arguments in [["diff", "--against", "evil"], ["diff", "evil", "base"], ["build", "--changes-against", "evil"]] {
            let run = try repo.run(arguments)
            #expect(run.status == 1, "\(arguments)")
            for name in names { #expect(run.err.contains("entry 'evil:content/\(name)' is refused: "), "\(arguments): \(name)") }
        }
        #expect(try repo.git(["status", "--porcelain", "--ignored"]) == "")
        #expect(canary.entries == ["secret.json"])
        // An empty name git refuses itself, and says so.
        try repo.commit("empty", content: [("", .tree([("x.json", .file("{}"))]))])
        let empty = repo.load("empty")
        #expect(empty.errors.map(\.message) == ["git could not list the files of revision 'empty': fatal: empty filename in tree entry"])
        #expect(empty.catalogue == nil)
    }

    @Test("a name holding a '/' (a tree only hash-object --literally makes) is refused")
    func slashInName() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let blob = try repo.blob("{}")
        let inner = try repo.literalTree([("100644", "a/b.json", blob)])
        try repo.commit("slash", content: [], raw: [("040000", "sub", inner)])
        let messages = Self.unsafe(repo.load("slash"))
        #expect(messages == ["entry 'slash:content/sub/a/b.json' is refused: it holds a '/' inside one name; the revision is not read"])
    }

    @Test("'..' entries that climbed out of the old temporary checkout write nothing outside")
    func climbingEntries() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let canary = try Canary()
        defer { canary.site.remove() }
        // content/../../<canary>/pwned.json: beside the old checkout folder, in the canary.
        try repo.commit("climb", content: [("..", .tree([("..", .tree([(canary.name, .tree([("pwned.json", .file("{}"))]))]))]))])
        let run = try repo.run(["diff", "--against", "climb"])
        #expect(run.status == 1)
        #expect(run.err.contains("entry 'climb:content/..' is refused: it has a '..' component"))
        #expect(canary.entries == ["secret.json"])
        #expect(!FileManager.default.fileExists(atPath: (NSTemporaryDirectory() as NSString).appendingPathComponent("pwned.json")))
    }

    @Test("a link and a folder of one name never write through the link; the entry is named")
    func linkAndFolderOfOneName() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let canary = try Canary()
        defer { canary.site.remove() }
        try repo.commit("twin", content: [("guides", .link(canary.path)), ("guides", .tree([("pwned.md", .file("# x\n"))]))])
        let loaded = repo.load("twin")
        let messages = Self.unsafe(loaded)
        #expect(messages.contains("entry 'twin:content/guides/pwned.md' needs 'twin:content/guides' to be a folder, but it is a file or a link; the revision is not read"), "\(messages)")
        #expect(canary.entries == ["secret.json"])
        #expect(messages.contains("entry 'twin:content/guides' is listed twice (a folder and a file or a link); the revision is not read"))
        // Two files of one name.
        try repo.commit("twin2", content: [("x.json", .file("{}")), ("x.json", .file("[]"))])
        #expect(Self.unsafe(repo.load("twin2")) == ["entry 'twin2:content/x.json' is listed twice; the revision is not read"])
        #expect(canary.entries == ["secret.json"])
    }

    @Test("a committed link leading outside the revision is refused and never read, its excerpt never shown")
    func linksOutside() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let canary = try Canary()
        defer { canary.site.remove() }
        let secret = canary.path + "/secret.json"
        // dark.tokens.json is read by the resolver: a link to a file outside, absolute, by
        // climbing, and by climbing through another link that points at its own folder.
        try repo.commit("abs", content: [("tokens", .tree(try repo.baseTokens(replacing: "dark.tokens.json", with: .link(secret))))], dropping: ["tokens"])
        let run = try repo.run(["diff", "--against", "abs"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix(
            "abs:content/tokens/dark.tokens.json:1:1: error: entry 'abs:content/tokens/dark.tokens.json' is a link to '\(secret)', "
                + "outside the revision; it is not followed; the revision is not read [unsafe-git-path]\n"))
        #expect(!run.err.contains("SECRET"), "\(run.err)")
        let climb = String(repeating: "../", count: 12) + String(secret.dropFirst())
        try repo.commit("up", content: [("tokens", .tree(try repo.baseTokens(replacing: "dark.tokens.json", with: .link(climb))))], dropping: ["tokens"])
        #expect(Self.unsafe(repo.load("up")) == [
            "entry 'up:content/tokens/dark.tokens.json' is a link to '\(climb)', outside the revision; it is not followed; the revision is not read",
        ])
        try repo.commit("via", content: [
            ("here", .link(".")), ("tokens", .tree(try repo.baseTokens(replacing: "dark.tokens.json", with: .link("../here/../../x")))),
        ], dropping: ["tokens"])
        #expect(Self.unsafe(repo.load("via")) == [
            "entry 'via:content/tokens/dark.tokens.json' is a link to '../here/../../x', outside the revision; it is not followed; the revision is not read",
        ])
        let build = try repo.run(["build", "--changes-against", "abs"])
        #expect(build.status == 1)
        #expect(build.err.contains("entry 'abs:content/tokens/dark.tokens.json' is a link to '\(secret)'"))
        #expect(!build.err.contains("SECRET"))
        #expect(canary.entries == ["secret.json"])
    }

    @Test("a content folder that is itself a link to a folder outside is refused, and nothing of it is read")
    func contentFolderLink() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        let canary = try Canary()
        defer { canary.site.remove() }
        let link = try repo.blob(canary.path)
        let root = try repo.git(["mktree", "-z"], input: Array("120000 blob \(link)\tcontent\0".utf8))
        let commit = try repo.git(["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit-tree", root, "-p", "base", "-m", "away"])
        try repo.git(["tag", "away", commit])
        #expect(Self.unsafe(repo.load("away")) == [
            "entry 'away:content' is a link to '\(canary.path)', outside the revision; it is not followed; the revision is not read",
        ])
        let run = try repo.run(["diff", "--against", "away"])
        #expect(run.status == 1)
        #expect(!run.err.contains("SECRET"), "\(run.err)")
        #expect(canary.entries == ["secret.json"])
    }

    @Test("links inside the revision are followed in memory, as a checkout would")
    func linksInside() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        try repo.commit("linked", content: [
            ("shared", .tree([("dark.json", .file(MiniContent.dark))])),
            ("tokens", .tree(try repo.baseTokens(replacing: "dark.tokens.json", with: .link("../shared/./dark.json")))),
        ], dropping: ["tokens"])
        let run = try repo.run(["diff", "base", "linked"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "Changes from base to linked\n\nNo changes\n")
    }

    @Test("an error in a revision shows its line from the revision, never from the working tree")
    func excerptFromRevision() throws {
        let repo = try CraftedRepository()
        defer { repo.remove() }
        try repo.commit("broken", content: [
            ("tokens", .tree(try repo.baseTokens(replacing: "dark.tokens.json", with: .file("{\"Layers\": \n  {,}\n}\n")))),
        ], dropping: ["tokens"])
        try repo.site.write("content/tokens/dark.tokens.json", "{\"Layers\": \n  WORKING-TREE\n}\n")
        let run = try repo.run(["diff", "broken", "base"])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("broken:content/tokens/dark.tokens.json:2:4: error: "))
        #expect(run.err.contains("\n      {,}\n       ^\n"))
        #expect(!run.err.contains("WORKING-TREE"))
    }
}
