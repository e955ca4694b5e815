/// What changed between two catalogues, as `CatalogueDiff.compare` finds it. Every list is in
/// a fixed order (the catalogue's own order: new side first for additions, old side for
/// removals), so the same two catalogues always print the same bytes.
public struct CatalogueChanges: Sendable {
    public var themesAdded: [ThemeInfo] = []
    public var themesRemoved: [ThemeInfo] = []
    public var tokensAdded: [TokenEntry] = []
    public var tokensRemoved: [TokenEntry] = []
    public var tokensRenamed: [TokenRename] = []
    /// Tokens present on both sides whose value differs in at least one theme both sides have.
    public var tokensChanged: [TokenChange] = []
    /// Tokens present on both sides that are deprecated only on the new side.
    public var tokensDeprecated: [TokenDeprecation] = []
    public var paletteAdded: [PaletteEntry] = []
    public var paletteRemoved: [PaletteEntry] = []
    public var paletteChanged: [PaletteChange] = []
    public var imagesAdded: [ImageEntry] = []
    public var imagesRemoved: [ImageEntry] = []
    /// Images on both sides whose `themed` flag differs (`themed` is the new side's).
    public var imagesThemed: [ImageEntry] = []
    public var rulesAdded: [RuleEntry] = []
    public var rulesRemoved: [RuleEntry] = []
    /// When a side documents several platforms: each platform's changes (the lists above then
    /// hold only the guides' rules, which are the site's).
    public var platforms: [PlatformChanges] = []
    /// What is left to migrate in the app's code on each side; nil when neither side reads code.
    /// Not a change of the catalogue: `count` and `--fail-on` leave it out.
    public var migration: MigrationChange?

    public init() {}

    public var isEmpty: Bool { count(.any) == 0 }

    /// What `--fail-on` looks for.
    public enum Severity: String, Sendable, CaseIterable {
        /// Something a consumer relied on is gone: a token, theme, palette colour, image or rule,
        /// or a token renamed without keeping its old name.
        case removed
        /// Something looks different: a token's resolved colour in some theme, a palette colour's
        /// value, an image becoming themed or unthemed.
        case changed
        /// Any change at all, alias-only changes and additions included.
        case any
    }

    /// How many changes of that severity there are.
    public func count(_ severity: Severity) -> Int {
        let onPlatforms = platforms.reduce(0) { $0 + $1.changes.count(severity) }
        return onPlatforms + ownCount(severity)
    }

    private func ownCount(_ severity: Severity) -> Int {
        let removed = themesRemoved.count + tokensRemoved.count + tokensRenamed.filter(\.oldNameRemoved).count
            + paletteRemoved.count + imagesRemoved.count + rulesRemoved.count
        let changed = tokensChanged.filter(\.isVisible).count + paletteChanged.count + imagesThemed.count
        switch severity {
        case .removed: return removed
        case .changed: return changed
        case .any:
            return themesAdded.count + themesRemoved.count + tokensAdded.count + tokensRemoved.count + tokensRenamed.count
                + tokensChanged.count + tokensDeprecated.count + paletteAdded.count + paletteRemoved.count
                + paletteChanged.count + imagesAdded.count + imagesRemoved.count + imagesThemed.count
                + rulesAdded.count + rulesRemoved.count
        }
    }
}

extension CatalogueChanges {
    /// A token as one side has it, with its value in each of that side's themes.
    public struct TokenEntry: Sendable {
        public var name: String
        public var category: String
        public var type: TokenType
        public var values: [ThemedValue]
    }

    /// A token's value in one theme.
    public struct ThemedValue: Sendable {
        public var theme: ThemeInfo
        public var value: ResolvedValue
    }

    /// `old` is no longer the token's name; `new` is.
    public struct TokenRename: Sendable {
        public enum Reason: String, Sendable {
            /// The removed and the added token have the same colour in every theme.
            case sameValues = "same-values"
            /// The old token's deprecation note names the new one.
            case deprecation
        }

        public var old: String
        public var new: String
        public var reason: Reason
        /// The deprecation note that names the new token, when that is the reason.
        public var note: String?
        /// False when the new side still declares the old name (deprecated), so code using it builds.
        public var oldNameRemoved: Bool
        /// Themes whose value differs between the old token and the new one.
        public var themes: [ThemeChange]
    }

    /// A token whose value changed in some themes.
    public struct TokenChange: Sendable {
        public var name: String
        public var category: String
        public var themes: [ThemeChange]

        /// Whether some theme shows a different colour (not only a different alias).
        public var isVisible: Bool { themes.contains(where: \.isVisible) }
    }

    /// One theme's value before and after.
    public struct ThemeChange: Sendable {
        public var theme: ThemeInfo
        public var before: ResolvedValue
        public var after: ResolvedValue

        /// The resolved colour differs (as 8-bit hex, what a screen shows); otherwise only the
        /// alias or palette colour it is reached through changed.
        public var isVisible: Bool { ValueKey.visible(before) != ValueKey.visible(after) }
    }

    public struct TokenDeprecation: Sendable {
        public var name: String
        /// The deprecation note ("" when none was given).
        public var note: String
    }

    public struct PaletteEntry: Sendable {
        public var name: String
        public var group: String
        public var color: Color
    }

    public struct PaletteChange: Sendable {
        public var name: String
        public var before: Color
        public var after: Color
    }

    public struct ImageEntry: Sendable {
        public var value: String
        public var group: String
        public var themed: Bool
    }

    public struct RuleEntry: Sendable {
        public var kind: RuleKind
        public var text: String
        /// The guide's slug.
        public var guide: String
    }
}
