import Synchronization

/// "Did you mean" answers for broken guide references: one `SuggestionIndex` per kind of name,
/// built the first time a reference of that kind is broken and shared by every guide, so a
/// build with many misspellings never compares each one against every name.
///
/// A class because it is a cache: `ReferenceTable` stays a value that answers lookups, while
/// the indexes behind it fill in as the build goes (under a lock, so the table can be shared).
///
/// An index gives up after a budget of comparisons, so what it answers depends on the order it
/// is asked in: it is only asked from one thread, in guide order. Guides linked on several
/// threads at once ask a `probe()` instead, which answers nothing and notes that it was asked;
/// such a guide is linked again, in order, with the real suggestions (see `GuideBuilder`).
final class ReferenceSuggestions: Sendable {
    enum Pool: Hashable {
        case tokens, palette, images, imageConstants, guides
    }

    private let names: [Pool: [String]]
    private struct Indexes {
        var pools: [Pool: SuggestionIndex] = [:]
        /// One index per guide whose sections a broken link named (a fresh one per link compared
        /// 10,000 broken links with 10,000 headings each: 36 s).
        var anchors: [String: SuggestionIndex] = [:]
        /// Whether a probe was asked for a suggestion.
        var asked = false
    }
    private let indexes = Mutex(Indexes())
    private let probing: Bool

    /// Whether a probe was asked for a suggestion.
    var asked: Bool { indexes.withLock { $0.asked } }

    init(names: [Pool: [String]]) {
        self.names = names
        probing = false
    }

    private init(probing: Bool) {
        names = [:]
        self.probing = probing
    }

    /// A stand-in for one guide linked beside others: see above.
    static func probe() -> ReferenceSuggestions { ReferenceSuggestions(probing: true) }

    func closest(to name: String, in pool: Pool) -> String? {
        indexes.withLock { indexes in
            if probing {
                indexes.asked = true
                return nil
            }
            if indexes.pools[pool] == nil {
                indexes.pools[pool] = SuggestionIndex(names[pool] ?? [])
            }
            return indexes.pools[pool]?.closest(to: name)
        }
    }

    /// The closest of `anchors`, the section ids of guide `slug`.
    func closest<S: Sequence>(to anchor: String, inSectionsOf slug: String, anchors: S) -> String? where S.Element == String {
        // The guide's names copied only the first time (the index is made outside the generic sequence).
        let known = probing || indexes.withLock { $0.anchors[slug] != nil }
        let names = known ? [] : Array(anchors)
        return indexes.withLock { indexes in
            if probing {
                indexes.asked = true
                return nil
            }
            if indexes.anchors[slug] == nil {
                indexes.anchors[slug] = SuggestionIndex(names)
            }
            return indexes.anchors[slug]?.closest(to: anchor)
        }
    }
}
