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
}
