import Foundation

/// The default templates and assets, compiled into the executable from the repository's
/// `templates/` (by `scripts/embed-templates.sh`, into `BuiltInTemplates.swift`), so themebook
/// builds a site in any folder without files beside the binary. A templates folder overrides
/// them file by file (`TemplateSet.load`).
public enum BuiltInTemplates {
    enum Contents {
        /// UTF-8 text without control characters, kept readable in the generated source.
        case text(String)
        /// Anything else (an image, a font).
        case base64(String)

        var bytes: [UInt8] {
            switch self {
            case .text(let text): Array(text.utf8)
            case .base64(let encoded): Data(base64Encoded: encoded).map { [UInt8]($0) } ?? []
            }
        }
    }

    /// Every built-in file by its path inside a templates folder (`layout.mustache`,
    /// `partials/swatch.mustache`, `assets/themebook.css`).
    public static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for (path, contents) in sources { files[path] = contents.bytes }
        return files
    }()

    /// Where diagnostics place a built-in template: `(built-in)/token.mustache`.
    public static let folderName = "(built-in)"
}
