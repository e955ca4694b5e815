/// A file streamed into `ChangedFiles`: each piece is digested and passed on to the staging
/// folder as it comes; the bytes are kept only when there is no folder (the site is kept in
/// memory), so a staged build does not hold its biggest files.
final class DigestingStream: SiteFileStream {
    private let path: String
    private let files: ChangedFiles
    private let forward: (any SiteFileStream)?
    private var digest = Digest.Builder()
    private var bytes: [UInt8] = []
    private var closed = false

    init(path: String, into files: ChangedFiles, forward: (any SiteFileStream)?) {
        self.path = path
        self.files = files
        self.forward = forward
    }

    func append(_ piece: UnsafeRawBufferPointer) throws(SiteWriter.Failure) {
        try forward?.append(piece)
        Bytes.withSpan(of: piece) { digest.add($0) }
        if forward == nil { bytes.append(contentsOf: piece) }
    }

    func close() throws(SiteWriter.Failure) {
        guard !closed else { return }
        closed = true
        try forward?.close()
        files.record(path, digest.digest, bytes)
        bytes = []
    }
}
