/// Bytes written through a pointer into memory grown by hand: what a Mustache rendering writes
/// (`MustacheOutput`), and the generated JSON files (`JSONWriter`, `JSONLayout`). A page appends
/// a piece for every text run and value, and the JSON files of a large catalogue are a million
/// keys, strings and marks: appending each to an array (a uniqueness and capacity check and a
/// generic copy per piece, ~100 instructions before a byte is copied) cost more than the bytes.
/// Here an append is a capacity check and a `memcpy`. A class, so that a writer appends
/// through a `let` without a mutable access of its own, and the memory is freed with it.
final class ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    /// Bytes written; a writer that wrote past it through `base` (after `reserve`) sets it.
    var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far (a copy).
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes written so far, where they are: good until the next append or `removeAll`.
    var written: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

    var isEmpty: Bool { count == 0 }

    /// Forgets the bytes, keeping the memory.
    func removeAll() { count = 0 }

    @inline(__always)
    func reserve(_ extra: Int) {
        if capacity - count < extra { grow(extra) }
    }

    private func grow(_ extra: Int) {
        capacity = Swift.max(count + extra, capacity * 2)
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        base[count] = first
        base[count + 1] = second
        count += 2
    }

    @inline(__always)
    func append(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        (base + count).update(from: bytes, count: length)
        count += length
    }

    /// Appends the first `length` (at most 16) bytes of `words`, stored in two 8-byte writes
    /// instead of a `memcpy` call: most template text runs and values are that short, and the
    /// call cost more than the copy. The bytes past `length` land in reserved memory and are
    /// overwritten by the next append.
    @inline(__always)
    func append(_ words: (UInt64, UInt64), _ length: Int) {
        reserve(16)
        let end = UnsafeMutableRawPointer(base + count)
        end.storeBytes(of: words.0, as: UInt64.self)
        end.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
        count += length
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(start, bytes.count)
    }

    @inline(__always)
    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A line feed and the indentation of a line `level` deep (two spaces a level).
    @inline(__always)
    func newline(_ level: Int) {
        let spaces = 2 * Swift.max(0, level)
        reserve(1 + spaces)
        base[count] = UInt8(ascii: "\n")
        (base + count + 1).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += 1 + spaces
    }
}
