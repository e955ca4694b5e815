/// One rendering in progress: the output buffer, the context stack, the block replacements
/// in force and the indentation of the current line.
///
/// The output is collected as UTF-8 bytes: every piece appended is a whole valid string (or
/// an ASCII entity), so the bytes are always valid UTF-8, and copying bytes is much cheaper
/// than appending to a `String` piece by piece.
struct MustacheRendering {
    private let renderer: MustacheRenderer
    /// The memo this rendering fills and copies from, lent by the renderer's pool for the
    /// rendering's length (`MustacheMemoPool`).
    var memo: MustacheSectionMemo
    private(set) var output: [UInt8] = []
    /// The context stack, bottom (the page's context) first.
    private var contexts: [MustacheValue]
    /// Each context's object, laid out as `contexts` (an empty one, whose mask is 0, for what
    /// is not an object): lookups read these in place, where binding an object out of a
    /// `MustacheValue` of the stack copied it (a retain of its members, and a release) every time.
    private var objects: [MustacheObject] = []
    private static let notAnObject = MustacheObject()
    /// Block replacements, outermost parent first: the outermost one wins.
    private var overrides: [[String: MustacheBlockContent]] = []
    /// Added at the start of every template line of the partial or block being expanded.
    private var indentation: [UInt8] = []
    /// Whether the next output starts a template line (and so takes the indentation first).
    private var atLineStart = true
    /// The template being rendered, for error locations.
    private var template: String
    /// Partial and parent expansions in progress (`MustacheRenderer.maximumDepth`).
    private var depth = 0
    /// Sections, blocks, partials and parents in progress (`MustacheRenderer.maximumNesting`):
    /// each template is at most 100 deep, but a partial inside deep sections may repeat that.
    private var nesting = 0
    /// Work done so far (`MustacheRenderer.maximumWork`): partials or loops that each expand
    /// twice what they contain multiply, so time is bounded, not only depth.
    private var work = 0
    /// Where each name was last found in its object, by the name's tag
    /// (`MustacheObject.index(_:tag:hint:)`).
    private var hints = [UInt8](repeating: 0, count: Self.hintCount)
    private static let hintCount = 256
    /// The last tag entered, where a budget error is reported.
    private var place = MustachePosition(line: 1, column: 1)
    /// The lowest index in `contexts` a name resolved in since a shared section started
    /// (`render(_:shared:)`); -1 for anything that depends on more than the stack above a
    /// point: a name that resolved nowhere, or a block (whose replacement is outside).
    private var lowestRead = Int.max
    /// Where the output goes a block at a time when the page is streamed
    /// (`MustacheRenderer.render(_:context:streamingTo:)`); nil keeps it whole in `output`.
    var spill: (([UInt8]) -> Void)?
    /// Bytes already handed to `spill`.
    private var spilled = 0
    /// The output handed on once it is this long.
    static let spillSize = 1 << 16

    init(renderer: MustacheRenderer, template: MustacheTemplate, context: consuming MustacheValue, memo: MustacheSectionMemo) {
        self.renderer = renderer
        self.memo = memo
        self.template = template.name
        contexts = []
        output.reserveCapacity(Swift.min(template.sourceLength * 2 + 1024, Self.spillSize + 4096))
        _ = push(context)
    }

    /// Renders a whole program (a template's, or a block's).
    mutating func render(_ program: MustacheProgram) throws(MustacheError) {
        try render(program, program.all, count: program.topCount)
    }

    /// Renders the ops of `range`, `count` of them at its own level, counting one unit of work
    /// for each of those.
    private mutating func render(_ program: MustacheProgram, _ range: Range<Int>, count: Int) throws(MustacheError) {
        try spend(count)
        var index = range.lowerBound
        while index < range.upperBound {
            let op = program.ops[index]
            switch op.kind {
            case .text:
                write(program, op)
            case .variable, .rawVariable:
                try renderVariable(program, op)
            case .section, .invertedSection:
                try renderSection(program, op, at: index)
                index = op.end
                continue
            case .partial, .parent, .block:
                switch program.calls[op.first] {
                case .partial(let partial): try render(partial)
                case .parent(let parent): try render(parent)
                case .block(let block): try render(block)
                }
            }
            index += 1
        }
    }

    /// Counts `units` of work, hands a full buffer on when streaming, and throws past the
    /// work budget or the largest page.
    @inline(__always)
    private mutating func spend(_ units: Int) throws(MustacheError) {
        work += units
        if output.count >= Self.spillSize, let spill {
            spill(output)
            spilled += output.count
            output.removeAll(keepingCapacity: true)
        }
        if work > renderer.workBudget || spilled + output.count > MustacheRenderer.maximumOutput {
            throw .tooLarge(
                work > renderer.workBudget
                    ? "rendering visits more than \(renderer.workBudget) template tags; partials or sections multiply"
                    : "the page is larger than \(MustacheRenderer.maximumOutput / 1_000_000) MB; partials or sections multiply",
                in: template, at: place)
        }
    }

    /// The output handed on to `spill`, if any, and what is left.
    mutating func finish() {
        if let spill, !output.isEmpty { spill(output) }
    }

    // MARK: Nodes

    private mutating func renderVariable(_ program: MustacheProgram, _ op: MustacheProgram.Op) throws(MustacheError) {
        let found = try resolve(program, name: op.first, at: program.positions[op.place])
        startOutput()
        switch found {
        case nil, .null, .array, .lazyArray, .object: return
        case .string(let string): append(string, escaped: op.kind == .variable)
        case let value?: append(value.interpolationText, escaped: op.kind == .variable)
        }
    }

    /// The section at `index` of `program`.
    private mutating func renderSection(_ program: MustacheProgram, _ op: MustacheProgram.Op, at index: Int) throws(MustacheError) {
        let position = program.positions[op.place]
        place = position
        let found = try resolve(program, name: op.first, at: position)
        // `enter` inline, so that the name is made into a string only for the error.
        guard nesting < MustacheRenderer.maximumNesting else { throw tooDeep(program.names[op.first].description, at: position) }
        nesting += 1
        defer { nesting -= 1 }
        let isTruthy = found?.isTruthy ?? false
        if op.kind == .invertedSection {
            if !isTruthy { try render(program, (index + 1)..<op.end, count: op.count) }
            return
        }
        guard let found, isTruthy else { return }
        switch found {
        case .array(let items):
            for item in items.indices { try render(program, section: index, op, over: items[item]) }
            return
        case .lazyArray(let items):
            // Made one at a time, and let go when the next is made; making one counts.
            for item in items.indices {
                try spend(items.itemWork)
                try render(program, section: index, op, over: items[item])
            }
            return
        default:
            break
        }
        guard found.sharedIdentity == nil else { return try render(program, section: index, op, over: found) }
        // Not shared: pushed as it is (its last use), not copied.
        try spend(1)
        _ = push(consume found)
        defer { pop() }
        try render(program, (index + 1)..<op.end, count: op.count)
    }

    /// The content of the section at `index` with `context` on top of the stack (one unit of
    /// work, so that a loop over a long list costs its length even when its content is empty):
    /// from the memo when the context is a shared object it was rendered over before.
    private mutating func render(
        _ program: MustacheProgram, section index: Int, _ op: MustacheProgram.Op, over context: borrowing MustacheValue
    ) throws(MustacheError) {
        try spend(1)
        let content = (index + 1)..<op.end
        guard let object = context.sharedIdentity else {
            _ = push(copy context)
            defer { pop() }
            return try render(program, content, count: op.count)
        }
        // Looked up before the object is pushed: a section copied from the memo pushes nothing.
        let key = MustacheSectionMemo.Key(
            program: ObjectIdentifier(program), section: index, object: object, atLineStart: atLineStart, nesting: nesting,
            depth: depth)
        if let found = memo.entry(key, indentation: indentation) {
            // Within the limits, the rendering would make these bytes and throw nothing; past
            // them it is rendered again, to throw where it would have. An entry without bytes
            // is a section that reads from outside the object: rendered every time.
            if let bytes = memo.entries[found].bytes, work + memo.entries[found].work <= renderer.workBudget,
                spilled + output.count + bytes.count <= MustacheRenderer.maximumOutput
            {
                memo.append(bytes, to: &output)
                work += memo.entries[found].work
                atLineStart = memo.entries[found].endsAtLineStart
                place = memo.entries[found].place
                return
            }
            _ = push(copy context)
            defer { pop() }
            return try render(program, content, count: op.count)
        }
        let sharing = push(copy context)
        defer { pop() }
        let start = output.count
        let startWork = work
        let startSpilled = spilled
        let outerLowest = lowestRead
        lowestRead = Int.max
        // The object is on top of the stack: names that resolve in it or above are its own.
        let base = contexts.count - 1
        try render(program, content, count: op.count)
        // Whether the bytes depend on the object (and what was pushed over it) alone, and are
        // all still in the buffer.
        let inside = lowestRead >= base && spilled == startSpilled
        lowestRead = Swift.min(outerLowest, lowestRead)
        guard let sharing else { return }
        memo.record(
            key, indentation: indentation, owners: MustacheSectionMemo.Owners(program: program, object: sharing),
            output: output, from: start, keepsBytes: inside, work: work - startWork, endsAtLineStart: atLineStart, place: place)
    }

    /// Pushes a context; returns its identity when it is a shared object.
    private mutating func push(_ context: consuming MustacheValue) -> MustacheObject.Sharing? {
        var sharing: MustacheObject.Sharing?
        if case .object(let object) = context {
            sharing = object.sharing
            objects.append(object)
        } else {
            objects.append(Self.notAnObject)
        }
        contexts.append(context)
        return sharing
    }

    private mutating func pop() {
        contexts.removeLast()
        objects.removeLast()
    }

    private mutating func render(_ partial: MustachePartial) throws(MustacheError) {
        place = partial.position
        guard let name = try templateName(partial.reference, at: partial.position) else { return }
        guard let target = renderer.programs[name] else {
            if renderer.strict { throw .unknownPartial(name, in: template, at: partial.position) }
            return
        }
        try expand(target, named: name, indentation: partial.indentation, at: partial.position)
    }

    private mutating func render(_ parent: MustacheParent) throws(MustacheError) {
        place = parent.position
        guard let name = try templateName(parent.reference, at: parent.position) else { return }
        guard let target = renderer.programs[name] else {
            if renderer.strict { throw .unknownParent(name, in: template, at: parent.position) }
            return
        }
        overrides.append(parent.overrides)
        try expand(target, named: name, indentation: parent.indentation, at: parent.position)
        overrides.removeLast()
    }

    private mutating func render(_ block: MustacheBlock) throws(MustacheError) {
        // What the block expands to depends on the tags around it: no memo keeps a section
        // that holds one.
        lowestRead = -1
        let content = replacement(for: block.name) ?? block.content
        try enter(block.name, at: place)
        defer { nesting -= 1 }
        try expand(content.program, indentation: block.indentation)
    }

    /// Counts one more level of nesting, or throws past `MustacheRenderer.maximumNesting`.
    private mutating func enter(_ name: String, at position: MustachePosition) throws(MustacheError) {
        guard nesting < MustacheRenderer.maximumNesting else { throw tooDeep(name, at: position) }
        nesting += 1
    }

    private func tooDeep(_ name: String, at position: MustachePosition) -> MustacheError {
        .syntax(
            "'\(name)' nests sections, blocks, partials and parents more than \(MustacheRenderer.maximumNesting) levels deep",
            id: "template-recursion", in: template, at: position)
    }

    /// Renders another template in place of a partial or parent tag.
    /// `name` is the partial's name as the tag wrote it (`partials/row`), for the message.
    /// Counts `MustacheRenderer.expansionWork` for it, besides the tags of `target`.
    private mutating func expand(
        _ target: MustacheProgram, named name: String, indentation: String, at position: MustachePosition
    ) throws(MustacheError) {
        guard depth < MustacheRenderer.maximumDepth else {
            throw .recursion(name, depth: MustacheRenderer.maximumDepth, in: template, at: position)
        }
        try spend(MustacheRenderer.expansionWork)
        try enter(name, at: position)
        depth += 1
        defer {
            depth -= 1
            nesting -= 1
        }
        try expand(target, indentation: indentation)
    }

    /// Renders a program with extra indentation on each of its lines.
    private mutating func expand(_ program: MustacheProgram, indentation extra: String) throws(MustacheError) {
        // The indentation grows and shrinks at its end like a stack: saving only its length
        // keeps one buffer for the whole page.
        let savedIndentation = indentation.count
        let savedTemplate = template
        if !extra.isEmpty {
            // Mid-line, the first line takes only its own indentation.
            if !atLineStart { output.append(contentsOf: extra.utf8) }
            indentation.append(contentsOf: extra.utf8)
        }
        template = program.template
        try render(program)
        indentation.removeLast(indentation.count - savedIndentation)
        template = savedTemplate
    }

    // MARK: Output

    /// A text op: whole, or line by line when lines take an indentation.
    private mutating func write(_ program: MustacheProgram, _ op: MustacheProgram.Op) {
        let text = program.bytes
        let bytes = text.span
        if indentation.isEmpty {
            Bytes.append(bytes.extracting(op.first..<op.end), to: &output)
            atLineStart = op.end > op.first && bytes[op.end - 1] == UInt8(ascii: "\n")
            return
        }
        var lineStart = op.first
        for line in op.place..<(op.place + op.count) {
            let lineEnd = program.lineEnds[line]
            startOutput()
            Bytes.append(bytes.extracting(lineStart..<lineEnd), to: &output)
            atLineStart = bytes[lineEnd - 1] == UInt8(ascii: "\n")
            lineStart = lineEnd
        }
    }

    /// Writes the indentation when a template line starts here.
    @inline(__always)
    private mutating func startOutput() {
        if atLineStart {
            output.append(contentsOf: indentation)
            atLineStart = false
        }
    }

    /// Appends `string`, HTML-escaped when `escaped` (as `mustacheEscapeHTML` escapes).
    private mutating func append(_ string: String, escaped: Bool) {
        if escaped {
            HTMLEscapeTable.appendEscaped(string, to: &output)
        } else {
            output.append(contentsOf: string.utf8)
        }
    }

    // MARK: Lookup

    /// The value of the name at `name` in `program`'s names in the context stack, or nil when
    /// it resolves to nothing (an error in strict mode). The first name component resolves
    /// against the stack, innermost first; the others only against what the previous ones
    /// resolved to.
    private mutating func resolve(_ program: MustacheProgram, name: Int, at position: MustachePosition) throws(MustacheError)
        -> MustacheValue?
    {
        let head = program.heads[name]
        guard head.count > 0 else { return top() }
        if var value = try lookUp(head.key, tag: head.tag, components: head.count) {
            guard head.count > 1 else { return value }
            if Self.descend(&value, program.names[name]) { return value }
        }
        if renderer.strict { throw .unknownName(program.names[name].description, in: template, at: position) }
        return nil
    }

    /// `resolve(_:name:at:)` for a name of no program (a dynamic partial's).
    private mutating func resolve(_ name: borrowing MustacheName, at position: MustachePosition) throws(MustacheError) -> MustacheValue? {
        guard !name.components.isEmpty else { return top() }
        if var value = try lookUp(name.first, tag: name.firstTag, components: name.components.count), Self.descend(&value, name) {
            return value
        }
        if renderer.strict { throw .unknownName(name.description, in: template, at: position) }
        return nil
    }

    /// The context on top of the stack (the implicit iterator `.`).
    private mutating func top() -> MustacheValue {
        lowestRead = Swift.min(lowestRead, contexts.count - 1)
        return contexts[contexts.count - 1]
    }

    /// The value of a name's first component `key` (tagged `tag`) in the innermost context of
    /// the stack that has it. Every sixteen contexts looked through (and components beyond)
    /// count one unit of work, so that a name looked up under hundreds of sections costs what
    /// it takes.
    @inline(__always)
    private mutating func lookUp(_ key: String, tag: UInt64, components: Int) throws(MustacheError) -> MustacheValue? {
        let slot = Int(truncatingIfNeeded: tag) & (Self.hintCount - 1)
        let bit = MustacheObject.bit(tag)
        // Read and written back once, so that nothing is stored to while the stack is read.
        var hint = hints[slot]
        var index = contexts.count - 1
        var found: MustacheValue?
        do {
            // Read in place (a copy of an object retains its members).
            let stack = objects.span
            while index >= 0 {
                // Most contexts lack the name's bit: passed over without reading their members.
                if stack[index].mask & bit != 0, let member = stack[index].index(key, tag: tag, hint: &hint) {
                    found = stack[index].members[member].value
                    break
                }
                index -= 1
            }
        }
        hints[slot] = hint
        let looked = contexts.count - index + components
        if looked >= 16 { try spend(looked >> 4) }
        lowestRead = Swift.min(lowestRead, index)
        return found
    }

    /// `value` replaced by what the components of `name` after the first resolve to in it;
    /// false when one does not.
    private static func descend(_ value: inout MustacheValue, _ name: borrowing MustacheName) -> Bool {
        for position in name.components.indices.dropFirst() {
            guard case .object(let next) = value, let member = next[name.components[position], name.tags[position]] else { return false }
            value = member
        }
        return true
    }

    /// The name of the template a partial or parent tag refers to, or `nil` for a dynamic
    /// name that resolves to nothing.
    private mutating func templateName(_ reference: MustacheTemplateReference, at position: MustachePosition)
        throws(MustacheError) -> String?
    {
        switch reference {
        case .fixed(let name): name
        case .dynamic(let name): try resolve(name, at: position)?.interpolationText
        }
    }

    private func replacement(for block: String) -> MustacheBlockContent? {
        for replacements in overrides {
            if let content = replacements[block] { return content }
        }
        return nil
    }
}
