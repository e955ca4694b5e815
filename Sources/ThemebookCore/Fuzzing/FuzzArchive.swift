/// A content folder spelt out in one input, the way `head` prints several files:
///
///     ==> themebook.json <==
///     {"title": "…"}
///     ==> guides/a.md <==
///     ---
///
/// Paths under `templates/` go to the templates folder, the others to the content folder. A
/// path is kept only when every part is a plain name (letters, digits, `.`, `-`, `_`; not `.`
/// or `..`), so a fuzzed input never writes outside its scratch folder. Input without any
/// header is the site config.
public struct FuzzArchive: Sendable {
    public var content: [String: [UInt8]] = [:]
    public var templates: [String: [UInt8]] = [:]

    static let maxFiles = 64
    static let maxDepth = 6

    public init(_ bytes: [UInt8]) {
        let marker = Array("==> ".utf8)
        let end = Array(" <==".utf8)
        var sections: [(path: String?, body: ArraySlice<UInt8>)] = []
        var path: String?
        var bodyStart = 0
        var i = 0
        // Headers start a line: at offset 0 or after a line feed.
        while i < bytes.count {
            if (i == 0 || bytes[i - 1] == 0x0A), bytes[i...].starts(with: marker),
                let lineEnd = bytes[i...].firstIndex(of: 0x0A) ?? Optional(bytes.count),
                bytes[..<lineEnd].suffix(end.count).elementsEqual(end), lineEnd - i >= marker.count + end.count
            {
                sections.append((path, bytes[bodyStart..<max(bodyStart, i - (i > 0 ? 1 : 0))]))
                path = String(decoding: bytes[(i + marker.count)..<(lineEnd - end.count)], as: UTF8.self)
                bodyStart = min(lineEnd + 1, bytes.count)
                i = bodyStart
                continue
            }
            guard let next = bytes[i...].firstIndex(of: 0x0A) else { break }
            i = next + 1
        }
        sections.append((path, bytes[bodyStart...]))
        for (path, body) in sections.prefix(Self.maxFiles) {
            guard let path else {
                if sections.count == 1 { content["themebook.json"] = Array(body) }
                continue
            }
            guard let clean = Self.clean(path) else { continue }
            if clean.hasPrefix("templates/") {
                templates[String(clean.dropFirst("templates/".count))] = Array(body)
            } else {
                content[clean] = Array(body)
            }
        }
    }

    static func clean(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty, parts.count <= maxDepth else { return nil }
        for part in parts {
            guard part != ".", part != "..", part.utf8.count <= 64,
                part.utf8.allSatisfy({ b in
                    (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2E || b == 0x2D || b == 0x5F
                })
            else { return nil }
        }
        return parts.joined(separator: "/")
    }
}
