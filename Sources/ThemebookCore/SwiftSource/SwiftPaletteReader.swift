/// Reads palette namespaces: classes, structs or enums holding `static let` colour constants,
/// grouped into families by `// MARK: - Family` comments.
enum SwiftPaletteReader {
    /// The palette namespaces of the files: top-level types with at least one static member
    /// that may be a colour (`isConstant`), but for theme types. An app may keep its palette in
    /// the file of its theme types (`extension UIColor { static let base10 = UIColor(0x222222) }`
    /// above `class Theme { static let light = Theme(…); static let standard = Theme.light }`):
    /// a type with static instances of itself, in any of its declarations, is a theme type whose
    /// other statics (`standard`, images, fonts) are no colours, and is not read as a palette.
    static func namespaces(in files: [SwiftSourceFile], diagnostics: inout Diagnostics) -> [SwiftTypeDeclaration] {
        var out: [SwiftTypeDeclaration] = []
        let themeTypes = Set(
            files.flatMap(\.types).filter { type in
                !SwiftColorReader.colorTypes.contains(type.name) && type.properties.contains { isInstance($0, of: type.name) }
            }.map(\.name))
        for file in files {
            let found = file.types.filter { type in
                !themeTypes.contains(type.name) && (type.properties.contains { isConstant($0, of: type) } || hexCases(of: type) != nil)
            }
            if found.isEmpty {
                diagnostics.error(
                    "swift-missing",
                    "no palette found in '\(file.path)'; "
                        + "expected a type with constants like 'static let Blue50 = UIColor(rgb: 0x0060DF)'",
                    at: SourceLocation(file: file.path, line: 1, column: 1))
            }
            out += found
        }
        return out
    }

    /// Appends every constant of the namespaces to the palette. Colours are listed family by
    /// family, in the order the families first appear.
    /// Every constant's identity: qualified by its namespace where two namespaces share a name.
    static func names(of namespaces: [SwiftTypeDeclaration]) -> PaletteNames {
        PaletteNames(
            namespaces.flatMap { namespace in
                namespace.properties.filter { isConstant($0, of: namespace) }.map { (namespace: Optional(namespace.name), name: $0.name) }
                    + (hexCases(of: namespace) ?? []).map { (namespace: Optional(namespace.name), name: $0.case.name) }
            })
    }

    /// The cases of an enum of hex colours, each with its colour: `enum Studio: String { case
    /// gray100 = "101517" }` (six hex digits, `#` allowed) or `enum CoreColor: Int { case ink =
    /// 0x171717 }` (written in hex); nil unless every case of at least two has one (an enum of
    /// other raw values is no palette).
    static func hexCases(of type: SwiftTypeDeclaration) -> [(case: SwiftEnumCase, color: Color)]? {
        guard type.kind == .enum, let raw = type.inherited.first, hexRawTypes.contains(raw) else { return nil }
        var out: [(case: SwiftEnumCase, color: Color)] = []
        for case .enumCase(let c) in type.members {
            guard let color = c.rawValue.flatMap(hexColor) else { return nil }
            out.append((c, color))
        }
        return out.count >= 2 ? out : nil
    }

    private static let hexRawTypes: Set<String> = ["String", "Int", "UInt", "Int32", "UInt32", "Int64", "UInt64"]

    /// `"3361CC"`, `"#3361cc"`, `0x3361CC`: an opaque sRGB colour.
    private static func hexColor(_ value: SwiftExpression) -> Color? {
        var digits: Substring
        switch value {
        case .string(let text, false, _):
            digits = text.hasPrefix("#") ? text.dropFirst() : text[...]
        case .integer(let text, _) where text.hasPrefix("0x") || text.hasPrefix("0X"):
            digits = Substring(text.dropFirst(2).filter { $0 != "_" })
            guard digits.count <= 6 else { return nil }
            digits = Substring(String(repeating: "0", count: 6 - digits.count)) + digits
        default:
            return nil
        }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return Color.parseHex("#" + digits)
    }

    /// A static member of a palette namespace that is read as a colour: not one annotated with
    /// another type (`static let radius: CGFloat`), nor an instance of the namespace itself (a
    /// theme type's `static let dark = Colors(…)` in the same file as the palette) unless the
    /// namespace is a colour type (`extension UIColor { static let gray = UIColor(…) }`).
    static func isConstant(_ property: SwiftProperty, of namespace: SwiftTypeDeclaration) -> Bool {
        guard property.isStatic else { return false }
        if let type = property.type, SwiftProtocolReader.tokenType(type) == nil { return false }
        if SwiftColorReader.colorTypes.contains(namespace.name) { return true }
        return !isInstance(property, of: namespace.name)
    }

    /// `static let dark = Colors(…)`, `static let dark = Colors.init(…)`, `static let dark: Colors = .init(…)`:
    /// an instance of the type `name` that declares it.
    static func isInstance(_ property: SwiftProperty, of name: String) -> Bool {
        guard property.isStatic else { return false }
        switch property.value {
        case .call(.name(name, _), _, _)?, .call(.member(.name(name, _), "init", _), _, _)?: return true
        case .call(.implicitMember("init", _), _, _)?: return property.type.map(SwiftTypeIndex.bare) == name
        default: return false
        }
    }

    /// Names of the constants of namespaces that extend a colour type (`extension UIColor`),
    /// which `.name` refers to → that namespace.
    static func colorTypeConstants(of namespaces: [SwiftTypeDeclaration]) -> [String: String] {
        var out: [String: String] = [:]
        for namespace in namespaces where SwiftColorReader.colorTypes.contains(namespace.name) {
            for property in namespace.properties where isConstant(property, of: namespace) && out[property.name] == nil {
                out[property.name] = namespace.name
            }
        }
        return out
    }

    /// Each palette colour's alpha, following aliases within the palette (a bounded number of
    /// steps, so a cycle ends): what `.opacity(x)` multiplies.
    static func alphas(of palette: [RawPaletteColor], reader: SwiftColorReader) -> [String: Double] {
        let values = Dictionary(palette.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        var out: [String: Double] = [:]
        for color in palette {
            var value = color.value
            var steps = 0
            while case .reference(.palette(let next), _) = value, steps < 16, let target = values[next] {
                value = target
                steps += 1
            }
            if let alpha = reader.alpha(of: value) { out[color.name] = alpha }
        }
        return out
    }

    static func read(
        _ namespaces: [SwiftTypeDeclaration], reader: SwiftColorReader, into raw: inout RawCatalogue,
        diagnostics: inout Diagnostics
    ) {
        var colors: [RawPaletteColor] = []
        var reader = reader
        for namespace in namespaces {
            reader.namespace = namespace.name
            var group = ""
            let hexCases = Dictionary((hexCases(of: namespace) ?? []).map { ($0.case.name, $0.color) }, uniquingKeysWith: { a, _ in a })
            for member in namespace.members {
                if let mark = member.comments.compactMap(\.markName).last { group = mark }
                switch member {
                case .enumCase(let c) where hexCases[c.name] != nil:
                    if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
                    let name = reader.paletteNames.identity(of: c.name, in: namespace.name)
                    colors.append(
                        RawPaletteColor(
                            name: name, group: group, path: name, value: .literal(hexCases[c.name]!, c.rawValue?.location ?? c.location),
                            location: c.location, namespace: namespace.name))
                case .property(let property) where property.isStatic && !isConstant(property, of: namespace):
                    continue
                case .property(let property) where property.isStatic:
                    guard let expression = property.value else {
                        diagnostics.warning(
                            SwiftColorReader.unsupportedID,
                            "palette colour '\(property.name)' has no value themebook can read; it is left out",
                            at: property.location)
                        continue
                    }
                    let value = reader.value(expression, owner: property.name, diagnostics: &diagnostics)
                    if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
                    let name = reader.paletteNames.identity(of: property.name, in: namespace.name)
                    // Known to the constants after it, for `.opacity(x)`.
                    if reader.paletteAlphas[name] == nil, let alpha = reader.alpha(of: value) { reader.paletteAlphas[name] = alpha }
                    colors.append(
                        RawPaletteColor(
                            name: name, group: group, path: name, value: value, location: property.location,
                            namespace: namespace.name))
                case .property(let property) where property.type.map({ SwiftProtocolReader.tokenType($0) == nil }) == true:
                    // A helper of another type (`var hexString: String { … }` of `extension UIColor`)
                    // is no colour the palette could mean; only a colour instance member is worth a word.
                    continue
                case .property(let property):
                    diagnostics.warning(
                        SwiftColorReader.unsupportedID,
                        "instance property '\(property.name)' of palette '\(namespace.name)' is not read; "
                            + "palette colours are 'static let' constants",
                        at: property.location)
                case .type(let inner):
                    diagnostics.warning(
                        SwiftColorReader.unsupportedID,
                        "nested type '\(inner.name)' in palette '\(namespace.name)' is not read; "
                            + "list its colours directly in the palette",
                        at: inner.location)
                case .other(let word, let location, _) where word.hasPrefix("#if"):
                    diagnostics.warning(SwiftSourceLoader.conditionalID, SwiftSourceLoader.conditionalMessage, at: location)
                default:
                    break
                }
            }
        }
        // Families cannot repeat in token files; listing each family once keeps both inputs equal.
        // Within a family, a namespace's colours stay together (a namespace may be declared in
        // several places), so `convert` can give each its own group.
        let rank = Dictionary(raw.paletteGroups.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var namespaceRank: [String: Int] = [:]
        for namespace in namespaces where namespaceRank[namespace.name] == nil { namespaceRank[namespace.name] = namespaceRank.count }
        func key(_ item: (offset: Int, element: RawPaletteColor)) -> (Int, Int, Int) {
            (rank[item.element.group] ?? 0, namespaceRank[item.element.namespace ?? ""] ?? 0, item.offset)
        }
        raw.palette += colors.enumerated().sorted { key($0) < key($1) }.map(\.element)
    }
}
