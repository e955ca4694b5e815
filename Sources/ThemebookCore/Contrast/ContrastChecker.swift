/// Contrast check: every declared foreground/background pair, measured in every theme from the
/// resolved sRGB values, against its WCAG 2.x minimum.
///
/// Pairs come from the token list (a token's `contrast` extension) and from the site config's
/// `contrast.pairs` (names or patterns); `ContrastChecker+Pairs` turns them into concrete pairs.
/// A translucent foreground is composited over its background, and a translucent background over
/// the theme's base layer (`contrast.baseLayer`, default `layer1`), itself over the theme's canvas
/// (white for a light appearance, black for a dark one) when it is translucent or missing.
/// Gradients count with their worst stop; placeholders are skipped with a note.
public enum ContrastChecker {
    /// `platform`: the label of the platform `catalogue` is, when it is one of several (said in
    /// the messages). A catalogue of several platforms is measured platform by platform in Check
    /// (`PlatformMerge`), so it has no report of its own.
    public static func check(
        _ catalogue: Catalogue, settings: ContrastSettings, complete: Bool = true, platform: String? = nil,
        diagnostics: inout Diagnostics
    ) -> ContrastReport {
        guard catalogue.platforms.isEmpty else { return ContrastReport() }
        let declarations = catalogue.tokens.flatMap(\.contrast) + settings.pairs
        guard !declarations.isEmpty else { return ContrastReport() }
        // Contrast is between colours: a dimension or a typography token is never in a pair.
        let names = catalogue.tokens.filter(\.type.isColor).map(\.name)
        let known = Set(names)
        if settings.baseLayerLocation != nil, !known.contains(settings.baseLayer), complete {
            diagnostics.error(
                "unknown-token", "'contrast.baseLayer' names unknown token '\(settings.baseLayer)'", at: settings.baseLayerLocation,
                suggestion: Suggestion.closest(to: settings.baseLayer, in: names))
        }
        let paths = Dictionary(
            catalogue.tokens.filter { $0.path != $0.name }.map { ($0.path, $0.name) }, uniquingKeysWith: { a, _ in a })
        var pairs = resolve(declarations, names: names, paths: paths, complete: complete, diagnostics: &diagnostics)
        for theme in catalogue.themes {
            let canvas = theme.info.appearance == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
            let bases = stops(theme.values[settings.baseLayer])?.map { $0.over(canvas) } ?? [canvas]
            for i in pairs.indices {
                let pair = pairs[i]
                let result = measure(
                    theme.values[pair.foreground] ?? .unknown, on: theme.values[pair.background] ?? .unknown,
                    bases: pair.background == settings.baseLayer ? [canvas] : bases, canvas: canvas)
                pairs[i].results[theme.info.id] = result
                report(
                    pair, result, theme: platform.map { "\(theme.info.id)' on '\($0)" } ?? theme.info.id, severity: settings.severity,
                    diagnostics: &diagnostics)
            }
        }
        return ContrastReport(pairs: pairs)
    }

    /// The worst ratio over every foreground stop, background stop and base layer stop.
    static func measure(_ foreground: ResolvedValue, on background: ResolvedValue, bases: [Color], canvas: Color) -> ContrastResult {
        guard let fgStops = stops(foreground), let bgStops = stops(background) else {
            if foreground == .none, stops(background) != nil || background == .none { return .skipped("foreground") }
            if background == .none, stops(foreground) != nil { return .skipped("background") }
            return .unresolved
        }
        var worst: ContrastMeasurement?
        for bg in bgStops {
            // An opaque background hides whatever is beneath it.
            let beneath: [Color?] = bg.alpha >= 1 ? [nil] : bases
            for base in beneath {
                let seenBackground = base.map { bg.over($0) } ?? bg.over(canvas)
                for fg in fgStops {
                    let seenForeground = fg.over(seenBackground)
                    let ratio = ContrastRatio.of(seenForeground, seenBackground)
                    if worst == nil || ratio < worst!.ratio {
                        worst = ContrastMeasurement(
                            ratio: ratio, foreground: fg, background: bg, base: base,
                            seenForeground: seenForeground, seenBackground: seenBackground)
                    }
                }
            }
        }
        return worst.map(ContrastResult.measured) ?? .unresolved
    }

    /// A value's colours: one, or a gradient's stops; nil for a placeholder or an unresolved value.
    static func stops(_ value: ResolvedValue?) -> [Color]? {
        switch value {
        case .color(let c)?: [c.color]
        case .gradient(let stops)? where !stops.isEmpty: stops.map(\.color)
        default: nil
        }
    }

    private static func report(
        _ pair: ContrastPair, _ result: ContrastResult, theme: String, severity: Severity, diagnostics: inout Diagnostics
    ) {
        switch result {
        case .measured(let m) where m.ratio < pair.minimum:
            let purpose = pair.kind == .text ? "text" : pair.kind == .largeText ? "large text" : "non-text"
            diagnostics.append(Diagnostic(
                severity, "contrast-below-minimum",
                "'\(pair.foreground)' on '\(pair.background)' in theme '\(theme)' has contrast \(ContrastRatio.text(m.ratio, below: pair.minimum)):1, below the minimum \(ContrastRatio.minimumText(pair.minimum)) for \(purpose) (\(m.colorsText))",
                at: pair.location))
        case .skipped(let side):
            let token = side == "foreground" ? pair.foreground : pair.background
            diagnostics.append(Diagnostic(
                .note, "contrast-skipped",
                "'\(pair.foreground)' on '\(pair.background)' is not checked in theme '\(theme)': '\(token)' has no value there (placeholder)",
                at: pair.location))
        default:
            break
        }
    }
}
