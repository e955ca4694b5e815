#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket on one IPv4 address, and a pipe that wakes `accept` for shutdown.
final class HTTPListener: Sendable {
    enum Failure: Error, Equatable {
        case invalidHost(String)
        case inUse(host: String, port: Int)
        case other(String)

        var message: String {
            switch self {
            case .invalidHost(let host): "'\(host)' is not an IPv4 address"
            case .inUse(let host, let port):
                "port \(port) on \(host) is already in use; choose another with --port, or --port 0 for a free one"
            case .other(let text): text
            }
        }
    }

    let socket: Int32
    /// The port actually bound (the one the system chose for port 0).
    let port: Int
    let host: String
    private let wake: (read: Int32, write: Int32)

    /// Binds and listens. `localhost` means 127.0.0.1.
    init(host: String, port: Int) throws(Failure) {
        let address = host == "localhost" ? "127.0.0.1" : host
        var socketAddress = sockaddr_in()
        socketAddress.sin_family = sa_family_t(AF_INET)
        socketAddress.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, address, &socketAddress.sin_addr) == 1 else { throw .invalidHost(host) }
        #if canImport(Glibc)
        let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let fd = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .other("cannot open a socket: \(Self.lastError)") }
        // Lets a restarted server bind at once while old connections linger in TIME_WAIT;
        // on Linux it never lets two servers listen on one port.
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            _ = Self.closeDescriptor(fd)
            if code == EADDRINUSE { throw .inUse(host: address, port: port) }
            throw .other("cannot listen on \(address):\(port): \(String(cString: strerror(code)))")
        }
        guard listen(fd, 128) == 0 else {
            let message = Self.lastError
            _ = Self.closeDescriptor(fd)
            throw .other("cannot listen on \(address):\(port): \(message)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            _ = Self.closeDescriptor(fd)
            throw .other("cannot create a pipe: \(Self.lastError)")
        }
        socket = fd
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        self.host = address
        wake = (pipeEnds[0], pipeEnds[1])
    }

    /// Waits for the next client; nil once `wakeUp()` was called (or on a failure worth
    /// retrying, after which the caller checks whether it should stop).
    func accept() -> Int32? {
        var descriptors = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        guard poll(&descriptors, 2, 1000) > 0, descriptors[1].revents == 0, descriptors[0].revents & Int16(POLLIN) != 0 else {
            return nil
        }
        #if canImport(Glibc)
        let client = Glibc.accept(socket, nil, nil)
        #else
        let client = Darwin.accept(socket, nil, nil)
        #endif
        guard client >= 0 else { return nil }
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        return client
    }

    /// Makes a waiting `accept()` return.
    func wakeUp() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    func close() {
        _ = Self.closeDescriptor(socket)
        _ = Self.closeDescriptor(wake.read)
        _ = Self.closeDescriptor(wake.write)
    }

    private static func closeDescriptor(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #else
        Darwin.close(fd)
        #endif
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}
