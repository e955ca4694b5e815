import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open live-reload event streams (`GET /__themebook/events`), all held by one thread that
/// waits on every socket at once (`poll`): a stream takes no connection thread and does not
/// count against the server's limit on connections, so reload clients never keep a page from
/// being answered. A client that goes away is noticed at once (its socket turns readable with
/// nothing to read); each one is sent the version whenever it moves.
///
/// Browsers allow six connections per host: the script keeps one stream for all of a site's
/// tabs (`LiveReload.workerScript`, a shared worker), and falls back to one per tab.
final class LiveReloadHub: Sendable {
    /// Streams held at most; a new one past it closes the oldest (which reconnects if it was
    /// a real page).
    static let maxClients = 256
    /// Seconds between comments sent to idle streams, so a peer that vanished without closing
    /// is found when the write fails.
    static let keepAlive = 15.0

    private struct Client {
        var socket: Int32
        /// The version this stream was last sent.
        var sent: String
    }

    private struct State {
        var clients: [Client] = []
        var version: String
        var stopped = false
    }

    private let state: Mutex<State>
    /// Written to wake the thread: a new client, a new version, a stop.
    private let wake: (read: Int32, write: Int32)

    init(version: String) {
        state = Mutex(State(version: version))
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        }
        wake = (ends[0], ends[1])
    }

    /// The head and first event of a new stream, sent by the connection thread before it hands
    /// the socket over: the client compares the version with its page's at once.
    static func opening(version: String) -> [UInt8] {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n\r\n"
        return Array((head + "retry: 1000\n" + event(version)).utf8)
    }

    static func event(_ version: String) -> String { "data: \(version)\n\n" }

    /// Takes a socket whose stream was opened with `sent` (the hub closes it from now on).
    func add(_ socket: Int32, sent: String) {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        let dropped = state.withLock { state -> Int32? in
            guard !state.stopped else { return socket }
            state.clients.append(Client(socket: socket, sent: sent))
            return state.clients.count > Self.maxClients ? state.clients.removeFirst().socket : nil
        }
        if let dropped { _ = close(dropped) }
        poke()
    }

    /// Sends `version` to every stream.
    func publish(_ version: String) {
        state.withLock { $0.version = version }
        poke()
    }

    /// Streams open now.
    var count: Int { state.withLock { $0.clients.count } }

    /// Closes every stream and ends `run()`.
    func stop() {
        state.withLock { $0.stopped = true }
        poke()
    }

    private func poke() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// The hub's thread: waits on every stream and the wake pipe until `stop()`.
    func run() {
        var lastWrite = Monotonic.now
        while true {
            let (sockets, stopped) = state.withLock { ($0.clients.map(\.socket), $0.stopped) }
            if stopped { break }
            var descriptors = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            descriptors += sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(Self.keepAlive * 1000))
            if ready < 0, errno != EINTR { break }
            if descriptors[0].revents != 0 { drainWake() }
            // A stream's client never sends anything after its request: readable means it
            // closed (or misbehaves), either way it goes.
            let gone = Set(zip(sockets, descriptors.dropFirst()).filter { $0.1.revents != 0 && isClosed($0.0) }.map(\.0))
            var failed = gone
            let idle = Monotonic.now - lastWrite >= Self.keepAlive
            let due = state.withLock { state in
                state.clients.filter { !gone.contains($0.socket) && ($0.sent != state.version || idle) }
                    .map { ($0.socket, $0.sent != state.version ? Self.event(state.version) : ": \n\n", state.version) }
            }
            for (socket, text, _) in due where !send(Array(text.utf8), to: socket) { failed.insert(socket) }
            if !due.isEmpty || idle { lastWrite = Monotonic.now }
            let sentTo = Dictionary(due.map { ($0.0, $0.2) }) { first, _ in first }
            state.withLock { state in
                state.clients.removeAll { failed.contains($0.socket) }
                for index in state.clients.indices {
                    if let version = sentTo[state.clients[index].socket] { state.clients[index].sent = version }
                }
            }
            for socket in failed { _ = close(socket) }
        }
        let left = state.withLock { state -> [Int32] in
            defer { state.clients = [] }
            return state.clients.map(\.socket)
        }
        for socket in left { _ = close(socket) }
        _ = close(wake.read)
        _ = close(wake.write)
    }

    private func drainWake() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while bytes.withUnsafeMutableBytes({ read(wake.read, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Reads what a readable stream sent: true when it closed, failed, or sent more than a
    /// client of an event stream ever does.
    private func isClosed(_ socket: Int32) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 512)
        let count = bytes.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 { return errno != EAGAIN && errno != EINTR }
        return true
    }

    /// Sends a whole event without waiting; false when the stream cannot take it now (a
    /// client that stopped reading is dropped rather than waited for).
    private func send(_ bytes: [UInt8], to socket: Int32) -> Bool {
        #if canImport(Glibc)
        let sent = bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        #else
        let sent = bytes.withUnsafeBytes { Darwin.send(socket, $0.baseAddress, $0.count, 0) }
        #endif
        return sent == bytes.count
    }
}
