import Foundation

/// Every file path a `SourceLocation` names, numbered once for the life of the process.
///
/// A location keeps the number, not the path: copying a number costs nothing, where a path
/// string was reference counted at every copy of every JSON value. Paths are few (the inputs of
/// a build), so the table only grows by the files a process reads. Shared by every thread
/// (guides are parsed in parallel), hence the lock; a parser looks its file up once.
final class FileNames: @unchecked Sendable {
    static let shared = FileNames()

    private let lock = NSLock()
    private var paths: [String] = []
    private var ids: [String: Int32] = [:]

    /// The number of `path`, given it now if it had none.
    func id(of path: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[path] { return id }
        let id = Int32(paths.count)
        paths.append(path)
        ids[path] = id
        return id
    }

    func path(_ id: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return paths[Int(id)]
    }
}
