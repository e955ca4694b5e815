/// A picture of a guide, copied into the site, with the twin each theme asks for when the
/// folder holds one by the app's own convention (`x.png`, and `x_dark.png` for the themes
/// whose `imageSuffix` is `_dark`).
struct GuidePicture: Equatable {
    /// One file and the themes that show it.
    struct Variant: Equatable {
        var themes: [String]
        /// Relative to the site root, percent-encoded.
        var path: String
    }

    /// What a light appearance shows: the picture as written, or its light theme's twin.
    var light: String
    /// What a dark appearance shows, when it differs from `light`.
    var dark: String?
    /// Every distinct file, in theme order: one when there is no twin.
    var variants: [Variant]
}

/// What a theme asks of a picture: its label and its image suffix.
struct PictureTheme: Equatable {
    var label: String
    var suffix: String
    var isDark: Bool

    /// The catalogue's themes; without any, the app's default pair (light as it is, dark `_dark`).
    static func all(_ themes: [Theme]) -> [PictureTheme] {
        guard !themes.isEmpty else {
            return [PictureTheme(label: "Light", suffix: "", isDark: false), PictureTheme(label: "Dark", suffix: "_dark", isDark: true)]
        }
        return themes.map { PictureTheme(label: $0.info.label, suffix: $0.info.imageSuffix, isDark: $0.info.appearance == .dark) }
    }

    /// `img/x.png` with suffix `_dark` → `img/x_dark.png`: the suffix goes before the extension.
    static func twin(of path: String, suffix: String) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + suffix }
        return String(path[..<dot]) + suffix + String(path[dot...])
    }
}
