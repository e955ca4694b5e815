import Foundation

/// A small XML reader for Android resource files, in one linear pass that never traps: the
/// declaration, comments, elements with quoted attributes, character data with the five
/// predefined entities and character references, and CDATA. Open elements are a stack of at
/// most `maxDepth`; a DOCTYPE (and so any entity definition) is refused. Each problem is an
/// `xml-syntax` error at its exact position (at most `limit` per file); reading goes on where
/// it can.
struct XMLReader {
    static let id = "xml-syntax"
    static let maxDepth = 256
    static let limit = 10

    private let bytes: [UInt8]
    private let file: String
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var errors: [Diagnostic] = []
    private var errorCount = 0

    static func parse(_ bytes: [UInt8], file: String, diagnostics: inout Diagnostics) -> XMLDocument {
        var reader = XMLReader(bytes: bytes, file: file)
        var document = XMLDocument()
        if let bad = JSONParser.firstInvalidUTF8(bytes) {
            while reader.i < bad {
                if bytes[reader.i] == 0x0A { reader.newline() }
                reader.i += 1
            }
            reader.error("the file is not valid UTF-8 text (byte \(bad)); an XML resource file must be UTF-8")
        } else {
            document.root = reader.run()
        }
        diagnostics.append(contentsOf: reader.errors)
        return document
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: - Positions and errors

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: i - lineStart + 1) }

    private func location(line: Int, offset: Int, lineStart: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    private mutating func newline() {
        line += 1
        lineStart = i + 1
    }

    private mutating func error(_ message: String, at location: SourceLocation? = nil, notes: [Diagnostic.Note] = []) {
        errorCount += 1
        let at = location ?? here
        if errorCount <= Self.limit {
            errors.append(.error(Self.id, message, at: at, notes: notes))
        } else if errorCount == Self.limit + 1 {
            errors.append(Diagnostic(.note, Self.id, "more XML errors in this file are not shown; fix the ones above first", at: at))
        }
    }

    private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func starts(_ text: String) -> Bool { bytes[i...].starts(with: text.utf8) }

    /// Steps to just after `end`, counting lines; false when the file ends first.
    private mutating func skip(past end: String) -> Bool {
        let target = Array(end.utf8)
        while i < bytes.count {
            if bytes[i...].starts(with: target) {
                i += target.count
                return true
            }
            if bytes[i] == 0x0A { newline() }
            i += 1
        }
        return false
    }

    // MARK: - Document

    private mutating func run() -> XMLDocument.Element? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            i = 3
            lineStart = 3
        }
        var stack: [XMLDocument.Element] = []
        var root: XMLDocument.Element?
        var leading: [XMLDocument.Node] = []
        // Set when reading stopped early (reported): what is left open is not reported again.
        var stopped = false
        func append(_ node: XMLDocument.Node, stack: inout [XMLDocument.Element], leading: inout [XMLDocument.Node]) {
            if stack.isEmpty { leading.append(node) } else { stack[stack.count - 1].children.append(node) }
        }
        while i < bytes.count {
            if bytes[i] != UInt8(ascii: "<") {
                let (text, location) = characterData()
                if stack.isEmpty {
                    if !text.allSatisfy(\.isWhitespace) {
                        error("text outside the root element", at: location)
                    }
                } else {
                    append(.text(text, location), stack: &stack, leading: &leading)
                }
                continue
            }
            let start = here
            let startLine = line
            if starts("<!--") {
                i += 4
                let from = i
                guard skip(past: "-->") else {
                    error("unterminated comment; expected '-->' before the end of the file", at: start)
                    stopped = true
                    break
                }
                let comment = XMLDocument.Comment(
                    text: String(decoding: bytes[from..<(i - 3)], as: UTF8.self), line: startLine, endLine: line, location: start)
                append(.comment(comment), stack: &stack, leading: &leading)
            } else if starts("<?") {
                guard skip(past: "?>") else {
                    error("unterminated processing instruction; expected '?>'", at: start)
                    stopped = true
                    break
                }
            } else if starts("<![CDATA[") {
                i += 9
                let from = i
                guard skip(past: "]]>") else {
                    error("unterminated CDATA section; expected ']]>'", at: start)
                    stopped = true
                    break
                }
                if stack.isEmpty {
                    error("text outside the root element", at: start)
                } else {
                    append(.text(String(decoding: bytes[from..<(i - 3)], as: UTF8.self), start), stack: &stack, leading: &leading)
                }
            } else if starts("<!") {
                error("'<!' declarations (DOCTYPE, entities) are not read in resource files", at: start)
                // Past its internal subset (`[ … ]`) and its `>`.
                while i < bytes.count, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "[") {
                    if bytes[i] == 0x0A { newline() }
                    i += 1
                }
                if byte(i) == UInt8(ascii: "[") { _ = skip(past: "]") }
                guard skip(past: ">") else {
                    stopped = true
                    break
                }
            } else if starts("</") {
                i += 2
                let name = readName()
                skipSpaces()
                if byte(i) == UInt8(ascii: ">") { i += 1 } else { error("expected '>' to end '</\(name)'") }
                guard let open = stack.last else {
                    error("closing tag '</\(name)>' has no opening tag", at: start)
                    continue
                }
                if open.name != name {
                    error(
                        "closing tag '</\(name)>' does not match '<\(open.name)>'", at: start,
                        notes: [.init("'<\(open.name)>' opened here", at: open.location)])
                    // Close it anyway, so one typo does not misplace the rest of the file.
                }
                let done = stack.removeLast()
                if stack.isEmpty {
                    if root == nil { root = done } else { error("a second root element '<\(done.name)>'", at: done.location) }
                } else {
                    stack[stack.count - 1].children.append(.element(done))
                }
            } else {
                i += 1
                var element = XMLDocument.Element(name: readName(), attributes: [], children: [], location: start, line: startLine)
                if element.name.isEmpty {
                    error("'<' does not start a tag; write '&lt;' for a less-than sign", at: start)
                    continue
                }
                let selfClosing = readAttributes(into: &element)
                if selfClosing {
                    if stack.isEmpty {
                        if root == nil { root = element } else { error("a second root element '<\(element.name)>'", at: start) }
                    } else {
                        stack[stack.count - 1].children.append(.element(element))
                    }
                } else if stack.count >= Self.maxDepth {
                    error("elements nest more than \(Self.maxDepth) deep; the rest of the file is not read", at: start)
                    stopped = true
                    break
                } else {
                    stack.append(element)
                }
            }
        }
        if let open = stack.first, !stopped {
            error("'<\(open.name)>' is never closed; expected '</\(open.name)>' before the end of the file", at: open.location)
        }
        if !stack.isEmpty {
            // What was read still counts: close every open element.
            while stack.count > 1 {
                let done = stack.removeLast()
                stack[stack.count - 1].children.append(.element(done))
            }
            if root == nil { root = stack.removeLast() }
        }
        if root == nil, errorCount == 0 { error("the file has no root element", at: here) }
        // Comments before the root belong to it, at its start.
        if var r = root, !leading.isEmpty {
            r.children.insert(contentsOf: leading.filter { if case .comment = $0 { true } else { false } }, at: 0)
            root = r
        }
        return root
    }

    // MARK: - Tags

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D || b == 0x2E
            || b == 0x3A || b >= 0x80
    }

    private mutating func readName() -> String {
        let from = i
        while i < bytes.count, Self.isNameByte(bytes[i]) { i += 1 }
        return String(decoding: bytes[from..<i], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D || bytes[i] == 0x0A {
            if bytes[i] == 0x0A { newline() }
            i += 1
        }
    }

    /// The attributes up to `>` or `/>`; true for `/>`.
    private mutating func readAttributes(into element: inout XMLDocument.Element) -> Bool {
        while i < bytes.count {
            skipSpaces()
            guard let b = byte(i) else { break }
            if b == UInt8(ascii: ">") {
                i += 1
                return false
            }
            if b == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: ">") {
                i += 2
                return true
            }
            let nameLocation = here
            let name = readName()
            guard !name.isEmpty else {
                error("unexpected \(Self.describe(b)) in tag '<\(element.name)>'")
                i += 1
                continue
            }
            skipSpaces()
            guard byte(i) == UInt8(ascii: "=") else {
                error("attribute '\(name)' has no value; write \(name)=\"…\"", at: nameLocation)
                continue
            }
            i += 1
            skipSpaces()
            guard let quote = byte(i), quote == 0x22 || quote == 0x27 else {
                error("the value of attribute '\(name)' must be quoted", at: nameLocation)
                // Step over the unquoted value, so it is not read as another attribute.
                while i < bytes.count, !(bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D
                    || bytes[i] == UInt8(ascii: ">") || bytes[i] == UInt8(ascii: "/")) { i += 1 }
                continue
            }
            i += 1
            let valueLocation = here
            var value = ""
            var closed = false
            while i < bytes.count {
                let c = bytes[i]
                if c == quote {
                    i += 1
                    closed = true
                    break
                }
                if c == UInt8(ascii: "<") {
                    error("'<' inside the value of attribute '\(name)'; write '&lt;'")
                    break
                }
                if c == UInt8(ascii: "&") {
                    value += entity()
                    continue
                }
                let from = i
                while i < bytes.count, bytes[i] != quote, bytes[i] != UInt8(ascii: "&"), bytes[i] != UInt8(ascii: "<") {
                    if bytes[i] == 0x0A { newline() }
                    i += 1
                }
                value += String(decoding: bytes[from..<i], as: UTF8.self)
            }
            if !closed, i >= bytes.count { error("unterminated value of attribute '\(name)'", at: valueLocation) }
            if element.attribute(name) != nil {
                error("attribute '\(name)' is given twice", at: nameLocation)
                continue
            }
            element.attributes.append(.init(name: name, value: value, nameLocation: nameLocation, valueLocation: valueLocation))
        }
        error("unterminated tag '<\(element.name)'; expected '>'", at: element.location)
        return true
    }

    // MARK: - Text

    /// Character data up to the next `<`, entities decoded, with where its first non-space
    /// character is.
    private mutating func characterData() -> (String, SourceLocation) {
        var out = ""
        var first: SourceLocation?
        while i < bytes.count, bytes[i] != UInt8(ascii: "<") {
            let b = bytes[i]
            if first == nil, !(b == 0x20 || b == 0x09 || b == 0x0D || b == 0x0A) { first = here }
            if b == UInt8(ascii: "&") {
                out += entity()
                continue
            }
            let from = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "<"), bytes[i] != UInt8(ascii: "&") {
                if first == nil, !(bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D || bytes[i] == 0x0A) { first = here }
                if bytes[i] == 0x0A { newline() }
                i += 1
            }
            out += String(decoding: bytes[from..<i], as: UTF8.self)
        }
        return (out, first ?? here)
    }

    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;`, `&#x41;` from the `&`. Anything else
    /// is reported and kept as written.
    private mutating func entity() -> String {
        let start = here
        var j = i + 1
        while j < bytes.count, j - i < 12, bytes[j] != UInt8(ascii: ";"), Self.isNameByte(bytes[j]) || bytes[j] == UInt8(ascii: "#") { j += 1 }
        guard byte(j) == UInt8(ascii: ";") else {
            error("'&' does not start an entity; write '&amp;'", at: start)
            i += 1
            return "&"
        }
        let name = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
        i = j + 1
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var scalar: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                scalar = UInt32(name.dropFirst(2), radix: 16)
            } else if name.hasPrefix("#") {
                scalar = UInt32(name.dropFirst())
            }
            if let scalar, let unicode = UnicodeScalar(scalar) { return String(Character(unicode)) }
            error("unknown entity '&\(name);'", at: start)
            return "&\(name);"
        }
    }

    private static func describe(_ b: UInt8) -> String {
        if b >= 0x21 && b < 0x7F { return "'\(String(UnicodeScalar(b)))'" }
        let hex = String(b, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }
}
