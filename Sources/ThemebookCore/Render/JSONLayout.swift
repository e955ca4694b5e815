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
    /// Each string is found whole, its closing quote eight bytes at a time: strings are most
    /// of the bytes.
    static func indented(_ compact: [UInt8], depth: Int) -> [UInt8] {
        let input = compact.span
        var out: [UInt8] = []
        out.reserveCapacity(input.count + input.count / 2 + 64)
        var level = depth
        var index = 0
        let count = input.count
        func newline(_ level: Int, _ out: inout [UInt8]) {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * Swift.max(0, level)))
        }
        while index < count {
            let byte = input[index]
            switch byte {
            case UInt8(ascii: "\""):
                // A string is copied whole: its commas, colons and brackets are text.
                let start = index
                index = Swift.min(closingQuote(input, after: start) + 1, count)
                Bytes.append(input.extracting(start..<index), to: &out)
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if index + 1 < count, input[index + 1] == close {
                    out.append(byte)
                    out.append(close)
                    index += 2
                    continue
                }
                out.append(byte)
                level += 1
                newline(level, &out)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                level -= 1
                newline(level, &out)
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newline(level, &out)
            case UInt8(ascii: ":"):
                out.append(byte)
                out.append(UInt8(ascii: " "))
            default:
                out.append(byte)
            }
            index += 1
        }
        return out
    }

    /// Where the string that opens at `start` closes: the next quote not escaped (after an
    /// even run of backslashes), or `count` when it never does.
    @inline(__always)
    private static func closingQuote(_ input: Span<UInt8>, after start: Int) -> Int {
        var from = start + 1
        while let quote = Bytes.firstIndex(of: UInt8(ascii: "\""), in: input, from: from) {
            var backslashes = 0
            while quote - backslashes - 1 > start, input[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes % 2 == 0 { return quote }
            from = quote + 1
        }
        return input.count
    }
}
