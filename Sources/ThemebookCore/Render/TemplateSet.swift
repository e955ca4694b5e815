/// The templates a site renders with: every `*.mustache` by name (`layout`, `partials/swatch`) and
/// the static files under `assets/`, copied as they are. They start as the built-in defaults
/// (`BuiltInTemplates`); a templates folder overrides them file by file, like a Hugo or mdBook
/// theme, and may add partials and assets of its own.
public struct TemplateSet: Sendable {
    public var templates: [String: MustacheTemplate] = [:]
    public var assets: [String: [UInt8]] = [:]
    /// Templates that exist but did not parse (already reported); rendering with them would
    /// only repeat the error as "unknown partial".
    public var unreadable: Set<String> = []
    /// The override folder as the user named it (it may not exist).
    public var folder: String
    /// Files the folder supplied, by path inside it (`token.mustache`, `assets/logo.svg`).
    public var overrides: [String] = []

    public static let pages = ["home", "palette", "tokens", "token", "theme", "guide", "rules", "images", "search", "contrast", "guides", "changes"]
    /// Rendered once per site into `guide-menu.js`, which every page loads (mdBook's shared
    /// table of contents); the guides index page is the same list without JavaScript.
    public static let guideMenu = "partials/guide-menu"
    /// Asset kinds copied from an override folder's `assets/`.
    public static let assetExtensions = ["css", "js", "svg", "png", "jpg", "jpeg", "gif", "webp", "ico", "woff", "woff2", "ttf"]

    public init(folder: String) { self.folder = folder }

    /// The built-in templates with `folder`'s files laid over them. A folder that does not exist
    /// is an error only when `required` (the user named it with `--templates`); otherwise the
    /// built-in templates are used as they are. An empty `folder` means the built-in templates alone.
    /// The folder is read inside `scope` (by default its own project): linked partials and assets
    /// are read like any other file, a link out of the scope is an error at the link.
    public static func load(
        from folder: String, required: Bool = true, scope: ReadScope? = nil, diagnostics: inout Diagnostics
    ) -> TemplateSet {
        var set = TemplateSet(folder: folder)
        var sources: [String: (path: String, bytes: [UInt8]?)] = [:]
        for (relative, bytes) in BuiltInTemplates.files {
            sources[relative] = (BuiltInTemplates.folderName + "/" + relative, bytes)
        }
        let files = InputFiles(root: folder, scope: scope)
        if folder.isEmpty {
            // The built-in templates alone.
        } else if case .outside(let real) = files.access(".") {
            files.reportOutside("templates folder", ".", real: real, at: nil, diagnostics: &diagnostics)
        } else if files.isDirectory(".") {
            var overrides = files.files(under: ".", withExtension: "mustache", diagnostics: &diagnostics)
            if files.isDirectory("assets") {
                for ext in assetExtensions {
                    overrides += files.files(under: "assets", withExtension: ext, diagnostics: &diagnostics).map { "assets/" + $0 }
                }
            }
            for relative in overrides {
                sources[relative] = (files.path(relative), files.read(relative))
            }
            set.overrides = overrides.sorted()
        } else if required {
            let problem = files.exists(".") ? "is not a folder" : "does not exist"
            diagnostics.error("missing-file", "templates folder '\(folder)' \(problem)", at: nil)
        }
        for relative in sources.keys.sorted() {
            let (path, bytes) = sources[relative]!
            if relative.hasPrefix("assets/") {
                set.assets[relative] = bytes ?? []
                continue
            }
            guard relative.hasSuffix(".mustache") else { continue }
            let name = String(relative.dropLast(".mustache".count))
            guard let bytes, let text = String(validating: bytes, as: UTF8.self) else {
                set.unreadable.insert(name)
                let problem = bytes == nil ? "cannot be read" : "is not valid UTF-8"
                diagnostics.error("template-syntax", "template '\(path)' \(problem)", at: SourceLocation(file: path, line: 1, column: 1))
                continue
            }
            do {
                set.templates[name] = try MustacheTemplate(source: text, name: path)
            } catch {
                set.unreadable.insert(name)
                diagnostics.append(error.diagnostic)
            }
        }
        return set
    }
}

extension MustacheError {
    var diagnostic: Diagnostic {
        .error(id, message, at: SourceLocation(file: template, line: line, column: column))
    }
}
