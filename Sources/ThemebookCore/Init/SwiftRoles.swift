/// Which part of the theming system each Swift file declares, found from its declarations, so
/// `themebook init --swift FILE…` (and `init --app`, which walks a repository and passes every
/// Swift file it finds) can write the `swift` section of the site config. A file may play several
/// roles (a token protocol beside the theme type enum, a theme beside its palette).
///
/// The files are read for one of the shapes the Swift loader reads, in its order: a token
/// protocol with one type per theme (Firefox's, or types that are their own palette), a theme
/// type with a static instance per theme, or colours that hold their light and dark values. The
/// files that shape needs go in `themes` — the theme types, the enums that name the themes
/// (Firefox's `ThemeType.swift`) or the tokens, the helpers and initializers their colours are
/// written with — and the palette files they refer to in `palette`.
///
/// Entry point: `guess(paths, read:)`, then `section(path:)` for the config's `swift` object.
struct SwiftRoles {
    var palette: [String] = []
    var protocolFile: String?
    /// The tokens are the colour members of a class that theme subclasses override, not a protocol's.
    var tokenClass = false
    var themes: [String] = []
    var images: [String] = []
    /// The type whose `.color(…)` calls mark "no value in this theme", when the files use one.
    var placeholder: String?
    /// Files that declare none of these, by path as given.
    var unrecognised: [String] = []
    /// Files of colours written in another shape than the one read (statics that hold their
    /// light and dark values or name colour sets, beside a token protocol): a site reads one.
    var otherShape: [String] = []

    /// Whether the files declare tokens in a shape the loader reads, with the themes it needs
    /// (a token protocol no theme implements gives no catalogue).
    var hasTokens: Bool { !themes.isEmpty }

    /// The `swift` object of the site config (keys in the order the README lists them); `path`
    /// spells a file as the config names it (relative to the content folder).
    func section(path: (String) -> OrderedJSON) -> [(key: String, value: OrderedJSON)] {
        var section: [(key: String, value: OrderedJSON)] = []
        if !palette.isEmpty { section.append(("palette", .array(palette.map(path)))) }
        if let protocolFile { section.append(("protocol", path(protocolFile))) }
        if !themes.isEmpty { section.append(("themes", .array(themes.map(path)))) }
        if !images.isEmpty { section.append(("images", .array(images.map(path)))) }
        if let placeholder { section.append(("placeholder", .string(placeholder))) }
        return section
    }

    /// Words one of which a theming file holds; other files are not parsed (a repository of
    /// 10,000 files is mostly views and models).
    static let markers: [[UInt8]] = ["Color", "color", "Theme", "theme", "Image", "MissingToken"].map { Array($0.utf8) }

    /// `files` are paths as the user gave them (or as `init --app` found them); `read` returns
    /// their bytes (nil: unreadable, left out).
    /// `swiftGenEnums`: the enums SwiftGen puts the catalogues' symbols in, so a thin enum over
    /// them (`Colors.Brand.primary.color` for `enumName: Colors`) is known as a theme.
    /// `others`: files that declare no theming but may hold number constants the themes name;
    /// read only when they do, and never reported as left out.
    static func guess(_ files: [String], others: [String] = [], swiftGenEnums: [String] = [], read: (String) -> [UInt8]?) -> SwiftRoles {
        var roles = SwiftRoles()
        var parsed: [SwiftRoleFile] = []
        /// Files without a word of theming that declare a type, by the type's name: one the
        /// themes name may hold their number constants (`UIKitConstants.alpha0_6`).
        var unparsed: [String: [(path: String, bytes: [UInt8])]] = [:]
        for path in others {
            guard let bytes = read(path), bytes.contains(subsequence: Array("static ".utf8)) else { continue }
            for name in declaredTypeNames(bytes) { unparsed[name, default: []].append((path, bytes)) }
        }
        for path in files {
            guard let bytes = read(path) else { continue }
            guard markers.contains(where: { bytes.contains(subsequence: $0) }) else {
                roles.unrecognised.append(path)
                if bytes.contains(subsequence: Array("static ".utf8)) {
                    for name in declaredTypeNames(bytes) { unparsed[name, default: []].append((path, bytes)) }
                }
                continue
            }
            var ignored = Diagnostics()
            parsed.append(SwiftRoleFile(path: path, file: SwiftSourceFile.parse(bytes, path: path, diagnostics: &ignored), bytes: bytes))
        }
        var placeholders: [String: Int] = [:]
        for file in parsed {
            for name in placeholderCalls(in: file.bytes) { placeholders[name, default: 0] += 1 }
        }
        roles.placeholder = placeholders.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        var classifier = SwiftRoleClassifier(files: parsed, colorSets: SwiftColorSetAlias.Known(enums: swiftGenEnums))
        classifier.classify()
        roles.protocolFile = classifier.protocolFile
        roles.tokenClass = classifier.tokenClass
        roles.themes = classifier.themes
        if !unparsed.isEmpty, !roles.themes.isEmpty {
            let used = classifier.identifiersOfThemes()
            var added = Set<String>()
            for name in used.sorted() {
                for (path, bytes) in unparsed[name] ?? [] where !added.contains(path) {
                    var ignored = Diagnostics()
                    let file = SwiftSourceFile.parse(bytes, path: path, diagnostics: &ignored)
                    guard file.allTypes.contains(where: { $0.name == name && SwiftHelpers.declaresNumbers($0) }) else { continue }
                    added.insert(path)
                }
            }
            roles.themes += (files + others).filter(added.contains)
            roles.unrecognised.removeAll(where: added.contains)
        }
        roles.palette = classifier.palette
        roles.images = classifier.images
        let known = Set([roles.protocolFile].compactMap { $0 } + roles.themes + roles.palette + roles.images)
        // A file of another shape than the one read (Ice Cubes' `extension Color { static var
        // label: Color { Color("label", bundle: .module) } }` beside its token protocol): said so.
        if !known.isEmpty {
            for file in parsed where !known.contains(file.path) {
                var byName: [String: [SwiftTypeDeclaration]] = [:]
                for type in file.file.allTypes { byName[type.name, default: []].append(type) }
                if SwiftDynamicReader.find(
                    in: [file.file], index: SwiftTypeIndex(byName), helpers: SwiftHelpers(files: [file.file]),
                    colorSets: SwiftColorSetAlias.Known(enums: swiftGenEnums)) != nil
                {
                    roles.otherShape.append(file.path)
                }
            }
        }
        roles.unrecognised += parsed.map(\.path).filter { !known.contains($0) && !roles.otherShape.contains($0) }
        roles.unrecognised = files.filter(Set(roles.unrecognised).contains)
        return roles
    }

    /// The names after `class`, `struct`, `enum` and `extension` in a file, by a scan of its
    /// words (no parse).
    static func declaredTypeNames(_ bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        let text = String(decoding: bytes, as: UTF8.self)
        var previous: Substring = ""
        for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) {
            if ["class", "struct", "enum", "extension"].contains(previous), word.first?.isUppercase == true { names.insert(String(word)) }
            previous = word
        }
        return names
    }

    /// `AcmeMissingToken.color(` → `AcmeMissingToken`: names ending in `MissingToken` called with `.color`.
    private static func placeholderCalls(in bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        var out: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "MissingToken.color(") {
            var start = range.lowerBound
            while start > rest.startIndex {
                let before = rest.index(before: start)
                guard rest[before].isLetter || rest[before].isNumber || rest[before] == "_" else { break }
                start = before
            }
            out.append(String(rest[start..<rest.index(range.lowerBound, offsetBy: "MissingToken".count)]))
            rest = rest[range.upperBound...]
        }
        return out
    }
}

/// One parsed file of `SwiftRoles.guess`.
struct SwiftRoleFile {
    var path: String
    var file: SwiftSourceFile
    var bytes: [UInt8]
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes (a plain scan: the needles are a few bytes long).
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        var index = 0
        let last = count - needle.count
        while index <= last {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
