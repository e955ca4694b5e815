/// HTML and URL escaping exactly as cmark's HTML renderer does it.
enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` and `"` for text and attribute values.
    static func escapeText(_ text: String) -> String {
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: isTextEscaped) }) ?? text.utf8.contains(where: isTextEscaped)
        else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if scalar.isASCII, let escaped = textEscapes[UInt8(scalar.value)] {
                result += escaped
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Prepares a URL for an `href` or `src` attribute: bytes outside a safe
    /// set are percent-encoded, `&` and `'` become entities, and existing
    /// percent escapes are kept.
    static func escapeHref(_ url: String) -> String {
        var result = ""
        result.reserveCapacity(url.utf8.count + 16)
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"):
                result += "&amp;"
            case UInt8(ascii: "'"):
                result += "&#x27;"
            case _ where isHrefSafe(byte):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return result
    }

    /// Whether cmark's safe mode refuses `url`: `javascript:`, `vbscript:`,
    /// `file:` and `data:` (except PNG, GIF, JPEG and WebP images), in any case.
    static func isDangerousURL(_ url: String) -> Bool {
        let lowered = String(decoding: url.utf8.prefix(16).map(asciiLowercased), as: UTF8.self)
        if safeDataPrefixes.contains(where: lowered.hasPrefix) { return false }
        return dangerousPrefixes.contains(where: lowered.hasPrefix)
    }

    private static let textEscapes: [UInt8: String] = [
        UInt8(ascii: "&"): "&amp;", UInt8(ascii: "<"): "&lt;",
        UInt8(ascii: ">"): "&gt;", UInt8(ascii: "\""): "&quot;",
    ]

    /// The bytes `textEscapes` has an entry for, without a dictionary lookup per byte.
    private static func isTextEscaped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }

    private static let dangerousPrefixes = ["javascript:", "vbscript:", "file:", "data:"]
    private static let safeDataPrefixes = ["png", "gif", "jpeg", "webp"].map { "data:image/" + $0 }

    /// ASCII letters and digits, and `-_.!~*()+,;/?:@=$#%`.
    private static func isHrefSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-_.!~*()+,;/?:@=$#%".utf8.contains(byte)
        }
    }

    private static func hexDigit(_ value: UInt8) -> String {
        String(UnicodeScalar(value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10))
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}

/// Escapes `&`, `<`, `>` and `"` exactly as cmark does in text, for hooks that write their own
/// HTML around a block's text (a highlighted code block must read byte for byte like cmark's).
public func cmarkEscapeText(_ text: String) -> String { HTMLEscaping.escapeText(text) }
