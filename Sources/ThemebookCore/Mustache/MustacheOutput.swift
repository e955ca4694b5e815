/// The bytes a rendering writes (`ByteBuffer`), with what it appends besides bytes: strings,
/// escaped or not.
typealias MustacheOutput = ByteBuffer

extension ByteBuffer {
    /// Appends the UTF-8 bytes of `s`.
    func append(_ s: consuming String) {
        s.withUTF8 { append($0) }
    }

    /// Appends `s`, escaped or not, reading it where it is (a native string's bytes are at hand
    /// without a copy; any other is copied first).
    @inline(__always)
    func append(_ s: borrowing String, escaped: Bool) {
        let done: Void? = s.utf8.withContiguousStorageIfAvailable { bytes in
            if escaped { appendEscaped(bytes) } else { append(bytes) }
        }
        if done == nil {
            var copy = copy s
            copy.withUTF8 { bytes in if escaped { appendEscaped(bytes) } else { append(bytes) } }
        }
    }

    /// Appends `s` escaped as `mustacheEscapeHTML` does: the worst case (every byte an
    /// entity of at most six bytes) is reserved once, then runs and entities are copied in.
    func appendEscaped(_ s: consuming String) {
        s.withUTF8 { appendEscaped($0) }
    }

    /// `appendEscaped` of UTF-8 bytes. Most values hold nothing to escape (names, hex codes,
    /// URLs): the input is scanned eight bytes at a time (`HTMLEscapeTable.firstEscaped`) and,
    /// when it has none, copied in one `memcpy`; otherwise runs and entities are copied in.
    func appendEscaped(_ input: UnsafeBufferPointer<UInt8>) {
        guard let source = input.baseAddress else { return }
        guard let first = HTMLEscapeTable.firstEscaped(input) else { return append(source, input.count) }
        if input.count <= 256 {
            reserve(input.count * 6)
        } else {
            // A long value reserves only what it needs, so memory stays near the page's size.
            var extra = 0
            for byte in input[first...] where HTMLEscapeTable.isEscaped(byte) { extra &+= HTMLEscapeTable.extraLength(byte) }
            reserve(input.count + extra)
        }
        var written = count
        var runStart = 0
        for index in first..<input.count {
            let byte = source[index]
            guard HTMLEscapeTable.isEscaped(byte), let entity = HTMLEscapeTable.entity(byte) else { continue }
            (base + written).update(from: source + runStart, count: index - runStart)
            written += index - runStart
            (base + written).update(from: entity.utf8Start, count: entity.utf8CodeUnitCount)
            written += entity.utf8CodeUnitCount
            runStart = index + 1
        }
        (base + written).update(from: source + runStart, count: input.count - runStart)
        count = written + input.count - runStart
    }
}

/// The UTF-8 of a string value read where the value is stored, with no reference to it held:
/// binding the string (`case .string(let string) = found.pointee`) and then appending it
/// retained and released the string's storage for every variable rendered (a large catalogue's
/// pages write a million), since the append might, for all the compiler knew, change the value.
/// Up to 15 bytes are copied (a string that short is stored inside the value itself); a longer
/// one is read in its storage, which the context holding the value keeps alive and unchanged.
struct MustacheStoredUTF8 {
    private var start: UnsafePointer<UInt8>?
    private var count = 0
    private var inline: (UInt64, UInt64) = (0, 0)

    /// The bytes of the string stored at `value`; nil when it is not a string, or one whose
    /// UTF-8 is not at hand in memory (then it is read the usual way). Not inlined: a function
    /// that only reads is handed the value where it is stored, and binds its string without a
    /// retain; inlined into the renderer, whose appends might write anywhere, it was copied.
    @inline(never)
    static func at(_ value: UnsafePointer<MustacheValue>) -> MustacheStoredUTF8? {
        guard case .string(let string) = value.pointee else { return nil }
        var stored = MustacheStoredUTF8()
        let read: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            stored.count = bytes.count
            if bytes.count <= MemoryLayout<(UInt64, UInt64)>.size - 1 {
                withUnsafeMutableBytes(of: &stored.inline) { inline in
                    if let base = bytes.baseAddress { inline.baseAddress!.copyMemory(from: base, byteCount: bytes.count) }
                }
            } else {
                stored.start = bytes.baseAddress
            }
        }
        return read == nil ? nil : stored
    }

    /// Appends the bytes to `output`, escaped or not. A string of up to 15 bytes is held in two
    /// words padded with zeros (never an escaped byte): checked and copied a word at a time.
    @inline(__always)
    mutating func append(to output: MustacheOutput, escaped: Bool) {
        if start == nil, !escaped || !(HTMLEscapeTable.hasEscaped(inline.0) || HTMLEscapeTable.hasEscaped(inline.1)) {
            return output.append(inline, count)
        }
        withBytes { bytes in if escaped { output.appendEscaped(bytes) } else { output.append(bytes) } }
    }

    /// Calls `body` with the bytes.
    @inline(__always)
    mutating func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let start { return body(UnsafeBufferPointer(start: start, count: count)) }
        let count = count
        return withUnsafeBytes(of: &inline) { body(UnsafeBufferPointer(start: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)) }
    }
}
