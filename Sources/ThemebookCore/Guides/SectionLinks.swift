/// The guides whose sections a guide may link to, read from its Markdown's bytes without
/// parsing them: a one-shot build outlines only those guides in its first pass (see
/// `GuideBuilder`), since only a link to a section (`colors.md#surfaces`,
/// `guide:colors#surfaces`) needs another guide's headings.
///
/// The scan errs on the side of naming too many guides. Every `#` that does not start a line
/// (a heading) or a destination of its own (`(#do)`, `<#do>`, `[x]: #do`) may end a guide's
/// name. The names it may end are the last path part of the destination before it (the text
/// after the last space, or after a `<` still open), and each tail of that part after a
/// punctuation mark (`[x](colors.md` may name `colors`). An entity or a backslash escape
/// before it could spell the name or the `#` itself, so then any guide may be named.
enum SectionLinks: Sendable, Equatable {
    /// Lowercased names the last part of a linked guide's slug may have.
    case names(Set<String>)
    /// Any guide.
    case any

    /// No section of another guide.
    static let none = SectionLinks.names([])

    /// More names than this in one guide reads as any guide, which costs less to hold.
    static let nameLimit = 256
    /// A file name holds at most 255 bytes, 765 percent-encoded: a longer tail names no guide.
    private static let tailLimit = 800

    /// Whether `slug` may be linked to: its last part, lowercased, is one of the names.
    func mayName(slug: String) -> Bool {
        switch self {
        case .any: true
        case .names(let names): !names.isEmpty && names.contains(Self.lastPart(of: slug).lowercased())
        }
    }

    mutating func formUnion(_ other: SectionLinks) {
        switch (self, other) {
        case (.any, _): break
        case (_, .any): self = .any
        case (.names(var names), .names(let more)):
            guard !more.isEmpty else { return }
            names.formUnion(more)
            self = .names(names)
        }
    }

    /// The guides `body` may link to a section of, in one pass over its bytes: where the last
    /// space, `<` and `>` of the line are is kept as it goes, so each `#` costs the length of
    /// its destination alone.
    static func scan(_ body: ArraySlice<UInt8>) -> SectionLinks {
        var names: Set<String> = []
        var lineStart = body.startIndex
        // Where the current line's last space ends, and its last `<` and `>` are (or start).
        var wordStart = lineStart
        var lastOpen: Int?
        var lastClose = lineStart
        // The destinations read at the last `#`: a line of `x# x# x#` reads `x` once.
        var lastRead: (word: ArraySlice<UInt8>, angle: ArraySlice<UInt8>?) = ([], nil)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lineStart = index + 1
                (wordStart, lastOpen, lastClose) = (lineStart, nil, lineStart)
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                wordStart = index + 1
            case UInt8(ascii: "<"):
                lastOpen = index
            case UInt8(ascii: ">"):
                lastClose = index
            case UInt8(ascii: "#") where index > lineStart && !startsFragment(after: body[index - 1]):
                // A destination holds no space unless it is written in angle brackets, so a name
                // is in the text after the last space, or after the last `<` still open.
                let word = body[max(wordStart, index - tailLimit)..<index]
                let angle = lastOpen.flatMap { open in open >= lastClose ? body[max(open + 1, index - tailLimit)..<index] : nil }
                if word.elementsEqual(lastRead.word), angle.map({ lastRead.angle?.elementsEqual($0) ?? false }) ?? (lastRead.angle == nil) {
                    break
                }
                lastRead = (word, angle)
                for destination in [word] + (angle.map { [$0] } ?? []) {
                    guard addNames(of: destination, to: &names), names.count <= nameLimit else { return .any }
                }
            default:
                break
            }
            index += 1
        }
        return .names(names)
    }

    /// A `#` after these starts a heading, a fragment alone or a destination of its own.
    private static func startsFragment(after byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, UInt8(ascii: "#"), UInt8(ascii: "("), UInt8(ascii: "<"):
            true
        default: false
        }
    }

    /// Adds the names a destination written before a `#` may end with; false when it could
    /// spell any name (an entity or a backslash escape in it, or a path that ends in `..`).
    private static func addNames(of destination: ArraySlice<UInt8>, to names: inout Set<String>) -> Bool {
        if destination.contains(UInt8(ascii: "&")) || destination.contains(UInt8(ascii: "\\")) { return false }
        let raw = String(decoding: destination, as: UTF8.self)
        // A `guide:` name is as written; a relative link's path ends at a `?` and is
        // percent-decoded (`RelativeLink`).
        let path = raw.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        for spelling in Set([raw, RelativeLink.percentDecoded(path)]) {
            var parts = spelling.split(separator: "/", omittingEmptySubsequences: false)
            while let last = parts.last, last.isEmpty || last == ".", parts.count > 1 { parts.removeLast() }
            guard let part = parts.last, part != "..", part != "." else { return false }
            // Each tail that starts the part or follows punctuation: `[x](colors.md` → `colors.md`.
            var previous: Character?
            for index in part.indices {
                if previous.map(isBoundary) ?? true { add(part[index...], to: &names) }
                previous = part[index]
            }
            guard names.count <= nameLimit else { return false }
        }
        return true
    }

    /// A name can start after these.
    private static func isBoundary(_ character: Character) -> Bool {
        character.isASCII && !character.isLetter && !character.isNumber
    }

    private static func add(_ tail: Substring, to names: inout Set<String>) {
        let name = tail.lowercased()
        names.insert(name)
        if name.hasSuffix(".md") { names.insert(String(name.dropLast(3))) }
    }

    /// `migrating/legacy` → `legacy`.
    private static func lastPart(of slug: String) -> Substring {
        slug.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(slug)
    }
}
