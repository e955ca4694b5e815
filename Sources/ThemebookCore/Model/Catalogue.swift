/// The checked, resolved catalogue: what Render turns into pages.
public struct Catalogue: Sendable {
    public var title: String
    public var paletteGroups: [String]
    public var palette: [PaletteColor]
    public var tokens: [TokenDeclaration]
    public var themes: [Theme]
    public var images: [ImageIdentifier]
    public var guides: [Guide]
    /// How the app's code names palette colours and tokens.
    public var code = CodeNames()
    /// Which tokens paint a theme's own page and what translucent values are shown over (`ThemeChrome`).
    public var themePages = ThemePageTokens()
    /// Every declared foreground/background pair, measured in every theme.
    public var contrast = ContrastReport()
    /// The changes since another revision, for the Changes page (`build --changes-against`).
    public var changes: SiteChanges?
    /// With several platforms: each one checked on its own; the catalogue itself is then their
    /// union (a token, theme or palette colour any platform has), its values the first
    /// platform's that has one. Empty for a catalogue of one app.
    public var platforms: [Platform] = []
    /// Every token value and palette colour that differs between platforms.
    public var drift: [PlatformDrift] = []
    /// The platform this catalogue is, when it is one of several (its contrast pages are its own).
    public var platformID: String?
    /// Where the app's code reads the catalogue (`appCode` in the site config); nil without it.
    public var appCode: AppCodeReport?

    public init(
        title: String, paletteGroups: [String], palette: [PaletteColor], tokens: [TokenDeclaration],
        themes: [Theme], images: [ImageIdentifier] = [], guides: [Guide] = []
    ) {
        self.title = title
        self.paletteGroups = paletteGroups
        self.palette = palette
        self.tokens = tokens
        self.themes = themes
        self.images = images
        self.guides = guides
    }
}

/// How the app's code spells a palette colour (`FXColors.Blue50`) and reads a token from the
/// current theme (`theme.colors.layer1`): shown on token pages and auto-linked in guides.
public struct CodeNames: Sendable, Hashable {
    /// Palette namespaces; the first is the one shown. Empty: palette colours have no code name.
    public var palette: [String] = []
    /// What a token name follows in code.
    public var tokens = "theme.colors"

    public init(palette: [String] = [], tokens: String = "theme.colors") {
        self.palette = palette
        self.tokens = tokens
    }
}

public struct PaletteColor: Sendable, Hashable {
    /// The colour's name as shown, one-to-one with its identity `path`: its last path segment
    /// where no other palette colour shares it (`Blue50`), else its full path (`blue.100`,
    /// `red.100`). A namespace qualifies it first (`UpstreamColors.Blue50`) where another
    /// namespace declares the same name (`PaletteNames`).
    public var name: String
    /// The colour's identity: its full DTCG path (`Blue.Blue50`, `base.color.green.6`); the
    /// name itself where the input has no groups.
    public var path: String
    public var group: String
    public var color: Color
    public var location: SourceLocation?
    /// The code namespace declaring it (`AcmeColors`), when the input says.
    public var namespace: String?
    /// The colour as written when not plain sRGB, and whether it was out of sRGB gamut.
    public var source: ColorNotation?
    public var outOfGamut = false
    /// Its own `$description` and `$deprecated` ("" when deprecated without a note).
    public var description: String?
    public var deprecated: String?

    public init(
        name: String, group: String, color: Color, location: SourceLocation?, namespace: String? = nil, path: String? = nil
    ) {
        self.name = name
        self.path = path ?? name
        self.group = group
        self.color = color
        self.location = location
        self.namespace = namespace
    }

    /// The colour in its own notation, with its alpha; nil for sRGB.
    public var notation: String? { source?.text(alpha: color.alpha) }

    /// The name as written inside its namespace (`Blue50`).
    public var shortName: String {
        guard let namespace, name.hasPrefix(namespace + ".") else { return name }
        return String(name.dropFirst(namespace.count + 1))
    }
}

/// The DTCG 2025.10 token types (`TextValue.swift` says how the non-colour ones are shown), and
/// `other`: a `$type` the format does not define (`string`, `fontSize`, `custom-*`), or none on a
/// value that is no colour. Such a value is read as written and shown as text.
public enum TokenType: String, Sendable, Hashable, CaseIterable {
    case color, gradient
    case dimension, duration, number, fontFamily, fontWeight, cubicBezier
    case strokeStyle, border, transition, shadow, typography
    case other = "text"
}

/// A token of the app's theme protocol: every theme must give it a value.
public struct TokenDeclaration: Sendable, Hashable {
    /// The token's name as shown and looked up, one-to-one with its identity `path`: its last
    /// path segment where no other token shares it (`layer1`), else its full path
    /// (`color.text.default` beside `color.background.default`).
    public var name: String
    /// The token's identity: its full DTCG path (`Layers.layer1`); the name itself where the
    /// input has no groups (Swift sources).
    public var path: String
    public var category: String
    public var type: TokenType
    public var description: String?
    /// nil when not deprecated; otherwise the deprecation note ("" when none was given).
    public var deprecated: String?
    /// The declaration says light and dark themes may share this value on purpose.
    public var sameAcrossAppearances: Bool
    public var location: SourceLocation?
    /// The backgrounds this token is drawn on, from its `contrast` extension.
    public var contrast: [ContrastDeclaration]
    /// How the app's code spells this token where it is not the site config's `code.tokens`
    /// prefix and the name (`Asset.Colors.Label.primary.color`, `Color(.labelPrimary)`).
    public var codeSpelling: String? = nil
    /// How an Android resource file or layout refers to this token (`@color/fx_mobile_layer_color_1`);
    /// nil for tokens that are not Android colour resources.
    public var resourceSpelling: String? = nil
    /// The `$type` as written when it is no DTCG type (`fontSize`); the type shown is then this.
    public var writtenType: String?
    /// No `$type` is written for the token anywhere: its type is its value's (an untyped alias
    /// takes its target's), settled once values are resolved.
    public var typeFromValue = false

    /// The type as shown on pages and in `catalogue.json`.
    public var typeName: String { writtenType ?? type.rawValue }

    public init(
        name: String, category: String, type: TokenType, description: String? = nil, deprecated: String? = nil,
        sameAcrossAppearances: Bool = false, location: SourceLocation? = nil, contrast: [ContrastDeclaration] = [],
        path: String? = nil
    ) {
        self.contrast = contrast
        self.name = name
        self.path = path ?? name
        self.category = category
        self.type = type
        self.description = description
        self.deprecated = deprecated
        self.sameAcrossAppearances = sameAcrossAppearances
        self.location = location
    }
}

public enum Appearance: String, Sendable, Hashable {
    case light, dark

    /// What a theme's name says of its appearance: `dark`, `night`, `black`, `private`… dark;
    /// `light`, `day`, `white` light; nil for a name that says neither (`electric`, `classic`).
    public static func named(_ name: String) -> Appearance? {
        let lower = name.lowercased()
        if ["dark", "night", "black", "private", "dim", "midnight", "oled"].contains(where: lower.contains) { return .dark }
        if ["light", "day", "white", "bright"].contains(where: lower.contains) { return .light }
        return nil
    }
}

public struct ThemeInfo: Sendable, Hashable {
    public var id: String
    public var label: String
    public var appearance: Appearance
    /// Appended to an image name by `getThemedImageName`: "" for light, "_dark" for dark themes.
    public var imageSuffix: String
    public var location: SourceLocation?

    public init(id: String, label: String, appearance: Appearance, imageSuffix: String, location: SourceLocation?) {
        self.id = id
        self.label = label
        self.appearance = appearance
        self.imageSuffix = imageSuffix
        self.location = location
    }

    /// The themed-image rule, in one place: `name` + this theme's suffix.
    public func themedImageName(_ name: String) -> String { name + imageSuffix }
}

public struct Theme: Sendable {
    public var info: ThemeInfo
    /// Token name → resolved value; every declared token has an entry.
    public var values: [String: ResolvedValue]

    public init(info: ThemeInfo, values: [String: ResolvedValue]) {
        self.info = info
        self.values = values
    }
}

/// One step of an alias chain, for the token page and diagnostics notes.
public struct ChainStep: Sendable, Hashable {
    public var text: String
    public var location: SourceLocation?

    public init(_ text: String, at location: SourceLocation?) {
        self.text = text
        self.location = location
    }
}

public enum ResolvedValue: Sendable, Hashable {
    case color(ResolvedColor)
    case gradient([ResolvedColor])
    /// A value that is not a colour (dimension, shadow, typography…), documented as text.
    case text(TextValue)
    /// A placeholder: the theme has no designed value for this token.
    case none
    /// Could not be resolved (already diagnosed).
    case unknown

    /// Equal as far as a viewer can see (used by the light/dark sameness check).
    public func looksSame(as other: ResolvedValue) -> Bool {
        switch (self, other) {
        case let (.color(a), .color(b)): a.color == b.color
        case let (.gradient(a), .gradient(b)): a.map(\.color) == b.map(\.color)
        case let (.text(a), .text(b)): a.type == b.type && a.display == b.display
        default: false
        }
    }
}
