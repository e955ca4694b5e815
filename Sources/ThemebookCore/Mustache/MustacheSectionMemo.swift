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
    struct Key: Hashable {
        let section: ObjectIdentifier
        let object: UnsafeRawPointer
        let indentation: [UInt8]
        let atLineStart: Bool
        let nesting: Int
        let depth: Int

        /// The two addresses tell entries apart; the rest nearly always matches.
        func hash(into hasher: inout Hasher) {
            hasher.combine(section)
            hasher.combine(object)
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
        let object: MustacheObject

        init(bytes: [UInt8]?, work: Int, endsAtLineStart: Bool, place: MustachePosition, section: MustacheSection, object: MustacheObject) {
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
    /// Read and written under `lock` only: unchecked, so that each lookup does not also ask the
    /// runtime for exclusive access.
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    @exclusivity(unchecked) private var bytes = 0

    func entry(_ key: Key) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries[key]
    }

    /// Entries kept, those with bytes or those without (for tests).
    func count(withBytes: Bool) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.values.filter { ($0.bytes != nil) == withBytes }.count
    }

    /// Keeps `entry` unless the memo is full.
    func record(_ key: Key, _ entry: Entry) {
        lock.lock()
        defer { lock.unlock() }
        let size = entry.bytes?.count ?? 0
        guard bytes + size < maximumBytes, entries[key] == nil else { return }
        bytes += size
        entries[key] = entry
    }
}
