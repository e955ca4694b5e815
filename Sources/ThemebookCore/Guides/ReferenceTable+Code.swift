/// References to the catalogue written the way the app's code writes them: in code spans and in
/// Swift code blocks of guides.
extension ReferenceTable {
    /// What a stretch of code starting a reference refers to, and how many bytes the reference
    /// itself takes (`theme.colors.layer1` of `theme.colors.layer1.cgColor`).
    struct CodeReference {
        var length: Int
        var resolution: ReferenceResolution
    }

    /// Resolves an inline code span: a token name, `theme.colors.<token>` (optionally followed
    /// by a member, as in `theme.colors.layer1.cgColor`), `FXColors.<colour>` or
    /// `StandardImageIdentifiers.Large.<image>`. nil for code that is none of these and stays
    /// plain; broken only for `theme.colors.` followed by a name that is not a token. A palette
    /// or image name the catalogue lacks stays plain here, since a code span is also prose
    /// (`FXColors.swift` is a file); in Swift code blocks it is an error.
    func resolve(code: String) -> ReferenceResolution? {
        if let token = tokens[code] { return .found(.token(token.name)) }
        if !tokenSpellings.isEmpty, let name = tokenSpellings[code] ?? Self.spelledToken(code, in: tokenSpellings) {
            return .found(.token(name))
        }
        let bytes = Array(code.utf8)
        guard let reference = resolve(codeAt: bytes[...], subject: "code span", strict: false) else { return nil }
        if case .broken(let id, _, let suggestion) = reference.resolution, reference.length == tokenPrefix.utf8.count {
            return .broken(id: id, message: "code span '\(code)' names no token", suggestion: suggestion)
        }
        return reference.resolution
    }

    /// The token whose own spelling `code` starts with, followed by a member
    /// (`Asset.Colors.Label.primary.color.cgColor`); nil when there is none.
    static func spelledToken(_ code: String, in spellings: [String: String]) -> String? {
        var end = code.endIndex
        while let dot = code[..<end].lastIndex(of: ".") {
            end = dot
            if let name = spellings[String(code[..<dot])] { return name }
        }
        return nil
    }

    /// The reference that starts `code`, if one does. `subject` names the code in messages;
    /// `strict` makes an unknown palette colour or image constant an error rather than plain
    /// code, for Swift code where `FXColors.Blue55` can only be a palette colour.
    func resolve(codeAt code: ArraySlice<UInt8>, subject: String, strict: Bool) -> CodeReference? {
        if code.starts(with: tokenPrefix.utf8) {
            let name = Self.identifier(at: code.dropFirst(tokenPrefix.utf8.count))
            let length = tokenPrefix.utf8.count + name.utf8.count
            guard !name.isEmpty else {
                return CodeReference(
                    length: length,
                    resolution: .broken(id: "unknown-token", message: "'\(tokenPrefix)' names no token", suggestion: nil))
            }
            return CodeReference(length: length, resolution: token(name, subject: subject))
        }
        if let (namespace, name) = Self.member(of: paletteNamespaces, at: code) {
            let length = namespace.utf8.count + 1 + name.utf8.count
            if let identity = paletteCode[namespace + "." + name] {
                return CodeReference(length: length, resolution: .found(.palette(identity)))
            }
            if palette.contains(name) { return CodeReference(length: length, resolution: .found(.palette(name))) }
            guard strict else { return nil }
            guard complete.palette else { return CodeReference(length: length, resolution: .unchecked) }
            return CodeReference(
                length: length,
                resolution: .broken(
                    id: "unknown-palette-color", message: "\(subject) refers to unknown palette colour '\(name)'",
                    suggestion: suggestions.closest(to: name, in: .palette)))
        }
        if let (namespace, name) = Self.member(of: imageNamespaces, at: code) {
            let constant = namespace + "." + name
            let length = constant.utf8.count
            if let value = imageConstants[constant] { return CodeReference(length: length, resolution: .found(.image(value))) }
            guard strict else { return nil }
            guard complete.images else { return CodeReference(length: length, resolution: .unchecked) }
            return CodeReference(
                length: length,
                resolution: .broken(
                    id: "unknown-image", message: "\(subject) refers to unknown image '\(constant)'",
                    suggestion: suggestions.closest(to: constant, in: .imageConstants)))
        }
        return nil
    }

    /// `("FXColors", "Blue50")` for `FXColors.Blue50…`: the longest of `namespaces` that the
    /// code starts with, followed by a dot and a name; nil when there is none. Found from the
    /// dots of the code within the longest namespace's length, each a namespace looked up, not
    /// from every namespace compared with the code (thousands of namespaces, each compared at
    /// every identifier of a Swift block).
    private static func member(of namespaces: NamespaceSet, at code: ArraySlice<UInt8>) -> (String, String)? {
        guard !namespaces.isEmpty else { return nil }
        let window = code.prefix(namespaces.longest + 1)
        var dot = window.endIndex
        while let found = window[..<dot].lastIndex(of: UInt8(ascii: ".")) {
            dot = found
            let name = identifier(at: code[(found + 1)...])
            guard !name.isEmpty else { continue }
            let namespace = String(decoding: code[..<found], as: UTF8.self)
            if namespaces.contains(namespace) { return (namespace, name) }
        }
        return nil
    }

    /// Namespaces of the app's code (`FXColors`, `StandardImageIdentifiers.Large`), and the
    /// length of the longest in UTF-8 bytes.
    struct NamespaceSet {
        private let names: Set<String>
        let longest: Int

        init(_ names: [String]) {
            self.names = Set(names)
            longest = names.map(\.utf8.count).max() ?? 0
        }

        var isEmpty: Bool { names.isEmpty }
        func contains(_ name: String) -> Bool { names.contains(name) }
    }

    /// The Swift identifier at the start of `code` (letters, digits, `_`, any non-ASCII), or "".
    static func identifier(at code: ArraySlice<UInt8>) -> String {
        guard let first = code.first, SwiftLexer.isIdentifierStart(first) else { return "" }
        return String(decoding: code.prefix(while: SwiftLexer.isIdentifierBody), as: UTF8.self)
    }
}
