/// The templates folder: every `*.mustache` file by name (`layout`, `partials/swatch`), and
/// the static files under `assets/`, copied as they are.
public struct TemplateSet: Sendable {
    public var templates: [String: MustacheTemplate] = [:]
    public var assets: [String: [UInt8]] = [:]
    /// Templates that exist but did not parse (already reported); rendering with them would
    /// only repeat the error as "unknown partial".
    public var unreadable: Set<String> = []
    public var folder: String

    public static let pages = ["home", "palette", "tokens", "token", "theme", "guide", "rules", "images", "search"]
    /// Rendered once per page depth and inserted by the layout as `{{{guideMenu}}}`.
    public static let guideMenu = "partials/guide-menu"

    public init(folder: String) { self.folder = folder }

    public static func load(from folder: String, diagnostics: inout Diagnostics) -> TemplateSet {
        var set = TemplateSet(folder: folder)
        let files = InputFiles(root: folder)
        guard files.isDirectory(".") else {
            diagnostics.error("missing-file", "templates folder '\(folder)' does not exist", at: nil)
            return set
        }
        for relative in files.files(under: ".", withExtension: "mustache") {
            let path = files.path(relative)
            let name = String(relative.dropLast(".mustache".count))
            guard let bytes = files.read(relative), let text = String(validating: bytes, as: UTF8.self) else {
                set.unreadable.insert(name)
                diagnostics.error("template-syntax", "template '\(path)' is not valid UTF-8", at: SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            do {
                set.templates[name] = try MustacheTemplate(source: text, name: path)
            } catch {
                set.unreadable.insert(name)
                diagnostics.append(error.diagnostic)
            }
        }
        if files.isDirectory("assets") {
            for ext in ["css", "js", "svg", "png", "ico", "woff2"] {
                for relative in files.files(under: "assets", withExtension: ext) {
                    set.assets["assets/" + relative] = files.read("assets/" + relative)
                }
            }
        }
        // A page template that failed to parse is already reported; only a missing file is news.
        for page in pages + [guideMenu] where set.templates[page] == nil && !files.exists(page + ".mustache") {
            diagnostics.error("template-missing", "templates folder has no '\(page).mustache'", at: nil)
        }
        return set
    }
}

extension MustacheError {
    var diagnostic: Diagnostic {
        .error(id, message, at: SourceLocation(file: template, line: line, column: column))
    }
}
