/// `themebook.json`: the site's title, theme order and where each input lives (relative to the
/// content folder).
public struct SiteConfig: Sendable {
    public var title = "Theme catalogue"
    public var resolver: String? = "tokens/resolver.json"
    public var tokenList: String? = "tokens/theme-protocol.json"
    public var images: String?
    public var guides: String? = "guides"
    public var themes: [String] = []
    public var themesLocation: SourceLocation?
    public var allowRawHTML = false
    public var assetCatalogs: [String] = []
    /// Swift sources to read instead of DTCG files (see `SwiftSourceConfig`).
    public var swift: SwiftSourceConfig?
    /// The file itself, for diagnostics.
    public var file = "themebook.json"

    public init() {}
}

public struct SwiftSourceConfig: Sendable {
    public var palette: [String] = []
    public var protocolFile: String?
    public var themes: [String] = []
    public var images: [String] = []
    /// The placeholder call that means "no value in this theme".
    public var placeholder = "NovaMissingToken"

    public init() {}
}
