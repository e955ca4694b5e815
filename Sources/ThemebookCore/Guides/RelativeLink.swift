/// A link or picture destination that names a file by a relative path, as on GitHub:
/// `other.md`, `../folder/other.md#section`, `img/do.png`. Anything with a scheme
/// (`https:`, `mailto:`, `token:`), a path from the host's root (`/x`, `//host/x`), or only a
/// fragment or query (`#do`) is not one, and is left alone.
struct RelativeLink: Equatable {
    /// The path, percent-decoded.
    var path: String
    /// The part after `#`, percent-decoded; nil when there is none.
    var fragment: String?

    init?(_ destination: String) {
        guard let first = destination.utf8.first, first != UInt8(ascii: "/"), first != UInt8(ascii: "#"),
            first != UInt8(ascii: "?"), !Self.hasScheme(destination)
        else { return nil }
        var rest = Substring(destination)
        if let hash = rest.firstIndex(of: "#") {
            fragment = Self.percentDecoded(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") { rest = rest[..<question] }
        path = Self.percentDecoded(rest)
        guard !path.isEmpty else { return nil }
    }

    /// `scheme:` at the start: a letter, then letters, digits, `+`, `-` or `.`, then `:`.
    private static func hasScheme(_ destination: String) -> Bool {
        var bytes = destination.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            guard isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// `a%20b` → `a b`; a `%` not followed by two hex digits stays as it is, and so does the
    /// whole text when the decoded bytes are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hex(bytes[index + 1]),
                let low = hex(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        guard !out.contains(0) else { return String(text) }
        return String(validating: out, as: UTF8.self) ?? String(text)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
