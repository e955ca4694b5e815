import Foundation

/// A file the site carries as it is: the pictures of the images page, and the files of the
/// content folder that guides link to or show. Either its bytes, or the file to read them from
/// when the copy is written, so that a build does not hold every screenshot its guides show
/// (a thousand 200 KB pictures were 200 MB of memory from the guide stage to the exit).
public enum SiteCopy: Sendable, Hashable {
    case bytes([UInt8])
    /// The real path of a regular file inside the read scope (checked when it was found),
    /// read a block at a time into the sink when the copy is written.
    case file(String)

    /// Copies it to `path` in `sink`. A file that can no longer be read fails the write, and so
    /// the build, which then leaves the previous site as it was.
    func write(to path: String, into sink: some SiteSink) throws(SiteWriter.Failure) {
        switch self {
        case .bytes(let bytes):
            try sink.write(path, bytes)
        case .file(let source):
            guard let (descriptor, _) = InputFiles.openRegular(source) else { throw Self.unreadable(source) }
            defer { close(descriptor) }
            let stream = try sink.open(path)
            var block = [UInt8](repeating: 0, count: Self.blockSize)
            while true {
                let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else { throw Self.unreadable(source) }
                if count == 0 { break }
                try withRawBytes(block) { buffer throws(SiteWriter.Failure) in try stream.append(UnsafeRawBufferPointer(rebasing: buffer[..<count])) }
            }
            try stream.close()
        }
    }

    /// What a copy reads at once.
    static let blockSize = 64 << 10

    private static func unreadable(_ source: String) -> SiteWriter.Failure {
        SiteWriter.Failure(description: "cannot read '\(source)' to copy it into the site: \(FolderSwap.errorText)", code: errno)
    }
}
