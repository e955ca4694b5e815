/// Regex literals: `/a+b/` where an expression is expected, and `#/a/b/#` anywhere.
///
/// They are not read, only stepped over, so that a quote or a bracket inside one does not
/// open a string or unbalance the brackets.
extension SwiftLexer {
    private static let slash = UInt8(ascii: "/")
    private static let backslash = UInt8(ascii: "\\")

    /// The offset after the closing `/` of a bare regex literal whose `/` is at `start`; nil when
    /// it is not one: Swift's rule is that a bare regex literal does not start or end with a space
    /// or tab and ends on the same line.
    func bareRegexEnd(from start: Int) -> Int? {
        guard let first = byte(start + 1), !Self.isBlank(first), first != 0x0A, first != 0x0D else { return nil }
        var j = start + 1
        while let b = byte(j), b != 0x0A, b != 0x0D {
            if b == Self.backslash {
                j += byte(j + 1) == nil || byte(j + 1) == 0x0A ? 1 : 2
            } else if b == Self.slash {
                return Self.isBlank(bytes[j - 1]) ? nil : j + 1
            } else {
                j += 1
            }
        }
        return nil
    }

    /// `#/…/#` (any number of `#`), on one line or, when `#/` ends its line, over several lines.
    /// `i` is at the first `#`.
    mutating func extendedRegex(hashes: Int) {
        let start = i
        let startLine = line
        let startColumn = column(of: i)
        i += hashes + 1
        var k = i
        while let b = byte(k), Self.isBlank(b) || b == 0x0D { k += 1 }
        let multiline = byte(k) == 0x0A
        while true {
            guard let b = byte(i), multiline || (b != 0x0A && b != 0x0D) else {
                let place = byte(i) == nil ? "the end of the file" : "the end of the line"
                let closing = "/" + String(repeating: "#", count: hashes)
                reporter.error(
                    "unterminated regex literal; expected '\(closing)' before \(place)", line: startLine, column: startColumn)
                break
            }
            if b == Self.slash, (0..<hashes).allSatisfy({ byte(i + 1 + $0) == UInt8(ascii: "#") }) {
                i += 1 + hashes
                break
            }
            if b == 0x0A { newline(at: i) }
            i += b == Self.backslash && byte(i + 1) != nil && byte(i + 1) != 0x0A ? 2 : 1
        }
        emit(.regex, text(start..<i), start: start, line: startLine, column: startColumn)
    }

    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
}
