/// A value kept behind one reference: a copy is one retain, however many fields the value
/// has, and a change replaces the reference with a changed copy (never a change in place, so
/// the box is immutable and `Sendable` as its value is).
///
/// For values copied far more often than they change: a resolved colour is copied at every
/// step of resolution, into each theme's values and into the pages' view models.
@dynamicMemberLookup
struct CopyOnWrite<Value: Sendable & Hashable>: Sendable, Hashable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value { box.value }

    subscript<Field>(dynamicMember field: WritableKeyPath<Value, Field>) -> Field {
        get { box.value[keyPath: field] }
        set {
            var changed = box.value
            changed[keyPath: field] = newValue
            box = Box(changed)
        }
    }

    static func == (a: Self, b: Self) -> Bool { a.box === b.box || a.box.value == b.box.value }

    func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
