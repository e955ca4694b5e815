/// Turns template source into a node tree, removing the whitespace of standalone lines.
///
/// A tag other than an interpolation is standalone when only whitespace shares its line; the
/// line then disappears from the output. Inside a parent tag pair only blocks count, so there
/// the text around tags is irrelevant: a parent's opening tag, a block's opening tag and a
/// block's closing tag each need clearance on one side only, and a parent pair is standalone
/// when its opening tag clears on the left and its closing tag on the right.
struct MustacheParser {
    /// Sections and blocks (and parent pairs) open at once. Rendering and the other walks of
    /// the tree recurse, so the tree's depth is bounded here, at the tag that goes too deep.
    static let maximumNesting = 100

    private var scanner: MustacheScanner
    private var frames: [MustacheParserFrame]

    init(source: String, template: String) {
        scanner = MustacheScanner(source: source, template: template)
        frames = [MustacheParserFrame(kind: .root, name: "", position: MustachePosition(line: 1, column: 1))]
    }

    private var template: String { scanner.template }

    mutating func parse() throws(MustacheError) -> [MustacheNode] {
        while true {
            let textStart = scanner.cursor
            guard let tag = try scanner.nextTag() else {
                appendText(textStart..<scanner.bytes.count)
                break
            }
            try handle(tag, textStart: textStart)
        }
        if let unclosed = frames.last, frames.count > 1 {
            throw .syntax("unclosed \(unclosed.kind.noun) '\(unclosed.name)'", in: template, at: unclosed.position)
        }
        return frames[0].nodes
    }

    // MARK: Tags

    private mutating func handle(_ tag: MustacheTag, textStart: Int) throws(MustacheError) {
        if frames.count > Self.maximumNesting, [.section, .invertedSection, .parent, .block].contains(tag.kind) {
            throw .syntax(
                "'\(try name(of: tag))' nests sections, blocks and parents more than \(Self.maximumNesting) levels deep",
                in: template, at: tag.position)
        }
        switch tag.kind {
        case .variable(let escaped):
            appendText(textStart..<tag.start)
            let variable = MustacheVariable(
                name: MustacheName(try name(of: tag)), escaped: escaped, position: tag.position)
            append(.variable(variable))
        case .comment, .delimiters:
            _ = stripIfStandalone(tag, textStart: textStart)
        case .section, .invertedSection:
            let indentation = stripIfStandalone(tag, textStart: textStart)
            var frame = MustacheParserFrame(
                kind: .section(inverted: tag.kind == .invertedSection), name: try name(of: tag),
                position: tag.position)
            frame.openingIndentation = indentation
            frame.openingIsStandalone = indentation != nil
            frames.append(frame)
        case .partial:
            let indentation = stripIfStandalone(tag, textStart: textStart)
            let partial = MustachePartial(
                reference: try reference(of: tag), position: tag.position, indentation: indentation ?? "")
            append(.partial(partial))
        case .parent:
            try openParent(tag, textStart: textStart)
        case .block:
            try openBlock(tag, textStart: textStart)
        case .close:
            try close(tag, textStart: textStart)
        }
    }

    private mutating func openParent(_ tag: MustacheTag, textStart: Int) throws(MustacheError) {
        appendText(textStart..<tag.start)
        var frame = MustacheParserFrame(
            kind: .parent(try reference(of: tag)), name: try name(of: tag), position: tag.position)
        frame.openingIndentation = scanner.indentation(before: tag.start)
        frames.append(frame)
    }

    private mutating func openBlock(_ tag: MustacheTag, textStart: Int) throws(MustacheError) {
        var frame = MustacheParserFrame(kind: .block, name: try name(of: tag), position: tag.position)
        if frames[frames.count - 1].isParent {
            // Text before the tag is ignored, so only the right side must clear.
            appendText(textStart..<tag.start)
            if let lineEnd = scanner.lineEnd(after: tag.end) {
                scanner.cursor = lineEnd
                frame.openingIsStandalone = true
            }
        } else {
            frame.openingIndentation = scanner.indentation(before: tag.start)
            frame.openingIsStandalone = stripIfStandalone(tag, textStart: textStart) != nil
        }
        frames.append(frame)
    }

    private mutating func close(_ tag: MustacheTag, textStart: Int) throws(MustacheError) {
        let closedName = try name(of: tag)
        guard frames.count > 1 else {
            throw .syntax("closing tag '\(closedName)' has no open section", in: template, at: tag.position)
        }
        let open = frames[frames.count - 1]
        guard open.name == closedName else {
            throw .syntax(
                "closing tag '\(closedName)' does not match open \(open.kind.noun) '\(open.name)'",
                in: template, at: tag.position)
        }
        switch open.kind {
        case .root:
            preconditionFailure("the root frame is never closed")
        case .section(let inverted):
            _ = stripIfStandalone(tag, textStart: textStart)
            let frame = frames.removeLast()
            let section = MustacheSection(
                name: MustacheName(frame.name), inverted: inverted, position: frame.position,
                children: frame.nodes, lineIndentation: frame.openingIsStandalone ? frame.openingIndentation : nil)
            append(.section(section))
        case .parent(let reference):
            closeParent(tag, reference: reference)
        case .block where frames[frames.count - 2].isParent:
            closeOverride(tag, textStart: textStart)
        case .block:
            closeBlock(tag, textStart: textStart)
        }
    }

    private mutating func closeParent(_ tag: MustacheTag, reference: MustacheTemplateReference) {
        let frame = frames.removeLast()
        var indentation = ""
        if let opening = frame.openingIndentation, let lineEnd = scanner.lineEnd(after: tag.end) {
            scanner.cursor = lineEnd
            frames[frames.count - 1].trimTrailingText(opening)
            indentation = opening
        }
        let parent = MustacheParent(
            reference: reference, position: frame.position, indentation: indentation, overrides: frame.overrides)
        append(.parent(parent))
    }

    /// Closes a block inside a parent pair: replacement content for the parent's block.
    private mutating func closeOverride(_ tag: MustacheTag, textStart: Int) {
        // Text after the tag is ignored, so only the left side must clear.
        let indentation = scanner.indentation(before: tag.start)
        appendText(textStart..<(tag.start - (indentation?.utf8.count ?? 0)))
        let frame = frames.removeLast()
        var content = MustacheBlockContent(nodes: frame.nodes, template: template)
        if frame.openingIsStandalone {
            content.dedentByIntrinsicIndentation()
        }
        frames[frames.count - 1].overrides[frame.name] = content
    }

    /// Closes a block outside a parent pair: the place where the block is expanded.
    ///
    /// The expanded content is indented by the default content's own first-line indentation
    /// when the opening tag is standalone, else by the opening tag's indentation when the pair
    /// is standalone (as in `  {{$title}}{{/title}}`), else not at all.
    private mutating func closeBlock(_ tag: MustacheTag, textStart: Int) {
        let closingClearsRight = scanner.lineEnd(after: tag.end) != nil
        _ = stripIfStandalone(tag, textStart: textStart)
        let frame = frames.removeLast()
        let pairIsStandalone = frame.openingIndentation != nil && closingClearsRight
        var content = MustacheBlockContent(nodes: frame.nodes, template: template)

        var lineIndentation: String?
        if frame.openingIsStandalone {
            lineIndentation = frame.openingIndentation
        } else if pairIsStandalone, let opening = frame.openingIndentation {
            frames[frames.count - 1].trimTrailingText(opening)
            lineIndentation = opening
        }
        let intrinsic = frame.openingIsStandalone ? content.dedentByIntrinsicIndentation() : nil
        let indentation = intrinsic ?? (pairIsStandalone ? lineIndentation ?? "" : "")
        let block = MustacheBlock(
            name: frame.name, content: content, indentation: indentation, lineIndentation: lineIndentation)
        append(.block(block))
    }

    // MARK: Text and whitespace

    /// When `tag` is alone on its line, drops the line's whitespace and line end and returns
    /// the whitespace before the tag; otherwise keeps all text and returns `nil`.
    private mutating func stripIfStandalone(_ tag: MustacheTag, textStart: Int) -> String? {
        guard let indentation = scanner.indentation(before: tag.start), let lineEnd = scanner.lineEnd(after: tag.end)
        else {
            appendText(textStart..<tag.start)
            return nil
        }
        appendText(textStart..<(tag.start - indentation.utf8.count))
        scanner.cursor = lineEnd
        return indentation
    }

    private mutating func appendText(_ range: Range<Int>) {
        guard !range.isEmpty, !frames[frames.count - 1].isParent else { return }
        let text = String(decoding: scanner.bytes[range], as: UTF8.self)
        append(.text(MustacheText(text, beginsLine: scanner.beginsLine(range.lowerBound))))
    }

    /// Adds a node to the innermost open frame; inside a parent pair only blocks count.
    private mutating func append(_ node: MustacheNode) {
        guard !frames[frames.count - 1].isParent else { return }
        frames[frames.count - 1].nodes.append(node)
    }

    // MARK: Names

    private func name(of tag: MustacheTag) throws(MustacheError) -> String {
        var name = tag.content
        if name.hasPrefix("*") {
            name = "*" + name.dropFirst().trimmingPrefix(while: { $0 == " " || $0 == "\t" })
        }
        guard !name.isEmpty, name != "*" else {
            throw .syntax("tag has no name", in: template, at: tag.position)
        }
        return name
    }

    private func reference(of tag: MustacheTag) throws(MustacheError) -> MustacheTemplateReference {
        let name = try name(of: tag)
        return name.hasPrefix("*") ? .dynamic(MustacheName(String(name.dropFirst()))) : .fixed(name)
    }
}
