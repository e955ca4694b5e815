import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `themebook serve`: preview the site while writing it (see `PreviewServer`).
struct ServeCommand: Command {
    static let name = "serve"
    static let abstract = "Preview the site on localhost, rebuilt and reloaded on every save"
    static let port = CommandOption("--port", .value("N"), "Port to listen on (default: 8000; 0 picks a free one)")
    static let host = CommandOption("--host", .value("ADDRESS"), "IPv4 address to listen on (default: 127.0.0.1)")
    static let options: [CommandOption] = [.content, .templates, port, host, .allowRead]
    static let discussion = """
        Builds the site into memory and serves it at http://127.0.0.1:8000/. Every change to the
        content or templates folder (and to files the site config names outside it) rebuilds the
        site, and open pages reload. While the content has errors they are printed here and shown
        over the page, and the last site that built keeps being served. Nothing is written to disk.
        Ctrl-C stops it. Exit status: 0 after a stop, 1 when the port is in use.
        """

    var server = PreviewServer.Options()
    private let site: SiteArguments
    private let parsed: ParsedArguments

    init(_ parsed: ParsedArguments, environment: [String: String]) throws(UsageError) {
        site = try SiteArguments(parsed, environment: environment, command: Self.name)
        server.site = site.options
        if let host = parsed.value(Self.host) { server.host = host }
        if let port = parsed.value(Self.port) {
            guard let number = Int(port), (0...65535).contains(number) else {
                throw UsageError("--port must be a number from 0 to 65535, not '\(port)'", command: Self.name)
            }
            server.port = number
        }
        self.parsed = parsed
    }

    func validate() throws(UsageError) {
        try site.validate(parsed, command: Self.name)
        var address = in_addr()
        guard server.host == "localhost" || inet_pton(AF_INET, server.host, &address) == 1 else {
            throw UsageError("--host must be an IPv4 address such as 127.0.0.1, not '\(server.host)'", command: Self.name)
        }
    }

    func run(_ console: Console) -> Int32 {
        // A server's output is read while it runs (by a person, a test or a log): each line is
        // flushed at once instead of waiting in a pipe's buffer.
        let flushing = Console(
            stdout: { console.stdout($0); fflush(nil) }, stderr: { console.stderr($0); fflush(nil) },
            stderrIsTerminal: console.stderrIsTerminal)
        return PreviewServer(options: server, console: flushing).run()
    }
}
