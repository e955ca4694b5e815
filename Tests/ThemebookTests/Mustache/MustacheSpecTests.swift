import Foundation
import Testing
import ThemebookCore

/// Runs the official Mustache spec files from `../shared/conformance/mustache-spec/`
/// (beside the repository) in spec (non-strict) mode.
@Suite("Mustache spec conformance")
struct MustacheSpecTests {
    @Test("renders every case of every Mustache spec file as the spec expects")
    func everySpecCase() throws {
        guard let folder = Self.specFolder() else {
            print("Mustache spec: skipped (no ../shared/conformance/mustache-spec beside the repository)")
            return
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
        var passed = 0
        var total = 0
        for file in files {
            let cases = try MustacheSpecCase.load(from: folder.appendingPathComponent(file))
            for specCase in cases {
                total += 1
                let actual = specCase.render()
                if actual == specCase.expected { passed += 1 }
                #expect(actual == specCase.expected, "\(file): \(specCase.name) — \(specCase.description)")
            }
        }
        print("Mustache spec: \(passed)/\(total) passed")
        #expect(total > 0, "no spec case found in \(folder.path)")
    }

    /// `<repo root>/../shared/conformance/mustache-spec/`, when it exists.
    private static func specFolder() -> URL? {
        let repositoryRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Mustache
            .deletingLastPathComponent()  // ThemebookTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        let folder = repositoryRoot.appendingPathComponent("../shared/conformance/mustache-spec").standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return folder
    }
}

/// One test of a spec file: `name`, `desc`, `data`, `template`, `partials`, `expected`.
private struct MustacheSpecCase {
    let name: String
    let description: String
    let data: MustacheValue
    let template: String
    let partials: [String: String]
    let expected: String

    static func load(from url: URL) throws -> [MustacheSpecCase] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed])
        let tests = (json as? [String: Any])?["tests"] as? [[String: Any]] ?? []
        return tests.map { test in
            MustacheSpecCase(
                name: test["name"] as? String ?? "?",
                description: test["desc"] as? String ?? "",
                data: mustacheValue(fromJSON: test["data"] ?? NSNull()),
                template: test["template"] as? String ?? "",
                partials: test["partials"] as? [String: String] ?? [:],
                expected: test["expected"] as? String ?? "")
        }
    }

    /// The rendered output, or a description of the error that prevented it.
    func render() -> String {
        do throws(MustacheError) {
            var parsedPartials: [String: MustacheTemplate] = [:]
            for (partialName, source) in partials {
                parsedPartials[partialName] = try MustacheTemplate(source: source, name: partialName)
            }
            let parsed = try MustacheTemplate(source: template, name: name)
            return try MustacheRenderer(partials: parsedPartials, strict: false).render(parsed, context: data)
        } catch {
            return "error: \(error)"
        }
    }
}

/// Converts what `JSONSerialization` returns. Booleans arrive as `NSNumber`s too (and on
/// Linux `1 as? Bool` succeeds), so they are told apart by their class.
private func mustacheValue(fromJSON object: Any) -> MustacheValue {
    switch object {
    case let string as String:
        return .string(string)
    case let number as NSNumber:
        if type(of: number) == type(of: NSNumber(value: true)) { return .bool(number.boolValue) }
        let objCType = String(cString: number.objCType)
        return objCType == "d" || objCType == "f" ? .double(number.doubleValue) : .int(number.intValue)
    case let array as [Any]:
        return .array(array.map(mustacheValue(fromJSON:)))
    case let dictionary as [String: Any]:
        return .object(dictionary.mapValues(mustacheValue(fromJSON:)))
    default:
        return .null
    }
}
