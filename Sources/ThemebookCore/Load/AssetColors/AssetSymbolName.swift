import Foundation

/// The Swift names code generators give an asset: a member for a colour set, a type for a
/// namespace folder.
enum AssetSymbolName {
    // MARK: - Xcode

    /// As Xcode names generated asset symbols (learnt from `GeneratedAssetSymbols.swift` files):
    /// the name is cut into parts at anything but letters and digits; each part into words at a
    /// change of case (`DSDockCPU` → `DS Dock CPU`) and between capitals and digits (`292C38` →
    /// `292 C 38`, kept apart by `_` since case cannot show it); a lower-case run takes the
    /// digits after it (`c50000`). The first word of a member is lower-cased when it is
    /// capitalised (`Primary`), or an acronym before a capitalised word (`DSAction` →
    /// `dsAction`); a member's last word `Color` is dropped (`AccentColor` → `accent`); later
    /// parts are capitalised (`bear_no_background` → `bearNoBackground`); a leading digit gets
    /// `_` (`_10BackArm`); a keyword is quoted in backticks.
    static func xcode(_ name: String, type: Bool) -> String {
        var parts = name.unicodeScalars.split { !isLetterOrDigit($0) }.map { words(in: Array($0)) }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return "_" }
        if !type, parts.count + parts[parts.count - 1].count > 2, parts[parts.count - 1].last?.text.lowercased() == "color" {
            parts[parts.count - 1].removeLast()
            if parts[parts.count - 1].isEmpty { parts.removeLast() }
        }
        var out = ""
        for (p, part) in parts.enumerated() {
            for (w, word) in part.enumerated() {
                var text = word.text
                if p == 0 && w == 0 {
                    if type {
                        text = upperFirst(text)
                    } else if word.kind == .capitalised {
                        text = lowerFirst(text)
                    } else if word.kind == .upper, part.count > 1, part[1].kind == .capitalised {
                        text = text.lowercased()
                    }
                } else if w == 0 {
                    if let last = out.unicodeScalars.last, isDigit(last), word.kind == .digits { out += "_" }
                    text = upperFirst(text)
                } else if word.separated {
                    out += "_"
                }
                out += text
            }
        }
        if let first = out.unicodeScalars.first, isDigit(first) { out = "_" + out }
        return escaped(out)
    }

    private enum WordKind { case lower, upper, capitalised, digits }

    private struct Word {
        var text: String
        var kind: WordKind
        /// Split from the word before by a change between capitals and digits.
        var separated: Bool
    }

    /// The words of one part of a name (see `xcode`).
    private static func words(in scalars: [Unicode.Scalar]) -> [Word] {
        var out: [Word] = []
        var i = 0
        while i < scalars.count {
            let start = i
            let s = scalars[i]
            let kind: WordKind
            if isDigit(s) {
                while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                kind = .digits
            } else if isUpper(s) {
                while i < scalars.count, isUpper(scalars[i]) { i += 1 }
                if i < scalars.count, isLower(scalars[i]) {
                    // `DSAction`: the last capital starts the next word; `Action` alone is one word.
                    if i - start > 1 {
                        i -= 1
                        kind = .upper
                    } else {
                        while i < scalars.count, isLower(scalars[i]) || isDigit(scalars[i]) { i += 1 }
                        kind = .capitalised
                    }
                } else {
                    kind = .upper
                }
            } else {
                while i < scalars.count, isLower(scalars[i]) || isDigit(scalars[i]) || !(isUpper(scalars[i])) { i += 1 }
                kind = .lower
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<i])
            let before = out.last?.kind
            let separated = (before == .digits && kind == .upper) || (before == .upper && kind == .digits)
                || (before == .digits && kind == .capitalised)
            out.append(Word(text: text, kind: kind, separated: separated))
        }
        return out
    }

    // MARK: - SwiftGen

    /// As SwiftGen's `swift5` `xcassets` template names a symbol: `swiftIdentifier:"pretty"`
    /// (the name cut at anything that cannot be in an identifier, each piece's first letter
    /// capitalised, joined; all in capitals, each run after a digit capitalised alone), then
    /// for a member `lowerFirstWord` (`PrimaryReverse` → `primaryReverse`, `URLChooser` →
    /// `urlChooser`), then keywords quoted in backticks.
    static func swiftGen(_ name: String, type: Bool) -> String {
        let pieces = name.unicodeScalars.split(omittingEmptySubsequences: false) { !isIdentifierBody($0) }
        var identifier = pieces.map { upperFirst(String(String.UnicodeScalarView($0))) }.joined(separator: "_")
        identifier = underscored(identifier)
        var pretty: String
        if identifier.unicodeScalars.contains(where: { ("a"..."z").contains($0) }) {
            pretty = identifier.split(separator: "_", omittingEmptySubsequences: false).map { upperFirst(String($0)) }.joined()
        } else {
            // No small letter: snake-cased at each capital after a digit, each word capitalised.
            var words: [String] = [""]
            var previous: Unicode.Scalar?
            for scalar in identifier.unicodeScalars {
                if scalar == "_" || scalar == "-" {
                    words.append("")
                } else {
                    if let p = previous, isDigit(p), ("A"..."Z").contains(scalar) { words.append("") }
                    words[words.count - 1].unicodeScalars.append(scalar)
                }
                previous = scalar
            }
            pretty = words.map { $0.isEmpty ? "" : upperFirst(String($0.prefix(1))) + $0.dropFirst().lowercased() }.joined()
        }
        pretty = underscored(pretty)
        return escaped(type ? pretty : lowerFirstWord(pretty))
    }

    /// `_` in front of a name that cannot start an identifier (a digit).
    private static func underscored(_ name: String) -> String {
        guard let first = name.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? name : "_" + name
    }

    /// SwiftGen's `lowerFirstWord`: a leading run of capitals lower-cased, but its last capital
    /// when a small letter follows and the run is longer than one.
    private static func lowerFirstWord(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var end = 0
        while end < scalars.count, isUpper(scalars[end]) { end += 1 }
        if end > 1, end < scalars.count, isLower(scalars[end]) { end -= 1 }
        var head = ""
        head.unicodeScalars.append(contentsOf: scalars[..<end])
        var tail = ""
        tail.unicodeScalars.append(contentsOf: scalars[end...])
        return head.lowercased() + tail
    }

    // MARK: - Shared

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "switch", "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw",
        "throws", "true", "try", "_", "associativity", "convenience", "dynamic", "didSet", "final", "get", "infix", "indirect",
        "lazy", "left", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix", "Protocol",
        "required", "right", "set", "Type", "unowned", "weak", "willSet",
    ]

    private static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    private static func upperFirst(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).uppercased() + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst()))
    }

    private static func lowerFirst(_ text: String) -> String {
        guard let first = text.unicodeScalars.first else { return text }
        return String(first).lowercased() + String(String.UnicodeScalarView(text.unicodeScalars.dropFirst()))
    }

    private static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    private static func isUpper(_ s: Unicode.Scalar) -> Bool { s.properties.isUppercase }
    private static func isLower(_ s: Unicode.Scalar) -> Bool { s.properties.isLowercase }
    private static func isLetterOrDigit(_ s: Unicode.Scalar) -> Bool { isDigit(s) || s.properties.isAlphabetic }

    /// A character that may start a Swift identifier: a letter, `_`, or one of the other
    /// characters the language allows (most of Unicode beyond ASCII).
    private static func isIdentifierHead(_ s: Unicode.Scalar) -> Bool {
        s == "_" || ("a"..."z").contains(s) || ("A"..."Z").contains(s) || (s.value >= 0xA8 && !isDigitLike(s) && s.properties.isAlphabetic)
    }

    private static func isIdentifierBody(_ s: Unicode.Scalar) -> Bool { isIdentifierHead(s) || isDigit(s) }

    private static func isDigitLike(_ s: Unicode.Scalar) -> Bool { s.properties.numericType != nil && !s.properties.isAlphabetic }
}
