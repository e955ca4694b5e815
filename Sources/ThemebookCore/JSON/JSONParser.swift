/// A small JSON parser (RFC 8259) that records the line and column of every value and key.
/// It reads a document into its flat form (`JSONDocument`, see `JSONParser+Structure`); `parse`
/// makes that a tree of `JSONNode`s.
///
/// It never traps and never recurses: containers are kept on an explicit stack, so nesting costs
/// heap, not call stack. Invalid UTF-8, truncated input, nesting deeper than `maxDepth` and
/// numbers out of range all end in a `json-syntax` diagnostic at the exact position. Duplicate
/// keys are reported as `json-duplicate-key` errors and the parse goes on (the last one wins).
public struct JSONParser {
    public static let maxDepth = 200

    let bytes: [UInt8]
    let file: String
    /// Strings made by earlier parses of the same load, to be shared (`JSONStrings`).
    let strings: JSONStrings?
    var index = 0
    var line = 1
    var lineStart = 0
    var diagnostics: [Diagnostic] = []
    /// The document read so far (`JSONDocument`).
    var nodes: [JSONDocument.Node] = []

    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    /// A parser of `bytes`, or a reader of strings in a document already parsed
    /// (`JSONDocument.string`).
    init(bytes: [UInt8], file: String, strings: JSONStrings?) {
        self.bytes = bytes
        self.file = file
        self.strings = strings
    }

    /// The size a document must stay under: its nodes keep offsets and positions in 32 bits.
    static let maximumSize = Int(Int32.max)

    /// Parses a whole document; returns nil (with an error diagnostic) when it is not valid JSON.
    public static func parse(_ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics) -> JSONNode? {
        parse(bytes, file: file, strings: nil, into: &diagnostics)
    }

    /// Parses a whole document, its strings shared with the other documents `strings` serves.
    static func parse(_ bytes: [UInt8], file: String, strings: JSONStrings?, into diagnostics: inout Diagnostics) -> JSONNode? {
        document(bytes, file: file, into: &diagnostics).map { $0.node(0, strings: strings) }
    }

    /// Parses a whole document into its flat form (`JSONDocument`); nil (with an error
    /// diagnostic) when it is not valid JSON.
    static func document(_ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics) -> JSONDocument? {
        var parser = JSONParser(bytes: bytes, file: file, strings: nil)
        guard bytes.count < maximumSize else {
            diagnostics.error("json-syntax", "\(file) is larger than 2 GiB; a JSON input must be smaller", at: parser.location)
            return nil
        }
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
            try parser.parseDocument()
            parser.skipWhitespace()
            if parser.index < bytes.count {
                throw Failure(message: "unexpected \(parser.describeCurrent()) after the JSON value", location: parser.location)
            }
            diagnostics.append(contentsOf: parser.diagnostics)
            return JSONDocument(bytes: bytes, file: file, nodes: parser.nodes)
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
        SourceLocation(file: file, line: line, column: index - lineStart + 1)
    }

}
