/// The one place a request target becomes a path of the site in memory.
///
/// The preview server never opens a file named by a request: every answer is looked up in the
/// rendered site, a dictionary. This function still refuses anything that could mean "somewhere
/// else" in a file server — so a path that is refused here is refused for a reason a reader can
/// check, not because a lookup happened to miss.
enum SitePath {
    /// A request target read as a site path.
    enum Resolved: Equatable {
        /// `/guides/intro.html` → `guides/intro.html`.
        case file(String)
        /// `/` or `/guides/`: the folder, with its trailing `/` (`""` for the root), whose
        /// `index.html` is served.
        case folder(String)
    }

    /// Reads a request target (`/guides/a%23b.html?x=1`) as a site path, or nil when it is not
    /// one. Refused: a target not starting with `/` (absolute URLs, `*`), a malformed or encoded
    /// slash (`%2f`) or NUL escape, a control character, a `.` or `..` segment (after decoding,
    /// so `%2e%2e` too, with `\` counting as a separator), an empty segment (`//`), and bytes
    /// that are not UTF-8 once decoded (overlong `%c0%ae`). Decoding happens exactly once, so a
    /// double-encoded `%252e%252e` is the literal name `%2e%2e`, which no page has.
    static func resolve(_ target: String) -> Resolved? {
        var bytes = Array(target.utf8)
        if let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            bytes.removeSubrange(end...)
        }
        guard bytes.first == UInt8(ascii: "/"), bytes.count <= maxLength else { return nil }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 1
        while index < bytes.count {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return nil
                }
                byte = high << 4 | low
                // An encoded slash would let one segment hide a separator; pages never need one.
                guard byte != UInt8(ascii: "/") else { return nil }
                index += 3
            } else {
                index += 1
            }
            guard byte >= 0x20, byte != 0x7F else { return nil }
            decoded.append(byte)
        }
        guard let path = String(validating: decoded, as: UTF8.self) else { return nil }
        let isFolder = path.isEmpty || path.hasSuffix("/")
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropLast(isFolder ? 1 : 0)
        for segment in segments {
            guard !segment.isEmpty else { return nil }
            // `\` separates folders on Windows and in some servers: `..\` is refused as `../` is.
            for part in segment.split(separator: "\\", omittingEmptySubsequences: false) where part == "." || part == ".." {
                return nil
            }
        }
        return isFolder ? .folder(path) : .file(path)
    }

    /// Longer targets are refused before decoding (the request line has its own, larger limit).
    static let maxLength = 4096

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
