/// Where each page lives in the site, in one place.
enum Paths {
    static func token(_ name: String) -> String { "tokens/\(fileName(name)).html" }
    static func theme(_ id: String) -> String { "themes/\(fileName(id)).html" }
    static func palette(_ name: String) -> String { "palette.html#\(anchor(name))" }
    static func image(_ value: String) -> String { "images.html#\(anchor(value))" }
    static func contrast(_ themeID: String) -> String { "contrast/\(fileName(themeID)).html" }
    /// A theme's Contrast page on one platform of several (`contrast/ios-dark.html`).
    static func contrast(_ themeID: String, platform: String?) -> String {
        guard let platform else { return contrast(themeID) }
        return "contrast/\(fileName(platform))-\(fileName(themeID)).html"
    }
    /// The tokens of one platform of several, and the Drift page.
    static func platform(_ id: String) -> String { "platforms/\(fileName(id)).html" }
    static let drift = "drift.html"
    /// The Changes page (`build --changes-against REV`) and a token's entry on it.
    static let changes = "changes.html"
    static func change(_ token: String) -> String { "\(changes)#\(anchor(token))" }

    /// A name as a file name: letters, digits, `-` and `_` kept; anything else as `~XX` bytes.
    /// Injective, and two names give file names equal but for letter case exactly when the
    /// names are equal but for ASCII letter case (every other byte is spelled in hex).
    static func fileName(_ name: String) -> String {
        // Most names need no escaping at all (every token link of every page asks): returned as they are.
        if !name.isEmpty, name.allUTF8Bytes(isFileNameByte) { return name }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count + 8)
        for byte in name.utf8 {
            if isFileNameByte(byte) {
                out.append(byte)
            } else {
                // `String(byte, radix: 16, uppercase: true)`: no leading zero.
                out.append(UInt8(ascii: "~"))
                if byte >= 16 { out.append(hex[Int(byte >> 4)]) }
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return out.isEmpty ? "~" : String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    private static func isFileNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    static func anchor(_ name: String) -> String { "c-" + fileName(name) }

    /// A token's row on the tokens page: its name as a file name (`tokens.html#actionPrimary`),
    /// unless that is an id the page holds already (a category's `c-…`, the filter's) or could
    /// hold: then `~t-` before it, which no file name starts with (`~` is followed by hex digits).
    static func tokenAnchor(_ name: String) -> String {
        let plain = fileName(name)
        let taken = plain.hasPrefix("c-") || plain.hasPrefix("f-") || reservedIDs.contains(plain)
        return taken ? "~t-" + plain : plain
    }

    /// Ids the layout and the tokens page use for themselves.
    static let reservedIDs: Set<String> = ["main", "token-table", "token-filter", "token-filter-empty", "site-search-q"]

    /// A contrast pair's row on its theme's Contrast page: `textPrimary.on.layer1` (file names
    /// hold no `.`, so the first one ends the foreground).
    static func pairAnchor(_ foreground: String, _ background: String) -> String {
        "\(fileName(foreground)).on.\(fileName(background))"
    }

    /// A site path as a link: every byte other than letters, digits, `-._~` and `/` written as
    /// `%XX`, so a page named after a guide file (`a#b.md`, `100%.md`, `naïve.md`, `a b.md`)
    /// is reached by its link instead of the link stopping at `#` or `?`. Page files keep their
    /// plain names; only links are encoded. Call it on the path without the fragment.
    static func href(_ path: String) -> String {
        percentEncoded(path, keeping: UInt8(ascii: "/"))
    }

    /// A fragment (heading id, anchor) as a link's `#…`, encoded the same way.
    static func fragment(_ id: String) -> String { percentEncoded(id, keeping: nil) }

    private static func percentEncoded(_ text: String, keeping extra: UInt8?) -> String {
        // Most paths need no encoding at all: returned as they are, without a copy.
        if text.allUTF8Bytes({ isUnreserved($0) || $0 == extra }) { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            case extra:
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `../` for each folder level of a page path: its bytes split at `/`, as the file system
    /// splits it (not its characters, which took a tenth of listing a large catalogue's pages,
    /// and which would read a `/` followed by a combining mark as no separator at all).
    static func root(of page: String) -> String {
        // Empty components (`a//b`, a leading `/`) are no level; the last one is the page itself.
        String(repeating: "../", count: max(0, page.utf8.split(separator: UInt8(ascii: "/")).count - 1))
    }

    /// The longest file name (one path component) most file systems take, in bytes.
    static let maxComponentBytes = 255
    /// The longest page path (relative to the site) themebook writes: leaves room for the output
    /// folder's own path within the 4,096 bytes a path may have.
    static let maxPageBytes = 1024

    /// Why a page path cannot be written as a file on every disk, or nil when it can. Checked
    /// before rendering, so `check` and `build` agree and the error names the input, not a
    /// staging path.
    static func pageProblem(_ page: String) -> String? {
        if page.utf8.count > maxPageBytes {
            return "its page path is \(page.utf8.count) bytes long; page paths are limited to \(maxPageBytes) bytes"
        }
        for component in page.split(separator: "/", omittingEmptySubsequences: false) where component.utf8.count > maxComponentBytes {
            return "its page file name is \(component.utf8.count) bytes long; file names are limited to \(maxComponentBytes) bytes"
        }
        return nil
    }
}
