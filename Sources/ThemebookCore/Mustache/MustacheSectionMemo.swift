import Synchronization

/// The bytes of sections rendered over shared objects (`MustacheObject.isShared`), kept to be
/// copied the next time the same section renders the same object in the same circumstances.
///
/// A catalogue shows one swatch on many pages (the token page, the tokens page and each theme
/// page show it, and tokens that alias the same colour share it), and its section is most of
/// those pages' tags. A section's bytes depend on the section, the object, and what rendering
/// brings in from around it: the names that resolve outside the object, the block replacements
/// in force, the indentation and whether the section starts a line, and the limits it might
/// hit. The renderer keeps bytes only when every name resolved inside the object (or what the
/// section pushed above it) and no block was expanded (see `MustacheRendering.render(_:shared:)`);
/// the key holds the rest. An entry holds the section's program and the object, so neither
/// identity can be taken by another while it exists.
///
/// A value used by one rendering at a time: a renderer lends each rendering a memo from its
/// pool (`MustacheMemoPool`) and takes it back when the rendering ends, so a memo is never
/// shared between threads, and each worker fills its own.
///
/// An open-addressed table of entry numbers hashed by a multiply of the two identities, and
/// every entry's bytes in one buffer: a lookup, made for every section over a shared object,
/// copies no entry and hashes no key with `Hasher` (a dictionary of keyed entries did both, and
/// retained the entry's arrays and objects to hand it out).
struct MustacheSectionMemo: Sendable {
    /// Where a section over a shared object renders.
    struct Key: Equatable, Sendable {
        /// The section: its program and its op's index there.
        let program: ObjectIdentifier
        let section: Int
        let object: ObjectIdentifier
        let atLineStart: Bool
        let nesting: Int
        let depth: Int

        /// The section and the object tell entries apart; the rest nearly always matches. Mixed
        /// down to the low bits the table takes (the objects' addresses differ in their middle
        /// bits only, and a multiply alone left the low bits alike: long runs of probes).
        @inline(__always)
        var hash: UInt64 {
            var x = (UInt64(UInt(bitPattern: program)) &+ UInt64(truncatingIfNeeded: section)) &* 0x9e37_79b9_7f4a_7c15
                ^ UInt64(UInt(bitPattern: object))
            x = (x ^ (x >> 33)) &* 0xff51_afd7_ed55_8ccd
            x = (x ^ (x >> 33)) &* 0xc4ce_b9fe_1a85_ec53
            return x ^ (x >> 33)
        }
    }

    struct Entry: Sendable {
        /// Where the section rendered (its fields stored inline: an entry holds no reference to it).
        let key: Key
        /// The indentation in force (most sections have none), and its length, compared first
        /// without reading the array.
        let indentation: [UInt8]
        let indentationLength: Int
        /// Where the section's bytes are in `bytes` (nil when the section reads from outside
        /// the object: rendered every time).
        let bytes: Range<Int>?
        /// Template work the rendering did (`MustacheRenderer.maximumWork` counts it).
        let work: Int
        let endsAtLineStart: Bool
        /// The last tag entered, where a later budget error is reported.
        let place: MustachePosition
        /// Held so that neither identity of the key is reused while the entry exists.
        let owners: Owners
    }

    /// The program and the shared object an entry was made for, kept alive by it.
    struct Owners: Sendable {
        let program: MustacheProgram
        let object: MustacheObject.Sharing
    }

    /// Bytes kept at most, so that memory stays bounded whatever is marked shared.
    let maximumBytes: Int
    private(set) var entries: [Entry] = []
    /// Every entry's bytes, one after the other.
    private(set) var bytes: [UInt8] = []
    /// Entry numbers plus one by hash (0 for an empty slot), each with its key's hash, so that a
    /// probe past another key reads neither that key's entry nor its indentation (each a cache
    /// miss: the entries of a large site's memo are megabytes). A power of two long, at most
    /// half full.
    private var slots: [Slot] = []

    private struct Slot {
        var hash: UInt64 = 0
        var number: Int32 = 0
    }

    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

    /// The number of the entry for `key` with `indentation`, if there is one.
    @inline(__always)
    func entry(_ key: Key, indentation: [UInt8]) -> Int? {
        guard !slots.isEmpty else { return nil }
        let hash = key.hash
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].number != 0 {
            if slots[slot].hash == hash {
                let number = Int(slots[slot].number) - 1
                if matches(entries[number], key, indentation) { return number }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    @inline(__always)
    private func matches(_ entry: borrowing Entry, _ key: Key, _ indentation: [UInt8]) -> Bool {
        entry.key == key && entry.indentationLength == indentation.count && (indentation.isEmpty || entry.indentation == indentation)
    }

    /// Appends the bytes at `range` of `bytes` (an entry's) to `output`.
    @inline(__always)
    func append(_ range: Range<Int>, to output: inout [UInt8]) {
        Bytes.append(bytes.span.extracting(range), to: &output)
    }

    /// Keeps what rendering the section of `key` made, `output[start...]` its bytes when
    /// `keepsBytes`, unless the memo is full or holds the key already.
    mutating func record(
        _ key: Key, indentation: [UInt8], owners: Owners, output: [UInt8], from start: Int, keepsBytes: Bool, work: Int,
        endsAtLineStart: Bool, place: MustachePosition
    ) {
        let size = keepsBytes ? output.count - start : 0
        guard bytes.count + size < maximumBytes, entries.count < Int(Int32.max) - 1, entry(key, indentation: indentation) == nil else {
            return
        }
        var range: Range<Int>?
        if keepsBytes {
            range = bytes.count..<(bytes.count + size)
            bytes.append(contentsOf: output[start...])
        }
        entries.append(
            Entry(
                key: key, indentation: indentation, indentationLength: indentation.count, bytes: range, work: work,
                endsAtLineStart: endsAtLineStart, place: place, owners: owners))
        if entries.count * 2 > slots.count { rehash() } else { insert(entries.count - 1, hash: key.hash) }
    }

    /// Twice the slots, every entry placed again.
    private mutating func rehash() {
        slots = [Slot](repeating: Slot(), count: Swift.max(64, slots.count * 2))
        for number in entries.indices { insert(number, hash: entries[number].key.hash) }
    }

    private mutating func insert(_ number: Int, hash: UInt64) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].number != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(hash: hash, number: Int32(number + 1))
    }

    /// Entries kept, those with bytes or those without (for tests).
    func count(withBytes: Bool) -> Int { entries.count { ($0.bytes != nil) == withBytes } }
}

/// The memos of one renderer and its copies, each lent to one rendering at a time: a
/// rendering takes an idle memo (or a new one) when it starts and gives it back when it ends,
/// so there are as many as renderings ran at once, and each fills as a worker renders page
/// after page. The lock is taken twice a page, never per section.
final class MustacheMemoPool: Sendable {
    /// Bytes each memo keeps at most.
    let maximumBytes: Int
    private let idle = Mutex<[MustacheSectionMemo]>([])

    init(maximumBytes: Int = 32 << 20) { self.maximumBytes = maximumBytes }

    func take() -> MustacheSectionMemo {
        idle.withLock { $0.popLast() } ?? MustacheSectionMemo(maximumBytes: maximumBytes)
    }

    func give(_ memo: MustacheSectionMemo) {
        idle.withLock { $0.append(memo) }
    }

    /// Entries the idle memos keep, with bytes or without (for tests).
    func count(withBytes: Bool) -> Int {
        idle.withLock { $0.reduce(0) { $0 + $1.count(withBytes: withBytes) } }
    }
}
