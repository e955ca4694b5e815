/// A JSON value to write: objects print with sorted keys and two-space indentation, so the
/// same catalogue always gives the same bytes.
public indirect enum JSONOutput: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONOutput])
    case object([String: JSONOutput])

    public func serialized() -> String { String(decoding: serializedUTF8(), as: UTF8.self) }

    /// One line, no spaces (for the search index, which the browser loads).
    public func compact() -> String { String(decoding: compactUTF8(), as: UTF8.self) }

    /// `serialized()` as UTF-8 bytes, as written to disk.
    public func serializedUTF8() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(into: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// `compact()` as UTF-8 bytes.
    public func compactUTF8() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(1 << 16)
        write(into: &out, indent: nil)
        return out
    }

    // The text is built as UTF-8 bytes: every piece is a valid string or ASCII, so the result is
    // valid UTF-8, and byte appends cost far less than appending to a `String` piece by piece.

    private func write(into out: inout [UInt8], indent: Int?) {
        switch self {
        case .null: Self.append("null", to: &out)
        case .bool(let b): Self.append(b ? "true" : "false", to: &out)
        case .int(let i): Self.append(String(i), to: &out)
        case .double(let d): Self.append(Color.format(d), to: &out)
        case .string(let s): Self.writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { Self.append("[]", to: &out); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 1 })
                item.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { Self.append("{}", to: &out); return }
            out.append(UInt8(ascii: "{"))
            // Keys are unique, so sorting the members by key orders them as sorting the keys does.
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 1 })
                Self.writeString(member.key, into: &out)
                if indent == nil { out.append(UInt8(ascii: ":")) } else { Self.append(": ", to: &out) }
                member.value.write(into: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    @inline(__always)
    private static func append(_ s: String, to out: inout [UInt8]) {
        out.append(contentsOf: s.utf8)
    }

    /// A JSON string literal. Escapes `"` `\\` and control characters, `<` `>` `&` (so the JSON
    /// stays inert inlined in a page) and U+2028, U+2029 (line ends to JavaScript); every other
    /// character is copied as it is. Runs of bytes that need no escaping are copied whole.
    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        writeEscaped(s, into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// What `writeString` writes between the quotes.
    static func writeEscaped(_ s: String, into out: inout [UInt8]) {
        s.withUTF8Span { input in escape(input, into: &out) }
    }

    /// Appends what `writeEscaped` writes for `input`: runs of bytes that need no escaping
    /// whole, and escapes.
    static func escape(_ input: Span<UInt8>, into out: inout [UInt8]) {
        var runStart = 0
        var index = 0
        let count = input.count
        // Runs that need nothing (nearly everything) are skipped eight bytes at a time.
        while let next = Bytes.firstIndex(in: input, from: index, wordMayMatch: mayNeedEscapeCheck, isMatch: needsEscapeCheck) {
            index = next
            let byte = input[index]
            let escape: StaticString
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case UInt8(ascii: "\n"): escape = "\\n"
            case UInt8(ascii: "\r"): escape = "\\r"
            case UInt8(ascii: "\t"): escape = "\\t"
            // Keep `</script>` and friends inert if the JSON is ever inlined in a page.
            case UInt8(ascii: "<"): escape = "\\u003c"
            case UInt8(ascii: ">"): escape = "\\u003e"
            case UInt8(ascii: "&"): escape = "\\u0026"
            case 0..<0x20: escape = controlEscapes[Int(byte)]
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where index + 2 < count && input[index + 1] == 0x80 && (input[index + 2] == 0xA8 || input[index + 2] == 0xA9):
                escape = input[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                index += 1
                continue
            }
            if runStart < index { Bytes.append(input.extracting(runStart..<index), to: &out) }
            escape.withUTF8Buffer { out.append(contentsOf: $0) }
            index += length
            runStart = index
        }
        if runStart < count { Bytes.append(input.extracting(runStart..<count), to: &out) }
    }

    /// Bit `b` is set for each byte `b` below 64 that is escaped: control characters, `"`,
    /// `&`, `<` and `>`.
    private static let escapedBelow64: UInt64 =
        0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E

    /// Whether one of the eight bytes of `word` may start something to escape (`needsEscapeCheck`
    /// of some byte; a byte at or above 0x80 may make it say so wrongly, never the other way).
    @inline(__always)
    private static func mayNeedEscapeCheck(_ word: UInt64) -> Bool {
        let control = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
        return control | Bytes.hasByte(word, UInt8(ascii: "\"")) | Bytes.hasByte(word, UInt8(ascii: "\\"))
            | Bytes.hasByte(word, UInt8(ascii: "<")) | Bytes.hasByte(word, UInt8(ascii: ">")) | Bytes.hasByte(word, UInt8(ascii: "&"))
            | Bytes.hasByte(word, 0xE2) != 0
    }

    /// Whether `byte` may start something to escape: an escaped ASCII byte, or 0xE2, the lead
    /// byte of U+2028 and U+2029. Every other byte is copied as it is.
    @inline(__always)
    private static func needsEscapeCheck(_ byte: UInt8) -> Bool {
        byte < 64 ? (escapedBelow64 >> UInt64(byte)) & 1 != 0 : byte == UInt8(ascii: "\\") || byte == 0xE2
    }

    /// `\u0000` … `\u001f`, lowercase hex, for the control characters without a short escape.
    private static let controlEscapes: [StaticString] = [
        "\\u0000", "\\u0001", "\\u0002", "\\u0003", "\\u0004", "\\u0005", "\\u0006", "\\u0007",
        "\\u0008", "\\u0009", "\\u000a", "\\u000b", "\\u000c", "\\u000d", "\\u000e", "\\u000f",
        "\\u0010", "\\u0011", "\\u0012", "\\u0013", "\\u0014", "\\u0015", "\\u0016", "\\u0017",
        "\\u0018", "\\u0019", "\\u001a", "\\u001b", "\\u001c", "\\u001d", "\\u001e", "\\u001f",
    ]
}

extension JSONOutput {
    static func optional(_ s: String?) -> JSONOutput { s.map(JSONOutput.string) ?? .null }
}
