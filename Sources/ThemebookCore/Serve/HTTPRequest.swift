/// One HTTP/1.x request head, parsed strictly and within limits. The preview server only reads
/// the method, the target and the version; headers are checked for shape and size and kept.
struct HTTPRequest: Equatable, Sendable {
    var method: String
    var target: String
    var version: String
    var headers: [Header] = []

    struct Header: Equatable, Sendable {
        var name: String
        var value: String
    }

    /// Why a request head was refused, as the status to answer with.
    enum Failure: Error, Equatable {
        /// 400: malformed request line or header.
        case malformed(String)
        /// 414: the request line is longer than `maxRequestLine`.
        case targetTooLong
        /// 431: the head is larger than `maxHead`, or has more than `maxHeaders` lines.
        case headTooLarge
        /// 505: not HTTP/1.0 or HTTP/1.1.
        case versionNotSupported

        var status: Int {
            switch self {
            case .malformed: 400
            case .targetTooLong: 414
            case .headTooLarge: 431
            case .versionNotSupported: 505
            }
        }
    }

    static let maxRequestLine = 8 * 1024
    static let maxHead = 32 * 1024
    static let maxHeaders = 100

    /// Parses a request head: the bytes before the blank line, without it. Lines end in CRLF
    /// (a bare LF is accepted, as most servers do).
    static func parse(_ head: [UInt8]) throws(Failure) -> HTTPRequest {
        guard head.count <= maxHead else { throw .headTooLarge }
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        // Robustness (RFC 9112 §2.2): empty lines before the request line are skipped.
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        guard let requestLine = lines.first else { throw .malformed("empty request") }
        guard requestLine.count <= maxRequestLine else { throw .targetTooLong }
        guard lines.count - 1 <= maxHeaders else { throw .headTooLarge }
        let parts = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), !parts[1].isEmpty, !parts[2].isEmpty else {
            throw .malformed("request line must be 'METHOD target HTTP/1.1'")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version.hasPrefix("HTTP/"), version.utf8.count == 8 else { throw .malformed("not an HTTP request") }
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else { throw .versionNotSupported }
        var request = HTTPRequest(method: method, target: percentEncodingRaw(parts[1]), version: version)
        for line in lines.dropFirst() where !line.isEmpty {
            guard line.first != UInt8(ascii: " "), line.first != UInt8(ascii: "\t") else {
                throw .malformed("folded header line")
            }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), let name = token(line[line.startIndex..<colon]) else {
                throw .malformed("header line without a name")
            }
            let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            guard !value.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F }) else {
                throw .malformed("control character in header '\(name)'")
            }
            request.headers.append(Header(name: name, value: String(decoding: value, as: UTF8.self).trimmingTrailingBlanks))
        }
        return request
    }

    /// The target with every byte that may not appear raw in a URL (controls, NUL, DEL, bytes
    /// over 0x7F) percent-encoded, so that `SitePath` judges raw and encoded bytes alike: a raw
    /// NUL is refused as `%00` is, raw UTF-8 (as curl sends it) finds its page as the encoded
    /// form does, and invalid UTF-8 is refused after decoding.
    static func percentEncodingRaw(_ bytes: ArraySlice<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte > 0x20 && byte < 0x7F {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The first value of a header, by name in any case.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// A method or header name: RFC 9110 `token` characters only.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        guard !bytes.isEmpty, bytes.count <= 256 else { return nil }
        let extra = Array("!#$%&'*+-.^_`|~".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): continue
            default: guard extra.contains(byte) else { return nil }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    fileprivate var trimmingTrailingBlanks: String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\t" { s = s.dropLast() }
        return String(s)
    }
}
