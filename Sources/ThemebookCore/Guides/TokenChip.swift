/// The small inline chip after a token link: one swatch per theme, in the catalogue's theme
/// order, each titled with the theme and the value (`Dark: Blue30 #45a1ff`), and the value as
/// text beside it (a tooltip alone is out of reach for touch and screen readers).
///
/// `<span class="token-chip"><span class="swatch" style="--swatch: rgb(0 96 223)" title="Light: Blue50 #0060df"></span>`
/// `<span class="token-chip-value"><span class="visually-hidden">Light: </span>#0060df</span>…</span>`
enum TokenChip {
    static func html(for token: String, themes: [Theme]) -> String {
        var html = "<span class=\"token-chip\">"
        for theme in themes {
            let value = theme.values[token] ?? .unknown
            html += "<span class=\"swatch\(modifier(value))\""
            if let css = css(value) {
                html += " style=\"--swatch: \(mustacheEscapeHTML(css))\""
            }
            html += " title=\"\(mustacheEscapeHTML(theme.info.label + ": " + label(value)))\"></span>"
            html += "<span class=\"token-chip-value\"><span class=\"visually-hidden\">\(mustacheEscapeHTML(theme.info.label)): </span>"
            html += mustacheEscapeHTML(short(value)) + "</span>"
        }
        return html + "</span>"
    }

    private static func modifier(_ value: ResolvedValue) -> String {
        switch value {
        case .none: " swatch-none"
        case .unknown: " swatch-unknown"
        case .color, .gradient: ""
        }
    }

    private static func css(_ value: ResolvedValue) -> String? {
        switch value {
        case .color(let color): color.color.css
        case .gradient(let stops): ViewModels.gradientCSS(stops)
        case .none, .unknown: nil
        }
    }

    /// What the chip shows as text: the hex, or a word when there is no single colour.
    private static func short(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let color): color.color.hex
        case .gradient: "gradient"
        case .none: "none"
        case .unknown: "?"
        }
    }

    private static func label(_ value: ResolvedValue) -> String {
        switch value {
        case .color(let color): describe(color)
        case .gradient(let stops): stops.map(describe).joined(separator: " → ")
        case .none: "no value in this theme"
        case .unknown: "unresolved"
        }
    }

    /// `Blue50 · 30% #0060df4d`, or just `#342b4a` for a literal colour.
    private static func describe(_ color: ResolvedColor) -> String {
        color.palette == nil ? color.sourceLabel : "\(color.sourceLabel) \(color.color.hex)"
    }
}
