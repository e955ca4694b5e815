import Foundation

/// The `appCode` section `init --app` writes, so that the site shows where the app reads each
/// token and checks the guides' Don'ts against it (`docs/guide/app-code.md`).
extension SiteInitializer {
    /// The apps' folders from the repository holding them (the nearest folder at or above the
    /// folder they share that has `.git`, else that folder), leaving out what the walk left out
    /// (build products, dependencies) and SwiftGen's generated files, which are the theme's own
    /// code; the theme files the `swift` and `android` sections name the loader leaves out
    /// itself. Kotlin files and layouts count only where an Android catalogue gives their
    /// spellings. nil when the apps hold no file of code to read.
    static func appCodeSection(
        apps: [String], content folder: String, skipped: Set<String>, generated: [String], swiftFiles: Int,
        kotlinFiles: Int = 0, layoutFiles: Int = 0
    ) -> (section: OrderedJSON, report: String)? {
        guard swiftFiles + kotlinFiles + layoutFiles > 0, !apps.isEmpty else { return nil }
        let absolute = apps.map { URL(fileURLWithPath: $0).standardizedFileURL.pathComponents }
        var shared = absolute[0]
        for parts in absolute.dropFirst() {
            var count = 0
            while count < min(shared.count, parts.count), shared[count] == parts[count] { count += 1 }
            shared.removeSubrange(count...)
        }
        let sharedPath = shared.isEmpty ? "/" : NSString.path(withComponents: shared)
        let top = repositoryTop(above: sharedPath) ?? sharedPath
        let folders = CatalogueDiff.unique(absolute.map { Converter.relativePath(from: top, to: NSString.path(withComponents: $0)) })
        let exclude = skipped.filter { !$0.hasPrefix(".") }.sorted().map { "**/" + $0 }
            + CatalogueDiff.unique(generated.map { Converter.relativePath(from: top, to: $0) }).sorted()
        var section: [(key: String, value: OrderedJSON)] = [
            ("root", .string(Converter.relativePath(from: folder, to: top))), ("folders", .array(folders.map(OrderedJSON.string))),
        ]
        if !exclude.isEmpty { section.append(("exclude", .array(exclude.map(OrderedJSON.string)))) }
        var counts: [String] = []
        if swiftFiles > 0 { counts.append("\(swiftFiles) Swift file\(swiftFiles == 1 ? "" : "s")") }
        if kotlinFiles > 0 { counts.append("\(kotlinFiles) Kotlin file\(kotlinFiles == 1 ? "" : "s")") }
        if layoutFiles > 0 { counts.append("\(layoutFiles) layout\(layoutFiles == 1 ? "" : "s")") }
        let files = counts.count > 1 ? counts.dropLast().joined(separator: ", ") + " and " + counts[counts.count - 1] : counts[0]
        return (.object(section), "read the app's code in \(apps.joined(separator: ", ")): \(files), for where each token is used")
    }

    /// The nearest folder at or above `folder` (absolute) holding `.git` (a folder, or the file
    /// of a worktree).
    static func repositoryTop(above folder: String) -> String? {
        var candidate = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent(".git").path) { return candidate.path }
            let parent = candidate.deletingLastPathComponent().standardizedFileURL
            guard parent.path != candidate.path else { return nil }
            candidate = parent
        }
    }
}
