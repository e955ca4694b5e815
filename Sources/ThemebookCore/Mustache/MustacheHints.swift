/// Where each name was last found in its object, by the name's tag (`MustacheObject.value(_:tag:hint:)`):
/// the objects a name is found in are mostly made with the same keys in the same order, so the
/// member at the hint is nearly always the one, and a scan of twenty members is skipped.
///
/// A class holding a plain buffer, so that a lookup writes a hint without a mutable access to
/// the rendering (which would make it copy, and so retain, each context it reads).
final class MustacheHints {
    static let slots = 256
    let slots: UnsafeMutablePointer<UInt8>

    init() {
        slots = .allocate(capacity: Self.slots)
        slots.initialize(repeating: 0, count: Self.slots)
    }

    deinit { slots.deallocate() }

    /// The hint for names tagged `tag`.
    @inline(__always)
    func slot(_ tag: UInt64) -> UnsafeMutablePointer<UInt8> {
        slots + Int(truncatingIfNeeded: tag & UInt64(Self.slots - 1))
    }
}
