/// A small JSON parser (RFC 8259) that records the line and column of every value and key.
///
/// It never traps and never recurses: containers are kept on an explicit stack, so nesting costs
/// heap, not call stack. Invalid UTF-8, truncated input, nesting deeper than `maxDepth` and
/// numbers out of range all end in a `json-syntax` diagnostic at the exact position. Duplicate
/// keys are reported as `json-duplicate-key` errors and the parse goes on (the last one wins).
public struct JSONParser {
    public static let maxDepth = 200

    let bytes: [UInt8]
    let file: String
    /// `file`'s number, for the location of every value (`SourceLocation`).
    let fileID: Int32
    /// Strings made by earlier parses of the same load, to be shared (`JSONStrings`).
    let strings: JSONStrings?
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []

    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    /// An object or array whose closing bracket has not been read yet.
    private struct OpenContainer {
        var location: SourceLocation
        var isObject: Bool
        var members: [JSONNode.Member] = []
        var elements: [JSONNode] = []
        /// Object only: the keys by hash, once the object is large (`JSONKeyTable`). Most
        /// objects have two or three keys and are scanned: hashing each key of each object was
        /// a measurable share of loading, and so was a second list of the keys.
        var keys: JSONKeyTable?
        /// Where a key written more than once was first written (rare: that is an error).
        var firstWritten: [String: SourceLocation] = [:]
        /// Indexed objects only: members replaced by a later one with the same key, left out
        /// when the object closes. Removing them at once would make a large object written
        /// with many repeated keys cost its size for every repeat (quadratic on hostile input).
        var replaced: Set<Int> = []
        var pendingKey: (key: String, location: SourceLocation)?

        static let indexedKeys = 16

        /// Adds a member, replacing an earlier one with the same key (the last one wins, at the
        /// end). Returns where the key was first written when it already was.
        mutating func append(_ key: String, at location: SourceLocation, _ value: consuming JSONNode) -> SourceLocation? {
            let existing: Int?
            if keys != nil {
                existing = keys!.claim(key, at: members.count, in: members)
            } else {
                existing = members.lastIndex { $0.key == key }
            }
            var first: SourceLocation?
            if let existing {
                first = firstWritten[key] ?? members[existing].keyLocation
                firstWritten[key] = first
                if keys == nil { members.remove(at: existing) } else { replaced.insert(existing) }
            }
            // Most token objects have two or three members: one allocation, not two or three.
            if members.isEmpty { members.reserveCapacity(4) }
            members.append(.init(key: key, keyLocation: location, value: value))
            if keys == nil, members.count >= Self.indexedKeys { keys = JSONKeyTable(members) }
            return first
        }

        var node: JSONNode {
            let kept = replaced.isEmpty ? members : members.indices.filter { !replaced.contains($0) }.map { members[$0] }
            return JSONNode(value: isObject ? .object(kept) : .array(elements), location: location)
        }
    }

    private init(bytes: [UInt8], file: String, strings: JSONStrings?) {
        self.bytes = bytes
        self.file = file
        self.strings = strings
        self.fileID = FileNames.shared.id(of: file)
    }

    /// Parses a whole document; returns nil (with an error diagnostic) when it is not valid JSON.
    public static func parse(_ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics) -> JSONNode? {
        parse(bytes, file: file, strings: nil, into: &diagnostics)
    }

    /// Parses a whole document, its strings shared with the other documents `strings` serves.
    static func parse(_ bytes: [UInt8], file: String, strings: JSONStrings?, into diagnostics: inout Diagnostics) -> JSONNode? {
        var parser = JSONParser(bytes: bytes, file: file, strings: strings)
        if let bad = firstInvalidUTF8(bytes) {
            parser.seek(to: bad)
            diagnostics.error("json-syntax", "\(file) is not valid UTF-8", at: parser.location)
            return nil
        }
        do {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
            parser.skipWhitespace()
            if parser.index >= bytes.count {
                throw Failure(message: "\(file) is empty; expected a JSON value", location: parser.location)
            }
            let root = try parser.parseDocument()
            parser.skipWhitespace()
            if parser.index < bytes.count {
                throw Failure(message: "unexpected \(parser.describeCurrent()) after the JSON value", location: parser.location)
            }
            diagnostics.append(contentsOf: parser.diagnostics)
            return root
        } catch let failure as Failure {
            diagnostics.append(contentsOf: parser.diagnostics)
            diagnostics.error("json-syntax", failure.message, at: failure.location)
            return nil
        } catch {
            return nil
        }
    }

    public static func parse(_ text: String, file: String, into diagnostics: inout Diagnostics) -> JSONNode? {
        parse(Array(text.utf8), file: file, into: &diagnostics)
    }

    var location: SourceLocation {
        SourceLocation(fileID: fileID, line: line, column: index - lineStart + 1)
    }

    // MARK: - Structure

    /// Reads one value with everything nested in it. Each turn of the loop reads a value; a
    /// scalar or an empty container is complete at once, and every complete value is handed to
    /// the innermost open container, closing containers as their brackets arrive.
    private mutating func parseDocument() throws -> JSONNode {
        var open: [OpenContainer] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd("a value") }
            var complete: JSONNode
            if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
                var container = OpenContainer(location: location, isObject: bytes[index] == UInt8(ascii: "{"))
                if open.count >= Self.maxDepth {
                    throw Failure(message: "JSON nested deeper than \(Self.maxDepth) levels", location: location)
                }
                index += 1
                skipWhitespace()
                if peek(container.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                    complete = container.node
                } else {
                    if container.isObject { container.pendingKey = try readKey() }
                    open.append(container)
                    continue
                }
            } else {
                complete = try parseScalar()
            }
            // Hand the value to its container; close every container that ends here. The
            // innermost container is changed where it lies on the stack, not taken off and put
            // back for every value.
            while let top = open.indices.last {
                add(complete, to: &open[top])
                skipWhitespace()
                let closing = open[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else { throw unexpectedEnd("',' or '\(Character(Unicode.Scalar(closing)))'") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    if open[top].isObject { open[top].pendingKey = try readKey() }
                    break
                }
                guard bytes[index] == closing else {
                    throw Failure(
                        message: "unexpected \(describeCurrent()); expected ',' or '\(Character(Unicode.Scalar(closing)))'",
                        location: location)
                }
                index += 1
                complete = open.removeLast().node
            }
            if open.isEmpty { return complete }
        }
    }

    /// Reads `"key":` and leaves the index at the value.
    private mutating func readKey() throws -> (key: String, location: SourceLocation) {
        skipWhitespace()
        guard index < bytes.count else { throw unexpectedEnd("a key in double quotes") }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw Failure(message: "unexpected \(describeCurrent()); expected a key in double quotes", location: location)
        }
        let keyLocation = location
        let key = try parseString()
        skipWhitespace()
        guard index < bytes.count else { throw unexpectedEnd("':'") }
        guard bytes[index] == UInt8(ascii: ":") else {
            throw Failure(message: "unexpected \(describeCurrent()); expected ':' after key '\(key)'", location: location)
        }
        index += 1
        return (key, keyLocation)
    }

    /// `value` is handed on, not copied (every value of every file comes here).
    private mutating func add(_ value: consuming JSONNode, to container: inout OpenContainer) {
        guard container.isObject else {
            container.elements.append(value)
            return
        }
        guard let (key, keyLocation) = container.pendingKey.map({ ($0.key, $0.location) }) else { return }
        container.pendingKey = nil
        if let first = container.append(key, at: keyLocation, value) {
            diagnostics.append(.error(
                "json-duplicate-key", "key '\(key)' appears twice in the same object; keys must be unique",
                at: keyLocation, notes: [.init("first written here", at: first)]))
        }
    }

    private mutating func parseScalar() throws -> JSONNode {
        let start = location
        switch bytes[index] {
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: try parseNumber(), location: start)
        default: throw Failure(message: "unexpected \(describeCurrent()); expected a value", location: start)
        }
    }
}
