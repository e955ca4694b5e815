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

    /// `values` → day, `values-night` (with `-notnight` the day again) → night; nil for a folder
    /// of other qualifiers (`values-land`, `values-v23`), whose colours apply to one device
    /// configuration only. A file outside any `values` folder is read as day.
    static func configuration(of path: String) -> (night: Bool, qualifiers: [String])? {
        let parts = path.split(separator: "/")
        guard parts.count >= 2 else { return (false, []) }
        let folder = parts[parts.count - 2]
        guard folder == "values" || folder.hasPrefix("values-") else { return (false, []) }
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
