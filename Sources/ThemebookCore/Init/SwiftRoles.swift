import Foundation

/// Which part of the theming system each Swift file declares, guessed from its declarations so
/// `themebook init --swift FILE…` can write the `swift` section of the site config. A file may
/// play several roles (a token protocol beside the theme type enum, a theme beside its palette).
struct SwiftRoles {
    var palette: [String] = []
    var protocolFile: String?
    var themes: [String] = []
    var images: [String] = []
    /// The type whose `.color(…)` calls mark "no value in this theme", when the files use one.
    var placeholder: String?
    /// Files that declare none of these, by path as given.
    var unrecognised: [String] = []

    /// `files` are paths as the user gave them; `read` returns their bytes (nil: unreadable).
    static func guess(_ files: [String], read: (String) -> [UInt8]?) -> SwiftRoles {
        var roles = SwiftRoles()
        var parsed: [(path: String, file: SwiftSourceFile, bytes: [UInt8])] = []
        for path in files {
            guard let bytes = read(path) else { continue }
            var ignored = Diagnostics()
            parsed.append((path, SwiftSourceFile.parse(bytes, path: path, diagnostics: &ignored), bytes))
        }
        // The token protocol first: theme palette structs are recognised by conforming to it.
        var protocolName: String?
        for (path, file, _) in parsed {
            if let name = file.allTypes.first(where: isTokenProtocol)?.name {
                roles.protocolFile = roles.protocolFile ?? path
                protocolName = protocolName ?? name
            }
        }
        var placeholders: [String: Int] = [:]
        for (path, file, bytes) in parsed {
            let types = file.allTypes
            let isTheme = types.contains { type in
                type.kind != .protocol
                    && (type.property(named: "type") != nil || protocolName.map(type.inherited.contains) == true)
            }
            // Palette namespaces are top-level types of colour constants (that is what the palette
            // reader reads); image identifiers are string constants, nested to any depth.
            let colorConstants = file.types.filter { $0.kind != .protocol }.flatMap(\.properties)
                .filter { $0.isStatic && isColor($0) }
            // (An enum with cases is the theme type enum, whose string constants are not images.)
            let hasCases = { (type: SwiftTypeDeclaration) in type.members.contains { if case .enumCase = $0 { true } else { false } } }
            let stringConstants = types.filter { $0.kind != .protocol && !hasCases($0) }.flatMap(\.properties)
                .filter { if $0.isStatic, case .string(_, false, _)? = $0.initializer { true } else { false } }
            if isTheme { roles.themes.append(path) }
            if !isTheme, !colorConstants.isEmpty, colorConstants.count >= stringConstants.count { roles.palette.append(path) }
            if !isTheme, roles.protocolFile != path, !stringConstants.isEmpty, stringConstants.count > colorConstants.count {
                roles.images.append(path)
            }
            let known = isTheme || roles.protocolFile == path || roles.palette.last == path || roles.images.last == path
            if !known { roles.unrecognised.append(path) }
            for name in placeholderCalls(in: bytes) { placeholders[name, default: 0] += 1 }
        }
        roles.placeholder = placeholders.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        return roles
    }

    /// `UIColor(rgb: 0x0060DF)`, `UIColor(red:…)`, `UIColor.clear`, `.white`, or annotated `UIColor`.
    private static func isColor(_ property: SwiftProperty) -> Bool {
        if property.type == "UIColor" { return true }
        switch property.initializer {
        case .call(let callee, _, _)?:
            return ["UIColor", "UIColor.init", ".init"].contains(callee.summary)
        case .member(.name("UIColor", _), _, _)?:
            return true
        case .implicitMember(let name, _)?:
            return ["clear", "black", "white"].contains(name)
        default:
            return false
        }
    }

    /// A protocol with at least one `var name: UIColor { get }` or `Gradient` requirement.
    private static func isTokenProtocol(_ type: SwiftTypeDeclaration) -> Bool {
        type.kind == .protocol && type.properties.contains { $0.type == "UIColor" || $0.type == "Gradient" }
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
