import Foundation

/// The plain keys of a large JSON object being read, by hash of their bytes, so that a repeated
/// key is found without a scan.
///
/// Open addressing over key nodes rather than a `[String: Int]`: every member of every large
/// object (a group of hundreds of tokens) comes here, and no string is made for a key. A key's
/// hash is kept by slot, so growing the table hashes nothing again. The hash is a quick one, a
/// word at a time, seeded at random for each process; should keys still pile up (a probe longer
/// than `maxProbe`, which hostile input might aim for), the table says it `overflowed` and the
/// parser looks the object's keys up by string instead (`Dictionary`'s own seeded hash).
/// Plain keys only (ASCII without escapes): for those, equal bytes are equal strings.
struct JSONKeyTable {
    /// Key node + 1 in each slot, 0 where the slot is free.
    private var slots = [Int](repeating: 0, count: 64)
    /// The hash of the key in each slot.
    private var hashes = [Int](repeating: 0, count: 64)
    private var used = 0
    /// A key took more than `maxProbe` steps to place; the table is no longer complete.
    private(set) var overflowed = false

    static let maxProbe = 64
    private static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x7468_656d_6562_6f6f)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }()

    /// The bytes' hash: eight at a time, mixed by multiplying (every key of a large object).
    static func hash(_ text: Span<UInt8>) -> Int {
        Int(truncatingIfNeeded: Bytes.hash(text, seed: seed))
    }

    /// Records the key node `key`; returns the key node with the same bytes it replaces, if any
    /// (nil, and `overflowed`, when its probe ran too long).
    mutating func claim(_ key: Int, nodes: [JSONDocument.Node], bytes: [UInt8]) -> Int? {
        let node = nodes[key]
        let text = bytes.span.extracting(node.start..<node.end)
        let hash = Self.hash(text)
        if (used + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = hash & mask
        for _ in 0..<Self.maxProbe {
            let held = slots[slot] - 1
            if held < 0 {
                slots[slot] = key + 1
                hashes[slot] = hash
                used += 1
                return nil
            }
            if hashes[slot] == hash, Bytes.equal(bytes.span.extracting(nodes[held].start..<nodes[held].end), text) {
                slots[slot] = key + 1
                return held
            }
            slot = (slot + 1) & mask
        }
        overflowed = true
        return nil
    }

    private mutating func grow() {
        let (oldSlots, oldHashes) = (slots, hashes)
        slots = [Int](repeating: 0, count: oldSlots.count * 2)
        hashes = [Int](repeating: 0, count: oldSlots.count * 2)
        let mask = slots.count - 1
        for (held, hash) in zip(oldSlots, oldHashes) where held > 0 {
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = held
            hashes[slot] = hash
        }
    }
}
