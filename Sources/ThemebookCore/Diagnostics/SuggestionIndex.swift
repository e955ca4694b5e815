/// A fixed set of names prepared for "did you mean" queries.
///
/// Built once per set, in O(n · L) for n names of length L: every name is lowercased once and
/// filed by its UTF-8 length. A query of length L with limit k (1…3, see `Suggestion.limit`)
/// looks only at the names whose length is within k of L, and compares with
/// `Suggestion.boundedDistance`, which computes at most 2k+1 cells per row and usually gives up
/// after k+1 rows. One query therefore costs O(c · k · L) for the c names of similar length —
/// never a full O(n · L²) edit distance against every name — and answers are remembered, so a
/// name misspelt in a hundred places is looked up once.
///
/// The total is capped too: after `comparisonBudget` comparisons an index answers only what it
/// already knows, so a build with thousands of distinct misspellings among thousands of names
/// loses suggestions, not time. (Over 10,000 names that is some 200 distinct queries.)
public struct SuggestionIndex {
    private struct Entry {
        var name: String
        var folded: [UInt8]
    }

    /// The most candidate comparisons one index makes over its lifetime.
    static let comparisonBudget = 2_000_000

    private var byLength: [Int: [Entry]] = [:]
    private var names = Set<String>()
    private var answers: [String: String?] = [:]
    private var scratch: [Int] = []
    private var comparisons = 0

    public init<S: Sequence>(_ names: S) where S.Element == String {
        for name in names { insert(name) }
    }

    /// Adds `name`, for a set of names that grows as a document is read (a resolver's sets):
    /// one index kept up to date, instead of one built for each question. The answers given so
    /// far are forgotten, since the new name may be closer.
    public mutating func add(_ name: String) {
        if insert(name) { answers = [:] }
    }

    /// Files `name` by its length; false when it is in the set already.
    @discardableResult
    private mutating func insert(_ name: String) -> Bool {
        guard names.insert(name).inserted else { return false }
        let folded = Array(name.lowercased().utf8)
        guard folded.count <= Suggestion.maxNameLength else { return true }
        byLength[folded.count, default: []].append(Entry(name: name, folded: folded))
        return true
    }

    /// The name closest to `name`, if one is close enough. Ties go to the name whose first
    /// differing character is nearest (`Grey85` → `Grey90` rather than `Grey10`), then to the
    /// name that sorts first, so the answer never depends on the order of the set.
    public mutating func closest(to name: String) -> String? {
        if let known = answers[name] { return known }
        guard comparisons < Self.comparisonBudget else { return nil }
        let answer = search(name)
        answers[name] = answer
        return answer
    }

    private mutating func search(_ name: String) -> String? {
        let target = Array(name.lowercased().utf8)
        guard target.count <= Suggestion.maxNameLength else { return nil }
        let limit = Suggestion.limit(forLength: target.count)
        var best: (distance: Int, nearness: Int, name: String)?
        for length in max(0, target.count - limit)...(target.count + limit) {
            let entries = byLength[length] ?? []
            comparisons += entries.count
            for entry in entries where entry.name != name {
                let bound = min(best?.distance ?? limit, limit)
                guard let distance = Suggestion.boundedDistance(target, entry.folded, limit: bound, scratch: &scratch) else {
                    continue
                }
                let candidate = (distance, Self.nearness(target, entry.folded), entry.name)
                if let current = best, (current.distance, current.nearness, current.name) <= candidate { continue }
                best = candidate
            }
        }
        return best?.name
    }

    /// How far apart the first differing bytes are (0 when one is a prefix of the other).
    private static func nearness(_ a: [UInt8], _ b: [UInt8]) -> Int {
        for (x, y) in zip(a, b) where x != y { return abs(Int(x) - Int(y)) }
        return 0
    }
}
