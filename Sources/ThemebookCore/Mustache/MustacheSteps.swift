/// A node as the renderer walks it: the same payload, unretained.
///
/// Walking `[MustacheNode]` retained and released every payload it passed (and every array
/// inside one it read): about a tenth of a large catalogue's build. The payloads are owned by
/// the node arrays that `MustacheSteps` keeps, so while a template (or the section, block or
/// override holding the steps) is alive, its steps are too; the renderer reads them through
/// `_withUnsafeGuaranteedRef`, which neither retains nor releases.
enum MustacheStep {
    case text(Unmanaged<MustacheText>)
    case variable(Unmanaged<MustacheVariable>)
    case section(Unmanaged<MustacheSection>)
    case partial(Unmanaged<MustachePartial>)
    case parent(Unmanaged<MustacheParent>)
    case block(Unmanaged<MustacheBlock>)

    init(_ node: MustacheNode) {
        switch node {
        case .text(let text): self = .text(.passUnretained(text))
        case .variable(let variable): self = .variable(.passUnretained(variable))
        case .section(let section): self = .section(.passUnretained(section))
        case .partial(let partial): self = .partial(.passUnretained(partial))
        case .parent(let parent): self = .parent(.passUnretained(parent))
        case .block(let block): self = .block(.passUnretained(block))
        }
    }
}

/// Nodes with their steps (`MustacheStep`) in a buffer that reads without reference counting.
///
/// `@unchecked Sendable`: the buffer is written once, in `init`, and only read after; the
/// nodes it points into are immutable and kept alive by `nodes`.
final class MustacheSteps: @unchecked Sendable {
    let nodes: [MustacheNode]
    let buffer: UnsafeMutableBufferPointer<MustacheStep>

    init(_ nodes: [MustacheNode]) {
        self.nodes = nodes
        buffer = .allocate(capacity: nodes.count)
        for (index, node) in nodes.enumerated() { (buffer.baseAddress! + index).initialize(to: MustacheStep(node)) }
    }

    deinit { buffer.deallocate() }
}

/// Plain values (bytes, offsets) copied once into a buffer that reads without reference
/// counting (see `MustacheSteps`): reading an array a class holds retained it for the read.
///
/// `@unchecked Sendable` for the same reason: written in `init`, read only after.
final class MustacheBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>

    init(_ elements: [Element]) {
        buffer = .allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
    }

    deinit { buffer.deallocate() }
}
