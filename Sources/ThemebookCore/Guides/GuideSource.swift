import Markdown

/// A guide read and parsed, before its references are checked: its front matter, its Markdown
/// and the outline of its headings.
struct GuideSource {
    var file: SourceFile
    /// The path under the guides folder without `.md`: `migrating/legacy.md` → `migrating/legacy`.
    var slug: String
    var metadata: GuideMetadata
    var document: MarkdownDocument
    var outline: GuideOutline
    /// Lines of front matter above the Markdown, added to a Markdown line to get the file's line.
    var lineOffset: Int

    /// Ids every page already uses outside the Markdown (see `templates/layout.mustache`), so
    /// that no heading takes them.
    static let reservedIDs: Set<String> = ["main", "site-search-q"]

    /// nil (after reporting why) when the front matter is unusable.
    init?(_ file: SourceFile, diagnostics: inout Diagnostics) {
        guard let matter = FrontMatter.parse(file, diagnostics: &diagnostics),
            let metadata = GuideMetadata(matter, file: file.path, diagnostics: &diagnostics)
        else { return nil }
        self.file = file
        self.slug = file.relativePath.hasSuffix(".md") ? String(file.relativePath.dropLast(3)) : file.relativePath
        self.metadata = metadata
        self.lineOffset = matter.lineCount
        self.document = MarkdownDocument.parse(bytes: matter.body)
        self.outline = GuideOutline(document, reservedIDs: Self.reservedIDs)
    }

    /// Where a position of the Markdown is in the file.
    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file.path, line: position.line + lineOffset, column: position.column)
    }
}
