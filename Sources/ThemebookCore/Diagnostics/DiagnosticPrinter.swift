import Foundation

/// Prints diagnostics as text (with the source line and a caret), GitHub Actions workflow
/// commands, or one JSON array.
public struct DiagnosticPrinter {
    public enum Format: String, Sendable, CaseIterable {
        case text, github, json
    }

    public var format: Format
    /// Returns a line of a file (1-based), for the text format's excerpt.
    public var sourceLine: (String, Int) -> String?

    public init(format: Format, sourceLine: @escaping (String, Int) -> String? = LineCache().line) {
        self.format = format
        self.sourceLine = sourceLine
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        switch format {
        case .text: return diagnostics.map(text).joined()
        case .github: return diagnostics.map(github).joined()
        case .json: return JSONOutput.array(diagnostics.map(json)).serialized()
        }
    }

    /// `2 errors, 3 warnings`
    public static func summary(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errors, "error")), \(plural(warnings, "warning"))"
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
