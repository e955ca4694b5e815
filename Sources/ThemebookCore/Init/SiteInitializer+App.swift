import Foundation

/// `themebook init DIR --app PATH…`: finds an app's theming sources by their shape and writes a
/// site config that reads them where they are. Colour sets come from every asset catalogue
/// that holds one, each spelled as the app's code spells it (`AppSymbols`); Swift files that may
/// declare a theme are given to `SwiftRoles`, and the `swift` section lists them by role when
/// one declares a token protocol.
extension SiteInitializer {
    static let noSourcesID = "init-no-sources"

    /// The plan, and the lines that say what was read and what was left out.
    static func plan(folder: String, title: String, apps: [String]) -> (plan: Plan, report: [String]) {
        var plan = Plan()
        var report: [String] = []
        var catalogues: [(path: String, code: AppSymbols.Choice)] = []
        var swiftFiles: [String] = []
        var bytes: [String: [UInt8]] = [:]
        var seenApps = Set<String>()
        // For the `appCode` section: the apps read, what their walks left out, their Swift files.
        var found: [String] = []
        var skipped = Set<String>()
        var swiftFileCount = 0
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
            var symbols = AppSymbols(scan: scan)
            for file in scan.swiftFiles {
                guard let content = InputFiles.contents(ofFile: file) else { continue }
                symbols.look(at: file, bytes: content)
                if AppSymbols.mayDeclareTheming(content) {
                    swiftFiles.append(file)
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
        }
        let roles = SwiftRoles.guess(swiftFiles) { bytes[$0] }
        func relative(_ path: String) -> OrderedJSON { .string(Converter.relativePath(from: folder, to: path)) }
        var config: [(key: String, value: OrderedJSON)] = [("title", .string(title)), ("guides", .string("guides"))]
        if !catalogues.isEmpty {
            config.append(("colorSets", .array(catalogues.map { $0.code.entry(catalog: relative($0.path), relative: relative) })))
        }
        // A token protocol without a theme gives no catalogue: the files are left out.
        if roles.hasTokens {
            config.append(("swift", .object(roles.section(path: relative))))
            for file in swiftFiles where !roles.unrecognised.contains(file) {
                var what: [String] = []
                if roles.palette.contains(file) { what.append("palette") }
                if roles.protocolFile == file { what.append("token protocol") }
                if roles.themes.contains(file) { what.append("theme") }
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
        guard !catalogues.isEmpty || roles.hasTokens else {
            if !plan.diagnostics.hasErrors {
                plan.diagnostics.error(
                    noSourcesID,
                    "\(apps.joined(separator: ", ")) holds no colour set and no Swift token protocol; "
                        + "name Swift files with --swift, or list catalogues under 'colorSets' by hand",
                    at: nil)
            }
            return (plan, report)
        }
        if let (section, line) = appCodeSection(
            apps: found, content: folder, skipped: skipped, generated: catalogues.compactMap(\.code.generated), swiftFiles: swiftFileCount)
        {
            config.append(("appCode", section))
            report.append(line)
        }
        plan.files = [(configFile, OrderedJSON.object(config).serialized()), ("guides/getting-started.md", appGuide)]
        return (plan, report)
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
}
