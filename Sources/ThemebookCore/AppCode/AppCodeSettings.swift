/// What the scanners look for, per language, from the catalogues' own spellings: an iOS (or
/// DTCG) catalogue's for `.swift` files, an Android catalogue's for `.kt` files. Kotlin files
/// are read only when some catalogue is Android's; XML layouts always (their `@color/…` needs
/// no spelling).
struct AppCodeSettings: Sendable, Hashable {
    var swift = SwiftCodeScanner.Settings()
    /// nil: no catalogue is Android's, and `.kt` files are not read.
    var kotlin: KotlinCodeScanner.Settings?

    /// The spellings of an Android catalogue: its accessor (`code.tokens`, and the prefix of
    /// each token's own spelling) and its palette objects. `R.color` is no accessor: the
    /// scanner reads `R.color.name` as a resource of either kind.
    static func kotlin(_ raw: RawCatalogue) -> KotlinCodeScanner.Settings {
        var settings = KotlinCodeScanner.Settings()
        var spellings = [raw.config.code.tokens]
        for declaration in raw.declarations {
            guard let spelling = declaration.codeSpelling, let dot = spelling.lastIndex(of: ".") else { continue }
            let prefix = String(spelling[..<dot])
            if !spellings.contains(prefix) { spellings.append(prefix) }
        }
        for spelling in spellings where spelling != "R.color" {
            let path = spelling.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            if !path.isEmpty, !path.contains(where: \.isEmpty), !settings.accessors.contains(path) { settings.accessors.append(path) }
        }
        settings.paletteNamespaces = Set(raw.config.code.palette + raw.paletteNamespaces).subtracting(["R.color"])
        return settings
    }
}
