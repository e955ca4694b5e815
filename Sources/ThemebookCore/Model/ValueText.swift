/// The CSS-like text of a non-colour value: what pages, search and `catalogue.json` show.
///
/// Each type is written the way CSS writes the same thing, so a reader recognises it: a
/// dimension `16px`, a duration `200ms`, a shadow `0 1px 2px 0 #00000033` (box-shadow order,
/// layers joined by commas), a border `1px solid #d7d7db`, a transition `200ms cubic-bezier(…) 0ms`,
/// a typography `600 16px/1.5 Inter, sans-serif` (font shorthand order). A zero length inside
/// a composite is written `0`, as CSS does; a dimension token of its own keeps its unit.
enum ValueText {
    static func display(_ part: ValuePart, as type: TokenType) -> String {
        switch type {
        case .color: color(part)
        case .gradient: (part.listItems ?? [part]).map(color).joined(separator: ", ")
        case .dimension, .duration: measure(part, zeroWithoutUnit: false)
        case .number: number(part)
        case .fontFamily: fontFamily(part)
        case .fontWeight: fontWeight(part)
        case .cubicBezier: part.listItems.map { "cubic-bezier(" + $0.map(number).joined(separator: ", ") + ")" } ?? number(part)
        case .strokeStyle: strokeStyle(part)
        // A composite written as a string (`"1px solid #d7d7db"`, read with a warning) is shown as written.
        case .border: part.isWritten ? number(part) : border(part)
        case .transition: part.isWritten ? number(part) : transition(part)
        case .shadow: layers(part).map { $0.isWritten ? number($0) : shadowLayer($0) }.joined(separator: ", ")
        case .typography: part.isWritten ? number(part) : typography(part)
        case .other: written(part)
        }
    }

    /// A value of a type DTCG does not define, as written: words and numbers as they are, lists
    /// and objects in JSON's shape (`{"x": 0, "blur": 4}`).
    static func written(_ part: ValuePart) -> String {
        switch part {
        case .number, .text, .bool: number(part)
        case .color(let c): c.color.hex
        case .list(let items): "[" + items.map(writtenInside).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.map { "\"\($0.name)\": " + writtenInside($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func writtenInside(_ part: ValuePart) -> String {
        if case .text(let s) = part { return "\"" + s.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        return written(part)
    }

    /// Shortest decimal: `16`, `0.5`, `-3`, `1.25`.
    static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        if value == value.rounded() { return String(Int(value)) }
        return String(value)
    }

    private static func number(_ part: ValuePart) -> String {
        switch part {
        case .number(let n): format(n)
        case .text(let s): s
        case .bool(let b): String(b)
        default: ""
        }
    }

    private static func color(_ part: ValuePart) -> String {
        if case .color(let c) = part { return c.color.hex }
        return number(part)
    }

    /// `16px`, `0.5rem`, `200ms`; `0` for a zero length inside a composite.
    private static func measure(_ part: ValuePart, zeroWithoutUnit: Bool) -> String {
        guard let value = part["value"] else { return number(part) }
        let unit = part["unit"].map(number) ?? ""
        if zeroWithoutUnit, case .number(0) = value { return "0" }
        return number(value) + unit
    }

    private static func length(_ part: ValuePart?) -> String? {
        part.map { measure($0, zeroWithoutUnit: true) }
    }

    /// `Inter, "Helvetica Neue", sans-serif`: names that are not plain words are quoted, as in CSS.
    private static func fontFamily(_ part: ValuePart) -> String {
        (part.listItems ?? [part]).map { item in
            let name = number(item)
            let plain = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
                && !(name.first?.isNumber ?? false)
            return plain ? name : "\"" + name.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }.joined(separator: ", ")
    }

    static let fontWeights: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// The number CSS understands: `semi-bold` is written `600`.
    private static func fontWeight(_ part: ValuePart) -> String {
        if case .text(let name) = part, let weight = fontWeights[name] { return String(weight) }
        return number(part)
    }

    /// `solid`; an object value `dashed (0.5rem 0.25rem, round caps)`.
    private static func strokeStyle(_ part: ValuePart) -> String {
        guard case .object = part else { return number(part) }
        let dashes = (part["dashArray"]?.listItems ?? []).map { measure($0, zeroWithoutUnit: true) }
        let cap = part["lineCap"].map { ", \(number($0)) caps" } ?? ""
        return "dashed (" + dashes.joined(separator: " ") + cap + ")"
    }

    private static func border(_ part: ValuePart) -> String {
        [length(part["width"]), part["style"].map(strokeStyle), part["color"].map(color)]
            .compactMap { $0 }.joined(separator: " ")
    }

    private static func transition(_ part: ValuePart) -> String {
        [
            part["duration"].map { measure($0, zeroWithoutUnit: false) },
            part["timingFunction"].map { display($0, as: .cubicBezier) },
            part["delay"].map { measure($0, zeroWithoutUnit: false) },
        ].compactMap { $0 }.joined(separator: " ")
    }

    /// A layered shadow's layers; a layer that is itself a layered shadow (an alias to one)
    /// stands for its layers.
    private static func layers(_ part: ValuePart) -> [ValuePart] {
        var out: [ValuePart] = []
        var pending = [part]
        while let next = pending.popLast() {
            if let items = next.listItems { pending += items.reversed() } else { out.append(next) }
        }
        return out
    }

    /// `inset 0 1px 2px 0 #00000033`.
    private static func shadowLayer(_ part: ValuePart) -> String {
        var words: [String] = []
        if case .bool(true)? = part["inset"] { words.append("inset") }
        words += ["offsetX", "offsetY", "blur", "spread"].compactMap { length(part[$0]) }
        if let c = part["color"] { words.append(color(c)) }
        return words.joined(separator: " ")
    }

    /// `600 16px/1.5 Inter, sans-serif; letter-spacing 0.1px` (the CSS font shorthand's order).
    private static func typography(_ part: ValuePart) -> String {
        var words: [String] = []
        if let weight = part["fontWeight"] { words.append(fontWeight(weight)) }
        var size = part["fontSize"].map { measure($0, zeroWithoutUnit: false) } ?? ""
        // A line height is a number; one written as a dimension (`24px`, with a warning) keeps its unit.
        if let lineHeight = part["lineHeight"] { size += (size.isEmpty ? "line-height " : "/") + measure(lineHeight, zeroWithoutUnit: false) }
        if !size.isEmpty { words.append(size) }
        if let family = part["fontFamily"] { words.append(fontFamily(family)) }
        var text = words.joined(separator: " ")
        if let spacing = part["letterSpacing"] {
            text += (text.isEmpty ? "" : "; ") + "letter-spacing " + measure(spacing, zeroWithoutUnit: true)
        }
        return text
    }
}

extension ValuePart {
    /// A word or number where an object was expected: a value read as written.
    var isWritten: Bool {
        switch self {
        case .text, .number, .bool: true
        default: false
        }
    }

    var listItems: [ValuePart]? {
        if case .list(let items) = self { return items }
        return nil
    }
}
