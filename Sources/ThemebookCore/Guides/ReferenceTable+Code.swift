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
        let bytes = Array(code.utf8)
        guard let reference = resolve(codeAt: bytes[...], subject: "code span", strict: false) else { return nil }
        if case .broken(let id, _, let suggestion) = reference.resolution, reference.length == tokenPrefix.utf8.count {
            return .broken(id: id, message: "code span '\(code)' names no token", suggestion: suggestion)
        }
        return reference.resolution
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
        for namespace in paletteNamespaces {
            guard let name = Self.member(of: namespace, at: code) else { continue }
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
        for namespace in imageNamespaces {
            guard let name = Self.member(of: namespace, at: code) else { continue }
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

    /// `Blue50` for `FXColors.Blue50…` and namespace `FXColors`; nil when the code does not
    /// start with the namespace, a dot and a name.
    private static func member(of namespace: String, at code: ArraySlice<UInt8>) -> String? {
        guard code.starts(with: namespace.utf8) else { return nil }
        let rest = code.dropFirst(namespace.utf8.count)
        guard rest.first == UInt8(ascii: ".") else { return nil }
        let name = identifier(at: rest.dropFirst())
        return name.isEmpty ? nil : name
    }

    /// The Swift identifier at the start of `code` (letters, digits, `_`, any non-ASCII), or "".
    static func identifier(at code: ArraySlice<UInt8>) -> String {
        guard let first = code.first, SwiftLexer.isIdentifierStart(first) else { return "" }
        return String(decoding: code.prefix(while: SwiftLexer.isIdentifierBody), as: UTF8.self)
    }
}
