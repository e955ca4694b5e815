/// One tag as found in the source, before it takes its place in the node tree.
struct MustacheTag {
    enum Kind: Equatable {
        case variable(escaped: Bool)
        case section
        case invertedSection
        case close
        case partial
        case parent
        case block
        case comment
        case delimiters
    }

    let kind: Kind
    /// The tag's content without its sigil and surrounding whitespace (a name, mostly).
    let content: String
    /// Index of the opening delimiter's first byte.
    let start: Int
    /// Index just past the closing delimiter.
    let end: Int
    let position: MustachePosition
}

/// Finds tags in a template's UTF-8 bytes, following `{{=<% %>=}}` delimiter changes.
struct MustacheScanner {
    let bytes: [UInt8]
    let template: String
    /// Where the search for the next tag starts; the parser moves it past stripped whitespace.
    var cursor = 0

    private var opening: [UInt8] = Array("{{".utf8)
    private var closing: [UInt8] = Array("}}".utf8)
    private var line = 1
    private var lineStart = 0
    private var countedUpTo = 0

    static let maximumDelimiterLength = 16

    init(source: String, template: String) {
        bytes = Array(source.utf8)
        self.template = template
    }

    /// The next tag at or after `cursor`, with `cursor` moved past it; `nil` when none is left.
    mutating func nextTag() throws(MustacheError) -> MustacheTag? {
        guard let start = find(opening, from: cursor) else {
            cursor = bytes.count
            return nil
        }
        let position = self.position(of: start)
        var index = skipWhitespace(from: start + opening.count)
        let sigil = index < bytes.count ? bytes[index] : 0
        let kind = Self.kind(of: sigil)
        if kind != .variable(escaped: true) { index += 1 }

        let terminator: [UInt8] =
            switch sigil {
            case UInt8(ascii: "{"): [UInt8(ascii: "}")] + closing
            case UInt8(ascii: "="): [UInt8(ascii: "=")] + closing
            default: closing
            }
        guard let contentEnd = find(terminator, from: index) else {
            let expected = String(decoding: closing, as: UTF8.self)
            throw .syntax("unclosed tag, expected '\(expected)'", in: template, at: position)
        }
        let content = trimmed(index..<contentEnd)
        let tag = MustacheTag(
            kind: kind, content: content, start: start, end: contentEnd + terminator.count, position: position)
        cursor = tag.end
        if kind == .delimiters { try changeDelimiters(to: content, at: position) }
        return tag
    }

    // MARK: Standalone lines

    /// The whitespace between the line start and `index`, or `nil` when something else is there.
    func indentation(before index: Int) -> String? {
        var start = index
        while start > 0, Self.isBlank(bytes[start - 1]) { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The index just past the line end when only whitespace follows `index` on its line
    /// (a line end is `\n`, `\r\n` or the end of the template), else `nil`.
    func lineEnd(after index: Int) -> Int? {
        var end = index
        while end < bytes.count, Self.isBlank(bytes[end]) { end += 1 }
        if end == bytes.count { return end }
        if bytes[end] == UInt8(ascii: "\n") { return end + 1 }
        if bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") {
            return end + 2
        }
        return nil
    }

    /// Whether `index` starts a line (the template start, or just after a line feed).
    func beginsLine(_ index: Int) -> Bool {
        index == 0 || bytes[index - 1] == UInt8(ascii: "\n")
    }

    // MARK: Helpers

    private static func kind(of sigil: UInt8) -> MustacheTag.Kind {
        switch sigil {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .invertedSection
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: "="): .delimiters
        case UInt8(ascii: "&"), UInt8(ascii: "{"): .variable(escaped: false)
        default: .variable(escaped: true)
        }
    }

    private mutating func changeDelimiters(to content: String, at position: MustachePosition)
        throws(MustacheError)
    {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw .syntax("delimiters '\(content)' are not two words without '='", in: template, at: position)
        }
        // Finding a tag compares the delimiter at every byte: a long one would make that quadratic.
        guard parts.allSatisfy({ $0.utf8.count <= Self.maximumDelimiterLength }) else {
            throw .syntax(
                "delimiters are longer than \(Self.maximumDelimiterLength) bytes", in: template, at: position)
        }
        opening = Array(parts[0].utf8)
        closing = Array(parts[1].utf8)
    }

    /// Line and column of `index`; indexes must be asked for in increasing order.
    private mutating func position(of index: Int) -> MustachePosition {
        while countedUpTo < index {
            if bytes[countedUpTo] == UInt8(ascii: "\n") {
                line += 1
                lineStart = countedUpTo + 1
            }
            countedUpTo += 1
        }
        return MustachePosition(line: line, column: index - lineStart + 1)
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func matches(_ needle: [UInt8], at index: Int) -> Bool {
        for offset in 1..<needle.count where bytes[index + offset] != needle[offset] {
            return false
        }
        return true
    }

    private func skipWhitespace(from index: Int) -> Int {
        var index = index
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// Space or tab: what may stand beside a standalone tag.
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
