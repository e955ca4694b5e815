/// `themebook.json`: the site's title, theme order and where each input lives (relative to the
/// content folder).
public struct SiteConfig: Sendable {
    public var title = "Theme catalogue"
    public var resolver: String? = "tokens/resolver.json"
    /// The token list; optional. Left out of the config, the default path is read only when
    /// it exists; without a token list, the tokens the themes define are the protocol.
    public var tokenList: String? = "tokens/theme-protocol.json"
    public var images: String?
    public var guides: String? = "guides"
    public var themes: [String] = []
    public var themesLocation: SourceLocation?
    /// The resolver modifier whose contexts are the themes (`"themeModifier": "mode"`); nil: the
    /// one named `theme`, else the only one.
    public var themeModifier: String?
    /// Other modifiers whose contexts are crossed with the themes (`"crossModifiers": ["contrast"]`).
    public var crossModifiers: [String] = []
    /// Where each entry of `crossModifiers` is written, in order.
    public var crossModifierLocations: [SourceLocation] = []
    public var allowRawHTML = false
    public var assetCatalogs: [String] = []
    /// `"code": {"palette": ["FXColors"], "tokens": "theme.colors"}`; with Swift sources the
    /// palette namespaces default to the ones the sources declare.
    public var code = CodeNames()
    /// `"diagnostics": {"unused-palette-color": "off"}`: each rule's level (`DiagnosticLevels`).
    public var diagnostics = DiagnosticLevels()
    /// Asset catalogues whose colour sets are tokens (`ColorSetCatalog`), read beside the Swift
    /// sources or DTCG files, or alone.
    public var colorSets: [ColorSetCatalog] = []
    /// Swift sources to read instead of DTCG files (see `SwiftSourceConfig`).
    public var swift: SwiftSourceConfig?
    /// An Android app's Compose theme or XML colour resources to read instead (see `AndroidSourceConfig`).
    public var android: AndroidSourceConfig?
    /// The app's own code, read for where each token is used (`AppCodeConfig`); nil: not read.
    public var appCode: AppCodeConfig?
    /// `"contrast": {"pairs": [...], "baseLayer": "layer1", "severity": "warning"}`.
    public var contrast = ContrastSettings()
    /// `"themePages": {"background": "layer1", "surface": "layer2", "text": "textPrimary", "secondaryText": "textSecondary"}`.
    public var themePages = ThemePageTokens()
    /// The platforms of one app family (`"platforms": {"ios": {…}, "android": {…}}`), each with
    /// its own inputs, in the order written; empty for a site of one app.
    public var platforms: [PlatformConfig] = []
    /// The file itself, for diagnostics.
    public var file = "themebook.json"
    /// Where each key's value is written (`resolver`, `tokenList`, …), so a problem with the file
    /// it names points at the name.
    public var locations: [String: SourceLocation] = [:]
    /// Where each entry of `themes` is written, in order.
    public var themeLocations: [SourceLocation] = []
    /// Where each entry of `assetCatalogs` is written, in order.
    public var assetCatalogLocations: [SourceLocation] = []

    /// Where the config names an input: the key's value, or the file's start when the key is
    /// left out and its default applies.
    public func location(of key: String) -> SourceLocation {
        locations[key] ?? SourceLocation(file: file, line: 1, column: 1)
    }

    public init() {}
}

public struct SwiftSourceConfig: Sendable {
    public var palette: [String] = []
    public var protocolFile: String?
    public var themes: [String] = []
    public var images: [String] = []
    /// The placeholder call that means "no value in this theme".
    public var placeholder = "NovaMissingToken"
    /// The `swift` object as written, for the Swift loader's own keys (`themeInfo`) and positions.
    public var node: JSONNode?
    public var location: SourceLocation?

    public init() {}
}

/// One platform of the site config's `platforms`: its id (the key), its label, and a site
/// config whose input keys (`swift`, `android`, `resolver`, `images`, `code`, `themes`…) are
/// the platform's own and whose site keys (`title`, `guides`, `diagnostics`, `contrast`,
/// `themePages`…) are the site's.
public struct PlatformConfig: Sendable {
    public var id: String
    public var label: String
    /// Where the platform's key is written.
    public var location: SourceLocation
    public var config: SiteConfig

    public init(id: String, label: String, location: SourceLocation, config: SiteConfig) {
        self.id = id
        self.label = label
        self.location = location
        self.config = config
    }
}
