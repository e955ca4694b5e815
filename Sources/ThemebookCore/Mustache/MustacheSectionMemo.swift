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
/// the key holds the rest. An entry holds the identities of the section's program and of the
/// object, so neither can be taken by another while it exists.
///
/// A value used by one rendering at a time: a renderer lends each rendering a memo from its
/// pool (`MustacheMemoPool`) and takes it back when the rendering ends, so a memo is never
/// shared between threads, and each worker fills its own.
struct MustacheSectionMemo: Sendable {
    struct Key: Hashable, Sendable {
        /// The section: its program's identity and its op's index there.
        let program: ObjectIdentifier
        let section: Int
        let object: ObjectIdentifier
        let indentation: [UInt8]
        let atLineStart: Bool
        let nesting: Int
        let depth: Int

        /// The section and the object tell entries apart; the rest nearly always matches.
        func hash(into hasher: inout Hasher) {
            hasher.combine(program)
            hasher.combine(section)
            hasher.combine(object)
        }
    }

    struct Entry: Sendable {
        /// The section's bytes (nil when the section reads from outside the object: rendered
        /// every time).
        let bytes: [UInt8]?
        /// Template work the rendering did (`MustacheRenderer.maximumWork` counts it).
        let work: Int
        let endsAtLineStart: Bool
        /// The last tag entered, where a later budget error is reported.
        let place: MustachePosition
        /// Held so that neither identity of the key is reused while the entry exists.
        let program: MustacheProgram
        let object: MustacheObject.Sharing
    }

    /// Bytes kept at most, so that memory stays bounded whatever is marked shared.
    let maximumBytes: Int
    private var entries: [Key: Entry] = [:]
    private var bytes = 0

    init(maximumBytes: Int) { self.maximumBytes = maximumBytes }

    func entry(_ key: Key) -> Entry? { entries[key] }

    /// Keeps `entry` under `key` unless the memo is full or holds the key already.
    mutating func record(_ entry: Entry, for key: Key) {
        let size = entry.bytes?.count ?? 0
        guard bytes + size < maximumBytes, entries[key] == nil else { return }
        bytes += size
        entries[key] = entry
    }

    /// Entries kept, those with bytes or those without (for tests).
    func count(withBytes: Bool) -> Int { entries.values.count { ($0.bytes != nil) == withBytes } }
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
