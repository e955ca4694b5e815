/// An `*.imageset` found in an asset catalogue, with the files its `Contents.json` names.
public struct AssetSet: Sendable, Hashable {
    public var name: String
    /// What diagnostics point at: the set's `Contents.json` (or the folder, when it has none).
    public var path: String
    /// Every entry of `images` that names a file, in the order written.
    public var files: [AssetFile]

    public init(name: String, path: String, files: [AssetFile] = []) {
        self.name = name
        self.path = path
        self.files = files
    }
}

/// One entry of an imageset's `Contents.json` that names a file.
public struct AssetFile: Sendable, Hashable {
    public enum Format: String, Sendable, Hashable {
        case png, jpeg, svg, pdf, other

        /// By the file name's extension, in any letter case (Xcode does not mind).
        init(fileName: String) {
            let ext = fileName.split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() } ?? ""
            switch ext {
            case "png": self = .png
            case "jpg", "jpeg": self = .jpeg
            case "svg": self = .svg
            case "pdf": self = .pdf
            default: self = .other
            }
        }

        /// Whether a browser shows it in an `<img>`, so it is copied into the site.
        var isShown: Bool { self == .png || self == .jpeg || self == .svg }
    }

    public var fileName: String
    public var format: Format
    /// `luminosity` `dark` or `light` in `appearances`; nil for "Any Appearance".
    public var appearance: Appearance?
    /// A high-contrast variant (`contrast` `high`): shown only when nothing else is.
    public var highContrast: Bool
    /// 1, 2 or 3 from `"scale": "2x"`; nil for a single-scale (vector) entry.
    public var scale: Int?
    public var idiom: String
    /// Where the copy sits in the site (`images/…`); nil when it was not copied (a PDF, a file
    /// that is missing or over the size limit).
    public var sitePath: String?
    /// Why there is no copy of a picture format, for the page ("file over 2 MB").
    public var problem: String?
    public var location: SourceLocation?

    public init(
        fileName: String, appearance: Appearance? = nil, highContrast: Bool = false, scale: Int? = nil, idiom: String = "universal",
        sitePath: String? = nil, problem: String? = nil, location: SourceLocation? = nil
    ) {
        self.fileName = fileName
        self.format = Format(fileName: fileName)
        self.appearance = appearance
        self.highContrast = highContrast
        self.scale = scale
        self.idiom = idiom
        self.sitePath = sitePath
        self.problem = problem
        self.location = location
    }
}

/// What the images page shows for the picture one theme asks for.
public enum ImagePreview: Sendable, Hashable {
    /// One file at one scale (1 for vectors and single-scale files), in the site.
    public struct Scaled: Sendable, Hashable {
        public var scale: Int
        public var path: String
    }

    /// The files to show, smallest scale first.
    case picture([Scaled])
    /// The set has only PDF files, which browsers do not show in an `<img>`.
    case pdfOnly
    /// The set names no file the page can show, and why.
    case noFile(String)
    /// The theme asks for a name no imageset has.
    case missing
}

extension AssetSet {
    /// The picture a theme of `appearance` sees, chosen as iOS chooses: the entries for that
    /// appearance (`luminosity` `dark` for a dark theme) when the set has any, else those for any
    /// appearance; the universal or iPhone idiom before the others; an SVG before bitmaps, and
    /// bitmaps as one picture at every scale they have.
    public func preview(for appearance: Appearance) -> ImagePreview {
        guard !files.isEmpty else { return .noFile("no image file") }
        let normal = files.filter { !$0.highContrast }
        let pool = normal.isEmpty ? files : normal
        let own = pool.filter { $0.appearance == appearance }
        let candidates = own.isEmpty ? pool.filter { $0.appearance == nil } : own
        let chosen = candidates.isEmpty ? pool : candidates
        let idiomRank = { (idiom: String) -> Int in idiom == "universal" ? 0 : idiom == "iphone" ? 1 : 2 }
        let shown = chosen.filter { $0.sitePath != nil }
        if let best = shown.map({ idiomRank($0.idiom) }).min() {
            let inIdiom = shown.filter { idiomRank($0.idiom) == best }
            if let svg = inIdiom.first(where: { $0.format == .svg }), let path = svg.sitePath {
                return .picture([.init(scale: 1, path: path)])
            }
            var byScale: [Int: String] = [:]
            for file in inIdiom { byScale[file.scale ?? 1] = byScale[file.scale ?? 1] ?? file.sitePath }
            return .picture(byScale.keys.sorted().map { .init(scale: $0, path: byScale[$0]!) })
        }
        if let problem = chosen.lazy.compactMap(\.problem).first { return .noFile(problem) }
        if chosen.contains(where: { $0.format == .pdf }) { return .pdfOnly }
        return .noFile("no PNG, JPEG or SVG file")
    }
}
