/// One thing a file of the app's code does that the catalogue cares about, where it does it.
/// Found by a scanner (`SwiftCodeScanner`, `KotlinCodeScanner`, `XMLLayoutScanner`) without the catalogue; matched
/// against it by `AppCodeResolver`.
struct CodeFinding: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A token read: the name after `<theme>.colors.`, or after a local bound to it.
        case token(String)
        /// A palette colour read by its namespace (`FXColors.Blue50`).
        case palette(namespace: String, name: String)
        /// Legacy theming; a `UIColor.Photon.X` read also names the palette colour it reads.
        case legacy(LegacyTheming, palette: String?)
        /// A reference into the image identifiers, as written (`StandardImageIdentifiers.Large.bookmark`).
        case image(String)
        /// A `getThemedImageName(name:)` call; its argument as written when it is a name or a
        /// string literal (`"bookmarkLarge"`, with the quotes).
        case themedImageCall(argument: String?)
        /// A string literal that spells out a dark image name (`"bookmark_dark"`).
        case darkImageName(String)
        /// An XML layout's `@color/name` or Kotlin's `R.color.name`: a token or a palette
        /// colour, whichever has the name.
        case resourceColor(String)
    }

    var kind: Kind
    /// The code as written, one line, no spaces: what messages quote and what a guide's Don't
    /// patterns are matched against (`UIColor.Photon.Grey90`, `getCurrentTheme().colors.layer1`).
    var text: String
    var line: Int32
    var column: Int32
    /// The innermost type declaration around it (only for `.DisplayThemeChanged`, which is
    /// legacy theming inside views and cells, not view controllers).
    var enclosingType: String?

    init(_ kind: Kind, _ text: String, line: Int, column: Int, enclosingType: String? = nil) {
        self.kind = kind
        self.text = text
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
        self.enclosingType = enclosingType
    }
}

/// The legacy theming the guides retire, by the name a report groups it under.
public enum LegacyTheming: String, Sendable, Hashable, CaseIterable {
    case photon = "UIColor.Photon"
    case uiColorTheme = "UIColor.theme"
    case legacyTheme = "UIColor.legacyTheme"
    case manager = "LegacyThemeManager"
    case notificationThemeable = "NotificationThemeable"
    case displayThemeChanged = ".DisplayThemeChanged"

    /// What the site and messages call it.
    var what: String {
        switch self {
        case .photon: "a UIColor.Photon colour"
        case .uiColorTheme: "a UIColor.theme colour"
        case .legacyTheme: "a UIColor.legacyTheme colour"
        case .manager: "LegacyThemeManager"
        case .notificationThemeable: "a NotificationThemeable conformance"
        case .displayThemeChanged: "a .DisplayThemeChanged observer in a view or cell"
        }
    }
}

/// A type a file declares, with the type it inherits from first: whether a type is a view or a
/// cell is followed through these, across files.
struct DeclaredType: Sendable, Hashable {
    var name: String
    var superclass: String?
}

/// One file of the app's code as a scanner left it.
struct ScannedFile: Sendable, Hashable {
    /// From the app's root (`Client/Frontend/Home/HomeViewController.swift`): what pages show.
    var path: String
    /// As diagnostics print it (relative to where themebook runs).
    var shownPath: String
    var findings: [CodeFinding] = []
    var types: [DeclaredType] = []
    /// Why the file could not be read whole (not UTF-8, a lexer error): its first place.
    var problem: Problem?

    struct Problem: Sendable, Hashable {
        var message: String
        var line: Int
        var column: Int
    }
}
