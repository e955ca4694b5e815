/// One file being written piece by piece (see `SiteSink.open`).
public protocol SiteFileStream: AnyObject {
    func append(_ bytes: UnsafeRawBufferPointer) throws(SiteWriter.Failure)
    /// Finishes the file; nothing may be appended after.
    func close() throws(SiteWriter.Failure)
}

extension SiteFileStream {
    public func append(_ bytes: [UInt8]) throws(SiteWriter.Failure) {
        try withRawBytes(bytes) { buffer throws(SiteWriter.Failure) in try append(buffer) }
    }
}

/// `bytes.withUnsafeBytes(body)`, keeping the type of what `body` throws (`withUnsafeBytes`
/// only rethrows `any Error`).
func withRawBytes(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(SiteWriter.Failure) -> Void) throws(SiteWriter.Failure) {
    var failure: SiteWriter.Failure?
    bytes.withUnsafeBytes { buffer in
        do throws(SiteWriter.Failure) { try body(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
}

/// A stream that keeps its pieces and hands the whole file to `finish` on `close()`.
final class CollectingStream: SiteFileStream {
    private var bytes: [UInt8] = []
    private var finish: (([UInt8]) throws(SiteWriter.Failure) -> Void)?

    init(_ finish: @escaping ([UInt8]) throws(SiteWriter.Failure) -> Void) { self.finish = finish }

    func append(_ piece: UnsafeRawBufferPointer) throws(SiteWriter.Failure) {
        bytes.append(contentsOf: piece)
    }

    func close() throws(SiteWriter.Failure) {
        guard let finish else { return }
        self.finish = nil
        let whole = bytes
        bytes = []
        try finish(whole)
    }
}


/// The pieces of one file on their way to its stream, passed on in blocks of about
/// `blockSize` bytes, so a file made of many small pieces costs few system calls and memory
/// holds one block, not the file.
struct StreamBuffer {
    static let blockSize = 1 << 16
    private let stream: any SiteFileStream
    private var bytes: [UInt8] = []

    init(_ stream: any SiteFileStream) {
        self.stream = stream
        bytes.reserveCapacity(Self.blockSize + Self.blockSize / 4)
    }

    mutating func append(_ piece: [UInt8]) throws(SiteWriter.Failure) {
        bytes.append(contentsOf: piece)
        if bytes.count >= Self.blockSize { try flush() }
    }

    mutating func append(_ text: StaticString) throws(SiteWriter.Failure) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        if bytes.count >= Self.blockSize { try flush() }
    }

    /// Passes on what is buffered and closes the stream.
    mutating func close() throws(SiteWriter.Failure) {
        try flush()
        try stream.close()
    }

    private mutating func flush() throws(SiteWriter.Failure) {
        guard !bytes.isEmpty else { return }
        try withRawBytes(bytes) { buffer throws(SiteWriter.Failure) in try stream.append(buffer) }
        bytes.removeAll(keepingCapacity: true)
    }
}
