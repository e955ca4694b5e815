/// The app's code on the site: each token's, palette colour's and image's uses, the In code
/// page (tokens by use, unused first) and the Migration page. Every context is null when the
/// site config reads no code, so the pages are as they were without it.
extension ViewModels {
    /// The places in a list, each `path:line` and its link (null without `sourceURL`), made as
    /// the page reaches them.
    static func places(_ uses: [AppCodeReport.Use], in report: AppCodeReport) -> MustacheValue {
        guard !uses.isEmpty else { return .array([]) }
        return .lazyArray(MustacheLazyList(count: uses.count) { index in
            .object(["place": .string(report.place(uses[index])), "url": report.url(uses[index]).map(MustacheValue.string) ?? .null])
        })
    }

    /// `count`, `isUnused`, `places` ("place" or "places") and `uses`; null without app code.
    static func codeUses(_ uses: [AppCodeReport.Use], in report: AppCodeReport?) -> MustacheValue {
        guard let report else { return .null }
        return .object([
            "count": .int(uses.count), "isUnused": .bool(uses.isEmpty), "places": .string(uses.count == 1 ? "place" : "places"),
            "uses": places(uses, in: report),
        ])
    }

    func tokenCodeUses(at index: Int) -> MustacheValue {
        guard let report = catalogue.appCode else { return .null }
        return Self.codeUses(report.tokenUses[catalogue.tokens[index].name] ?? [], in: report)
    }

    /// A palette colour's direct reads; null without app code or without reads.
    func paletteCodeUses(_ name: String) -> MustacheValue {
        guard let report = catalogue.appCode, let uses = report.paletteUses[name], !uses.isEmpty else { return .null }
        return Self.codeUses(uses, in: report)
    }

    /// An image's uses; null without app code.
    func imageCodeUses(_ value: String) -> MustacheValue {
        guard let report = catalogue.appCode else { return .null }
        return Self.codeUses((report.imageUses[value] ?? []).map(\.use), in: report)
    }

    /// `site.appCode`: how much code was read; null without app code.
    func siteAppCode() -> MustacheValue {
        guard let report = catalogue.appCode else { return .null }
        return .object([
            "fileCount": .int(report.files.count), "commit": report.commit.map(MustacheValue.string) ?? .null,
        ])
    }

    // MARK: - The In code page

    func codePage(root: String) -> MustacheValue {
        guard let report = catalogue.appCode else { return .null }
        // Fewest uses first, so unused tokens lead; ties in catalogue order.
        let order = catalogue.tokens.indices.sorted {
            let (a, b) = (report.useCount(ofToken: catalogue.tokens[$0].name), report.useCount(ofToken: catalogue.tokens[$1].name))
            return a != b ? a < b : $0 < $1
        }
        let unused = order.filter { report.useCount(ofToken: catalogue.tokens[$0].name) == 0 }.count
        let tokens = MustacheLazyList(count: order.count) { [self] item in
            let index = order[item]
            let token = catalogue.tokens[index]
            let uses = report.tokenUses[token.name] ?? []
            return .object([
                "name": .string(token.name), "url": .string(root + Paths.href(Paths.token(token.name))),
                "category": .string(token.category), "count": .int(uses.count), "isUnused": .bool(uses.isEmpty),
                "first": uses.first.map { .object(["place": .string(report.place($0)), "url": report.url($0).map(MustacheValue.string) ?? .null]) } ?? .null,
            ])
        }
        let palette = catalogue.palette.compactMap { color -> MustacheValue? in
            guard let uses = report.paletteUses[color.name], !uses.isEmpty else { return nil }
            return .object([
                "name": .string(color.name), "url": .string(root + "palette.html#" + Paths.fragment(Paths.anchor(color.name))),
                "count": .int(uses.count), "uses": Self.places(uses, in: report),
            ])
        }
        let images = catalogue.images.compactMap { image -> MustacheValue? in
            guard let uses = report.imageUses[image.value], !uses.isEmpty else { return nil }
            return .object([
                "value": .string(image.value), "url": .string(root + "images.html#" + Paths.fragment(Paths.anchor(image.value))),
                "code": .string(image.codeReference), "count": .int(uses.count),
                "themedCount": .int(uses.filter(\.themed).count), "uses": Self.places(uses.map(\.use), in: report),
            ])
        }
        func reads(_ reads: [AppCodeReport.Read]) -> MustacheValue {
            .array(reads.map { read in
                .object(["text": .string(read.text), "name": .string(read.name), "place": .string(report.place(read.use)),
                         "url": report.url(read.use).map(MustacheValue.string) ?? .null])
            })
        }
        let migration = report.migrationUses.count
        return .object([
            "fileCount": .int(report.files.count), "files": .string(report.files.count == 1 ? "file" : "files"),
            "tokenCount": .int(order.count), "unusedCount": .int(unused), "hasUnused": .bool(unused > 0),
            "tokens": .lazyArray(tokens),
            "palette": .array(palette), "hasPalette": .bool(!palette.isEmpty),
            "images": .array(images), "hasImages": .bool(!images.isEmpty),
            "unknownTokens": reads(report.unknownTokens), "hasUnknownTokens": .bool(!report.unknownTokens.isEmpty),
            "darkImageNames": reads(report.darkImageNames), "hasDarkImageNames": .bool(!report.darkImageNames.isEmpty),
            "migrationCount": .int(migration), "hasMigration": .bool(migration > 0),
        ])
    }

    // MARK: - The Migration page

    func migrationPage(root: String) -> MustacheValue {
        guard let report = catalogue.appCode else { return .null }
        let uses = report.migrationUses
        let counts = report.migrationCounts
        let namespace = catalogue.code.palette.first
        // Only the kinds some code still has get a column.
        let kinds = AppCodeReport.MigrationKind.all.filter { (counts[$0] ?? 0) > 0 }
        var byFile: [Int: [AppCodeReport.MigrationUse]] = [:]
        for use in uses { byFile[use.use.file, default: []].append(use) }
        // Most left first; ties by path.
        let files = byFile.keys.sorted { a, b in
            let (x, y) = (byFile[a]!.count, byFile[b]!.count)
            return x != y ? x > y : report.files[a] < report.files[b]
        }
        return .object([
            "total": .int(uses.count), "hasAny": .bool(!uses.isEmpty), "fileCount": .int(files.count),
            "kinds": .array(AppCodeReport.MigrationKind.all.map { kind in
                .object(["code": .string(kind.code(palette: namespace)), "what": .string(Self.migrationWhat(kind)),
                         "count": .int(counts[kind] ?? 0), "isDone": .bool((counts[kind] ?? 0) == 0)])
            }),
            "columns": .array(kinds.map { .object(["code": .string($0.code(palette: namespace))]) }),
            "files": .array(files.map { file in
                let list = byFile[file]!
                return .object([
                    "path": .string(report.files[file]), "total": .int(list.count),
                    "counts": .array(kinds.map { kind in .object(["count": .int(list.filter { $0.kind == kind }.count)]) }),
                    "uses": .array(list.map { use in
                        .object(["code": .string(use.kind.code(palette: namespace)), "text": .string(use.text),
                                 "place": .string(report.place(use.use)),
                                 "url": report.url(use.use).map(MustacheValue.string) ?? .null])
                    }),
                ])
            }),
        ])
    }

    static func migrationWhat(_ kind: AppCodeReport.MigrationKind) -> String {
        switch kind {
        case .legacy(let legacy): "Legacy theming: " + legacy.what
        case .palette: "Palette colours read directly"
        }
    }
}
