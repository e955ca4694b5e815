/// The byte-level half of `JSONParser`: strings, numbers, literals, whitespace and positions.
extension JSONParser {
    mutating func parseString() throws -> String {
        let start = location
        index += 1
        // Most strings (keys, hex colours, aliases) have no escape: made straight from the
        // input's bytes (valid UTF-8 by now), without copying them one by one first.
        // Through `strings`, a string already made (by this file or another) is shared.
        let first = index
        if let end = Self.unescapedEnd(bytes.span, from: first, asciiOnly: false) {
            let string = Self.string(bytes, first..<end, strings: strings)
            index = end + 1
            return string
        }
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try parseHex4()
                    // A high surrogate pairs with a following \u low surrogate; anything unpaired
                    // becomes U+FFFD, and the escape after it is read on its own.
                    if (0xD800...0xDBFF).contains(scalar), index + 5 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        let mark = index
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            index = mark
                        }
                    }
                    let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(s).utf8))
                default:
                    index -= 1
                    throw Failure(message: "invalid escape '\\\(describeByte(escape))' in string", location: location)
                }
            case 0x0A, 0x0D:
                throw Failure(message: "unterminated string", location: start)
            case 0..<0x20:
                throw Failure(message: "control character in string; escape it", location: location)
            default:
                out.append(b)
                index += 1
            }
        }
        throw Failure(message: "unterminated string", location: start)
    }

    mutating func parseHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
                throw Failure(message: "invalid \\u escape; expected 4 hex digits", location: location)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    mutating func parseNumber() throws -> JSONNode.Value {
        let start = index
        let startLocation = location
        if peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw Failure(message: "invalid number; expected a digit", location: location)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw Failure(message: "invalid number; leading zeros are not allowed", location: startLocation)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(message: "invalid number; expected a digit after '.'", location: location)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(message: "invalid number; expected a digit in the exponent", location: location)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal), value.isFinite else {
            throw Failure(message: "number \(literal.prefix(40)) is out of range", location: startLocation)
        }
        return .number(value, literal: literal)
    }

    // MARK: - Scanning

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    mutating func expectWord(_ word: String) throws {
        let start = location
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw Failure(message: "invalid literal; expected '\(word)'", location: start)
            }
            index += 1
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    /// Moves to a byte offset, keeping line and column right (used for error positions).
    mutating func seek(to offset: Int) {
        index = 0; line = 1; lineStart = 0
        while index < offset {
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    func unexpectedEnd(_ expected: String) -> Failure {
        Failure(message: "unexpected end of file; expected \(expected)", location: location)
    }

    /// The current byte in quotes for a message: `'x'`, or `"'"` for a single quote.
    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        if bytes[index] >= 0x80 {
            // The input is valid UTF-8 by now: show the whole character.
            let character = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).prefix(1)
            return "'\(character)'"
        }
        let shown = describeByte(bytes[index])
        return shown == "'" ? "\"'\"" : "'\(shown)'"
    }

    func describeByte(_ b: UInt8) -> String {
        (0x21..<0x7F).contains(b) ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
    }

    func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }

    /// Where the string whose contents start at `start` ends (its closing quote), when it has
    /// no escape and no control character (and, with `asciiOnly`, nothing beyond ASCII); nil
    /// otherwise. Most strings (keys, hex colours, aliases) are so: found in one tight pass.
    static func unescapedEnd(_ input: Span<UInt8>, from start: Int, asciiOnly: Bool) -> Int? {
        var end = start
        while end < input.count {
            let b = input[end]
            if b == UInt8(ascii: "\"") { return end }
            if b == UInt8(ascii: "\\") || b < 0x20 || (asciiOnly && b >= 0x80) { return nil }
            end += 1
        }
        return nil
    }

    /// The string of `bytes[range]`, through `strings` when given.
    static func string(_ bytes: [UInt8], _ range: Range<Int>, strings: JSONStrings?) -> String {
        let text = bytes.span.extracting(range)
        return strings?.string(text) ?? Bytes.string(text)
    }

    /// Offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        // ASCII (nearly every token file) is valid UTF-8: decoded only from the first other byte.
        // Eight bytes at a time: every byte of every input file passes here.
        let ascii = Bytes.firstIndex(in: bytes.span, wordMayMatch: Bytes.hasHighBit, isMatch: { $0 >= 0x80 }) ?? bytes.count
        guard ascii < bytes.count else { return nil }
        var iterator = bytes[ascii...].makeIterator()
        var decoder = UTF8()
        var offset = ascii
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
