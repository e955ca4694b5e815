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
    static func indented(_ compact: [UInt8], depth: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(compact.count + compact.count / 2)
        compact.withUnsafeBufferPointer { input in
            var level = depth
            var index = 0
            let count = input.count
            while index < count {
                let byte = input[index]
                switch byte {
                case UInt8(ascii: "\""):
                    // A string is copied whole: its commas, colons and brackets are text.
                    let start = index
                    index += 1
                    while index < count, input[index] != UInt8(ascii: "\"") {
                        index += input[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index = min(index + 1, count)
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: input[start..<index]))
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    let close = byte == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    out.append(byte)
                    if index + 1 < count, input[index + 1] == close {
                        out.append(close)
                        index += 2
                        continue
                    }
                    level += 1
                    newline(&out, level)
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    level -= 1
                    newline(&out, level)
                    out.append(byte)
                case UInt8(ascii: ","):
                    out.append(byte)
                    newline(&out, level)
                case UInt8(ascii: ":"):
                    out.append(byte)
                    out.append(UInt8(ascii: " "))
                default:
                    out.append(byte)
                }
                index += 1
            }
        }
        return out
    }

    /// A line feed and the indentation of a line `level` deep, copied from one run of spaces
    /// (appending a repeated element went byte by byte, for every line of the file).
    @inline(__always)
    static func newline(_ out: inout [UInt8], _ level: Int) {
        var spaces = 2 * max(0, level)
        let run: StaticString = "\n                                                                "
        var first = true
        while first || spaces > 0 {
            let count = min(spaces, run.utf8CodeUnitCount - 1)
            let start = first ? run.utf8Start : run.utf8Start + 1
            out.append(contentsOf: UnsafeBufferPointer(start: start, count: count + (first ? 1 : 0)))
            spaces -= count
            first = false
        }
    }
}
