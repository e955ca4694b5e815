import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One live-reload stream, as a browser's `EventSource` opens it: `GET /__themebook/events`,
/// then the `data:` lines of each event as they come. Every wait is bounded.
final class EventStreamClient {
    let socket: Int32
    private var buffer: [UInt8] = []
    private(set) var head = ""

    /// Connects and sends the request; nil when the server cannot be reached.
    init?(port: Int, host: String? = nil) {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(socket)
            return nil
        }
        let request = Array("GET /__themebook/events HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    deinit { close() }

    private var closed = false

    /// Closes the connection without a word, as a tab that navigates away does.
    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(socket)
    }

    /// The data of the next event (comments skipped), the response head read first; nil when
    /// none came within `timeout` seconds or the server closed the stream.
    func nextEvent(timeout: Double = 10) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if head.isEmpty, let end = find(Array("\r\n\r\n".utf8)) {
                head = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
            }
            if !head.isEmpty, let end = find([10, 10]) {
                let block = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 2)
                let data = block.split(separator: "\n").filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }
                if !data.isEmpty { return data.joined(separator: "\n") }
                continue
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return nil }
            var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(remaining, 1) * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            buffer += chunk[..<count]
        }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        return (0...(buffer.count - needle.count)).first { buffer[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
