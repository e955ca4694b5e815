/// The `app-code` fuzz target: one input read as a file of the app's code by the three scanners
/// (`SwiftCodeScanner`, `KotlinCodeScanner`, `XMLLayoutScanner`), their findings matched against a guide's Don't
/// patterns (`DontPatterns`), some fixed and some made of the input's own lines.
///
/// Beyond returning, it holds what the app-code pages and lints rely on, and traps when one
/// breaks: every finding and problem lies inside the input (its line is one of the input's, its
/// column a byte of that line, not a space); both scanners put the first byte that is not UTF-8
/// at the same place; a scan and a match give the same twice (with the
/// scanners' trigger table made afresh); the exact text of a finding is covered by a Don't rule
/// that spells it; a quoted rule is one line of at most 121 characters.
enum AppCodeFuzz {
    static let swiftPath = "App/Fuzz.swift"
    static let xmlPath = "App/res/layout/fuzz.xml"
    static let kotlinPath = "App/src/Fuzz.kt"

    /// What the Kotlin scanner looks for: a Compose accessor and a palette object.
    static let kotlinSettings = KotlinCodeScanner.Settings(
        accessors: [["FirefoxTheme", "colors"], ["AppTheme", "colorScheme"]], paletteNamespaces: ["PhotonColors", "FXColors"])

    /// What the scanners look for: every rule of `SwiftCodeScanner` switched on, colour sets in
    /// each spelling included.
    static let settings: SwiftCodeScanner.Settings = {
        var settings = SwiftCodeScanner.Settings()
        settings.receivers = [["AppStyle", "current"]]
        settings.paletteNamespaces = ["FXColors", "PhotonColors"]
        settings.imageRoots = ["StandardImageIdentifiers", "ImageIdentifiers"]
        settings.darkSuffixes = ["_dark", "Dark"]
        settings.addColorSets(
            names: ["Colors/Label/primary": "textPrimary", "AccentColor": "actionPrimary"],
            spellings: [
                ("textPrimary", "UIColor(resource: .Colors.Label.primary)"), ("actionPrimary", "Asset.Colors.accent.color"),
            ])
        return settings
    }()

    static let triggers = SwiftCodeScanner.Triggers(settings)

    /// Don't patterns every input is matched against, beside those made of its lines.
    static let fixedSpans = ["FXColors.*", "UIColor.Photon", ".DisplayThemeChanged", "*.colors.*", "getThemedImageName", "\"*_dark\""]
    /// The input's code spans that become Don't patterns, and its lines matched against them, at most.
    static let maxSpans = 16
    static let maxTextLines = 16
    /// Bytes of a line kept as a pattern or a text (a glob's match is their product).
    static let maxTextBytes = 256

    /// The findings of both scanners and the Don't rules they match, one line each.
    static func run(_ bytes: [UInt8]) -> [String] {
        let lines = Lines(bytes)
        let swift = SwiftCodeScanner.scan(bytes, path: swiftPath, shownPath: swiftPath, settings: settings, triggers: triggers)
        let fresh = SwiftCodeScanner.scan(bytes, path: swiftPath, shownPath: swiftPath, settings: settings)
        precondition(fresh == swift, "app-code: the Swift scanner gave different findings for the same input")
        let xml = XMLLayoutScanner.scan(bytes, path: xmlPath, shownPath: xmlPath)
        precondition(XMLLayoutScanner.scan(bytes, path: xmlPath, shownPath: xmlPath) == xml, "app-code: the XML scanner is not deterministic")
        let kotlin = KotlinCodeScanner.scan(bytes, path: kotlinPath, shownPath: kotlinPath, settings: kotlinSettings)
        precondition(KotlinCodeScanner.scan(bytes, path: kotlinPath, shownPath: kotlinPath, settings: kotlinSettings) == kotlin,
            "app-code: the Kotlin scanner is not deterministic")
        for file in [swift, kotlin, xml] { lines.check(file) }
        if let problem = xml.problem {
            // Both scanners stop at the first byte that is not UTF-8, and point at it.
            let swiftProblem = swift.problem.map { ($0.line, $0.column) }
            precondition(swiftProblem.map { $0 == (problem.line, problem.column) } == true, "app-code: the scanners put the first bad byte at different places")
        }
        for finding in xml.findings {
            precondition(lines.bytes(at: finding).starts(with: Array(finding.text.utf8)), "app-code: '\(finding.text)' is not where the XML scanner puts it")
        }

        var out: [String] = []
        for file in [swift, kotlin, xml] {
            if let problem = file.problem { out.append("\(file.shownPath):\(problem.line):\(problem.column): problem: \(problem.message)") }
            for finding in file.findings {
                out.append("\(file.shownPath):\(finding.line):\(finding.column): \(describe(finding))")
            }
        }

        let texts = (swift.findings + kotlin.findings + xml.findings).map(\.text)
        let lineTexts = lines.texts.map { String(decoding: $0.prefix(maxTextBytes), as: UTF8.self) }
        let spans = Array(codeSpans(lines.texts).prefix(maxSpans))
        let ruleText = String(decoding: bytes.prefix(4096), as: UTF8.self)
        let patterns = dontPatterns(fixedSpans + spans, text: ruleText)
        for text in texts + lineTexts.prefix(maxTextLines) {
            let note = patterns.rule(covering: [text])
            precondition(patterns.rule(covering: [text]) == note, "app-code: a Don't pattern matched '\(text)' once only")
            if let note { out.append("don't \(text): \(note.message)") }
        }
        for text in [ruleText] + spans {
            let quoted = DontPatterns.quote(text)
            precondition(quoted.count <= 121 && !quoted.utf8.contains(0x0A), "app-code: a quoted Don't rule is over one line or 121 characters")
        }
        // A Don't rule that spells a finding's code covers it.
        for text in Set(texts) where !text.isEmpty && !text.contains("*") && text == text.trimmingSpaces && text.utf8.count <= 200 {
            precondition(dontPatterns([text], text: text).rule(covering: [text]) != nil, "app-code: the Don't pattern '\(text)' does not cover itself")
        }
        return out
    }

    /// What is between backticks on each line (a Markdown code span, simply), as a Don't rule
    /// of a guide names code.
    static func codeSpans(_ lines: [ArraySlice<UInt8>]) -> [String] {
        lines.flatMap { line in
            line.split(separator: UInt8(ascii: "`"), omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String(decoding: $0.element.prefix(maxTextBytes), as: UTF8.self) }
        }
    }

    /// One guide with one Don't rule per span (a rule may also hold several), as the guide stage gives them.
    static func dontPatterns(_ spans: [String], text: String) -> DontPatterns {
        let rules = spans.enumerated().map { index, span in
            Rule(
                kind: .dont, text: index == 0 ? text : span, html: "", guide: "fuzz", anchor: "donts",
                location: SourceLocation(file: "guides/fuzz.md", line: index + 1, column: 3), codeSpans: [span])
        }
        let guide = Guide(slug: "fuzz", title: "Fuzz", order: nil, summary: nil, sourcePath: "guides/fuzz.md", html: "", sections: [], rules: rules)
        return DontPatterns([(guide, rules)])
    }

    static func describe(_ finding: CodeFinding) -> String {
        let type = finding.enclosingType.map { " in \($0)" } ?? ""
        switch finding.kind {
        case .token(let name): return "token \(name) (\(finding.text))"
        case .palette(let namespace, let name): return "palette \(namespace).\(name) (\(finding.text))"
        case .legacy(let kind, let palette): return "legacy \(kind.rawValue)\(palette.map { " \($0)" } ?? "") (\(finding.text))\(type)"
        case .image(let reference): return "image \(reference)"
        case .themedImageCall(let argument): return "themed image \(argument ?? "-")"
        case .darkImageName(let name): return "dark image \(name)"
        case .resourceColor(let name): return "colour resource \(name)"
        }
    }

    /// The input's lines as the scanners count them (a line ends at a line feed), to check that
    /// a place is inside the input.
    struct Lines {
        let bytes: [UInt8]
        /// Offset of each line's first byte; the first line's is after a byte-order mark, which
        /// the Swift lexer leaves out of columns.
        var starts: [Int] = [0]
        let bom: Bool

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        }

        /// The bytes of each line, without its line feed.
        var texts: [ArraySlice<UInt8>] { starts.indices.map { bytes[starts[$0]..<end(of: $0)] } }

        func end(of index: Int) -> Int { index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count }

        /// The offset of a 1-based line and byte column, nil when that is not a byte of the line
        /// (`bomShift`: the column counts from after a byte-order mark on the first line).
        func offset(line: Int, column: Int, bomShift: Bool) -> Int? {
            guard line >= 1, line <= starts.count, column >= 1 else { return nil }
            let offset = starts[line - 1] + column - 1 + (bomShift && bom && line == 1 ? 3 : 0)
            return offset < end(of: line - 1) ? offset : nil
        }

        func bytes(at finding: CodeFinding) -> ArraySlice<UInt8> {
            guard let offset = offset(line: Int(finding.line), column: Int(finding.column), bomShift: false) else { return [] }
            return bytes[offset...]
        }

        /// Traps unless every finding of `file` starts on a byte of the input that is no space,
        /// and its problem is on a line of the input, at most one column past its end.
        func check(_ file: ScannedFile) {
            // Both lexers count columns from after a byte-order mark.
            let swift = file.shownPath.hasSuffix(".swift") || file.shownPath.hasSuffix(".kt")
            for finding in file.findings {
                let offset = offset(line: Int(finding.line), column: Int(finding.column), bomShift: swift)
                precondition(offset != nil, "app-code: \(finding.text) at \(finding.line):\(finding.column) is outside the input")
                if let offset {
                    precondition(![0x20, 0x09, 0x0D, 0x0A].contains(bytes[offset]), "app-code: \(finding.text) at \(finding.line):\(finding.column) starts on a space")
                }
            }
            if let problem = file.problem {
                let inside = problem.line >= 1 && problem.line <= starts.count && problem.column >= 1
                    && problem.column <= end(of: problem.line - 1) - starts[problem.line - 1] + 1
                precondition(inside, "app-code: the problem at \(problem.line):\(problem.column) is outside the input")
            }
        }
    }
}
