/// "Did you mean" suggestions in bounded time.
///
/// Candidates are filtered by length first (an edit distance of at most `limit` needs lengths
/// within `limit`), and the distance itself stops as soon as a row exceeds the limit, so a miss
/// against 10,000 names costs a length comparison for most of them.
public enum Suggestion {
    public static func closest<S: Sequence>(to name: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(name.lowercased().utf8)
        let limit = max(1, min(3, target.count / 3))
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let bytes = Array(candidate.lowercased().utf8)
            if abs(bytes.count - target.count) > limit { continue }
            let bound = best.map { min($0.distance, limit) } ?? limit
            guard let d = boundedDistance(target, bytes, limit: bound) else { continue }
            if best == nil || d < best!.distance || (d == best!.distance && candidate < best!.name) {
                best = (d, candidate)
            }
        }
        return best?.name
    }

    /// Levenshtein distance with an early exit: nil when it exceeds `limit`.
    static func boundedDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int? {
        if a == b { return 0 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMin = current[0]
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return nil }
            swap(&previous, &current)
        }
        let d = a.isEmpty ? b.count : previous[b.count]
        return d <= limit ? d : nil
    }
}
