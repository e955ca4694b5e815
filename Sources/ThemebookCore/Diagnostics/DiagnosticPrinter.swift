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
    /// Returns a line of a file (1-based), for the text format's excerpt.
    public var sourceLine: (String, Int) -> String?

    public init(format: Format, includeNotes: Bool = false, sourceLine: @escaping (String, Int) -> String? = LineCache().line) {
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
        var out = "\(d.location.map { "\($0): " } ?? "")\(d.severity.rawValue): \(Self.printable(d.fullMessage)) [\(d.id)]\n"
        if let location = d.location { out += excerpt(location) }
        for note in d.notes {
            out += "\(note.location.map { "\($0): " } ?? "")note: \(Self.printable(note.message))\n"
        }
        return out
    }

    private func excerpt(_ location: SourceLocation) -> String {
        guard let line = sourceLine(location.file, location.line) else { return "" }
        let bytes = Array(line.utf8)
        let shown = bytes.count > 200 ? String(decoding: bytes.prefix(200), as: UTF8.self) + "…" : line
        // The caret lines up under the column, counting tabs as tabs so terminals agree.
        let prefix = bytes.prefix(max(0, min(location.column - 1, bytes.count)))
        let pad = String(decoding: prefix.map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self)
        let padWidth = String(decoding: prefix, as: UTF8.self).count
        let caretPad = pad.utf8.count == padWidth ? pad : String(repeating: " ", count: padWidth)
        return "    \(shown)\n    \(caretPad)^\n"
    }

    func github(_ d: Diagnostic) -> String {
        let command = d.severity == .error ? "error" : d.severity == .warning ? "warning" : "notice"
        var properties: [String] = []
        if let l = d.location {
            properties += ["file=\(escapeProperty(l.file))", "line=\(l.line)", "col=\(l.column)"]
        }
        properties.append("title=\(escapeProperty(d.id))")
        var message = Self.printable(d.fullMessage)
        for note in d.notes { message += "\n" + (note.location.map { "\($0): " } ?? "") + Self.printable(note.message) }
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

    /// Control characters from the input (a NUL or an escape sequence inside a name) are shown
    /// as `\u{0}` rather than sent to the terminal.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
