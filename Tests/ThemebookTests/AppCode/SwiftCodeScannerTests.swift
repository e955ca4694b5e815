import Testing
@testable import ThemebookCore

/// The Swift scanner on small inputs, each finding asserted at the marker that stands where it
/// starts (`1️⃣`…), every other look-alike asserted absent.
@Suite("App code: the Swift scanner")
struct SwiftCodeScannerTests {
    static let settings = SwiftCodeScanner.Settings(
        tokenMember: "colors", receivers: [], paletteNamespaces: ["FXColors"], imageRoots: ["StandardImageIdentifiers", "ImageIdentifiers"],
        darkSuffixes: ["_dark"])

    /// `line:column text` of every finding of `source`.
    static func findings(_ source: String, settings: SwiftCodeScanner.Settings = settings) -> [String] {
        SwiftCodeScanner.scan(Array(source.utf8), path: "A.swift", shownPath: "A.swift", settings: settings).findings.map {
            "\($0.line):\($0.column) \($0.text)"
        }
    }

    @Test("theme.colors.name in each receiver: a theme name, a call of one, optional marks, lines between")
    func receivers() {
        let m = MarkedText("""
            view.backgroundColor = theme.colors.1️⃣layer1
            label.textColor = themeManager.getCurrentTheme(for: windowUUID).colors.2️⃣textPrimary
            bar.tintColor = self.currentTheme?.colors.3️⃣actionPrimary.withAlphaComponent(0.5)
            icon.tintColor = LightTheme().colors.4️⃣iconPrimary
            let shade = theme!
                .colors
                .5️⃣layer2
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) theme.colors.layer1", "\(m[2]) getCurrentTheme(…).colors.textPrimary",
            "\(m[3]) currentTheme.colors.actionPrimary", "\(m[4]) LightTheme().colors.iconPrimary", "\(m[5]) theme.colors.layer2",
        ])
    }

    @Test("a local bound to a theme's colours reads tokens until its block ends, unless a later local hides it")
    func locals() {
        let m = MarkedText("""
            func apply(theme: Theme) {
                let colors = theme.colors
                view.backgroundColor = colors.1️⃣layer1
                guard let palette = themeManager.getCurrentTheme(for: uuid).colors else { return }
                label.textColor = palette?.2️⃣textPrimary
                if flag {
                    let colors = [UIColor.red]
                    _ = colors.first
                }
                view.tintColor = colors.3️⃣actionPrimary
            }
            func other() {
                _ = colors.layer1
                _ = palette.layer1
            }
            """)
        #expect(Self.findings(m.text) == ["\(m[1]) colors.layer1", "\(m[2]) palette.textPrimary", "\(m[3]) colors.actionPrimary"])
    }

    @Test("comments, strings and unrelated receivers do not count")
    func lookAlikes() {
        let source = """
            // theme.colors.layer1 FXColors.Blue50 UIColor.Photon.Grey10 LegacyThemeManager
            /* theme.colors.layer2 /* nested: NotificationThemeable */ .DisplayThemeChanged */
            /// getThemedImageName(name: StandardImageIdentifiers.Large.bookmark)
            let a = "theme.colors.layer1 and FXColors.Blue50"
            let b = #"UIColor.theme.x and "bookmark_dark" inside a raw string"#
            let c = style.colors.layer1
            let d = manager.colors.layer1
            let e = gradient.colors.first
            let f = MyFXColors.Blue50
            let g = theme.colors(for: scheme).layer1
            let h = "a bookmark_dark sentence"
            let colors = theme.colors.map { $0 }
            let i = colors.layer1
            """
        #expect(Self.findings(source) == [])
    }

    @Test("palette reads, and each kind of legacy theming")
    func paletteAndLegacy() {
        let m = MarkedText("""
            a = 1️⃣FXColors.Blue50.cgColor
            b = 2️⃣UIColor.Photon.Grey10
            c = 3️⃣UIColor.theme.tableView.rowBackground
            d = 4️⃣UIColor.legacyTheme.ecosia.primaryBrand
            if 5️⃣LegacyThemeManager.instance.currentName == .dark {}
            class Cell: UITableViewCell, 6️⃣NotificationThemeable {}
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) FXColors.Blue50", "\(m[2]) UIColor.Photon.Grey10", "\(m[3]) UIColor.theme.tableView.rowBackground",
            "\(m[4]) UIColor.legacyTheme.ecosia.primaryBrand", "\(m[5]) LegacyThemeManager.instance.currentName",
            "\(m[6]) NotificationThemeable",
        ])
    }

    @Test(".DisplayThemeChanged counts inside a call's arguments (not post, not a case), kept with its type")
    func displayThemeChanged() {
        let m = MarkedText("""
            class TabCell: UICollectionViewCell {
                func setUp() {
                    NotificationCenter.default.addObserver(self, selector: #selector(f), name: 1️⃣.DisplayThemeChanged, object: nil)
                    setupNotifications(forObserver: self, observing: [2️⃣.DisplayThemeChanged, .DynamicFontChanged])
                    NotificationCenter.default.post(name: .DisplayThemeChanged, object: nil)
                    switch name { case .DisplayThemeChanged: break; default: break }
                }
            }
            """)
        let file = SwiftCodeScanner.scan(Array(m.text.utf8), path: "A.swift", shownPath: "A.swift", settings: Self.settings)
        #expect(file.findings.map { "\($0.line):\($0.column) \($0.text) \($0.enclosingType ?? "-")" } == [
            "\(m[1]) .DisplayThemeChanged TabCell", "\(m[2]) .DisplayThemeChanged TabCell",
        ])
        #expect(file.types == [DeclaredType(name: "TabCell", superclass: "UICollectionViewCell")])
    }

    @Test("views and cells are told from view controllers by name, then through the app's own superclasses")
    func viewsAndCells() {
        let types = ["Header": DeclaredType(name: "Header", superclass: "BaseHeader"),
                     "BaseHeader": DeclaredType(name: "BaseHeader", superclass: "UICollectionReusableView"),
                     "Panel": DeclaredType(name: "Panel", superclass: "BaseController"),
                     "Loop": DeclaredType(name: "Loop", superclass: "Loop")]
        #expect(AppCodeResolver.isViewOrCell("Header", types: types))
        #expect(AppCodeResolver.isViewOrCell("TopSiteCell", types: types))
        #expect(!AppCodeResolver.isViewOrCell("HomeViewController", types: types))
        #expect(!AppCodeResolver.isViewOrCell("Panel", types: types))
        #expect(!AppCodeResolver.isViewOrCell("Loop", types: types))
        #expect(!AppCodeResolver.isViewOrCell(nil, types: types))
    }

    @Test("image identifiers, themed-image calls with their argument, and dark names spelt out")
    func images() {
        let m = MarkedText("""
            a = UIImage(named: 1️⃣StandardImageIdentifiers.Large.bookmark)
            b = theme.type.2️⃣getThemedImageName(name: 3️⃣ImageIdentifiers.logo)
            c = theme.type.4️⃣getThemedImageName(name: "closeMedium")
            d = UIImage(named: 5️⃣"close_dark")
            e = UIImage(named: name + 6️⃣"_dark")
            func getThemedImageName(name: String) -> String { name }
            """)
        #expect(Self.findings(m.text) == [
            "\(m[1]) StandardImageIdentifiers.Large.bookmark", "\(m[2]) getThemedImageName", "\(m[3]) ImageIdentifiers.logo",
            "\(m[4]) getThemedImageName", "\(m[5]) \"close_dark\"", "\(m[6]) \"_dark\"",
        ])
        let file = SwiftCodeScanner.scan(Array(m.text.utf8), path: "A.swift", shownPath: "A.swift", settings: Self.settings)
        #expect(file.findings.compactMap { if case .themedImageCall(let argument) = $0.kind { argument } else { nil } } == [
            "ImageIdentifiers.logo", "\"closeMedium\"",
        ])
    }

    @Test("the config's code.tokens names the member and any receiver that is no theme")
    func configuredSpelling() {
        var settings = Self.settings
        settings.tokenMember = "palette"
        settings.receivers = [["AppStyle", "current"]]
        let m = MarkedText("""
            a = AppStyle.current.palette.1️⃣layer1
            b = theme.palette.2️⃣layer2
            c = other.current.palette.layer1
            d = theme.colors.layer1
            """)
        #expect(Self.findings(m.text, settings: settings) == ["\(m[1]) AppStyle.current.palette.layer1", "\(m[2]) theme.palette.layer2"])
    }

    @Test("a file themebook cannot lex is kept with its first problem; it never stops the scan")
    func problems() {
        let file = SwiftCodeScanner.scan(
            Array("let a = \"open\nlet b = theme.colors.layer1\n".utf8), path: "A.swift", shownPath: "A.swift", settings: Self.settings)
        #expect(file.problem?.line == 1)
        #expect(file.findings.map(\.text) == ["theme.colors.layer1"])
        let bytes: [UInt8] = Array("let a = theme.colors.layer1 ".utf8) + [0xFF, 0xFE]
        #expect(SwiftCodeScanner.scan(bytes, path: "B.swift", shownPath: "B.swift", settings: Self.settings).problem != nil)
    }
}
