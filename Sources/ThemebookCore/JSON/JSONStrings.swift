import Foundation

/// The strings already made while reading one content folder, found again by their bytes: a
/// key, an alias or a token path written a thousand times (in every theme file) is made once,
/// and every use shares it. A large catalogue's files are mostly such repeats: each one made
/// anew was an allocation (for more than 15 bytes), its validation, its release, and the memory
/// it took.
///
/// A table of fixed size with one string per slot, the last one made there: a string that
/// lands on a taken slot replaces it. So finding costs one hash of the bytes and at most one
/// comparison, whatever the input (hostile input can only make it miss), and the table never
/// grows. Strings are values: sharing one changes nothing anyone can see.
///
/// A class, so that every reader of the content folder shares it; its storage is reached
/// through pointers it owns, not stored arrays, since every string of every file comes here and
/// a class's arrays are checked for exclusive access at each use. One per load, on one thread.
final class JSONStrings {
    /// 65,536 slots: a 10,000-token catalogue makes some 30,000 strings short enough to keep;
    /// at 16,384 slots they pushed each other out (0.5% more instructions to check it), and
    /// 131,072 cost more to set up than they saved.
    private static let slotCount = 1 << 16
    /// Longer strings (descriptions, notes) rarely repeat: made as they are.
    static let maxLength = 64

    /// The hash of each slot's string, 0 where the slot is free (hashes are never 0).
    private let hashes: UnsafeMutablePointer<UInt64>
    private let strings: UnsafeMutablePointer<String>

    init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        strings = .allocate(capacity: Self.slotCount)
        strings.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        strings.deinitialize(count: Self.slotCount)
        strings.deallocate()
        hashes.deallocate()
    }

    /// The string of `bytes` (valid UTF-8).
    func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !bytes.isEmpty, bytes.count <= Self.maxLength else { return String(decoding: bytes, as: UTF8.self) }
        let hash = Self.hash(bytes, into: Self.seed)
        return find(hash) { $0.count == bytes.count && memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
            ?? remember(String(decoding: bytes, as: UTF8.self), hash)
    }

    /// `group.name`, the path of a token or group inside `group`.
    func joined(_ group: String, _ name: String) -> String {
        return name.withUTF8Bytes { joined(group, bytes: $0) }
    }

    /// `group.name` from the name's bytes (a key of a token file, never made a string itself).
    func joined(_ group: String, bytes n: UnsafeBufferPointer<UInt8>) -> String {
        return group.withUTF8Bytes { g in
            let count = g.count + 1 + n.count
            let make = {
                String(unsafeUninitializedCapacity: count) { out in
                    _ = out.initialize(fromContentsOf: g)
                    out[g.count] = UInt8(ascii: ".")
                    _ = out[(g.count + 1)...].initialize(fromContentsOf: n)
                    return count
                }
            }
            guard count <= Self.maxLength, !g.isEmpty, !n.isEmpty else { return make() }
            var hash = Self.hash(g, into: Self.seed)
            hash = (hash ^ UInt64(UInt8(ascii: "."))) &* 0x100_0000_01b3
            hash = Self.hash(n, into: hash)
            let found = find(hash) { s in
                s.count == count && memcmp(s.baseAddress!, g.baseAddress!, g.count) == 0
                    && s[g.count] == UInt8(ascii: ".") && memcmp(s.baseAddress! + g.count + 1, n.baseAddress!, n.count) == 0
            }
            return found ?? remember(make(), hash)
        }
    }

    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325

    /// FNV-1a, a byte at a time (the strings are short).
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, into hash: UInt64) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    private func slot(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & (Self.slotCount - 1)
    }

    /// The string in the slot of `hash`, when it has that hash and `same` says its bytes match.
    private func find(_ hash: UInt64, _ same: (UnsafeBufferPointer<UInt8>) -> Bool) -> String? {
        let hash = hash | 1
        let slot = slot(hash)
        guard hashes[slot] == hash else { return nil }
        var known = strings[slot]
        return known.withUTF8(same) ? known : nil
    }

    private func remember(_ string: String, _ hash: UInt64) -> String {
        let hash = hash | 1
        let slot = slot(hash)
        hashes[slot] = hash
        strings[slot] = string
        return string
    }
}
