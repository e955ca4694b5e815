import Testing
@testable import ThemebookCore

/// The colour sets of asset catalogues read in the app's code, in each spelling a catalogue's
/// `code` gives them: by name, through Xcode's asset symbols, through SwiftGen's. Each is a read
/// of the set's token, at its marker; look-alikes are asserted absent.
@Suite("App code: colour sets in the Swift scanner")
struct SwiftCodeScannerColorSetTests {
    static func settings(_ spellings: [(token: String, spelling: String)]) -> SwiftCodeScanner.Settings {
        var settings = SwiftCodeScannerTests.settings
        var names: [String: String] = [:]
        for (token, _) in spellings { names[token] = token }
        settings.addColorSets(names: names, spellings: spellings)
        return settings
    }

    /// `line:column token ← text` of every token read of `source`.
    static func reads(_ source: String, _ settings: SwiftCodeScanner.Settings) -> [String] {
        SwiftCodeScanner.scan(Array(source.utf8), path: "A.swift", shownPath: "A.swift", settings: settings).findings.compactMap {
            guard case .token(let name) = $0.kind else { return nil }
            return "\($0.line):\($0.column) \(name) ← \($0.text)"
        }
    }

    @Test("by name and through Xcode's asset symbols: initialisers, static members, ColorResource")
    func namedAndXcode() {
        let settings = Self.settings([
            ("Colors/Label/primary", "UIColor(named: \"Colors/Label/primary\")"), ("AccentColor", "UIColor(resource: .accent)"),
            ("Colors/Label/secondary", "Color(.Colors.Label.secondary)"),
        ])
        let m = MarkedText("""
            let a = 1️⃣UIColor(named: "Colors/Label/primary")
            let b = 2️⃣Color("AccentColor")
            let c = UIColor(named: "Nowhere")
            let d = UIColor(resource: 3️⃣.accent)
            let e = 4️⃣Color.Colors.Label.secondary
            let f = 5️⃣ColorResource.accent.name
            // UIColor(named: "AccentColor") in a comment, and as a plain string:
            let g = "AccentColor"
            let h = view.foregroundStyle(.accent)
            let i = UIColor(named: "\\(name)")
            let j = Color.accentColor
            """)
        #expect(Self.reads(m.text, settings) == [
            "\(m[1]) Colors/Label/primary ← UIColor(named: \"Colors/Label/primary\")",
            "\(m[2]) AccentColor ← Color(\"AccentColor\")",
            "\(m[3]) AccentColor ← .accent",
            "\(m[4]) Colors/Label/secondary ← Color.Colors.Label.secondary",
            "\(m[5]) AccentColor ← ColorResource.accent",
        ])
    }

    @Test("through SwiftGen's symbols: any member after the set's, never a declaration or a member of something else")
    func swiftGen() {
        let settings = Self.settings([
            ("Colors/Label/primary", "Asset.Colors.Label.primary.color"), ("AccentColor", "Asset.accentColor.color"),
        ])
        let m = MarkedText("""
            view.backgroundColor = 1️⃣Asset.Colors.Label.primary.color
            let c = 2️⃣Asset.accentColor.swiftUIColor
            let d = Asset.Colors.Label.unknown.color
            enum Asset {}
            let e = Other.Asset.accentColor.color
            let f = "Asset.accentColor"
            let g = 3️⃣Asset
                .Colors.Label.primary.color
            """)
        #expect(Self.reads(m.text, settings) == [
            "\(m[1]) Colors/Label/primary ← Asset.Colors.Label.primary",
            "\(m[2]) AccentColor ← Asset.accentColor",
            "\(m[3]) Colors/Label/primary ← Asset.Colors.Label.primary",
        ])
    }

    @Test("without colour sets, none of these spellings is looked for")
    func noColorSets() {
        let source = "let a = UIColor(named: \"AccentColor\")\nlet b = Asset.accentColor.color\nlet c = Color.accent\n"
        #expect(Self.reads(source, SwiftCodeScannerTests.settings) == [])
    }

    @Test("tokens that are static members: a colour type's (and SwiftUI's mirror of it) and a namespace's, any member after; not a declaration, an implicit member or another type's")
    func staticTokens() {
        var settings = SwiftCodeScannerTests.settings
        settings.addStaticTokens([
            ("background", "UIColor.background"), ("accent", "AppColors.accent"), ("ink", "AppColors.Text.ink"),
            ("switched", "Color(designSystemColor: .switched)"), ("canvas", "Shade.canvas()"),
        ])
        let m = MarkedText("""
            view.backgroundColor = 1️⃣UIColor.background
            let swiftUI = 2️⃣Color.background.opacity(0.5)
            let wrapped = Color(3️⃣UIColor.background)
            layer.borderColor = 4️⃣AppColors.accent.cgColor
            label.textColor = 5️⃣AppColors.Text.ink
            enum AppColors { static let accent = UIColor.red }
            let implicit: UIColor = .background
            let other = Theme.AppColors.accent
            let unknown = AppColors.brand
            let switched = Color(designSystemColor: .switched)
            view.backgroundColor = 6️⃣Shade.canvas(for: .night)
            """)
        #expect(Self.reads(m.text, settings) == [
            "\(m[1]) background ← UIColor.background",
            "\(m[2]) background ← Color.background",
            "\(m[3]) background ← UIColor.background",
            "\(m[4]) accent ← AppColors.accent",
            "\(m[5]) ink ← AppColors.Text.ink",
            "\(m[6]) canvas ← Shade.canvas",
        ])
    }
}
