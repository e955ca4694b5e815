/// Escapes text for HTML element content and quoted attribute values:
/// `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`.
///
/// The escaping of template values and of guide text outside Markdown (Markdown's own text is
/// escaped by `HTMLEscaping`, JSON strings by `JSONOutput`). It returns its argument unchanged
/// (without copying) when nothing needs escaping.
public func mustacheEscapeHTML(_ s: String) -> String {
    guard s.withUTF8Span({ HTMLEscapeTable.firstEscaped($0) }) != nil else { return s }
    var output: [UInt8] = []
    HTMLEscapeTable.appendEscaped(s, to: &output)
    return String(decoding: output, as: UTF8.self)
}

/// Appends the UTF-8 bytes of `s` to `output`.
@inline(__always)
func mustacheAppendUTF8(_ s: String, to output: inout [UInt8]) {
    output.append(contentsOf: s.utf8)
}

/// The five escaped bytes and their entities.
enum HTMLEscapeTable {
    /// Appends the entity of `byte`, or `byte` itself when it is not escaped.
    @inline(__always)
    static func append(_ byte: UInt8, to output: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
        case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
        case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
        case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
        case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
        default: output.append(byte)
        }
    }

    /// Bit `b` is set for each escaped byte `b` (all five are below 64).
    private static let escapedMask: UInt64 =
        1 << UInt64(UInt8(ascii: "&")) | 1 << UInt64(UInt8(ascii: "<")) | 1 << UInt64(UInt8(ascii: ">"))
        | 1 << UInt64(UInt8(ascii: "\"")) | 1 << UInt64(UInt8(ascii: "'"))

    @inline(__always)
    static func isEscaped(_ byte: UInt8) -> Bool {
        byte < 64 && (escapedMask >> UInt64(byte)) & 1 != 0
    }

    /// Whether one of the eight bytes of `word` may be escaped (exact for "has one").
    @inline(__always)
    static func hasEscaped(_ word: UInt64) -> Bool {
        Bytes.hasByte(word, UInt8(ascii: "&")) | Bytes.hasByte(word, UInt8(ascii: "<")) | Bytes.hasByte(word, UInt8(ascii: ">"))
            | Bytes.hasByte(word, UInt8(ascii: "\"")) | Bytes.hasByte(word, UInt8(ascii: "'")) != 0
    }

    /// The index of the first escaped byte of `bytes`, or nil when it has none (most values:
    /// names, hex codes, URLs), found eight bytes at a time.
    @inline(__always)
    static func firstEscaped(_ bytes: Span<UInt8>) -> Int? {
        Bytes.firstIndex(in: bytes, wordMayMatch: hasEscaped, isMatch: isEscaped)
    }

    /// Appends `s` escaped: copied whole when nothing in it is escaped, else byte by byte
    /// from the first escaped byte on.
    static func appendEscaped(_ s: String, to output: inout [UInt8]) {
        s.withUTF8Span { bytes in
            guard let first = firstEscaped(bytes) else { return output.append(contentsOf: s.utf8) }
            output.append(contentsOf: s.utf8.prefix(first))
            for index in first..<bytes.count { append(bytes[index], to: &output) }
        }
    }
}
