import Foundation
import Testing

@testable import ThemebookCore

/// The fixtures of `Fixtures/swift-shapes/<shape>`, loaded as `themebook check` loads them, and
/// what the tests compare them with: hexes worked out by hand, and positions found by searching
/// the fixture's own text.
enum SwiftShapes {
    static func folder(_ shape: String) -> String { Repo.path("Tests/ThemebookTests/Fixtures/swift-shapes/" + shape) }

    static func load(_ shape: String) -> SwiftSourceFixtures.Loaded { SwiftSourceFixtures.load(folder(shape)) }

    /// Line and column (in UTF-8 bytes, 1-based) of the `occurrence`th `text` in a fixture file,
    /// moved `offset` bytes into it.
    static func position(of text: String, in file: String, shape: String, occurrence: Int = 1, offset: Int = 0) -> String {
        let source = SwiftSourceFixtures.read(folder(shape) + "/" + file)
        var rest = source[...]
        var found: Substring.Index?
        for _ in 0..<occurrence {
            guard let range = rest.range(of: text) else { return "not found: \(text)" }
            found = range.lowerBound
            rest = source[range.upperBound...]
        }
        guard let found else { return "not found: \(text)" }
        let before = source[..<found]
        let line = before.filter { $0 == "\n" }.count + 1
        let lineStart = before.lastIndex(of: "\n").map { source.index(after: $0) } ?? source.startIndex
        return "\(line):\(source[lineStart..<found].utf8.count + 1 + offset)"
    }

    /// `line:column` of a diagnostic, when it is in `file`.
    static func place(_ diagnostic: Diagnostic?, file: String) -> String? {
        guard let location = diagnostic?.location, location.file.hasSuffix("/" + file) else { return nil }
        return "\(location.line):\(location.column)"
    }
}

extension SwiftSourceFixtures.Loaded {
    /// Each theme's hex of `token`, by theme id (`unknown`, `none` for those values).
    func hexes(_ token: String) -> [String: String] {
        var out: [String: String] = [:]
        for theme in catalogue?.themes ?? [] {
            switch theme.values[token] {
            case .color(let c)?: out[theme.info.id] = c.color.hex
            case .none?: out[theme.info.id] = "none"
            case .unknown?: out[theme.info.id] = "unknown"
            default: out[theme.info.id] = "missing"
            }
        }
        return out
    }

    /// The palette colour each theme's value of `token` names, by theme id.
    func paletteNames(_ token: String) -> [String: String] {
        var out: [String: String] = [:]
        for theme in catalogue?.themes ?? [] {
            if case .color(let c)? = theme.values[token], let palette = c.palette { out[theme.info.id] = palette }
        }
        return out
    }

    func declaration(_ token: String) -> TokenDeclaration? { raw?.declarations.first { $0.name == token } }
}
