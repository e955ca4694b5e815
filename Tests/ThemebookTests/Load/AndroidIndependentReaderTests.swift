import Foundation
import Testing

@testable import ThemebookCore

@Suite("Android fixtures against an independent reader: every token in every theme and every palette colour agree")
struct AndroidIndependentReaderTests {
    static let script = AndroidFixtures.folder("verify_android.py")

    /// Builds a fixture and runs the Python reader on its `catalogue.json`; the reader's exit
    /// status and output.
    func verify(_ kind: String, fixture: String, files: [String], tamper: ((inout String) -> Void)? = nil) throws -> (Int32, String) {
        let site = try TempSite()
        defer { site.remove() }
        var options = Build.Options()
        options.content = AndroidFixtures.folder(fixture)
        options.templates = Repo.path("templates")
        options.mode = .write(output: site.path("site"))
        let result = Build.run(options)
        #expect(result.wrote, "\(result.diagnostics.map(\.message))")
        if let tamper, var text = site.read("site/catalogue.json") {
            tamper(&text)
            try site.write("site/catalogue.json", text)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script, kind, site.path("site/catalogue.json")]
            + files.map { AndroidFixtures.folder(fixture) + "/" + $0 }
        let output = site.folder.appendingPathComponent("out.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, site.read("out.txt") ?? "")
    }

    static let kotlin = ["src/AcmeColors.kt", "src/AcmeTheme.kt", "src/AcmeThemeColors.kt"]
    static let xml = ["res/values/colors.xml", "res/values-night/colors.xml", "palette/res/values/acme_colors.xml"]

    @Test("the Compose fixture: the reader's 44 values equal themebook's")
    func compose() throws {
        let (status, output) = try verify("compose", fixture: "compose", files: Self.kotlin)
        #expect(status == 0, "\(output)")
        #expect(output == "checked 44 values\n")
    }

    @Test("the XML resources fixture: the reader's 34 values equal themebook's")
    func resources() throws {
        let (status, output) = try verify("resources", fixture: "resources", files: Self.xml)
        #expect(status == 0, "\(output)")
        #expect(output == "checked 34 values\n")
    }

    @Test("a value themebook got wrong would be caught: the reader fails on a changed catalogue")
    func catchesMismatch() throws {
        let (status, output) = try verify("compose", fixture: "compose", files: Self.kotlin) { text in
            text = text.replacingOccurrences(of: "\"#321c64\"", with: "\"#321c65\"")
        }
        #expect(status == 1)
        #expect(output.contains("layer1 in private: themebook #321c65, expected #321c64"))
    }
}
