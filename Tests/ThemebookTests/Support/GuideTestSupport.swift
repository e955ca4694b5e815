import Foundation
import Testing
@testable import ThemebookCore

/// The mini catalogue with some guides and an image list, built without writing anything.
struct GuideSite {
    static let images = """
        {"namespace": "StandardImageIdentifiers", "groups": [{"name": "Large", "size": "24x24", "images": [
          {"name": "bookmark", "value": "bookmarkLarge", "themed": false}]}]}
        """

    let result: Build.Result
    /// Diagnostics in guide files, as `guides/a.md:3:5: error: message [id]`.
    let diagnostics: [String]

    init(_ guides: [String: String], allowRawHTML: Bool = false, changes: [String: String] = [:]) throws {
        let config = """
            {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json",
             "images": "images.json", "themes": ["light", "dark"], "allowRawHTML": \(allowRawHTML),
             "code": {"palette": "FXColors", "tokens": "theme.colors"}}
            """
        var files = MiniContent.with(["content/themebook.json": config, "content/images.json": Self.images])
        files.merge(changes) { _, new in new }
        for (name, text) in guides { files["content/guides/" + name] = text }
        let site = try TempSite(files)
        defer { site.remove() }
        result = site.build(checkOnly: true)
        diagnostics = result.diagnosticLines(relativeTo: site.path("content")).filter { $0.hasPrefix("guides/") }
    }

    var guides: [Guide] { result.catalogue?.guides ?? [] }

    func guide(_ slug: String) throws -> Guide {
        try #require(guides.first { $0.slug == slug }, "no guide '\(slug)'")
    }

    /// The rendered body of a guide.
    func html(_ slug: String) throws -> String { try guide(slug).held.html }

    /// A guide file: front matter with `title`, then `body`.
    static func file(_ title: String, _ body: String) -> String {
        "---\ntitle: \(title)\n---\n" + body
    }

    /// The permalink every heading ends with.
    static func permalink(_ id: String) -> String {
        " <a class=\"permalink\" href=\"#\(id)\" aria-label=\"Permalink\">#</a>"
    }
}

extension Guide {
    /// The content this guide holds (`GuideStore.memory`: `check` keeping its files, the guide
    /// stage on its own); the test fails when the guide holds none (its content waits in a store:
    /// read it with `Build.Result.guides`).
    var held: GuideContent {
        get throws { try #require(heldContent, "guide '\(slug)' does not hold its content") }
    }
}

/// Generated guides, each linking tokens, the palette and the next guide.
enum GeneratedGuides {
    static func files(_ count: Int) -> [String: String] {
        var files = MiniContent.files
        for n in 1...count {
            files["content/guides/page-\(n).md"] = """
                ---
                title: Generated guide \(n)
                order: \(n)
                summary: A generated page.
                ---

                Buttons use [primary actions](token:actionPrimary), the palette offers [Blue 50](palette:Blue50),
                and [the next page](guide:page-\(n % count + 1)) carries on from here.

                ## Do

                - Use <token:layer1> for backgrounds.

                ## Don't

                - Hard-code colours.

                """
        }
        return files
    }
}
