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
        if let id = ids[path] { return id }
        ids[path] = paths.count
        paths.append(path)
        return paths.count - 1
    }

    /// The number of `path`, nil when no source has it.
    func existingID(of path: String) -> Int? { ids[path] }
}
