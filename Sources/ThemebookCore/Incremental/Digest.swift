import Foundation
import Synchronization

/// A file's bytes, or a page's context, told apart from others by their length and two
/// differently seeded 64-bit hashes. Not a cryptographic hash — nobody gains by making two
/// pages of their own site collide — but one that reads eight bytes per step, because a rebuild
/// after one guide changes digests megabytes (the search index) and should not wait on it.
struct Digest: Equatable, Sendable {
    var count: Int
    var first: UInt64
    var second: UInt64

    init(_ bytes: [UInt8]) {
        var builder = Builder()
        builder.add(bytes.span)
        self = builder.digest
    }

    private init(count: Int, first: UInt64, second: UInt64) {
        (self.count, self.first, self.second) = (count, first, second)
    }

    /// A digest made piece by piece, equal to the digest of the pieces together: the bytes are
    /// read as eight-byte words of one stream, wherever the pieces are cut.
    struct Builder {
        private var lanes = Lanes()
        private var count = 0
        /// The bytes of a word not yet complete, little-endian, and how many.
        private var partial: UInt64 = 0
        private var partialCount = 0

        mutating func add(_ bytes: Span<UInt8>) {
            count &+= bytes.count
            var index = 0
            while partialCount > 0, index < bytes.count {
                partial |= UInt64(bytes[index]) << (8 * UInt64(partialCount))
                partialCount += 1
                index += 1
                if partialCount == 8 {
                    lanes.mix(partial)
                    (partial, partialCount) = (0, 0)
                }
            }
            let words = (bytes.count - index) / 8
            for word in 0..<words { lanes.mix(Bytes.word(bytes, at: index + word * 8)) }
            index += words * 8
            while index < bytes.count {
                partial |= UInt64(bytes[index]) << (8 * UInt64(partialCount))
                partialCount += 1
                index += 1
            }
        }

        var digest: Digest {
            var lanes = self.lanes
            lanes.mix(partial)
            lanes.mix(UInt64(count))
            return Digest(count: count, first: lanes.first.finish(), second: lanes.second.finish())
        }
    }

    /// The digest of a page's context: equal contexts give equal digests, and two contexts that
    /// differ in any byte of any string differ (strings are digested as their UTF-8 bytes, so two
    /// spellings Swift calls equal, `é` composed and decomposed, are told apart as the pages are).
    init(context: MustacheValue) {
        var lanes = Lanes()
        lanes.add(context)
        (count, first, second) = (lanes.count, lanes.first.finish(), lanes.second.finish())
    }

    /// Two accumulators, each multiply-and-rotate over 64-bit words, with different constants.
    private struct Lane {
        var state: UInt64
        let multiplier: UInt64

        @inline(__always) mutating func mix(_ word: UInt64) {
            state = ((state ^ word) &* multiplier)
            state = (state << 31 | state >> 33) &+ 0x52DC_E729
        }

        func finish() -> UInt64 {
            var h = state
            h ^= h >> 33
            h = h &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 33
            h = h &* 0xC4CE_B9FE_1A85_EC53
            return h ^ h >> 33
        }
    }

    private struct Lanes {
        var first = Lane(state: 0x5A17, multiplier: 0x9E37_79B9_7F4A_7C15)
        var second = Lane(state: 0x7E11, multiplier: 0xC2B2_AE3D_27D4_EB4F)
        var count = 0

        @inline(__always) mutating func mix(_ word: UInt64) {
            first.mix(word)
            second.mix(word)
        }

        mutating func add(_ bytes: Span<UInt8>) {
            count &+= bytes.count
            mix(UInt64(bytes.count))
            let words = bytes.count / 8
            for index in 0..<words { mix(Bytes.word(bytes, at: index * 8)) }
            var tail: UInt64 = 0
            for index in (words * 8)..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            mix(tail)
        }

        mutating func add(_ value: MustacheValue) {
            switch value {
            case .null: mix(1)
            case .bool(let flag): mix(flag ? 2 : 3)
            case .int(let number): mix(4); mix(UInt64(bitPattern: Int64(number)))
            case .double(let number): mix(5); mix(number.bitPattern)
            case .string(let text):
                mix(6)
                text.withUTF8Span { add($0) }
            case .array(let items):
                mix(7)
                mix(UInt64(items.count))
                for item in items { add(item) }
            case .lazyArray(let items):
                // As the array of its items, made one at a time.
                mix(7)
                mix(UInt64(items.count))
                for item in items { add(item) }
            case .object(let members):
                // A dictionary's order is not fixed: each member is digested alone and the
                // results summed, which does not depend on the order.
                mix(8)
                mix(UInt64(members.count))
                var sumFirst: UInt64 = 0, sumSecond: UInt64 = 0
                for (key, member) in members {
                    var inner = Lanes()
                    key.withUTF8Span { inner.add($0) }
                    inner.add(member)
                    sumFirst &+= inner.first.finish()
                    sumSecond &+= inner.second.finish()
                    count &+= inner.count
                }
                first.mix(sumFirst)
                second.mix(sumSecond)
            }
        }
    }
}

/// Keeps the files whose bytes differ from last time (and forwards every file, when the whole
/// site is being staged). Written by every rendering thread at once, under its lock.
final class ChangedFiles: SiteSink, Sendable {
    private struct Found {
        var changed: [String: [UInt8]] = [:]
        var digests: [String: Digest] = [:]
    }

    private let previous: [String: Digest]
    private let forward: (any SiteSink)?
    private let found = Mutex(Found())

    init(previous: [String: Digest], forward: (any SiteSink)? = nil) {
        self.previous = previous
        self.forward = forward
    }

    /// The files whose bytes changed (empty bytes when they went to `forward`), by path.
    var changed: [String: [UInt8]] { found.withLock { $0.changed } }
    /// The digest of every file written.
    var digests: [String: Digest] { found.withLock { $0.digests } }

    func write(_ path: String, _ bytes: [UInt8]) throws(SiteWriter.Failure) {
        try forward?.write(path, bytes)
        record(path, Digest(bytes), bytes)
    }

    /// A streamed file is digested piece by piece, and passed on piece by piece when the site
    /// is being staged (kept whole only when it is kept in memory).
    func open(_ path: String) throws(SiteWriter.Failure) -> any SiteFileStream {
        DigestingStream(path: path, into: self, forward: try forward?.open(path))
    }

    /// Notes a finished file: its digest, and its bytes when they changed.
    func record(_ path: String, _ digest: Digest, _ bytes: [UInt8]) {
        // Staged sites keep nothing in memory: the folder has them.
        let kept = forward == nil ? bytes : []
        let changed = previous[path] != digest
        found.withLock { found in
            found.digests[path] = digest
            if changed { found.changed[path] = kept }
        }
    }
}
