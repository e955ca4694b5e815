import Foundation

/// `themebook init DIR --app PATH…`: a site config reading the apps where they are. Each `--app`
/// folder is an Android app (a manifest, a Gradle build or Kotlin files: `AndroidApp`) or an iOS
/// app (its Swift files, sorted into roles by `SwiftRoles`). An iOS and an Android app together
/// make a site of two platforms (`"platforms": {"ios": …, "android": …}`); apps of one kind make
/// a site of that app alone. Several folders of one kind (an app and its library) are one app.
extension SiteInitializer {
    static let noThemeID = "init-no-theme"

    static func planApps(folder: String, title: String, apps: [String]) -> (plan: Plan, report: [String]) {
        var plan = Plan()
        var report: [String] = []
        var android = AndroidApp()
        var swiftFiles: [String] = []
        var seen = Set<String>()
        for app in apps.map(SwiftSourceSettings.normalized) where seen.insert(app).inserted {
            guard AndroidApp.isFolder(app) || ((try? FileManager.default.destinationOfSymbolicLink(atPath: app)) != nil && isReadableFolder(app)) else {
                plan.diagnostics.error("missing-file", "app folder '\(app)' does not exist or is not a folder", at: nil)
                continue
            }
            if AndroidApp.looksLikeAndroid(app) {
                let found = AndroidApp.scan(app)
                android.kotlin += found.kotlin
                android.resources += found.resources
                android.resourcesLeftOut += found.resourcesLeftOut
                android.report += found.report
                for (name, count) in found.skipped { android.skipped[name, default: 0] += count }
                if found.truncated { report.append("left out the rest of \(app): more than \(AndroidApp.maxEntries) entries") }
                if !found.isAndroid { report.append("left out \(app): an Android app without a Compose theme or XML colour resources") }
            } else {
                swiftFiles += swiftThemeFiles(in: app)
            }
        }
        report += android.report
        if !android.kotlin.isEmpty, !android.resourcesLeftOut.isEmpty {
            let left = android.resourcesLeftOut
            report.append(
                "left out \(left.count) XML colour file\(left.count == 1 ? "" : "s") (\(left.prefix(3).joined(separator: ", "))\(left.count > 3 ? ", …" : "")): "
                    + "the Compose theme is read; to read the XML colours instead, list them under 'android.resources' in place of 'android.kotlin'")
        }
        for (name, count) in android.skipped.sorted(by: { $0.key < $1.key }) {
            report.append("left out \(count == 1 ? "" : "\(count) ")'\(name)' folder\(count == 1 ? "" : "s"): build products, dependencies or version control")
        }
        let roles = SwiftRoles.guess(swiftFiles.sorted()) { InputFiles.contents(ofFile: $0) }
        func relative(_ path: String) -> OrderedJSON { .string(Converter.relativePath(from: folder, to: path)) }
        var swift: OrderedJSON?
        if let protocolFile = roles.protocolFile {
            var section: [(key: String, value: OrderedJSON)] = []
            if !roles.palette.isEmpty { section.append(("palette", .array(roles.palette.map(relative)))) }
            section.append(("protocol", relative(protocolFile)))
            if !roles.themes.isEmpty { section.append(("themes", .array(roles.themes.map(relative)))) }
            if !roles.images.isEmpty { section.append(("images", .array(roles.images.map(relative)))) }
            if let placeholder = roles.placeholder { section.append(("placeholder", .string(placeholder))) }
            swift = .object(section)
            for file in swiftFiles.sorted() where !roles.unrecognised.contains(file) {
                var what: [String] = []
                if roles.palette.contains(file) { what.append("palette") }
                if protocolFile == file { what.append("token protocol") }
                if roles.themes.contains(file) { what.append("theme") }
                if roles.images.contains(file) { what.append("image identifiers") }
                report.append("read \(file): \(what.joined(separator: ", "))")
            }
        } else if !swiftFiles.isEmpty {
            report.append("left out \(swiftFiles.count) Swift file\(swiftFiles.count == 1 ? "" : "s"): none declares a token protocol")
        }
        var config: [(key: String, value: OrderedJSON)] = [("title", .string(title)), ("guides", .string("guides"))]
        let androidSection = android.isAndroid ? android.section(relative: relative) : nil
        switch (swift, androidSection) {
        case let (swift?, androidSection?):
            config.append(("platforms", .object([
                ("ios", .object([("swift", swift)])), ("android", .object([("android", androidSection)])),
            ])))
        case let (swift?, nil):
            config.append(("swift", swift))
        case let (nil, androidSection?):
            config.append(("android", androidSection))
        case (nil, nil):
            if !plan.diagnostics.hasErrors {
                plan.diagnostics.error(
                    noThemeID,
                    "\(apps.joined(separator: ", ")) holds no theme themebook reads: no Compose theme or XML colours (Android), no Swift token protocol (iOS)",
                    at: nil)
            }
            return (plan, report)
        }
        plan.files = [(configFile, OrderedJSON.object(config).serialized()), ("guides/getting-started.md", appsGuide)]
        return (plan, report)
    }

    private static func isReadableFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The Swift files of an app that may declare part of a theme (they mention a colour and a
    /// protocol, a type or a constant), build products and dependencies left out.
    static func swiftThemeFiles(in root: String) -> [String] {
        var out: [String] = []
        var pending = [root]
        var entries = 0
        while let folder = pending.popLast(), entries < AndroidApp.maxEntries {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                entries += 1
                let path = folder == "." ? name : folder + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    if !name.hasPrefix("."), !AndroidApp.skippedNames.contains(name), name != "Carthage", name != "Build" { pending.append(path) }
                } else if info.st_mode & S_IFMT == S_IFREG, name.hasSuffix(".swift"), info.st_size <= AndroidApp.maxKotlinBytes,
                    let bytes = InputFiles.contents(ofFile: path)
                {
                    let text = String(decoding: bytes, as: UTF8.self)
                    if text.contains("Color"), text.contains("protocol ") || text.contains("static let ") || text.contains("struct ") {
                        out.append(path)
                    }
                }
            }
        }
        return out.sorted()
    }

    static let appsGuide = """
        ---
        title: Getting started
        order: 1
        summary: What this catalogue holds and where it comes from.
        ---

        This site documents the app's colours, read from the app's own sources on every build:
        the **palette** of raw colours, the **tokens** the theme gives, and each token's value in
        every **theme**. With an iOS and an Android app, each token's page shows both platforms'
        values side by side, and the Drift page lists where they differ. The docs cannot drift
        from the code.

        ## Do

        - Take every colour from a token of the theme, never from the palette directly.

        ## Changing the catalogue

        - The sources are listed in `themebook.json`: under `swift` and `android`, or under each
          platform of `platforms`.
        - Guides are Markdown files in `guides/`. Links such as `<token:NAME>` are checked on
          every build.
        - `themebook build` writes the site; `themebook check` runs every check and writes nothing.

        """
}
