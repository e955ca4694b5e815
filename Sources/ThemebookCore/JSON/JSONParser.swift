/// A small JSON parser (RFC 8259) that records the line and column of every value and key.
///
/// It never traps: invalid UTF-8, truncated input, nesting deeper than `maxDepth` and numbers
/// out of range all end in a `json-syntax` diagnostic at the exact position. Duplicate keys
/// are reported as `json-duplicate-key` errors and the parse goes on.
public struct JSONParser {
    public static let maxDepth = 200

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var diagnostics: [Diagnostic] = []

    private struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Parses a whole document; returns nil (with an error diagnostic) when it is not valid JSON.
    public static func parse(_ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics) -> JSONNode? {
        var parser = JSONParser(bytes: bytes, file: file)
        if let bad = firstInvalidUTF8(bytes) {
            parser.seek(to: bad)
            diagnostics.error("json-syntax", "\(file) is not valid UTF-8", at: parser.location)
            return nil
        }
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            parser.skipWhitespace()
            if parser.index >= bytes.count {
                throw Failure(message: "\(file) is empty; expected a JSON value", location: parser.location)
            }
            let root = try parser.parseValue()
            parser.skipWhitespace()
            if parser.index < bytes.count {
                throw Failure(message: "unexpected \(parser.describeCurrent()) after the JSON value", location: parser.location)
            }
            diagnostics.append(contentsOf: parser.diagnostics)
            return root
        } catch let failure as Failure {
            diagnostics.append(contentsOf: parser.diagnostics)
            diagnostics.error("json-syntax", failure.message, at: failure.location)
            return nil
        } catch {
            return nil
        }
    }

    public static func parse(_ text: String, file: String, into diagnostics: inout Diagnostics) -> JSONNode? {
        parse(Array(text.utf8), file: file, into: &diagnostics)
    }

    // MARK: - Values

    private var location: SourceLocation {
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

    private mutating func parseValue() throws -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw unexpectedEnd("a value") }
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: try parseNumber(), location: start)
        default: throw Failure(message: "unexpected \(describeCurrent()); expected a value", location: start)
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maxDepth {
            throw Failure(message: "JSON nested deeper than \(Self.maxDepth) levels", location: location)
        }
    }

    private mutating func parseObject() throws -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONNode.Member] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd("a key or '}'") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw Failure(message: "unexpected \(describeCurrent()); expected a key in double quotes", location: location)
            }
            let keyLocation = location
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw index < bytes.count
                    ? Failure(message: "unexpected \(describeCurrent()); expected ':' after key '\(key)'", location: location)
                    : unexpectedEnd("':'")
            }
            index += 1
            let value = try parseValue()
            if let first = seen[key] {
                diagnostics.append(.error(
                    "json-duplicate-key", "key '\(key)' appears twice in the same object", at: keyLocation,
                    notes: [.init("first defined here", at: first)]))
                members.removeAll { $0.key == key }
            }
            seen[key] = keyLocation
            members.append(.init(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd("',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw Failure(message: "unexpected \(describeCurrent()); expected ',' or '}'", location: location)
        }
    }

    private mutating func parseArray() throws -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd("',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw Failure(message: "unexpected \(describeCurrent()); expected ',' or ']'", location: location)
        }
    }

    private mutating func parseString() throws -> String {
        let start = location
        index += 1
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
                    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                    out.append(contentsOf: Array(String(Character(s)).utf8))
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

    private mutating func parseHex4() throws -> UInt32 {
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

    private mutating func parseNumber() throws -> JSONNode.Value {
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

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func expectWord(_ word: String) throws {
        let start = location
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                throw Failure(message: "invalid literal; expected '\(word)'", location: start)
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
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
    private mutating func seek(to offset: Int) {
        index = 0; line = 1; lineStart = 0
        while index < offset {
            if bytes[index] == 0x0A { line += 1; lineStart = index + 1 }
            index += 1
        }
    }

    private func unexpectedEnd(_ expected: String) -> Failure {
        Failure(message: "unexpected end of file; expected \(expected)", location: location)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        return "'\(describeByte(bytes[index]))'"
    }

    private func describeByte(_ b: UInt8) -> String {
        (0x21..<0x7F).contains(b) ? String(UnicodeScalar(b)) : "\\u{\(String(b, radix: 16))}"
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    private func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }

    /// Offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
