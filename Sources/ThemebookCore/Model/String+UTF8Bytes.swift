extension String {
    /// Whether every UTF-8 byte of the string satisfies `predicate`, read in place.
    ///
    /// `utf8.allSatisfy` walks the generic UTF-8 view: about forty instructions a byte for a
    /// short (small, inline) string, which most names are, and every token's file name, link
    /// and search text asks. `withUTF8` hands over the bytes of a small string from the stack.
    @inline(__always)
    func allUTF8Bytes(_ predicate: (UInt8) -> Bool) -> Bool {
        var copy = self
        return copy.withUTF8 { bytes in
            for byte in bytes where !predicate(byte) { return false }
            return true
        }
    }
}
