import Synchronization

/// A `SuggestionIndex` that every copy of the value holding it asks. A Swift colour reader is
/// copied for every token and scope it reads, so an index it held by value would be built again,
/// or forget its answers, with each copy; this one is built from `names` the first time any copy
/// asks, then kept. An index stops suggesting after its comparison budget, so its answers depend
/// on the order it is asked in: the values that share one ask it from one thread, in source order.
final class SharedSuggestionIndex: Sendable {
    private let names: [String]
    private let index = Mutex<SuggestionIndex?>(nil)

    init<S: Sequence>(_ names: S) where S.Element == String {
        self.names = Array(names)
    }

    func closest(to name: String) -> String? {
        index.withLock { index in
            if index == nil { index = SuggestionIndex(names) }
            return index?.closest(to: name)
        }
    }
}
