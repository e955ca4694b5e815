/// Escapes text for HTML element content and quoted attribute values:
/// `&` `<` `>` `"` `'` become `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`.
///
/// The project's one HTML escaping function. It works on UTF-8 bytes and returns its argument
/// unchanged (without copying) when nothing needs escaping.
public func mustacheEscapeHTML(_ s: String) -> String {
    s.withUTF8Bytes { input in
        guard let first = HTMLEscapeTable.firstEscaped(input) else { return s }
        var extra = 0
        for byte in input[first...] where HTMLEscapeTable.isEscaped(byte) { extra &+= HTMLEscapeTable.extraLength(byte) }
        return String(unsafeUninitializedCapacity: input.count + extra) { output in
            var written = 0
            HTMLEscapeTable.escape(input) { piece in
                for byte in piece {
                    output[written] = byte
                    written += 1
                }
            }
            return written
        }
    }
}

/// Appends the UTF-8 bytes of `s` to `output` in one copy.
@inline(__always)
func mustacheAppendUTF8(_ s: String, to output: inout [UInt8]) {
    let done: Void? = s.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
    if done == nil { output.append(contentsOf: s.utf8) }
}

/// The five escaped bytes and their entities (also used by `MustacheOutput.appendEscaped`).
enum HTMLEscapeTable {
    static let ampersand: StaticString = "&amp;"
    static let lessThan: StaticString = "&lt;"
    static let greaterThan: StaticString = "&gt;"
    static let quote: StaticString = "&quot;"
    static let apostrophe: StaticString = "&#39;"

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
    static func entity(_ byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "&"): ampersand
        case UInt8(ascii: "<"): lessThan
        case UInt8(ascii: ">"): greaterThan
        case UInt8(ascii: "\""): quote
        case UInt8(ascii: "'"): apostrophe
        default: nil
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

    /// The index of the first escaped byte of `input`, or nil when it has none. Eight bytes
    /// at a time: a byte of a word equal to one of the five has a zero byte in the word XORed
    /// with that byte repeated, and `(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly when
    /// `x` has a zero byte (the lowest one flagged is exact; the byte loop finds it).
    @inline(__always)
    static func firstEscaped(_ input: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = input.baseAddress else { return nil }
        let count = input.count
        var index = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if hasEscaped(word) { break }
            index += 8
        }
        while index < count {
            if isEscaped(base[index]) { return index }
            index += 1
        }
        return nil
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether one of the eight bytes of `word` may be escaped (exact for "has one"). A zero
    /// byte is never escaped, so a short string padded with zeros is checked a word at a time.
    @inline(__always)
    static func hasEscaped(_ word: UInt64) -> Bool {
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        let found = zeroByte(word ^ (ones &* UInt64(UInt8(ascii: "&")))) | zeroByte(word ^ (ones &* UInt64(UInt8(ascii: "<"))))
            | zeroByte(word ^ (ones &* UInt64(UInt8(ascii: ">")))) | zeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            | zeroByte(word ^ (ones &* UInt64(UInt8(ascii: "'"))))
        return found != 0
    }

    /// Hands `emit` the escaped text piece by piece: runs of input left alone, and entities.
    @inline(__always)
    static func escape(_ input: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = input.baseAddress else { return }
        let count = input.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = base[index]
            guard isEscaped(byte), let entity = entity(byte) else {
                index += 1
                continue
            }
            if runStart < index { emit(UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            emit(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            index += 1
            runStart = index
        }
        if runStart < count { emit(UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
    }
}
