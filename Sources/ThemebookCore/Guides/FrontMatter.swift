/// The `key: value` block between two `---` lines at the top of a guide.
///
/// Only flat `key: value` lines are read; a value may be wrapped in single or double quotes,
/// and blank lines and `#` comments are skipped. Anything else is a `front-matter` error at its
/// own line and column. Which keys mean what is `GuideMetadata`'s business.
struct FrontMatter {
    struct Field {
        var key: String
        var value: String
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    var fields: [Field] = []
    /// Key → its field in `fields`, to find a key given twice without reading every field before
    /// it (a block of 50,000 keys took four seconds).
    private var fieldByKey: [String: Int] = [:]
    /// Where the opening `---` stands; nil when the file has no front matter.
    var location: SourceLocation?
    /// Lines taken by the block, both fences included: the Markdown body starts on the next line.
    var lineCount = 0
    /// The Markdown after the block.
    var body: ArraySlice<UInt8>

    /// Splits `file` into front matter and body; nil (after reporting it) when the block never ends.
    static func parse(_ file: SourceFile, diagnostics: inout Diagnostics) -> FrontMatter? {
        let bytes = file.bytes
        var lines = LineReader(bytes: bytes, start: bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0)
        guard let opening = lines.next(), isFence(opening.text) else {
            return FrontMatter(body: bytes[...])
        }
        let start = SourceLocation(file: file.path, line: 1, column: 1)
        var matter = FrontMatter(location: start, body: [])
        // Problems inside a block that never ends are noise: only the missing fence is reported.
        var problems = Diagnostics()
        while let line = lines.next() {
            if isFence(line.text) {
                matter.lineCount = line.number
                matter.body = bytes[line.end...]
                diagnostics.append(contentsOf: problems.all)
                return matter
            }
            matter.read(line, file: file.path, diagnostics: &problems)
        }
        diagnostics.error("front-matter", "front matter is not closed by a '---' line", at: start)
        return nil
    }

    private mutating func read(_ line: Line, file: String, diagnostics: inout Diagnostics) {
        let text = line.text
        guard let first = text.firstIndex(where: { !isBlank($0) }), text[first] != UInt8(ascii: "#") else { return }
        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: file, line: line.number, column: index - text.startIndex + 1)
        }
        guard first == text.startIndex else {
            diagnostics.error("front-matter", "front matter lines must be 'key: value', without indentation", at: location(first))
            return
        }
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon != first else {
            diagnostics.error("front-matter", "front matter line is not 'key: value'", at: location(first))
            return
        }
        let key = Self.string(trimmingTrailingBlanks(text[..<colon]))
        guard key.utf8.allSatisfy(isKeyByte) else {
            diagnostics.error("front-matter", "front matter key '\(key)' may only use letters, digits, '_' and '-'", at: location(first))
            return
        }
        let valueStart = text[(colon + 1)...].firstIndex { !isBlank($0) } ?? text.endIndex
        var value = trimmingTrailingBlanks(text[valueStart...])
        if let quote = value.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard value.count >= 2, value.last == quote else {
                diagnostics.error("front-matter", "value of '\(key)' has no closing quote", at: location(valueStart))
                return
            }
            value = value.dropFirst().dropLast()
        }
        if let earlier = fieldByKey[key] {
            diagnostics.error(
                "front-matter", "'\(key)' is given twice in the front matter", at: location(first),
                notes: [.init("first given here", at: fields[earlier].keyLocation)])
            return
        }
        fieldByKey[key] = fields.count
        fields.append(Field(key: key, value: Self.string(value), keyLocation: location(first), valueLocation: location(valueStart)))
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isFence(_ text: ArraySlice<UInt8>) -> Bool {
        trimmingTrailingBlanks(text).elementsEqual("---".utf8)
    }

    private static func string(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

private func trimmingTrailingBlanks(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var bytes = bytes
    while let last = bytes.last, isBlank(last) { bytes.removeLast() }
    return bytes
}

/// Letters, digits, `_` and `-`.
private func isKeyByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), UInt8(ascii: "-"):
        true
    default:
        false
    }
}

/// One line of a file, without its line ending.
private struct Line {
    var number: Int
    var text: ArraySlice<UInt8>
    /// Where the next line starts.
    var end: Int
}

/// Reads a file line by line; `\n` and `\r\n` both end a line.
private struct LineReader {
    let bytes: [UInt8]
    var start: Int
    var number = 0

    mutating func next() -> Line? {
        guard start < bytes.count else { return nil }
        let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
        var text = bytes[start..<(newline ?? bytes.count)]
        if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
        number += 1
        start = newline.map { $0 + 1 } ?? bytes.count
        return Line(number: number, text: text, end: start)
    }
}
