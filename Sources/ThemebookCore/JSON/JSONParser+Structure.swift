import Foundation

/// The structure half of `JSONParser`: values, containers and keys, read into `nodes`.
extension JSONParser {
    typealias Node = JSONDocument.Node

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        var node: Int
        var isObject: Bool
        var keys = ObjectKeys()
    }

    /// Reads one value with everything nested in it. Each turn of the loop reads a value; a
    /// scalar or an empty container is complete at once, and every complete value is handed to
    /// the innermost open container, closing containers as their brackets arrive.
    mutating func parseDocument() throws {
        // A token file holds a node for about every 15 bytes laid out, 8 minified (a token is a
        // key, an object, a `$value` key and its value): reserved for one in 8, the array is
        // not copied as it grows (it was, once, for each token file of a large catalogue), and
        // the pages of a large reservation are touched only as nodes fill them.
        nodes.reserveCapacity(bytes.count / 8 + 16)
        var open: [OpenContainer] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd("a value") }
            var complete: Int
            if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
                let isObject = bytes[index] == UInt8(ascii: "{")
                if open.count >= Self.maxDepth {
                    throw Failure(message: "JSON nested deeper than \(Self.maxDepth) levels", location: location)
                }
                complete = nodes.count
                append(isObject ? .object : .array)
                index += 1
                skipWhitespace()
                if peek(isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    nodes[complete].next = nodes.count
                } else {
                    if isObject { try readKey() }
                    open.append(OpenContainer(node: complete, isObject: isObject))
                    continue
                }
            } else {
                complete = try scanScalar()
            }
            // Hand the value to its container; close every container that ends here.
            while let top = open.indices.last {
                if open[top].isObject { claim(key: complete - 1, in: open[top].node, &open[top].keys) }
                skipWhitespace()
                let closing = open[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else { throw unexpectedEnd("',' or '\(Character(Unicode.Scalar(closing)))'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    if open[top].isObject { try readKey() }
                    break
                }
                guard bytes[index] == closing else {
                    throw Failure(
                        message: "unexpected \(describeCurrent()); expected ',' or '\(Character(Unicode.Scalar(closing)))'",
                        location: location)
                }
                index += 1
                complete = open.removeLast().node
                nodes[complete].next = nodes.count
            }
            if open.isEmpty { return }
        }
    }

    /// A node of `kind` at the current position.
    private mutating func append(_ kind: JSONDocument.Kind) {
        nodes.append(Node(kind: kind, line: line, column: index - lineStart + 1))
    }

    /// Reads `"key":` as a key node and leaves the index at the value.
    private mutating func readKey() throws {
        skipWhitespace()
        guard index < bytes.count else { throw unexpectedEnd("a key in double quotes") }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw Failure(message: "unexpected \(describeCurrent()); expected a key in double quotes", location: location)
        }
        try scanString(as: .key)
        skipWhitespace()
        guard index < bytes.count else { throw unexpectedEnd("':'") }
        guard bytes[index] == UInt8(ascii: ":") else {
            let key = JSONDocument(bytes: bytes, file: file, nodes: nodes).string(nodes.count - 1)
            throw Failure(message: "unexpected \(describeCurrent()); expected ':' after key '\(key)'", location: location)
        }
        index += 1
    }

    /// Reads a string, a number or a literal as a node; returns its position.
    private mutating func scanScalar() throws -> Int {
        let at = nodes.count
        switch bytes[index] {
        case UInt8(ascii: "\""): try scanString(as: .string)
        case UInt8(ascii: "t"):
            append(.true)
            try expectWord("true")
        case UInt8(ascii: "f"):
            append(.false)
            try expectWord("false")
        case UInt8(ascii: "n"):
            append(.null)
            try expectWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            append(.number)
            let start = index
            _ = try parseNumber()
            (nodes[at].start, nodes[at].end) = (start, index)
        default: throw Failure(message: "unexpected \(describeCurrent()); expected a value", location: location)
        }
        nodes[at].next = at + 1
        return at
    }

    /// Reads a string as a node holding its bytes: checked exactly as `parseString` checks it,
    /// but nothing is made (`JSONDocument.string` decodes it when asked).
    private mutating func scanString(as kind: JSONDocument.Kind) throws {
        // Most strings (keys, hex colours, aliases) are ASCII without escapes: found in one
        // tight pass over the bytes; anything else takes the checking loop below.
        let contents = index + 1
        if let plainEnd = Self.unescapedEnd(bytes.span, from: contents, asciiOnly: true) {
            nodes.append(Node(kind: kind, line: line, column: index - lineStart + 1, start: contents, end: plainEnd, next: nodes.count + 1))
            index = plainEnd + 1
            return
        }
        let start = location
        append(kind)
        index += 1
        let first = index
        var flags: UInt8 = 0
        while index < bytes.count {
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                nodes[nodes.count - 1].start = first
                nodes[nodes.count - 1].end = index
                nodes[nodes.count - 1].flags = flags
                nodes[nodes.count - 1].next = nodes.count
                index += 1
                return
            }
            if b >= 0x80 {
                flags |= Node.nonASCII
            } else if b == UInt8(ascii: "\\") {
                flags |= Node.escaped
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    let scalar = try parseHex4()
                    if (0xD800...0xDBFF).contains(scalar), index + 5 < bytes.count,
                        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                    {
                        let mark = index
                        index += 2
                        let low = try parseHex4()
                        if !(0xDC00...0xDFFF).contains(low) { index = mark }
                    }
                default:
                    index -= 1
                    throw Failure(message: "invalid escape '\\\(describeByte(escape))' in string", location: location)
                }
                continue
            } else if b == 0x0A || b == 0x0D {
                throw Failure(message: "unterminated string", location: start)
            } else if b < 0x20 {
                throw Failure(message: "control character in string; escape it", location: location)
            }
            index += 1
        }
        throw Failure(message: "unterminated string", location: start)
    }

    // MARK: - Repeated keys

    /// The keys of an object being read, to find one written twice.
    struct ObjectKeys {
        /// Members so far, replaced ones included.
        var count = 0
        /// Once the object is large, or a key is not plain (escaped, or not ASCII), every kept
        /// key by its string: two keys are the same when their strings are, canonical
        /// equivalence included, as the tree's keys always compared. Before that, the few keys
        /// are compared by their bytes, which for plain keys is the same.
        var byString: [String: Int]?
        /// Key node → where its key was first written, for keys written more than once (rare).
        var firstWritten: [Int: SourceLocation] = [:]

        static let indexedKeys = 16
    }

    /// Records the key node `key` of the object at `object`; a key written before marks the
    /// earlier member dropped (the last one wins) and is reported.
    private mutating func claim(key: Int, in object: Int, _ keys: inout ObjectKeys) {
        keys.count += 1
        if keys.byString == nil, !nodes[key].isPlain || keys.count >= ObjectKeys.indexedKeys {
            keys.byString = keptByString(in: object, before: key)
        }
        let existing: Int?
        if keys.byString != nil {
            existing = keys.byString!.updateValue(key, forKey: text(key))
        } else {
            existing = firstKept(in: object, before: key) { sameBytes($0, key) }
        }
        guard let existing else { return }
        nodes[existing].flags |= Node.dropped
        let first = keys.firstWritten[existing] ?? location(ofNode: existing)
        keys.firstWritten[key] = first
        let name = text(key)
        diagnostics.append(.error(
            "json-duplicate-key", "key '\(name)' appears twice in the same object; keys must be unique",
            at: location(ofNode: key), notes: [.init("first written here", at: first)]))
    }

    /// The first key node of the object's members before `key` that is kept and `matches`
    /// (small objects: no list is made).
    private func firstKept(in object: Int, before key: Int, where matches: (Int) -> Bool) -> Int? {
        var k = object + 1
        while k < key {
            if !nodes[k].isDropped, matches(k) { return k }
            k = nodes[k + 1].next
        }
        return nil
    }

    /// The kept keys before `key` by their strings.
    private func keptByString(in object: Int, before key: Int) -> [String: Int] {
        var byString: [String: Int] = [:]
        for k in kept(in: object, before: key) { byString[text(k)] = k }
        return byString
    }

    /// The key nodes of the object's members before `key` that are kept.
    private func kept(in object: Int, before key: Int) -> [Int] {
        var out: [Int] = []
        var k = object + 1
        while k < key {
            if !nodes[k].isDropped { out.append(k) }
            k = nodes[k + 1].next
        }
        return out
    }

    private func sameBytes(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (nodes[a], nodes[b])
        return Bytes.equal(bytes.span.extracting(x.start..<x.end), bytes.span.extracting(y.start..<y.end))
    }

    private func text(_ node: Int) -> String {
        JSONDocument(bytes: bytes, file: file, nodes: nodes).string(node)
    }

    private func location(ofNode i: Int) -> SourceLocation {
        SourceLocation(file: file, line: nodes[i].line, column: nodes[i].column)
    }
}
