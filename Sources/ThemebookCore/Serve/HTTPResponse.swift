/// One HTTP/1.1 response. Every response closes its connection (`Connection: close`): a
/// preview server on localhost gains nothing from keep-alive, and a connection that ends with
/// its response can never be left half-read.
struct HTTPResponse: Sendable {
    var status: Int
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []

    init(status: Int, contentType: String? = nil, body: [UInt8] = []) {
        self.status = status
        self.body = body
        if let contentType { headers.append(("Content-Type", contentType)) }
    }

    /// A short plain-text answer (`404 Not Found`).
    static func text(_ status: Int, _ message: String? = nil) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "text/plain; charset=utf-8",
            body: Array((message ?? "\(status) \(reason(status))").utf8) + [UInt8(ascii: "\n")])
    }

    /// The bytes to send; a HEAD request gets the same head (with the body's length) and no body.
    func serialized(includeBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n"
        // Pages change under the writer's hands: never reuse an old copy.
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (includeBody ? body : [])
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 414: "URI Too Long"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status"
        }
    }
}
