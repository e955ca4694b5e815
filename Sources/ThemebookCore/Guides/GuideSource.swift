import Markdown

/// A guide read and parsed, before its references are checked: its front matter and the ids
/// and titles of its headings.
///
/// Neither the parsed Markdown nor the rest of the outline is kept: every guide's headings
/// must be known before any guide can be linked (links name other guides' sections), and
/// holding every guide's document, or its whole outline (section texts, positions of its
/// headings and rule lists), until then grew memory with the number of guides. `parsed()`
/// parses the body again when the guide is linked and makes the outline from that document;
/// libcmark parses far faster than the tree is walked afterwards.
struct GuideSource {
    var file: SourceFile
    /// The path under the guides folder without `.md`: `migrating/legacy.md` → `migrating/legacy`.
    var slug: String
    var metadata: GuideMetadata
    /// The Markdown after the front matter (a slice of `file.bytes`, not a copy).
    var body: ArraySlice<UInt8>
    /// Every heading's id and text, in document order: what the other guides may link to.
    /// Empty until `outline` when made without it.
    var headings: [GuideOutline.Heading] = []
    /// The guides whose sections this one may link to, when made without its outline: those
    /// are outlined before any guide is linked.
    var sectionLinks = SectionLinks.none
    /// Lines of front matter above the Markdown, added to a Markdown line to get the file's line.
    var lineOffset: Int
    /// Set while the Markdown of a deferred file is set aside between the passes (`setAside()`):
    /// what its bytes were, and where its body starts in them.
    private var asideAs: (digest: Digest, bodyStart: Int)?

    /// Ids every page already uses outside the Markdown (see `templates/layout.mustache`), so
    /// that no heading takes them.
    static let reservedIDs: Set<String> = ["main", "site-search-q"]

    /// nil (after reporting why) when the front matter is unusable. With `outline`, the
    /// headings are read at once; without, only which guides' sections the Markdown may link
    /// to (`sectionLinks`), and `outline(diagnostics:)` reads them if a guide needs them.
    init?(_ file: SourceFile, outline: Bool = true, diagnostics: inout Diagnostics) {
        // cmark would replace each bad byte with a three-byte U+FFFD and shift every column
        // after it, so an undecodable guide is reported where it breaks, and not rendered.
        if let offset = JSONParser.firstInvalidUTF8(file.bytes) {
            let before = file.bytes[..<offset]
            let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            diagnostics.error(
                "invalid-utf8", "guide '\(file.relativePath)' is not valid UTF-8; save it as UTF-8",
                at: SourceLocation(file: file.path, line: line, column: offset - lineStart + 1))
            return nil
        }
        guard let matter = FrontMatter.parse(file, diagnostics: &diagnostics),
            let metadata = GuideMetadata(matter, file: file.path, diagnostics: &diagnostics)
        else { return nil }
        self.file = file
        self.slug = Self.slug(of: file)
        self.metadata = metadata
        self.lineOffset = matter.lineCount
        self.body = matter.body
        if outline {
            readHeadings()
        } else {
            sectionLinks = SectionLinks.scan(body)
        }
    }

    private mutating func readHeadings() {
        // Paragraphs' inlines are not needed for the headings, and are most of the parse.
        headings = GuideOutline.headings(of: MarkdownDocument.parseOutline(bytes: body), reservedIDs: Self.reservedIDs)
    }

    /// The headings of a guide made without them, its Markdown read again if it was set aside
    /// (and set aside again). A file that can no longer be read, or changed, is reported here,
    /// and its Markdown is let go: its page is made of nothing, and the build fails.
    mutating func outline(diagnostics: inout Diagnostics) {
        let aside = asideAs != nil
        guard takeBack(diagnostics: &diagnostics) else {
            asideAs = nil
            releaseMarkdown()
            return
        }
        readHeadings()
        if aside { setAside() }
    }

    /// The Markdown body parsed again (see above), and its whole outline: the same heading ids
    /// as `headings`, made by the same slugger over the same document.
    func parsed() -> (document: MarkdownDocument, outline: GuideOutline) {
        let document = MarkdownDocument.parse(bytes: body)
        return (document, GuideOutline(document, reservedIDs: Self.reservedIDs))
    }

    /// Lets the Markdown go, once the guide is linked and rendered, in a build that will not
    /// read it again (a one-shot build: see `GuideBuilder`).
    mutating func releaseMarkdown() {
        body = []
        file.bytes = []
    }

    /// Lets the Markdown of a deferred file (`SourceFile.deferredPath`) go after the first pass;
    /// `takeBack` reads it again for the second. A file read when it was listed keeps it.
    mutating func setAside() {
        guard file.deferredPath != nil, asideAs == nil else { return }
        asideAs = (Digest(file.bytes), body.startIndex)
        releaseMarkdown()
    }

    /// The Markdown set aside, read again from the file; false, after reporting it, when the
    /// file can no longer be read or is not what the first pass read: the other guides' links
    /// were checked against the headings it had then.
    mutating func takeBack(diagnostics: inout Diagnostics) -> Bool {
        guard let (digest, bodyStart) = asideAs else { return true }
        guard let read = file.read() else {
            diagnostics.append(ContentLoader.unreadableGuide(file))
            return false
        }
        guard Digest(read.bytes) == digest else {
            diagnostics.error(
                "input-changed", "guide '\(file.relativePath)' changed while the site was being built; build again",
                at: SourceLocation(file: file.path, line: 1, column: 1))
            return false
        }
        file = read
        body = file.bytes[bodyStart...]
        asideAs = nil
        return true
    }

    /// The path under the guides folder without `.md`.
    static func slug(of file: SourceFile) -> String {
        file.relativePath.hasSuffix(".md") ? String(file.relativePath.dropLast(3)) : file.relativePath
    }

    /// Where a position of the Markdown is in the file.
    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file.path, line: position.line + lineOffset, column: position.column)
    }
}
