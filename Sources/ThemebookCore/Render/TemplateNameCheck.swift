/// Checks every name the site's templates look up against every key a page context can hold,
/// so a misspelt name is an error at its tag even in a branch this catalogue never renders
/// (`{{deprecaton}}` inside `{{#isDeprecated}}` when no token is deprecated).
///
/// The keys come from the view models themselves, applied to a small probe catalogue that
/// holds one of everything (every kind of value, a deprecated token, a guide with sections and
/// rules, a themed image with its assets), so the list cannot fall behind the code.
enum TemplateNameCheck {
    /// Reports each unknown name in the templates the templates folder overrides; a template with
    /// one joins `templates.unreadable`, so that rendering does not report it again. The built-in
    /// templates are checked by the tests (`TemplateSafetyTests`), so a build without overrides
    /// does not make the context keys, a probe site's worth of view models, on its one thread.
    static func check(_ templates: inout TemplateSet, diagnostics: inout Diagnostics) {
        let overridden = templates.overrides.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) }
        check(&templates, only: Set(overridden), diagnostics: &diagnostics)
    }

    /// The same for the templates `names`.
    static func check(_ templates: inout TemplateSet, only names: Set<String>, diagnostics: inout Diagnostics) {
        guard !names.isEmpty else { return }
        let keys = contextKeys
        for name in templates.templates.keys.sorted() where names.contains(name) {
            for lookup in templates.templates[name]!.lookups where !lookup.components.isEmpty {
                if !lookup.escaped, let last = lookup.components.last, !rawHTMLKeys.contains(last) {
                    diagnostics.warning(
                        "template-unescaped",
                        "'\(lookup.name)' is inserted without escaping; only \(rawHTMLKeys.sorted().joined(separator: " and ")) \(rawHTMLKeys.count == 1 ? "holds" : "hold") HTML themebook made safe",
                        at: SourceLocation(file: lookup.template, line: lookup.line, column: lookup.column))
                }
                guard let missing = lookup.components.first(where: { !keys.contains($0) }) else { continue }
                templates.unreadable.insert(name)
                diagnostics.error(
                    "template-unknown-name",
                    "'\(lookup.name)' names '\(missing)', which no page context holds",
                    at: SourceLocation(file: lookup.template, line: lookup.line, column: lookup.column),
                    suggestion: Suggestion.closest(to: missing, in: keys))
            }
        }
    }

    /// The keys whose values are HTML themebook rendered and escaped itself (guide bodies and
    /// rules): the only ones a template may insert with `{{{…}}}`.
    static let rawHTMLKeys: Set<String> = ["html"]

    /// Every key of every context the renderer builds for the probe catalogue.
    static let contextKeys: Set<String> = {
        var diagnostics = Diagnostics()
        var keys: Set<String> = []
        var pending: [MustacheValue] = []
        for catalogue in [probe, platformProbe] {
            let renderer = SiteRenderer(catalogue: catalogue, templates: TemplateSet(folder: ""), mentions: ["c": probe.guides])
            pending += renderer.pages(diagnostics: &diagnostics).map(\.context)
        }
        while let value = pending.popLast() {
            switch value {
            case .object(let members):
                keys.formUnion(members.keys)
                pending.append(contentsOf: members.values)
            case .array(let items):
                pending.append(contentsOf: items)
            case .lazyArray(let items):
                pending.append(contentsOf: items)
            default:
                break
            }
        }
        return keys
    }()

    /// The probe on two platforms that differ: a token and a palette colour's hex, a token one
    /// lacks, so every platform context is made with its every key.
    static var platformProbe: Catalogue {
        var a = probe
        a.platformID = "a"
        var b = probe
        b.platformID = "b"
        b.tokens.removeAll { $0.name == "g" }
        b.palette[0].color = Color(red: 1, green: 0, blue: 0)
        var platforms = [Platform(id: "a", label: "A", catalogue: a), Platform(id: "b", label: "B", catalogue: b)]
        var merged = PlatformMerge.merge(&platforms, title: "probe")
        merged.platforms = platforms
        let side = { (p: String) in PlatformDrift.Side(platform: p, value: a.themes[0].values["c"] ?? .unknown, location: nil) }
        merged.drift = [
            PlatformDrift(subject: .token("c", theme: "t"), sides: [side("a"), side("b")]),
            PlatformDrift(subject: .palette("P"), sides: [side("a"), side("b")]),
        ]
        return merged
    }

    /// One of everything a page can show.
    static var probe: Catalogue {
        let color = Color(red: 0, green: 0.4, blue: 0.9)
        let resolved = ResolvedColor(palette: "P", alpha: 0.5, color: color.with(alpha: 0.5), chain: [ChainStep("{G.P}", at: nil)])
        let theme = Theme(
            info: ThemeInfo(id: "t", label: "T", appearance: .dark, imageSuffix: "_dark", location: nil),
            values: ["c": .color(resolved), "g": .gradient([resolved, resolved]), "n": .none, "u": .unknown, "d": .color(resolved)])
        let rule = { (kind: RuleKind) in Rule(kind: kind, text: "r", html: "r", guide: "g", anchor: "do") }
        let guide = Guide(
            slug: "g", title: "G", order: 1, summary: "s", sourcePath: "g.md", html: "<p>g</p>",
            sections: [GuideSection(id: "do", title: "Do", level: 2, text: "t"), GuideSection(id: "x", title: "X", level: 3, text: "t")],
            rules: [rule(.do), rule(.dont)])
        var image = ImageIdentifier(
            name: "i", value: "iLarge", group: "Large", size: "24x24", themed: true, description: "d", namespace: "N",
            location: nil)
        image.assets = ["t": .found]
        image.previews = ["t": .picture([.init(scale: 1, path: "images/i.png")])]
        var catalogue = Catalogue(
            title: "probe", paletteGroups: ["G"], palette: [PaletteColor(name: "P", group: "G", color: color, location: nil)],
            tokens: [
                TokenDeclaration(
                    name: "c", category: "A", type: .color, description: "d",
                    contrast: ["d", "n", "u"].map { ContrastDeclaration(foreground: .init("c", at: nil), background: .init($0, at: nil)) }),
                TokenDeclaration(name: "g", category: "A", type: .gradient),
                TokenDeclaration(name: "n", category: "B", type: .color),
                TokenDeclaration(name: "u", category: "B", type: .color),
                TokenDeclaration(name: "d", category: "B", type: .color, deprecated: "use c"),
            ],
            themes: [theme], images: [image], guides: [guide])
        var ignored = Diagnostics()
        catalogue.contrast = ContrastChecker.check(catalogue, settings: ContrastSettings(), diagnostics: &ignored)
        catalogue.changes = SiteChanges.probe(catalogue)
        catalogue.appCode = AppCodeReport.probe(catalogue)
        return catalogue
    }
}
