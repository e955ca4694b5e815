import Foundation

@testable import ThemebookCore

/// Fixtures and small helpers shared by the Swift source tests.
enum SwiftSourceFixtures {
    /// `Tests/ThemebookTests/Fixtures/<name>`.
    static func folder(_ name: String) -> String {
        Repo.path("Tests/ThemebookTests/Fixtures/\(name)")
    }

    struct Loaded {
        var raw: RawCatalogue?
        var catalogue: Catalogue?
        var diagnostics: [Diagnostic]

        var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
        var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
        func with(id: String) -> [Diagnostic] { diagnostics.filter { $0.id == id } }

        func value(_ token: String, in theme: String) -> ResolvedValue? {
            catalogue?.themes.first { $0.info.id == theme }?.values[token]
        }

        func color(_ token: String, in theme: String) -> ResolvedColor? {
            if case .color(let c)? = value(token, in: theme) { return c }
            return nil
        }

        func catalogueJSON() -> String {
            catalogue.map { CatalogueJSON.serialized($0) } ?? ""
        }
    }

    /// Load → Check (guides included), as `themebook check` does, without templates.
    static func load(_ content: String) -> Loaded {
        var diagnostics = Diagnostics()
        guard let raw = ContentLoader.load(content: content, diagnostics: &diagnostics) else {
            return Loaded(raw: nil, catalogue: nil, diagnostics: diagnostics.sorted)
        }
        var catalogue = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        catalogue.guides =
            GuideBuilder.build(raw.guides, catalogue: catalogue, config: raw.config, diagnostics: &diagnostics).guides
        return Loaded(raw: raw, catalogue: catalogue, diagnostics: diagnostics.sorted)
    }

    /// A fresh temporary folder, removed by the caller with `remove`.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "themebook-swift-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ folder: String) { try? FileManager.default.removeItem(atPath: folder) }

    /// A copy of the Acme fixture in a temporary folder with some files replaced or added.
    static func acme(replacing files: [String: String] = [:]) -> String {
        let folder = temporaryFolder()
        try? copyTree(URL(fileURLWithPath: self.folder("swift-acme")), to: URL(fileURLWithPath: folder))
        write(files, into: folder)
        return folder
    }

    static func write(_ files: [String: String], into folder: String) {
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: url)
            _ = FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8))
        }
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    /// Removes the `1️⃣` marker from `text` and returns the text with the marker's 1-based line
    /// and UTF-8 column, so a test can assert a diagnostic's exact position.
    static func marked(_ text: String) -> (text: String, line: Int, column: Int) {
        let marked = MarkedText(text)
        guard let position = marked.position(1) else { return (text, 0, 0) }
        return (marked.text, position.line, position.column)
    }
}
