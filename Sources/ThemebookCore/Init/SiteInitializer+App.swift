import Foundation

/// `themebook init DIR --app PATH…`: finds an app's theming sources by their shape and writes a
/// site config that reads them where they are. Colour sets come from every asset catalogue
/// that holds one, each spelled as the app's code spells it (`AppSymbols`); Swift files that may
/// declare a theme are given to `SwiftRoles`, and the `swift` section lists them by role when
/// one declares a token protocol. Kotlin and XML files are given to `AndroidApp`, and the
/// `android` section lists the Compose theme's files or the XML colours.
///
/// An iOS app and an Android app, in one repository or in several `--app` folders, make one
/// site of two platforms (`"platforms": {"ios": …, "android": …}`); an app of one platform
/// makes a site of that app alone, its sources at the top of the config.
extension SiteInitializer {
    static let noSourcesID = "init-no-sources"

    /// The plan, and the lines that say what was read and what was left out.
    static func plan(folder: String, title: String, apps: [String]) -> (plan: Plan, report: [String]) {
        var plan = Plan()
        var report: [String] = []
        var catalogues: [(path: String, code: AppSymbols.Choice)] = []
        var swiftFiles: [String] = []
        var otherSwiftFiles: [String] = []
        var bytes: [String: [UInt8]] = [:]
        var kotlin: [String] = []
        var resources: [String] = []
        var androidApps: [String] = []
        var iosSeen = false
        var seenApps = Set<String>()
        // For the `appCode` section: the apps read, what their walks left out, their Swift files.
        var found: [String] = []
        var skipped = Set<String>()
        var swiftFileCount = 0
        var layoutFileCount = 0
        for app in apps.map(InputFiles.normalized) where seenApps.insert(app).inserted {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: app, isDirectory: &isFolder), isFolder.boolValue else {
                plan.diagnostics.error("missing-file", "app folder '\(app)' does not exist or is not a folder", at: nil)
                continue
            }
            let scan = AppScan.walk(app)
            found.append(app)
            skipped.formUnion(scan.skipped.keys)
            swiftFileCount += scan.swiftFiles.count
            layoutFileCount += scan.layoutFileCount
            var symbols = AppSymbols(scan: scan)
            for file in scan.swiftFiles {
                guard let content = InputFiles.contents(ofFile: file) else { continue }
                symbols.look(at: file, bytes: content)
                if AppSymbols.mayDeclareTheming(content) {
                    swiftFiles.append(file)
                    bytes[file] = content
                } else if content.contains(subsequence: Array("static let".utf8)) {
                    // Perhaps the number constants a theme's alpha names (`UIKitConstants.alpha0_6`).
                    otherSwiftFiles.append(file)
                    bytes[file] = content
                }
            }
            for catalogue in scan.catalogues {
                guard catalogue.colorSets > 0 else {
                    report.append("left out \(catalogue.path): no colour sets")
                    continue
                }
                let choice = symbols.choice(for: catalogue.path)
                catalogues.append((catalogue.path, choice))
                report.append("read \(catalogue.path): \(counted(catalogue.colorSets, "colour set")), spelled \(choice.said)")
            }
            for (name, count) in scan.skipped.sorted(by: { $0.key < $1.key }) {
                let folders = count == 1 ? "'\(name)' folder" : "\(count) '\(name)' folders"
                report.append("left out \(folders): build products, dependencies or version control")
            }
            if scan.truncated { report.append("left out the rest of \(app): more than \(AppScan.maxEntries) entries") }
            kotlin += scan.kotlinFiles
            resources += scan.resourceFiles
            if scan.looksLikeAndroid { androidApps.append(app) }
            if !scan.swiftFiles.isEmpty || !scan.catalogues.isEmpty { iosSeen = true }
        }
        let swiftGenEnums = catalogues.filter { $0.code.code == .swiftgen }.map(\.code.enumPath)
        let roles = SwiftRoles.guess(swiftFiles, others: otherSwiftFiles, swiftGenEnums: swiftGenEnums) { bytes[$0] }
        func relative(_ path: String) -> OrderedJSON { .string(Converter.relativePath(from: folder, to: path)) }
        var ios: [(key: String, value: OrderedJSON)] = []
        if !catalogues.isEmpty {
            ios.append(("colorSets", .array(catalogues.map { $0.code.entry(catalog: relative($0.path), relative: relative) })))
        }
        // A token protocol without a theme gives no catalogue: the files are left out.
        if roles.hasTokens {
            ios.append(("swift", .object(roles.section(path: relative))))
            let constants = Set(otherSwiftFiles.filter(roles.themes.contains))
            for file in swiftFiles + otherSwiftFiles.filter(constants.contains)
            where !roles.unrecognised.contains(file) && !roles.otherShape.contains(file) {
                var what: [String] = []
                if roles.palette.contains(file) { what.append("palette") }
                if roles.protocolFile == file { what.append(roles.tokenClass ? "token class" : "token protocol") }
                if constants.contains(file) { what.append("number constants of the themes") } else if roles.themes.contains(file) { what.append("theme") }
                if roles.images.contains(file) { what.append("image identifiers") }
                report.append("read \(file): \(what.joined(separator: ", "))")
            }
        } else {
            let placed = swiftFiles.filter { !roles.unrecognised.contains($0) }
            let why = roles.protocolFile.map { "no theme implements the token protocol of \($0)" } ?? "none declares a token protocol"
            if !placed.isEmpty {
                let some = placed.prefix(3).joined(separator: ", ") + (placed.count > 3 ? ", …" : "")
                report.append("left out \(counted(placed.count, "Swift file")) of palettes or themes: \(why) (\(some))")
            }
        }
        for file in roles.unrecognised {
            report.append("left out \(file): declares no palette, token protocol, theme or image identifiers")
        }
        for file in roles.otherShape where roles.hasTokens {
            report.append(
                "left out \(file): its colours (statics holding a light and a dark value, or naming colour sets) are another shape "
                    + "than the one read; the Swift sources of a site are read in one shape (colour sets it names are still read from their catalogue)")
        }
        let android = AndroidApp.choose(kotlin: kotlin, resources: resources)
        report += android.report
        if !android.isAndroid, !androidApps.isEmpty {
            report.append("left out \(AndroidApp.listed(androidApps)): an Android app without a Compose theme or XML colour resources")
        }
        var config: [(key: String, value: OrderedJSON)] = [("title", .string(title)), ("guides", .string("guides"))]
        let guide: String
        switch (ios.isEmpty, android.isAndroid) {
        case (false, false):
            config += ios
            guide = appGuide
        case (true, true):
            config.append(("android", android.section(relative: relative)))
            guide = androidGuide
        case (false, true):
            config.append(("platforms", .object([("ios", .object(ios)), ("android", .object([("android", android.section(relative: relative))]))])))
            guide = platformsGuide
        case (true, false):
            if !plan.diagnostics.hasErrors {
                plan.diagnostics.error(noSourcesID, noSourcesMessage(apps, android: !androidApps.isEmpty, iOS: iosSeen), at: nil)
            }
            return (plan, report)
        }
        if let (section, line) = appCodeSection(
            apps: found, content: folder, skipped: skipped, generated: catalogues.compactMap(\.code.generated), swiftFiles: swiftFileCount,
            kotlinFiles: android.isAndroid ? kotlin.count : 0, layoutFiles: android.isAndroid ? layoutFileCount : 0)
        {
            config.append(("appCode", section))
            report.append(line)
        }
        plan.files = [(configFile, OrderedJSON.object(config).serialized()), ("guides/getting-started.md", guide)]
        return (plan, report)
    }

    /// What was looked for, in the apps of the platforms seen (an iOS app's sources when none is).
    private static func noSourcesMessage(_ apps: [String], android: Bool, iOS: Bool) -> String {
        let named = apps.joined(separator: ", ")
        switch (iOS, android) {
        case (false, true):
            return "\(named) holds no Compose theme and no XML colour resources; "
                + "list Kotlin files under 'android.kotlin' or XML colour files under 'android.resources' by hand"
        case (true, true):
            return "\(named) holds no colour set, no Swift token protocol, no Compose theme and no XML colour resources; "
                + "list the sources by hand under 'colorSets', 'swift' or 'android'"
        default:
            return "\(named) holds no colour set and no Swift token protocol; "
                + "name Swift files with --swift, or list catalogues under 'colorSets' by hand"
        }
    }

    /// `1 colour set`, `17 colour sets`.
    private static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    static let appGuide = """
        ---
        title: Getting started
        order: 1
        summary: What this catalogue holds and where it comes from.
        ---

        This site documents the app's colours, read from the app on every build: each colour set
        of its asset catalogues is a **token**, with its value in the light and the dark
        appearance (and with increased contrast, where the app gives one), and the name the
        app's code uses for it. The docs cannot drift from the app.

        ## Do

        - Take every colour from a colour set or a theme token, never from a literal in a view.

        ## Changing the catalogue

        - The asset catalogues are listed under `colorSets` in `themebook.json`, the Swift files
          (when the app has a theme protocol) under `swift`, and the app's code, read for where
          each token is used, under `appCode`.
        - Guides are Markdown files in `guides/`. Links such as `<token:NAME>` are checked on
          every build.
        - `themebook build` writes the site; `themebook check` runs every check and writes nothing.

        """

    static let androidGuide = """
        ---
        title: Getting started
        order: 1
        summary: What this catalogue holds and where it comes from.
        ---

        This site documents the app's colours, read from the app's own sources on every build:
        the **palette** of raw colours, the **tokens** the theme gives, and each token's value in
        every **theme**, with the name the app's code uses for it. The docs cannot drift from the
        code.

        ## Do

        - Take every colour from a token of the theme, never from the palette directly.

        ## Changing the catalogue

        - The Compose theme's Kotlin files, or the XML colour resources, are listed under
          `android` in `themebook.json`.
        - Guides are Markdown files in `guides/`. Links such as `<token:NAME>` are checked on
          every build.
        - `themebook build` writes the site; `themebook check` runs every check and writes nothing.

        """

    static let platformsGuide = """
        ---
        title: Getting started
        order: 1
        summary: What this catalogue holds and where it comes from.
        ---

        This site documents the colours of one app on iOS and Android, read from each app's own
        sources on every build: the **palette** of raw colours, the **tokens** the themes give,
        and each token's value in every **theme**. Each token's page shows both platforms' values
        side by side, and the Drift page lists where they differ. The docs cannot drift from the
        code.

        ## Do

        - Take every colour from a token of the theme, never from the palette directly.

        ## Changing the catalogue

        - Each platform's sources are listed under `platforms` in `themebook.json`: the iOS
          app's under `ios`, the Android app's under `android`.
        - Guides are Markdown files in `guides/`. Links such as `<token:NAME>` are checked on
          every build.
        - `themebook build` writes the site; `themebook check` runs every check and writes nothing.

        """
}
