import Foundation

/// A parsed JSON document laid out flat: every value and every key is a `Node` in one array,
/// in document order, pointing into the file's bytes rather than holding strings.
///
/// A large catalogue's token files are hundreds of thousands of keys and values; as a tree of
/// `JSONNode`s each key and value was a string made, each object an array allocated, and all of
/// it released again once the tokens were read. Here a string is made only when someone asks
/// for it (`string(_:)`), keys are compared as bytes where that is exact (`isPlain`), and the
/// whole document is three arrays. `node(_:)` gives any part as a `JSONNode`, for readers that
/// want the tree; `JSONParser.parse` is the flat parse with its root made so.
///
/// An object's members are a key node followed by its value's nodes; a member whose key a later
/// member repeats is `dropped` (the last one wins, in its own place), as the tree leaves it out.
struct JSONDocument {
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object, key
    }

    /// 24 bytes: its numbers are kept in 32 bits (a document is smaller than 2 GiB,
    /// `JSONParser.maximumSize`), half of what `Int`s took, so that the nodes of a large
    /// catalogue's token files (a node for every 8 to 15 bytes of each) touch half the memory.
    struct Node {
        var kind: Kind
        var flags: UInt8 = 0
        private var storedLine: Int32
        private var storedColumn: Int32
        private var storedStart: Int32 = 0
        private var storedEnd: Int32 = 0
        private var storedNext: Int32 = 0

        init(kind: Kind, line: Int, column: Int, start: Int = 0, end: Int = 0, next: Int = 0) {
            self.kind = kind
            storedLine = Int32(truncatingIfNeeded: line)
            storedColumn = Int32(truncatingIfNeeded: column)
            storedStart = Int32(truncatingIfNeeded: start)
            storedEnd = Int32(truncatingIfNeeded: end)
            storedNext = Int32(truncatingIfNeeded: next)
        }

        var line: Int {
            get { Int(storedLine) }
            set { storedLine = Int32(truncatingIfNeeded: newValue) }
        }
        var column: Int {
            get { Int(storedColumn) }
            set { storedColumn = Int32(truncatingIfNeeded: newValue) }
        }
        /// Strings and keys: the bytes between the quotes; numbers: the literal.
        var start: Int {
            get { Int(storedStart) }
            set { storedStart = Int32(truncatingIfNeeded: newValue) }
        }
        var end: Int {
            get { Int(storedEnd) }
            set { storedEnd = Int32(truncatingIfNeeded: newValue) }
        }
        /// The node after this one's subtree (its next sibling, or its container's end).
        var next: Int {
            get { Int(storedNext) }
            set { storedNext = Int32(truncatingIfNeeded: newValue) }
        }

        static let escaped: UInt8 = 1
        static let nonASCII: UInt8 = 2
        static let dropped: UInt8 = 4

        /// A string written without escapes in ASCII: its bytes are its UTF-8, and two such
        /// strings are equal exactly when their bytes are (no canonical equivalence to weigh).
        var isPlain: Bool { flags & (Self.escaped | Self.nonASCII) == 0 }
        var isDropped: Bool { flags & Self.dropped != 0 }
    }

    let bytes: [UInt8]
    let file: String
    let nodes: [Node]

    func location(_ i: Int) -> SourceLocation {
        SourceLocation(file: file, line: nodes[i].line, column: nodes[i].column)
    }

    func kind(_ i: Int) -> Kind { nodes[i].kind }

    /// The key nodes of an object's members, dropped ones left out, in order (empty for others).
    func members(_ i: Int) -> [Int] {
        guard nodes[i].kind == .object else { return [] }
        var out: [Int] = []
        var key = i + 1
        while key < nodes[i].next {
            if !nodes[key].isDropped { out.append(key) }
            key = nodes[key + 1].next
        }
        return out
    }

    /// An array's element nodes, in order.
    func elements(_ i: Int) -> [Int] {
        var out: [Int] = []
        var element = i + 1
        while element < nodes[i].next {
            out.append(element)
            element = nodes[element].next
        }
        return out
    }

    /// The text of a string or key node.
    func string(_ i: Int, strings: JSONStrings? = nil) -> String {
        let node = nodes[i]
        guard node.flags & Node.escaped != 0 else {
            let text = bytes.span.extracting(node.start..<node.end)
            return strings?.string(text) ?? Bytes.string(text)
        }
        // Escapes are decoded by the parser's own string reader (the document is valid).
        var parser = JSONParser(bytes: bytes, file: file, strings: strings)
        parser.index = node.start - 1
        return (try? parser.parseString()) ?? ""
    }

    /// Calls `body` with the bytes of a plain string or key node (`Node.isPlain`).
    func withPlainBytes<R>(_ i: Int, _ body: (Span<UInt8>) -> R) -> R {
        body(bytes.span.extracting(nodes[i].start..<nodes[i].end))
    }

    /// Whether a plain key node is `name` (ASCII).
    func plainKey(_ i: Int, is name: StaticString) -> Bool {
        withPlainBytes(i) { Bytes.equal($0, name) }
    }

    /// The value node of an object's member with `key` (compared as strings), nil when absent.
    func member(_ i: Int, _ key: String, strings: JSONStrings? = nil) -> Int? {
        members(i).last { string($0, strings: strings) == key }.map { $0 + 1 }
    }

    /// A short name of a node's kind for messages, as `JSONNode.kindName` says it.
    func kindName(_ i: Int) -> String {
        switch nodes[i].kind {
        case .null: "null"
        case .false, .true: "a boolean"
        case .number: "a number"
        case .string, .key: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    // MARK: - As a tree

    /// The value at `i` with everything in it, as a `JSONNode`. Without recursion: containers
    /// being filled sit on a stack of their own, so deep nesting costs heap, not call stack.
    func node(_ i: Int, strings: JSONStrings? = nil) -> JSONNode {
        struct Open {
            var at: Int
            var members: [JSONNode.Member] = []
            var elements: [JSONNode] = []
            var key: (String, SourceLocation)?

            mutating func add(_ value: JSONNode) {
                if let (key, location) = key {
                    members.append(JSONNode.Member(key: key, keyLocation: location, value: value))
                } else {
                    elements.append(value)
                }
            }
        }
        var open: [Open] = []
        var at = i
        while true {
            // Close every container that ends here, handing each to the one around it.
            while let top = open.last, nodes[top.at].next == at {
                let done = open.removeLast()
                let value = JSONNode(
                    value: nodes[done.at].kind == .object ? .object(done.members) : .array(done.elements), location: location(done.at))
                guard !open.isEmpty else { return value }
                open[open.count - 1].add(value)
            }
            let node = nodes[at]
            switch node.kind {
            case .key:
                // A member a later one replaced is left out, value and all.
                if node.isDropped {
                    at = nodes[at + 1].next
                } else {
                    open[open.count - 1].key = (string(at, strings: strings), location(at))
                    at += 1
                }
                continue
            case .object, .array:
                open.append(Open(at: at))
                at += 1
                continue
            default:
                let value = scalar(at, strings: strings)
                guard !open.isEmpty else { return value }
                open[open.count - 1].add(value)
                at = node.next
            }
        }
    }

    /// A node that holds no other, as a `JSONNode`.
    private func scalar(_ i: Int, strings: JSONStrings?) -> JSONNode {
        let node = nodes[i]
        let location = location(i)
        switch node.kind {
        case .false: return JSONNode(value: .bool(false), location: location)
        case .true: return JSONNode(value: .bool(true), location: location)
        case .number:
            let literal = String(decoding: bytes[node.start..<node.end], as: UTF8.self)
            return JSONNode(value: .number(Double(literal) ?? 0, literal: literal), location: location)
        case .string, .key: return JSONNode(value: .string(string(i, strings: strings)), location: location)
        case .null, .array, .object: return JSONNode(value: .null, location: location)
        }
    }

    /// A tree laid out flat (an inline token set of a resolver), its strings as their bytes.
    /// Without recursion, as `node(_:)`.
    init(_ root: JSONNode) {
        enum Work {
            case value(JSONNode, key: JSONNode.Member?)
            /// The container at this node ends here.
            case close(Int)
        }
        var bytes: [UInt8] = []
        var nodes: [Node] = []
        func text(_ string: String, _ node: inout Node) {
            node.start = bytes.count
            bytes.append(contentsOf: string.utf8)
            node.end = bytes.count
            if string.utf8.contains(where: { $0 >= 0x80 }) { node.flags = Node.nonASCII }
        }
        var work = [Work.value(root, key: nil)]
        while let item = work.popLast() {
            guard case .value(let value, let member) = item else {
                if case .close(let at) = item { nodes[at].next = nodes.count }
                continue
            }
            if let member {
                var key = Node(kind: .key, line: member.keyLocation.line, column: member.keyLocation.column)
                text(member.key, &key)
                nodes.append(key)
            }
            let at = nodes.count
            var node = Node(kind: .null, line: value.location.line, column: value.location.column)
            node.next = at + 1
            switch value.value {
            case .null: break
            case .bool(let b): node.kind = b ? .true : .false
            case .number(_, let literal):
                node.kind = .number
                text(literal, &node)
            case .string(let string):
                node.kind = .string
                text(string, &node)
            case .array(let elements):
                node.kind = .array
                work.append(.close(at))
                work += elements.reversed().map { .value($0, key: nil) }
            case .object(let members):
                node.kind = .object
                work.append(.close(at))
                work += members.reversed().map { .value($0.value, key: $0) }
            }
            nodes.append(node)
        }
        self.bytes = bytes
        self.file = root.location.file
        self.nodes = nodes
    }

    init(bytes: [UInt8], file: String, nodes: [Node]) {
        self.bytes = bytes
        self.file = file
        self.nodes = nodes
    }
}
