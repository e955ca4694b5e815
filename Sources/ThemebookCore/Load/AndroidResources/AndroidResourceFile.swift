/// One XML colour resource file, read: its `<color>` entries (and `<item type="color">`) with
/// where each is written and what the comments above it say, its `<style>` elements (a
/// `themes.xml`), and whether it is the day (`values/`) or the night (`values-night/`) configuration.
struct AndroidResourceFile {
    struct Entry {
        var name: String
        var text: String
        /// Where the value starts.
        var textLocation: SourceLocation
        /// Where the `name` attribute's value starts: the resource's definition.
        var location: SourceLocation
        var category: String
        var description: String?
        var night: Bool
    }

    /// A `<style>`: its name, its explicit parent (nil when none is written, "" for
    /// `parent=""`, which says there is none) and its `<item>`s as written, in order.
    struct Style {
        struct Item {
            var name: String
            var text: String
            var textLocation: SourceLocation
            /// Where the `name` attribute's value starts.
            var location: SourceLocation
            var category: String?
            var description: String?
        }

        var name: String
        var location: SourceLocation
        var parent: String?
        var parentLocation: SourceLocation?
        var items: [Item]
        var night: Bool
        var path: String
    }

    var path: String
    var night: Bool
    var entries: [Entry]
    var styles: [Style] = []

    /// Whether every entry is a literal colour (a palette file's entries are).
    var isAllLiterals: Bool { !entries.isEmpty && entries.allSatisfy { $0.text.hasPrefix("#") } }

    /// `values` → day, `values-night` (with `-notnight` the day again) → night, and so for the
    /// colour state lists of `color` and `color-night`; nil for a folder of other qualifiers
    /// (`values-land`, `values-v23`), whose colours apply to one device configuration only. A
    /// file outside any `values` or `color` folder is read as day.
    static func configuration(of path: String) -> (night: Bool, qualifiers: [String])? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return (false, []) }
        let folder = parts[parts.count - 2]
        guard folder == "values" || folder.hasPrefix("values-") || folder == "color" || folder.hasPrefix("color-") else {
            return (false, [])
        }
        let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
        let other = qualifiers.filter { $0 != "night" && $0 != "notnight" }
        guard other.isEmpty else { return nil }
        return (qualifiers.contains("night"), qualifiers)
    }

    static func read(
        _ bytes: [UInt8], path: String, night: Bool, diagnostics: inout Diagnostics
    ) -> AndroidResourceFile {
        var file = AndroidResourceFile(path: path, night: night, entries: [])
        let document = XMLReader.parse(bytes, file: path, diagnostics: &diagnostics)
        guard let root = document.root else { return file }
        // A `<selector>` is a colour state list in a `color` folder (in `values` it is no resource).
        if root.name == "selector", path.split(separator: "/").dropLast().last?.hasPrefix("color") == true {
            if let entry = stateList(root, path: path, night: night, diagnostics: &diagnostics) { file.entries.append(entry) }
            return file
        }
        guard root.name == "resources" else {
            diagnostics.error(
                AndroidResourceLoader.missingID, "the root element is '<\(root.name)>', not '<resources>'; a colour resource file holds '<color>' elements in '<resources>'",
                at: root.location)
            return file
        }
        var category = KotlinColorsClass.defaultCategory
        // Comments since the last element, and the line that element started on.
        var pending: [XMLDocument.Comment] = []
        var previousLine = root.line
        // The colour the previous element defined, and the comment above it taken as its
        // description, for a comment that follows it on its line.
        var previousEntry: Int?
        var previousAbove: XMLDocument.Comment?
        var trailing = false
        for child in root.children {
            switch child {
            case .comment(let comment):
                if comment.line == previousLine, let index = previousEntry {
                    describe(&file.entries[index], trailing: comment, above: previousAbove, first: !trailing, category: &category)
                    trailing = true
                } else {
                    pending.append(comment)
                }
                continue
            case .text:
                continue
            case .element(let element):
                let comments = pending.filter { $0.line > previousLine }
                let (heading, description) = docs(comments, above: element.line)
                pending = []
                previousLine = element.line
                previousEntry = nil
                previousAbove = description == nil ? nil : comments.last
                trailing = false
                if let heading { category = heading }
                let isColor = element.name == "color" || (element.name == "item" && element.attribute("type")?.value == "color")
                if element.name == "style" {
                    if let style = readStyle(element, path: path, night: night, diagnostics: &diagnostics) { file.styles.append(style) }
                    continue
                }
                guard isColor else { continue }
                guard let name = element.attribute("name") else {
                    diagnostics.warning(
                        KotlinColorReader.unsupportedID, "a '<\(element.name)>' without a 'name' is not read", at: element.location)
                    continue
                }
                guard let text = element.text else {
                    diagnostics.warning(
                        KotlinColorReader.unsupportedID, "colour '\(name.value)' holds elements, not a value; it is not read",
                        at: element.location)
                    continue
                }
                file.entries.append(
                    Entry(
                        name: name.value, text: text.value, textLocation: text.location, location: name.valueLocation,
                        category: category, description: description, night: night))
                previousEntry = file.entries.count - 1
            }
        }
        return file
    }

    /// A colour state list (`res/color/button_text.xml`: a `<selector>` of `<item android:color=…>`,
    /// each for some `android:state_…`), as the colour resource its file name makes it
    /// (`@color/button_text`): its value is the colour Android shows in the default state, the
    /// first item that names no state. A literal takes the item's `android:alpha` (or `app:alpha`);
    /// a reference with one is read without it, with a warning.
    private static func stateList(
        _ root: XMLDocument.Element, path: String, night: Bool, diagnostics: inout Diagnostics
    ) -> Entry? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let name = file.hasSuffix(".xml") ? String(file.dropLast(4)) : file
        let items = root.children.compactMap { node -> XMLDocument.Element? in
            if case .element(let element) = node, element.name == "item" { element } else { nil }
        }
        func isState(_ attribute: XMLDocument.Attribute) -> Bool {
            let local = attribute.name.split(separator: ":").last ?? ""
            return local.hasPrefix("state_")
        }
        guard let item = items.first(where: { !$0.attributes.contains(where: isState) }), let color = item.attribute("android:color") else {
            diagnostics.warning(
                KotlinColorReader.unsupportedID,
                "colour state list '\(name)' has no item for the default state (one with 'android:color' and no 'android:state_…'); it is not read",
                at: root.location)
            return nil
        }
        var text = color.value
        if let alpha = item.attribute("android:alpha") ?? item.attribute("app:alpha") {
            if case .literal(let literal) = AndroidColorValue.parse(text), let factor = Double(alpha.value), (0...1).contains(factor) {
                func byte(_ channel: Double) -> String {
                    let value = Int((channel * 255).rounded())
                    let digits = Array("0123456789ABCDEF")
                    return String([digits[(value >> 4) & 15], digits[value & 15]])
                }
                text = "#" + byte(literal.alpha * factor) + byte(literal.red) + byte(literal.green) + byte(literal.blue)
            } else {
                diagnostics.warning(
                    KotlinColorReader.unsupportedID,
                    "colour state list '\(name)': the alpha '\(alpha.value)' of its default item is not read; its colour is shown without it",
                    at: alpha.valueLocation)
            }
        }
        let states = items.count - 1
        return Entry(
            name: name, text: text, textLocation: color.valueLocation, location: root.location, category: KotlinColorsClass.defaultCategory,
            description: states > 0
                ? "A colour state list: the colour of its default state, one of \(items.count) items (\(file))" : nil,
            night: night)
    }

    /// A `<style>` and its `<item>`s, with the comment right above an item as its description
    /// and a heading comment as its category, as in colour files.
    private static func readStyle(
        _ element: XMLDocument.Element, path: String, night: Bool, diagnostics: inout Diagnostics
    ) -> Style? {
        guard let name = element.attribute("name"), !name.value.isEmpty else {
            diagnostics.warning(KotlinColorReader.unsupportedID, "a '<style>' without a 'name' is not read", at: element.location)
            return nil
        }
        let parent = element.attribute("parent")
        var style = Style(
            name: name.value, location: name.valueLocation, parent: parent?.value.trimmingCharacters(in: .whitespaces),
            parentLocation: parent?.valueLocation, items: [], night: night, path: path)
        var pending: [XMLDocument.Comment] = []
        var previousLine = element.line
        var category: String?
        for child in element.children {
            switch child {
            case .comment(let comment):
                pending.append(comment)
            case .text:
                continue
            case .element(let item):
                let (heading, description) = docs(pending.filter { $0.line > previousLine }, above: item.line)
                pending = []
                previousLine = item.line
                if let heading { category = heading }
                guard item.name == "item" else {
                    diagnostics.warning(
                        KotlinColorReader.unsupportedID, "a '<\(item.name)>' in style '\(style.name)' is not read; a style holds '<item>' elements",
                        at: item.location)
                    continue
                }
                guard let itemName = item.attribute("name"), !itemName.value.isEmpty else {
                    diagnostics.warning(
                        KotlinColorReader.unsupportedID, "an '<item>' without a 'name' in style '\(style.name)' is not read", at: item.location)
                    continue
                }
                guard let text = item.text else {
                    diagnostics.warning(
                        KotlinColorReader.unsupportedID,
                        "item '\(itemName.value)' of style '\(style.name)' holds elements, not a value; it is not read", at: item.location)
                    continue
                }
                style.items.append(
                    Style.Item(
                        name: itemName.value, text: text.value, textLocation: text.location, location: itemName.valueLocation,
                        category: category, description: description))
            }
        }
        return style
    }

    /// `<color name="base90">#f8f9fa</color> <!-- Button background -->`: a comment after a
    /// colour on its line is that colour's description, as files that annotate each colour at
    /// its end write it. The comment right above it, taken as its description, is then a
    /// heading when it reads like one (`<!-- Accent -->`), else it comes first in the description.
    private static func describe(
        _ entry: inout Entry, trailing comment: XMLDocument.Comment, above: XMLDocument.Comment?, first: Bool, category: inout String
    ) {
        let words = comment.words
        guard !words.isEmpty else { return }
        if first, let above, isHeading(above) {
            category = above.words
            entry.category = category
            entry.description = words
        } else {
            entry.description = (entry.description.map { $0 + " " } ?? "") + words
        }
    }

    /// A short one-line comment: a heading when a blank line or another comment follows it.
    private static func isHeading(_ comment: XMLDocument.Comment) -> Bool {
        let words = comment.words
        return !words.isEmpty && words.utf8.count <= 40 && words.split(separator: " ").count <= 4 && !comment.text.contains("\n")
    }

    /// What the comments between two elements say about the second (whose `<` is on `line`):
    /// the comment right above it is its description; a short comment with a blank line under
    /// it, or with another comment right under it, is a heading (`<!-- Layers -->`).
    static func docs(_ comments: [XMLDocument.Comment], above line: Int) -> (heading: String?, description: String?) {
        var description: String?
        var rest = comments
        if let last = rest.last, last.endLine + 1 >= line {
            description = last.words.isEmpty ? nil : last.words
            rest.removeLast()
        }
        var heading: String?
        for comment in rest.reversed() where isHeading(comment) {
            heading = comment.words
            break
        }
        return (heading, description)
    }
}
