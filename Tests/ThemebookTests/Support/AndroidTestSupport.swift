import Foundation
import Testing

@testable import ThemebookCore

/// The Android fixtures (`Fixtures/android/`) and small Android sites written inline.
enum AndroidFixtures {
    static func folder(_ name: String) -> String { Repo.path("Tests/ThemebookTests/Fixtures/android/\(name)") }

    /// Runs every check on a content folder, keeping the files (`catalogue.json`).
    static func check(_ content: String) -> Build.Result {
        var options = Build.Options()
        options.content = content
        options.templates = Repo.path("templates")
        options.mode = .memory
        return Build.run(options)
    }

    /// A copy of fixture `name` as `content/` of a temporary site, with some files replaced.
    static func copy(_ name: String, replacing files: [String: String] = [:]) throws -> TempSite {
        let site = try TempSite()
        try copyTree(URL(fileURLWithPath: folder(name)), to: site.folder.appendingPathComponent("content"))
        for (path, text) in files { try site.write("content/" + path, text) }
        return site
    }

    /// The fixture file's text.
    static func read(_ name: String, _ path: String) -> String {
        FileManager.default.contents(atPath: folder(name) + "/" + path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A content folder holding just these files, checked.
    static func inline(_ files: [String: String]) throws -> (site: TempSite, result: Build.Result) {
        let site = try TempSite(Dictionary(uniqueKeysWithValues: files.map { ("content/" + $0.key, $0.value) }))
        return (site, check(site.path("content")))
    }
}

extension Catalogue {
    /// The hex of a token's colour in a theme, the text of a value shown by name, or what it is.
    func shown(_ token: String, in theme: String) -> String {
        guard let values = themes.first(where: { $0.info.id == theme })?.values, let value = values[token] else { return "absent" }
        switch value {
        case .color(let c): return c.color.hex
        case .text(let t): return t.display
        case .gradient(let stops): return stops.map(\.color.hex).joined(separator: " → ")
        case .none: return "none"
        case .unknown: return "unknown"
        }
    }

    /// A palette colour's hex.
    func hex(ofPalette name: String) -> String? { palette.first { $0.name == name }?.color.hex }

    /// How the token page spells a token in code: its own spelling, else `code.tokens` and its name.
    func spelled(_ token: TokenDeclaration) -> String { token.codeSpelling ?? "\(code.tokens).\(token.name)" }
}

extension Build.Result {
    /// Diagnostics of one rule as `line:column` (and the file's last path component).
    func places(_ id: String) -> [String] {
        diagnostics.filter { $0.id == id }.map { d in
            "\((d.location?.file as NSString?)?.lastPathComponent ?? ""):\(d.location?.line ?? 0):\(d.location?.column ?? 0)"
        }
    }

    func messages(_ id: String) -> [String] { diagnostics.filter { $0.id == id }.map(\.message) }
}
