extension GuideStore {
    /// One guide's content as bytes in the store's file: its rules, its sections, then its body,
    /// so that the Rules page and `catalogue.json` read the first part alone, the search index the
    /// first two, and the guide's page all three.
    ///
    ///     rules     count, then for each: kind (0 do, 1 don't), text, html, guide, anchor,
    ///               location (0, or 1 then file, line, column), code span count, code spans
    ///     sections  count, then for each: level, id, title, text
    ///     body      the HTML's UTF-8, to the end
    ///
    /// Numbers are little-endian 64-bit integers, strings a length and their UTF-8.
    struct Record {
        var bytes: [UInt8] = []
        var rulesLength = 0
        var sectionsLength = 0
        var htmlLength = 0

        static func encode(_ content: GuideContent) -> Record {
            var record = Record()
            record.int(content.rules.count)
            for rule in content.rules {
                record.int(rule.kind == .do ? 0 : 1)
                record.string(rule.text)
                record.string(rule.html)
                record.string(rule.guide)
                record.string(rule.anchor)
                record.location(rule.location)
                record.int(rule.codeSpans.count)
                for span in rule.codeSpans { record.string(span) }
            }
            record.rulesLength = record.bytes.count
            record.int(content.sections.count)
            for section in content.sections {
                record.int(section.level)
                record.string(section.id)
                record.string(section.title)
                record.string(section.text)
            }
            record.sectionsLength = record.bytes.count - record.rulesLength
            record.htmlLength = content.html.utf8.count
            record.bytes.append(contentsOf: content.html.utf8)
            return record
        }

        private mutating func int(_ value: Int) {
            withUnsafeBytes(of: UInt64(truncatingIfNeeded: value).littleEndian) { bytes.append(contentsOf: $0) }
        }

        private mutating func string(_ text: String) {
            int(text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }

        private mutating func location(_ location: SourceLocation?) {
            guard let location else { return int(0) }
            int(1)
            string(location.file)
            int(location.line)
            int(location.column)
        }

        /// Reads the parts of a record in order; nil for bytes that are not one (a file the disk
        /// did not give back whole).
        struct Reader {
            let bytes: [UInt8]
            var offset = 0

            init(_ bytes: [UInt8]) { self.bytes = bytes }

            var atEnd: Bool { offset == bytes.count }
            private var left: Int { bytes.count - offset }

            mutating func rules() -> [Rule]? {
                // No more items than the bytes left could hold (a rule is eight numbers at least),
                // so that a record garbled on its way back asks for no absurd memory.
                guard let count = int(), count >= 0, count <= left / 64 else { return nil }
                var rules: [Rule] = []
                rules.reserveCapacity(count)
                for _ in 0..<count {
                    guard let kind = int(), let text = string(), let html = string(), let guide = string(), let anchor = string(),
                        let location = location(), let spanCount = int(), spanCount >= 0, spanCount <= left / 8
                    else { return nil }
                    var spans: [String] = []
                    for _ in 0..<spanCount {
                        guard let span = string() else { return nil }
                        spans.append(span)
                    }
                    rules.append(Rule(
                        kind: kind == 0 ? .do : .dont, text: text, html: html, guide: guide, anchor: anchor, location: location,
                        codeSpans: spans))
                }
                return rules
            }

            mutating func sections() -> [GuideSection]? {
                guard let count = int(), count >= 0, count <= left / 32 else { return nil }
                var sections: [GuideSection] = []
                sections.reserveCapacity(count)
                for _ in 0..<count {
                    guard let level = int(), let id = string(), let title = string(), let text = string() else { return nil }
                    sections.append(GuideSection(id: id, title: title, level: level, text: text))
                }
                return sections
            }

            /// What is left, as text: the body.
            mutating func rest() -> String {
                defer { offset = bytes.count }
                return String(decoding: bytes[offset...], as: UTF8.self)
            }

            private mutating func int() -> Int? {
                guard left >= 8 else { return nil }
                var value: UInt64 = 0
                for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
                offset += 8
                return Int(truncatingIfNeeded: value)
            }

            private mutating func string() -> String? {
                guard let count = int(), count >= 0, left >= count else { return nil }
                defer { offset += count }
                return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
            }

            /// A location as `Record.location` wrote it: `.some(nil)` for none, nil for bytes that are not one.
            private mutating func location() -> SourceLocation?? {
                switch int() {
                case 0: return .some(nil)
                case 1:
                    guard let file = string(), let line = int(), let column = int() else { return nil }
                    return .some(SourceLocation(file: file, line: line, column: column))
                default: return nil
                }
            }
        }
    }
}
