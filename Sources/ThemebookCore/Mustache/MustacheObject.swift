/// The members of a Mustache object, in the order they were added, found without hashing.
///
/// Contexts are small (a swatch has about twenty keys, most have fewer than ten), are built by
/// the ten thousand for a large catalogue, and each is read a few times: a `Dictionary` spent
/// more time hashing keys (once to build, again for every lookup, since each dictionary has its
/// own seed) than rendering did. Here each key carries a cheap 64-bit tag, computed once when the
/// member is added; a lookup compares tags (the template's names have theirs computed when it is
/// parsed) and only a matching tag compares the strings.
public struct MustacheObject: Sendable {
    struct Member: Sendable {
        let key: String
        let tag: UInt64
        var value: MustacheValue
    }

    private(set) var members: [Member]
    /// One bit per member, chosen by its tag (`bit(_:)`): a lookup skips an object whose mask
    /// lacks the name's bit without reading a member. Most lookups walk past several contexts
    /// that do not hold the name (`{{root}}` inside a swatch inside a token), and each used to
    /// compare every member's tag. Every member appended sets its bit; a removed member's bit
    /// may stay set, which costs only a scan that finds nothing.
    private(set) var mask: UInt64 = 0
    /// Set on an object that many renderings show, the same value each time (a swatch that many
    /// tokens share): the renderer keeps the bytes of a section over it and copies them when the
    /// same section shows it again (`MustacheSectionMemo`). It changes no output. Copies share
    /// it; any change to the members drops it, so a changed copy is never taken for the original.
    private(set) var sharing: Sharing?

    /// What tells one shared object apart from every other (`isShared`): its identity is the
    /// memo's key, and the memo holds it, so that no other object can take its identity.
    final class Sharing: Sendable {}

    /// Whether renderings may keep the bytes of sections over this object (`sharing`); setting
    /// it gives the object an identity of its own.
    var isShared: Bool {
        get { sharing != nil }
        set { sharing = newValue ? Sharing() : nil }
    }

    /// The identity of a shared object: equal for copies of it, different for any other.
    var identity: ObjectIdentifier? { sharing.map(ObjectIdentifier.init) }

    public init() { members = [] }

    /// An object with `keys`, to be given their values in order with `add` (for objects made by
    /// the thousand with the same keys, whose tags are then computed once, not once per object).
    /// Built member by member, with no array of values in between: making, copying and freeing
    /// that array cost more than the object itself.
    init(_ keys: MustacheKeys) {
        members = []
        members.reserveCapacity(keys.names.count)
    }

    /// `keys` with `values` in the same order.
    init(_ keys: MustacheKeys, _ values: [MustacheValue]) {
        precondition(keys.names.count == values.count, "one value for each key")
        self.init(keys)
        for value in values { add(value, keys) }
    }

    /// The value of the next of `keys` (the keys this object was made with).
    @inline(__always)
    mutating func add(_ value: consuming MustacheValue, _ keys: MustacheKeys) {
        let index = members.count
        let tag = keys.tags[index]
        members.append(Member(key: keys.names[index], tag: tag, value: value))
        mask |= Self.bit(tag)
        sharing = nil
    }

    /// The members of `dictionary`, in its order.
    public init(_ dictionary: [String: MustacheValue]) {
        members = dictionary.map { Member(key: $0.key, tag: Self.tag($0.key), value: $0.value) }
        mask = Self.mask(of: members)
    }

    public var count: Int { members.count }
    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }
    public var values: [MustacheValue] { members.map(\.value) }

    /// The value of `key`; setting nil removes it.
    public subscript(key: String) -> MustacheValue? {
        get { self[key, Self.tag(key)] }
        set {
            sharing = nil
            let tag = Self.tag(key)
            if let index = index(of: key, tag: tag) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append(Member(key: key, tag: tag, value: newValue))
                mask |= Self.bit(tag)
            }
        }
    }

    /// Makes room for `count` members, so that adding members up to it copies the members (of
    /// a copy that shares them, such as a page's context made from the shared base) once, at
    /// that size, not again each time the array grows.
    public mutating func reserveCapacity(_ count: Int) { members.reserveCapacity(count) }

    /// The value of `key`, whose tag is `tag` (`MustacheObject.tag(key)`).
    @inline(__always)
    subscript(key: String, tag: UInt64) -> MustacheValue? {
        guard mask & Self.bit(tag) != 0 else { return nil }
        return index(of: key, tag: tag).map { members[$0].value }
    }

    /// Where the member `key` (tagged `tag`) is, looking first at the member at `hint`, which
    /// is set to where the key was found: objects made with the same keys hold them at the same
    /// place, so the member at the hint is nearly always the one, and a scan of twenty members
    /// is skipped. An index, not the value: the renderer reads the value in place.
    @inline(__always)
    func index(_ key: String, tag: UInt64, hint: inout UInt8) -> Int? {
        guard mask & Self.bit(tag) != 0 else { return nil }
        let guess = Int(hint)
        if guess < members.count, members[guess].tag == tag, members[guess].key == key { return guess }
        guard let index = index(of: key, tag: tag) else { return nil }
        hint = UInt8(truncatingIfNeeded: index)
        return index
    }

    /// The bit of `mask` that members tagged `tag` set.
    @inline(__always)
    static func bit(_ tag: UInt64) -> UInt64 { 1 &<< (tag >> 58) }

    private static func mask(of members: [Member]) -> UInt64 {
        var mask: UInt64 = 0
        for member in members { mask |= bit(member.tag) }
        return mask
    }

    @inline(__always)
    private func index(of key: String, tag: UInt64) -> Int? {
        members.firstIndex { $0.tag == tag && $0.key == key }
    }

    /// This object with `other`'s members added; for a key both have, `combine` picks the value.
    public func merging(
        _ other: MustacheObject, uniquingKeysWith combine: (MustacheValue, MustacheValue) -> MustacheValue
    ) -> MustacheObject {
        var merged = self
        merged.merge(other, uniquingKeysWith: combine)
        return merged
    }

    public mutating func merge(_ other: MustacheObject, uniquingKeysWith combine: (MustacheValue, MustacheValue) -> MustacheValue) {
        sharing = nil
        for member in other.members {
            if let index = index(of: member.key, tag: member.tag) {
                members[index].value = combine(members[index].value, member.value)
            } else {
                members.append(member)
                mask |= Self.bit(member.tag)
            }
        }
    }

    public func mapValues(_ transform: (MustacheValue) -> MustacheValue) -> MustacheObject {
        var mapped = self
        mapped.sharing = nil
        for index in mapped.members.indices { mapped.members[index].value = transform(mapped.members[index].value) }
        return mapped
    }

    /// FNV-1a over the key's UTF-8: a few instructions a byte, against SipHash's many, and the
    /// keys of one object almost never share a tag (equal tags still compare the strings).
    @inline(__always)
    static func tag(_ key: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Keys are native strings (literals, mostly), whose bytes are at hand without decoding.
        let done: Void? = key.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        if done == nil {
            for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return hash
    }
}

extension MustacheObject: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value, at the place of its first.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        members = []
        members.reserveCapacity(elements.count)
        for (key, value) in elements {
            let tag = Self.tag(key)
            if let index = index(of: key, tag: tag) {
                members[index].value = value
            } else {
                members.append(Member(key: key, tag: tag, value: value))
                mask |= Self.bit(tag)
            }
        }
    }
}

extension MustacheObject: Sequence {
    public struct Iterator: IteratorProtocol {
        private var base: IndexingIterator<[Member]>
        fileprivate init(_ members: [Member]) { base = members.makeIterator() }
        public mutating func next() -> (key: String, value: MustacheValue)? { base.next().map { ($0.key, $0.value) } }
    }

    public func makeIterator() -> Iterator { Iterator(members) }
    public var underestimatedCount: Int { members.count }
}

extension MustacheObject: Equatable {
    /// The same keys with equal values, in whatever order they were added.
    public static func == (lhs: MustacheObject, rhs: MustacheObject) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        for (index, member) in lhs.members.enumerated() {
            let other = rhs.members[index]
            if member.tag == other.tag, member.key == other.key {
                guard member.value == other.value else { return false }
            } else {
                guard let value = rhs[member.key, member.tag], value == member.value else { return false }
            }
        }
        return true
    }
}

/// The keys of objects made in great numbers, tagged once (`MustacheObject(keys)`).
final class MustacheKeys: Sendable {
    let names: [String]
    let tags: [UInt64]

    init(_ names: [String]) {
        precondition(Set(names).count == names.count, "keys are unique")
        self.names = names
        tags = names.map(MustacheObject.tag)
    }
}
