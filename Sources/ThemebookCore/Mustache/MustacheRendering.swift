/// One rendering in progress: the output buffer, the context stack, the block replacements
/// in force and the indentation of the current line.
///
/// The output is collected as UTF-8 bytes: every piece appended is a whole valid string (or
/// an ASCII entity), so the bytes are always valid UTF-8, and copying bytes is much cheaper
/// than appending to a `String` piece by piece.
struct MustacheRendering {
    private let renderer: MustacheRenderer
    /// `renderer.memo`, unretained: the renderer holds it while this rendering lasts.
    private let memo: Unmanaged<MustacheSectionMemo>
    let output: MustacheOutput
    /// Where each context on the stack is stored (`MustacheContextStack`).
    private let contexts: MustacheContextStack
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
    /// Nodes visited so far (`MustacheRenderer.maximumWork`): partials or loops that each
    /// expand twice what they contain multiply, so time is bounded, not only depth.
    private var work = 0
    /// Where each name was last found in its object.
    private let hints = MustacheHints()
    /// The last tag entered, where a budget error is reported.
    private var place = MustachePosition(line: 1, column: 1)
    /// The lowest index in `contexts` a name resolved in since a shared section started
    /// (`render(_:shared:)`); -1 for anything that depends on more than the stack above a
    /// point: a name that resolved nowhere, or a block (whose replacement is outside).
    private var lowestRead = Int.max
    /// Where the output goes a block at a time when the page is streamed
    /// (`MustacheRenderer.render(_:context:streamingTo:)`); nil keeps it whole in `output`.
    var spill: ((UnsafeRawBufferPointer) -> Void)?
    /// Bytes already handed to `spill`.
    private var spilled = 0
    /// The output handed on once it is this long.
    static let spillSize = 1 << 16

    init(renderer: MustacheRenderer, template: MustacheTemplate, context: MustacheValue) {
        self.renderer = renderer
        memo = Unmanaged.passUnretained(renderer.memo)
        self.template = template.name
        contexts = MustacheContextStack(context)
        output = MustacheOutput(capacity: template.sourceLength * 2 + 1024)
    }

    /// Renders steps (`MustacheStep`): each payload is read through a guaranteed reference, so
    /// the walk itself never touches a reference count.
    mutating func render(_ steps: UnsafeMutableBufferPointer<MustacheStep>) throws(MustacheError) {
        work += steps.count
        if let spill, output.count >= Self.spillSize {
            spill(output.written)
            spilled += output.count
            output.removeAll()
        }
        if work > renderer.workBudget || spilled + output.count > MustacheRenderer.maximumOutput {
            throw .tooLarge(
                work > renderer.workBudget
                    ? "rendering visits more than \(renderer.workBudget) template tags; partials or sections multiply"
                    : "the page is larger than \(MustacheRenderer.maximumOutput / 1_000_000) MB; partials or sections multiply",
                in: template, at: place)
        }
        for step in steps {
            // The closures return the error rather than throw it: `_withUnsafeGuaranteedRef`
            // only rethrows untyped errors.
            let failure: MustacheError?
            switch step {
            case .text(let text):
                text._withUnsafeGuaranteedRef { write($0) }
                continue
            case .variable(let variable):
                failure = variable._withUnsafeGuaranteedRef { variable in Self.caught { () throws(MustacheError) in try render(variable) } }
            case .section(let section):
                failure = section._withUnsafeGuaranteedRef { section in Self.caught { () throws(MustacheError) in try render(section) } }
            case .partial(let partial):
                failure = partial._withUnsafeGuaranteedRef { partial in Self.caught { () throws(MustacheError) in try render(partial) } }
            case .parent(let parent):
                failure = parent._withUnsafeGuaranteedRef { parent in Self.caught { () throws(MustacheError) in try render(parent) } }
            case .block(let block):
                failure = block._withUnsafeGuaranteedRef { block in Self.caught { () throws(MustacheError) in try render(block) } }
            }
            if let failure { throw failure }
        }
    }

    @inline(__always)
    private static func caught(_ body: () throws(MustacheError) -> Void) -> MustacheError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    // MARK: Nodes

    private mutating func render(_ variable: MustacheVariable) throws(MustacheError) {
        let found = try resolve(variable.name, at: variable.position)
        startOutput()
        guard let found else { return }
        // A string is read where it is stored, without a copy (and so without a retain).
        if var text = MustacheStoredUTF8.at(found) {
            text.append(to: output, escaped: variable.escaped)
            return
        }
        switch found.pointee {
        case .null, .array, .lazyArray, .object: return
        case .string(let string): output.append(string, escaped: variable.escaped)
        case let value: output.append(value.interpolationText, escaped: variable.escaped)
        }
    }

    private mutating func render(_ section: MustacheSection) throws(MustacheError) {
        place = section.position
        // Where the value is stored: in a context on the stack, which holds it, unchanged,
        // while the section pushes it (or its items) above.
        let found = try resolve(section.name, at: section.position)
        // `enter` inline, so that the name is made into a string only for the error.
        guard nesting < MustacheRenderer.maximumNesting else { throw tooDeep(section.name.description, at: section.position) }
        nesting += 1
        defer { nesting -= 1 }
        let isTruthy = found?.pointee.isTruthy ?? false
        if section.inverted {
            if !isTruthy { try render(section.childSteps) }
            return
        }
        guard let found, isTruthy else { return }
        switch found.pointee {
        case .array(let items):
            // Each item where the list stores it; the list is held by the context it was found in.
            let count = items.count
            guard let start = items.withUnsafeBufferPointer({ $0.baseAddress }) else { return }
            for index in 0..<count { try render(section, at: start + index) }
            withExtendedLifetime(items) {}
        case .lazyArray(let items):
            // Made one at a time; nothing else holds an item, so the stack keeps it while it renders.
            for index in items.indices {
                contexts.pushOwned(items[index])
                defer { contexts.popOwned() }
                try render(section, pushed: contexts.buffer[contexts.count - 1])
            }
        default:
            try render(section, at: found)
        }
    }

    /// A section's content with the value at `context` on top of the stack.
    @inline(__always)
    private mutating func render(_ section: MustacheSection, at context: UnsafePointer<MustacheValue>) throws(MustacheError) {
        contexts.push(context)
        defer { contexts.pop() }
        try render(section, pushed: context)
    }

    /// A section's content, `context` already on top of the stack: from the memo when the
    /// context is a shared object it was rendered over before.
    @inline(__always)
    private mutating func render(_ section: MustacheSection, pushed context: UnsafePointer<MustacheValue>) throws(MustacheError) {
        if case .object(let object) = context.pointee, object.isShared, let identity = object.identity {
            try render(section, shared: context, at: identity)
        } else {
            try render(section.childSteps)
        }
    }

    /// A section over a shared object, copied from `MustacheSectionMemo` when it holds its
    /// bytes; otherwise rendered, and its bytes kept when they depend on nothing but the key.
    private mutating func render(_ section: MustacheSection, shared context: UnsafePointer<MustacheValue>, at identity: UnsafeRawPointer)
        throws(MustacheError)
    {
        // The memo and its entry are read through guaranteed references: the renderer holds the
        // memo, and the memo every entry, for the whole rendering. The indentation is read in
        // place; only an entry being kept (below) holds it.
        let memo = self.memo
        let (startsLine, startNesting, startDepth) = (atLineStart, nesting, depth)
        let looked = indentation.withUnsafeBufferPointer { indentation in
            memo._withUnsafeGuaranteedRef {
                $0.entry(MustacheSectionMemo.Probe(
                    section: ObjectIdentifier(section), object: identity, indentation: indentation, atLineStart: startsLine,
                    nesting: startNesting, depth: startDepth))
            }
        }
        if let found = looked {
            enum Use { case copied, rendered, missed }
            let use = found._withUnsafeGuaranteedRef { entry -> Use in
                // Within the limits, the rendering would make these bytes and throw nothing;
                // past them it is rendered again, to throw where it would have.
                guard let bytes = entry.bytes else { return .rendered }
                guard work + entry.work <= renderer.workBudget, spilled + output.count + bytes.count <= MustacheRenderer.maximumOutput
                else { return .missed }
                output.append(bytes)
                work += entry.work
                atLineStart = entry.endsAtLineStart
                place = entry.place
                return .copied
            }
            switch use {
            case .copied: return
            case .rendered: return try render(section.childSteps)
            case .missed: break
            }
        }
        // Not found: the key an entry of these bytes is kept under, as the section starts.
        let key = MustacheSectionMemo.Key(
            section: ObjectIdentifier(section), object: identity, indentation: indentation, atLineStart: startsLine,
            nesting: startNesting, depth: startDepth)
        let start = output.count
        let startWork = work
        let startSpilled = spilled
        let outerLowest = lowestRead
        lowestRead = Int.max
        // The object is on top of the stack: names that resolve in it or above are its own.
        let base = contexts.count - 1
        try render(section.childSteps)
        // Whether the bytes depend on the object (and what was pushed over it) alone, and are
        // all still in the buffer.
        let inside = lowestRead >= base && spilled == startSpilled
        lowestRead = Swift.min(outerLowest, lowestRead)
        let entry = MustacheSectionMemo.Entry(
            key: key, bytes: inside ? UnsafeBufferPointer(start: output.base + start, count: output.count - start) : nil,
            work: work - startWork, endsAtLineStart: atLineStart, place: place, section: section, object: context.pointee)
        memo._withUnsafeGuaranteedRef { $0.record(entry) }
    }

    private mutating func render(_ partial: MustachePartial) throws(MustacheError) {
        place = partial.position
        guard let name = try templateName(partial.reference, at: partial.position) else { return }
        guard let target = target(name, partial.reference, tag: partial.fixedTag) else {
            if renderer.strict { throw .unknownPartial(name, in: template, at: partial.position) }
            return
        }
        try expand(target, named: name, indentation: partial.indentation, at: partial.position)
    }

    private mutating func render(_ parent: MustacheParent) throws(MustacheError) {
        place = parent.position
        guard let name = try templateName(parent.reference, at: parent.position) else { return }
        guard let target = target(name, parent.reference, tag: parent.fixedTag) else {
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
        try expand(content.steps.buffer, from: content.template, indentation: block.indentation)
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
    private mutating func expand(
        _ target: MustacheTemplate, named name: String, indentation: String, at position: MustachePosition
    ) throws(MustacheError) {
        guard depth < MustacheRenderer.maximumDepth else {
            throw .recursion(name, depth: MustacheRenderer.maximumDepth, in: template, at: position)
        }
        try enter(name, at: position)
        depth += 1
        defer {
            depth -= 1
            nesting -= 1
        }
        try expand(target.steps.buffer, from: target.name, indentation: indentation)
    }

    /// Renders nodes written in `source` with extra indentation on each of their lines.
    private mutating func expand(
        _ steps: UnsafeMutableBufferPointer<MustacheStep>, from source: String, indentation extra: String
    )
        throws(MustacheError)
    {
        // The indentation grows and shrinks at its end like a stack: saving only its length
        // keeps one buffer for the whole page (a saved copy made every append copy it anew).
        let savedIndentation = indentation.count
        let savedTemplate = template
        if !extra.isEmpty {
            // Mid-line, the first line takes only its own indentation.
            if !atLineStart { output.append(extra) }
            mustacheAppendUTF8(extra, to: &indentation)
        }
        template = source
        try render(steps)
        indentation.removeLast(indentation.count - savedIndentation)
        template = savedTemplate
    }

    // MARK: Output

    private mutating func write(_ text: MustacheText) {
        if indentation.isEmpty {
            if let words = text.shortBytes {
                output.append(words, text.unretainedBytes.count)
            } else {
                output.append(UnsafeBufferPointer(text.unretainedBytes))
            }
            atLineStart = text.endsLine
            return
        }
        let bytes = UnsafeBufferPointer(text.unretainedBytes)
        var lineStart = 0
        for lineEnd in text.unretainedLineEnds {
            startOutput()
            output.append(UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]))
            atLineStart = bytes[lineEnd - 1] == UInt8(ascii: "\n")
            lineStart = lineEnd
        }
    }

    /// Writes the indentation when a template line starts here.
    @inline(__always)
    private mutating func startOutput() {
        if atLineStart {
            indentation.withUnsafeBufferPointer { output.append($0) }
            atLineStart = false
        }
    }

    // MARK: Lookup

    // These read `self` but are `mutating` so that `self` is passed by reference: a
    // non-mutating method called from a mutating one is handed a copy of the whole struct,
    // a 150-byte `memcpy` at every tag.

    /// Where the value of a name is stored in the context stack (see `lookup`); `nil` when it
    /// resolves to nothing (an error in strict mode).
    private mutating func resolve(_ name: MustacheName, at position: MustachePosition) throws(MustacheError)
        -> UnsafePointer<MustacheValue>?
    {
        var foundAt = -1
        let value = Self.lookup(name, in: contexts.buffer, hints: hints, foundAt: &foundAt)
        if foundAt < lowestRead { lowestRead = foundAt }
        if let value { return value }
        if renderer.strict { throw .unknownName(name.description, in: template, at: position) }
        return nil
    }

    /// The first name component resolves against the stack, innermost first; the others only
    /// against what the previous ones resolved to.
    ///
    /// Static, with the stack as an argument: nothing it calls can change the stack, so it
    /// reads each context in place instead of retaining a copy. `foundAt` is set to the index
    /// of the context the first component was found in (left at -1 when none holds it).
    ///
    /// Returns where the value is stored, not a copy of it: copying retained (and releasing
    /// the copy released) a string or list at every tag, a tenth of a large catalogue's build.
    /// The value lives in an object or list a context on the stack holds (or is that
    /// context), and nothing is changed in place while it is held: the pointer is good while
    /// that context stays on the stack, which is as long as a section that pushes it lasts.
    private static func lookup(
        _ name: MustacheName, in contexts: UnsafeBufferPointer<UnsafePointer<MustacheValue>>, hints: MustacheHints, foundAt: inout Int
    ) -> UnsafePointer<MustacheValue>? {
        guard !contexts.isEmpty else { return nil }
        guard !name.components.isEmpty else {
            foundAt = contexts.count - 1
            return contexts[contexts.count - 1]
        }
        let hint = hints.slot(name.firstTag)
        for index in contexts.indices.reversed() {
            guard case .object(let members) = contexts[index].pointee,
                var value = members.address(of: name.first, tag: name.firstTag, hint: hint)
            else { continue }
            foundAt = index
            if name.components.count > 1 {
                for position in 1..<name.components.count {
                    guard case .object(let next) = value.pointee,
                        let found = next.address(of: name.components[position], tag: name.tags[position])
                    else { return nil }
                    value = found
                }
            }
            return value
        }
        return nil
    }

    /// The name of the template a partial or parent tag refers to, or `nil` for a dynamic
    /// name that resolves to nothing.
    private mutating func templateName(_ reference: MustacheTemplateReference, at position: MustachePosition)
        throws(MustacheError) -> String?
    {
        switch reference {
        case .fixed(let name): name
        case .dynamic(let name): try resolve(name, at: position)?.pointee.interpolationText
        }
    }

    /// The template a partial or parent tag names: a fixed name found by its tag, a dynamic one
    /// by hashing.
    private mutating func target(_ name: String, _ reference: MustacheTemplateReference, tag: UInt64) -> MustacheTemplate? {
        if case .fixed = reference { return renderer.partial(name, tag: tag) }
        return renderer.partials[name]
    }

    private mutating func replacement(for block: String) -> MustacheBlockContent? {
        for replacements in overrides {
            if let content = replacements[block] { return content }
        }
        return nil
    }
}
