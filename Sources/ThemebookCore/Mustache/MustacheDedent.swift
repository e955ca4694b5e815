/// Block reindentation: a block whose opening tag is standalone loses the indentation of its
/// first line from every line, so that whichever block is expanded takes the indentation of
/// the place it is expanded at.
extension MustacheBlockContent {
    /// Dedents the content by its first line's indentation and returns that indentation;
    /// `nil` (and no change) when the first line is not indented.
    @discardableResult
    mutating func dedentByIntrinsicIndentation() -> String? {
        guard let first = nodes.first else { return nil }
        let indentation = MustacheDedent.lineIndentation(of: first)
        guard !indentation.isEmpty else { return nil }
        nodes = MustacheDedent.dedent(nodes, by: Array(indentation.utf8))
        isDedented = true
        return indentation
    }
}

/// Removes an indentation prefix from every template line in a node tree.
enum MustacheDedent {
    /// The indentation of the line a node starts ("" when it does not start a line).
    static func lineIndentation(of node: MustacheNode) -> String {
        switch node {
        case .text(let text):
            guard text.beginsLine else { return "" }
            return String(decoding: text.text.utf8.prefix(while: MustacheScanner.isBlank), as: UTF8.self)
        case .section(let section): return section.lineIndentation ?? ""
        case .partial(let partial): return partial.indentation
        case .parent(let parent): return parent.indentation
        case .block(let block): return block.lineIndentation ?? ""
        case .variable: return ""
        }
    }

    static func dedent(_ nodes: [MustacheNode], by prefix: [UInt8]) -> [MustacheNode] {
        nodes.compactMap { node in
            switch node {
            case .text(let text):
                dedent(text, by: prefix).map(MustacheNode.text)
            case .variable:
                node
            case .section(let section):
                .section(
                    MustacheSection(
                        name: section.name, inverted: section.inverted, position: section.position,
                        children: dedent(section.children, by: prefix),
                        lineIndentation: section.lineIndentation.map { strip(prefix, from: $0) }))
            case .partial(let partial):
                .partial(
                    MustachePartial(
                        reference: partial.reference, position: partial.position,
                        indentation: strip(prefix, from: partial.indentation)))
            case .parent(let parent):
                .parent(
                    MustacheParent(
                        reference: parent.reference, position: parent.position,
                        indentation: strip(prefix, from: parent.indentation),
                        overrides: parent.overrides.mapValues { $0.dedented(by: prefix) }))
            case .block(let block):
                .block(
                    MustacheBlock(
                        name: block.name, content: block.content.dedented(by: prefix),
                        indentation: strip(prefix, from: block.indentation),
                        lineIndentation: block.lineIndentation.map { strip(prefix, from: $0) }))
            }
        }
    }

    /// Removes the prefix (or as much of it as matches) at each line start of the text;
    /// `nil` when nothing is left.
    private static func dedent(_ text: MustacheText, by prefix: [UInt8]) -> MustacheText? {
        var result: [UInt8] = []
        var atLineStart = text.beginsLine
        var matched = 0
        for byte in text.text.utf8 {
            if atLineStart, matched < prefix.count, byte == prefix[matched] {
                matched += 1
                continue
            }
            atLineStart = byte == UInt8(ascii: "\n")
            matched = 0
            result.append(byte)
        }
        guard !result.isEmpty else { return nil }
        return MustacheText(String(decoding: result, as: UTF8.self), beginsLine: text.beginsLine)
    }

    private static func strip(_ prefix: [UInt8], from indentation: String) -> String {
        let bytes = Array(indentation.utf8)
        var matched = 0
        while matched < min(prefix.count, bytes.count), bytes[matched] == prefix[matched] { matched += 1 }
        return String(decoding: bytes[matched...], as: UTF8.self)
    }
}

extension MustacheBlockContent {
    /// Dedents lines that still carry the enclosing block's indentation; content already
    /// dedented by its own indentation is relative to its tags and stays as it is.
    fileprivate func dedented(by prefix: [UInt8]) -> MustacheBlockContent {
        guard !isDedented else { return self }
        var content = self
        content.nodes = MustacheDedent.dedent(nodes, by: prefix)
        return content
    }
}
