/// Reads of the colour sets of asset catalogues (`colorSets`), in each spelling the catalogue's
/// `code` gives them (`ColorSetSymbols`); each is a token read of the set's token:
///
/// - by name: `UIColor(named: "Colors/Label/primary")`, `NSColor(named: …)`, `Color("AccentColor")`,
///   the name a plain string literal (a name no set has is not counted: it may be another
///   catalogue's);
/// - Xcode's asset symbols: `UIColor(resource: .accent)`, `Color(.Colors.Label.primary)`, and
///   `UIColor.accent`, `Color.accent`, `NSColor.accent`, `ColorResource.accent`;
/// - SwiftGen's: `Asset.Colors.Label.primary.color` (any member after the set's symbol).
///
/// Swift tokens that are static members (`UIColor.background`, `AppColors.accent`) are read the
/// same way, by their path (`Settings.addStaticTokens`).
///
/// A bare implicit member elsewhere (`.foregroundStyle(.accent)`) is not counted: nothing tells it
/// from any other `.name`.
extension SwiftCodeScanner {
    /// The types whose initialisers and static members name a colour set.
    static let colorTypes: Set<String> = ["UIColor", "NSColor", "Color"]

    /// At `UIColor`, `NSColor`, `Color` or `ColorResource`: a colour set read by name or by
    /// Xcode's symbol; whether one was found.
    @discardableResult
    mutating func colorSetRead(at i: Int) -> Bool {
        let type = tokens[i].text
        if Self.colorTypes.contains(type), isPunctuation(i + 1, "("), !tokens[i + 1].spaceBefore {
            var j = i + 2
            if word(j) == "named" || word(j) == "resource", isPunctuation(j + 1, ":") { j += 2 }
            if j < tokens.count, tokens[j].kind == .string, !tokens[j].isInterpolated, let token = settings.colorSetNames[tokens[j].text] {
                let label = type == "Color" ? "" : "named: "
                add(.token(token), "\(type)(\(label)\"\(tokens[j].text)\")", at: i)
                return true
            }
            if isPunctuation(j, "."), !settings.colorResources.isEmpty, let (token, text) = symbol(from: j + 1, in: settings.colorResources) {
                add(.token(token), "." + text, at: j)
                return true
            }
            return false
        }
        guard isPunctuation(i + 1, "."), !settings.colorResources.isEmpty, let (token, text) = symbol(from: i + 2, in: settings.colorResources)
        else { return false }
        add(.token(token), type + "." + text, at: i)
        return true
    }

    /// At the first name of SwiftGen's symbols (`Asset`), nothing before it: a colour set read.
    mutating func swiftGenColorSet(at i: Int) -> Bool {
        guard !isPunctuation(i - 1, "."), !isDeclaration(i - 1), let (token, text) = symbol(from: i, in: settings.colorSetSymbols) else {
            return false
        }
        add(.token(token), text, at: i)
        return true
    }

    /// The longest run of `.`-joined names from `start` that `symbols` holds: its token and the
    /// names as written.
    private func symbol(from start: Int, in symbols: [String: String]) -> (token: String, text: String)? {
        guard let first = word(start) else { return nil }
        var parts = [first]
        var j = start + 1
        while parts.count < Self.maxSymbolParts, isPunctuation(j, "."), let next = word(j + 1) {
            parts.append(next)
            j += 2
        }
        for count in stride(from: parts.count, through: 1, by: -1) {
            let text = parts[..<count].joined(separator: ".")
            if let token = symbols[text] { return (token, text) }
        }
        return nil
    }

    /// Namespace folders a symbol goes through, at most, and its enum and name.
    static let maxSymbolParts = 12
}

extension SwiftCodeScanner.Settings {
    /// What the scanner looks for to find the colour sets read: every set by its name, and by
    /// the symbol its catalogue's `code` spells it with (`ColorSetSymbols.spelling`).
    mutating func addColorSets(names: [String: String], spellings: [(token: String, spelling: String)]) {
        colorSetNames = names
        for (token, spelling) in spellings {
            if let member = Self.member(of: spelling, after: "UIColor(resource: .") ?? Self.member(of: spelling, after: "Color(.") {
                if colorResources[member] == nil { colorResources[member] = token }
            } else if spelling.hasSuffix(".color"), !spelling.hasPrefix("UIColor("), !spelling.hasPrefix("Color(") {
                let symbol = String(spelling.dropLast(".color".count))
                if colorSetSymbols[symbol] == nil { colorSetSymbols[symbol] = token }
                if let root = symbol.split(separator: ".").first { colorSetRoots.insert(String(root)) }
            }
        }
    }

    /// Tokens that are static members, by their spelling: `UIColor.background` (an extension of
    /// a colour type) is read as `UIColor.background`, `Color.background` (SwiftUI's mirror of it,
    /// `static let background = Color(UIColor.background)`, or `Color(.background)`) and
    /// `NSColor.background`, as an asset symbol is; `AppColors.accent` (a namespace) as that path,
    /// with any member after it (`AppColors.accent.cgColor`); a token function (`Shade.canvas()`)
    /// by its path, whatever it is given. A spelling that is not a path of names
    /// (`Color(designSystemColor: .background)`) is left out.
    mutating func addStaticTokens(_ spellings: [(token: String, spelling: String)]) {
        for (token, written) in spellings {
            // A token function (`Shade.canvas()`) is read by its path, whatever it is given.
            let spelling = written.hasSuffix("()") ? String(written.dropLast(2)) : written
            let parts = spelling.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count >= 2, parts.count <= SwiftCodeScanner.maxSymbolParts, parts.allSatisfy(Self.isName) else { continue }
            if SwiftCodeScanner.colorTypes.contains(String(parts[0])) {
                let member = parts.dropFirst().joined(separator: ".")
                if colorResources[member] == nil { colorResources[member] = token }
            } else {
                if colorSetSymbols[spelling] == nil { colorSetSymbols[spelling] = token }
                colorSetRoots.insert(String(parts[0]))
            }
        }
    }

    /// A Swift identifier as themebook's names are: a letter or `_`, then letters, digits and `_`.
    private static func isName(_ part: Substring) -> Bool {
        guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `Colors.Label.primary` of `UIColor(resource: .Colors.Label.primary)`.
    private static func member(of spelling: String, after prefix: String) -> String? {
        guard spelling.hasPrefix(prefix), spelling.hasSuffix(")") else { return nil }
        return String(spelling.dropFirst(prefix.count).dropLast())
    }
}
