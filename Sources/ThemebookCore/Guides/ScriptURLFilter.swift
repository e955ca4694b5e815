/// Keeps script URLs (`javascript:`, `vbscript:`) out of guide pages, also when the site allows
/// raw HTML and so turns cmark's own check off.
enum ScriptURLFilter {
    private static let schemes: [[UInt8]] = ["javascript:", "vbscript:"].map { Array($0.utf8) }
    private static let replacement = Array("blocked:".utf8)

    /// Whether following `url` would run script. Browsers skip leading spaces and control
    /// characters and drop tabs and line breaks anywhere, so this does too.
    static func isScript(_ url: String) -> Bool {
        let bytes = url.utf8.drop { $0 <= 0x20 }.filter { !isLineSpace($0) }.map(lowercased)
        return schemes.contains { bytes.starts(with: $0) }
    }

    /// `html` with every script scheme in it replaced by `blocked:`, however it is spelled: in
    /// any case, split by tabs or line breaks, or written with character references such as
    /// `&#106;` or `&colon;`.
    static func sanitize(_ html: String) -> String {
        let bytes = Array(html.utf8)
        guard bytes.contains(UInt8(ascii: ":")) || bytes.contains(UInt8(ascii: "&")) else { return html }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            if let end = schemeEnd(in: bytes, at: index) {
                output += replacement
                index = end
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : html
    }

    /// Where a script scheme starting at `start` ends, or nil when none starts there.
    private static func schemeEnd(in bytes: [UInt8], at start: Int) -> Int? {
        schemes: for scheme in schemes {
            var index = start
            for (offset, expected) in scheme.enumerated() {
                while true {
                    guard let (unit, next) = character(in: bytes, at: index) else { continue schemes }
                    index = next
                    if offset > 0, unit < 0x80, isLineSpace(UInt8(unit)) { continue }
                    guard unit < 0x80, lowercased(UInt8(unit)) == expected else { continue schemes }
                    break
                }
            }
            return index
        }
        return nil
    }

    /// The character at `index`, decoding a character reference, and where the next one starts.
    private static func character(in bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "&") else { return (UInt32(bytes[index]), index + 1) }
        return reference(in: bytes, at: index) ?? (UInt32(bytes[index]), index + 1)
    }

    /// A numeric (`&#106;`, `&#x6A`) or relevant named (`&colon;`, `&Tab;`, `&NewLine;`)
    /// character reference at `index`; the `;` of a numeric one is optional, as browsers read it.
    private static func reference(in bytes: [UInt8], at index: Int) -> (UInt32, Int)? {
        for (name, value) in namedReferences where bytes[index...].starts(with: name) {
            return (value, index + name.count)
        }
        var cursor = index + 1
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") else { return nil }
        cursor += 1
        let hex = cursor < bytes.count && (bytes[cursor] == UInt8(ascii: "x") || bytes[cursor] == UInt8(ascii: "X"))
        if hex { cursor += 1 }
        var value: UInt32 = 0
        let digitsStart = cursor
        while cursor < bytes.count, let digit = digitValue(bytes[cursor], hex: hex) {
            value = min(value &* (hex ? 16 : 10) &+ digit, 0x110000)
            cursor += 1
        }
        guard cursor > digitsStart else { return nil }
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
        return (value, cursor)
    }

    private static let namedReferences: [([UInt8], UInt32)] = [
        (Array("&colon;".utf8), 0x3A), (Array("&Tab;".utf8), 0x09), (Array("&NewLine;".utf8), 0x0A),
    ]

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isLineSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
