extension MarkdownDocument {
    /// An indented outline of the tree with source ranges, one node a line,
    /// for tests and debugging:
    ///
    ///     Paragraph 1:1-2:9
    ///       Text "See " 1:1-1:4
    ///       Link "https://x.org" 1:5-1:19
    ///         Text "docs" 1:6-1:9
    public func debugDump() -> String {
        var lines: [String] = []
        for block in blocks {
            dump(block, depth: 0, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private func dump(_ block: Block, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch block {
        case .paragraph(let inlines, let range):
            lines.append("\(indent)Paragraph \(range)")
            inlines.forEach { dump($0, depth: depth + 1, into: &lines) }
        case .heading(let level, let inlines, let range):
            lines.append("\(indent)Heading level=\(level) \(range)")
            inlines.forEach { dump($0, depth: depth + 1, into: &lines) }
        case .blockQuote(let blocks, let range):
            lines.append("\(indent)BlockQuote \(range)")
            blocks.forEach { dump($0, depth: depth + 1, into: &lines) }
        case .list(let info, let items, let range):
            let kind = info.ordered ? "ordered start=\(info.start)" : "bullet"
            lines.append("\(indent)List \(kind) \(info.tight ? "tight" : "loose") \(range)")
            for item in items {
                lines.append("\(indent)  Item \(item.range)")
                item.blocks.forEach { dump($0, depth: depth + 2, into: &lines) }
            }
        case .codeBlock(let info, let code, _, let range):
            lines.append("\(indent)CodeBlock info=\(quoted(info)) \(quoted(code)) \(range)")
        case .htmlBlock(let html, let range):
            lines.append("\(indent)HTMLBlock \(quoted(html)) \(range)")
        case .thematicBreak(let range):
            lines.append("\(indent)ThematicBreak \(range)")
        }
    }

    private func dump(_ inline: Inline, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch inline {
        case .text(let text, let range):
            lines.append("\(indent)Text \(quoted(text)) \(range)")
        case .softBreak:
            lines.append("\(indent)SoftBreak")
        case .lineBreak:
            lines.append("\(indent)LineBreak")
        case .code(let code, let range):
            lines.append("\(indent)Code \(quoted(code)) \(range)")
        case .html(let html, let range):
            lines.append("\(indent)HTML \(quoted(html)) \(range)")
        case .emphasis(let children):
            lines.append("\(indent)Emphasis")
            children.forEach { dump($0, depth: depth + 1, into: &lines) }
        case .strong(let children):
            lines.append("\(indent)Strong")
            children.forEach { dump($0, depth: depth + 1, into: &lines) }
        case .link(let destination, let title, let children, let range):
            let titled = title.isEmpty ? "" : " title=\(quoted(title))"
            lines.append("\(indent)Link \(quoted(destination))\(titled) \(range)")
            children.forEach { dump($0, depth: depth + 1, into: &lines) }
        case .image(let source, let title, let alt, let range):
            let titled = title.isEmpty ? "" : " title=\(quoted(title))"
            lines.append("\(indent)Image \(quoted(source))\(titled) \(range)")
            alt.forEach { dump($0, depth: depth + 1, into: &lines) }
        }
    }

    private func quoted(_ text: String) -> String {
        String(reflecting: text)
    }
}
