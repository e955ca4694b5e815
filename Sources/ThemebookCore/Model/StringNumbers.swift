import Foundation

/// Strings numbered for lookup: each string added gets the next number (0, 1, 2…), and an
/// ASCII string (nearly every path and name) is found by its bytes.
///
/// For the tables a large catalogue asks tens of thousands of times (every reference's path,
/// every token's name): a `[String: Int]` hashed each key with SipHash and compared it through
/// the generic string comparison, some four hundred instructions a look-up. Here a key's
/// UTF-8 is hashed eight bytes at a time (`JSONKeyTable.hash`, seeded at random per process)
/// into an open-addressed table that keeps each slot's hash, and only a matching hash compares
/// the bytes. The first string beyond ASCII, whose equal strings may be spelled in other bytes
/// (canonical equivalence), moves everything into a `Dictionary`, with its own seeded hash, used
/// from then on; so do keys that still pile up (a probe longer than `maxProbe`, which hostile
/// input might aim for).
struct StringNumbers: Sendable {
    /// The strings, by number.
    private(set) var strings: [String] = []
    /// Per slot: the string's number + 1, 0 where the slot is free.
    private var slots: [Int32]
    /// Per slot: the hash of the string in it.
    private var hashes: [Int]
    /// The ASCII strings' bytes one after another, and where each number's end (its start is
    /// the previous one's end): compared without touching the strings themselves.
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    /// Set once a string beyond ASCII came or a probe ran too long: every look-up goes here
    /// from then on.
    private var overflow: [String: Int]?

    /// The longest probe before the table gives way to a `Dictionary` (small in tests).
    let maxProbe: Int

    init(minimumCapacity: Int = 0, maxProbe: Int = 64) {
        self.maxProbe = maxProbe
        var size = 16
        while size < minimumCapacity * 2 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        hashes = [Int](repeating: 0, count: size)
        strings.reserveCapacity(minimumCapacity)
        ends.reserveCapacity(minimumCapacity)
    }

    var count: Int { strings.count }
    /// Whether the table gave way to a `Dictionary` (a string beyond ASCII, or a probe past
    /// `maxProbe`).
    var overflowed: Bool { overflow != nil }
    var isEmpty: Bool { strings.isEmpty }

    /// The number of `string`, if it was added (or a string equal to it: canonically
    /// equivalent, as `String`'s `==` has it).
    func number(of string: String) -> Int? {
        if let overflow { return overflow[string] }
        let found = string.withUTF8Span { bytes -> Int?? in
            // Every string in the table is ASCII (a string beyond it moves the table to its
            // dictionary), and two ASCII strings are equal exactly when their bytes are.
            guard Bytes.isASCII(bytes) else { return .none }
            return .some(find(bytes, hash: JSONKeyTable.hash(bytes)).number)
        }
        if let found { return found }
        // A string beyond ASCII equals an ASCII one only if its composed form is that one
        // (U+212A KELVIN SIGN is "K").
        let composed = string.precomposedStringWithCanonicalMapping
        return composed.utf8.allSatisfy({ $0 < 0x80 }) ? number(of: composed) : nil
    }

    /// The number of `string`: its own if it was added, else the next one, given to it now.
    mutating func add(_ string: String) -> Int {
        if overflow != nil { return addToOverflow(string) }
        let (hash, found) = string.withUTF8Span { bytes -> (Int, (number: Int?, slot: Int?)?) in
            guard Bytes.isASCII(bytes) else { return (0, nil) }
            let hash = JSONKeyTable.hash(bytes)
            return (hash, find(bytes, hash: hash))
        }
        guard let found else {
            // Beyond ASCII, equal strings may differ in their bytes: `Dictionary` compares them.
            moveToOverflow()
            return addToOverflow(string)
        }
        if let number = found.number { return number }
        guard let slot = found.slot, strings.count < Int(Int32.max) else {
            moveToOverflow()
            return addToOverflow(string)
        }
        let number = strings.count
        strings.append(string)
        bytes.append(contentsOf: string.utf8)
        ends.append(bytes.count)
        slots[slot] = Int32(number + 1)
        hashes[slot] = hash
        if strings.count * 2 > slots.count { grow() }
        return number
    }

    /// The number of the string with `bytes` (hashed `hash`), or the free slot where it would
    /// go; neither when the probe ran past `maxProbe`.
    private func find(_ key: Span<UInt8>, hash: Int) -> (number: Int?, slot: Int?) {
        let mask = slots.count - 1
        var slot = hash & mask
        for _ in 0..<maxProbe {
            let held = Int(slots[slot]) - 1
            if held < 0 { return (nil, slot) }
            if hashes[slot] == hash {
                let start = held == 0 ? 0 : ends[held - 1]
                if Bytes.equal(bytes.span.extracting(start..<ends[held]), key) { return (held, nil) }
            }
            slot = (slot + 1) & mask
        }
        return (nil, nil)
    }

    /// Twice the slots, every string placed again by its kept hash (nothing is hashed again).
    private mutating func grow() {
        let (oldSlots, oldHashes) = (slots, hashes)
        slots = [Int32](repeating: 0, count: oldSlots.count * 2)
        hashes = [Int](repeating: 0, count: oldSlots.count * 2)
        let mask = slots.count - 1
        for i in oldSlots.indices where oldSlots[i] != 0 {
            var slot = oldHashes[i] & mask
            var probe = 0
            while slots[slot] != 0 {
                slot = (slot + 1) & mask
                probe += 1
            }
            if probe >= maxProbe { return moveToOverflow() }
            slots[slot] = oldSlots[i]
            hashes[slot] = oldHashes[i]
        }
    }

    private mutating func moveToOverflow() {
        var table: [String: Int] = [:]
        table.reserveCapacity(strings.count)
        for (number, string) in strings.enumerated() { table[string] = number }
        overflow = table
        slots = []
        hashes = []
        bytes = []
        ends = []
    }

    private mutating func addToOverflow(_ string: String) -> Int {
        if let number = overflow![string] { return number }
        let number = strings.count
        strings.append(string)
        overflow![string] = number
        return number
    }
}
