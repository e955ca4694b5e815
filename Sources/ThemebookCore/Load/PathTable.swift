/// Every token path the themes merge, numbered once as its source is loaded.
///
/// Merging five themes of ten thousand tokens, and splitting them into palette and themed
/// tokens, looks each path up in every theme several times; by number those look-ups are array
/// reads, where by path each one hashed the whole string.
struct PathTable {
    private(set) var paths: [String] = []
    private var ids: [String: Int] = [:]

    var count: Int { paths.count }

    /// The number of `path`, given it now if it had none.
    mutating func id(of path: String) -> Int {
        // Through the defaulting subscript's in-place access: one hash whether or not it is new.
        func read(_ id: inout Int) -> Int { id }
        let next = paths.count
        let id = read(&ids[path, default: next])
        if id == next { paths.append(path) }
        return id
    }

    /// Makes room for `count` more paths at once, rather than growing (and rehashing every
    /// path so far) a dozen times while a source of ten thousand tokens is numbered.
    /// Grown at least twofold, so that many sources of different sizes do not each copy every
    /// path so far.
    mutating func reserve(_ count: Int) {
        let needed = paths.count + count
        guard needed > paths.capacity else { return }
        let capacity = Swift.max(needed, 2 * paths.capacity)
        ids.reserveCapacity(capacity)
        paths.reserveCapacity(capacity)
    }

    /// The number of `path`, nil when no source has it.
    func existingID(of path: String) -> Int? { ids[path] }
}
