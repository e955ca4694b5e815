/// The pass over every value of every token that `ViewModels.init` makes before any page:
/// each palette colour's uses, each value's alias chain list, and which values share a swatch
/// and a `values` item (`SwatchCache`).
extension ViewModels {
    struct ValueScan: Sendable {
        /// Palette colour → the (theme, token) pairs that use it, as indices in the catalogue.
        var usage: [String: [(theme: Int, token: Int)]]
        /// The alias chain of every value, laid out as `TokenValues`.
        var chains: [MustacheValue]
        /// The classes of values that share a swatch, and of values that share a `values` item.
        var swatchClasses: (classes: [Int32], count: Int)
        var itemClasses: (classes: [Int32], count: Int)
    }

    /// `backgrounds`: each theme's background token, shown on the canvas rather than on itself.
    static func scan(_ catalogue: Catalogue, values: TokenValues, backgrounds: [String?]) -> ValueScan {
        // Each palette colour's uses, by the colour's number in `usedNames`: made a dictionary
        // once, below.
        var usedNames = StringNumbers(minimumCapacity: catalogue.palette.count)
        var uses: [[(theme: Int, token: Int)]] = []
        func used(_ name: String, _ use: (theme: Int, token: Int)) {
            let number = usedNames.add(name)
            if number == uses.count { uses.append([]) }
            uses[number].append(use)
        }
        let valueCount = catalogue.tokens.count * catalogue.themes.count
        var chains: [MustacheValue] = []
        chains.reserveCapacity(valueCount)
        // Colour values that look the same in a theme share one swatch (`SwatchCache`): the
        // first value of each kind, by theme, and how many share it. Their alias chains are the
        // tokens' own (beside the swatch, not in it); values with the same chain text share one
        // list of it: the first value with each chain's digest.
        var firstOfKind = Array(repeating: [UInt64: Int](), count: catalogue.themes.count)
        var firstOfChain: [UInt64: Int] = [:]
        var kinds: [Int] = []
        kinds.reserveCapacity(valueCount)
        // By slot: the first value whose chain list it shows (itself when none came before).
        var chainOwners = [Int32](repeating: -1, count: valueCount)
        // By the slot of each kind's first value.
        var kindSizes = [Int32](repeating: 0, count: valueCount)
        // By index: enumerating copied every declaration and theme (their strings retained and
        // released) once per value.
        for tokenIndex in catalogue.tokens.indices {
            let name = catalogue.tokens[tokenIndex].name
            for themeIndex in catalogue.themes.indices {
                let use = (theme: themeIndex, token: tokenIndex)
                switch values[tokenIndex, themeIndex] {
                case .color(let c) where backgrounds[themeIndex] != name:
                    if let name = c.palette { used(name, use) }
                    let slot = chains.count
                    let digest = Self.swatchDigest(c)
                    var first = firstOfKind[themeIndex][digest, default: slot]
                    if first == slot {
                        firstOfKind[themeIndex][digest] = slot
                    } else if case .color(let other) = values[first], !Self.sameSwatch(c, other) {
                        first = slot
                    }
                    kinds.append(first)
                    kindSizes[first] += 1
                    let (chain, owner) = Self.sharedChain(c, at: slot, firstOfChain: &firstOfChain, values: values, chains: chains)
                    chains.append(chain)
                    chainOwners[slot] = Int32(owner)
                    continue
                case .color(let c):
                    // One name: no set to make it unique, nothing to sort.
                    if let name = c.palette { used(name, use) }
                    chains.append(.array(Self.chain(c.chain)))
                case .gradient(let stops):
                    for name in Set(stops.compactMap(\.palette)).sorted() { used(name, use) }
                    chains.append(.array([]))
                case .text(let t):
                    for name in Set(t.colors.compactMap(\.palette)).sorted() { used(name, use) }
                    chains.append(.array(Self.chain(t.chain)))
                default:
                    chains.append(.array([]))
                }
                kinds.append(-1)
            }
        }
        let swatchClasses = sharedClasses(firsts: kinds, sizes: kindSizes)
        return ValueScan(
            usage: Dictionary(uniqueKeysWithValues: zip(usedNames.strings, uses)), chains: chains, swatchClasses: swatchClasses,
            itemClasses: valueItems(swatchClasses: swatchClasses.classes, chainOwners: chainOwners))
    }

    /// The chain list of colour value `c` at `slot`: the one made for an earlier value with the
    /// same chain text when there is one, else a new one.
    private static func sharedChain(
        _ c: ResolvedColor, at slot: Int, firstOfChain: inout [UInt64: Int], values: TokenValues, chains: [MustacheValue]
    ) -> (chain: MustacheValue, owner: Int) {
        // The chain read once (each read of it is a retain), its steps by index (a step
        // bound by a loop is a copy of its strings).
        let chain = c.chain
        let digest = chainDigest(chain)
        if let first = firstOfChain[digest] {
            if case .color(let other) = values[first], Self.sameTexts(other.chain, chain) { return (chains[first], first) }
        } else {
            firstOfChain[digest] = slot
        }
        return (.array(Self.chain(chain)), slot)
    }

    /// The classes of `values` items: values that share their swatch (`swatchClasses`, by
    /// slot) and their chain list (`chainOwners`) show the same item.
    private static func valueItems(swatchClasses: [Int32], chainOwners: [Int32]) -> (classes: [Int32], count: Int) {
        // By slot, the first slot with the same swatch class and chain owner.
        var firstOfItem: [Int64: Int] = [:]
        var firsts = [Int](repeating: -1, count: swatchClasses.count)
        var sizes = [Int32](repeating: 0, count: swatchClasses.count)
        for slot in swatchClasses.indices where swatchClasses[slot] >= 0 && chainOwners[slot] >= 0 {
            let key = Int64(swatchClasses[slot]) << 32 | Int64(chainOwners[slot])
            let first = firstOfItem[key, default: slot]
            if first == slot { firstOfItem[key] = slot }
            firsts[slot] = first
            sizes[first] += 1
        }
        return sharedClasses(firsts: firsts, sizes: sizes)
    }

    /// Classes of values, from each value's first value of its kind (`firsts`, by slot; -1 for
    /// none) and the number of each kind (`sizes`, by first slot): only kinds more than one value
    /// has are kept, numbered in order.
    private static func sharedClasses(firsts: [Int], sizes: [Int32]) -> (classes: [Int32], count: Int) {
        var numbers = [Int32](repeating: -1, count: firsts.count)
        var count: Int32 = 0
        let classes = firsts.map { first -> Int32 in
            guard first >= 0, sizes[first] > 1 else { return -1 }
            if numbers[first] < 0 {
                numbers[first] = count
                count += 1
            }
            return numbers[first]
        }
        return (classes, Int(count))
    }

    /// Whether two alias chains show the same texts, step by step.
    private static func sameTexts(_ a: [ChainStep], _ b: [ChainStep]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where a[i].text != b[i].text { return false }
        return true
    }
}
