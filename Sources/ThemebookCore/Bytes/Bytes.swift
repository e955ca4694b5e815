/// Byte scanning and hashing eight bytes at a time (SWAR), for the loops every output byte or
/// every input key goes through: HTML and JSON escaping, JSON scanning, the digests of
/// incremental builds and of swatches. Everything here reads a `Span`, so every read is
/// bounds-checked; the one pointer lent (`append`) lives only for the copy.
enum Bytes {
    /// The eight bytes at `offset`, the first in the lowest byte; `offset + 8` must be within
    /// `bytes`.
    @inline(__always)
    static func word(_ bytes: Span<UInt8>, at offset: Int) -> UInt64 {
        bytes.bytes.unsafeLoadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    /// The bytes from `offset` to the end (fewer than eight), the first in the lowest byte.
    @inline(__always)
    static func tail(_ bytes: Span<UInt8>, from offset: Int) -> UInt64 {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for index in offset..<bytes.count {
            word |= UInt64(bytes[index]) << shift
            shift += 8
        }
        return word
    }

    /// Appends the bytes of `span` to `out` in one copy. The one place a pointer is lent, for
    /// the length of the copy: no safe API appends a span to an array in bulk yet.
    @inline(__always)
    static func append(_ span: Span<UInt8>, to out: inout [UInt8]) {
        span.withUnsafeBufferPointer { out.append(contentsOf: $0) }
    }

    /// Calls `body` with the bytes `raw` lends, as a span (for the streams of `SiteSink`, whose
    /// pieces are lent as raw buffers).
    @inline(__always)
    static func withSpan<R>(of raw: UnsafeRawBufferPointer, _ body: (Span<UInt8>) -> R) -> R {
        raw.withMemoryRebound(to: UInt8.self) { body($0.span) }
    }

    /// The bytes as a string (valid UTF-8 is kept as it is; anything else is repaired).
    @inline(__always)
    static func string(_ span: Span<UInt8>) -> String {
        span.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `a` and `b` hold the same bytes, compared eight at a time.
    static func equal(_ a: Span<UInt8>, _ b: Span<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        var index = 0
        while index + 8 <= a.count {
            if word(a, at: index) != word(b, at: index) { return false }
            index += 8
        }
        while index < a.count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `bytes` are the UTF-8 of `text`.
    static func equal(_ bytes: Span<UInt8>, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { text in
            guard text.count == bytes.count else { return false }
            for index in 0..<text.count where text[index] != bytes[index] { return false }
            return true
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Non-zero when one of the eight bytes of `word` is zero (`(x - 0x01…01) & ~x & 0x80…80`;
    /// the lowest byte flagged is exact).
    @inline(__always)
    static func zeroByte(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }

    /// Non-zero when one of the eight bytes of `word` is `byte`.
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> UInt64 { zeroByte(word ^ (ones &* UInt64(byte))) }

    /// Whether one of the bytes of `word` is at or above 0x80 (not ASCII).
    @inline(__always)
    static func hasHighBit(_ word: UInt64) -> Bool { word & highs != 0 }

    /// The index of the first byte at or after `start` for which `isMatch` holds, skipping
    /// eight bytes at a time while `wordMayMatch` says a word holds none.
    @inline(__always)
    static func firstIndex(
        in bytes: Span<UInt8>, from start: Int = 0, wordMayMatch: (UInt64) -> Bool, isMatch: (UInt8) -> Bool
    ) -> Int? {
        var index = start
        while index + 8 <= bytes.count, !wordMayMatch(word(bytes, at: index)) { index += 8 }
        while index < bytes.count {
            if isMatch(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// The index of the first byte equal to `byte` at or after `start`.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in bytes: Span<UInt8>, from start: Int = 0) -> Int? {
        firstIndex(in: bytes, from: start, wordMayMatch: { hasByte($0, byte) != 0 }, isMatch: { $0 == byte })
    }

    /// Whether every byte is ASCII.
    static func isASCII(_ bytes: Span<UInt8>) -> Bool {
        firstIndex(in: bytes, wordMayMatch: hasHighBit, isMatch: { $0 >= 0x80 }) == nil
    }

    /// A quick hash of the bytes, eight at a time, mixed by multiplying; not for keys an
    /// attacker picks unless `seed` is random and a fallback bounds the probes.
    static func hash(_ bytes: Span<UInt8>, seed: UInt64) -> UInt64 {
        var hash = seed ^ (UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ word(bytes, at: index)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            index += 8
        }
        hash = (hash ^ tail(bytes, from: index)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 32
        return hash
    }
}

extension String {
    /// Whether every UTF-8 byte of the string satisfies `predicate`, read in place.
    @inline(__always)
    func allUTF8Bytes(_ predicate: (UInt8) -> Bool) -> Bool {
        withUTF8Span { bytes in
            for index in bytes.indices where !predicate(bytes[index]) { return false }
            return true
        }
    }

    /// Calls `body` with the string's UTF-8 bytes, read where they are stored (a string not
    /// stored as contiguous UTF-8 is copied first).
    @inline(__always)
    func withUTF8Span<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
        if isContiguousUTF8 { return try body(utf8.span) }
        var copy = self
        copy.makeContiguousUTF8()
        return try body(copy.utf8.span)
    }
}
