/// Escapes text for HTML element content and quoted attribute values:
/// `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`.
///
/// The project's one HTML escaping function. It works on UTF-8 bytes and returns its argument
/// unchanged (without copying) when nothing needs escaping.
public func mustacheEscapeHTML(_ s: String) -> String {
    var extra = 0
    for byte in s.utf8 {
        extra &+= HTMLEscapeTable.extraLength(byte)
    }
    if extra == 0 { return s }

    let length = s.utf8.count + extra
    var source = s
    return source.withUTF8 { input in
        String(unsafeUninitializedCapacity: length) { output in
            var written = 0
            for byte in input {
                if let entity = HTMLEscapeTable.entity(byte) {
                    for entityByte in entity {
                        output[written] = entityByte
                        written += 1
                    }
                } else {
                    output[written] = byte
                    written += 1
                }
            }
            return written
        }
    }
}

/// The five escaped bytes and their entities.
private enum HTMLEscapeTable {
    static let ampersand = Array("&amp;".utf8)
    static let lessThan = Array("&lt;".utf8)
    static let greaterThan = Array("&gt;".utf8)
    static let quote = Array("&quot;".utf8)
    static let apostrophe = Array("&#39;".utf8)

    /// How many bytes escaping `byte` adds (0 for bytes left alone).
    @inline(__always)
    static func extraLength(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "&"): 4
        case UInt8(ascii: "<"), UInt8(ascii: ">"): 3
        case UInt8(ascii: "\""): 5
        case UInt8(ascii: "'"): 4
        default: 0
        }
    }

    @inline(__always)
    static func entity(_ byte: UInt8) -> [UInt8]? {
        switch byte {
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "'"): apostrophe
        default: nil
        }
    }
}
