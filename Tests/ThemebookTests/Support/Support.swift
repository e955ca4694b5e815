import Foundation
import Testing
@testable import ThemebookCore

/// Where the repository lives, found from this file.
enum Repo {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }
}

/// A whole site written inline: `[path: contents]` in a fresh temporary folder.
struct TempSite {
    let folder: URL

    init(_ files: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (path, contents) in files { try write(path, contents) }
    }

    func write(_ path: String, _ contents: String) throws {
        try write(path, bytes: Array(contents.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func path(_ relative: String) -> String { folder.appendingPathComponent(relative).path }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Builds `content/` with the repository's templates into `site/`.
    func build(checkOnly: Bool = false, warningsAsErrors: Bool = false) -> Build.Result {
        var options = Build.Options()
        options.content = path("content")
        options.templates = Repo.path("templates")
        options.mode = checkOnly ? .memory : .write(output: path("site"))
        options.warningsAsErrors = warningsAsErrors
        return Build.run(options)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// A minimal valid content folder, to change one thing at a time.
enum MiniContent {
    static let config = """
        {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"]}
        """
    static let resolver = """
        {
          "version": "2025.10",
          "sets": {"palette": {"sources": [{"$ref": "palette.tokens.json"}]}},
          "modifiers": {"theme": {"contexts": {
            "light": [{"$ref": "light.tokens.json"}],
            "dark": [{"$ref": "dark.tokens.json"}]
          }, "default": "light",
          "$extensions": {"org.themebook": {"themes": {
            "light": {"label": "Light", "appearance": "light", "imageSuffix": ""},
            "dark": {"label": "Dark", "appearance": "dark", "imageSuffix": "_dark"}}}}}},
          "resolutionOrder": [{"$ref": "#/sets/palette"}, {"$ref": "#/modifiers/theme"}]
        }
        """
    static let palette = """
        {
          "Blue": {"$type": "color",
            "Blue50": {"$value": {"colorSpace": "srgb", "components": [0, 0.3765, 0.8745], "hex": "#0060df"}},
            "Blue60": {"$value": "#0250bb"}},
          "Grey": {"$type": "color",
            "Grey10": {"$value": "#f9f9fb"},
            "Grey90": {"$value": "#15141a"}}
        }
        """
    static let list = """
        {
          "Layers": {
            "layer1": {"$type": "color", "$description": "Base background"},
            "layerFade": {"$type": "gradient"}
          },
          "Actions": {
            "actionPrimary": {"$type": "color", "$description": "Primary <script>alert(1)</script> actions"}
          }
        }
        """
    static let light = """
        {
          "Layers": {
            "layer1": {"$type": "color", "$value": "{Grey.Grey10}"},
            "layerFade": {"$type": "gradient", "$value": [
              {"color": "{Blue.Blue50}", "position": 0},
              {"color": {"colorSpace": "srgb", "components": {"$ref": "#/Blue/Blue50/$value/components"}, "alpha": 0}, "position": 1}]}
          },
          "Actions": {
            "actionPrimary": {"$type": "color", "$value": {"colorSpace": "srgb", "components": {"$ref": "#/Blue/Blue50/$value/components"}, "alpha": 0.3}}
          }
        }
        """
    static let dark = """
        {
          "Layers": {
            "layer1": {"$type": "color", "$value": "{Grey.Grey90}"},
            "layerFade": {"$type": "gradient", "$value": [{"color": "{Blue.Blue60}", "position": 0}, {"color": "#00000000", "position": 1}]}
          },
          "Actions": {
            "actionPrimary": {"$type": "color", "$value": "{Layers.layer1}"}
          }
        }
        """

    static var files: [String: String] {
        [
            "content/themebook.json": config, "content/tokens/resolver.json": resolver,
            "content/tokens/palette.tokens.json": palette, "content/tokens/list.json": list,
            "content/tokens/light.tokens.json": light, "content/tokens/dark.tokens.json": dark,
        ]
    }

    /// The mini site with some files replaced.
    static func with(_ changes: [String: String]) -> [String: String] {
        files.merging(changes) { _, new in new }
    }
}

extension Build.Result {
    /// `file:line:column: id` lines, file names relative to the given folder.
    func diagnosticLines(relativeTo folder: String) -> [String] { diagnostics.lines(relativeTo: folder) }

    func file(_ path: String) -> String? { files[path].map { String(decoding: $0, as: UTF8.self) } }
}

extension [Diagnostic] {
    /// `file:line:column: severity: message [id]` lines, file names relative to the given folder.
    func lines(relativeTo folder: String) -> [String] {
        map { d in
            let place = d.location.map { l -> String in
                let file = l.file.hasPrefix(folder + "/") ? String(l.file.dropFirst(folder.count + 1)) : l.file
                return "\(file):\(l.line):\(l.column): "
            } ?? ""
            return "\(place)\(d.severity.rawValue): \(d.fullMessage) [\(d.id)]"
        }
    }
}

/// Runs the built `themebook` executable as a user would.
enum Themebook {
    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    static var binary: URL {
        // The test bundle sits in the same build folder as the executable.
        let build = Bundle.main.bundleURL.deletingLastPathComponent()
        for candidate in [build, build.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("themebook")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return Repo.root.appendingPathComponent(".build/debug/themebook")
    }

    /// Output goes through files, not pipes, so a chatty run can never fill a pipe and stall.
    static func run(_ arguments: [String], in folder: URL, githubActions: Bool = false) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out"), errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = githubActions ? "true" : nil
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        func read(_ url: URL) -> String {
            FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        return Run(status: process.terminationStatus, out: read(outURL), err: read(errURL))
    }
}

/// Test input with position markers: each of `1️⃣`…`6️⃣` is removed from the text and its place
/// remembered (1-based line, column in UTF-8 bytes, as diagnostics and cmark count them).
struct MarkedText {
    static let markers: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"]

    private(set) var text = ""
    private var found: [Character: (line: Int, column: Int)] = [:]

    init(_ marked: String) {
        var line = 1
        var column = 1
        for character in marked {
            if Self.markers.contains(character) {
                found[character] = (line, column)
                continue
            }
            text.append(character)
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
    }

    /// Line and column of marker `number` (1 for `1️⃣`).
    func position(_ number: Int) -> (line: Int, column: Int)? { found[Self.markers[number - 1]] }

    /// `line:column` of marker `number` (1 for `1️⃣`).
    subscript(number: Int) -> String {
        position(number).map { "\($0.line):\($0.column)" } ?? "no marker \(number)"
    }
}

/// Copies a folder byte for byte (the corpus holds invalid UTF-8 on purpose).
func copyTree(_ from: URL, to: URL) throws {
    let fm = FileManager.default
    try fm.createDirectory(at: to, withIntermediateDirectories: true)
    guard let items = fm.enumerator(atPath: from.path) else { return }
    while let item = items.nextObject() as? String {
        let source = from.appendingPathComponent(item)
        let target = to.appendingPathComponent(item)
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: source.path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
            try fm.createDirectory(at: target, withIntermediateDirectories: true)
        } else {
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: source).write(to: target)
        }
    }
}

/// The example catalogue in content/, built once in memory with the built-in templates, as
/// `themebook build` uses them; shared by every suite that reads the example site.
enum ExampleSite {
    static let result: Build.Result = {
        var options = Build.Options()
        options.content = Repo.path("content")
        options.templates = ""  // the built-in templates, as `themebook build` uses them
        options.mode = .memory
        return Build.run(options)
    }()
}

extension Process {
    /// Runs the process and suspends until it exits, holding no thread: the tests share one
    /// thread per core, so a test that blocked one for minutes (a nested SwiftPM build, a
    /// browser) would hold back every test behind it.
    func runUntilExit() async throws {
        try await withCheckedThrowingContinuation { (exited: CheckedContinuation<Void, any Error>) in
            terminationHandler = { _ in exited.resume() }
            do {
                try run()
            } catch {
                terminationHandler = nil
                exited.resume(throwing: error)
            }
        }
    }
}
