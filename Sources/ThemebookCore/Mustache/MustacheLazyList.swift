/// A list whose items are made one at a time, as a section reaches each, and let go after
/// (`MustacheValue.lazyArray`). A page that lists every rule of 20,000 guides then holds one
/// guide's context at a time while it streams, not all of them at once.
///
/// It stands for the array of the same items everywhere: it renders, compares, digests and
/// prints as `.array` would. `item` must give the same value for the same index every time
/// it is asked (it may be asked more than once: comparing, digesting, rendering).
///
/// A class, so that it adds no more than a reference to the size of every `MustacheValue`.
public final class MustacheLazyList: RandomAccessCollection, Sendable, Equatable {
    public let count: Int
    /// The work making one item counts against the renderer's budget, in tags: about as many
    /// tags as rendering costs in the time making an item takes (`MustacheRenderer.maximumWork`).
    /// A section reaching an item makes it afresh, so lists nested in lists multiply this.
    public let itemWork: Int
    private let item: @Sendable (Int) -> MustacheValue

    /// - Parameter itemWork: what making an item costs, in tags; the default is a small object's.
    public init(count: Int, itemWork: Int = MustacheLazyList.smallItemWork, item: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = Swift.max(0, count)
        self.itemWork = Swift.max(1, itemWork)
        self.item = item
    }

    /// What making an object of a few strings costs, in tags.
    public static let smallItemWork = 64

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(index: Int) -> MustacheValue { item(index) }

    /// Equal when the items are, as two arrays are.
    public static func == (a: MustacheLazyList, b: MustacheLazyList) -> Bool { a.elementsEqual(b) }
}
