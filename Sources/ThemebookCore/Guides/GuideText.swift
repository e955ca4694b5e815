import Markdown

/// The plain text of guide content, for search, tables of contents and rules: markup dropped,
/// whitespace collapsed to single spaces, and an autolink through one of our schemes
/// (`<token:layer1>`) read as the name it refers to (`layer1`).
enum GuideText {
    static func of(_ blocks: [Block]) -> String {
        var text = Prefix()
        for block in blocks { text.append(block) }
        return text.text
    }

    static func of(_ inlines: [Inline]) -> String {
        var text = Prefix()
        text.append(inlines)
        return text.text
    }

    /// The text of blocks given one at a time, made whole or, with `isEnough`, only until the
    /// start made is all a reader needs (a section's search text keeps only its start: see
    /// `SearchIndex.isDecided(byStartOf:)`). `text` is `of(blocks)` of the blocks appended, or
    /// a prefix of it for which `isEnough` holds.
    struct Prefix {
        private let isEnough: ((String) -> Bool)?
        private let checkFrom: Int
        private var raw = ""
        /// The raw length when the text was last made and checked: it is checked again only
        /// when the raw text has doubled since, so checking costs no more than making the text.
        private var checkedAt = 0
        private var isLongEnough = false

        /// The whole text.
        init() {
            isEnough = nil
            checkFrom = 0
        }

        /// `checkFrom`: a raw length below which `isEnough` is false.
        init(checkFrom: Int, isEnough: @escaping (String) -> Bool) {
            self.checkFrom = checkFrom
            self.isEnough = isEnough
        }

        /// Once it is long enough, `raw` is already the text collapsed.
        var text: String { isLongEnough ? raw : collapsed(raw) }

        mutating func append(_ block: Block) {
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _):
                append(inlines)
            case .blockQuote(let blocks, _):
                for child in blocks { append(child) }
            case .list(_, let items, _):
                for item in items {
                    for child in item.blocks { append(child) }
                }
            case .codeBlock(_, let code, _, _):
                add(code)
            case .htmlBlock, .thematicBreak:
                break
            }
            add(" ")
        }

        mutating func append(_ inlines: [Inline]) {
            for inline in inlines {
                guard !isLongEnough else { return }
                switch inline {
                case .link(let destination, _, let children, _):
                    if let autolink = GuideReference.Scheme.autolink(destination, content: children) {
                        add(autolink.name)
                    } else {
                        append(children)
                    }
                case .emphasis(let children), .strong(let children):
                    append(children)
                case .html:
                    break
                default:
                    add(inline.plainText)
                }
            }
        }

        /// Any prefix of the raw text collapses to a prefix of the whole text collapsed, so the
        /// text may stop anywhere.
        private mutating func add(_ piece: String) {
            guard !isLongEnough else { return }
            raw += piece
            guard let isEnough else { return }
            let length = raw.utf8.count
            guard length >= checkFrom, length >= 2 * checkedAt else { return }
            checkedAt = length
            let text = collapsed(raw)
            if isEnough(text) {
                raw = text
                isLongEnough = true
            }
        }
    }

    /// Runs of ASCII whitespace as one space, none at either end (over the UTF-8 bytes, copying
    /// each run of other bytes whole: this runs over every word of every guide).
    private static func collapsed(_ text: String) -> String {
        return text.withUTF8Span { input in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(input.count)
            var index = 0
            let count = input.count
            while true {
                while index < count, isSpace(input[index]) { index += 1 }
                if index == count { break }
                let start = index
                while index < count, !isSpace(input[index]) { index += 1 }
                if !bytes.isEmpty { bytes.append(UInt8(ascii: " ")) }
                Bytes.append(input.extracting(start..<index), to: &bytes)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C: true
        default: false
        }
    }
}
