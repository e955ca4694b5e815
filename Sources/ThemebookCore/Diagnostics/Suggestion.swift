/// "Did you mean" suggestions in bounded time.
///
/// `closest(to:in:)` is for small ad-hoc sets (config keys, colour spaces). Anything checked more
/// than once against a large set of names builds a `SuggestionIndex` once and queries it.
public enum Suggestion {
    /// The largest edit distance a suggestion may have: a third of the name, between 1 and 3.
    static func limit(forLength length: Int) -> Int { max(1, min(3, length / 3)) }

    /// Names longer than this get no suggestion (bounds the cost of one comparison).
    static let maxNameLength = 96

    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        var index = SuggestionIndex(candidates)
        return index.closest(to: name)
    }

    /// Edit distance between `a` and `b` — insertions, deletions, substitutions and swaps of two
    /// neighbouring characters (`Gery` → `Grey`) each count 1 — or nil when it exceeds `limit`.
    ///
    /// Only the band of cells within `limit` of the diagonal can hold a distance of at most
    /// `limit`, so each row computes at most 2·limit+1 cells, and the loop stops at the first row
    /// whose smallest cell exceeds the limit: O(|a| · limit) time at most. `scratch` holds three
    /// rows (two back, previous, current) and is reused across calls.
    static func boundedDistance(_ a: [UInt8], _ b: [UInt8], limit: Int, scratch: inout [Int]) -> Int? {
        let (n, m) = (a.count, b.count)
        guard abs(n - m) <= limit else { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let width = m + 1
        if scratch.count < 3 * width { scratch = [Int](repeating: 0, count: 3 * width) }
        let outside = limit + 1
        // Offsets of the rows i−2, i−1 and i in `scratch`, rotated after each row.
        var (older, previous, current) = (0, width, 2 * width)
        for j in 0...m {
            scratch[older + j] = outside
            scratch[previous + j] = j <= limit ? j : outside
        }
        for i in 1...n {
            let low = max(1, i - limit)
            let high = min(m, i + limit)
            scratch[current] = i <= limit ? i : outside
            if low > 1 { scratch[current + low - 1] = outside }
            var rowMinimum = scratch[current]
            for j in low...high {
                var value = scratch[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                value = min(value, scratch[previous + j] + 1, scratch[current + j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, scratch[older + j - 2] + 1)
                }
                value = min(value, outside)
                scratch[current + j] = value
                rowMinimum = min(rowMinimum, value)
            }
            // The next row reads one cell past this row's band; it must count as out of reach.
            if high < m { scratch[current + high + 1] = outside }
            if rowMinimum > limit { return nil }
            (older, previous, current) = (previous, current, older)
        }
        let distance = scratch[previous + m]
        return distance <= limit ? distance : nil
    }
}
