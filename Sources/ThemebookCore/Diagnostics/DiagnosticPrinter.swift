import Foundation

/// Prints diagnostics as text (with the source line and a caret), GitHub Actions workflow
/// commands, or one JSON array.
public struct DiagnosticPrinter {
    public enum Format: String, Sendable, CaseIterable {
        case text, github, json
    }

    public var format: Format
    /// Print notes one by one too (`check --all`); otherwise the text and github formats only
    /// count them in the summary. JSON always lists everything.
    public var includeNotes = false
    /// Returns a line of a file (1-based), for the text format's excerpt. No excerpts unless
    /// given: only the command knows where it may read (`LineCache(scope:)`).
    public var sourceLine: (String, Int) -> String?

    public init(format: Format, includeNotes: Bool = false, sourceLine: @escaping (String, Int) -> String? = { _, _ in nil }) {
        self.format = format
        self.includeNotes = includeNotes
        self.sourceLine = sourceLine
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        let shown = includeNotes ? diagnostics : diagnostics.filter { $0.severity != .note }
        switch format {
        case .text: return shown.map(text).joined()
        case .github:
            // Errors first, then warnings, then one notice with the counts by rule: GitHub shows
            // only the first ten annotations of each kind, so nothing important hides behind them.
            let ordered = shown.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
            let notes = ordered.filter { $0.element.severity == .note }.map { github($0.element) }
            let loud = ordered.filter { $0.element.severity != .note }.map { github($0.element) }
            let counts = diagnostics.isEmpty ? [] : ["::notice title=themebook::\(escapeData(Self.summary(diagnostics)))\n"]
            return (loud + counts + notes).joined()
        case .json: return JSONOutput.array(diagnostics.map(json)).serialized()
        }
    }

    /// `2 errors (alias-cycle, unknown-token ×2), 3 warnings (same-in-light-and-dark ×3), 55 notes
    /// (unused-palette-color ×55)`: each severity with its rules, most frequent first. Notes are
    /// left out when there are none.
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts: [String] = []
        for (severity, word) in [(Severity.error, "error"), (.warning, "warning"), (.note, "note")] {
            let found = diagnostics.filter { $0.severity == severity }
            if severity == .note, found.isEmpty { continue }
            var counts: [String: Int] = [:]
            for d in found { counts[d.id, default: 0] += 1 }
            let rules = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { $0.value == 1 ? $0.key : "\($0.key) ×\($0.value)" }
            parts.append(plural(found.count, word) + (rules.isEmpty ? "" : " (\(rules.joined(separator: ", ")))"))
        }
        return parts.joined(separator: ", ")
    }

    func text(_ d: Diagnostic) -> String {
        var out = "\(Self.place(d.location))\(d.severity.rawValue): \(Self.printable(d.fullMessage)) [\(d.id)]\n"
        if let location = d.location { out += excerpt(location) }
        for note in d.notes {
            out += "\(Self.place(note.location))note: \(Self.printable(note.message))\n"
        }
        return out
    }

    /// `file:line:column: `, the file name escaped like any other text from the input.
    private static func place(_ location: SourceLocation?) -> String {
        location.map { "\(printable($0.description)): " } ?? ""
    }

    /// The excerpt shows at most this many bytes of a line, around the column, so a diagnostic's
    /// size does not grow with the line (thousands of findings on one long line stay readable).
    public static let excerptWidth = 160
    /// Bytes kept before the column when a long line is cut.
    static let excerptLead = 60

    private func excerpt(_ location: SourceLocation) -> String {
        guard var line = sourceLine(location.file, location.line) else { return "" }
        if line.hasSuffix("\r") { line.removeLast() }
        let bytes = Array(line.utf8)
        let column = min(max(location.column - 1, 0), bytes.count)
        var start = 0
        var end = bytes.count
        if bytes.count > Self.excerptWidth {
            start = max(0, min(column - Self.excerptLead, bytes.count - Self.excerptWidth))
            end = start + Self.excerptWidth
        }
        // Cut only between whole characters' bytes (never inside a UTF-8 sequence).
        func boundary(_ i: Int) -> Int {
            var i = i
            while i > 0, i < bytes.count, bytes[i] & 0xC0 == 0x80 { i -= 1 }
            return i
        }
        start = boundary(start)
        end = boundary(end)
        let caretAt = max(start, boundary(column))
        let before = String(decoding: bytes[start..<caretAt], as: UTF8.self)
        let after = String(decoding: bytes[caretAt..<end], as: UTF8.self)
        let lead = start > 0 ? "…" : ""
        let tail = end < bytes.count ? "…" : ""
        // The caret lines up under the column: a tab stays a tab so terminals agree, an escaped
        // character takes as many places as its escape, anything else one.
        var pad = start > 0 ? " " : ""
        for character in before {
            if character == "\t" {
                pad += "\t"
            } else {
                pad += String(repeating: " ", count: Self.printable(String(character)).count)
            }
        }
        return "    \(lead)\(Self.printable(before))\(Self.printable(after))\(tail)\n    \(pad)^\n"
    }

    func github(_ d: Diagnostic) -> String {
        let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
        var properties: [String] = []
        if let l = d.location {
            properties += ["file=\(escapeProperty(Self.printable(l.file)))", "line=\(l.line)", "col=\(l.column)"]
        }
        properties.append("title=\(escapeProperty(d.id))")
        var message = Self.printable(d.fullMessage)
        for note in d.notes { message += "\n" + Self.place(note.location) + Self.printable(note.message) }
        return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    private func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    func json(_ d: Diagnostic) -> JSONOutput {
        func location(_ l: SourceLocation?) -> JSONOutput {
            guard let l else { return .null }
            return .object(["file": .string(l.file), "line": .int(l.line), "column": .int(l.column)])
        }
        return .object([
            "severity": .string(d.severity.rawValue), "id": .string(d.id), "message": .string(d.message),
            "location": location(d.location), "suggestion": .optional(d.suggestion),
            "notes": .array(d.notes.map { .object(["message": .string($0.message), "location": location($0.location)]) }),
        ])
    }

    /// Control characters from the input (a NUL or an escape sequence inside a name or a source
    /// line) are shown as `\u{0}` rather than sent to the terminal or the CI log: C0 controls but
    /// the tab, DEL, C1 controls (`\u{9b}` starts a sequence too), line and paragraph separators,
    /// and the bidirectional overrides that can make a line read differently than it is.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isUnprintable(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
