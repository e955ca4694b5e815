/// Where the guides' rendered content (`GuideContent`) waits between the guide stage and the
/// pages that show it. The pipeline picks the store for its mode (`Build.Mode.guideStore`), the
/// guide stage puts each guide's content in it, and the renderer is handed it to read them back.
///
/// - `memory`: each `Guide` holds its content (`check` keeping its files, a long-running
///   process, diff, tests).
/// - `file`: a file without a name beside the output (`GuideStore.File`), so that memory holds
///   a guide's metadata and a place in the file, not its text; memory then does not grow with
///   the guides (a one-shot build, and `check`, which keeps no file).
///
/// Reading is the only I/O, and it happens here: a read that fails throws a `write-failed`
/// error for the page that asked, and the build writes nothing.
public enum GuideStore: Sendable {
    case memory
    case file(File)

    /// Where one guide's content is: held by the guide, or at a place in a store's file.
    public struct Handle: Sendable, Hashable {
        enum Place: Sendable, Hashable {
            case held(GuideContent)
            case stored(Stored)
        }

        let place: Place

        static func held(_ content: GuideContent) -> Handle { Handle(place: .held(content)) }

        /// The content, when the handle holds it.
        var held: GuideContent? {
            if case .held(let content) = place { return content }
            return nil
        }

        var ruleCount: Int {
            switch place {
            case .held(let content): content.rules.count
            case .stored(let stored): stored.ruleCount
            }
        }
    }

    /// A record in a store's file: the rules, the sections and the body, one after the other
    /// (`GuideStore.Record`), each part's length kept so that a page reads only what it shows.
    struct Stored: Sendable, Hashable {
        let file: File
        let start: Int
        let rulesLength: Int
        let sectionsLength: Int
        let htmlLength: Int
        let ruleCount: Int

        static func == (a: Stored, b: Stored) -> Bool {
            a.file === b.file && a.start == b.start && a.rulesLength == b.rulesLength && a.sectionsLength == b.sectionsLength
                && a.htmlLength == b.htmlLength
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(file))
            hasher.combine(start)
        }
    }

    /// Puts `content` in the store. The file store keeps it in memory when the disk refuses it.
    func put(_ content: GuideContent) -> Handle {
        guard case .file(let file) = self else { return .held(content) }
        let record = Record.encode(content)
        guard let start = file.append(record.bytes) else { return .held(content) }
        return Handle(place: .stored(Stored(
            file: file, start: start, rulesLength: record.rulesLength, sectionsLength: record.sectionsLength,
            htmlLength: record.htmlLength, ruleCount: content.rules.count)))
    }

    /// The body, sections and rules of `guide` (its own page shows them all).
    func content(of guide: Guide) throws(SiteWriter.Failure) -> GuideContent {
        switch guide.content.place {
        case .held(let content):
            return content
        case .stored(let stored):
            let bytes = try read(stored, of: guide, length: stored.rulesLength + stored.sectionsLength + stored.htmlLength)
            var reader = Record.Reader(bytes)
            guard let rules = reader.rules(), let sections = reader.sections() else { throw Self.garbled(guide) }
            return GuideContent(html: reader.rest(), sections: sections, rules: rules)
        }
    }

    /// The sections and rules of `guide`, without its body (the Rules page, the search index).
    func outline(of guide: Guide) throws(SiteWriter.Failure) -> (sections: [GuideSection], rules: [Rule]) {
        switch guide.content.place {
        case .held(let content):
            return (content.sections, content.rules)
        case .stored(let stored):
            let bytes = try read(stored, of: guide, length: stored.rulesLength + stored.sectionsLength)
            var reader = Record.Reader(bytes)
            guard let rules = reader.rules(), let sections = reader.sections(), reader.atEnd else { throw Self.garbled(guide) }
            return (sections, rules)
        }
    }

    /// The rules of `guide` alone (`catalogue.json`, a Changes page).
    func rules(of guide: Guide) throws(SiteWriter.Failure) -> [Rule] {
        switch guide.content.place {
        case .held(let content):
            return content.rules
        case .stored(let stored):
            let bytes = try read(stored, of: guide, length: stored.rulesLength)
            var reader = Record.Reader(bytes)
            guard let rules = reader.rules(), reader.atEnd else { throw Self.garbled(guide) }
            return rules
        }
    }

    private func read(_ stored: Stored, of guide: Guide, length: Int) throws(SiteWriter.Failure) -> [UInt8] {
        guard case .file(let file) = self, file === stored.file else {
            throw SiteWriter.Failure(description: "guide '\(guide.slug)' is stored in another build's temporary file")
        }
        return try file.read(stored.start..<(stored.start + length))
    }

    private static func garbled(_ guide: Guide) -> SiteWriter.Failure {
        SiteWriter.Failure(description: "the guides' text could not be read back from the build's temporary file: guide '\(guide.slug)' is not what was written")
    }
}
