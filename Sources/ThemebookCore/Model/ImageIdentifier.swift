/// An image the app asks for by name (`StandardImageIdentifiers.Large.bookmark` → `bookmarkLarge`).
public struct ImageIdentifier: Sendable, Hashable {
    /// The constant's name in code (`bookmark`); empty when the app asks for the image by its value.
    public var name: String
    /// The image name the app passes to `UIImage(named:)` (`bookmarkLarge`).
    public var value: String
    /// The group it is listed under (`Large`); for standard identifiers also the nested type in code.
    public var group: String
    public var size: String?
    /// Whether the app asks for it through `getThemedImageName(name:)`.
    public var themed: Bool
    public var description: String?
    /// The type that declares the constant (`StandardImageIdentifiers.Large`).
    public var namespace: String
    public var location: SourceLocation?
    /// Asset status per theme id, filled when asset catalogues are configured.
    public var assets: [String: AssetStatus]
    /// What each theme's picture looks like, by theme id; empty without asset catalogues.
    public var previews: [String: ImagePreview] = [:]

    public init(
        name: String, value: String, group: String, size: String?, themed: Bool, description: String?,
        namespace: String, location: SourceLocation?, assets: [String: AssetStatus] = [:]
    ) {
        self.name = name
        self.value = value
        self.group = group
        self.size = size
        self.themed = themed
        self.description = description
        self.namespace = namespace
        self.location = location
        self.assets = assets
    }

    /// The Swift expression that names the image: the constant, or the value as a string literal.
    public var codeReference: String { name.isEmpty ? "\"\(value)\"" : "\(namespace).\(name)" }

    /// The name the theme asks for: through `getThemedImageName` when themed.
    public func name(for theme: ThemeInfo) -> String { themed ? theme.themedImageName(value) : value }
}

public enum AssetStatus: String, Sendable, Hashable {
    case found, missing, notChecked = "not-checked"
}
