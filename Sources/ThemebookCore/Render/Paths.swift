/// Where each page lives in the site, in one place.
enum Paths {
    static func token(_ name: String) -> String { "tokens/\(fileName(name)).html" }
    static func theme(_ id: String) -> String { "themes/\(fileName(id)).html" }
    static func palette(_ name: String) -> String { "palette.html#\(anchor(name))" }
    static func image(_ value: String) -> String { "images.html#\(anchor(value))" }
    static func contrast(_ themeID: String) -> String { "contrast/\(fileName(themeID)).html" }

    /// A name as a file name: letters, digits, `-` and `_` kept; anything else as `~XX` bytes.
    static func fileName(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "~" + String(byte, radix: 16, uppercase: true)
            }
        }
        return out.isEmpty ? "~" : out
    }

    static func anchor(_ name: String) -> String { "c-" + fileName(name) }

    /// `../` for each folder level of a page path.
    static func root(of page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }
}
