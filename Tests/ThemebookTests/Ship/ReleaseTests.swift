import Foundation
import Testing

/// scripts/release.sh, run once for real: its archive unpacked into an empty root that holds only
/// the C libraries `ldd` names (no libcmark, no Swift) and a /proc, and run there with an empty
/// environment and library path, as on a machine that never had a Swift toolchain.
///
/// Why a real run: what matters is how the binary is linked, which only a build shows. It builds
/// the working tree in the debug configuration (`--configuration debug`: linked the same way,
/// quicker to compile) with its staging and build folders kept in `.build/ship-tests/release`,
/// so a rerun compiles only what changed. Reproducibility is checked on the packing: the binary
/// from the archive packed again (`--binary`) gives the same bytes, with no second build.
@Suite("Release archive")
struct ReleaseTests {
    @Test("release.sh packs a binary that runs with no libcmark and no Swift, reproducibly, with its SHA-256")
    func archive() async throws {
        let scratch = try ScratchFolder("release")
        defer { scratch.remove() }
        let work = Repo.root.appendingPathComponent(".build/ship-tests/release").path
        func release(_ output: String, _ more: [String] = []) async throws -> Tool.Run {
            try await Tool.run(
                Repo.path("scripts/release.sh"),
                ["--worktree", "--configuration", "debug", "--version", "9.8.7", "--work", work, "--output", scratch.path(output).path] + more,
                in: Repo.root)
        }
        let first = try await release("dist")
        try #require(first.status == 0, "\(first.err)")
        let arch = try await Tool.run("uname", ["-m"], in: scratch.url).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let platform = "linux-\(arch == "aarch64" ? "arm64" : arch)"
        let name = "themebook-9.8.7-\(platform)"
        #expect(first.out == scratch.path("dist/\(name).tar.gz").path + "\n")

        // The SHA-256 file checks; the archive holds one folder with the executable, owned by 0/0.
        let sum = try await Tool.run("sha256sum", ["-c", "\(name).tar.gz.sha256"], in: scratch.path("dist"))
        #expect(sum.status == 0 && sum.out == "\(name).tar.gz: OK\n", "\(sum.out)\(sum.err)")
        let listing = try await Tool.run("tar", ["--numeric-owner", "-tvzf", "dist/\(name).tar.gz"], in: scratch.url).out
        let entries = listing.split(separator: "\n")
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0.contains(" 0/0 ") }, "\(listing)")
        #expect(entries.first?.hasSuffix(" \(name)/") == true && entries.last?.hasSuffix(" \(name)/themebook") == true, "\(listing)")

        // An empty root: the binary, an example catalogue, and only the libraries ldd lists.
        let root = scratch.path("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        #expect(try await Tool.run("tar", ["-xzf", scratch.path("dist/\(name).tar.gz").path, "-C", root.path], in: scratch.url).status == 0)
        let binary = "/\(name)/themebook"

        // The same binary packed again gives the same archive bytes.
        let again = try await release("again", ["--binary", root.path + binary])
        #expect(again.status == 0, "\(again.err)")
        let bytes = try Data(contentsOf: scratch.path("dist/\(name).tar.gz"))
        #expect(try Data(contentsOf: scratch.path("again/\(name).tar.gz")) == bytes)
        #expect(scratch.read("again/\(name).tar.gz.sha256") == scratch.read("dist/\(name).tar.gz.sha256"))

        let ldd = try await Tool.run("ldd", [root.path + binary], in: scratch.url).out
        #expect(!ldd.contains("cmark") && !ldd.contains("swift") && !ldd.contains("Foundation") && !ldd.contains("dispatch"), "\(ldd)")
        // `libc.so.6 => /lib/…/libc.so.6 (0x…)` and `\t/lib64/ld-linux-x86-64.so.2 (0x…)`: each file's
        // bytes at the path the binary asks for (the loader's path is a symlink outside).
        for library in ldd.split(separator: "\n").compactMap({ $0.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("/") } }) {
            let target = root.appendingPathComponent(String(library))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: URL(fileURLWithPath: String(library))).write(to: target)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
        }
        let content = Repo.root.appendingPathComponent("Tests/ThemebookTests/Fixtures/dtcg-colours")
        try copyTree(content, to: root.appendingPathComponent("app/content"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("proc"), withIntermediateDirectories: true)
        let everything = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        #expect(!everything.contains { $0.contains("cmark") || $0.contains("swift") }, "\(everything)")

        let version = try await Self.chrooted(root, [binary, "--version"], in: scratch.url)
        #expect(version.status == 0, "\(version.err)")
        #expect(version.out.hasPrefix("themebook 9.8.7 (commit "), "\(version.out)")
        #expect(version.out.hasSuffix(", \(platform))\n"), "\(version.out)")
        let build = try await Self.chrooted(root, [binary, "build", "--content", "/app/content", "--output", "/app/site"], in: scratch.url)
        #expect(build.status == 0, "\(build.out)\(build.err)")
        #expect(build.out.hasPrefix("Built 33 files from 20 colours, 11 tokens, 2 themes"), "\(build.out)")
        // The same site, byte for byte, as the development build of the same content writes.
        let reference = try Themebook.run(["build", "--content", content.path, "--output", scratch.path("site").path], in: scratch.url)
        #expect(reference.status == 0, "\(reference.err)")
        let site = try Self.files(root.appendingPathComponent("app/site"))
        #expect(site["index.html"] != nil)
        #expect(site == (try Self.files(scratch.path("site"))))
    }

    /// Runs `command` chrooted into `root` with an empty environment and library path, in a mount
    /// and PID namespace of its own that mounts /proc inside the root: every Linux machine has
    /// one, and the Swift runtime reads the process's arguments from /proc/self/cmdline. The
    /// namespace's mount goes away with it. Not root: an unprivileged user namespace maps this
    /// user to root inside, which chroot and mount need.
    static func chrooted(_ root: URL, _ command: [String], in folder: URL) async throws -> Tool.Run {
        func find(_ program: String) -> String {
            ["/usr/sbin", "/usr/bin", "/sbin", "/bin"].map { "\($0)/\(program)" }
                .first { FileManager.default.isExecutableFile(atPath: $0) } ?? program
        }
        let script = "\(find("mount")) -t proc proc \"$1/proc\" && exec \(find("chroot")) \"$@\""
        let namespace = [find("unshare")] + (getuid() == 0 ? [] : ["--map-root-user"]) + ["--mount", "--pid", "--fork"]
        return try await Tool.run("env", ["-i", "LD_LIBRARY_PATH="] + namespace + ["/bin/sh", "-c", script, "sh", root.path] + command, in: folder)
    }

    /// Every file under `folder` by its relative path.
    static func files(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                out[path] = try Data(contentsOf: folder.appendingPathComponent(path))
            }
        }
        return out
    }
}
