/// The context stack of a rendering, as the addresses of the values on it, not copies.
///
/// A section pushes the value its name resolved to, and that value is stored in a context
/// below it (a member of an object, an item of a list), which stays on the stack, unchanged,
/// until the section is done: so the stack can point at it. Copying it instead retained the
/// value (a string, an object's members, a list) on every section entered and every item of
/// every list, and released it after: a large catalogue's pages enter some three million, and
/// two threads retaining the same shared swatches fought over their reference counts.
///
/// What no context below holds is kept here, each in a cell of its own that does not move:
/// the page's own context, and each item of a lazy list (`MustacheLazyList`), made as the
/// section reaches it and let go when the next is made.
final class MustacheContextStack {
    private var items: UnsafeMutablePointer<UnsafePointer<MustacheValue>>
    private(set) var count = 0
    private var capacity = 16
    /// The page's context, for the rendering's whole life.
    private let root: UnsafeMutablePointer<MustacheValue>

    init(_ context: MustacheValue) {
        items = .allocate(capacity: capacity)
        root = .allocate(capacity: 1)
        root.initialize(to: context)
        push(UnsafePointer(root))
    }

    deinit {
        items.deallocate()
        root.deinitialize(count: 1)
        root.deallocate()
    }

    /// The addresses on the stack, bottom first.
    @inline(__always)
    var buffer: UnsafeBufferPointer<UnsafePointer<MustacheValue>> { UnsafeBufferPointer(start: items, count: count) }

    /// Pushes a value that a context on the stack (or the page) holds until it is popped.
    @inline(__always)
    func push(_ value: UnsafePointer<MustacheValue>) {
        if count == capacity { grow() }
        items[count] = value
        count += 1
    }

    @inline(__always)
    func pop() { count -= 1 }

    /// Pushes a value nothing else holds (a lazy list's item): kept in a cell of its own,
    /// freed by `popOwned`.
    func pushOwned(_ value: consuming MustacheValue) {
        let cell = UnsafeMutablePointer<MustacheValue>.allocate(capacity: 1)
        cell.initialize(to: value)
        push(UnsafePointer(cell))
    }

    /// Pops and frees the value `pushOwned` pushed last.
    func popOwned() {
        count -= 1
        let cell = UnsafeMutablePointer(mutating: items[count])
        cell.deinitialize(count: 1)
        cell.deallocate()
    }

    private func grow() {
        let grown = UnsafeMutablePointer<UnsafePointer<MustacheValue>>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: items, count: count)
        items.deallocate()
        items = grown
        capacity *= 2
    }
}
