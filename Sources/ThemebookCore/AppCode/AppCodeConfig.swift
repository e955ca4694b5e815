import Foundation

/// `"appCode"` in the site config: where the app's own code is, so that the site lists where
/// each token, palette colour and image is read, and the guides' Don'ts are checked against it.
///
///     "appCode": {
///       "root": "../..",
///       "folders": ["Client", "BrowserKit/Sources"],
///       "exclude": ["**/Tests", "Client/Generated/*.swift"],
///       "sourceURL": "https://github.com/ORG/REPO/blob/{commit}/{path}#L{line}"
///     }
///
/// `root` is the app repository's top folder, relative to the content folder (by default the
/// content folder's project: the nearest folder above it holding `.git`); `folders` and
/// `exclude` are relative to `root`, and so is every path a page shows.
public struct AppCodeConfig: Sendable, Hashable {
    /// nil: the content folder's project.
    public var root: String?
    public var folders: [String] = []
    /// Globs over root-relative paths (`*` within a name, `**` across folders, `?` one character);
    /// a pattern that matches a folder leaves out everything below it.
    public var exclude: [String] = []
    /// A link for each use: `{path}` (from `root`), `{line}`, and `{commit}` (the root's git
    /// `HEAD`; without one the uses are not linked).
    public var sourceURL: String?
    /// Where the `appCode` key is written.
    public var location: SourceLocation?
    /// Where each entry of `folders` is written, in order.
    public var folderLocations: [SourceLocation] = []
    public var rootLocation: SourceLocation?

    static let knownKeys: Set<String> = ["root", "folders", "exclude", "sourceURL"]
    /// The placeholders `sourceURL` may hold.
    static let placeholders: Set<String> = ["commit", "path", "line"]

    public init() {}

    /// Reads the `appCode` object; nil when it is not an object (reported).
    static func read(_ node: JSONNode, key location: SourceLocation, diagnostics: inout Diagnostics) -> AppCodeConfig? {
        guard let members = node.members else {
            diagnostics.error("invalid-config", "'appCode' must be an object with 'folders'", at: node.location)
            return nil
        }
        var config = AppCodeConfig()
        config.location = location
        for member in members where !knownKeys.contains(member.key) {
            diagnostics.warning(
                "unknown-config-key", "'appCode.\(member.key)' is not a site config key", at: member.keyLocation,
                suggestion: Suggestion.closest(to: member.key, in: knownKeys))
        }
        if let root = node["root"] {
            if let path = root.string, !path.trimmingCharacters(in: .whitespaces).isEmpty {
                config.root = path
                config.rootLocation = root.location
            } else {
                diagnostics.error("invalid-config", "'appCode.root' must be a folder path, such as \"../..\"", at: root.location)
            }
        }
        if let folders = node["folders"] {
            let entries = ConfigLoader.uniqueStrings(folders, key: "appCode.folders", diagnostics: &diagnostics)
            config.folders = entries.map(\.value)
            config.folderLocations = entries.map(\.location)
        }
        if config.folders.isEmpty, node["folders"]?.elements?.isEmpty ?? true {
            diagnostics.error(
                "invalid-config", "'appCode' needs 'folders': the folders of the app's code to read, relative to 'root'",
                at: node["folders"]?.location ?? location)
        }
        if let exclude = node["exclude"] {
            config.exclude = ConfigLoader.stringArray(exclude, key: "appCode.exclude", diagnostics: &diagnostics)
        }
        if let url = node["sourceURL"] {
            if let pattern = url.string, let problem = sourceURLProblem(pattern) {
                diagnostics.error("invalid-config", "'appCode.sourceURL' \(problem)", at: url.location)
            } else if let pattern = url.string {
                config.sourceURL = pattern
            } else {
                diagnostics.error("invalid-config", "'appCode.sourceURL' must be a string such as \"https://…/{commit}/{path}#L{line}\"", at: url.location)
            }
        }
        return config
    }

    /// The folders an `appCode` object names, from the repository's top (`content` is the
    /// content folder from there), for reading them at a git revision (`GitRevision`).
    static func repositoryPaths(_ config: JSONNode, content: String) -> [String] {
        guard let appCode = config["appCode"], let folders = appCode["folders"]?.elements else { return [] }
        // An absolute root names no folder of the repository.
        if appCode["root"]?.string?.hasPrefix("/") == true { return [] }
        let root = appCode["root"]?.string.map { content.isEmpty ? $0 : content + "/" + $0 } ?? ""
        return folders.compactMap(\.string).map { SwiftSourceSettings.normalized(root.isEmpty ? $0 : root + "/" + $0) }
    }

    /// What is wrong with a `sourceURL` pattern: no `{path}`, or a placeholder it does not know.
    static func sourceURLProblem(_ pattern: String) -> String? {
        var rest = Substring(pattern)
        var names: [String] = []
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return "has a '{' that is not closed" }
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if let unknown = names.first(where: { !placeholders.contains($0) }) {
            let near = Suggestion.closest(to: unknown, in: placeholders).map { "; did you mean '{\($0)}'?" } ?? ""
            return "has '{\(unknown)}', which is not one of {commit}, {path} and {line}\(near)"
        }
        return names.contains("path") ? nil : "must hold '{path}', where the file's path goes"
    }
}
