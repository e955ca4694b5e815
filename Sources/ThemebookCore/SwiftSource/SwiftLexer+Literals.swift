/// Number and string literals: `0x0060DF`, `0.3`, `1_000`, `"text"`, `"""…"""`, `#"raw"#`.
extension SwiftLexer {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let hash = UInt8(ascii: "#")

    // MARK: - Numbers

    mutating func number() {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        var isDecimal = false
        let next = byte(i + 1)
        if bytes[i] == UInt8(ascii: "0"), next == UInt8(ascii: "x") || next == UInt8(ascii: "X") {
            i += 2
            skipDigits(Self.isHexDigit)
            if byte(i) == UInt8(ascii: "."), let d = byte(i + 1), Self.isHexDigit(d) {
                isDecimal = true
                i += 1
                skipDigits(Self.isHexDigit)
            }
            if byte(i) == UInt8(ascii: "p") || byte(i) == UInt8(ascii: "P") {
                isDecimal = true
                skipExponent()
            }
        } else if bytes[i] == UInt8(ascii: "0"), next == UInt8(ascii: "b") || next == UInt8(ascii: "o") {
            i += 2
            skipDigits(Self.isDecimalDigit)
        } else {
            skipDigits(Self.isDecimalDigit)
            if byte(i) == UInt8(ascii: "."), let d = byte(i + 1), Self.isDecimalDigit(d) {
                isDecimal = true
                i += 1
                skipDigits(Self.isDecimalDigit)
            }
            if byte(i) == UInt8(ascii: "e") || byte(i) == UInt8(ascii: "E") {
                isDecimal = true
                skipExponent()
            }
        }
        var valid = true
        while let b = byte(i), Self.isIdentifierBody(b) {
            valid = false
            i += 1
        }
        let literal = text(start..<i)
        if !valid || literal.hasSuffix("x") || literal.hasSuffix("X") {
            reporter.error("'\(literal)' is not a valid number literal", line: startLine, column: startColumn)
        }
        emit(isDecimal ? .decimal : .integer, literal, start: start, line: startLine, column: startColumn)
    }

    private mutating func skipDigits(_ valid: (UInt8) -> Bool) {
        while let b = byte(i), valid(b) || b == UInt8(ascii: "_") { i += 1 }
    }

    private mutating func skipExponent() {
        i += 1
        if byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") { i += 1 }
        skipDigits(Self.isDecimalDigit)
    }

    static func isDecimalDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func isHexDigit(_ b: UInt8) -> Bool {
        isDecimalDigit(b) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    // MARK: - Strings

    /// Emits a string token. `i` is at the opening quote; for a raw string `start` is the first `#`.
    mutating func stringToken(hashes: Int, start: Int? = nil, line startLine: Int? = nil, column startColumn: Int? = nil) {
        let origin = (start ?? i, startLine ?? line, startColumn ?? column(of: i))
        let literal = scanString(hashes: hashes, origin: (origin.1, origin.2))
        emit(.string, literal.value, start: origin.0, line: origin.1, column: origin.2)
        tokens[tokens.count - 1].isInterpolated = literal.interpolated
    }

    /// Scans a string literal whose opening quote is at `i` and returns its decoded value.
    /// Used for tokens and, inside `\(…)`, for nested literals.
    mutating func scanString(hashes: Int, origin: (line: Int, column: Int)) -> (value: String, interpolated: Bool) {
        let multiline = byte(i + 1) == Self.quote && byte(i + 2) == Self.quote
        guard multiline else {
            i += 1
            let content = scanBody(hashes: hashes, multiline: false, origin: origin)
            let decoded = Self.decode(bytes[content], hashes: hashes)
            return (String(decoding: decoded.value, as: UTF8.self), decoded.interpolated)
        }
        i += 3
        while let b = byte(i), b == 0x20 || b == 0x09 || b == 0x0D { i += 1 }
        if let b = byte(i), b != 0x0A {
            reporter.error(
                "multi-line string content must start on a new line after '\"\"\"'", line: line, column: column(of: i))
        }
        if byte(i) == 0x0A {
            newline(at: i)
            i += 1
        }
        let content = scanBody(hashes: hashes, multiline: true, origin: origin)
        let decoded = Self.decode(Self.removingIndentation(bytes[content]), hashes: hashes)
        return (String(decoding: decoded.value, as: UTF8.self), decoded.interpolated)
    }

    /// Finds the end of a string body, validating escapes and skipping interpolations. Returns
    /// the content range; `i` ends after the closing delimiter (or where the literal stopped).
    private mutating func scanBody(hashes: Int, multiline: Bool, origin: (line: Int, column: Int)) -> Range<Int> {
        let contentStart = i
        while true {
            guard let b = byte(i), multiline || (b != 0x0A && b != 0x0D) else {
                if abandoned { return contentStart..<i }
                let what = multiline ? "multi-line string literal; expected '\"\"\"'" : "string literal; expected '\"'"
                let place = byte(i) == nil ? "the end of the file" : "the end of the line"
                reporter.error("unterminated \(what) before \(place)", line: origin.line, column: origin.column)
                return contentStart..<i
            }
            if b == 0x0A {
                newline(at: i)
                i += 1
            } else if b == Self.quote {
                let closing = multiline ? 3 : 1
                if (0..<closing).allSatisfy({ byte(i + $0) == Self.quote }), hashesFollow(at: i + closing, count: hashes) {
                    let end = i
                    i += closing + hashes
                    return contentStart..<end
                }
                i += 1
            } else if b == Self.backslash, hashesFollow(at: i + 1, count: hashes) {
                escape(hashes: hashes, multiline: multiline)
            } else {
                i += 1
            }
        }
    }

    private func hashesFollow(at offset: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == Self.hash }
    }

    /// Validates one escape sequence starting at the backslash at `i`.
    private mutating func escape(hashes: Int, multiline: Bool) {
        let escLine = line
        let escColumn = column(of: i)
        let k = i + 1 + hashes
        switch byte(k) {
        case UInt8(ascii: "(")? where interpolationDepth >= Self.maxInterpolationDepth:
            // Nested strings and interpolations recurse; past the limit the rest of the file is
            // not read (every enclosing literal is unterminated from here on anyway).
            reporter.error(
                "string interpolation nested more than \(Self.maxInterpolationDepth) levels deep; the rest of the file is not read",
                line: escLine, column: escColumn)
            i = bytes.count
            abandoned = true
        case UInt8(ascii: "(")?:
            i = k + 1
            interpolationDepth += 1
            skipInterpolation(origin: (escLine, escColumn))
            interpolationDepth -= 1
        case UInt8(ascii: "u")?:
            var j = k + 1
            var digits = 0
            if byte(j) == UInt8(ascii: "{") {
                j += 1
                while let d = byte(j), Self.isHexDigit(d) {
                    digits += 1
                    j += 1
                }
            }
            if digits >= 1, digits <= 8, byte(j) == UInt8(ascii: "}") {
                i = j + 1
            } else {
                reporter.error("invalid unicode escape; expected \\u{…} with 1 to 8 hex digits", line: escLine, column: escColumn)
                i = k + 1
            }
        case UInt8(ascii: "n")?, UInt8(ascii: "t")?, UInt8(ascii: "r")?, UInt8(ascii: "0")?, Self.backslash?,
            Self.quote?, UInt8(ascii: "'")?:
            i = k + 1
        case 0x0A? where multiline:
            i = k
        case let other:
            let shown = other.map { $0 >= 0x21 && $0 < 0x7F ? String(UnicodeScalar($0)) : "" } ?? ""
            reporter.error("invalid escape sequence '\\\(shown)' in string literal", line: escLine, column: escColumn)
            i = other == nil || other == 0x0A ? k : k + 1
        }
    }

    /// Skips `\( … )` up to its matching `)`, stepping over nested strings and comments.
    private mutating func skipInterpolation(origin: (line: Int, column: Int)) {
        var depth = 1
        while let b = byte(i) {
            switch b {
            case UInt8(ascii: "("):
                depth += 1
                i += 1
            case UInt8(ascii: ")"):
                depth -= 1
                i += 1
                if depth == 0 { return }
            case Self.quote:
                _ = scanString(hashes: 0, origin: (line, column(of: i)))
            case Self.hash:
                var hashes = 0
                while byte(i + hashes) == Self.hash { hashes += 1 }
                if byte(i + hashes) == Self.quote {
                    let origin = (line, column(of: i))
                    i += hashes
                    _ = scanString(hashes: hashes, origin: origin)
                } else {
                    i += hashes
                }
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                while let c = byte(i), c != 0x0A { i += 1 }
            case 0x0A:
                newline(at: i)
                i += 1
            default:
                i += 1
            }
        }
        if !abandoned {
            reporter.error("unterminated string interpolation; expected ')'", line: origin.line, column: origin.column)
        }
    }

    // MARK: - Decoding

    /// The lines of a multi-line string without the closing delimiter's indentation.
    static func removingIndentation(_ content: ArraySlice<UInt8>) -> [UInt8] {
        guard let lastNewline = content.lastIndex(of: 0x0A) else { return [] }
        let indentation = content[(lastNewline + 1)...]
        var out: [UInt8] = []
        out.reserveCapacity(content.count)
        var lineStart = content.startIndex
        while lineStart < lastNewline {
            let lineEnd = content[lineStart..<lastNewline].firstIndex(of: 0x0A) ?? lastNewline
            var text = content[lineStart..<lineEnd]
            if text.starts(with: indentation) { text = text.dropFirst(indentation.count) }
            if lineStart > content.startIndex { out.append(0x0A) }
            out.append(contentsOf: text)
            lineStart = lineEnd + 1
        }
        return out
    }

    /// Applies escape sequences. An interpolation is kept as written and flags the result.
    static func decode<C: Collection>(_ raw: C, hashes: Int) -> (value: [UInt8], interpolated: Bool) where C.Element == UInt8 {
        let bytes = Array(raw)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var interpolated = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let k = i + 1 + hashes
            guard b == backslash, k <= bytes.count, bytes[(i + 1)..<k].allSatisfy({ $0 == hash }), k < bytes.count else {
                out.append(b)
                i += 1
                continue
            }
            switch bytes[k] {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0"): out.append(0x00)
            case 0x0A: break
            case UInt8(ascii: "u"):
                // At most 8 digits: looking further for a `}` would rescan the rest of the literal
                // for every bad `\u` in it.
                if let close = bytes[k..<min(k + 12, bytes.count)].firstIndex(of: UInt8(ascii: "}")), close > k + 2,
                    let value = UInt32(String(decoding: bytes[(k + 2)..<close], as: UTF8.self), radix: 16),
                    let scalar = Unicode.Scalar(value)
                {
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                    i = close + 1
                    continue
                }
                out.append(contentsOf: bytes[i...k])
            case UInt8(ascii: "("):
                interpolated = true
                out.append(contentsOf: bytes[i...k])
            default:
                out.append(bytes[k])
            }
            i = k + 1
        }
        return (out, interpolated)
    }
}
