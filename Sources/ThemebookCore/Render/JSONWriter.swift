/// Writes JSON straight to compact UTF-8 bytes, value by value, with no tree in between: the
/// generated files (`search-index.json`, `catalogue.json`) are written record by record with
/// it, and `JSONLayout.indented` lays the same bytes out the way `JSONOutput.serialized()` does.
///
/// Keys are written in the order the caller gives them: callers that promise sorted keys write
/// them sorted (with `String`'s `<`, as `JSONOutput` sorts). Strings are escaped by
/// `JSONOutput.writeString`, numbers printed as `JSONOutput` prints them, so a record written
/// here is byte for byte the compact form of the same record built as a `JSONOutput`.
struct JSONWriter {
    /// The bytes written so far.
    private var out: [UInt8] = []
    /// Per open array or object, a bit: whether it has a member yet (the next one needs a
    /// comma); bit `depth - 1` is the innermost. Containers past 64 deep keep theirs in `deeper`.
    private var members: UInt64 = 0
    private var deeper: [Bool] = []
    private var depth = 0
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
        out.reserveCapacity(capacity)
        if items { push() }
    }

    /// How many bytes are written so far.
    var count: Int { out.count }

    /// The bytes written so far.
    var bytes: [UInt8] { out }

    /// The bytes written so far, leaving the writer empty (to write the next chunk).
    mutating func take() -> [UInt8] {
        defer {
            out.removeAll(keepingCapacity: true)
            members = 0
            deeper = []
            depth = 0
            if items { push() }
            afterKey = false
        }
        return bytes
    }

    mutating func beginObject() {
        separate()
        out.append(UInt8(ascii: "{"))
        push()
    }

    mutating func endObject() {
        close()
        out.append(UInt8(ascii: "}"))
    }

    mutating func beginArray() {
        separate()
        out.append(UInt8(ascii: "["))
        push()
    }

    mutating func endArray() {
        close()
        out.append(UInt8(ascii: "]"))
    }

    /// Opens a container with no member yet.
    @inline(__always)
    private mutating func push() {
        if depth >= 64 { deeper.append(false) } else { members &= ~(1 &<< UInt64(depth)) }
        depth += 1
    }

    /// Whether the innermost open container has a member, and marks that it has.
    @inline(__always)
    private mutating func markMember() -> Bool {
        let level = depth - 1
        if level >= 64 {
            defer { deeper[level - 64] = true }
            return deeper[level - 64]
        }
        let bit: UInt64 = 1 &<< UInt64(level)
        defer { members |= bit }
        return members & bit != 0
    }

    /// Leaves the innermost container: laid out, a non-empty one closes on a line of its own.
    @inline(__always)
    private mutating func close() {
        let level = depth - 1
        let hadMembers = level >= 64 ? deeper.removeLast() : members & (1 &<< UInt64(level)) != 0
        depth -= 1
        if let indent, hadMembers { newline(memberLevel(indent)) }
    }

    /// How deep the members of the innermost open container sit, laid out from `base`.
    @inline(__always)
    private func memberLevel(_ base: Int) -> Int { base + depth - (items ? 1 : 0) }

    /// An object member's key; its value is written next.
    mutating func key(_ key: StaticString) {
        separate()
        out.append(UInt8(ascii: "\""))
        append(key)
        out.append(UInt8(ascii: "\""))
        colon()
    }

    /// A key made at run time (a theme id), escaped like any string.
    mutating func key(_ key: String) {
        separate()
        writeString(key)
        colon()
    }

    mutating func string(_ value: String) {
        separate()
        writeString(value)
    }

    /// The string `prefix + value`, with no string made for it (`"token:" + name`).
    mutating func string(_ prefix: StaticString, _ value: String) {
        separate()
        out.append(UInt8(ascii: "\""))
        append(prefix)
        writeEscaped(value)
        out.append(UInt8(ascii: "\""))
    }

    /// A key already written as a JSON string, quotes included (`JSONThemeKeys`).
    mutating func key(written key: [UInt8]) {
        separate()
        out.append(contentsOf: key)
        colon()
    }

    /// The colon after a key (and a space, laid out); its value follows with no comma.
    @inline(__always)
    private mutating func colon() {
        out.append(UInt8(ascii: ":"))
        if indent != nil { out.append(UInt8(ascii: " ")) }
        afterKey = true
    }

    /// A value already written as compact JSON by another writer (made once, written many times).
    mutating func value(written value: [UInt8]) {
        separate()
        out.append(contentsOf: value)
    }

    /// A string, or `null` for nil.
    mutating func optional(_ value: String?) {
        if let value { string(value) } else { literal("null") }
    }

    mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }

    mutating func int(_ value: Int) {
        separate()
        out.append(contentsOf: String(value).utf8)
    }

    mutating func double(_ value: Double) {
        separate()
        out.append(contentsOf: Color.format(value).utf8)
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
        append(text)
    }

    @inline(__always)
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// A line feed and the indentation of a line `level` deep (two spaces a level).
    @inline(__always)
    private mutating func newline(_ level: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * Swift.max(0, level)))
    }

    /// A JSON string literal, escaped as `JSONOutput.writeString` escapes it.
    private mutating func writeString(_ value: String) {
        out.append(UInt8(ascii: "\""))
        writeEscaped(value)
        out.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscaped(_ value: String) {
        JSONOutput.writeEscaped(value, into: &out)
    }

    /// The comma before a member that is not the first of its container.
    @inline(__always)
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if markMember() {
            out.append(UInt8(ascii: ","))
        } else if items && depth == 1 {
            // The first of a chunk's items follows the caller's own indentation.
            return
        }
        if let indent { newline(memberLevel(indent)) }
    }
}
