extension String {
    /// Whether every UTF-8 byte of the string satisfies `predicate`, read in place.
    ///
    /// `utf8.allSatisfy` walks the generic UTF-8 view: about forty instructions a byte for a
    /// short (small, inline) string, which most names are, and every token's file name, link
    /// and search text asks. `withUTF8` hands over the bytes of a small string from the stack.
    @inline(__always)
    func allUTF8Bytes(_ predicate: (UInt8) -> Bool) -> Bool {
        withUTF8Bytes { bytes in
            for byte in bytes where !predicate(byte) { return false }
            return true
        }
    }

    /// Calls `body` with the string's UTF-8, in place: a native string's own storage (no copy
    /// of the string, so no retain of it), else a copy's (a small string's, from the stack).
    @inline(__always)
    func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
