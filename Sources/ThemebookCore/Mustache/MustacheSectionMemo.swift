import Foundation
import Synchronization

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
/// Shared by every copy of a renderer, across threads. Entries are only ever added, and each
/// stays until the memo goes, so a lookup takes no lock and touches no reference count: it
/// reads the current table (an atomic pointer) and its slots (atomic pointers to entries,
/// published once each), and hands back the entry unretained. A lock, the reference counts of
/// the entry, its bytes and the memo itself were six atomic writes to lines both workers share
/// for every section shown from the memo (185,000 in the benchmark's 10,000-token catalogue).
/// Adding takes a lock; a table that fills up is replaced by one twice its size, and the old
/// one is kept (a lookup may still be reading it) until the memo goes.
final class MustacheSectionMemo: @unchecked Sendable {
    struct Key {
        let section: ObjectIdentifier
        let object: UnsafeRawPointer
        let indentation: [UInt8]
        let atLineStart: Bool
        let nesting: Int
        let depth: Int

        @inline(__always)
        var hash: UInt64 { Self.hash(section, object) }

        /// The two addresses mixed: they tell entries apart; the rest nearly always matches.
        /// A multiply and a shift, not `Hasher`: the lookup is made for every section over a
        /// shared swatch (112,500 times for a 10,000-token catalogue), and SipHash cost more
        /// than the probe.
        @inline(__always)
        static func hash(_ section: ObjectIdentifier, _ object: UnsafeRawPointer) -> UInt64 {
            let mixed = (UInt64(UInt(bitPattern: section)) &* 0x9e37_79b9_7f4a_7c15)
                ^ UInt64(UInt(bitPattern: object))
            return (mixed &* 0xbf58_476d_1ce4_e5b9) ^ (mixed >> 31)
        }

        /// Whether `probe` asks for this key.
        @inline(__always)
        func matches(_ probe: Probe) -> Bool {
            guard section == probe.section, object == probe.object, atLineStart == probe.atLineStart, nesting == probe.nesting,
                depth == probe.depth, indentation.count == probe.indentation.count
            else { return false }
            return indentation.isEmpty
                || indentation.withUnsafeBufferPointer { memcmp($0.baseAddress!, probe.indentation.baseAddress!, $0.count) == 0 }
        }

        /// This key as a probe, for the length of `body`.
        func withProbe<R>(_ body: (Probe) -> R) -> R {
            indentation.withUnsafeBufferPointer { bytes in
                body(Probe(section: section, object: object, indentation: bytes, atLineStart: atLineStart, nesting: nesting, depth: depth))
            }
        }
    }

    /// What a lookup asks for: a `Key` whose indentation is read where the rendering holds it.
    /// A key made for every lookup held (and so retained, and released after) the rendering's
    /// indentation, which every partial inside a list of a large catalogue's pages has: 230,000
    /// retains and as many releases in a 10,000-token catalogue's build, for what only an entry
    /// being kept needs to own.
    struct Probe {
        let section: ObjectIdentifier
        let object: UnsafeRawPointer
        /// Good while the lookup runs.
        let indentation: UnsafeBufferPointer<UInt8>
        let atLineStart: Bool
        let nesting: Int
        let depth: Int

        @inline(__always)
        var hash: UInt64 { Key.hash(section, object) }
    }

    /// A class: each lookup hands it out, and copying a struct of it retained its bytes,
    /// section and object's three arrays (and released them after) on every section shown.
    final class Entry {
        let key: Key
        /// The section's bytes, held by the entry (nil when the section reads from outside the
        /// object: rendered every time). Raw memory, so that reading them retains nothing.
        let bytes: UnsafeBufferPointer<UInt8>?
        /// Template tags the rendering visited (`MustacheRenderer.maximumWork` counts them).
        let work: Int
        let endsAtLineStart: Bool
        /// The last tag entered, where a later budget error is reported.
        let place: MustachePosition
        /// Held so that neither address of the key is reused while the entry exists.
        let section: MustacheSection
        /// The shared object (as the context value that holds it).
        let object: MustacheValue

        init(
            key: Key, bytes: UnsafeBufferPointer<UInt8>?, work: Int, endsAtLineStart: Bool, place: MustachePosition,
            section: MustacheSection, object: MustacheValue
        ) {
            self.key = key
            if let bytes {
                let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
                _ = copy.initialize(from: bytes)
                self.bytes = UnsafeBufferPointer(copy)
            } else {
                self.bytes = nil
            }
            self.work = work
            self.endsAtLineStart = endsAtLineStart
            self.place = place
            self.section = section
            self.object = object
        }

        deinit { bytes?.deallocate() }
    }

    /// An open-addressed table of entries, probed linearly from each key's `hash`, at most half
    /// full: each slot an atomic pointer to an entry (unretained: `entries` holds them), set once.
    private final class Table: @unchecked Sendable {
        let mask: Int
        let slots: UnsafeMutablePointer<Atomic<UnsafeRawPointer?>>

        init(capacity: Int) {
            mask = capacity - 1
            slots = .allocate(capacity: capacity)
            for index in 0..<capacity { (slots + index).initialize(to: Atomic(nil)) }
        }

        deinit {
            slots.deinitialize(count: mask + 1)
            slots.deallocate()
        }

        /// The entry `probe` asks for, or nil.
        @inline(__always)
        func entry(_ probe: Probe) -> Unmanaged<Entry>? {
            var slot = Int(truncatingIfNeeded: probe.hash) & mask
            while let stored = slots[slot].load(ordering: .acquiring) {
                let entry = Unmanaged<Entry>.fromOpaque(stored)
                if entry._withUnsafeGuaranteedRef({ $0.key.matches(probe) }) { return entry }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// Publishes `entry` in a free slot (under the memo's lock; the table has room).
        func insert(_ entry: Entry) {
            var slot = Int(truncatingIfNeeded: entry.key.hash) & mask
            while slots[slot].load(ordering: .relaxed) != nil { slot = (slot + 1) & mask }
            slots[slot].store(Unmanaged.passUnretained(entry).toOpaque(), ordering: .releasing)
        }
    }

    /// Bytes kept at most, so that memory stays bounded whatever is marked shared.
    let maximumBytes: Int

    init(maximumBytes: Int = 64 << 20) {
        self.maximumBytes = maximumBytes
        let first = Table(capacity: 64)
        tables = [first]
        current = Atomic(Unmanaged.passUnretained(first).toOpaque())
    }

    /// The table lookups read (one of `tables`).
    private let current: Atomic<UnsafeRawPointer>
    /// Written under `lock` only: every entry kept, and every table made (a lookup may still
    /// be reading an old one), until the memo goes.
    private let lock = NSLock()
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var tables: [Table]
    @exclusivity(unchecked) private var bytes = 0

    /// The entry `probe` asks for, unretained: the memo keeps it while the memo exists.
    @inline(__always)
    func entry(_ probe: Probe) -> Unmanaged<Entry>? {
        Unmanaged<Table>.fromOpaque(current.load(ordering: .acquiring))._withUnsafeGuaranteedRef { $0.entry(probe) }
    }

    /// Entries kept, those with bytes or those without (for tests).
    func count(withBytes: Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.filter { ($0.bytes != nil) == withBytes }.count
    }

    /// Keeps `entry` unless the memo is full or holds its key already.
    func record(_ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        let size = entry.bytes?.count ?? 0
        let table = tables[tables.count - 1]
        guard bytes + size < maximumBytes, entry.key.withProbe({ table.entry($0) }) == nil else { return }
        bytes += size
        entries.append(entry)
        if entries.count * 2 > table.mask + 1 {
            // A table twice the size, with every entry, then published: lookups move to it.
            let grown = Table(capacity: (table.mask + 1) * 2)
            for kept in entries { grown.insert(kept) }
            tables.append(grown)
            current.store(Unmanaged.passUnretained(grown).toOpaque(), ordering: .releasing)
        } else {
            table.insert(entry)
        }
    }
}
