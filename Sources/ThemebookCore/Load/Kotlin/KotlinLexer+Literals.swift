/// Number, string and character literals.
extension KotlinLexer {
    // MARK: - Numbers

    /// `0xFF423262`, `0b1010`, `1_000L`, `0xFFu`, `0.44f`, `1e-3`, `2F`. A letter or digit that
    /// cannot continue the literal (`0xFFG`, `12abc`) makes it malformed, reported at its start.
    mutating func number() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        var isDecimal = false
        func digits(_ accept: (UInt8) -> Bool) {
            while i < bytes.count, accept(bytes[i]) || bytes[i] == UInt8(ascii: "_") { i += 1 }
        }
        let prefix = byte(i + 1).map { $0 | 0x20 }
        if bytes[i] == UInt8(ascii: "0"), prefix == UInt8(ascii: "x") || prefix == UInt8(ascii: "b") {
            i += 2
            digits(prefix == UInt8(ascii: "x") ? Self.isHexDigit : { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") })
        } else {
            digits(Self.isDigit)
            if byte(i) == UInt8(ascii: "."), let next = byte(i + 1), Self.isDigit(next) {
                isDecimal = true
                i += 1
                digits(Self.isDigit)
            }
            if let e = byte(i), e | 0x20 == UInt8(ascii: "e") {
                var j = i + 1
                if byte(j) == UInt8(ascii: "+") || byte(j) == UInt8(ascii: "-") { j += 1 }
                if let d = byte(j), Self.isDigit(d) {
                    isDecimal = true
                    i = j
                    digits(Self.isDigit)
                }
            }
            if let f = byte(i), f | 0x20 == UInt8(ascii: "f") {
                isDecimal = true
                i += 1
            }
        }
        if !isDecimal {
            if let u = byte(i), u | 0x20 == UInt8(ascii: "u") { i += 1 }
            if byte(i) == UInt8(ascii: "L") { i += 1 }
        }
        if let next = byte(i), Self.isIdentifierBody(next) {
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            reporter.error("malformed number '\(text(start..<i))'", line: startLine, column: startColumn)
        }
        emit(isDecimal ? .decimal : .integer, text(start..<i), start: start, line: startLine, column: startColumn)
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    static func isHexDigit(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "f")) }

    // MARK: - Strings

    /// `"…"` (one line, with escapes) or `"""…"""` (raw, any lines). Templates (`$name`,
    /// `${…}`) are kept as written; the token is marked `isTemplate`.
    mutating func stringToken() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        let (value, template) = string()
        emit(.string, value, start: start, line: startLine, column: startColumn)
        tokens[tokens.count - 1].isTemplate = template
    }

    /// Reads a string literal starting at its opening quote; returns its value and whether it
    /// has a template. Used for tokens and, inside a `${…}` template, to step over strings.
    mutating func string() -> (value: String, template: Bool) {
        let startLine = line
        let startColumn = column(of: i)
        let raw = bytes[i...].starts(with: [0x22, 0x22, 0x22])
        i += raw ? 3 : 1
        var value: [UInt8] = []
        var template = false
        while i < bytes.count {
            let b = bytes[i]
            if raw, bytes[i...].starts(with: [0x22, 0x22, 0x22]) {
                // A run of more than three quotes ends with its last three.
                var end = i + 3
                while byte(end) == 0x22 { end += 1 }
                value.append(contentsOf: repeatElement(0x22, count: end - i - 3))
                i = end
                return (String(decoding: value, as: UTF8.self), template)
            }
            if !raw, b == 0x22 {
                i += 1
                return (String(decoding: value, as: UTF8.self), template)
            }
            if !raw, b == 0x0A { break }
            if b == 0x0A {
                newline(at: i)
                newlineBefore = true
            }
            if !raw, b == UInt8(ascii: "\\") {
                value.append(contentsOf: escape())
                continue
            }
            if b == UInt8(ascii: "$"), byte(i + 1) == UInt8(ascii: "{") {
                template = true
                let from = i
                guard templateExpression() else { return (String(decoding: value, as: UTF8.self), true) }
                value.append(contentsOf: bytes[from..<i])
                continue
            }
            if b == UInt8(ascii: "$"), let next = byte(i + 1), Self.isIdentifierStart(next) { template = true }
            value.append(b)
            i += 1
        }
        if !abandoned {
            reporter.error(
                raw ? "unterminated raw string; expected '\"\"\"' before the end of the file"
                    : "unterminated string; expected '\"' before the end of the line",
                line: startLine, column: startColumn)
        }
        return (String(decoding: value, as: UTF8.self), template)
    }

    /// One escape of a string or character literal, from its backslash; its bytes. An unknown
    /// escape is reported and kept as written.
    private mutating func escape() -> [UInt8] {
        let startColumn = column(of: i)
        guard let next = byte(i + 1), next != 0x0A else {
            i += 1
            return []
        }
        i += 2
        switch next {
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "$"): return [next]
        case UInt8(ascii: "u"):
            let hex = bytes[i..<min(i + 4, bytes.count)]
            if hex.count == 4, hex.allSatisfy(Self.isHexDigit), let scalar = UInt32(String(decoding: hex, as: UTF8.self), radix: 16) {
                i += 4
                return Array(String(UnicodeScalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
            }
            reporter.error("'\\u' must be followed by four hex digits", line: line, column: startColumn)
            return [UInt8(ascii: "\\"), next]
        default:
            reporter.error("unknown escape '\\\(String(UnicodeScalar(next)))'", line: line, column: startColumn)
            return [UInt8(ascii: "\\"), next]
        }
    }

    /// Steps over `${…}` from its `$`, through nested braces, strings, characters and comments.
    /// False when the template nests too deeply or never closes (reported; the rest of the file
    /// is then abandoned, so no enclosing literal is reported again).
    private mutating func templateExpression() -> Bool {
        let startLine = line
        let startColumn = column(of: i)
        guard templateDepth < Self.maxTemplateDepth else {
            reporter.error(
                "string templates nest more than \(Self.maxTemplateDepth) deep; the rest of the file is not read", line: startLine,
                column: startColumn)
            i = bytes.count
            abandoned = true
            return false
        }
        templateDepth += 1
        defer { templateDepth -= 1 }
        i += 2
        var depth = 1
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "{"):
                depth += 1
                i += 1
            case UInt8(ascii: "}"):
                depth -= 1
                i += 1
                if depth == 0 { return true }
            case 0x22:
                _ = string()
            case UInt8(ascii: "'"):
                _ = character()
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            case 0x0A:
                newline(at: i)
                newlineBefore = true
                i += 1
            default:
                i += 1
            }
        }
        if !abandoned { reporter.error("unterminated '${' template; expected '}'", line: startLine, column: startColumn) }
        return false
    }

    // MARK: - Characters

    mutating func characterToken() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        let value = character()
        emit(.character, value, start: start, line: startLine, column: startColumn)
    }

    /// `'a'`, `'\n'`, `'\u0041'`, from the opening quote.
    private mutating func character() -> String {
        let startLine = line
        let startColumn = column(of: i)
        i += 1
        var value: [UInt8] = []
        if byte(i) == UInt8(ascii: "\\") {
            value = escape()
        } else if let b = byte(i), b != UInt8(ascii: "'"), b != 0x0A {
            // One character: its UTF-8 bytes.
            let length = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
            value = Array(bytes[i..<min(i + length, bytes.count)])
            i = min(i + length, bytes.count)
        }
        guard byte(i) == UInt8(ascii: "'") else {
            reporter.error("unterminated character literal; expected '\\''", line: startLine, column: startColumn)
            return String(decoding: value, as: UTF8.self)
        }
        i += 1
        return String(decoding: value, as: UTF8.self)
    }
}
