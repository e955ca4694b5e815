import Foundation
import Synchronization

/// Render stage: a checked catalogue and a template set in, the site's files (path → bytes)
/// out, each handed to a `SiteSink` as soon as it is rendered. The only input it reads is the
/// guides' content, from the store it is handed (`GuideStore`); a read that fails fails the page.
public struct SiteRenderer: Sendable {
    public let catalogue: Catalogue
    public let templates: TemplateSet
    /// Where the content of the catalogue's guides is.
    let guideStore: GuideStore
    private let models: ViewModels
    /// With several platforms: their view models and the pages that lay them side by side.
    let platformViews: PlatformViews?
    /// Internal so that tests can read its memos and lower its work budget.
    var renderer: MustacheRenderer
    /// Files copied as they are (what guides link to or show, the images page's pictures), by path.
    private let copies: [String: SiteCopy]
    /// How the generated files make each guide's part (a long-running build memoizes them).
    var generatedChunks: GeneratedChunks

    public init(
        catalogue: Catalogue, templates: TemplateSet, mentions: [String: [Guide]] = [:], copies: [String: SiteCopy] = [:],
        guides store: GuideStore = .memory
    ) {
        self.catalogue = catalogue
        self.templates = templates
        self.guideStore = store
        self.generatedChunks = GeneratedChunks(store: store)
        self.copies = copies
        self.models = ViewModels(catalogue, mentions: mentions)
        self.platformViews = PlatformViews(catalogue, merged: models, mentions: mentions)
        self.renderer = MustacheRenderer(partials: templates.templates, strict: true)
        renderer.workBudget = Self.workBudget(for: catalogue)
    }

    /// One page to render: where it goes, its template and its context. The context is
    /// everything the page reads, so two equal contexts with the same templates give the same
    /// bytes (the incremental build relies on it). It is made when the page is rendered, so a
    /// build holds only the contexts of the pages in flight, not one per page of the site.
    struct Page: Sendable {
        var path: String
        var template: String
        var makeContext: Context
        /// The context, its guides' content held in memory (tests; the template name check's probe).
        var context: MustacheValue { (try? makeContext(PageReads(.memory))) ?? .null }
    }

    /// How a page's context is made, when the page is rendered: the guides' content it shows
    /// is read through `reads`.
    typealias Context = @Sendable (PageReads) throws(SiteWriter.Failure) -> MustacheValue

    /// One file of the site and how to make it.
    struct OutputFile: Sendable {
        enum Source: Sendable {
            case page(template: String, context: Context)
            case bytes([UInt8])
            /// A file copied as it is, read when it is written.
            case copy(SiteCopy)
            /// Generated files written piece by piece as they are made, all by one job: `paths`
            /// are every file it writes (the first is the file's `path`).
            case streamed(paths: [String], write: @Sendable (any SiteSink) throws(SiteWriter.Failure) -> Void)
            /// A template rendered, then wrapped as a script.
            case script(template: String, context: Context)
        }
        var path: String
        var source: Source

        /// Every file this one writes: its path, or all the paths of a streamed source.
        var paths: [String] {
            if case .streamed(let paths, _) = source { return paths }
            return [path]
        }
    }

    /// Renders every file of the site and hands each to `sink` as soon as it is made, on
    /// `workers` threads at once. Returns the number of files. The bytes do not depend on
    /// `workers`, and the diagnostics neither: each failing template is reported once, from the
    /// first page (in site order) that failed with it. A sink failure stops the rendering and
    /// is thrown.
    @discardableResult
    public func render(
        into sink: some SiteSink, workers: Int = SiteRenderer.defaultWorkers, diagnostics: inout Diagnostics
    ) throws(SiteWriter.Failure) -> Int {
        try render(outputFiles(diagnostics: &diagnostics), into: sink, workers: workers, diagnostics: &diagnostics)
    }

    /// Renders `files` except those `skip` names (the incremental build's unchanged pages).
    func render(
        _ files: [OutputFile], into sink: some SiteSink, workers: Int, skip: @escaping @Sendable (Int) -> Bool = { _ in false },
        diagnostics: inout Diagnostics
    ) throws(SiteWriter.Failure) -> Int {
        // The first page (in site order) that ran out of its work budget: the pages after it
        // are not rendered (a template that multiplies its work on one page mostly does on all
        // of them, and each would spend its whole budget), and only failures up to it are
        // reported. Every page before it is rendered, so which failures those are does not
        // depend on the order the workers took the pages in.
        let outOfBudget = Mutex(Int.max)
        let failures = try Parallel.map(files.count, workers: workers) { index throws(SiteWriter.Failure) -> MustacheError? in
            guard !skip(index), index < outOfBudget.withLock({ $0 }) else { return nil }
            let failure = try write(files[index], into: sink)
            if failure?.id == MustacheError.tooLargeID { outOfBudget.withLock { $0 = Swift.min($0, index) } }
            return failure
        }.enumerated().compactMap { index, failure in failure.map { (index, $0) } }
        let cut = outOfBudget.withLock { $0 }
        let reported = failures.filter { $0.0 <= cut }
        report(reported, in: files, diagnostics: &diagnostics)
        let unwritten = cut == Int.max ? 0 : files[(cut + 1)...].reduce(0) { $0 + $1.paths.count }
        return files.reduce(0) { $0 + $1.paths.count } - reported.count - unwritten
    }

    /// Reports the templates that failed, each once, from the first of `files` that failed with it.
    func report(_ failures: [(Int, MustacheError)], in files: [OutputFile], diagnostics: inout Diagnostics) {
        var failed = Set<String>()
        for (index, error) in failures.sorted(by: { $0.0 < $1.0 }) {
            let template: String
            switch files[index].source {
            case .page(let name, _), .script(let name, _): template = name
            default: continue
            }
            guard failed.insert(template).inserted else { continue }
            // One report per template, not one per page rendered from it.
            diagnostics.append(error.diagnostic)
        }
    }

    /// Two, or as many as the machine has.
    public static var defaultWorkers: Int { Parallel.defaultWorkers }

    /// Every file of the site in a fixed order: the big generated files first (so they overlap
    /// the pages), then the pages, then the assets, then the files guides copy.
    /// `including` keeps only the paths it accepts (the incremental build's dependent outputs).
    func outputFiles(including wanted: ((String) -> Bool)? = nil, diagnostics: inout Diagnostics) -> [OutputFile] {
        let catalogue = self.catalogue
        let chunks = generatedChunks
        let values = models.values
        let usage = models.usage
        // Streamed record by record: both search index files from one pass over the records.
        var files: [OutputFile] = [
            OutputFile(path: SearchIndex.jsonPath, source: .streamed(paths: [SearchIndex.jsonPath, SearchIndex.scriptPath]) { sink throws(SiteWriter.Failure) in
                try SearchIndex.write(catalogue, guideChunk: chunks.searchIndex, values: values, usage: usage, into: sink)
            }),
            OutputFile(path: CatalogueJSON.path, source: .streamed(paths: [CatalogueJSON.path]) { sink throws(SiteWriter.Failure) in
                try CatalogueJSON.write(catalogue, guideChunk: chunks.catalogueRules, values: values, into: sink)
            }),
        ]
        for platform in catalogue.platforms {
            let path = CatalogueJSON.platformFile(platform.id)
            files.append(OutputFile(path: path, source: .streamed(paths: [path]) { sink throws(SiteWriter.Failure) in
                try CatalogueJSON.write(platform.catalogue, at: path, into: sink)
            }))
        }
        if let wanted { files = files.filter { wanted($0.path) } }
        if templates.templates[TemplateSet.guideMenu] != nil, wanted?(Self.guideMenuScript) ?? true {
            let menu = guideMenuContext()
            files.append(OutputFile(path: Self.guideMenuScript, source: .script(template: TemplateSet.guideMenu, context: { _ in menu })))
        }
        for page in pages(including: wanted, diagnostics: &diagnostics) where templates.templates[page.template] != nil {
            files.append(OutputFile(path: page.path, source: .page(template: page.template, context: page.makeContext)))
        }
        // The app's code pages' style and script only go out with them.
        for path in templates.assets.keys.sorted() where (wanted?(path) ?? true) && (catalogue.appCode != nil || !Self.appCodeAssets.contains(path)) {
            files.append(OutputFile(path: path, source: .bytes(templates.assets[path]!)))
        }
        for path in copies.keys.sorted() where templates.assets[path] == nil && wanted?(path) ?? true {
            files.append(OutputFile(path: path, source: .copy(copies[path]!)))
        }
        return files
    }

    /// Makes one file and hands it to `sink`; the template error that stopped it, if any.
    func write(_ file: OutputFile, into sink: some SiteSink) throws(SiteWriter.Failure) -> MustacheError? {
        switch file.source {
        case .bytes(let bytes): try sink.write(file.path, bytes)
        case .copy(let copy): try copy.write(to: file.path, into: sink)
        case .streamed(_, let write): try write(sink)
        case .page(let template, let context):
            // Streamed as it is rendered: a page as big as the Rules page of 20,000 guides is
            // never held whole. A page whose template fails, or whose guides' content could not
            // be read, is never closed, so no sink keeps it (and the build that reports the
            // error writes nothing).
            let reads = PageReads(guideStore)
            let context = try context(reads)
            let stream = try sink.open(file.path)
            let failure = StreamFailure()
            do {
                try renderer.render(templates.templates[template]!, context: context) { bytes in
                    guard failure.error == nil else { return }
                    do throws(SiteWriter.Failure) { try stream.append(bytes) } catch { failure.error = error }
                }
            } catch {
                // A read that failed left an item empty, which a template may then fail on.
                try reads.check()
                return error
            }
            if let error = failure.error { throw error }
            try reads.check()
            try stream.close()
        case .script(let template, let context):
            let bytes: [UInt8]
            let reads = PageReads(guideStore)
            let context = try context(reads)
            do {
                bytes = try renderer.renderUTF8(templates.templates[template]!, context: context)
            } catch {
                try reads.check()
                return error
            }
            try reads.check()
            try sink.write(file.path, Self.guideMenuScript(bytes))
        }
        return nil
    }

    /// The first write failure of a page being streamed (the renderer's callback cannot throw it).
    private final class StreamFailure {
        var error: SiteWriter.Failure?
    }

    /// Every page of the site with its context, in a fixed order.
    func pages(including wanted: ((String) -> Bool)? = nil, diagnostics: inout Diagnostics) -> [Page] {
        var pages: [Page] = []
        // What every page at the same depth shares (navigation, counts), built once per depth;
        // `navCurrent` depends on the template alone: made once per template, not per page.
        // A few of each, found by comparing (ten thousand token pages hashed both names).
        var shared: [(root: String, base: MustacheObject)] = []
        var navCurrents: [(template: String, value: MustacheValue)] = []
        // The layout's frame (`frame`), one object for every page at the same depth made from
        // the same template, so that the renderer copies its sections' bytes (`isShared`).
        var frames: [(root: String, template: String, value: MustacheValue)] = []
        func page(
            _ path: String, _ template: String, title: String,
            _ extra: @escaping @Sendable (String, PageReads) throws(SiteWriter.Failure) -> MustacheObject
        ) {
            guard wanted?(path) ?? true else { return }
            let root = Paths.root(of: path)
            let base: MustacheObject
            if let known = shared.first(where: { $0.root == root }) {
                base = known.base
            } else {
                base = self.base(root: root)
                shared.append((root, base))
            }
            let navCurrent: MustacheValue
            if let known = navCurrents.first(where: { $0.template == template }) {
                navCurrent = known.value
            } else {
                navCurrent = Self.navCurrent(template)
                navCurrents.append((template, navCurrent))
            }
            let frame: MustacheValue
            if let known = frames.first(where: { $0.root == root && $0.template == template }) {
                frame = known.value
            } else {
                frame = Self.frame(of: base, navCurrent: navCurrent, shared: true)
                frames.append((root, template, frame))
            }
            pages.append(Page(path: path, template: template) { reads throws(SiteWriter.Failure) in
                let members = try extra(root, reads)
                var context = base
                // The shared base's members copied once, at the page's size, not again as they grow.
                context.reserveCapacity(base.count + 4 + members.count)
                context["pageTitle"] = .string(title)
                context["page"] = .string(template)
                context["navCurrent"] = navCurrent
                for (k, v) in members { context[k] = v }
                // A page that sets a key of the frame itself (a theme page's `navThemes`) has a
                // frame of its own.
                let keys = Self.frameKeys
                context["frame"] = keys.names.indices.contains(where: { members[keys.names[$0], keys.tags[$0]] != nil })
                    ? Self.frame(of: context, navCurrent: navCurrent, shared: false) : frame
                return .object(context)
            })
        }

        // Each token's row is made as the tokens page reaches it (`ViewModels.categories`); the
        // home page reads only the categories' names.
        let models = self.models
        page("index.html", "home", title: catalogue.title) { root, _ in
            ["categories": models.categories(root: root), "guides": guideList(root: root, limit: Self.homeGuides),
             "moreGuides": .bool(catalogue.guides.count > Self.homeGuides), "changes": models.changesLink(root: root),
             "contrastSummary": models.contrastSummary(root: root)]
        }
        let views = platformViews
        page("palette.html", "palette", title: "Palette") { root, _ in ["groups": views?.paletteGroups(root: root) ?? models.paletteGroups(root: root)] }
        // The Role column only when some token has a role (its description) to show.
        let hasRoles = catalogue.tokens.contains { $0.description != nil }
        page("tokens.html", "tokens", title: "Tokens") { root, _ in
            guard let views else { return ["categories": models.categories(root: root), "hasRoles": .bool(hasRoles)] }
            return ["categories": views.tokenCategories(root: root), "themes": views.tokenColumns(root: root),
                    "platformNav": views.navigation(current: nil, root: root), "hasRoles": .bool(hasRoles)]
        }
        // The Rules page holds every guide's rules: the largest page of a site with guides, made
        // early so that the other pages overlap it (made last, one worker made it alone).
        page("rules.html", "rules", title: "Rules") { root, reads in
            // Every guide's rules, not its body (a one-shot build keeps the guides' content on
            // disk), each guide's context made as the page reaches it and let go after: the rule
            // HTML of 20,000 guides is read back a guide at a time, never held at once.
            let ruleGuides = catalogue.guides.indices.filter { catalogue.guides[$0].ruleCount > 0 }
            return ["ruleGuides": .lazyArray(MustacheLazyList(count: ruleGuides.count, itemWork: Self.ruleGuideWork) { index in
                let guide = catalogue.guides[ruleGuides[index]]
                guard let (sections, rules) = reads.outline(of: guide) else { return .null }
                return .object(self.guideFields(guide, sections: sections, rules: rules, root: root))
            })]
        }
        // Each token page's and guide page's closure holds its index and one shared box, nothing
        // else: capturing `self` or the view models (structs) copied them, a retain of each of
        // their fields, into each of 10,000 token or 20,000 guide closures.
        let box = Shared(self)
        for index in catalogue.tokens.indices {
            // The name alone is captured: the declaration would be copied into each closure.
            let name = catalogue.tokens[index].name
            page(Paths.token(name), "token", title: name) { root, _ in
                // Read in place through the box (a local copy would retain every field again).
                ["token": box.renderer.models.token(at: index, root: root), "contrast": box.renderer.models.tokenContrast(name, root: root),
                 "change": box.renderer.models.tokenChange(name, root: root),
                 "platform": box.renderer.platformViews?.token(name, root: root) ?? .null,
                 "resource": box.renderer.catalogue.tokens[index].resourceSpelling.map(MustacheValue.string) ?? .null]
            }
        }
        if let views { platformPages(views) { page($0, $1, title: $2, $3) } }
        for theme in catalogue.themes where !catalogue.contrast.isEmpty {
            page(Paths.contrast(theme.info.id), "contrast", title: "Contrast · \(theme.info.label)") { root, _ in
                ["contrast": models.contrastPage(theme.info, root: root)]
            }
        }
        for (index, theme) in catalogue.themes.enumerated() {
            page(Paths.theme(theme.info.id), "theme", title: "\(theme.info.label) theme") { root, _ in
                let (themes, navThemes) = self.navThemes(current: index, root: root)
                return ["theme": models.theme(theme.info, root: root), "themes": themes, "navThemes": navThemes,
                        "chrome": models.chromeContext(theme.info),
                        "categories": views?.themeCategories(theme.info.id, root: root) ?? themeCategories(index, root: root),
                        "platformNote": views?.themeNote(theme.info.id) ?? .null]
            }
        }
        page(Self.guidesIndex, "guides", title: "Guides") { root, _ in ["guides": guideList(root: root)] }
        for (index, guide) in catalogue.guides.enumerated() {
            page(guide.page, "guide", title: guide.title) { root, reads throws(SiteWriter.Failure) in
                let renderer = box.renderer
                let guide = renderer.catalogue.guides[index]
                return ["guide": renderer.guide(guide, try reads.content(of: guide), root: root), "currentGuide": renderer.guideLink(index, root: root),
                        "previousGuide": renderer.guideLink(index - 1, root: root), "nextGuide": renderer.guideLink(index + 1, root: root)]
            }
        }
        page("images.html", "images", title: "Images") { root, _ in ["images": models.imagesPage(root: root)] }
        if catalogue.appCode != nil {
            page(Self.codePage, "code", title: "In code") { root, _ in ["code": models.codePage(root: root)] }
            page(Self.migrationPage, "migration", title: "Migration") { root, _ in ["migration": models.migrationPage(root: root)] }
        }
        page("search.html", "search", title: "Search") { _, _ in MustacheObject(SearchIndex.page(catalogue, chromes: models.themeChromes)) }
        if let changes = catalogue.changes {
            page(Paths.changes, "changes", title: "Changes since \(changes.against)") { root, _ in ["changes": models.changesPage(root: root)] }
        }
        return pages
    }

    /// What the layout's header, guide menu link and footer read (`frame`): the page's own
    /// `root`, `site`, `navCurrent`, `navThemes`, `allThemes` and `isNavCurrent` (false, for
    /// the themes of `navThemes` that are not the page's). The layout wraps those parts in
    /// `{{#frame}}`, so that they render once per depth and template and are copied from the
    /// renderer's memo for every other page (`MustacheSectionMemo`): they were a fifth of
    /// rendering a token page.
    static let frameKeys = MustacheKeys(["root", "site", "navCurrent", "navThemes", "allThemes", "isNavCurrent"])

    /// The frame of a page whose context is `context`; `shared` when every page at its depth
    /// made from its template has the same one.
    static func frame(of context: MustacheObject, navCurrent: MustacheValue, shared: Bool) -> MustacheValue {
        var frame = MustacheObject(frameKeys)
        for name in frameKeys.names {
            frame.add(name == "navCurrent" ? navCurrent : context[name] ?? .null, frameKeys)
        }
        frame.isShared = shared
        return .object(frame)
    }

    /// Templates of the pages the header links to, each once (`navCurrent.<template>` in the layout).
    static let navPages = ["home", "palette", "tokens", "drift", "images", "rules", "guides", "search", "code", "migration"]

    /// The app's code pages (with `appCode` only): tokens by use, and what is left to migrate.
    static let codePage = "code.html"
    static let appCodeAssets: Set<String> = ["assets/code.css", "assets/uses.js"]
    static let migrationPage = "migration.html"

    /// Which header link is the page rendered from `template`, for aria-current (only whole
    /// pages, not parts).
    static func navCurrent(_ template: String) -> MustacheValue {
        var navCurrent = MustacheObject()
        for page in navPages { navCurrent[page] = .bool(false) }
        navCurrent[template] = .bool(true)
        return .object(navCurrent)
    }

    func base(root: String) -> MustacheObject {
        [
            "root": .string(root),
            "site": .object([
                "title": .string(catalogue.title),
                "colorCount": .int(catalogue.palette.count), "tokenCount": .int(catalogue.tokens.count),
                "themeCount": .int(catalogue.themes.count), "guideCount": .int(catalogue.guides.count),
                "imageCount": .int(catalogue.images.count),
                "ruleCount": .int(catalogue.guides.reduce(0) { $0 + $1.ruleCount }),
                "hasPlatforms": .bool(!catalogue.platforms.isEmpty),
                "appCode": models.siteAppCode(),
            ]),
            "themes": models.themes(root: root), "isNavCurrent": .bool(false),
            // Read by the templates outside a catalogue of several platforms too (null there).
            "platform": .null, "platformNav": .null, "platformNote": .null, "platformValues": .null, "platformHexes": .null,
            "otherAnchors": .null, "absent": .null, "drift": .null,
            "navThemes": catalogue.themes.count <= Self.navThemeLimit ? models.themes(root: root) : .array([]),
            "allThemes": catalogue.themes.count <= Self.navThemeLimit
                ? .null : .object(["url": .string(root + Self.themesIndex), "count": .int(catalogue.themes.count)]),
            // Where a page sits among the guides; set on guide pages.
            "currentGuide": .null, "previousGuide": .null, "nextGuide": .null,
        ]
    }

    /// Themes the header names one by one (`navThemes`). With more, it links to the home page's
    /// list of them (`allThemes`) and names only the theme whose page is being read: a header
    /// naming every theme on every page made the site grow as pages × themes (2,000 themes:
    /// 261 MB, most of it the theme pages' headers).
    static let navThemeLimit = 8
    /// Where `allThemes` links: the list of themes on the home page.
    static let themesIndex = "index.html#themes"

    /// For the page of the theme at `current`: every theme with `isNavCurrent` on that one
    /// (`themes`, made as a template reaches each when there are more than the header names),
    /// and the themes the header names (`navThemes`).
    private func navThemes(current: Int, root: String) -> (themes: MustacheValue, navThemes: MustacheValue) {
        let models = self.models
        let themes = catalogue.themes
        @Sendable func item(_ index: Int) -> MustacheValue {
            guard case .object(var object) = models.theme(themes[index].info, root: root) else { return .null }
            object["isNavCurrent"] = .bool(index == current)
            return .object(object)
        }
        guard themes.count > Self.navThemeLimit else {
            let all = MustacheValue.array(themes.indices.map(item))
            return (all, all)
        }
        return (.lazyArray(MustacheLazyList(count: themes.count, item: item)), .array([item(current)]))
    }

    private static let themeTokenKeys = MustacheKeys(["name", "url", "code", "swatch", "chain"])

    /// Each token's row made as the page reaches it and let go after, as the tokens page's are:
    /// a theme page of a large catalogue holds one row at a time, not a swatch for every token.
    private func themeCategories(_ themeIndex: Int, root: String) -> MustacheValue {
        let keys = Self.themeTokenKeys
        let models = self.models
        return .array(models.tokenCategories.map { name, tokens in
            .object(["name": .string(name), "anchor": .string(Paths.anchor(name)), "count": .int(tokens.count),
                     "tokens": .lazyArray(MustacheLazyList(count: tokens.count, itemWork: Self.themeRowWork) { item in
                let tokenIndex = tokens[item]
                let texts = models.tokenTexts[tokenIndex]
                var object = MustacheObject(keys)
                object.add(texts.name, keys)
                object.add(texts.url(root: root), keys)
                object.add(texts.code, keys)
                object.add(models.swatch(tokenAt: tokenIndex, themeAt: themeIndex, root: root), keys)
                object.add(models.chain(tokenAt: tokenIndex, themeAt: themeIndex), keys)
                return .object(object)
            })])
        })
    }

    /// The renderer, shared by reference among many closures.
    private final class Shared: Sendable {
        let renderer: SiteRenderer
        init(_ renderer: SiteRenderer) { self.renderer = renderer }
    }
}
