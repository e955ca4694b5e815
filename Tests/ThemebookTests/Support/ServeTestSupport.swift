import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP/1.1 client for the preview server tests: the request target is sent exactly as
/// given (no URL library in between to normalise `..` or re-encode `%2e`), and every wait is
/// bounded.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends `GET target` (or any request bytes) to 127.0.0.1:port and reads until the server
    /// closes. nil when nothing came back within `timeout` seconds.
    static func get(_ target: String, port: Int, method: String = "GET", timeout: Double = 10) -> Response? {
        send(Array("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8), port: port, timeout: timeout)
    }

    static func send(_ request: [UInt8], port: Int, timeout: Double = 10) -> Response? {
        guard let raw = exchange(request, port: port, timeout: timeout) else { return nil }
        return parse(raw)
    }

    /// The raw bytes the server answered.
    static func exchange(_ request: [UInt8], port: Int, timeout: Double = 10) -> [UInt8]? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var time = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        var offset = 0
        while offset < request.count {
            let sent = request[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { break }
            offset += sent
        }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            out += chunk[0..<count]
        }
        return out.isEmpty ? nil : out
    }

    static func parse(_ raw: [UInt8]) -> Response? {
        let separator = Array("\r\n\r\n".utf8)
        guard let end = (0...max(0, raw.count - 4)).first(where: { Array(raw[$0..<min($0 + 4, raw.count)]) == separator }) else {
            return nil
        }
        let head = String(decoding: raw[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = head.first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { return nil }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Array(raw[(end + 4)...]))
    }
}

/// The real `themebook serve` running in a temporary site, on a port the system picked.
final class ServeProcess {
    let process = Process()
    let outURL: URL
    let errURL: URL
    private(set) var port = 0

    /// Starts `themebook serve --port 0 …` in `folder` and waits (at most `timeout` seconds)
    /// for the line with its URL.
    init(in folder: URL, arguments: [String] = [], timeout: Double = 90) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("themebook-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        outURL = scratch.appendingPathComponent("out")
        errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.executableURL = Themebook.binary
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_ACTIONS"] = nil
        process.environment = environment
        try process.run()
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline, process.isRunning {
            if let line = out.split(separator: "\n").first(where: { $0.contains("http://127.0.0.1:") }),
                let range = line.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression)
            {
                port = Int(line[range].dropFirst("127.0.0.1:".count).dropLast()) ?? 0
                return
            }
            usleep(50_000)
        }
        stop()
        Issue.record("serve did not print its URL in time; stdout: \(out) stderr: \(err)")
    }

    var out: String { (try? String(contentsOf: outURL, encoding: .utf8)) ?? "" }
    var err: String { (try? String(contentsOf: errURL, encoding: .utf8)) ?? "" }

    func get(_ target: String, method: String = "GET") -> RawHTTP.Response? {
        RawHTTP.get(target, port: port, method: method)
    }

    /// Fetches `target` until `accept` holds (at most `timeout` seconds); the last response.
    @discardableResult
    func waitFor(_ target: String, timeout: Double = 30, _ accept: (RawHTTP.Response) -> Bool) -> RawHTTP.Response? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var last: RawHTTP.Response?
        repeat {
            last = get(target)
            if let last, accept(last) { return last }
            usleep(100_000)
        } while Date() < deadline
        return last
    }

    /// Waits (at most `timeout` seconds) until standard output and error satisfy `accept`: the
    /// server prints its report of a build after it serves the build, so a page may show a
    /// change before the console does.
    @discardableResult
    func waitForOutput(timeout: Double = 30, _ accept: (_ out: String, _ err: String) -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        repeat {
            if accept(out, err) { return true }
            usleep(100_000)
        } while Date() < deadline
        return accept(out, err)
    }

    /// Sends `signal` and waits (at most 15 s) for the exit; the exit status, or nil if it had
    /// to be killed.
    @discardableResult
    func stop(_ signal: Int32 = SIGINT) -> Int32? { process.stop(signal) }

    deinit {
        if process.isRunning { stop(SIGKILL) }
        try? FileManager.default.removeItem(at: outURL.deletingLastPathComponent())
    }
}

extension Process {
    /// Sends `signal` to a running child (`serve`, `build --watch`) and waits at most 15 s for
    /// it to exit; its exit status, or nil if it had to be killed.
    @discardableResult
    func stop(_ signal: Int32) -> Int32? {
        guard isRunning else { return terminationStatus }
        kill(processIdentifier, signal)
        let deadline = Date(timeIntervalSinceNow: 15)
        while isRunning, Date() < deadline { usleep(20_000) }
        guard !isRunning else {
            kill(processIdentifier, SIGKILL)
            waitUntilExit()
            return nil
        }
        return terminationStatus
    }
}
