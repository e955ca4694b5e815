/// The strings already made while reading one content folder, found again by their bytes: a
/// key, an alias or a token path written a thousand times (in every theme file) is made once,
/// and every use shares it. A large catalogue's files are mostly such repeats: each one made
/// anew was an allocation (for more than 15 bytes), its validation, its release, and the memory
/// it took.
///
/// A table with one string per slot, the last one made there: a string that lands on a taken
/// slot replaces it. So finding costs one hash of the bytes and at most one comparison, whatever
/// the input (hostile input can only make it miss). The table doubles when half its slots are
/// taken, up to 65,536 slots, and never grows past that. Strings are values: sharing one
/// changes nothing anyone can see.
///
/// A class, so that every reader of the content folder shares it. One per load, on one thread.
final class JSONStrings {
    /// At most 65,536 slots: a 10,000-token catalogue makes some 30,000 strings short enough to
    /// keep. A small file needs far fewer (see `init(forBytes:)`).
    private static let maxSlotCount = 1 << 16
    private static let minSlotCount = 1 << 10
    /// Longer strings (descriptions, notes) rarely repeat: made as they are.
    static let maxLength = 64

    /// The hash of each slot's string, 0 where the slot is free (hashes are never 0).
    private var hashes: [UInt64]
    private var strings: [String]
    private var mask: Int
    /// How many slots are taken.
    private var taken = 0

    /// A table for reading about `bytes` bytes of JSON: a slot for every 16 bytes, from 1,024 to
    /// 65,536; the smallest when the size is not known, to grow as strings come. A 20 KB file
    /// no longer makes and frees a 1.5 MB table.
    init(forBytes bytes: Int = 0) {
        var count = Self.minSlotCount
        while count < Self.maxSlotCount, count < bytes / 16 { count *= 2 }
        hashes = [UInt64](repeating: 0, count: count)
        strings = [String](repeating: "", count: count)
        mask = count - 1
    }

    /// The string of `bytes` (valid UTF-8).
    func string(_ bytes: Span<UInt8>) -> String {
        guard !bytes.isEmpty, bytes.count <= Self.maxLength else { return Bytes.string(bytes) }
        let hash = Self.hash(bytes, into: Self.seed)
        return find(hash) { $0.withUTF8Span { Bytes.equal($0, bytes) } } ?? remember(Bytes.string(bytes), hash)
    }

    /// `group.name`, the path of a token or group inside `group`.
    func joined(_ group: String, _ name: String) -> String {
        name.withUTF8Span { joined(group, bytes: $0) }
    }

    /// `group.name` from the name's bytes (a key of a token file, never made a string itself).
    func joined(_ group: String, bytes n: Span<UInt8>) -> String {
        group.withUTF8Span { g in
            let count = g.count + 1 + n.count
            guard count <= Self.maxLength, !g.isEmpty, !n.isEmpty else { return TokenTree.joined(group, bytes: n) }
            var hash = Self.hash(g, into: Self.seed)
            hash = (hash ^ UInt64(UInt8(ascii: "."))) &* 0x100_0000_01b3
            hash = Self.hash(n, into: hash)
            let found = find(hash) { known in
                known.withUTF8Span { s in
                    s.count == count && Bytes.equal(s.extracting(0..<g.count), g) && s[g.count] == UInt8(ascii: ".")
                        && Bytes.equal(s.extracting((g.count + 1)...), n)
                }
            }
            return found ?? remember(TokenTree.joined(group, bytes: n), hash)
        }
    }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, a byte at a time (the strings are short).
    private static func hash(_ bytes: Span<UInt8>, into hash: UInt64) -> UInt64 {
        var hash = hash
        for index in bytes.indices { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        return hash
    }

    private func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }

    /// The string in the slot of `hash`, when it has that hash and `same` says it matches.
    private func find(_ hash: UInt64, _ same: (String) -> Bool) -> String? {
        let hash = hash | 1
        let slot = slot(hash)
        guard hashes[slot] == hash else { return nil }
        let known = strings[slot]
        return same(known) ? known : nil
    }

    private func remember(_ string: String, _ hash: UInt64) -> String {
        if taken * 2 >= hashes.count, hashes.count < Self.maxSlotCount { grow() }
        put(hash | 1, string)
        return string
    }

    private func put(_ hash: UInt64, _ string: String) {
        let slot = slot(hash)
        if hashes[slot] == 0 { taken += 1 }
        hashes[slot] = hash
        strings[slot] = string
    }

    /// Twice the slots, the strings kept put again in them.
    private func grow() {
        let (oldHashes, oldStrings) = (hashes, strings)
        let count = hashes.count * 2
        (hashes, strings, mask, taken) = ([UInt64](repeating: 0, count: count), [String](repeating: "", count: count), count - 1, 0)
        for index in oldHashes.indices where oldHashes[index] != 0 { put(oldHashes[index], oldStrings[index]) }
    }
}
