/// Reads image identifiers: `static let name = "value"` constants in a struct, with nested
/// structs as groups to any depth (group `Large.Filled`, declared in `Icons.Large.Filled`). A comment before a group
/// naming a size (`// Icon size 24x24`) gives the group's size; nested groups inherit it.
/// A doc comment before a constant becomes its description.
enum SwiftImageReader {
    static func read(_ file: SwiftSourceFile, into raw: inout RawCatalogue, diagnostics: inout Diagnostics) {
        let before = raw.images.count
        for namespace in file.types where namespace.kind != .protocol {
            read(
                namespace, namespace: namespace.name, path: [], size: size(in: namespace.comments), into: &raw,
                diagnostics: &diagnostics)
        }
        if raw.images.count == before {
            diagnostics.error(
                "swift-missing",
                "no image identifiers found in '\(file.path)'; "
                    + "expected a struct with constants like 'static let bookmark = \"bookmarkLarge\"'",
                at: SourceLocation(file: file.path, line: 1, column: 1))
        }
    }

    private static func read(
        _ type: SwiftTypeDeclaration, namespace: String, path: [String], size: String?, into raw: inout RawCatalogue,
        diagnostics: inout Diagnostics
    ) {
        let group = path.joined(separator: ".")
        for member in type.members {
            switch member {
            case .property(let property) where property.isStatic:
                guard case .string(let value, false, let location)? = property.value else {
                    let shown = property.value?.summary ?? "no value"
                    diagnostics.warning(
                        SwiftColorReader.unsupportedID,
                        "image identifier '\(property.name)' is \(shown); "
                            + "themebook reads string literals like \"bookmarkLarge\", so it is left out",
                        at: property.value?.location ?? property.location)
                    continue
                }
                raw.images.append(
                    ImageIdentifier(
                        name: property.name, value: value, group: group, size: size, themed: false,
                        description: SwiftProtocolReader.documentation(property.comments),
                        namespace: ([namespace] + path).joined(separator: "."), location: location))
            case .property(let property):
                diagnostics.warning(
                    SwiftColorReader.unsupportedID,
                    "'\(property.name)' is not read; image identifiers are 'static let' constants", at: property.location)
            case .type(let inner):
                read(
                    inner, namespace: namespace, path: path + [inner.name], size: self.size(in: inner.comments) ?? size,
                    into: &raw, diagnostics: &diagnostics)
            case .other(let word, let location, _) where word.hasPrefix("#if"):
                diagnostics.warning(SwiftSourceLoader.conditionalID, SwiftSourceLoader.conditionalMessage, at: location)
            default:
                break
            }
        }
    }

    /// `// Icon size 24x24` → `24x24`: the first `<digits>x<digits>` in the comments before a group.
    static func size(in comments: [SwiftComment]) -> String? {
        for comment in comments {
            let bytes = Array(comment.text.utf8)
            var i = 0
            while i < bytes.count {
                let start = i
                while i < bytes.count, SwiftLexer.isDecimalDigit(bytes[i]) { i += 1 }
                if i > start, i < bytes.count, bytes[i] == UInt8(ascii: "x") || bytes[i] == UInt8(ascii: "X") {
                    let second = i + 1
                    var j = second
                    while j < bytes.count, SwiftLexer.isDecimalDigit(bytes[j]) { j += 1 }
                    if j > second {
                        return String(decoding: bytes[start..<i], as: UTF8.self) + "x"
                            + String(decoding: bytes[second..<j], as: UTF8.self)
                    }
                }
                i = max(i, start + 1)
            }
        }
        return nil
    }
}
