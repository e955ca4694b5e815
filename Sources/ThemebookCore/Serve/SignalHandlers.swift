import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGINT (Ctrl-C) and SIGTERM into a call, for a clean shutdown, and ignores SIGPIPE
/// (a client that hangs up mid-response must not end the server). `restore()` puts the
/// default actions back.
final class SignalHandlers: Sendable {
    private let sources: Mutex<[any DispatchSourceSignal]>
    static let handled = [SIGINT, SIGTERM]

    init(_ action: @escaping @Sendable () -> Void) {
        signal(SIGPIPE, SIG_IGN)
        var made: [any DispatchSourceSignal] = []
        for number in Self.handled {
            // The default action must be off for the dispatch source to receive the signal.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: action)
            source.resume()
            made.append(source)
        }
        sources = Mutex(made)
    }

    func restore() {
        sources.withLock { sources in
            for source in sources { source.cancel() }
            sources = []
        }
        for number in Self.handled { signal(number, SIG_DFL) }
    }
}
