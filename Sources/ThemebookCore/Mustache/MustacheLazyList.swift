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
    private let item: @Sendable (Int) -> MustacheValue

    public init(count: Int, item: @escaping @Sendable (Int) -> MustacheValue) {
        self.count = Swift.max(0, count)
        self.item = item
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(index: Int) -> MustacheValue { item(index) }

    /// Equal when the items are, as two arrays are.
    public static func == (a: MustacheLazyList, b: MustacheLazyList) -> Bool { a.elementsEqual(b) }
}
