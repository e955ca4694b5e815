/// Stable anchor ids for the headings of one page.
///
/// An id is the slug of the heading's text: lowercased, every run of characters that are not
/// letters or digits turned into one `-`, with none at either end. A repeated slug gets `-2`,
/// `-3`… in document order, skipping any id already taken.
struct HeadingSlugger {
    private var taken: Set<String>
    /// The next suffix to try for each slug that has been used.
    private var nextSuffix: [String: Int] = [:]

    /// `reserved` are ids the page already has outside the Markdown.
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// The id for the next heading with this text.
    mutating func id(for text: String) -> String {
        let base = Self.slug(text)
        var id = base
        var suffix = nextSuffix[base] ?? 2
        while taken.contains(id) {
            id = "\(base)-\(suffix)"
            suffix += 1
        }
        nextSuffix[base] = suffix
        taken.insert(id)
        return id
    }

    /// `Do's & Don'ts` → `do-s-don-ts`; `section` when nothing is left.
    static func slug(_ text: String) -> String {
        if let slug = asciiSlug(text) { return slug }
        var slug = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !slug.isEmpty { slug.append("-") }
                pendingDash = false
                slug.append(character)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// `slug` for ASCII text, byte by byte: there lowercasing maps `A`–`Z` to `a`–`z`, and the
    /// letters and digits are `a`–`z`, `A`–`Z` and `0`–`9`. nil for any other text.
    private static func asciiSlug(_ text: String) -> String? {
        var slug: [UInt8] = []
        var pendingDash = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingDash, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingDash = false
                slug.append(byte + 32)
            default:
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : String(decoding: slug, as: UTF8.self)
    }

    /// The ids GitHub gives these headings, mapped to ours where they differ: lowercased,
    /// characters other than letters, digits, spaces, `-` and `_` dropped, each space a `-`,
    /// a repeat numbered `-1`, `-2`… (`Don't` → `dont`, where ours is `don-t`).
    static func gitHubIDs(_ headings: [(id: String, title: String)]) -> [String: String] {
        let ours = Set(headings.map(\.id))
        var counts: [String: Int] = [:]
        var ids: [String: String] = [:]
        for heading in headings {
            let base = asciiGitHubBase(heading.title) ?? unicodeGitHubBase(heading.title)
            let count = counts[base, default: 0]
            counts[base] = count + 1
            let id = count == 0 ? base : "\(base)-\(count)"
            if id != heading.id, !ours.contains(id), ids[id] == nil { ids[id] = heading.id }
        }
        return ids
    }

    /// The same base for a title of ASCII alone, byte by byte (an incremental rebuild makes
    /// these for every guide's headings, and walking `Character`s was most of that); nil for
    /// any other title.
    private static func asciiGitHubBase(_ title: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"): bytes.append(byte)
            case 0x80...: return nil
            default: continue
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func unicodeGitHubBase(_ title: String) -> String {
        var base = ""
        for character in title.lowercased() {
            if character == " " {
                base.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                base.append(character)
            }
        }
        return base
    }
}
