/// What Load read of the app's code: every file scanned, with what it does that the catalogue
/// cares about (`ScannedFile`), before anything is matched against the catalogue.
public struct AppCodeScan: Sendable {
    var config: AppCodeConfig
    /// The app's root, as diagnostics print paths (relative to where themebook runs).
    var root: String
    var files: [ScannedFile] = []
    /// The root's checked-out commit, when `sourceURL` asks for one and git has it.
    var commit: String?
    var settings: AppCodeSettings

    /// The types every file declares, by name (the first declaration of a name wins).
    var types: [String: DeclaredType] {
        var out: [String: DeclaredType] = [:]
        for file in files {
            for type in file.types where out[type.name] == nil { out[type.name] = type }
        }
        return out
    }
}
