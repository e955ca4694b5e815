import Foundation
import Testing

/// scripts/release.sh, run once for real: its archive unpacked into an empty root that holds only
/// the C libraries `ldd` names (no libcmark, no Swift), and run there with an empty library path.
///
/// Why a real run: what matters is how the binary is linked, which only a build shows. It builds
/// the working tree in the debug configuration (`--configuration debug`: linked the same way,
/// but rebuilt incrementally) with its staging and build folders kept in
/// `.build/ship-tests/release`, so only the first run compiles everything; the second run, for
/// reproducibility, only packs again.
@Suite("Release archive")
struct ReleaseTests {
    @Test("release.sh packs a binary that runs with no libcmark and no Swift, reproducibly, with its SHA-256")
    func archive() throws {
        let scratch = try ScratchFolder("release")
        defer { scratch.remove() }
        let work = Repo.root.appendingPathComponent(".build/ship-tests/release").path
        func release(_ output: String) throws -> Tool.Run {
            try Tool.run(
                Repo.path("scripts/release.sh"),
                ["--worktree", "--configuration", "debug", "--version", "9.8.7", "--work", work, "--output", scratch.path(output).path],
                in: Repo.root)
        }
        let first = try release("dist")
        #expect(first.status == 0, "\(first.err)")
        let arch = try Tool.run("uname", ["-m"], in: scratch.url).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = "themebook-9.8.7-linux-\(arch == "aarch64" ? "arm64" : arch)"
        #expect(first.out == scratch.path("dist/\(name).tar.gz").path + "\n")

        // The SHA-256 file checks, and a second run gives the same bytes.
        let sum = try Tool.run("sha256sum", ["-c", "\(name).tar.gz.sha256"], in: scratch.path("dist"))
        #expect(sum.status == 0 && sum.out == "\(name).tar.gz: OK\n", "\(sum.out)\(sum.err)")
        #expect(try release("again").status == 0)
        let bytes = try Data(contentsOf: scratch.path("dist/\(name).tar.gz"))
        #expect(try Data(contentsOf: scratch.path("again/\(name).tar.gz")) == bytes)
        let listing = try Tool.run("tar", ["--numeric-owner", "-tvzf", "dist/\(name).tar.gz"], in: scratch.url).out
        let entries = listing.split(separator: "\n")
        #expect(entries.count == 2)
        #expect(entries.allSatisfy { $0.contains(" 0/0 ") }, "\(listing)")
        #expect(entries.first?.hasSuffix(" \(name)/") == true && entries.last?.hasSuffix(" \(name)/themebook") == true, "\(listing)")

        // An empty root: the binary, an example catalogue, and only the libraries ldd lists.
        let root = scratch.path("root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        #expect(try Tool.run("tar", ["-xzf", scratch.path("dist/\(name).tar.gz").path, "-C", root.path], in: scratch.url).status == 0)
        let binary = "/\(name)/themebook"
        let ldd = try Tool.run("ldd", [root.path + binary], in: scratch.url).out
        #expect(!ldd.contains("cmark") && !ldd.contains("swift") && !ldd.contains("Foundation") && !ldd.contains("dispatch"), "\(ldd)")
        // `libc.so.6 => /lib/…/libc.so.6 (0x…)` and `\t/lib64/ld-linux-x86-64.so.2 (0x…)`: each file's
        // bytes at the path the binary asks for (the loader's path is a symlink outside).
        for library in ldd.split(separator: "\n").compactMap({ $0.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("/") } }) {
            let target = root.appendingPathComponent(String(library))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: URL(fileURLWithPath: String(library))).write(to: target)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
        }
        try copyTree(Repo.root.appendingPathComponent("Tests/ThemebookTests/Fixtures/dtcg-colours"), to: root.appendingPathComponent("app/content"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("usr/lib/x86_64-linux-gnu/libcmark.so").path))

        // chroot needs root; an unprivileged user namespace maps this user to root inside.
        let isRoot = getuid() == 0
        // The binary alone, with an empty environment and an empty library path.
        let chrootPath = ["/usr/sbin/chroot", "/usr/bin/chroot", "/sbin/chroot"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "chroot"
        func direct(_ arguments: [String]) throws -> Tool.Run {
            let chroot = [chrootPath, root.path, binary] + arguments
            return isRoot ? try Tool.run("env", ["-i", "LD_LIBRARY_PATH="] + chroot, in: scratch.url)
                : try Tool.run("env", ["-i", "LD_LIBRARY_PATH=", "unshare", "-r"] + chroot, in: scratch.url)
        }
        let version = try direct(["--version"])
        #expect(version.status == 0, "\(version.err)")
        #expect(version.out.hasPrefix("themebook 9.8.7 (commit "), "\(version.out)")
        #expect(version.out.hasSuffix(", linux-\(arch == "aarch64" ? "arm64" : arch))\n"), "\(version.out)")
        let build = try direct(["build", "--content", "/app/content", "--output", "/app/site"])
        #expect(build.status == 0, "\(build.out)\(build.err)")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("app/site/index.html").path))
    }
}
