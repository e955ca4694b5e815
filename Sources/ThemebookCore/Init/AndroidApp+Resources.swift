/// Which XML colour files of an app to read: the `values/` and `values-night/` colour files of
/// the resource folder whose colours refer to others most (the app's own theme colours), and
/// the files of other resource folders defining the colours those refer to (a palette in a
/// library module). Other modules' colours are left out: read together, their names would clash.
/// A `themes.xml` of theme styles is the app's theming as much as its colours: it counts, and is
/// read, like a colour file.
enum ResourceFiles {
    struct Choice {
        var files: [String] = []
        var report: [String] = []
        /// Chosen files holding theme styles and no colour: not named as left-out colours when a
        /// Compose theme is read instead.
        var stylesOnly: Set<String> = []
    }

    /// The theme styles of a file, as `AndroidStyleThemes` would take them without a config (but
    /// for the styles of a part of a screen, a dialog's or a widget's, taken when there is no other).
    static func themeStyles(_ file: AndroidResourceFile) -> [AndroidResourceFile.Style] {
        file.styles.filter { style in
            let parent = style.parent.map(AndroidStyleThemes.Resolver.plainParent)
            return !AndroidStyleThemes.isBase(style.name) && !AndroidStyleThemes.isPartStyle(style.name)
                && !(parent.map(AndroidStyleThemes.isPartStyle) ?? false)
                && (AndroidStyleThemes.isThemeName(style.name) || (parent.map(AndroidStyleThemes.isThemeName) ?? false))
        }
    }

    /// The values a file's colours and theme styles' items are written as.
    static func values(_ file: AndroidResourceFile) -> [String] {
        file.entries.map(\.text) + themeStyles(file).flatMap { $0.items.map(\.text) }
    }

    static func choose(_ paths: [String]) -> Choice {
        var read: [(path: String, resources: String, file: AndroidResourceFile)] = []
        for path in paths {
            guard let bytes = InputFiles.contents(ofFile: path), let night = AndroidResourceFile.configuration(of: path)?.night else {
                continue
            }
            var ignored = Diagnostics()
            let file = AndroidResourceFile.read(bytes, path: path, night: night, diagnostics: &ignored)
            guard !file.entries.isEmpty || !themeStyles(file).isEmpty else { continue }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            read.append((path, parts.dropLast(2).joined(separator: "/"), file))
        }
        guard !read.isEmpty else { return Choice() }
        var folders: [String: (references: Int, entries: Int)] = [:]
        for entry in read {
            let references = values(entry.file).filter { $0.hasPrefix("@color/") }.count
            folders[entry.resources, default: (0, 0)].references += references
            folders[entry.resources, default: (0, 0)].entries += entry.file.entries.count + themeStyles(entry.file).count
        }
        func rank(_ folder: String) -> (Int, Int) {
            let counts = folders[folder, default: (0, 0)]
            return (counts.references, counts.entries)
        }
        guard let main = folders.keys.sorted().max(by: { rank($0) < rank($1) }) else { return Choice() }
        var chosen = Set(read.filter { $0.resources == main }.map(\.path))
        // The colours the chosen files refer to and do not define: each from the first day file
        // elsewhere that defines it, until every reference is found or none can be.
        for _ in 0..<8 {
            let files = read.filter { chosen.contains($0.path) }
            let defined = Set(files.flatMap { $0.file.entries.map(\.name) })
            let wanted = Set(files.flatMap { values($0.file).compactMap { text -> String? in
                guard case .reference(let name) = AndroidColorValue.parse(text), !defined.contains(name) else { return nil }
                return name
            } })
            // One file per colour: a file of literals first (a palette), then the first by path,
            // so two modules defining one name do not both come in (their names would clash).
            let candidates = read.filter { !chosen.contains($0.path) && !$0.file.night }
                .sorted { ($0.file.isAllLiterals ? 0 : 1, $0.path) < ($1.file.isAllLiterals ? 0 : 1, $1.path) }
            var adding = Set<String>()
            for name in wanted.sorted() {
                if let file = candidates.first(where: { $0.file.entries.contains { $0.name == name } }) { adding.insert(file.path) }
            }
            guard !adding.isEmpty else { break }
            chosen.formUnion(adding)
        }
        let files = read.filter { chosen.contains($0.path) }
        // What the loader will make of each day colour: the palette, or a token of the light theme.
        let palette = AndroidResourceLoader.guessPalette(files.map(\.file), themeStyles: files.contains { !themeStyles($0.file).isEmpty })
        func kinds(_ file: AndroidResourceFile) -> String {
            // `values`, or `color` for a colour state list.
            let folder = file.path.split(separator: "/").dropLast().last.map { $0.hasPrefix("color") ? "color" : "values" } ?? "values"
            guard !file.night else { return "\(folder)-night, the dark theme" }
            let inPalette = file.entries.count { palette.contains($0.location) }
            let tokens = file.entries.count - inPalette
            if tokens == 0 { return "\(folder), the palette" }
            if inPalette == 0 { return "\(folder), the light theme" }
            return "\(folder): \(inPalette) of the palette, \(tokens) of the light theme"
        }
        var report = files.map { entry in
            let styles = themeStyles(entry.file).count
            guard entry.file.entries.isEmpty else {
                return "read \(entry.path): \(entry.file.entries.count) colour\(entry.file.entries.count == 1 ? "" : "s") (\(kinds(entry.file)))"
                    + (styles == 0 ? "" : ", \(styles) theme style\(styles == 1 ? "" : "s")")
            }
            return "read \(entry.path): \(styles) theme style\(styles == 1 ? "" : "s") (\(entry.file.night ? "values-night, their dark appearance" : "values"))"
        }
        let left = read.filter { !chosen.contains($0.path) }.map(\.path)
        if !left.isEmpty {
            report.append(
                "left out \(left.count) colour file\(left.count == 1 ? "" : "s") of other resource folders (\(AndroidApp.listed(left))): name them under 'android.resources' to read them")
        }
        return Choice(
            files: files.map(\.path), report: report, stylesOnly: Set(files.filter { $0.file.entries.isEmpty }.map(\.path)))
    }
}
