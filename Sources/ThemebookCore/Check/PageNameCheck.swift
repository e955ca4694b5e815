/// Every token and every theme gets a page file named after it (`tokens/layer1.html`,
/// `themes/dark.html`). Two names that differ only in letter case would be one file on a
/// case-insensitive disk (macOS, Windows), where the second page silently replaces the first;
/// a name too long for a file name would fail the build while writing, naming a staging path.
/// Both are errors at the name, found before anything is rendered, so `check` reports them too.
/// (Palette colours and images are anchors inside one page, where letter case does count.)
enum PageNameCheck {
    static func check(tokens: [TokenDeclaration], themes: [ThemeInfo], diagnostics: inout Diagnostics) {
        var tokenPages = Pages(kind: "token", id: "duplicate-token")
        for token in tokens {
            tokenPages.claim(token.name, page: Paths.token(token.name), at: token.location, diagnostics: &diagnostics)
        }
        var themePages = Pages(kind: "theme", id: "duplicate-theme")
        for theme in themes {
            themePages.claim(theme.id, page: Paths.theme(theme.id), at: theme.location, diagnostics: &diagnostics)
        }
    }

    static let tooLongID = "page-name-too-long"

    /// A name as a message shows it: a name of thousands of characters is cut to its start.
    static func shown(_ name: String) -> String {
        name.count > 60 ? String(name.prefix(60)) + "…" : name
    }

    private struct Pages {
        let kind: String
        let id: String
        /// Page path in lower case → the name that claimed it and where.
        var claimed: [String: (name: String, location: SourceLocation?)] = [:]

        mutating func claim(_ name: String, page: String, at location: SourceLocation?, diagnostics: inout Diagnostics) {
            // A path no longer than a file name may be has no problem: only longer ones are split.
            if page.utf8.count > Paths.maxComponentBytes, let problem = Paths.pageProblem(page) {
                diagnostics.error(
                    PageNameCheck.tooLongID, "\(kind) '\(PageNameCheck.shown(name))' cannot have a page: \(problem); shorten its name",
                    at: location)
                return
            }
            // Page file names are ASCII (`Paths.fileName`), so lowercasing folds exactly the
            // names a case-insensitive disk folds.
            let key = page.lowercased()
            if let other = claimed[key] {
                // The same name twice is reported by the duplicate-definition checks.
                guard other.name != name else { return }
                diagnostics.error(
                    id, "\(kind) '\(PageNameCheck.shown(name))' has the same page as \(kind) '\(PageNameCheck.shown(other.name))' "
                        + "but for letter case; rename one",
                    at: location, notes: [.init("the other one", at: other.location)])
                return
            }
            claimed[key] = (name, location)
        }
    }
}
