/// What Load read from disk, before any reference is resolved. Every value keeps its position.
public struct RawCatalogue: Sendable {
    public var config: SiteConfig
    public var paletteGroups: [String] = []
    public var palette: [RawPaletteColor] = []
    public var declarations: [TokenDeclaration] = []
    public var themes: [RawTheme] = []
    public var images: [ImageIdentifier] = []
    public var assets: [AssetSet] = []
    /// The picture files of the imagesets, by their path in the site (`images/…`), to copy.
    public var assetFiles: [String: [UInt8]] = [:]
    public var guides: [SourceFile] = []
    /// Each colour set of the configured asset catalogues by the name code asks for it
    /// (`Colors/Label/primary`, `AccentColor`) → the name of its token. Known before the Swift
    /// sources are read, so that code naming a colour set (`UIColor(named: "AccentColor")`,
    /// `Asset.Colors.Label.primary.color`) can alias its token.
    public var colorSetTokens: [String: String] = [:]
    /// The app's own code as `appCode` names it, scanned (`AppCodeLoader`); nil without `appCode`.
    public var appCode: AppCodeScan?
    /// Palette namespaces declared by Swift sources (`FXColors`), in file order.
    public var paletteNamespaces: [String] = []
    /// False when a palette input failed to load: references to missing colours would then only
    /// repeat that error, so they are not reported.
    public var paletteComplete = true
    /// False when the token list failed to load (undeclared and missing tokens are not reported).
    public var declarationsComplete = true
    /// The declarations are not a token list but every token some theme defines (no token list
    /// given): a token missing from a theme is then found by comparing themes.
    public var declarationsFromThemes = false
    /// Which light theme each dark theme is the counterpart of (dark id → light id), when the
    /// reader knows: `same-in-light-and-dark` then compares only those pairs. nil: every light
    /// theme with every dark one.
    public var appearanceCounterparts: [String: String]?
    /// False when a configured asset catalogue is missing (asset checks are then skipped).
    public var assetsComplete = true
    /// False when the image list failed to load (guide links to images are then not checked).
    public var imagesComplete = true
    /// With `platforms` in the config: each platform's inputs, read on their own; the catalogue
    /// itself then holds only the config and the guides.
    public var platforms: [RawPlatform] = []

    public init(config: SiteConfig) { self.config = config }
}

/// One platform's inputs (`PlatformConfig`), read into a catalogue of their own.
public struct RawPlatform: Sendable {
    public var id: String
    public var label: String
    public var location: SourceLocation?
    public var raw: RawCatalogue
}

/// A text input file: `path` is what diagnostics print (relative to where themebook runs).
public struct SourceFile: Sendable, Hashable {
    public var path: String
    /// Path relative to its root folder (for guides: `applying-themes.md`).
    public var relativePath: String
    public var bytes: [UInt8]
    /// Where the bytes are read from when they are read late: the file's real path, found inside
    /// the read scope when the file was listed (`ContentLoader.loadGuides(…, deferred: true)`).
    /// nil for a file read when it was listed. A one-shot build lists the guides and reads each
    /// one as it parses it, and again as it renders it (`GuideBuilder`), so that it never holds
    /// every guide's Markdown at once.
    public var deferredPath: String?

    public init(path: String, relativePath: String, bytes: [UInt8], deferredPath: String? = nil) {
        self.path = path
        self.relativePath = relativePath
        self.bytes = bytes
        self.deferredPath = deferredPath
    }

    /// A deferred file with its bytes read; nil when it can no longer be read.
    func read() -> SourceFile? {
        guard let deferredPath else { return self }
        guard let bytes = InputFiles.contents(ofFile: deferredPath) else { return nil }
        var file = self
        file.bytes = bytes
        return file
    }
}

/// A reference written in some input; resolved by Check.
public enum Reference: Sendable, Hashable {
    /// A DTCG alias path (`{Light Grey.LightGrey30}` → `Light Grey.LightGrey30`), looked up in the
    /// merged token tree: palette set first, then the theme's own tokens.
    case path(String)
    /// A palette colour by name (`FXColors.Blue50` in Swift sources).
    case palette(String)
    /// Another token, of the same theme or of the named theme (`DarkTheme().colors.layerScrim`).
    case token(String, theme: String?)

    public var display: String {
        switch self {
        case .path(let p):
            // One allocation: every alias of every theme is shown in its chain.
            {
                var out = "{"
                out.reserveCapacity(p.utf8.count + 2)
                out.append(p)
                out.append("}")
                return out
            }()
        case .palette(let n): n
        case .token(let n, let theme?): "\(theme).\(n)"
        case .token(let n, nil): n
        }
    }
}

// Only `composite` is boxed (it holds a `RawPart`, which holds a `RawValue`): a box for every
// token's value was one allocation and one release each.
public enum RawValue: Sendable, Hashable {
    case literal(Color, SourceLocation)
    case reference(Reference, SourceLocation)
    /// A referenced colour with its own alpha (DTCG `$ref` to components plus `alpha`; Swift `.withAlphaComponent`).
    case withAlpha(Reference, alpha: Double, SourceLocation)
    /// A colour object in any space of the colour module other than plain sRGB numbers.
    case colorObject(ColorObject, SourceLocation)
    case gradient([RawStop], SourceLocation)
    /// A value of a non-colour type (dimension, shadow, typography…), see `CompositeValueParser`.
    indirect case composite(TokenType, RawPart, SourceLocation)
    /// No designed value in this theme.
    case placeholder(SourceLocation)
    /// Not understood; already diagnosed.
    case invalid(SourceLocation?)

    public var location: SourceLocation? {
        switch self {
        case .literal(_, let l), .reference(_, let l), .withAlpha(_, _, let l), .colorObject(_, let l), .gradient(_, let l),
            .placeholder(let l):
            l
        case .composite(_, _, let l): l
        case .invalid(let l): l
        }
    }
}

/// A gradient stop as written: its colour and its position.
public struct RawStop: Sendable, Hashable {
    public enum Position: Sendable, Hashable {
        case number(Double)
        /// An alias to a number token (`"position": "{stops.mid}"`).
        case reference(Reference, SourceLocation)
    }

    public var color: RawValue
    /// nil when the stop has no position (Swift sources): stops are then spread evenly.
    public var position: Position?
    /// The array element was an alias to a gradient token (`"{gradient.start-stop}"`): it stands
    /// for that gradient's stops.
    public var isGradientReference: Bool

    public init(color: RawValue, position: Position? = nil, isGradientReference: Bool = false) {
        self.color = color
        self.position = position
        self.isGradientReference = isGradientReference
    }
}

public struct RawPaletteColor: Sendable, Hashable {
    public var name: String
    public var group: String
    /// DTCG path (`Blue.Blue50`); equals `name` where the input has no groups.
    public var path: String
    public var value: RawValue
    public var location: SourceLocation?
    /// The code namespace declaring the colour (`AcmeColors`), when the input says.
    public var namespace: String?
    /// Its own `$description` and `$deprecated` ("" when deprecated without a note).
    public var description: String?
    public var deprecated: String?
    /// Its `$type` as written, if any: a set's token of another type than colour (a size, a
    /// duration) is kept with the palette as an alias target, and is no palette colour.
    public var typeName: String?
    public var type: TokenType? { TokenTypeNames.type(typeName) }

    public init(
        name: String, group: String, path: String, value: RawValue, location: SourceLocation?, namespace: String? = nil
    ) {
        self.name = name
        self.group = group
        self.path = path
        self.value = value
        self.location = location
        self.namespace = namespace
    }
}

public struct RawThemeToken: Sendable, Hashable {
    public var name: String
    public var path: String
    public var type: TokenType?
    public var value: RawValue
    public var location: SourceLocation?
    /// Where the token's `$type` is written, when it has its own.
    public var typeLocation: SourceLocation?
    /// The token's own `$description` and `$deprecated` ("" when deprecated without a note), shown
    /// when the token list gives none.
    public var description: String?
    public var deprecated: String?

    public init(
        name: String, path: String, type: TokenType?, value: RawValue, location: SourceLocation?,
        typeLocation: SourceLocation? = nil, description: String? = nil, deprecated: String? = nil
    ) {
        self.name = name
        self.path = path
        self.type = type
        self.value = value
        self.location = location
        self.typeLocation = typeLocation
        self.description = description
        self.deprecated = deprecated
    }
}

public struct RawTheme: Sendable {
    public var info: ThemeInfo
    public var tokens: [RawThemeToken]
    /// Where the theme's tokens are written (the root of its first token file), for problems
    /// with the theme as a whole, such as a missing token.
    public var location: SourceLocation?
    /// False when one of the theme's inputs failed to load (missing tokens are not reported).
    public var complete: Bool
    /// True when nothing says whether the theme is light or dark: no setting, no code, no word
    /// of its name (`electric`, `classic`). Its appearance is then read from its colours
    /// (`CatalogueChecker.inferAppearances`).
    public var appearanceUnstated = false

    public init(info: ThemeInfo, tokens: [RawThemeToken], location: SourceLocation? = nil, complete: Bool = true) {
        self.info = info
        self.tokens = tokens
        self.location = location
        self.complete = complete
    }
}
