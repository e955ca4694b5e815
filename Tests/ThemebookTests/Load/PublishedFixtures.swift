import Foundation
import Testing
@testable import ThemebookCore

/// The fixtures under `Fixtures/dtcg-published/`: one quirk of published design systems each
/// (units such as `em`, values written as strings, `$type`-only groups, fragments without a `/`,
/// a token one theme lacks…), and two small systems shaped like real ones (`studio`, `grid`).
enum PublishedFixtures {
    static func folder(_ name: String) -> String { Repo.path("Tests/ThemebookTests/Fixtures/dtcg-published/\(name)") }

    /// The fixture checked with every page rendered into memory; `configure` may change the options.
    static func build(_ name: String, content: String? = nil, _ configure: (inout Build.Options) -> Void = { _ in }) -> Build.Result {
        var options = Build.Options()
        options.content = content ?? folder(name)
        options.templates = Repo.path("templates")
        options.mode = .memory
        configure(&options)
        return Build.run(options)
    }

    /// `file:line:column: severity: message [id]`, files relative to the fixture, notes included.
    static func lines(_ result: Build.Result, _ name: String) -> [String] { result.diagnosticLines(relativeTo: folder(name)) }

    /// `catalogue.json` as parsed JSON.
    static func catalogue(_ result: Build.Result) throws -> [String: Any] {
        let text = try #require(result.file("catalogue.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// A token's entry in `catalogue.json`.
    static func token(_ json: [String: Any], _ name: String) throws -> [String: Any] {
        let tokens = try #require(json["tokens"] as? [[String: Any]])
        return try #require(tokens.first { $0["name"] as? String == name }, "no token \(name)")
    }

    /// What `catalogue.json` shows for a token in a theme: its `text`, else its `hex`, else its `kind`.
    static func shown(_ json: [String: Any], _ name: String, _ theme: String) throws -> String? {
        let values = try #require(try token(json, name)["values"] as? [String: [String: Any]])
        let value = values[theme]
        return (value?["text"] ?? value?["hex"] ?? value?["kind"]) as? String
    }
}
