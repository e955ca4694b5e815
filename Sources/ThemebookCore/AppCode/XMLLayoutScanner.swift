/// Finds `@color/name` in an Android XML file (a layout, a drawable, a style) outside its
/// comments: a read of the token or palette colour with that name (`AppCodeResolver` decides
/// which). `@android:color/…` is the platform's, not the app's, and is left alone.
enum XMLLayoutScanner {
    static func scan(_ bytes: [UInt8], path: String, shownPath: String) -> ScannedFile {
        var file = ScannedFile(path: path, shownPath: shownPath)
        if let bad = JSONParser.firstInvalidUTF8(bytes) {
            // At the byte itself, as the Swift lexer reports it.
            let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let line = 1 + bytes[..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            file.problem = .init(message: "the file is not valid UTF-8 text (byte \(bad))", line: line, column: bad - lineStart + 1)
            return file
        }
        let reference = Array("@color/".utf8), open = Array("<!--".utf8), close = Array("-->".utf8)
        var i = 0, line = 1, lineStart = 0
        func at(_ i: Int, _ word: [UInt8]) -> Bool {
            i + word.count <= bytes.count && bytes[i..<(i + word.count)].elementsEqual(word)
        }
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x0A {
                line += 1
                lineStart = i + 1
                i += 1
            } else if byte == UInt8(ascii: "<"), at(i, open) {
                i += open.count
                while i < bytes.count, !at(i, close) {
                    if bytes[i] == 0x0A {
                        line += 1
                        lineStart = i + 1
                    }
                    i += 1
                }
                i += close.count
            } else if byte == UInt8(ascii: "@"), at(i, reference) {
                var end = i + reference.count
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                if end > i + reference.count {
                    let name = String(decoding: bytes[(i + reference.count)..<end], as: UTF8.self)
                    file.findings.append(CodeFinding(.resourceColor(name), "@color/" + name, line: line, column: i - lineStart + 1))
                }
                i = end
            } else {
                i += 1
            }
        }
        return file
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2E
    }
}
