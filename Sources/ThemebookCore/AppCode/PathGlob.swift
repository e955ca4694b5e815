/// A path pattern of `appCode.exclude`: `*` matches within one name, `?` one character, `**`
/// any number of whole folders (`**/Tests`, `Client/**/*.generated.swift`). Matching is a table
/// over the pattern's and the path's parts, so no pattern makes it slower than their product.
struct PathGlob: Sendable, Hashable {
    let pattern: String
    private let segments: [[UInt8]]

    init(_ pattern: String) {
        self.pattern = pattern
        var parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        while parts.first == Array(".".utf8) { parts.removeFirst() }
        segments = parts
    }

    /// Whether the whole of `path` (root-relative, `/`-separated) matches.
    func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.utf8) }
        let p = segments.count, n = names.count
        guard p > 0 else { return false }
        // reach[i][j]: the first i parts of the pattern match the first j names.
        var reach = [[Bool]](repeating: [Bool](repeating: false, count: n + 1), count: p + 1)
        reach[0][0] = true
        for i in 1...p {
            let segment = segments[i - 1]
            let isAny = segment == Array("**".utf8)
            for j in 0...n {
                if isAny {
                    reach[i][j] = reach[i - 1][j] || (j > 0 && reach[i][j - 1])
                } else if j > 0 {
                    reach[i][j] = reach[i - 1][j - 1] && Self.matches(segment, names[j - 1])
                }
            }
        }
        return reach[p][n]
    }

    /// One name against one part of a pattern (`*` any run, `?` one byte).
    static func matches(_ pattern: [UInt8], _ name: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        var previous = [Bool](repeating: false, count: name.count + 1)
        previous[0] = true
        for p in pattern {
            var current = [Bool](repeating: false, count: name.count + 1)
            if p == star { current[0] = previous[0] }
            for j in stride(from: 1, through: name.count, by: 1) {
                if p == star {
                    current[j] = previous[j] || current[j - 1]
                } else {
                    current[j] = previous[j - 1] && (p == question || p == name[j - 1])
                }
            }
            previous = current
        }
        return previous[name.count]
    }
}
