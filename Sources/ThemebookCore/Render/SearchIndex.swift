/// `search-index.json`: one record per token, palette colour, image, guide, guide section and
/// rule, sorted by id, for the search page. Every record has the same six keys:
///
///     {"id": "image:bookmarkLarge", "kind": "image", "title": "bookmarkLarge",
///      "url": "images.html#c-bookmarkLarge", "text": "Large · 24x24",
///      "meta": {"code": "StandardImageIdentifiers.Large.bookmark", "dark": "bookmarkLarge_dark",
///               "light": "bookmarkLarge", "private": "bookmarkLarge_dark"}}
///
/// `meta` is flat (string → string): a token's hex per theme id (gradient stops separated by
/// spaces, "" for no value), an image's themed name per theme id and its constant in code
/// (`code`), a palette colour's `hex`, and nothing for guides and rules. The schema is
/// documented in the README. What the search page needs besides (the code names of the site
/// config, each theme's background) is in the page itself: see `SearchIndex.page`.
enum SearchIndex {
    struct Record {
        var id: String
        var kind: String
        var title: String
        var url: String
        var text: String
        var meta: [String: String] = [:]

        var json: JSONOutput {
            .object([
                "id": .string(id), "kind": .string(kind), "title": .string(title), "url": .string(url),
                "text": .string(SearchIndex.short(text)), "meta": .object(meta.mapValues(JSONOutput.string)),
            ])
        }
    }

    /// The `meta` key of an image's constant in code. Theme ids are the other keys, so a theme
    /// that is itself called `code` keeps its key and the constant stays in `text`.
    static let codeKey = "code"

    /// Longest `text`, in characters, before it is cut at a word.
    static let textLimit = 200

    static func make(_ catalogue: Catalogue) -> JSONOutput {
        .array(records(catalogue).map(\.json))
    }

    /// What the search page loads from disk: the same records as a script, so the page works from
    /// `file://`, where browsers refuse to fetch files.
    static func script(_ index: JSONOutput) -> String {
        String(decoding: scriptUTF8(index), as: UTF8.self)
    }

    /// `script` as UTF-8 bytes, as written to disk.
    static func scriptUTF8(_ index: JSONOutput) -> [UInt8] {
        Array("window.THEMEBOOK_SEARCH_INDEX = ".utf8) + index.compactUTF8() + Array(";\n".utf8)
    }

    static func records(_ catalogue: Catalogue) -> [Record] {
        var records: [Record] = []
        for token in catalogue.tokens {
            let text = [token.category, token.deprecated == nil ? nil : "deprecated", token.description]
            records.append(Record(
                id: "token:\(token.name)", kind: "token", title: token.name, url: Paths.token(token.name),
                text: text.compactMap { $0 }.joined(separator: " · "),
                meta: themed(catalogue) { theme in hex(theme.values[token.name] ?? .unknown) }
                    .merging(contrastMeta(catalogue, token: token.name)) { hex, _ in hex }))
        }
        for color in catalogue.palette {
            records.append(Record(
                id: "palette:\(color.name)", kind: "palette", title: color.name, url: Paths.palette(color.name),
                text: "\(color.group) · palette colour", meta: ["hex": color.color.hex]))
        }
        let codeKeyFree = !catalogue.themes.contains { $0.info.id == codeKey }
        for image in catalogue.images {
            // The constant (`StandardImageIdentifiers.Large.bookmark`) is what a developer pastes:
            // it goes under `meta.code`, where the page matches it whole and by its last name.
            // An image asked for by its string has no constant; its value is its title.
            let code = image.name.isEmpty ? nil : image.codeReference
            let inMeta = code != nil && codeKeyFree
            let text = [image.group, image.size, inMeta ? nil : code, image.themed ? "themed" : nil, image.description]
            var meta = themed(catalogue) { theme in image.themed ? theme.info.themedImageName(image.value) : image.value }
            if inMeta, let code { meta[codeKey] = code }
            records.append(Record(
                id: "image:\(image.value)", kind: "image", title: image.value, url: Paths.image(image.value),
                text: text.compactMap { $0 }.joined(separator: " · "), meta: meta))
        }
        for guide in catalogue.guides {
            records.append(Record(
                id: "guide:\(guide.slug)", kind: "guide", title: guide.title, url: guide.url, text: guide.summary ?? ""))
            for section in guide.sections {
                records.append(Record(
                    id: "guide:\(guide.slug)#\(section.id)", kind: "guide", title: "\(guide.title) › \(section.title)",
                    url: Guide.url(slug: guide.slug, anchor: section.id), text: section.text))
            }
            for (number, rule) in guide.rules.enumerated() {
                records.append(Record(
                    id: "rule:\(guide.slug)#\(padded(number + 1))", kind: "rule", title: rule.text,
                    url: Guide.url(slug: guide.slug, anchor: rule.anchor), text: "\(rule.kind == .do ? "Do" : "Don't") · \(guide.title)"))
            }
        }
        // Ids are unique by construction except for a guide section named like another; keep the first.
        var seen = Set<String>()
        return records.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
    }

    private static func themed(_ catalogue: Catalogue, _ value: (Theme) -> String) -> [String: String] {
        Dictionary(catalogue.themes.map { ($0.info.id, value($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// `#0060df`, `#0060df4d`; a gradient's stops separated by spaces; "" when there is no colour.
    static func hex(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let c): c.color.hex
        case .gradient(let stops): stops.map(\.color.hex).joined(separator: " ")
        case .text(let t): t.display
        case .none, .unknown: ""
        }
    }

    /// Whitespace collapsed, cut at a word boundary with an ellipsis past `textLimit` characters.
    ///
    /// Words are the runs of non-whitespace characters; they are joined with single spaces for as
    /// long as the result has at most `textLimit` characters. Only the words up to the cut are
    /// looked at, and the length is kept as a running count rather than recounted per word.
    static func short(_ text: String) -> String {
        shortFast(text) ?? shortUnicode(text)
    }

    /// `short` over UTF-8 bytes, for text whose whitespace is ASCII (the bytes 0x09–0x0D and
    /// 0x20) and whose words begin and end with a character that no grapheme rule joins to a
    /// space. Then every whitespace byte is a character of its own (or half of `\r\n`), the
    /// words are exactly the runs of other bytes, and joining two words with a space adds one
    /// character. An ASCII word has one character per byte; any other word is counted as the
    /// characters of its own text. `nil` as soon as the text is not of that kind.
    private static func shortFast(_ text: String) -> String? {
        var source = text
        return source.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            var outCount = 0
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
                let wordBytes = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let word: Substring? = ascii ? nil : text[utf8Offset(start, in: text)..<utf8Offset(index, in: text)]
                let wordCount = word?.count ?? wordBytes.count
                if out.isEmpty {
                    if wordCount > textLimit {
                        guard let word else {
                            return String(decoding: UnsafeBufferPointer(rebasing: wordBytes[..<(wordBytes.startIndex + textLimit)]), as: UTF8.self) + "…"
                        }
                        return String(word.prefix(textLimit)) + "…"
                    }
                } else {
                    if outCount + 1 + wordCount > textLimit { return String(decoding: out, as: UTF8.self) + "…" }
                    out.append(0x20)
                    outCount += 1
                }
                out.append(contentsOf: wordBytes)
                outCount += wordCount
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    @inline(__always)
    private static func isASCIISpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    /// The scalar value of the valid UTF-8 sequence that starts at `index`, and its length.
    @inline(__always)
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = UInt32(bytes[index])
        @inline(__always) func next(_ offset: Int) -> UInt32 { UInt32(bytes[index + offset]) & 0x3F }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | next(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | next(1) << 6 | next(2), 3) }
        return ((lead & 0x07) << 18 | next(1) << 12 | next(2) << 6 | next(3), 4)
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
        var index = text.startIndex
        let end = text.endIndex
        while true {
            while index < end, text[index].isWhitespace { index = text.index(after: index) }
            if index == end { break }
            let start = index
            while index < end, !text[index].isWhitespace { index = text.index(after: index) }
            let word = text[start..<index]
            if out.isEmpty {
                let first = String(word)
                let firstCount = first.count
                if firstCount > textLimit { return String(word.prefix(textLimit)) + "…" }
                out = first
                outCount = firstCount
                continue
            }
            let next = out + " " + word
            let nextCount =
                out.unicodeScalars.last!.isASCII && word.unicodeScalars.first!.isASCII
                ? outCount + 1 + word.count : next.count
            if nextCount > textLimit { return out + "…" }
            out = next
            outCount = nextCount
        }
        return out
    }

    /// `7` → `007`, so rule ids sort in reading order.
    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
