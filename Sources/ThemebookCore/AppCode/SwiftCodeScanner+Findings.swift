/// The rules other than token reads: legacy theming, images, and the types views are told by.
extension SwiftCodeScanner {
    // MARK: - Legacy theming and images

    /// `UIColor.Photon.X` (at `UIColor`), or `Photon.X` where nothing comes before `Photon`.
    mutating func photon(at i: Int) {
        guard isPunctuation(i + 1, "."), let name = word(i + 2) else { return }
        if isPunctuation(i - 1, ".") {
            guard i >= 2, tokens[i - 2].kind == .identifier, tokens[i - 2].text == "UIColor", !isPunctuation(i - 3, ".") else { return }
            add(.legacy(.photon, palette: name), "UIColor.Photon." + name, at: i - 2)
        } else if !isDeclaration(i - 1) {
            add(.legacy(.photon, palette: name), "Photon." + name, at: i)
        }
    }

    /// `.DisplayThemeChanged` inside the arguments of a call that is not `post(…)`: an observer.
    mutating func displayThemeChanged(at i: Int) {
        guard isPunctuation(i - 1, "."), let open = brackets.last(where: { $0.isParen }), open.callee != "post" else { return }
        add(.legacy(.displayThemeChanged, palette: nil), ".DisplayThemeChanged", at: i - 1, type: enclosingType)
    }

    /// `getThemedImageName(name: X)`, with X when it is a name or a plain string literal.
    mutating func themedImageCall(at i: Int) {
        if isKeyword(i - 1, "func") {
            pendingImageRule = (i..<min(tokens.count, i + Self.lookahead)).first { tokens[$0].isPunctuation("{") }
            return
        }
        guard isPunctuation(i + 1, "(") else { return }
        var j = i + 2
        if word(j) != nil, isPunctuation(j + 1, ":") { j += 2 }
        var argument: String?
        if j < tokens.count, tokens[j].kind == .string, !tokens[j].isInterpolated {
            argument = "\"" + tokens[j].text + "\""
        } else if word(j) != nil {
            argument = chain(from: j, segments: 5)
        }
        add(.themedImageCall(argument: argument), "getThemedImageName", at: i)
    }

    /// A string literal that is a name ending in a dark suffix (`"bookmark_dark"`, `"\(name)_dark"`).
    mutating func darkImageName(at i: Int) {
        guard scopes.last?.isImageRule != true else { return }
        let text = tokens[i].text
        guard text.utf8.count <= 200, settings.darkSuffixes.contains(where: { !$0.isEmpty && text.hasSuffix($0) }),
            !text.utf8.contains(where: { $0 <= 0x20 || $0 == UInt8(ascii: "\"") })
        else { return }
        add(.darkImageName(text), "\"" + text + "\"", at: i)
    }

    // MARK: - Types

    /// `class Name: Superclass, … {`: the type is remembered, and so is the `{` of its body.
    mutating func typeDeclaration(at i: Int) {
        guard var name = word(i + 1), !Self.modifiers.contains(name) else { return }
        var j = i + 2
        // `extension Outer.Inner`: the type is the last name.
        while isPunctuation(j, "."), let next = word(j + 1) {
            name = next
            j += 2
        }
        var angle = 0
        var superclass: String?
        var sawColon = false
        let limit = min(tokens.count, i + Self.lookahead * 4)
        while j < limit {
            let token = tokens[j]
            if token.kind == .operator {
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { angle += 1 } else if byte == UInt8(ascii: ">") { angle = max(0, angle - 1) }
                }
            } else if token.isPunctuation("{") {
                pendingBody = (j, name)
                break
            } else if token.isPunctuation("}") || token.isPunctuation(";") || token.isWord("where") {
                if !token.isWord("where") { break }
            } else if angle == 0, token.isPunctuation(":"), !sawColon {
                sawColon = true
                var k = j + 1
                superclass = word(k)
                while isPunctuation(k + 1, "."), let next = word(k + 2) {
                    superclass = next
                    k += 2
                }
            }
            j += 1
        }
        if !tokens[i].isKeyword("extension") { types.append(DeclaredType(name: name, superclass: superclass)) }
    }

    /// The innermost type around the current position.
    var enclosingType: String? { scopes.last(where: { $0.type != nil })?.type }

    static let modifiers: Set<String> = [
        "override", "final", "open", "public", "internal", "private", "fileprivate", "static", "dynamic", "mutating",
        "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "indirect", "nonisolated",
    ]
}
