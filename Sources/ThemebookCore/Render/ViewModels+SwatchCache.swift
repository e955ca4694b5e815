import Foundation

/// Swatches shared by the tokens whose values look the same: a swatch is made from the value,
/// the ground it is shown on and the page's root alone, and in a real catalogue many tokens
/// alias the same palette colour in a theme (in the benchmark's 10,000-token catalogue, ten
/// tokens share each of 5,000 swatches). Each shared swatch is made once per root, the first
/// time a page shows it, instead of once per token per page (the tokens page, the token page
/// and the theme page each show every swatch), and freed once.
///
/// A value no other token shares in its theme is made each time, as before, so a catalogue
/// of distinct values holds nothing more in memory.
extension ViewModels {
    final class SwatchCache: @unchecked Sendable {
        /// For each value (laid out as `ViewModels.values`), its class among the values of its
        /// theme that look the same, or -1 when it has none to share with.
        let classes: [Int32]
        private let lock = NSLock()
        /// Made swatches by class, for pages at the site root and one folder down (the only
        /// roots pages have).
        private var fromRoot: [MustacheValue?]
        private var fromFolder: [MustacheValue?]

        init(classes: [Int32], count: Int) {
            self.classes = classes
            fromRoot = Array(repeating: nil, count: count)
            fromFolder = Array(repeating: nil, count: count)
        }

        /// The shared swatch of the value at `slot` for a page at `root`; nil when the value
        /// shares none, or it is not made yet: the caller makes it and hands it to `share`.
        /// Two threads may both make it, and the two are equal.
        func shared(at slot: Int, root: String) -> MustacheValue? {
            let shared = Int(classes[slot])
            guard shared >= 0 else { return nil }
            lock.lock()
            defer { lock.unlock() }
            if root.isEmpty { return fromRoot[shared] }
            return root == "../" ? fromFolder[shared] : nil
        }

        /// Keeps `swatch` as the shared swatch of the value at `slot` for pages at `root`, and
        /// returns it marked as shared (`MustacheObject.isShared`: the renderer keeps the bytes
        /// of a section over it, so each page that shows it again copies them).
        func share(_ swatch: MustacheValue, at slot: Int, root: String) -> MustacheValue {
            let shared = Int(classes[slot])
            guard shared >= 0, root.isEmpty || root == "../", case .object(var object) = swatch else { return swatch }
            object.isShared = true
            let swatch = MustacheValue.object(object)
            lock.lock()
            defer { lock.unlock() }
            if root.isEmpty { fromRoot[shared] = swatch } else { fromFolder[shared] = swatch }
            return swatch
        }
    }

    /// What makes two colour values' swatches the same: everything a swatch shows of them (the
    /// alias chain's text, not where each alias was written).
    static func sameSwatch(_ x: ResolvedColor, _ y: ResolvedColor) -> Bool {
        x.color == y.color && x.palette == y.palette && x.alpha == y.alpha && x.source == y.source
            && x.outOfGamut == y.outOfGamut && x.position == y.position
            && x.chain.count == y.chain.count && zip(x.chain, y.chain).allSatisfy { $0.text == $1.text }
    }

    /// A digest of what `sameSwatch` compares (most of it): FNV-1a over the colour's bits, its
    /// palette name and its chain's text, a few instructions a byte. Equal digests are checked
    /// with `sameSwatch`, so a collision only loses a share.
    static func swatchDigest(_ c: ResolvedColor) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) { hash = (hash ^ word) &* 0x100_0000_01b3 }
        func mix(_ text: String) {
            var text = text
            text.withUTF8 { for byte in $0 { mix(UInt64(byte)) } }
            mix(0xff)
        }
        mix(c.color.red.bitPattern)
        mix(c.color.green.bitPattern)
        mix(c.color.blue.bitPattern)
        mix(c.color.alpha.bitPattern)
        mix(c.palette ?? "")
        for step in c.chain { mix(step.text) }
        return hash
    }
}
