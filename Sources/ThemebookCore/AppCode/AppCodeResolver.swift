/// Check, the app's code: each finding of the scan matched against the checked catalogue —
/// a token read to its token, a palette read to its colour, an image reference to its
/// identifier — into the `AppCodeReport` the site shows and the lints read.
///
/// On a site of platforms, `catalogue` is the merged one and a token read counts for the token
/// of its name whichever platform has it; a palette read is looked up in the palette of the
/// platform whose app the file belongs to (a `.swift` file the iOS one's, a `.kt` or `.xml`
/// file the Android one's, at `android`), and counted under the merged catalogue's name.
enum AppCodeResolver {
    static func resolve(_ scan: AppCodeScan, catalogue: Catalogue, platforms: [Platform] = [], android: Int? = nil) -> AppCodeReport {
        var report = AppCodeReport(root: scan.root)
        report.files = scan.files.map(\.path)
        report.shownPaths = scan.files.map(\.shownPath)
        report.commit = scan.commit
        report.sourceURL = scan.config.sourceURL
        for token in catalogue.tokens { report.tokenUses[token.name] = [] }
        let tokens = Set(catalogue.tokens.map(\.name))
        let merged = PaletteLookup(catalogue.palette)
        let ios = platforms.indices.first { $0 != android }.map { PaletteLookup(platforms[$0]) } ?? merged
        let androidPalette = android.flatMap { platforms.indices.contains($0) ? PaletteLookup(platforms[$0]) : nil } ?? merged
        if let android, platforms.indices.contains(android) { report.androidSpelling = platforms[android].catalogue.code.tokens }
        var images: [String: String] = [:]
        var imageValues: [String: String] = [:]
        for image in catalogue.images {
            if !image.name.isEmpty, images[image.codeReference] == nil { images[image.codeReference] = image.value }
            if imageValues[image.value] == nil { imageValues[image.value] = image.value }
        }
        let types = scan.types
        for (fileIndex, file) in scan.files.enumerated() {
            let isAndroid = AppCodeLoader.scanner(for: file.path).map { $0 != .swift } ?? false
            let palette = isAndroid ? androidPalette : ios
            // The lines where a themed-image call names an image, so that the reference on it reads as themed.
            var themedLines = Set<Int32>()
            for finding in file.findings {
                guard case .themedImageCall(let argument?) = finding.kind, images[argument] != nil || literalImage(argument, imageValues) != nil
                else { continue }
                themedLines.insert(finding.line)
            }
            for finding in file.findings {
                let use = AppCodeReport.Use(file: fileIndex, line: Int(finding.line), column: Int(finding.column))
                switch finding.kind {
                case .token(let name):
                    if tokens.contains(name) {
                        report.tokenUses[name, default: []].append(use)
                    } else {
                        report.unknownTokens.append(.init(text: finding.text, name: name, use: use, known: false))
                    }
                case .palette(let namespace, let name):
                    let color = palette.color(name, namespace: namespace)
                    report.paletteReads.append(.init(text: finding.text, name: color ?? name, use: use, known: color != nil))
                    if let color { report.paletteUses[color, default: []].append(use) }
                case .legacy(let kind, let name):
                    if kind == .displayThemeChanged, !isViewOrCell(finding.enclosingType, types: types) { continue }
                    let color = name.flatMap { palette.color($0, namespace: nil) }
                    report.legacy.append(.init(kind: kind, text: finding.text, palette: color, use: use))
                    if let color { report.paletteUses[color, default: []].append(use) }
                case .image(let reference):
                    guard let value = images[reference] else { continue }
                    report.imageUses[value, default: []].append(.init(use: use, themed: themedLines.contains(finding.line)))
                case .themedImageCall(let argument):
                    let value = argument.flatMap { images[$0] ?? literalImage($0, imageValues) }
                    report.themedImageCalls.append(.init(text: argument ?? "", name: value ?? "", use: use, known: value != nil))
                    // A literal names its image by value: that is its use (a name is one already).
                    if let argument, let value, images[argument] == nil {
                        report.imageUses[value, default: []].append(.init(use: use, themed: true))
                    }
                case .darkImageName(let literal):
                    report.darkImageNames.append(.init(text: finding.text, name: literal, use: use, known: false))
                case .resourceColor(let name):
                    if tokens.contains(name) {
                        report.tokenUses[name, default: []].append(use)
                    } else if let color = palette.color(name, namespace: nil) {
                        report.paletteReads.append(.init(text: finding.text, name: color, use: use, known: true))
                        report.paletteUses[color, default: []].append(use)
                    }
                }
            }
        }
        return report
    }

    /// The image value a string literal argument (`"bookmarkLarge"`, quotes included) names.
    private static func literalImage(_ argument: String, _ values: [String: String]) -> String? {
        guard argument.hasPrefix("\""), argument.hasSuffix("\""), argument.count >= 2 else { return nil }
        return values[String(argument.dropFirst().dropLast())]
    }

    /// Whether a type is a view or a cell: its name, or the name of the type it inherits from
    /// first (followed through the app's own declarations), ends in `View` or `Cell`. A view
    /// controller is neither, whatever it inherits.
    static func isViewOrCell(_ type: String?, types: [String: DeclaredType]) -> Bool {
        guard let type, !type.hasSuffix("Controller") else { return false }
        var name: String? = type
        var steps = 0
        while let current = name, steps < 32 {
            if current.hasSuffix("View") || current.hasSuffix("Cell") { return true }
            if current.hasSuffix("Controller") { return false }
            name = types[current]?.superclass
            steps += 1
        }
        return false
    }

    /// Palette colours by the name code uses for them: the name within its namespace
    /// (`Blue50`), and the full name (`UpstreamColors.Blue50`).
    struct PaletteLookup {
        private var byShortName: [String: [(namespace: String?, name: String)]] = [:]

        /// `renamed` gives a colour's name in the merged catalogue of a site of platforms.
        init(_ palette: [PaletteColor], renamed: [String: String] = [:]) {
            for color in palette {
                byShortName[color.shortName, default: []].append((color.namespace, renamed[color.name] ?? color.name))
            }
        }

        /// A platform's palette, each colour under the merged catalogue's name for it.
        init(_ platform: Platform) {
            var renamed: [String: String] = [:]
            for (name, index) in platform.paletteIndex where platform.catalogue.palette.indices.contains(index) {
                renamed[platform.catalogue.palette[index].name] = name
            }
            self.init(platform.catalogue.palette, renamed: renamed)
        }

        /// The catalogue's name for the colour code reads as `name` in `namespace`.
        func color(_ name: String, namespace: String?) -> String? {
            guard let candidates = byShortName[name] else { return nil }
            if let namespace, let exact = candidates.first(where: { $0.namespace == namespace }) { return exact.name }
            return candidates.first?.name
        }
    }
}
