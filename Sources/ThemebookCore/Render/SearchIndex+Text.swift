/// The short `text` of a search record: whitespace collapsed, cut at a word with an ellipsis.
extension SearchIndex {
    /// Whitespace collapsed, cut at a word boundary with an ellipsis past `textLimit` characters.
    ///
    /// Words are the runs of non-whitespace characters, joined with single spaces. A text of at
    /// most `textLimit` characters so joined is kept whole; a longer one keeps the most words
    /// that leave room for the `…` within `textLimit` (a first word too long for that is cut
    /// inside). So the result never has more than `textLimit` characters, and shortening it
    /// again changes nothing: the guide stage keeps only the short text of each section, and
    /// the index shortens every text it writes. Only the words up to the cut are looked at, and
    /// the length is kept as a running count rather than recounted per word.
    static func short(_ text: String) -> String {
        if isShortAlready(text) { return text }
        return shortFast(text) ?? shortUnicode(text)
    }

    /// Whether `short` of every text that starts with `text` is `short(text)`, found by reading
    /// only the start of `text`: true when its first `textLimit + 2` characters are each one
    /// printable ASCII byte or one scalar `isPlainAtWordEdge` takes. Each of those is a
    /// character of its own, the space is the only whitespace among them, and from the first
    /// `textLimit + 1` of them `short` has found what it keeps (the last one may join what
    /// follows). Other text answers false, though `short` may read no further there.
    static func isDecided(byStartOf text: String) -> Bool {
        text.withUTF8Span { bytes in
            var index = 0
            var characters = 0
            while characters < textLimit + 2 {
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                if byte < 0x80 {
                    guard byte >= 0x20, byte < 0x7F else { return false }
                    index += 1
                } else {
                    let (scalar, length) = decodeScalar(bytes, at: index)
                    guard isPlainAtWordEdge(scalar) else { return false }
                    index += length
                }
                characters += 1
            }
            return true
        }
    }

    /// Whether `short` gives `text` back as it is, found in one pass over its bytes with
    /// nothing made (a token's text, `Category · description`, usually is): at most
    /// `textLimit` bytes, so at most as many characters; words joined by single spaces with
    /// none before or after; and besides ASCII only characters that `shortFast` takes as plain
    /// at a word's edge, so none is whitespace and none joins a space to itself.
    private static func isShortAlready(_ text: String) -> Bool {
        text.withUTF8Span { bytes in
            let count = bytes.count
            guard count <= textLimit else { return false }
            guard count > 0 else { return true }
            guard !isASCIISpace(bytes[0]), !isASCIISpace(bytes[count - 1]) else { return false }
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte < 0x80 {
                    // Not the last byte (that is no space): a space has a byte after it.
                    if byte == 0x20 ? bytes[index + 1] == 0x20 : isASCIISpace(byte) { return false }
                    index += 1
                } else {
                    let (scalar, length) = decodeScalar(bytes, at: index)
                    guard isPlainAtWordEdge(scalar) else { return false }
                    index += length
                }
            }
            return true
        }
    }

    /// `short` over UTF-8 bytes, for text whose whitespace is ASCII (the bytes 0x09–0x0D and
    /// 0x20) and whose words begin and end with a character that no grapheme rule joins to a
    /// space. Then every whitespace byte is a character of its own (or half of `\r\n`), the
    /// words are exactly the runs of other bytes, and joining two words with a space adds one
    /// character. An ASCII word has one character per byte; any other word is counted as the
    /// characters of its own text. `nil` as soon as the text is not of that kind.
    private static func shortFast(_ text: String) -> String? {
        text.withUTF8Span { bytes -> String? in
            var out: [UInt8] = []
            var outCount = 0
            // How much of `out` still leaves room for the ellipsis, and the first word.
            var fit = 0
            var first: (bytes: Range<Int>, text: Substring?) = (0..<0, nil)
            var index = 0
            let count = bytes.count
            while true {
                while index < count, isASCIISpace(bytes[index]) { index += 1 }
                if index == count { break }
                let start = index
                var ascii = true
                while index < count, !isASCIISpace(bytes[index]) {
                    if bytes[index] < 0x80 {
                        index += 1
                        continue
                    }
                    ascii = false
                    let (scalar, length) = decodeScalar(bytes, at: index)
                    let atEdge = index == start || index + length == count || isASCIISpace(bytes[index + length])
                    guard atEdge ? isPlainAtWordEdge(scalar) : !Unicode.Scalar(scalar)!.properties.isWhitespace else {
                        return nil
                    }
                    index += length
                }
                let word: Substring? = ascii ? nil : text[utf8Offset(start, in: text)..<utf8Offset(index, in: text)]
                let wordCount = word?.count ?? index - start
                if out.isEmpty {
                    first = (start..<index, word)
                    if wordCount > textLimit { return cut(bytes.extracting(first.bytes), first.text) }
                } else {
                    if outCount + 1 + wordCount > textLimit {
                        if fit == 0 { return cut(bytes.extracting(first.bytes), first.text) }
                        // Made at its exact size: every section of every guide keeps one.
                        out.removeSubrange(fit...)
                        out.append(contentsOf: ellipsis)
                        return String(decoding: out, as: UTF8.self)
                    }
                    out.append(0x20)
                    outCount += 1
                }
                Bytes.append(bytes.extracting(start..<index), to: &out)
                outCount += wordCount
                if outCount < textLimit { fit = out.count }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A first word too long to keep: its first characters and the ellipsis, `textLimit` in all.
    private static func cut(_ bytes: Span<UInt8>, _ text: Substring?) -> String {
        var kept: [UInt8] = []
        if let text { kept = Array(text.prefix(textLimit - 1).utf8) } else { Bytes.append(bytes.extracting(first: textLimit - 1), to: &kept) }
        kept.append(contentsOf: ellipsis)
        return String(decoding: kept, as: UTF8.self)
    }

    /// `…` in UTF-8.
    private static let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]

    @inline(__always)
    private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// The scalar value of the valid UTF-8 sequence that starts at `index`, and its length.
    @inline(__always)
    private static func decodeScalar(_ bytes: Span<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1]) & 0x3F, 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | (UInt32(bytes[index + 1]) & 0x3F) << 6 | UInt32(bytes[index + 2]) & 0x3F, 3) }
        return (
            (lead & 0x07) << 18 | (UInt32(bytes[index + 1]) & 0x3F) << 12 | (UInt32(bytes[index + 2]) & 0x3F) << 6
                | UInt32(bytes[index + 3]) & 0x3F, 4
        )
    }

    /// Non-ASCII punctuation and letters common in prose (`·`, `’`, `—`, `…`, `é`, `→`) that are
    /// not whitespace and whose grapheme break property is "other": a space next to one is
    /// always a character of its own. Anything else at a word's edge goes the slow way.
    @inline(__always)
    private static func isPlainAtWordEdge(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0x2FF: scalar != 0xAD  // Latin-1 and Latin Extended letters and signs; not the soft hyphen
        case 0x2010...0x2027, 0x2030...0x205E: true  // dashes, quotes, bullets, ellipsis, per mille, ‹ ›
        case 0x20A0...0x20C0, 0x2190...0x21FF: true  // currency signs, arrows
        default: false
        }
    }

    @inline(__always)
    private static func utf8Offset(_ offset: Int, in text: String) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// `short` for any text, character by character. Joining two words with a space gives as
    /// many characters as the two and the space when both sides of the space are ASCII (no
    /// grapheme rule joins an ASCII character to a space); otherwise the joined text is counted.
    private static func shortUnicode(_ text: String) -> String {
        var out = ""
        var outCount = 0
        // What of `out` still leaves room for the ellipsis, and the first word.
        var fit = ""
        var first: Substring = ""
        var index = text.startIndex
        let end = text.endIndex
        while true {
            while index < end, text[index].isWhitespace { index = text.index(after: index) }
            if index == end { break }
            let start = index
            while index < end, !text[index].isWhitespace { index = text.index(after: index) }
            let word = text[start..<index]
            if out.isEmpty {
                first = word
                out = String(word)
                outCount = out.count
                if outCount > textLimit { return String(first.prefix(textLimit - 1)) + "…" }
            } else {
                let next = out + " " + word
                let nextCount =
                    out.unicodeScalars.last!.isASCII && word.unicodeScalars.first!.isASCII
                    ? outCount + 1 + word.count : next.count
                if nextCount > textLimit { return fit.isEmpty ? String(first.prefix(textLimit - 1)) + "…" : fit + "…" }
                out = next
                outCount = nextCount
            }
            if outCount < textLimit { fit = out }
        }
        return out
    }

}
