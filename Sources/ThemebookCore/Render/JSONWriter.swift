/// Writes JSON straight to compact UTF-8 bytes, value by value, with no tree in between: the
/// generated files (`search-index.json`, `catalogue.json`) are written record by record with
/// it, and `JSONLayout.indented` lays the same bytes out the way `JSONOutput.serialized()` does.
///
/// Keys are written in the order the caller gives them: callers that promise sorted keys write
/// them sorted (with `String`'s `<`, as `JSONOutput` sorts). Strings are escaped by
/// `JSONOutput.writeString`, numbers printed as `JSONOutput` prints them, so a record written
/// here is byte for byte the compact form of the same record built as a `JSONOutput`.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open array or object: whether it has a member yet (the next one needs a comma).
    private var hasMember: [Bool] = []
    /// A key was just written: the value that follows needs no comma.
    private var afterKey = false

    /// Whether the writer writes the items of an array (a chunk of a generated file): values
    /// separated by commas, with no brackets around them.
    private let items: Bool
    /// With a level, the bytes are laid out as `JSONLayout.indented(compact, depth: level)`
    /// lays out the compact ones, written so at once rather than laid out in a second pass
    /// (`catalogue.json`, which has no compact form to share): the items, or the value, sit
    /// `level` levels deep.
    private let indent: Int?

    init(items: Bool = false, capacity: Int = 256, indent: Int? = nil) {
        self.items = items
        self.indent = indent
        hasMember = items ? [false] : []
        bytes.reserveCapacity(capacity)
    }

    /// The bytes written so far, leaving the writer empty (to write the next chunk).
    mutating func take() -> [UInt8] {
        defer {
            bytes = []
            hasMember = items ? [false] : []
            afterKey = false
        }
        return bytes
    }

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        hasMember.append(false)
    }

    mutating func endObject() {
        close()
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        hasMember.append(false)
    }

    mutating func endArray() {
        close()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Leaves the innermost container: laid out, a non-empty one closes on a line of its own.
    @inline(__always)
    private mutating func close() {
        let hadMembers = hasMember.removeLast()
        if let indent, hadMembers { JSONLayout.newline(&bytes, memberLevel(indent)) }
    }

    /// How deep the members of the innermost open container sit, laid out from `base`.
    @inline(__always)
    private func memberLevel(_ base: Int) -> Int { base + hasMember.count - (items ? 1 : 0) }

    /// An object member's key; its value is written next.
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        colon()
    }

    /// A key made at run time (a theme id), escaped like any string.
    mutating func key(_ key: String) {
        separate()
        JSONOutput.writeString(key, into: &bytes)
        colon()
    }

    mutating func string(_ value: String) {
        separate()
        JSONOutput.writeString(value, into: &bytes)
    }

    /// The string `prefix + value`, with no string made for it (`"token:" + name`).
    mutating func string(_ prefix: StaticString, _ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
        JSONOutput.writeEscaped(value, into: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A key already written as a JSON string, quotes included (`JSONThemeKeys`).
    mutating func key(written key: [UInt8]) {
        separate()
        bytes.append(contentsOf: key)
        colon()
    }

    /// The colon after a key (and a space, laid out); its value follows with no comma.
    @inline(__always)
    private mutating func colon() {
        bytes.append(UInt8(ascii: ":"))
        if indent != nil { bytes.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// A value already written as compact JSON by another writer (made once, written many times).
    mutating func value(written value: [UInt8]) {
        separate()
        bytes.append(contentsOf: value)
    }

    /// A string, or `null` for nil.
    mutating func optional(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    mutating func int(_ value: Int) {
        separate()
        var text = String(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func double(_ value: Double) {
        separate()
        var text = Color.format(value)
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// `key: "value"` for each pair, keys sorted as `JSONOutput` sorts them; the first of two
    /// equal keys wins (they never trap).
    mutating func stringMembers(_ pairs: [(String, String)]) {
        var seen = Set<String>()
        let unique = pairs.filter { seen.insert($0.0).inserted }
        for (key, value) in unique.sorted(by: { $0.0 < $1.0 }) {
            self.key(key)
            string(value)
        }
    }

    private mutating func literal(_ text: StaticString) {
        separate()
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The comma before a member that is not the first of its container.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasMember.indices.last else { return }
        if hasMember[last] {
            bytes.append(UInt8(ascii: ","))
        } else {
            hasMember[last] = true
            // The first of a chunk's items follows the caller's own indentation.
            if items && last == 0 { return }
        }
        if let indent { JSONLayout.newline(&bytes, memberLevel(indent)) }
    }
}
