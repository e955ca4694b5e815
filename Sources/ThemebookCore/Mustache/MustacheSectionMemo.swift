import Foundation

/// The bytes of sections rendered over shared objects (`MustacheObject.isShared`), kept to be
/// copied the next time the same section renders the same object in the same circumstances.
///
/// A catalogue shows one swatch on many pages (ten tokens share each swatch of the benchmark's
/// catalogue, and the token page, the tokens page and each theme page show it again), and its
/// section is most of those pages' tags. A section's bytes depend on the section, the object,
/// and what rendering brings in from around it: the names that resolve outside the object, the
/// block replacements in force, the indentation and whether the section starts a line, and the
/// limits it might hit. The renderer keeps bytes only when every name resolved inside the
/// object (or what the section pushed above it) and no block was expanded (see
/// `MustacheRendering.render(_:shared:)`); the key holds the rest. The object and the section
/// are kept alive by the entry, so their addresses cannot be reused by others while it exists.
///
/// Shared by every copy of a renderer, across threads: one lock, held only to find or add.
final class MustacheSectionMemo: @unchecked Sendable {
    struct Key: Equatable {
        let section: ObjectIdentifier
        let object: UnsafeRawPointer
        let indentation: [UInt8]
        let atLineStart: Bool
        let nesting: Int
        let depth: Int

        /// The two addresses mixed: they tell entries apart; the rest nearly always matches.
        /// A multiply and a shift, not `Hasher`: the lookup is made for every section over a
        /// shared swatch (112,500 times for a 10,000-token catalogue), and SipHash cost more
        /// than the probe.
        @inline(__always)
        var hash: UInt64 {
            let mixed = (UInt64(UInt(bitPattern: section)) &* 0x9e37_79b9_7f4a_7c15)
                ^ UInt64(UInt(bitPattern: object))
            return (mixed &* 0xbf58_476d_1ce4_e5b9) ^ (mixed >> 31)
        }
    }

    /// A class: each lookup hands it out, and copying a struct of it retained its bytes,
    /// section and object's three arrays (and released them after) on every section shown.
    final class Entry {
        /// nil when the section reads from outside the object: rendered every time.
        let bytes: [UInt8]?
        /// Template tags the rendering visited (`MustacheRenderer.maximumWork` counts them).
        let work: Int
        let endsAtLineStart: Bool
        /// The last tag entered, where a later budget error is reported.
        let place: MustachePosition
        /// Held so that neither address of the key is reused while the entry exists.
        let section: MustacheSection
        /// The shared object (as the context value that holds it).
        let object: MustacheValue

        init(bytes: [UInt8]?, work: Int, endsAtLineStart: Bool, place: MustachePosition, section: MustacheSection, object: MustacheValue) {
            self.bytes = bytes
            self.work = work
            self.endsAtLineStart = endsAtLineStart
            self.place = place
            self.section = section
            self.object = object
        }
    }

    /// Bytes kept at most, so that memory stays bounded whatever is marked shared.
    let maximumBytes: Int

    init(maximumBytes: Int = 64 << 20) { self.maximumBytes = maximumBytes }

    private let lock = NSLock()
    /// An open-addressed table of entries, probed linearly from each key's `hash`, at most
    /// half full. Read and written under `lock` only: unchecked, so that each lookup does not
    /// also ask the runtime for exclusive access.
    @exclusivity(unchecked) private var slots: [(key: Key, entry: Entry)?] = Array(repeating: nil, count: 64)
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var bytes = 0

    func entry(_ key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return index(of: key).flatMap { slots[$0]?.entry }
    }

    /// Entries kept, those with bytes or those without (for tests).
    func count(withBytes: Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return slots.filter { $0.map { ($0.entry.bytes != nil) == withBytes } ?? false }.count
    }

    /// Keeps `entry` unless the memo is full.
    func record(_ key: Key, _ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        let size = entry.bytes?.count ?? 0
        guard bytes + size < maximumBytes, index(of: key) == nil else { return }
        bytes += size
        if (used + 1) * 2 > slots.count { grow() }
        insert(key, entry)
    }

    /// Where `key` is stored, or nil.
    private func index(of key: Key) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        while let stored = slots[slot] {
            if stored.key == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func insert(_ key: Key, _ entry: Entry) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key.hash) & mask
        while slots[slot] != nil { slot = (slot + 1) & mask }
        slots[slot] = (key, entry)
        used += 1
    }

    private func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        used = 0
        for case let (key, entry)? in old { insert(key, entry) }
    }
}
