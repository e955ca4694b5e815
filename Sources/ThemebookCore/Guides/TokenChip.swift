/// The small inline chip after a token link: one swatch per theme, in the catalogue's theme
/// order, each titled with the theme and the value (`Dark: Blue30 #45a1ff`), and the value as
/// text beside it (a tooltip alone is out of reach for touch and screen readers). A translucent
/// value's swatch shows it composited over the theme's background (`ThemeChrome`), as it looks.
///
/// `<span class="token-chip"><span class="swatch" style="--swatch: rgb(0 96 223)" title="Light: Blue50 #0060df"></span>`
/// `<span class="token-chip-value"><span class="visually-hidden">Light: </span>#0060df</span>…</span>`
enum TokenChip {
    static func html(for token: String, themes: [Theme], chromes: [ThemeChrome] = []) -> String {
        var html = "<span class=\"token-chip\">"
        for (index, theme) in themes.enumerated() {
            var value = theme.values[token] ?? .unknown
            // A value without colour (a dimension, a duration) is its text alone.
            if case .text(let t) = value, t.colors.isEmpty {
                html += "<span class=\"token-chip-value\"><span class=\"visually-hidden\">\(mustacheEscapeHTML(theme.info.label)): </span>"
                html += mustacheEscapeHTML(t.display) + "</span>"
                continue
            }
            var title = theme.info.label + ": " + label(value)
            if index < chromes.count, let seen = composited(value, over: chromes[index].ground(for: token)) {
                title += ", on \(chromes[index].ground(for: token).name): \(seen.hex)"
                value = seen.value
            }
            html += "<span class=\"swatch\(modifier(value))\""
            if let css = css(value) {
                html += " style=\"--swatch: \(mustacheEscapeHTML(css))\""
            }
            html += " title=\"\(mustacheEscapeHTML(title))\"></span>"
            html += "<span class=\"token-chip-value\"><span class=\"visually-hidden\">\(mustacheEscapeHTML(theme.info.label)): </span>"
            html += mustacheEscapeHTML(short(theme.values[token] ?? .unknown)) + "</span>"
        }
        return html + "</span>"
    }

    /// A translucent value painted over `ground`, and the hex text of what that shows; nil when opaque.
    private static func composited(_ value: ResolvedValue, over ground: ThemeChrome.Paint) -> (value: ResolvedValue, hex: String)? {
        switch value {
        case .color(let c) where c.color.alpha < 1:
            let seen = c.color.over(ground.color)
            return (.color(ResolvedColor(palette: c.palette, alpha: nil, color: seen)), seen.hex)
        case .gradient(let stops) where stops.contains(where: { $0.color.alpha < 1 }):
            let seen = stops.map { ResolvedColor(palette: $0.palette, alpha: nil, color: $0.color.over(ground.color)) }
            return (.gradient(seen), seen.map(\.color.hex).joined(separator: " → "))
        default:
            return nil
        }
    }

    private static func modifier(_ value: ResolvedValue) -> String {
        switch value {
        case .none: " swatch-none"
        case .unknown: " swatch-unknown"
        case .color, .gradient: ""
        case .text: ""
        }
    }

    private static func css(_ value: ResolvedValue) -> String? {
        switch value {
        case .color(let color): color.color.css
        case .gradient(let stops): ViewModels.gradientCSS(stops)
        case .text(let t): t.colors.first?.color.css
        case .none, .unknown: nil
        }
    }

    /// What the chip shows as text: the hex, or a word when there is no single colour.
    private static func short(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let color): color.color.hex
        case .gradient: "gradient"
        case .text(let t): t.display
        case .none: "none"
        case .unknown: "?"
        }
    }

    private static func label(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let color): describe(color)
        case .gradient(let stops): stops.map(describe).joined(separator: " → ")
        case .text(let t): t.display
        case .none: "no value in this theme"
        case .unknown: "unresolved"
        }
    }

    /// `Blue50 · 30% #0060df4d`, or just `#342b4a` for a literal colour.
    private static func describe(_ color: ResolvedColor) -> String {
        color.palette == nil ? color.sourceLabel : "\(color.sourceLabel) \(color.color.hex)"
    }
}
