/// Which `Host` a request to the preview server may name: only the names and addresses it
/// listens on, so a web page whose own name an attacker re-points at 127.0.0.1 (DNS
/// rebinding) cannot read the preview through the browser. Accepted, with or without a port:
/// `localhost`, `127.0.0.1`, `[::1]` and the `--host` given; when that is `0.0.0.0` (every
/// address), any IP address, but still no name. A request without `Host` (HTTP/1.0; browsers
/// always send one) is answered.
struct HostCheck: Sendable {
    /// The `--host` given (`localhost` or an IPv4 address).
    var listening: String

    /// Why `host` (the header's value) is refused, or nil when it is one of ours.
    func refusal(_ host: String?) -> String? {
        guard let host else { return nil }
        let name = Self.name(host).lowercased()
        let ours = ["localhost", "localhost.", "127.0.0.1", "[::1]", listening.lowercased()]
        if ours.contains(name) || (listening == "0.0.0.0" && Self.isAddress(name)) { return nil }
        let shown = String(String.UnicodeScalarView(host.unicodeScalars.prefix(100).filter { $0.value >= 0x20 && $0.value < 0x7F }))
        var names = ["localhost", "127.0.0.1", "[::1]"]
        names.append(listening == "0.0.0.0" ? "any IP address" : listening)
        names = names.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
        let list = names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
        return "themebook serve answers only requests for \(list), not for '\(shown)' "
            + "(a page re-pointing its own name at this machine could read the preview otherwise)"
    }

    /// `localhost:8000` → `localhost`, `[::1]:8000` → `[::1]`; a port must be digits.
    static func name(_ host: String) -> String {
        var name = Substring(host)
        if let colon = name.lastIndex(of: ":"), !name[colon...].contains("]") {
            let port = name[name.index(after: colon)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return host }
            name = name[..<colon]
        }
        return String(name)
    }

    /// A dotted IPv4 address or a bracketed IPv6 one, which no DNS answer can stand for.
    static func isAddress(_ name: String) -> Bool {
        if name.hasPrefix("["), name.hasSuffix("]") {
            let inner = name.dropFirst().dropLast()
            return !inner.isEmpty && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && (Int(part) ?? 256) <= 255
        }
    }
}
