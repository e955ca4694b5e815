/// The Markdown source as UTF-8 bytes split into lines, the way cmark
/// counts them: `\n`, `\r\n` and a lone `\r` each end a line.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// Byte offset where each line starts; index 0 is line 1.
    private let lineStarts: [Int]
    /// Byte offset just past each line's content, before its line ending.
    private let lineEnds: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        var ends: [Int] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                ends.append(index)
                index += 1
                starts.append(index)
            case UInt8(ascii: "\r"):
                ends.append(index)
                index += bytes.indices.contains(index + 1) && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                starts.append(index)
            default:
                index += 1
            }
        }
        ends.append(bytes.count)
        lineStarts = starts
        lineEnds = ends
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes of 1-based line `number` without its line ending; empty
    /// for a line that does not exist.
    func line(_ number: Int) -> ArraySlice<UInt8> {
        guard number >= 1, number <= lineCount else { return [] }
        return bytes[lineStarts[number - 1]..<lineEnds[number - 1]]
    }

    /// The length in bytes of 1-based line `number`, without its line ending.
    func length(ofLine number: Int) -> Int { line(number).count }

    /// The byte at 1-based `line` and `column`, or nil past the line's end.
    func byte(line: Int, column: Int) -> UInt8? {
        let bytes = self.line(line)
        let index = bytes.startIndex + column - 1
        return column >= 1 && index < bytes.endIndex ? bytes[index] : nil
    }
}
