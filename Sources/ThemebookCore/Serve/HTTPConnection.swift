#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted client socket: reads a request head within a deadline and a size limit,
/// writes one response, and closes. Owned by the thread that serves it.
struct HTTPConnection {
    let socket: Int32

    /// How long a client has to send its whole request head (a slow or silent client is
    /// answered 408 and dropped, so it cannot hold a thread).
    static let headTimeout = 10.0

    enum ReadOutcome {
        case head([UInt8])
        case failed(HTTPRequest.Failure)
        /// The client went away or sent nothing in time; answer 408 if it is still there.
        case timedOut
        case closed
    }

    /// Reads up to the blank line ending the head. Bytes after it (a body) are not read: every
    /// method with a body is refused anyway, and the connection closes after the response.
    func readHead(timeout: Double = headTimeout) -> ReadOutcome {
        let deadline = Monotonic.now + timeout
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var searchFrom = 0
        while true {
            let remaining = deadline - Monotonic.now
            guard remaining > 0 else { return buffer.isEmpty ? .closed : .timedOut }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000) + 1)
            if ready < 0 && errno != EINTR { return .closed }
            guard ready > 0 else { continue }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard count > 0 else { return .closed }
            buffer += chunk[0..<count]
            if let end = Self.endOfHead(buffer, from: searchFrom) { return .head(Array(buffer[..<end])) }
            searchFrom = max(0, buffer.count - 3)
            guard buffer.count <= HTTPRequest.maxHead else {
                // Tell the two limits apart: a request line that never ended is a long target.
                let lineEnd = buffer.firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
                return .failed(lineEnd > HTTPRequest.maxRequestLine ? .targetTooLong : .headTooLarge)
            }
        }
    }

    /// The index where the head ends (before `\r\n\r\n` or `\n\n`), searching from `start`.
    static func endOfHead(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i + 1 < bytes.count {
            if bytes[i] == UInt8(ascii: "\n") {
                let blank = bytes[i + 1] == UInt8(ascii: "\n")
                    || (bytes[i + 1] == UInt8(ascii: "\r") && i + 2 < bytes.count && bytes[i + 2] == UInt8(ascii: "\n"))
                // The head ends where its last line's terminator starts.
                if blank { return i > 0 && bytes[i - 1] == UInt8(ascii: "\r") ? i - 1 : i }
            }
            i += 1
        }
        return nil
    }

    /// Sends every byte, or gives up when the client stops reading for `timeout` seconds.
    /// `MSG_NOSIGNAL`: a client that hung up must not kill the server with SIGPIPE.
    func write(_ bytes: [UInt8], timeout: Double = 10) {
        let deadline = Monotonic.now + timeout
        var offset = 0
        while offset < bytes.count, Monotonic.now < deadline {
            var descriptor = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 1000) >= 0 || errno == EINTR else { return }
            let sent = bytes[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, noSignal) }
            if sent < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += sent
        }
    }

    /// Ends the connection gracefully: no more writes, then unread input (a body, pipelined
    /// requests) is drained briefly, so closing does not reset the connection and cut off the
    /// response the client has not read yet.
    func finish() {
        shutdown(socket, Int32(SHUT_WR))
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Monotonic.now + 0.5
        var drained = 0
        while Monotonic.now < deadline, drained < 1 << 20 {
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { break }
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            drained += count
        }
        _ = close(socket)
    }
}

#if canImport(Glibc)
private let noSignal = Int32(MSG_NOSIGNAL)
#else
private let noSignal: Int32 = 0
#endif

/// Seconds on the monotonic clock (immune to wall-clock changes), for deadlines.
enum Monotonic {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
