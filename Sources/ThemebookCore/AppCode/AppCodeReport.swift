import Foundation

/// Where the app's code reads the catalogue, and what it still does the old way: made by Check
/// (`AppCodeResolver`) from the scanned files, shown by the site (token, palette, image, In
/// code and Migration pages, `catalogue.json`) and checked after the guides (`AppCodeLints`).
public struct AppCodeReport: Sendable {
    /// A place in the app's code: a file by its index in `files`, a 1-based line and column.
    public struct Use: Sendable, Hashable, Comparable {
        public var file: Int
        public var line: Int
        public var column: Int

        public static func < (a: Use, b: Use) -> Bool { (a.file, a.line, a.column) < (b.file, b.line, b.column) }
    }

    /// A read written out in the code: what it names (a token, a palette colour) and how.
    public struct Read: Sendable, Hashable {
        /// The code as written (`FXColors.Blue50`, `theme.colors.layerX`).
        public var text: String
        /// What it names (`Blue50`, `layerX`).
        public var name: String
        public var use: Use
        /// Whether the catalogue has it.
        public var known: Bool
    }

    public struct LegacyUse: Sendable, Hashable {
        public var kind: LegacyTheming
        public var text: String
        /// The palette colour a `UIColor.Photon.X` read names, when the palette has it.
        public var palette: String?
        public var use: Use
    }

    public struct ImageUse: Sendable, Hashable {
        public var use: Use
        /// Asked for through `getThemedImageName(name:)`.
        public var themed: Bool
    }

    /// The app's root, as diagnostics print paths.
    public var root: String
    /// Every file read, by its path from the root, sorted.
    public var files: [String] = [] {
        didSet { hrefs = files.map(Paths.href) }
    }
    /// Each file's path as a link writes it, in the order of `files`: made once per file, not per use.
    private var hrefs: [String] = []
    /// Each file's path as diagnostics print it, in the order of `files`.
    public var shownPaths: [String] = []
    /// The root's checked-out commit, when `sourceURL` asks for one and git has it.
    public var commit: String?
    /// On a site of platforms, how the Android catalogue reads a token (`FirefoxTheme.colors`):
    /// what a message about a Kotlin or XML file advises.
    public var androidSpelling: String?
    public var sourceURL: String? {
        didSet { urlParts = sourceURL.map(Self.parts) }
    }
    /// `sourceURL` cut at its placeholders once: a site links every use.
    private var urlParts: [URLPart]?
    /// By token name, every token of the catalogue: each place that reads it, in order.
    public var tokenUses: [String: [Use]] = [:]
    /// By palette colour name: each direct read (`FXColors.Blue50`, `UIColor.Photon.Blue50`).
    public var paletteUses: [String: [Use]] = [:]
    /// By image value (`bookmarkLarge`): each reference to its identifier.
    public var imageUses: [String: [ImageUse]] = [:]
    /// Palette colours read through their namespace, known or not.
    public var paletteReads: [Read] = []
    /// Reads of tokens the theme does not define.
    public var unknownTokens: [Read] = []
    public var legacy: [LegacyUse] = []
    /// String literals that spell a dark image name out (`"bookmark_dark"`).
    public var darkImageNames: [Read] = []
    /// Every `getThemedImageName(name:)` call, its argument as written (`name`), `known` when
    /// it names an image identifier.
    public var themedImageCalls: [Read] = []

    public init(root: String) { self.root = root }

    /// `path:line` of a use, the path from the app's root.
    public func place(_ use: Use) -> String { "\(files[use.file]):\(use.line)" }

    /// Where a diagnostic points for a use.
    func location(_ use: Use) -> SourceLocation {
        SourceLocation(file: shownPaths[use.file], line: use.line, column: use.column)
    }

    /// The link to a use in the app's repository, from `sourceURL`; nil without one, or when it
    /// needs a commit and there is none.
    public func url(_ use: Use) -> String? {
        guard let urlParts else { return nil }
        var out = ""
        for part in urlParts {
            switch part {
            case .text(let text): out += text
            case .commit:
                guard let commit else { return nil }
                out += commit
            case .path: out += hrefs[use.file]
            case .line: out += String(use.line)
            }
        }
        return out
    }

    private enum URLPart: Sendable {
        case text(String), commit, path, line
    }

    /// `https://x/{commit}/{path}#L{line}` → text, commit, text, path, text, line.
    private static func parts(_ pattern: String) -> [URLPart] {
        var parts: [URLPart] = []
        var rest = pattern[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            switch rest[rest.index(after: open)..<close] {
            case "commit": parts.append(.commit)
            case "path": parts.append(.path)
            case "line": parts.append(.line)
            default: parts.append(.text(String(rest[open...close])))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }

    /// How many places read the token.
    public func useCount(ofToken name: String) -> Int { tokenUses[name]?.count ?? 0 }
}
