/// Reads the palette of a Compose app: every `object` holding colour `val`s
///
///     object PhotonColors {
///         val Blue50 = Color(0xFF0060DF)
///         val Blue50A44 = Blue50.copy(alpha = 0.44f)
///     }
///
/// (its name is the namespace, `PhotonColors.Blue50` in code), and top-level colour `val`s
/// (`val md_theme_light_primary = Color(0xFF6750A4)`). A `val` is a colour when its value is
/// written as one: `Color(…)`, `Color.White`, or `.copy(alpha = …)` of something; inside a
/// palette object, a `val` naming another colour (`val Accent = Blue50`) is one too. Families are
/// the names' words before their number (`DarkGrey90A95` → `Dark Grey`).
enum KotlinPaletteReader {
    struct Entry {
        var namespace: String?
        var property: KotlinProperty
    }

    /// The palette objects and top-level colour `val`s of the files, in file order.
    static func entries(in files: [KotlinFile]) -> [Entry] {
        var out: [Entry] = []
        for file in files {
            for property in file.properties where isColor(property.initializer) {
                out.append(Entry(namespace: nil, property: property))
            }
            for type in file.allTypes where type.kind == .object && type.properties.contains(where: { isColor($0.initializer) }) {
                for property in type.properties where isColor(property.initializer) || property.initializer?.path != nil {
                    out.append(Entry(namespace: type.name, property: property))
                }
            }
        }
        return out
    }

    /// Whether an initializer is written as a colour.
    static func isColor(_ expression: KotlinExpression?) -> Bool {
        switch expression {
        case .call(.name("Color", _), _, _)?, .member(.name("Color", _), _, _)?: true
        case .call(.member(_, "copy", _), let args, _)?: args.count == 1 && (args[0].label == nil || args[0].label == "alpha")
        default: false
        }
    }

    /// Appends every entry to the palette, family by family in the order families first appear.
    static func read(_ entries: [Entry], reader: KotlinColorReader, into raw: inout RawCatalogue, diagnostics: inout Diagnostics) {
        var reader = reader
        var colors: [RawPaletteColor] = []
        for entry in entries {
            reader.namespace = entry.namespace
            let property = entry.property
            guard let initializer = property.initializer else { continue }
            let value = reader.value(initializer, owner: property.name, diagnostics: &diagnostics)
            let group = family(of: property.name)
            if !raw.paletteGroups.contains(group) { raw.paletteGroups.append(group) }
            let name = reader.paletteNames.identity(of: property.name, in: entry.namespace)
            colors.append(
                RawPaletteColor(name: name, group: group, path: name, value: value, location: property.location, namespace: entry.namespace))
        }
        let rank = Dictionary(raw.paletteGroups.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        raw.palette += colors.enumerated().sorted { (rank[$0.element.group] ?? 0, $0.offset) < (rank[$1.element.group] ?? 0, $1.offset) }
            .map(\.element)
    }

    /// The family of a colour name: its words before the first digit (`LightGrey05A40` →
    /// `Light Grey`, `photonBlue50` without its lower-case prefix → `Blue`); "" for a name
    /// without a number.
    static func family(of name: String, droppingPrefix prefix: String = "") -> String {
        var body = Substring(name)
        if !prefix.isEmpty, body.hasPrefix(prefix) { body = body.dropFirst(prefix.count) }
        let letters = body.prefix { !$0.isNumber }
        guard letters.count < body.count, !letters.isEmpty else { return "" }
        var words: [String] = []
        var word = ""
        for ch in letters {
            if ch == "_" || ch == "-" || ch == " " {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else if ch.isUppercase, !word.isEmpty, !(word.last?.isUppercase ?? false) {
                words.append(word)
                word = String(ch)
            } else {
                word.append(ch)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
