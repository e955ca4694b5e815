import Synchronization

/// Every file path a `SourceLocation` names, numbered once for the life of the process.
///
/// A location keeps the number, not the path: copying a number costs nothing, where a path
/// string was reference counted at every copy of every JSON value. Paths are few (the inputs of
/// a build), so the table only grows by the files a process reads. Shared by every thread
/// (guides are parsed in parallel), hence the lock; a parser looks its file up once.
final class FileNames: Sendable {
    static let shared = FileNames()

    private struct Table {
        var paths: [String] = []
        var ids: [String: Int32] = [:]
    }

    private let table = Mutex(Table())

    /// The number of `path`, given it now if it had none.
    func id(of path: String) -> Int32 {
        table.withLock { table in
            if let id = table.ids[path] { return id }
            let id = Int32(table.paths.count)
            table.paths.append(path)
            table.ids[path] = id
            return id
        }
    }

    func path(_ id: Int32) -> String {
        table.withLock { $0.paths[Int(id)] }
    }
}
