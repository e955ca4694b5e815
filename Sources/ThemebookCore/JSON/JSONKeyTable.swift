/// The keys of a large JSON object, by hash, so that a repeated key is found without a scan.
///
/// Open addressing over member positions rather than a `[String: Int]`: every member of every
/// large object (a group of hundreds of tokens) comes here, and the dictionary hashed each key
/// twice and rehashed everything as it grew. A key's hash is kept by position, so growing the
/// table hashes nothing again. The hash is `String`'s own (seeded, and canonically equivalent
/// keys hash alike, as `==` compares them), so hostile keys cannot pile into one slot.
struct JSONKeyTable {
    /// Position of the member + 1 in each slot, 0 where the slot is free.
    private var slots: [Int]
    /// The hash of the key at each member position (replaced members included).
    private var hashes: [Int] = []
    private var used = 0

    /// A table of `members`, whose keys are distinct.
    init(_ members: [JSONNode.Member]) {
        var size = 64
        while size < members.count * 4 { size <<= 1 }
        slots = [Int](repeating: 0, count: size)
        hashes.reserveCapacity(size / 2)
        for i in members.indices { _ = claim(members[i].key, at: i, in: members) }
    }

    /// Records `key` as the key of the member at `position` (the next one: positions come in
    /// order); returns the position it had before, if it had one.
    mutating func claim(_ key: String, at position: Int, in members: [JSONNode.Member]) -> Int? {
        let hash = key.hashValue
        hashes.append(hash)
        if (used + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let held = slots[slot] - 1
            if held < 0 {
                slots[slot] = position + 1
                used += 1
                return nil
            }
            if hashes[held] == hash, members[held].key == key {
                slots[slot] = position + 1
                return held
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [Int](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for held in old where held > 0 {
            var slot = hashes[held - 1] & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = held
        }
    }
}
