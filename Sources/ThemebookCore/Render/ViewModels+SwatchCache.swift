import Synchronization

/// Swatches shared by the tokens whose values look the same: a swatch is made from the value,
/// the ground it is shown on and the page's root alone (the token's alias chain sits beside
/// it, not in it), and in a real catalogue many tokens alias the same palette colour in a theme
/// (in the benchmark's 10,000-token catalogue, ten tokens share each swatch of a theme's 1,000
/// colours). Each shared swatch is made once per root, the first
/// time a page shows it, instead of once per token per page (the tokens page, the token page
/// and the theme page each show every swatch), and freed once.
///
/// A value no other token shares in its theme is made each time, as before, so a catalogue
/// of distinct values holds nothing more in memory.
extension ViewModels {
    final class SwatchCache: Sendable {
        /// For each value (laid out as `ViewModels.values`), its class among the values of its
        /// theme that look the same, or -1 when it has none to share with.
        let classes: [Int32]
        /// Made swatches by class, for pages at the site root and one folder down (the only
        /// roots pages have). Read without a lock: every page of every worker asks here for
        /// each swatch it shows (about 150,000 times in the benchmark's catalogue), and a lock
        /// taken for each was a shared word both cores wrote on every ask.
        private let fromRoot: Slots
        private let fromFolder: Slots

        init(classes: [Int32], count: Int) {
            self.classes = classes
            fromRoot = Slots(count: count)
            fromFolder = Slots(count: count)
        }

        /// The shared swatch of the value at `slot` for a page at `root`; nil when the value
        /// shares none, or it is not made yet: the caller makes it and hands it to `share`.
        func shared(at slot: Int, root: String) -> MustacheValue? {
            let shared = Int(classes[slot])
            guard shared >= 0 else { return nil }
            if root.isEmpty { return fromRoot[shared] }
            return root == "../" ? fromFolder[shared] : nil
        }

        /// Keeps `swatch` as the shared swatch of the value at `slot` for pages at `root`, and
        /// returns it marked as shared (`MustacheObject.isShared`: the renderer keeps the bytes
        /// of a section over it, so each page that shows it again copies them). Two workers may
        /// both make it; the first one kept is the one both get back, so every page holds the
        /// same object (the renderer keeps a section's bytes by the object's address).
        func share(_ swatch: MustacheValue, at slot: Int, root: String) -> MustacheValue {
            let shared = Int(classes[slot])
            guard shared >= 0, root.isEmpty || root == "../", case .object(var object) = swatch else { return swatch }
            object.isShared = true
            return (root.isEmpty ? fromRoot : fromFolder).keep(.object(object), at: shared)
        }
    }

    /// Values each made at most once, by index, read and published by any thread without a
    /// lock: an atomic pointer per index to a box holding the value, set once and kept until
    /// the slots go (not `AtomicLazyReference`, whose `load` is not inlined: a generic call of
    /// about 640 instructions per read, where this one is a load and a retain).
    final class Slots: @unchecked Sendable {
        private final class Box {
            let value: MustacheValue
            init(_ value: MustacheValue) { self.value = value }
        }

        private let boxes: UnsafeMutablePointer<Atomic<UnsafeRawPointer?>>
        private let count: Int

        init(count: Int) {
            self.count = count
            boxes = .allocate(capacity: max(count, 1))
            for index in 0..<count { (boxes + index).initialize(to: Atomic(nil)) }
        }

        deinit {
            for index in 0..<count {
                if let box = boxes[index].load(ordering: .acquiring) { Unmanaged<Box>.fromOpaque(box).release() }
            }
            boxes.deinitialize(count: count)
            boxes.deallocate()
        }

        subscript(index: Int) -> MustacheValue? {
            precondition(index >= 0 && index < count)
            guard let box = boxes[index].load(ordering: .acquiring) else { return nil }
            return Unmanaged<Box>.fromOpaque(box).takeUnretainedValue().value
        }

        /// Keeps `value` at `index` unless one is there already; returns the one kept.
        func keep(_ value: MustacheValue, at index: Int) -> MustacheValue {
            precondition(index >= 0 && index < count)
            let made = Unmanaged.passRetained(Box(value))
            let (kept, found) = boxes[index].compareExchange(
                expected: nil, desired: UnsafeRawPointer(made.toOpaque()), ordering: .acquiringAndReleasing)
            guard !kept, let found else { return value }
            made.release()
            return Unmanaged<Box>.fromOpaque(found).takeUnretainedValue().value
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
            let count = text.withUTF8Bytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                var index = 0
                while index + 8 <= bytes.count {
                    mix(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    index += 8
                }
                var tail: UInt64 = 0
                while index < bytes.count {
                    tail = tail << 8 | UInt64(bytes[index])
                    index += 1
                }
                mix(tail)
                return bytes.count
            }
            // The length ends the text, so that moving bytes between texts changes the digest.
            mix(UInt64(count))
        }
    }
}
