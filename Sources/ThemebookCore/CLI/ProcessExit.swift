import Foundation

/// What a one-shot command leaves for the process's exit to take back, as compilers do: a
/// large catalogue is some hundred thousand objects, and releasing them one by one once the
/// site was committed cost 40–50 ms of CPU in a 10,000-token build (perf: 89 samples after
/// the last page was written, 18 now), for memory the system takes back at once anyway.
///
/// Only for a process that exits when the command returns (`Console.exitsAfterward`, set by
/// the `themebook` executable): a test or a long-running process that ran commands this way
/// would keep every result. Nothing kept has a `deinit` that must run: files are written and
/// closed before a command returns (the staging folder is committed or discarded), the guide
/// bodies' file has no name and closes with the process, and what went to standard output is
/// flushed by `exit`.
enum ProcessExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        lock.lock()
        kept.append(value)
        lock.unlock()
    }

    /// Whether this process exits once its build returns (`Build.run` sets it from
    /// `Build.Options.exitsAfterward`): then the stages leave what they are done with (the token
    /// files read, the merged themes, the resolver's tables) to the exit, through `leave`.
    nonisolated(unsafe) static var exitsAfterward = false

    /// Keeps `value` for the exit when the process exits afterward; otherwise does nothing, and
    /// `value` is released as usual.
    static func leave(_ value: Any) {
        if exitsAfterward { keep(value) }
    }
}
