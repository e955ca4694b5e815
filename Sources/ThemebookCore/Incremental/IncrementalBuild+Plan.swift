/// What one rebuild makes, and how: the plan, then the rendering.
extension IncrementalBuild {
    struct Plan {
        var files: [SiteRenderer.OutputFile]
        /// Whether each page's context is digested, to be compared next time. A guide plan
        /// renders what it lists without (the pages were chosen as depending on the change, and
        /// digesting the rules page's context would cost more than rendering it).
        var digestContexts: Bool
        /// Whether a page whose context has the digest of last time is skipped (not after the
        /// templates changed).
        var skipUnchanged = false
        var generated: [String] = []
        /// Every path of the site (a full plan); nil for a guide plan, which knows what is `gone`.
        var produced: Set<String>?
        var gone: [String] = []

        /// The paths of the last site that this one no longer has.
        func removed(_ previous: Dictionary<String, Digest>.Keys) -> [String] {
            if let produced { return previous.filter { !produced.contains($0) } }
            return gone.filter { previous.contains($0) }
        }
    }

    /// After a guide-only change on the same kept stages and templates as the site: the outputs
    /// `GuideChanges` names. Otherwise every file of the site, each page skipped if its context
    /// is as last time (unless the templates changed).
    func plan(
        _ stages: Pipeline.Prepared, renderer: SiteRenderer, fast: Bool, builtOn before: BuiltGuides?,
        diagnostics: inout Diagnostics
    ) -> Plan {
        let catalogue = stages.catalogue
        var renderer = renderer
        renderer.generatedChunks = chunks.chunks(catalogue.guides)
        let generated = Set(Self.generatedPaths)
        if fast, !templatesDirty, let before, before.generation == generation, let templates = stages.templates {
            let reads = templateReads(templates)
            let changes = GuideChanges(
                old: before.guides, new: catalogue.guides, oldMentions: before.mentions, newMentions: stages.guides.mentions,
                relinked: relinked)
            // The files guides copy are digested each time: cheap, and a copied file may be
            // Markdown among the guides.
            let copies = Set(stages.guides.files.keys)
            var made: Set<String> = []
            if changes.searchIndex, chunks.searchChanged { made.insert(SearchIndex.jsonPath) }
            if changes.catalogueJSON, chunks.rulesChanged { made.insert(CatalogueJSON.path) }
            var files: [SiteRenderer.OutputFile]
            if changes.guideCount || changes.ruleCount {
                files = renderer.outputFiles(diagnostics: &diagnostics).filter { file in
                    switch file.source {
                    case .page(let template, _), .script(let template, _): changes.includes(file.path, template: template, reads: reads)
                    default: copies.contains(file.path) || made.contains(file.path)
                    }
                }
            } else {
                files = renderer.outputFiles(
                    including: { changes.pages.contains($0) || copies.contains($0) || made.contains($0) }, diagnostics: &diagnostics)
            }
            var plan = Plan(files: files, digestContexts: false)
            plan.gone = changes.removedPages + before.copies.subtracting(copies).sorted()
            plan.generated = files.flatMap(\.paths).filter(generated.contains).sorted()
            return plan
        }
        let files = renderer.outputFiles(diagnostics: &diagnostics)
        return Plan(
            files: files, digestContexts: true, skipUnchanged: !templatesDirty,
            generated: files.flatMap(\.paths).filter(generated.contains).sorted(), produced: Set(files.flatMap(\.paths)))
    }

    private func templateReads(_ templates: TemplateSet) -> TemplateReads {
        if let reads, reads.generation == generation { return reads.reads }
        let made = TemplateReads(templates.templates)
        reads = (generation, made)
        return made
    }

    private enum Outcome: Sendable {
        case rendered(Digest?)
        case failed(MustacheError)
    }

    /// Renders the plan into `sink` on the build's workers. Returns the pages rendered, each with
    /// the digest of its context (nil when the plan did not work it out).
    func render(
        _ plan: Plan, renderer: SiteRenderer, into sink: ChangedFiles, diagnostics: inout Diagnostics
    ) throws(SiteWriter.Failure) -> [String: Digest?] {
        let files = plan.files, digesting = plan.digestContexts, skipping = plan.skipUnchanged, previous = contexts
        let store = renderer.guideStore
        let outcomes = try Parallel.map(files.count, workers: options.workers) { index throws(SiteWriter.Failure) -> Outcome? in
            var file = files[index]
            var digest: Digest?
            // The context is made once, here, to be digested; the guides' content its lists read
            // as the page renders is read through `reads`, checked once the page is written.
            let reads = PageReads(store)
            switch file.source {
            case .page(let template, let make), .script(let template, let make):
                let context = try make(reads)
                if digesting {
                    let made = Digest(context: context)
                    if skipping, previous[file.path] == made { return nil }
                    digest = made
                }
                if case .script = file.source {
                    file.source = .script(template: template, context: { _ in context })
                } else {
                    file.source = .page(template: template, context: { _ in context })
                }
            default: break
            }
            let error = try renderer.write(file, into: sink)
            try reads.check()
            if let error { return .failed(error) }
            return file.isTemplate ? .rendered(digest) : nil
        }
        var made: [String: Digest?] = [:]
        var failures: [(Int, MustacheError)] = []
        for (index, outcome) in outcomes.enumerated() {
            guard let outcome else { continue }
            switch outcome {
            case .rendered(let digest): made.updateValue(digest, forKey: files[index].path)
            case .failed(let error): failures.append((index, error))
            }
        }
        renderer.report(failures, in: files, diagnostics: &diagnostics)
        return made
    }
}

extension SiteRenderer.OutputFile {
    var isTemplate: Bool {
        switch source {
        case .page, .script: return true
        default: return false
        }
    }
}
