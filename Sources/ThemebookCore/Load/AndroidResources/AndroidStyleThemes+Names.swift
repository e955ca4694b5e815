/// What a style's name and its parents' names say: whether it is a theme, and its appearance.
extension AndroidStyleThemes {
    /// What the names of a theme's chain say about how it looks.
    enum Mode: Equatable {
        case light, dark
        /// A `DayNight` theme: light by day, dark by night.
        case dayNight
        /// Nothing says: no name says `Light` or `Dark`, and no known library theme is its parent.
        case unsaid
    }

    /// `Theme`, `Theme.App`, `AppTheme`, `AppTheme.Dark`, `android:Theme.Material`: the first word
    /// is `Theme` or ends in it; `ThemeLight`, `AppThemeDark`: the word `Theme` and a word saying
    /// how it looks (`Light`, `Dark`, `Black`, `Night`, `Day`, `Amoled`).
    static func isThemeName(_ name: String) -> Bool {
        let plain = name.hasPrefix("android:") ? name.dropFirst("android:".count) : Substring(name)
        let first = plain.prefix { $0 != "." }
        if first.hasSuffix("Theme") { return true }
        let words = self.words(of: String(plain))
        return words.contains("Theme") && words.contains { modeWords.keys.contains($0) }
    }

    /// `Base.Theme.App`, `Platform.Theme.App`, `Theme.Base.App`, `BaseTheme`: the shared base of a
    /// theme, not one itself.
    static func isBase(_ name: String) -> Bool {
        name.hasPrefix("Base.") || name.hasPrefix("Platform.") || words(of: name).contains("Base")
    }

    /// A style that themes a part of a screen or a moment, not a screen: a widget's style
    /// (`Widget.…`), an overlay (`ThemeOverlay.…`, `PreferenceThemeOverlay`), text and shape
    /// appearances, a dialog's theme (`….Dialog`, `….Dialog.Alert`, `DialogLight`) and a splash
    /// screen's (`Theme.SplashScreen`, `….Splash`).
    static func isPartStyle(_ name: String) -> Bool {
        let plain = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
        let first = plain.prefix { $0 != "." }
        if ["Widget", "TextAppearance", "ShapeAppearance"].contains(first) || first.hasSuffix("Overlay") { return true }
        return plain.split(separator: ".").contains { segment in
            segment.contains("Dialog") || segment.contains("Splash") || segment == "Alert"
        }
    }

    /// The words that say how a theme looks, and what they say.
    static let modeWords: [String: Mode] = [
        "Light": .light, "Day": .light, "Dark": .dark, "Night": .dark, "Black": .dark, "Amoled": .dark, "AMOLED": .dark,
    ]

    /// A name's words: its dotted and underscored parts, each split where a lower-case letter or a
    /// digit meets an upper-case one (`AppThemeDark` → `App`, `Theme`, `Dark`).
    static func words(of name: String) -> [String] {
        var words: [String] = []
        for part in name.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == ":" }) {
            var word = ""
            var previous: Character?
            for character in part {
                if character.isUppercase, let previous, previous.isLowercase || previous.isNumber, !word.isEmpty {
                    words.append(word)
                    word = ""
                }
                word.append(character)
                previous = character
            }
            if !word.isEmpty { words.append(word) }
        }
        return words
    }

    /// What one name says: the first of its words that says how it looks (`DayNight` as one),
    /// but `Dark` or `Light` of an action bar (`Theme.AppCompat.Light.DarkActionBar` is light).
    static func mode(ofName name: String) -> Mode? {
        let words = self.words(of: name)
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : nil
            if word == "Day", next == "Night" { return .dayNight }
            guard let mode = modeWords[word], next != "Action" else { continue }
            return mode
        }
        return nil
    }

    /// What names say, each name split into words once: every theme reads its whole chain, so a
    /// chain of 1,000 DayNight styles split a name 4 million times (a debug `check` of it took
    /// 46 s, 30 s with this; the rest is mostly rendering its 2,000 themes).
    struct NameReader {
        private var modes: [String: Mode?] = [:]
        private var parts: [String: Bool] = [:]

        mutating func mode(ofName name: String) -> Mode? {
            if let known = modes[name] { return known }
            let mode = AndroidStyleThemes.mode(ofName: name)
            modes[name] = mode
            return mode
        }

        mutating func isPartStyle(_ name: String) -> Bool {
            if let known = parts[name] { return known }
            let part = AndroidStyleThemes.isPartStyle(name)
            parts[name] = part
            return part
        }

        /// The nearest name of the app's styles saying how the theme looks (its own, then its
        /// parents'), nil when none does.
        mutating func ownMode(of chain: Resolver.Chain) -> Mode? {
            for style in chain.styles.reversed() {
                if let mode = mode(ofName: style.name) { return mode }
            }
            return nil
        }

        /// The nearest name saying how the theme looks (the style's own, then its parents', then
        /// the library parent's); else `AndroidStyleThemes.mode(ofLibrary:)`.
        mutating func mode(of chain: Resolver.Chain) -> Mode {
            if let own = ownMode(of: chain) { return own }
            guard let outside = chain.outside else { return .unsaid }
            return mode(ofName: outside) ?? AndroidStyleThemes.mode(ofLibrary: outside)
        }
    }

    /// A library's base theme without `Light` (`Theme.AppCompat`, `Theme.MaterialComponents`,
    /// `Theme.Material3`, `android:Theme.Material`, `Theme.Holo`) is dark; another says nothing.
    static func mode(ofLibrary outside: String) -> Mode {
        let plain = outside.hasPrefix("android:") ? outside.dropFirst("android:".count) : Substring(outside)
        let parts = plain.split(separator: ".")
        if parts.count >= 2, parts[0] == "Theme", ["AppCompat", "MaterialComponents", "Material3", "Material", "Holo"].contains(parts[1]) {
            return .dark
        }
        return .unsaid
    }

    /// The name without the words saying how it looks, to find a dark theme's light counterpart:
    /// `AppThemeDark`, `AppTheme.Light` and `AppTheme` share `App.Theme`.
    static func baseName(_ name: String) -> String {
        words(of: name).filter { modeWords[$0] == nil }.joined(separator: ".")
    }
}
