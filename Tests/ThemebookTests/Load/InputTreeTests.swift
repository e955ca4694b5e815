import Testing

@testable import ThemebookCore

/// A revision's files in memory: links are followed inside the tree only, as the kernel would
/// follow them on disk, and nothing resolves to anything outside.
@Suite("Load: a tree of files in memory")
struct InputTreeTests {
    static func tree(_ entries: [(String, InputTree.Node)]) -> InputTree {
        var tree = InputTree()
        for (path, node) in entries { #expect(tree.add(path, node) == nil, "\(path)") }
        return tree
    }

    @Test("paths resolve through folders and links; '..' after a link goes to the parent of where it led")
    func resolve() {
        let tree = Self.tree([
            ("a/b/file.json", .file([1])), ("a/deep", .link("b")), ("top", .link(".")), ("a/up", .link("../a/b/file.json")),
            ("c/d", .link("../a/deep/..")), ("loop", .link("loop")),
        ])
        #expect(tree.resolve("a/b/file.json") == .file("a/b/file.json"))
        #expect(tree.resolve("a/deep/file.json") == .file("a/b/file.json"))
        #expect(tree.resolve("a/up") == .file("a/b/file.json"))
        #expect(tree.resolve("top/top/a") == .folder("a"))
        // c/d → ../a/deep/.. → a/b/.. → a
        #expect(tree.resolve("c/d") == .folder("a"))
        #expect(tree.resolve("a/b/file.json/x") == .missing)
        #expect(tree.resolve("a/b/file.json/.") == .missing)
        #expect(tree.resolve("loop") == .missing)
        #expect(tree.resolve("nope") == .missing)
        #expect(tree.resolve("") == .folder(""))
    }

    @Test("a path or a link climbing above the top, or an absolute link, is outside, naming the link to blame")
    func outside() {
        let tree = Self.tree([
            ("here", .link(".")), ("x/climb", .link("../../etc/passwd")), ("x/via", .link("../here/../y")), ("abs", .link("/etc/passwd")),
            ("x/ok", .link("../here/x")),
        ])
        #expect(tree.resolve("..") == .outside(link: "", target: ".."))
        #expect(tree.resolve("x/climb") == .outside(link: "x/climb", target: "../../etc/passwd"))
        #expect(tree.resolve("x/via") == .outside(link: "x/via", target: "../here/../y"))
        #expect(tree.resolve("abs") == .outside(link: "abs", target: "/etc/passwd"))
        #expect(tree.resolve("here/abs") == .outside(link: "abs", target: "/etc/passwd"))
        #expect(tree.resolve("x/ok") == .folder("x"))
    }

    @Test("an entry where a folder is, or a folder where a file or a link is, clashes and changes nothing")
    func clashes() {
        var tree = Self.tree([("a/b", .file([])), ("l", .link("a"))])
        #expect(tree.add("a", .file([])) == "a")
        #expect(tree.add("a/b", .file([2])) == "a/b")
        #expect(tree.add("l/x", .file([])) == "l")
        #expect(tree.add("a/b/c/d", .file([])) == "a/b")
        #expect(tree.resolve("l/b") == .file("a/b"))
        #expect(tree.bytes(at: "a/b") == [])
        #expect(tree.addFolder("a") == nil)
        #expect(tree.addFolder("l") == "l")
        #expect(tree.names(in: "").sorted() == ["a", "l"])
    }
}
