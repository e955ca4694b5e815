import Markdown

/// The plain text of guide content, for search, tables of contents and rules: markup dropped,
/// whitespace collapsed to single spaces, and an autolink through one of our schemes
/// (`<token:layer1>`) read as the name it refers to (`layer1`).
enum GuideText {
    static func of(_ blocks: [Block]) -> String {
        var text = ""
        for block in blocks { append(block, to: &text) }
        return collapsed(text)
    }

    static func of(_ inlines: [Inline]) -> String {
        var text = ""
        append(inlines, to: &text)
        return collapsed(text)
    }

    private static func append(_ block: Block, to text: inout String) {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _):
            append(inlines, to: &text)
        case .blockQuote(let blocks, _):
            for child in blocks { append(child, to: &text) }
        case .list(_, let items, _):
            for child in items.flatMap(\.blocks) { append(child, to: &text) }
        case .codeBlock(_, let code, _, _):
            text += code
        case .htmlBlock, .thematicBreak:
            break
        }
        text += " "
    }

    private static func append(_ inlines: [Inline], to text: inout String) {
        for inline in inlines {
            switch inline {
            case .link(let destination, _, let children, _):
                if let autolink = GuideReference.Scheme.autolink(destination, content: children) {
                    text += autolink.name
                } else {
                    append(children, to: &text)
                }
            case .emphasis(let children), .strong(let children):
                append(children, to: &text)
            case .html:
                break
            default:
                text += inline.plainText
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
