/// One `*.colorset` of an asset catalogue as read: its name, where it sits, and every entry of
/// its `colors` array that holds a colour.
struct ColorSet: Sendable {
    /// The name code asks for (`Colors/Label/primary`): the folders that provide a namespace,
    /// then the set.
    var name: String
    /// Every folder between the catalogue and the set, each with whether it provides a namespace.
    var folders: [(name: String, namespace: Bool)]
    /// The set's own name (`primary`).
    var leaf: String
    /// The catalogue's name without `.xcassets` (`Assets`).
    var catalogue: String
    /// What diagnostics point at: the set's `Contents.json` as the build prints it.
    var location: SourceLocation
    var entries: [ColorSetEntry] = []
    /// Reading its `Contents.json` met a problem (already reported).
    var hasProblems = false

    /// The folders joined, for the tokens page (`Colors/Label`); the catalogue's name for a set
    /// at its top.
    var category: String {
        folders.isEmpty ? catalogue : folders.map(\.name).joined(separator: "/")
    }
}

/// One entry of a colour set's `colors`: the traits it is for and its colour.
struct ColorSetEntry: Sendable {
    /// `luminosity` `light` or `dark`; nil for "any appearance".
    var luminosity: Appearance?
    /// `contrast` `high`.
    var highContrast = false
    var idiom = "universal"
    /// `display-gamut`: `sRGB`, `display-P3`; nil when the set does not tell gamuts apart.
    var gamut: String?
    /// Other traits the entry is for (`language-direction right-to-left`, `width-class compact`),
    /// as `key value` texts in file order.
    var otherTraits: [String] = []
    var value: ColorSetValue
    /// The entry's `color` object (or the entry itself when it has none).
    var location: SourceLocation

    /// How the variant is named in a token's description: `ipad`, `display-P3`, `right-to-left`.
    var qualifiers: [String] {
        (idiom == "universal" ? [] : [idiom]) + (gamut.map { $0 == "sRGB" ? [] : [$0] } ?? []) + otherTraits
    }

    /// `dark`, `any · high contrast`.
    var appearanceText: String {
        (luminosity?.rawValue ?? "any") + (highContrast ? " · high contrast" : "")
    }
}

/// A colour as a colour set writes it.
enum ColorSetValue: Sendable {
    /// Components in a colour space: the value every theme sees, and its text for descriptions.
    case color(RawValue, text: String)
    /// `reference`: a system colour, whose value depends on the theme.
    case system(name: String, platform: String?)
    /// Malformed or unknown (already reported).
    case invalid
}

/// Which of the themes a colour set gives values to: the light and dark appearances, each
/// with or without increased contrast.
struct ColorSetTheme: Sendable, Hashable {
    var dark: Bool
    var highContrast: Bool

    static let light = ColorSetTheme(dark: false, highContrast: false)
    static let dark = ColorSetTheme(dark: true, highContrast: false)
    static let lightHigh = ColorSetTheme(dark: false, highContrast: true)
    static let darkHigh = ColorSetTheme(dark: true, highContrast: true)

    var info: ThemeInfo {
        switch (dark, highContrast) {
        case (false, false): ThemeInfo(id: "light", label: "Light", appearance: .light, imageSuffix: "", location: nil)
        case (true, false): ThemeInfo(id: "dark", label: "Dark", appearance: .dark, imageSuffix: "_dark", location: nil)
        case (false, true):
            ThemeInfo(id: "light-high-contrast", label: "Light · High contrast", appearance: .light, imageSuffix: "", location: nil)
        case (true, true):
            ThemeInfo(id: "dark-high-contrast", label: "Dark · High contrast", appearance: .dark, imageSuffix: "_dark", location: nil)
        }
    }

    /// The entry a device in this appearance shows, among entries of one idiom and gamut: its
    /// own luminosity before "any" (a set with no dark entry shows its "any" one in the dark),
    /// and, with increased contrast, a high-contrast entry before a normal one, but a dark one
    /// before a light one in the dark. nil when `entries` is empty.
    func chosen(_ entries: [ColorSetEntry]) -> ColorSetEntry? {
        let own: Appearance = dark ? .dark : .light
        let order: [(Appearance?, Bool)] =
            switch (dark, highContrast) {
            case (_, false): [(own, false), (nil, false), (own, true), (nil, true)]
            case (false, true): [(own, true), (nil, true), (own, false), (nil, false)]
            case (true, true): [(own, true), (own, false), (nil, true), (nil, false)]
            }
        for (luminosity, high) in order {
            if let entry = entries.first(where: { $0.luminosity == luminosity && $0.highContrast == high }) { return entry }
        }
        return entries.first
    }
}
