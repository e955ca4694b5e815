import Foundation

/// One fuzz target per reader, from raw bytes to the diagnostics the reader reports.
///
/// `Sources/ThemebookFuzz` runs them under libFuzzer (`scripts/fuzz.sh`), and
/// `FuzzRegressionTests` replays every input they ever broke on against its recorded
/// diagnostics. Each target holds the contract every reader keeps: it returns (no crash, no
/// trap, no hang), and the same bytes give the same diagnostics.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `JSONParser` with positions.
    case json
    /// A guide's front matter block and its metadata.
    case frontMatter = "front-matter"
    /// A guide: front matter, Markdown through libcmark, guide linking against the example
    /// catalogue, and its HTML.
    case markdown
    /// Mustache parse and render: the input is up to four templates separated by NUL bytes, the
    /// first rendered with the others as partials `a`, `b` and `c`.
    case mustache
    /// A Swift file through the lexer, the parser and every reader (palette, protocol, themes,
    /// images), then the catalogue check.
    case swift
    /// The whole pipeline (`themebook check`) on a content folder the input spells out as
    /// `==> path <==` sections (`FuzzArchive`).
    case pipeline
    /// A git revision read into memory (`GitTree.fuzz`): `ls-tree -r -t -z` output, two NULs,
    /// `cat-file --batch` output; the paths checked, the tree built and loaded as content.
    case gitTree = "git-tree"
    /// A Kotlin file through the lexer, the parser and every Compose reader (palette, colours
    /// class, palette values, themes), then the catalogue check.
    case kotlin
    /// An XML file as a `values` colour resource file (with itself as the night file too),
    /// through the XML reader and the resources reader, then the catalogue check.
    case xml
    /// One file of the app's code through the Swift and XML scanners, and their findings
    /// against a guide's Don't patterns (`AppCodeFuzz`, which also checks every finding's place).
    case appCode = "app-code"

    /// Runs the target on one input; returns its diagnostics as `file:line:column: severity: message [id]`
    /// lines, with the scratch folder left out of paths.
    public func run(_ bytes: [UInt8], in context: FuzzContext) -> [String] {
        var diagnostics = Diagnostics()
        switch self {
        case .json:
            _ = JSONParser.parse(bytes, file: "fuzz.json", into: &diagnostics)
        case .frontMatter:
            let file = SourceFile(path: "guides/fuzz.md", relativePath: "fuzz.md", bytes: bytes)
            if let matter = FrontMatter.parse(file, diagnostics: &diagnostics) {
                _ = GuideMetadata(matter, file: file.path, diagnostics: &diagnostics)
            }
        case .markdown:
            let file = SourceFile(path: "guides/fuzz.md", relativePath: "fuzz.md", bytes: bytes)
            // The guide stage's own function, as the pipeline runs it, on one worker.
            let output = GuideBuilder.build(
                [file], catalogue: context.catalogue, config: context.config, workers: 1, diagnostics: &diagnostics)
            // The page is rendered; reading its HTML makes sure it is a whole string.
            _ = output.guides.first?.heldContent?.html.utf8.count
        case .mustache:
            Self.mustache(bytes, diagnostics: &diagnostics)
        case .swift:
            context.writeSwiftContent(bytes)
            context.check(content: context.swiftContent, diagnostics: &diagnostics)
        case .pipeline:
            let archive = FuzzArchive(bytes)
            context.writePipelineContent(archive)
            var options = Build.Options()
            options.content = context.pipelineContent
            options.templates = context.pipelineTemplates
            options.mode = .check()
            options.workers = 1
            diagnostics.append(contentsOf: Build.run(options).diagnostics)
        case .gitTree:
            GitTree.fuzz(bytes, diagnostics: &diagnostics)
        case .kotlin:
            let file = KotlinFile.parse(bytes, path: "Theme.kt", diagnostics: &diagnostics)
            var raw = RawCatalogue(config: SiteConfig())
            KotlinSourceLoader.read([file], config: AndroidSourceConfig(), into: &raw, diagnostics: &diagnostics)
            _ = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        case .xml:
            let day = AndroidResourceFile.read(bytes, path: "values/colors.xml", night: false, diagnostics: &diagnostics)
            var night = day
            night.night = true
            night.entries = night.entries.map { entry in
                var entry = entry
                entry.night = true
                return entry
            }
            var raw = RawCatalogue(config: SiteConfig())
            AndroidResourceLoader.build(
                [day, night], paletteFiles: [], paletteColors: AndroidResourceLoader.guessPalette([day, night]), into: &raw,
                diagnostics: &diagnostics)
            _ = CatalogueChecker.check(raw, diagnostics: &diagnostics)
        case .appCode:
            return AppCodeFuzz.run(bytes)
        }
        return diagnostics.sorted.map { context.line($0) }
    }

    /// Whether a second run on the same bytes is cheap enough to check determinism on every input.
    public var checksDeterminism: Bool { self != .pipeline && self != .swift }

    private static func mustache(_ bytes: [UInt8], diagnostics: inout Diagnostics) {
        let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
        let names = ["page", "a", "b", "c"]
        var templates: [String: MustacheTemplate] = [:]
        for (name, part) in zip(names, parts) {
            do throws(MustacheError) {
                let template = try MustacheTemplate(source: String(decoding: part, as: UTF8.self), name: name)
                _ = template.lookups
                templates[name] = template
            } catch {
                diagnostics.append(.error(error.id, error.message, at: SourceLocation(file: error.template, line: error.line, column: error.column)))
            }
        }
        guard let page = templates["page"] else { return }
        for strict in [false, true] {
            do throws(MustacheError) {
                var renderer = MustacheRenderer(partials: templates, strict: strict)
                renderer.workBudget = fuzzWorkBudget
                _ = try renderer.renderUTF8(page, context: fuzzContext)
                // The section memo (`MustacheSectionMemo`) changes no byte and no error: the
                // shared objects rendered twice with one renderer, against the same unshared.
                // On a smaller budget: these three renderings quadrupled the cost of an input
                // that multiplies (sections nested ninety deep over a list took 8 s of CPU in the
                // sanitized build, and a loaded machine made that a 60 s timeout).
                renderer.workBudget = Self.fuzzWorkBudget / 8
                let shared = Result { () throws(MustacheError) in try renderer.renderUTF8(page, context: fuzzContext(shared: true)) }
                let again = Result { () throws(MustacheError) in try renderer.renderUTF8(page, context: fuzzContext(shared: true)) }
                let plain = Result { () throws(MustacheError) in
                    try renderer.withoutMemo.renderUTF8(page, context: fuzzContext(shared: false))
                }
                precondition(shared == plain && again == plain, "the section memo changed what a template renders")
            } catch {
                diagnostics.append(.error(error.id, error.message, at: SourceLocation(file: error.template, line: error.line, column: error.column)))
            }
        }
    }

    /// Template tags one fuzzed rendering may visit: enough for every real page shape, small
    /// enough that sections nested ninety deep over a list stop within seconds in the sanitized
    /// build (each tag there looks a name up through ninety contexts: 200,000 tags took 5 s of
    /// CPU, a timeout on a loaded machine).
    static let fuzzWorkBudget = 50_000

    /// Objects alike in several places of a context, marked shared or not (`MustacheObject.isShared`):
    /// the same section then shows one object in different surroundings.
    static func fuzzContext(shared: Bool) -> MustacheValue {
        func object(_ members: MustacheObject) -> MustacheValue {
            var object = members
            object.isShared = shared
            return .object(object)
        }
        let swatch = object(["hex": "#0060df", "title": "<s>", "list": [1, 2], "flag": false])
        let outer = object(["swatch": swatch, "name": "outer", "flag": true])
        return [
            "title": "A <b>&\"title\"", "flag": true, "n": 3, "partial": "a", "parent": "b", "swatch": swatch,
            "list": [outer, ["swatch": swatch, "title": "two", "flag": false], swatch, outer, ["name": "plain", "swatch": outer]],
            "site": object(["title": "Site", "swatch": swatch, "page": outer]),
        ]
    }

    /// A context with every kind of value: strings needing escapes, lists, nested objects,
    /// numbers, booleans, null, and names of the partials for dynamic partials.
    private static let fuzzContext: MustacheValue = [
        "title": "A <b>&\"title\"", "html": "<em>ok</em>", "flag": true, "off": false, "none": nil, "n": 3, "x": 0.5,
        "list": [["name": "one", "hex": "#0060df"], ["name": "two", "list": [1, 2, 3]], "three"],
        "empty": [], "site": ["title": "Site", "page": ["title": "Page", "depth": 2]], "partial": "a", "parent": "b",
    ]
}
