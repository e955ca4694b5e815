/// Swatches shared by the tokens whose values look the same: a swatch is made from the value,
/// the ground it is shown on and the page's root alone (the token's alias chain sits beside
/// it, not in it), and in a real catalogue many tokens alias the same palette colour in a
/// theme. Each shared swatch is made once per root, before any page is rendered, and marked
/// shared (`MustacheObject.isShared`), so every page that shows it holds the same object and
/// the renderer copies the bytes of a section over it from its memo. The tokens page, the
/// token pages and the theme pages show every swatch, so none is made for nothing.
///
/// A value no other token shares in its theme is made each time a page shows it, so a
/// catalogue of distinct values holds nothing more in memory.
extension ViewModels {
    final class SwatchCache: Sendable {
        /// For each value (laid out as `ViewModels.values`), its class among the values of its
        /// theme that look the same, or -1 when it has none to share with.
        let classes: [Int32]
        /// The shared swatch of each class, for pages at the site root and one folder down
        /// (the only roots pages have).
        private let fromRoot: [MustacheValue]
        private let fromFolder: [MustacheValue]

        /// No class, nothing shared.
        init() {
            classes = []
            fromRoot = []
            fromFolder = []
        }

        /// Makes the shared value of each of `count` classes for the pages at `roots` (both
        /// roots, or one of them) with `make`, from the first value (by slot) of the class.
        init(classes: [Int32], count: Int, roots: [String] = ["", "../"], make: (_ slot: Int, _ root: String) -> MustacheValue) {
            self.classes = classes
            var firstSlots = [Int](repeating: -1, count: count)
            for slot in classes.indices where classes[slot] >= 0 && firstSlots[Int(classes[slot])] < 0 {
                firstSlots[Int(classes[slot])] = slot
            }
            fromRoot = roots.contains("") ? firstSlots.map { Self.marked(make($0, "")) } : []
            fromFolder = roots.contains("../") ? firstSlots.map { Self.marked(make($0, "../")) } : []
        }

        /// The shared values of `root`'s pages from `rootCache` and of `folder`'s from
        /// `folderCache`, each made for its root alone (on a thread of its own).
        init(root rootCache: SwatchCache, folder folderCache: SwatchCache) {
            classes = rootCache.classes
            fromRoot = rootCache.fromRoot
            fromFolder = folderCache.fromFolder
        }

        private static func marked(_ value: MustacheValue) -> MustacheValue {
            guard case .object(var object) = value else { return value }
            object.isShared = true
            return .object(object)
        }

        /// The shared value of the value at `slot` for a page at `root`; nil when the value
        /// shares none.
        func shared(at slot: Int, root: String) -> MustacheValue? {
            guard slot < classes.count else { return nil }
            let shared = Int(classes[slot])
            guard shared >= 0 else { return nil }
            // Not a ternary: `MustacheValue` takes `nil` as `.null`.
            switch root {
            case "": return fromRoot[shared]
            case "../": return fromFolder[shared]
            default: return nil
            }
        }
    }

    /// What makes two colour values' swatches the same: everything a swatch shows of them. The
    /// alias chain is not in the swatch but beside it (`chain(tokenAt:themeAt:)`): it is the
    /// token's, and tokens that alias the same colour through different tokens still show one swatch.
    static func sameSwatch(_ x: ResolvedColor, _ y: ResolvedColor) -> Bool {
        x.color == y.color && x.palette == y.palette && x.alpha == y.alpha && x.source == y.source
            && x.outOfGamut == y.outOfGamut && x.position == y.position
    }

    /// A digest of what `sameSwatch` compares (most of it): the colour's bits and its palette
    /// name, mixed eight bytes at a time into a value of its own (mixed a byte at a time by
    /// nested functions, whose captured hash was checked for exclusive access at every byte, the
    /// texts of a large catalogue's 50,000 values took a fifth of `ViewModels.init`).
    /// Equal digests are checked with `sameSwatch`, so a collision only loses a share.
    static func swatchDigest(_ c: ResolvedColor) -> UInt64 {
        var digest = SwatchDigest()
        digest.mix(c.color.red.bitPattern)
        digest.mix(c.color.green.bitPattern)
        digest.mix(c.color.blue.bitPattern)
        digest.mix(c.color.alpha.bitPattern)
        digest.mix(c.palette ?? "")
        return digest.hash
    }

    /// A digest of an alias chain's text (values with the same one share its list).
    static func chainDigest(_ chain: [ChainStep]) -> UInt64 {
        var digest = SwatchDigest()
        for i in chain.indices { digest.mix(chain[i].text) }
        digest.mix(UInt64(chain.count))
        return digest.hash
    }

    /// A multiply-and-shift mix of words, and of texts eight bytes at a time.
    private struct SwatchDigest {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325

        @inline(__always)
        mutating func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
            hash ^= hash >> 29
        }

        mutating func mix(_ text: String) {
            // The length ends the text, so that moving bytes between texts changes the digest.
            mix(text.withUTF8Span { Bytes.hash($0, seed: 0) })
        }
    }
}
