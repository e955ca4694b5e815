/// Every token and every theme gets a page file named after it (`tokens/layer1.html`,
/// `themes/dark.html`). Two names that differ only in letter case would be one file on a
/// case-insensitive disk (macOS, Windows), where the second page silently replaces the first;
/// a name too long for a file name would fail the build while writing, naming a staging path.
/// Both are errors at the name, found before anything is rendered, so `check` reports them too.
/// (Palette colours and images are anchors inside one page, where letter case does count.)
enum PageNameCheck {
    static func check(tokens: [TokenDeclaration], themes: [ThemeInfo], diagnostics: inout Diagnostics) {
        var tokenPages = Pages(kind: "token", id: "duplicate-token", page: Paths.token, capacity: tokens.count)
        for token in tokens {
            tokenPages.claim(token.name, at: token.location, diagnostics: &diagnostics)
        }
        var themePages = Pages(kind: "theme", id: "duplicate-theme", page: Paths.theme, capacity: themes.count)
        for theme in themes {
            themePages.claim(theme.id, at: theme.location, diagnostics: &diagnostics)
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
        /// The page of a name (`Paths.token`): its file name (`Paths.fileName`) in a folder.
        let page: (String) -> String
        /// The bytes `page` adds around the file name (`tokens/`, `.html`).
        let frame: Int
        /// Page file name in lower case → the name that claimed it and where. One folder per
        /// kind, so the file name alone tells pages apart.
        var claimed: [String: (name: String, location: SourceLocation?)] = [:]

        init(kind: String, id: String, page: @escaping (String) -> String, capacity: Int) {
            self.kind = kind
            self.id = id
            self.page = page
            frame = page("").utf8.count - Paths.fileName("").utf8.count
            claimed.reserveCapacity(capacity)
        }

        mutating func claim(_ name: String, at location: SourceLocation?, diagnostics: inout Diagnostics) {
            // Only the file name is made for each of ten thousand tokens: the page path only
            // for a name long enough to have a problem.
            let file = Paths.fileName(name)
            // A path no longer than a file name may be has no problem: only longer ones are split.
            if frame + file.utf8.count > Paths.maxComponentBytes, let problem = Paths.pageProblem(page(name)) {
                diagnostics.error(
                    PageNameCheck.tooLongID, "\(kind) '\(PageNameCheck.shown(name))' cannot have a page: \(problem); shorten its name",
                    at: location)
                return
            }
            // Page file names are ASCII (`Paths.fileName`), so lowercasing folds exactly the
            // names a case-insensitive disk folds.
            let key = PageNameCheck.asciiLowercased(file)
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

    /// An ASCII file name in lower case; itself, without a copy, when it has no capital.
    static func asciiLowercased(_ text: String) -> String {
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return text }
        return String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
