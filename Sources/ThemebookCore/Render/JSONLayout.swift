import Foundation

/// Lays compact JSON out as `JSONOutput.serialized()` does: one member per line, two spaces of
/// indentation per level, `": "` after keys, `[]` and `{}` for empty containers.
///
/// So one serialisation serves both forms of a generated file: the search index is written
/// compact once, record by record, and `search-index.json` is those very bytes laid out, with
/// no second escaping of the strings and no way for the two files to say different things.
enum JSONLayout {
    /// `compact` holds one or more values separated by commas, the items of an array (or the
    /// members of an object) that sit `depth` levels deep; the result is them as they print
    /// there, each comma between them followed by a new line and `depth` levels of indentation
    /// (the indentation before the first is the caller's).
    ///
    /// Written through a pointer into a buffer grown by hand, each string found whole by
    /// `memchr`: the search index of 10,000 tokens is some 400,000 strings and punctuation
    /// marks, and appending each to an array (a capacity and uniqueness check, a generic copy)
    /// and scanning strings byte by byte took twice the instructions (a 2.6 MB chunk of token
    /// records: 72.9M → 35.1M, callgrind).
    static func indented(_ compact: [UInt8], depth: Int) -> [UInt8] {
        compact.withUnsafeBufferPointer { input in
            let out = ByteBuffer(capacity: input.count + input.count / 2 + 64)
            var level = depth
            var index = 0
            let count = input.count
            while index < count {
                let byte = input[index]
                switch byte {
                case UInt8(ascii: "\""):
                    // A string is copied whole: its commas, colons and brackets are text.
                    let start = index
                    index = closingQuote(input, after: start)
                    index = min(index + 1, count)
                    out.append(input.baseAddress! + start, index - start)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index + 1 < count, input[index + 1] == close {
                        out.append(byte, close)
                        index += 2
                        continue
                    }
                    out.append(byte)
                    level += 1
                    out.newline(level)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    level -= 1
                    out.newline(level)
                    out.append(byte)
                case UInt8(ascii: ","):
                    out.append(byte)
                    out.newline(level)
                case UInt8(ascii: ":"):
                    out.append(byte, UInt8(ascii: " "))
                default:
                    out.append(byte)
                }
                index += 1
            }
            return out.bytes
        }
    }

    /// Where the string that opens at `start` closes: the next quote not escaped (after an
    /// even run of backslashes), or `count` when it never does. Found by `memchr`, not byte by
    /// byte: strings are most of the bytes.
    @inline(__always)
    private static func closingQuote(_ input: UnsafeBufferPointer<UInt8>, after start: Int) -> Int {
        let base = input.baseAddress!
        let count = input.count
        var from = start + 1
        while from < count {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), count - from) else { break }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 > start, base[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return count
    }
}
