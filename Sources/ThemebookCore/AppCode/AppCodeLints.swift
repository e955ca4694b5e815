/// The guides' Don'ts, checked against the app's code once the guides are built: every direct
/// palette read, every legacy-theming use, every read of a token the theme lacks, every dark
/// image name spelt out, and every token nothing reads, each a diagnostic at its place. A
/// Don't rule whose code span names the pattern (`FXColors.*`, `UIColor.Photon`) is quoted
/// and linked by each diagnostic it covers: the guides' rules become the app's lints.
enum AppCodeLints {
    static let paletteID = "palette-in-code"
    static let legacyID = "legacy-theming"
    static let unusedID = "unused-token"
    static let unknownTokenID = "unknown-token-in-code"
    static let darkImageID = "literal-dark-image"

    /// The guides' rules are read back from `store`, where the guide stage put them; one that
    /// cannot be read is a `write-failed` error, as when a page asks for it.
    static func report(_ catalogue: Catalogue, guides: [Guide], store: GuideStore, diagnostics: inout Diagnostics) {
        guard let report = catalogue.appCode else { return }
        var withRules: [(guide: Guide, rules: [Rule])] = []
        for guide in guides where guide.ruleCount > 0 {
            do {
                withRules.append((guide, try store.rules(of: guide)))
            } catch {
                diagnostics.error("write-failed", error.description, at: nil)
            }
        }
        let rules = DontPatterns(withRules)
        // A Kotlin or XML file on a site of platforms is advised the Android catalogue's spelling.
        func spelling(_ use: AppCodeReport.Use) -> String {
            guard let android = report.androidSpelling, report.files.indices.contains(use.file),
                AppCodeLoader.scanner(for: report.files[use.file]).map({ $0 != .swift }) ?? false
            else { return catalogue.code.tokens }
            return android
        }
        let roles = PaletteRoles(catalogue)
        func add(_ id: String, _ message: String, _ texts: [String], at use: AppCodeReport.Use, notes: [Diagnostic.Note] = [], suggestion: String? = nil) {
            var notes = notes
            if let rule = rules.rule(covering: texts) { notes.append(rule) }
            diagnostics.append(Diagnostic(.warning, id, message, at: report.location(use), notes: notes, suggestion: suggestion))
        }
        for read in report.paletteReads {
            if read.known {
                add(
                    paletteID, "'\(read.text)' reads palette colour '\(read.name)' directly; read the token for its role through \(spelling(read.use))",
                    [read.text], at: read.use, notes: roles.note(for: read.name).map { [$0] } ?? [])
            } else {
                add(
                    paletteID, "'\(read.text)' reads '\(read.name)' directly, a colour the palette does not define either; read a token through \(spelling(read.use))",
                    [read.text], at: read.use, suggestion: Suggestion.closest(to: read.name, in: catalogue.palette.map(\.shortName)))
            }
        }
        for use in report.legacy {
            add(legacyID, legacyMessage(use, spelling: spelling(use.use)), [use.text], at: use.use,
                notes: use.palette.flatMap { roles.note(for: $0) }.map { [$0] } ?? [])
        }
        for read in report.unknownTokens {
            add(
                unknownTokenID, "'\(read.text)' reads token '\(read.name)', which the theme does not define", [read.text], at: read.use,
                suggestion: Suggestion.closest(to: read.name, in: catalogue.tokens.map(\.name)))
        }
        for name in report.darkImageNames {
            add(
                darkImageID,
                "'\(name.text)' names a dark image by its suffix; ask getThemedImageName(name:) for the image identifier instead",
                [name.text, name.name], at: name.use)
        }
        let fileCount = report.files.count
        for token in catalogue.tokens where report.useCount(ofToken: token.name) == 0 {
            diagnostics.append(
                Diagnostic(
                    .note, unusedID,
                    "token '\(token.name)' is read nowhere in the app's code (\(fileCount) \(fileCount == 1 ? "file" : "files") read)",
                    at: token.location))
        }
    }

    static func legacyMessage(_ use: AppCodeReport.LegacyUse, spelling: String) -> String {
        switch use.kind {
        case .photon:
            let color = use.palette.map { "palette colour '\($0)'" } ?? "a legacy palette colour"
            return "'\(use.text)' is legacy theming and reads \(color) directly; read the token for its role through \(spelling)"
        case .uiColorTheme, .legacyTheme:
            return "'\(use.text)' is legacy theming; read the token for its role through \(spelling)"
        case .manager:
            return "'\(use.text)' is legacy theming; read the theme from the injected theme manager"
        case .notificationThemeable:
            return "'\(use.text)' is legacy theming; conform to ThemeApplicable and set colours in applyTheme(theme:)"
        case .displayThemeChanged:
            return "'.DisplayThemeChanged' observed in a view or cell is legacy theming; only the view controller listens for theme changes"
        }
    }

    /// The tokens a palette colour stands for in the first theme: what a direct read should
    /// probably become.
    struct PaletteRoles {
        private var tokens: [String: [String]] = [:]
        private var theme = ""

        init(_ catalogue: Catalogue) {
            guard let first = catalogue.themes.first else { return }
            theme = first.info.label
            for token in catalogue.tokens {
                if case .color(let c)? = first.values[token.name], let palette = c.palette, c.alpha == nil {
                    tokens[palette, default: []].append(token.name)
                }
            }
        }

        func note(for color: String) -> Diagnostic.Note? {
            guard let names = tokens[color], !names.isEmpty else { return nil }
            let shown = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")
            return Diagnostic.Note("in the \(theme) theme, '\(color)' is \(names.count == 1 ? "token" : "tokens") \(shown)")
        }
    }
}
