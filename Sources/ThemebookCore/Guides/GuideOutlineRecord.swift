/// A guide's sections and rules as one record of bytes, so that a one-shot build keeps them in
/// its `GuideBodyFile` with the guide's body, not in memory: a guide of forty headings and fifty
/// Do and Don't items held some fifteen kilobytes of small strings until the end of the build,
/// and 5,000 such guides 80 MB. The pages that show them (the guide's own page, the Rules page,
/// the search index, `catalogue.json`) read the record back one guide at a time.
///
/// The record is a run of little-endian integers and length-prefixed UTF-8 strings:
///
///     sections  count, then for each: level, id, title, text
///     rules     count, then for each: kind (0 do, 1 don't), text, html, guide, anchor
///
/// where a section's text and a rule's HTML, already stored in the same file, are written as
/// their place in it (`GuideBody.place(in:)`), not copied.
enum GuideOutlineRecord {
    static func encode(sections: [GuideSection], rules: [Rule], file: GuideBodyFile) -> [UInt8] {
        var writer = Writer()
        writer.int(sections.count)
        for section in sections {
            writer.int(section.level)
            writer.string(section.id)
            writer.string(section.title)
            writer.body(section.textBody, file: file)
        }
        writer.int(rules.count)
        for rule in rules {
            writer.int(rule.kind == .do ? 0 : 1)
            writer.string(rule.text)
            writer.body(rule.body, file: file)
            writer.string(rule.guide)
            writer.string(rule.anchor)
        }
        return writer.bytes
    }

    /// The sections and rules of a record made by `encode` with the same `file` (no sections
    /// unless `sections`: they are passed over unread); nil for bytes that are not one (a file
    /// the disk did not give back whole).
    static func decode(
        _ bytes: [UInt8], file: GuideBodyFile, sections readSections: Bool = true
    ) -> (sections: [GuideSection], rules: [Rule])? {
        var reader = Reader(bytes: bytes)
        // Counts no larger than the bytes left could hold (a section is four numbers at least,
        // a rule five), so that a record garbled on its way back asks for no absurd memory.
        guard let sectionCount = reader.int(), sectionCount >= 0, sectionCount <= reader.left / 32 else { return nil }
        var sections: [GuideSection] = []
        sections.reserveCapacity(readSections ? sectionCount : 0)
        for _ in 0..<sectionCount {
            guard readSections else {
                guard reader.int() != nil, reader.skipString(), reader.skipString(), reader.body(file: file) != nil else { return nil }
                continue
            }
            guard let level = reader.int(), let id = reader.string(), let title = reader.string(), let text = reader.body(file: file)
            else { return nil }
            var section = GuideSection(id: id, title: title, level: level, text: "")
            section.textBody = text
            sections.append(section)
        }
        guard let ruleCount = reader.int(), ruleCount >= 0, ruleCount <= reader.left / 40 else { return nil }
        var rules: [Rule] = []
        rules.reserveCapacity(ruleCount)
        for _ in 0..<ruleCount {
            guard let kind = reader.int(), let text = reader.string(), let html = reader.body(file: file),
                let guide = reader.string(), let anchor = reader.string()
            else { return nil }
            var rule = Rule(kind: kind == 0 ? .do : .dont, text: text, html: "", guide: guide, anchor: anchor)
            rule.body = html
            rules.append(rule)
        }
        return reader.atEnd ? (sections, rules) : nil
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        mutating func string(_ text: String) {
            text.withUTF8Bytes { utf8 in
                int(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        /// 0 and the text, or 1 and the range of the file it is stored at.
        mutating func body(_ body: GuideBody, file: GuideBodyFile) {
            let (range, text) = body.place(in: file)
            if let range {
                int(1)
                int(range.lowerBound)
                int(range.count)
            } else {
                int(0)
                string(text)
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var atEnd: Bool { offset == bytes.count }
        var left: Int { bytes.count - offset }

        mutating func int() -> Int? {
            guard bytes.count - offset >= 8 else { return nil }
            let value = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            offset += 8
            return Int(truncatingIfNeeded: value)
        }

        mutating func string() -> String? {
            guard let count = int(), count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
        }

        mutating func skipString() -> Bool {
            guard let count = int(), count >= 0, bytes.count - offset >= count else { return false }
            offset += count
            return true
        }

        mutating func body(file: GuideBodyFile) -> GuideBody? {
            switch int() {
            case 0:
                return string().map(GuideBody.init)
            case 1:
                guard let start = int(), let count = int(), start >= 0, count >= 0, count <= Int.max - start,
                    file.holds(start..<(start + count))
                else { return nil }
                return GuideBody(storedIn: file, at: start..<(start + count))
            default:
                return nil
            }
        }
    }
}
