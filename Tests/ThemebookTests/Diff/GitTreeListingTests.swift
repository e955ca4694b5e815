import Testing

@testable import ThemebookCore

/// The pure readers of git's answers (`GitTreeListing`) and the path check (`GitTreePath`).
@Suite("Diff: reading git's listing and checking its paths")
struct GitTreeListingTests {
    static let object = String(repeating: "ab", count: 20)

    static func record(_ mode: String, _ type: String, _ path: String, object: String = object) -> [UInt8] {
        Array("\(mode) \(type) \(object)\t\(path)".utf8) + [0]
    }

    @Test("ls-tree -z records are read as files, links, folders and submodules; anything else is refused")
    func entries() {
        let output = Self.record("040000", "tree", "content") + Self.record("100644", "blob", "content/a b.json")
            + Self.record("120000", "blob", "content/l") + Self.record("160000", "commit", "content/sub") + Self.record("100755", "blob", "content/x")
        guard case .success(let entries) = GitTreeListing.entries(output) else {
            Issue.record("not read")
            return
        }
        #expect(entries.map(\.kind) == [.folder, .file, .link, .submodule, .file])
        #expect(entries[1].path == Array("content/a b.json".utf8))
        #expect(GitTreeListing.entries([]) == .success([]))
        #expect(GitTreeListing.entries(Array("100644 blob \(Self.object) x".utf8) + [0]) == .failure(.malformed(record: 1)))
        #expect(GitTreeListing.entries(Self.record("100644", "blob", "x", object: "ABAB")) == .failure(.malformed(record: 1)))
        #expect(GitTreeListing.entries(Self.record("100644", "blob", "a") + Self.record("100644", "tree", "b"))
            == .failure(.mode("100644", path: Array("b".utf8))))
        #expect(GitTreeListing.entries(Self.record("120755", "blob", "c")) == .failure(.mode("120755", path: Array("c".utf8))))
    }

    @Test("cat-file --batch answers are read blob by blob; a missing object or a short answer is refused")
    func blobs() {
        let a = Self.object, b = String(repeating: "cd", count: 20)
        let output = Array("\(a) blob 3\nx\ny\n\(b) blob 0\n\n".utf8)
        let blobs = GitTreeListing.blobs(output)
        #expect(blobs?.map(\.object) == [a, b])
        #expect(blobs?.map(\.bytes) == [Array("x\ny".utf8), []])
        #expect(GitTreeListing.blobs(Array("\(a) missing\n".utf8)) == nil)
        #expect(GitTreeListing.blobs(Array("\(a) blob 9\nxy\n".utf8)) == nil)
        #expect(GitTreeListing.blobs(Array("\(a) blob 99999999999999999999\nxy\n".utf8)) == nil)
        #expect(GitTreeListing.blobs(Array("\(a) blob 2\nxyz".utf8)) == nil)
    }

    @Test("every path git's fsck refuses is refused, with the reason; ordinary names pass", arguments: [
        ("..", "it has a '..' component"), ("a/./b", "it has a '.' component"), ("a//b", "it has an empty component"),
        ("/a", "it has an empty component"), ("a/", "it has an empty component"), ("", "it is empty"),
        ("a/.git/config", "'.git' is git's own folder to some file system"),
        (".GiT", "'.GiT' is git's own folder to some file system"),
        (".git. . ", "'.git. . ' is git's own folder to some file system"),
        (".git::$INDEX_ALLOCATION", "'.git::$INDEX_ALLOCATION' is git's own folder to some file system"),
        ("GIT~1", "'GIT~1' is git's own folder to some file system"),
        ("\u{200E}.g\u{206F}i\u{FEFF}T", "'\u{200E}.g\u{206F}i\u{FEFF}T' is git's own folder to some file system"),
        ("a\\..", "it holds a '\\', a folder separator on Windows"),
    ])
    func refused(_ path: String, _ reason: String) {
        #expect(GitTreePath.problem(Array(path.utf8)) == reason)
    }

    @Test("names close to .git, and unusual but harmless names, are read")
    func accepted() {
        for path in [".gitignore", ".github/workflows/ci.yml", ".git-blame", "git~2", "a.git", ".gi", "...", "a b/c", "é/ü.json", ".git~1"] {
            #expect(GitTreePath.problem(Array(path.utf8)) == nil, "\(path)")
        }
        #expect(GitTreePath.problem([0x61, 0x00, 0x62]) == "it holds a NUL byte")
        #expect(GitTreePath.problem([0x61, 0xFF]) == "it is not UTF-8")
    }
}
