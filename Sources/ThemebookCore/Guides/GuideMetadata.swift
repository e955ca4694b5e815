/// What a guide's front matter says about it: a `title`, and optionally an `order` for the
/// navigation and a one-line `summary`.
struct GuideMetadata {
    static let keys = ["title", "order", "summary"]

    var title: String
    var order: Int?
    var summary: String?

    /// Reads the known keys and warns about the others; nil (after reporting it) when there
    /// is no usable title.
    init?(_ matter: FrontMatter, file: String, diagnostics: inout Diagnostics) {
        var title: String?
        for field in matter.fields {
            switch field.key {
            case "title":
                title = field.value
                if field.value.isEmpty {
                    diagnostics.error("front-matter", "'title' is empty", at: field.valueLocation)
                }
            case "order":
                order = Int(field.value)
                if order == nil {
                    diagnostics.error(
                        "front-matter", "'order' must be a whole number, not '\(field.value)'", at: field.valueLocation)
                }
            case "summary":
                summary = field.value.isEmpty ? nil : field.value
            default:
                diagnostics.warning(
                    "unknown-front-matter-key", "'\(field.key)' is not a front matter key", at: field.keyLocation,
                    notes: [.init("known keys: \(Self.keys.joined(separator: ", "))")],
                    suggestion: Suggestion.closest(to: field.key, in: Self.keys))
            }
        }
        guard let title else {
            if let start = matter.location {
                diagnostics.error("front-matter", "front matter has no 'title'", at: start)
            } else {
                diagnostics.error(
                    "front-matter", "guide has no front matter; start it with '---', 'title: …' and '---' lines",
                    at: SourceLocation(file: file, line: 1, column: 1))
            }
            return nil
        }
        guard !title.isEmpty else { return nil }
        self.title = title
    }
}
