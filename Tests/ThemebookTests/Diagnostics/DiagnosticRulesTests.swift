import Foundation
import Testing
@testable import ThemebookCore

/// The registry of diagnostic ids, the site config's `diagnostics` levels, and how the summary
/// and the formats report them.
@Suite("Diagnostic rules")
struct DiagnosticRulesTests {
    /// Hyphenated string literals in the sources that are not diagnostic ids (CSS classes, values).
    static let otherLiterals: Set<String> = [
        "data-version", "no-store", "themebook-http", "themebook-overlay", "themebook-watch", "utf-8",
        "cat-file", "ls-tree", "rev-parse", "git-tree", "app-code", "themebook-reload", "themebook-live", "same-values", "hl-attr", "hl-com", "hl-dir", "hl-kw", "hl-num", "hl-str", "hl-type", "language-swift",
        "large-text", "non-text", "not-checked", "provides-namespace", "rule-do", "rule-dont", "rule-kind", "site-search-q", "token-chip",
        "token-chip-value", "visually-hidden", "token-table", "token-filter", "token-filter-empty",
        // Colour space names of the DTCG colour module, and a CSS colour function.
        "color-mix", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "xyz-d50", "xyz-d65",
        // Colour spaces and keys of asset catalogue colour sets.
        "color-space", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray", "display-gamut", "language-direction",
        "width-class", "height-class", "graphics-feature-set", "screen-width", "high-contrast",
        "light-high-contrast", "dark-high-contrast",
        // DTCG font weight names.
        "extra-light", "ultra-light", "semi-bold", "demi-bold", "extra-bold", "ultra-bold", "extra-black", "ultra-black"]

    /// Every `"lower-case-with-hyphens"` literal of Sources/, the generated templates left out.
    static func sourceLiterals() throws -> Set<String> {
        let root = Repo.path("Sources")
        let pattern = try NSRegularExpression(pattern: #""([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#)
        var found: Set<String> = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let item = enumerator?.nextObject() as? String {
            guard item.hasSuffix(".swift"), !item.hasSuffix("BuiltInTemplates.swift"),
                let text = try? String(contentsOfFile: root + "/" + item, encoding: .utf8)
            else { continue }
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        return found
    }

    /// The diagnostics reference, whose detailed tables (by stage, with examples) are hand-written.
    static let reference = "docs/reference/diagnostics.md"
    /// The page whose "Tuning diagnostics" section says why each adjustable rule has its default.
    static let tuning = "docs/guide/ci.md"

    /// `(id, severity)` of every row of the reference's hand-written diagnostics tables (the
    /// table generated from the registry left out: `ReferenceDocsTests` checks that one).
    static func readmeRows() throws -> [(id: String, severity: String)] {
        var readme = try String(contentsOfFile: Repo.path(reference), encoding: .utf8)
        if let generated = ReferenceDocs.current("rules", in: readme) { readme = readme.replacingOccurrences(of: generated, with: "") }
        let pattern = try NSRegularExpression(pattern: #"(?m)^\| `([a-z0-9-]+)` \| (error|warning|note)[^|]*\|"#)
        return pattern.matches(in: readme, range: NSRange(readme.startIndex..., in: readme)).map {
            ((readme as NSString).substring(with: $0.range(at: 1)), (readme as NSString).substring(with: $0.range(at: 2)))
        }
    }

    @Test("every id the sources emit is in the registry, and every registry id is emitted somewhere")
    func registryMatchesSources() throws {
        let ids = Set(DiagnosticRule.all.map(\.id))
        #expect(ids.count == DiagnosticRule.all.count, "an id is registered twice")
        let literals = try Self.sourceLiterals()
        let unregistered = literals.subtracting(ids).subtracting(Self.otherLiterals)
        #expect(unregistered.isEmpty, "add these to DiagnosticRule.all (or, if they are not ids, to otherLiterals): \(unregistered.sorted())")
        #expect(ids.subtracting(literals).isEmpty, "registered but never emitted: \(ids.subtracting(literals).sorted())")
    }

    @Test("the diagnostics reference's tables list exactly the registry, each id with its default severity")
    func readmeMatchesRegistry() throws {
        let rows = try Self.readmeRows()
        #expect(rows.count >= DiagnosticRule.all.count)
        #expect(Set(rows.map(\.id)) == Set(DiagnosticRule.all.map(\.id)))
        for row in rows {
            #expect(DiagnosticRule.rule(row.id)?.level.rawValue == row.severity, "README gives \(row.id) as \(row.severity)")
        }
    }

    @Test("the tuning table gives a reason for every rule a team may lower")
    func tuningTable() throws {
        let readme = try String(contentsOfFile: Repo.path(Self.tuning), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Tuning diagnostics").dropFirst().first?.components(separatedBy: "\n## ").first)
        let pattern = try NSRegularExpression(pattern: #"(?m)^\| `([a-z0-9-]+)` \| (off|note|warning|error) \| [^|]{20,} \|$"#)
        let rows = pattern.matches(in: section, range: NSRange(section.startIndex..., in: section)).map {
            ((section as NSString).substring(with: $0.range(at: 1)), (section as NSString).substring(with: $0.range(at: 2)))
        }
        #expect(Set(rows.map(\.0)) == Set(DiagnosticRule.all.filter(\.adjustable).map(\.id)))
        for (id, level) in rows { #expect(DiagnosticRule.rule(id)?.level.rawValue == level, "\(id)") }
    }

    @Test("the summary counts each severity by rule, most frequent first")
    func summary() {
        func d(_ severity: Severity, _ id: String) -> Diagnostic { Diagnostic(severity, id, "m", at: nil) }
        #expect(DiagnosticPrinter.summary([]) == "0 errors, 0 warnings")
        #expect(DiagnosticPrinter.summary([
            d(.note, "unused-palette-color"), d(.error, "unknown-token"), d(.warning, "same-in-light-and-dark"),
            d(.error, "alias-cycle"), d(.error, "unknown-token"), d(.note, "unused-palette-color"),
        ]) == "3 errors (unknown-token ×2, alias-cycle), 1 warning (same-in-light-and-dark), 2 notes (unused-palette-color ×2)")
    }

    @Test("the site config sets each rule's level: off drops it, error fails the build, note keeps it quiet")
    func configLevels() throws {
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": """
                {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
                 "titel": "x",
                 "diagnostics": {"unknown-config-key": "error", "unused-palette-color": "off"}}
                """,
            "content/tokens/palette.tokens.json": MiniContent.palette.replacingOccurrences(
                of: "\"Grey90\": {\"$value\": \"#15141a\"}}", with: "\"Grey90\": {\"$value\": \"#15141a\"}, \"Grey50\": {\"$value\": \"#808080\"}}"),
        ]))
        defer { site.remove() }
        let result = site.build()
        #expect(result.diagnostics.map { "\($0.severity.rawValue) \($0.id)" } == ["error unknown-config-key"])
        #expect(!result.wrote)
        let all = try Themebook.run(["check", "--all"], in: site.folder)
        #expect(all.err.contains("content/tokens/palette.tokens.json:7:38: note: palette colour 'Grey50' is not used by any theme [unused-palette-color]"))
        #expect(all.err.hasSuffix("themebook: check failed: 1 error (unknown-config-key), 0 warnings, 1 note (unused-palette-color)\n"))
    }

    @Test("an unknown rule, an unknown level, or lowering an error that must stay one is an error at its place")
    func badConfig() throws {
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": """
                {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"],
                 "diagnostics": {"unused-palette-colour": "off", "placeholder-token": "silent", "unknown-token": "warning", "missing-asset": "warning"}}
                """,
        ]))
        defer { site.remove() }
        let run = try Themebook.run(["check"], in: site.folder)
        #expect(run.status == 1)
        let lines = run.err.split(separator: "\n").filter { $0.hasPrefix("content/") }
        #expect(lines == [
            "content/themebook.json:2:18: error: 'unused-palette-colour' is not a diagnostic rule; did you mean 'unused-palette-color'? [invalid-config]",
            "content/themebook.json:2:71: error: 'diagnostics.placeholder-token' must be off, note, warning or error, not 'silent' [invalid-config]",
            "content/themebook.json:2:98: error: 'unknown-token' is an error and stays one: themebook cannot document the input correctly without fixing it [invalid-config]",
        ])
    }

    @Test("github: errors first, then warnings, then one notice with the counts by rule")
    func githubOrder() throws {
        let site = try TempSite(MiniContent.with([
            "content/themebook.json": """
                {"title": "Mini", "resolver": "tokens/resolver.json", "tokenList": "tokens/list.json", "themes": ["light", "dark"], "titel": "x"}
                """,
            "content/tokens/dark.tokens.json": MiniContent.dark.replacingOccurrences(of: "Grey90", with: "Grey95"),
        ]))
        defer { site.remove() }
        let run = try Themebook.run(["check"], in: site.folder, githubActions: true)
        #expect(run.status == 1)
        #expect(run.err.split(separator: "\n").map { String($0.prefix(60)) } == [
            "::error file=content/tokens/dark.tokens.json,line=3,col=44,t",
            "::warning file=content/themebook.json,line=1,col=117,title=u",
            "::notice title=themebook::1 error (unknown-palette-color), 1",
            "themebook: check failed: 1 error (unknown-palette-color), 1 ",
        ])
        #expect(run.err.contains("::notice title=themebook::1 error (unknown-palette-color), 1 warning (unknown-config-key), 1 note (unused-palette-color)\n"))
    }

    @Test("progress is drawn on a terminal and erased; never written anywhere else")
    func progress() {
        let site = try? TempSite(MiniContent.files)
        defer { site?.remove() }
        guard let site else { return }
        var terminal = ""
        var terminalOut = ""
        let status = CommandLineTool.run(
            ["check", "--content", site.path("content")], environment: [:], stdout: { terminalOut += $0 }, stderr: { terminal += $0 },
            stderrIsTerminal: true)
        #expect(status == 0)
        // One line per stage of the pipeline, as `Pipeline.Stage` names them.
        #expect(terminal == Pipeline.Stage.allCases.map { "\r\u{1B}[K\($0.progressLine)…" }.joined() + "\r\u{1B}[K")
        #expect(terminal.hasPrefix("\r\u{1B}[K[1/6] Loading…\r\u{1B}[K[2/6] Listing guides…\r\u{1B}[K[3/6] Checking…"))
        #expect(!terminalOut.contains("\u{1B}"))
        var file = ""
        _ = CommandLineTool.run(["check", "--content", site.path("content")], environment: [:], stdout: { _ in }, stderr: { file += $0 })
        #expect(file == "")
        var ci = ""
        _ = CommandLineTool.run(
            ["check", "--content", site.path("content")], environment: ["GITHUB_ACTIONS": "true"], stdout: { _ in }, stderr: { ci += $0 },
            stderrIsTerminal: true)
        #expect(!ci.contains("\u{1B}"))
    }
}
