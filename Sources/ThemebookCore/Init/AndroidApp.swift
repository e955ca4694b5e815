/// What `themebook init --app PATH` reads of an Android app, chosen among the Kotlin and XML
/// files `AppScan` found:
///
/// - its **Compose theme**: the Kotlin files declaring the colours class whose palette values
///   the theme picks (the class with the most values made of it), those values, the `when` and
///   the theme enum, the accessor object, and the palette objects those values name
///   (`ComposeFiles`);
/// - its **XML colour resources**: the `values/` and `values-night/` files of the resource
///   folder whose colours and theme styles refer to others most (its `themes.xml` with them),
///   and the files elsewhere defining the colours they refer to, such as `photon_colors.xml` in
///   a library module (`ResourceFiles`).
///
/// An app with both is read from its Compose theme; the XML files are listed beside it when the
/// theme reads them (`colorResource(R.color.…)`), else named as left out (the config can name
/// them under `android.resources` instead). Every list is sorted.
struct AndroidApp {
    var kotlin: [String] = []
    var resources: [String] = []
    /// Resource files left out because the Compose theme is read.
    var resourcesLeftOut: [String] = []
    /// What was read and left out, one line each.
    var report: [String] = []

    var isAndroid: Bool { !kotlin.isEmpty || !resources.isEmpty }

    /// The Compose theme when there is one, else the XML colours. The files of every app folder
    /// are chosen among together: an app and its library module are one app.
    static func choose(kotlin: [String], resources: [String]) -> AndroidApp {
        var app = AndroidApp()
        let compose = ComposeFiles.choose(kotlin.sorted())
        let xml = ResourceFiles.choose(resources.sorted())
        // A theme enum beside XML colours is more likely an enum of things with colours (a
        // status's foreground and background) in a View-based app: the XML colours are read.
        let xmlColours = xml.files.filter { !xml.stylesOnly.contains($0) }
        if !compose.files.isEmpty, !(compose.isThemeEnum && !xmlColours.isEmpty) {
            app.kotlin = compose.files
            app.report = compose.report
            if !xmlColours.isEmpty, compose.files.contains(where: readsResourceColors) {
                // The theme reads the XML colours itself (`colorResource(R.color.…)`): listed beside it.
                app.resources = xmlColours
                app.report.append(
                    "read \(xmlColours.count) XML colour file\(xmlColours.count == 1 ? "" : "s") (\(listed(xmlColours))): the Compose theme reads them with colorResource")
                return app
            }
            // A Compose app's themes.xml (its window and splash theme) is no colour file left out.
            app.resourcesLeftOut = xmlColours
            if !app.resourcesLeftOut.isEmpty {
                let left = app.resourcesLeftOut
                app.report.append(
                    "left out \(left.count) XML colour file\(left.count == 1 ? "" : "s") (\(listed(left))): the Compose theme is read; "
                        + "to read the XML colours instead, list them under 'android.resources' in place of 'android.kotlin'")
            }
        } else {
            app.resources = xml.files
            app.report = xml.report
        }
        return app
    }

    /// The config's `android` object: the Kotlin files, the resource files, or both (a Compose
    /// theme reading XML colours).
    func section(relative: (String) -> OrderedJSON) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = []
        if !kotlin.isEmpty { members.append(("kotlin", .array(kotlin.map(relative)))) }
        if !resources.isEmpty { members.append(("resources", .array(resources.map(relative)))) }
        return .object(members)
    }

    /// Whether a Kotlin file reads XML colours with `colorResource(`.
    private static func readsResourceColors(_ path: String) -> Bool {
        guard let bytes = InputFiles.contents(ofFile: path) else { return false }
        let needle = Array("colorResource(".utf8)
        guard bytes.count >= needle.count else { return false }
        var start = 0
        while let found = bytes[start...].firstIndex(of: needle[0]), found + needle.count <= bytes.count {
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            start = found + 1
        }
        return false
    }

    /// The first three paths, then `…`.
    static func listed(_ paths: [String]) -> String {
        paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    }
}
