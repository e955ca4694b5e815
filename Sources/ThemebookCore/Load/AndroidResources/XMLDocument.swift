/// An XML file as themebook reads Android resources: elements with their attributes and text,
/// and the comments between them, each with its exact position (1-based line, UTF-8 byte column).
struct XMLDocument: Sendable {
    struct Attribute: Sendable {
        var name: String
        var value: String
        var nameLocation: SourceLocation
        /// The first character inside the quotes.
        var valueLocation: SourceLocation
    }

    struct Comment: Sendable {
        var text: String
        var line: Int
        var endLine: Int
        var location: SourceLocation

        /// The words of the comment: `<!-- Layers -->` → `Layers`.
        var words: String {
            text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: " ")
        }
    }

    indirect enum Node: Sendable {
        case element(Element)
        /// Character data with entities decoded; the location of its first non-space character.
        case text(String, SourceLocation)
        case comment(Comment)
    }

    struct Element: Sendable {
        var name: String
        var attributes: [Attribute]
        var children: [Node]
        /// The `<`.
        var location: SourceLocation
        /// The line of the `<`.
        var line: Int

        func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }

        /// The element's text with surrounding spaces trimmed, and where it starts; nil when it
        /// holds elements (a `<color>` holds text only).
        var text: (value: String, location: SourceLocation)? {
            var value = ""
            var location: SourceLocation?
            for child in children {
                switch child {
                case .element: return nil
                case .text(let t, let l):
                    if location == nil, !t.allSatisfy(\.isWhitespace) { location = l }
                    value += t
                case .comment: break
                }
            }
            return (value.trimmingCharacters(in: .whitespacesAndNewlines), location ?? self.location)
        }
    }

    var root: Element?
}
