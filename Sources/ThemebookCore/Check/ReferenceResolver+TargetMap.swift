extension ReferenceResolver {
    /// A value per target, kept in arrays: a palette colour's by its index, a theme token's by
    /// theme and index. Every target is looked up several times while aliases are followed, and
    /// hashing the target for each look-up was a measurable share of the check.
    struct TargetMap<Value> {
        private var palette: [Value?]
        private var tokens: [[Value?]]

        init(paletteCount: Int, tokenCounts: [Int]) {
            palette = Array(repeating: nil, count: paletteCount)
            tokens = tokenCounts.map { Array(repeating: nil, count: $0) }
        }

        subscript(target: Target) -> Value? {
            get {
                switch target {
                case .palette(let i): palette[i]
                case .token(let t, let i): tokens[t][i]
                }
            }
            set {
                switch target {
                case .palette(let i): palette[i] = newValue
                case .token(let t, let i): tokens[t][i] = newValue
                }
            }
        }
    }

    /// A per-theme index, built for a theme when first asked for. A class, so that the
    /// resolver's non-mutating look-ups can fill it; what it holds follows from `themes` alone.
    final class LazyIndex {
        private let themes: [RawTheme]
        private let make: (RawTheme) -> [String: Int]
        private var built: [Int: [String: Int]] = [:]

        init(_ themes: [RawTheme], _ make: @escaping (RawTheme) -> [String: Int]) {
            self.themes = themes
            self.make = make
        }

        subscript(theme: Int) -> [String: Int] {
            if let index = built[theme] { return index }
            let index = make(themes[theme])
            built[theme] = index
            return index
        }
    }

    /// A set of indices below a known count (palette colours), as a mark per index: inserting
    /// is an array write, where a hashed set hashed each of ten thousand references.
    struct IndexMarks {
        private var marked: [Bool]

        init(count: Int) {
            marked = [Bool](repeating: false, count: count)
        }

        mutating func insert(_ index: Int) {
            marked[index] = true
        }

        /// The marked indices, in increasing order.
        var indices: [Int] { marked.indices.filter { marked[$0] } }
    }
}
