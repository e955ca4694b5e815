import Foundation

/// What `themebook init --app PATH` finds in an app's repository, in one walk of it: for iOS,
/// the asset catalogues (with how many colour sets each holds), the Swift files, SwiftGen
/// configs, and the Xcode projects and build settings files that switch on generated asset
/// symbols; for Android, the Kotlin files and the XML files of `values`/`values-night` resource
/// folders (`AndroidApp` chooses among them). A repository holding both apps gives both.
///
/// Build products and dependencies are not entered (`skippedNames`), nor hidden folders, nor
/// folder links (a link back up would loop). Every list is sorted, so the config written is
/// the same on every machine.
struct AppScan {
    /// Folders never entered: build products, dependencies, version control.
    static let skippedNames: Set<String> = [
        "build", "Build", "DerivedData", "Pods", "Carthage", "node_modules", ".build", ".git", ".gradle",
    ]
    /// The Xcode settings that generate asset symbols, either of which makes them the spelling.
    static let symbolSettings = [
        "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS", "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOLS",
    ]
    /// Entries walked at most: past it the walk stops, and says so.
    static let maxEntries = 500_000
    /// Kotlin and XML files larger than this are not listed (generated code, not a theme).
    static let maxAndroidFileBytes = 4 << 20

    struct Catalogue {
        /// The folder, as a path from the working folder (`App/Resources/Assets.xcassets`).
        var path: String
        /// The name of each colour set folder (`primary` of `primary.colorset`), sorted.
        var colorSetNames: [String]
        var colorSets: Int { colorSetNames.count }
    }

    var catalogues: [Catalogue] = []
    var swiftFiles: [String] = []
    var swiftGenConfigs: [String] = []
    /// Project files and `.xcconfig` files that set `symbolSettings` to YES.
    var symbolSettingFiles: [String] = []
    var kotlinFiles: [String] = []
    /// XML files of `values` and `values-night` folders (and `color`, `color-night`): maybe colour resources.
    var resourceFiles: [String] = []
    /// XML files of `layout` folders (`layout`, `layout-land`): the app's code reads `@color/…` there.
    var layoutFileCount = 0
    /// Whether an Android manifest, a Gradle build or a Kotlin file was seen.
    var looksLikeAndroid = false
    /// Folders left out because of their name, by name, with how many.
    var skipped: [String: Int] = [:]
    var fileCount = 0
    var truncated = false

    /// Walks `root` (a path from the working folder, or absolute).
    static func walk(_ root: String) -> AppScan {
        var scan = AppScan()
        var pending = [root]
        var entries = 0
        while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted().reversed() {
                entries += 1
                if entries > maxEntries {
                    scan.truncated = true
                    return scan.sorted()
                }
                let path = folder == "." ? name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    if skippedNames.contains(name) {
                        scan.skipped[name, default: 0] += 1
                    } else if name.hasSuffix(".xcassets") {
                        scan.catalogues.append(Catalogue(path: path, colorSetNames: colorSets(in: path)))
                    } else if name.hasSuffix(".xcodeproj") {
                        scan.look(atSettings: path + "/project.pbxproj")
                    } else if !name.hasPrefix(".") {
                        pending.append(path)
                    }
                } else if kind == S_IFREG {
                    scan.fileCount += 1
                    if name.hasSuffix(".swift") {
                        scan.swiftFiles.append(path)
                    } else if name == "swiftgen.yml" || name == "swiftgen.yaml" || name == ".swiftgen.yml" {
                        scan.swiftGenConfigs.append(path)
                    } else if name.hasSuffix(".xcconfig") {
                        scan.look(atSettings: path)
                    } else if name.hasSuffix(".kt") {
                        scan.looksLikeAndroid = true
                        if info.st_size <= maxAndroidFileBytes { scan.kotlinFiles.append(path) }
                    } else if name.hasSuffix(".xml"), isDayOrNightValues(folder), info.st_size <= maxAndroidFileBytes {
                        scan.resourceFiles.append(path)
                    } else if name.hasSuffix(".xml"), (folder.split(separator: "/").last ?? "").hasPrefix("layout") {
                        scan.layoutFileCount += 1
                    } else if name == "AndroidManifest.xml" || name == "build.gradle" || name == "build.gradle.kts" {
                        scan.looksLikeAndroid = true
                    }
                }
            }
        }
        return scan.sorted()
    }

    private func sorted() -> AppScan {
        var out = self
        out.catalogues.sort { $0.path < $1.path }
        out.swiftFiles.sort()
        out.swiftGenConfigs.sort()
        out.symbolSettingFiles.sort()
        out.kotlinFiles.sort()
        out.resourceFiles.sort()
        return out
    }

    /// Whether a folder is `values` or `values-night` (or `color`, `color-night`, of colour state
    /// lists): the colours of the light and dark themes (`values-land`, `values-v23` apply to one
    /// device configuration only).
    static func isDayOrNightValues(_ folder: String) -> Bool {
        let parts = (folder.split(separator: "/").last ?? "").split(separator: "-", omittingEmptySubsequences: false)
        return (parts.first == "values" || parts.first == "color") && (parts.count == 1 || (parts.count == 2 && parts[1] == "night"))
    }

    /// Notes the file when it sets one of `symbolSettings` to YES.
    private mutating func look(atSettings path: String) {
        guard let bytes = InputFiles.contents(ofFile: path) else { return }
        let text = String(decoding: bytes, as: UTF8.self)
        for setting in Self.symbolSettings {
            var rest = text[...]
            while let range = rest.range(of: setting) {
                let after = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "=" || $0 == "\"" }
                if after.hasPrefix("YES") {
                    symbolSettingFiles.append(path)
                    return
                }
                rest = rest[range.upperBound...]
            }
        }
    }

    /// The names of the `*.colorset` folders the catalogue holds, at any depth.
    static func colorSets(in catalogue: String) -> [String] {
        var found: [String] = []
        var pending = [catalogue]
        var seen = 0
        while let folder = pending.popLast(), seen < maxEntries {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                seen += 1
                var info = stat()
                let path = folder + "/" + name
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                if name.hasSuffix(".colorset") { found.append(String(name.dropLast(".colorset".count))) } else { pending.append(path) }
            }
        }
        return found.sorted()
    }
}
