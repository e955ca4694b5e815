/// A template's nodes laid out for rendering: one array of plain values with no references in
/// them, so that walking a template touches no reference count (each node visited as a class
/// was a retain and a release, and the pages of a large catalogue visit millions).
///
/// A section's content is the ops right after it, up to its `end`. Text is a range of `bytes`;
/// names and positions are kept in tables the ops index; partials, parents and blocks, a few
/// per page, keep their nodes (`calls`).
///
/// A class, immutable once made: handing a program to a partial's expansion is one reference,
/// and its identity tells its sections apart from any other program's (the memo keeps bytes by
/// it and an op's index, `MustacheSectionMemo`, and holds the program so that no other takes it).
final class MustacheProgram: Sendable {
    struct Op: Sendable {
        enum Kind: UInt8, Sendable {
            case text, variable, rawVariable, section, invertedSection, partial, parent, block
        }

        let kind: Kind
        /// Text: where its bytes start in `bytes`. A variable or section: its name in `names`.
        /// A partial, parent or block: its node in `calls`.
        let first: Int
        /// Text: where its bytes end. A section: the op after its content.
        let end: Int
        /// Text: where its line ends start in `lineEnds`. A variable or section: its position in
        /// `positions`.
        let place: Int
        /// Text: how many lines it has. A section: how many ops its content has at its own level.
        let count: Int
    }

    /// A name's first component (`MustacheName.first`), its tag, and how many components the
    /// name has (0 for `.`).
    struct NameHead: Sendable {
        let key: String
        let tag: UInt64
        let count: Int

        init(_ name: MustacheName) {
            key = name.first
            tag = name.firstTag
            count = name.components.count
        }
    }

    /// A partial, parent or block tag, as parsed.
    enum Call: Sendable {
        case partial(MustachePartial)
        case parent(MustacheParent)
        case block(MustacheBlock)
    }

    let ops: [Op]
    /// How many ops the program has at its top level.
    let topCount: Int
    let bytes: [UInt8]
    /// Just past each line of each text (its line feed, or its end), as offsets in `bytes`.
    let lineEnds: [Int]
    let names: [MustacheName]
    /// The first component of each name of `names`, with its tag and the name's length: what a
    /// lookup reads, without copying the name (a copy retains its arrays and strings, and every
    /// variable and section looks its name up).
    let heads: [NameHead]
    let positions: [MustachePosition]
    let calls: [Call]
    /// The template the program's tags are written in (usually its file path), for errors.
    let template: String

    init(_ nodes: [MustacheNode], template: String) {
        self.template = template
        var builder = Builder()
        builder.add(nodes)
        ops = builder.ops
        topCount = nodes.count
        bytes = builder.bytes
        lineEnds = builder.lineEnds
        names = builder.names
        heads = builder.names.map(NameHead.init)
        positions = builder.positions
        calls = builder.calls
    }

    /// The ops of the whole program.
    var all: Range<Int> { 0..<ops.count }

    private struct Builder {
        var ops: [Op] = []
        var bytes: [UInt8] = []
        var lineEnds: [Int] = []
        var names: [MustacheName] = []
        var positions: [MustachePosition] = []
        var calls: [Call] = []

        /// Adds `nodes` in order, each section followed by its content. Templates nest at most
        /// `MustacheParser.maximumNesting` deep, which bounds the recursion.
        mutating func add(_ nodes: [MustacheNode]) {
            for node in nodes {
                switch node {
                case .text(let text):
                    let start = bytes.count
                    bytes.append(contentsOf: text.bytes)
                    let firstLine = lineEnds.count
                    for end in text.lineEnds { lineEnds.append(start + end) }
                    ops.append(Op(kind: .text, first: start, end: bytes.count, place: firstLine, count: text.lineEnds.count))
                case .variable(let variable):
                    ops.append(Op(
                        kind: variable.escaped ? .variable : .rawVariable, first: name(variable.name), end: 0,
                        place: position(variable.position), count: 0))
                case .section(let section):
                    let at = ops.count
                    ops.append(Op(kind: .text, first: 0, end: 0, place: 0, count: 0))
                    add(section.children)
                    ops[at] = Op(
                        kind: section.inverted ? .invertedSection : .section, first: name(section.name), end: ops.count,
                        place: position(section.position), count: section.children.count)
                case .partial(let partial): call(.partial(partial), .partial)
                case .parent(let parent): call(.parent(parent), .parent)
                case .block(let block): call(.block(block), .block)
                }
            }
        }

        private mutating func name(_ name: MustacheName) -> Int {
            names.append(name)
            return (names.count - 1)
        }

        private mutating func position(_ position: MustachePosition) -> Int {
            positions.append(position)
            return (positions.count - 1)
        }

        private mutating func call(_ call: Call, _ kind: Op.Kind) {
            calls.append(call)
            ops.append(Op(kind: kind, first: (calls.count - 1), end: 0, place: 0, count: 0))
        }
    }
}
