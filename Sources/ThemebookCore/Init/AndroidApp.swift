import Foundation

/// What `themebook init --app PATH` finds in an Android app, in one walk of its repository:
///
/// - its **Compose theme**: the Kotlin files declaring the colours class whose palette values
///   the theme picks (the class with the most values made of it), those values, the `when` and
///   the theme enum, the accessor object, and the palette objects those values name;
/// - its **XML colour resources**: the `values/` and `values-night/` files of the resource
///   folder whose colours refer to others most, and the files elsewhere defining the colours
///   they refer to (a palette such as `photon_colors.xml` in a library module).
///
/// An app with both is read from its Compose theme; the XML files are named as left out (the
/// config can name them under `android.resources` instead). `build`, `.gradle` and other build
/// products, hidden folders and folder links are never entered. Every list is sorted.
struct AndroidApp {
    /// Folders never entered: build products, dependencies, version control, IDE state.
    static let skippedNames: Set<String> = ["build", ".gradle", ".git", ".idea", "node_modules", ".build", "DerivedData", "Pods"]
    static let maxEntries = 500_000
    /// Kotlin files larger than this are not looked into (generated code, not a theme).
    static let maxKotlinBytes = 4 << 20

    var kotlin: [String] = []
    var resources: [String] = []
    /// Resource files left out because the Compose theme is read.
    var resourcesLeftOut: [String] = []
    /// What was read and left out, one line each.
    var report: [String] = []
    var skipped: [String: Int] = [:]
    var truncated = false

    var isAndroid: Bool { !kotlin.isEmpty || !resources.isEmpty }

    /// Whether a folder holds an Android app: a manifest, a Gradle build, or Kotlin files.
    static func looksLikeAndroid(_ root: String) -> Bool {
        var pending = [root]
        var seen = 0
        while let folder = pending.popLast(), seen < 20_000 {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names {
                seen += 1
                if name == "AndroidManifest.xml" || name == "build.gradle" || name == "build.gradle.kts" || name.hasSuffix(".kt") {
                    return true
                }
                let path = folder + "/" + name
                if !skippedNames.contains(name), !name.hasPrefix("."), isFolder(path) { pending.append(path) }
            }
        }
        return false
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Walks `root` and decides what to read.
    static func scan(_ root: String) -> AndroidApp {
        var app = AndroidApp()
        var kotlinFiles: [String] = []
        var colorFiles: [String] = []
        var pending = [root]
        var entries = 0
        walk: while let folder = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                entries += 1
                if entries > maxEntries {
                    app.truncated = true
                    break walk
                }
                let path = folder == "." ? name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR {
                    if skippedNames.contains(name) {
                        app.skipped[name, default: 0] += 1
                    } else if !name.hasPrefix(".") {
                        pending.append(path)
                    }
                } else if kind == S_IFREG {
                    if name.hasSuffix(".kt"), info.st_size <= maxKotlinBytes {
                        kotlinFiles.append(path)
                    } else if name.hasSuffix(".xml"), let configuration = AndroidResourceFile.configuration(of: path),
                        folder.split(separator: "/").last.map({ $0 == "values" || $0.hasPrefix("values-") }) ?? false,
                        configuration.qualifiers.allSatisfy({ $0 == "night" })
                    {
                        colorFiles.append(path)
                    }
                }
            }
        }
        let compose = ComposeFiles.choose(kotlinFiles.sorted())
        let xml = ResourceFiles.choose(colorFiles.sorted())
        if !compose.files.isEmpty {
            app.kotlin = compose.files
            app.report += compose.report
            app.resourcesLeftOut = xml.files
        } else {
            app.resources = xml.files
            app.report += xml.report
        }
        return app
    }

    /// The config's `android` object: the Kotlin files, or the resource files.
    func section(relative: (String) -> OrderedJSON) -> OrderedJSON {
        kotlin.isEmpty
            ? .object([("resources", .array(resources.map(relative)))])
            : .object([("kotlin", .array(kotlin.map(relative)))])
    }
}
