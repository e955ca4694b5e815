import Foundation
import Synchronization

extension GuideStore {
    /// The file of `GuideStore.file`: made beside the output folder (the disk the site is
    /// written to anyway), without a name from the start (Linux `O_TMPFILE`; elsewhere it is
    /// unlinked as soon as it is open), so nothing is left behind whatever happens to the build.
    /// It closes when the last guide that points into it is gone.
    ///
    /// Appends reserve their range under the lock and then write at that offset, so the threads
    /// of the guide stage append at once; reads are positional.
    public final class File: Sendable {
        private let descriptor: Int32
        /// Where the next record goes.
        private let end = Mutex(0)

        private init(descriptor: Int32) { self.descriptor = descriptor }

        deinit { close(descriptor) }

        /// A file beside the site folder `output` (or in the temporary folder when the folder
        /// that will hold it does not exist yet); nil when neither will take one, and the guides'
        /// content then stays in memory.
        static func create(beside output: String) -> File? {
            let folder = (SiteWriter.resolvedOutput(output) as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            let here = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
            for candidate in (here ? [folder] : []) + [NSTemporaryDirectory()] {
                if let descriptor = unnamedFile(in: candidate) { return File(descriptor: descriptor) }
            }
            return nil
        }

        /// A file in the temporary folder (`themebook check`, which has no output folder).
        static func temporary() -> File? {
            unnamedFile(in: NSTemporaryDirectory()).map(File.init(descriptor:))
        }

        private static func unnamedFile(in folder: String) -> Int32? {
            #if os(Linux)
            // O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`); a kernel or file system without it refuses
            // the flags, and the named-then-unlinked file below is used instead.
            let descriptor = open(folder, O_RDWR | O_CLOEXEC | 0o20_000_000 | O_DIRECTORY, 0o600)
            if descriptor >= 0 { return descriptor }
            #endif
            var template = Array((folder + "/.themebook-bodies-XXXXXX").utf8CString)
            let named = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard named >= 0 else { return nil }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            return named
        }

        /// Writes `bytes` and returns where they start; nil when the disk refused them (the
        /// caller keeps the content in memory then).
        func append(_ bytes: [UInt8]) -> Int? {
            let start = end.withLock { end in
                defer { end += bytes.count }
                return end
            }
            let written = bytes.withUnsafeBufferPointer { buffer -> Bool in
                var done = 0
                while done < buffer.count {
                    let n = pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(start + done))
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else { return false }
                    done += n
                }
                return true
            }
            return written ? start : nil
        }

        /// The bytes stored at `range`; a file this process wrote a moment ago gives them back
        /// short of a hardware error, which is thrown.
        func read(_ range: Range<Int>) throws(SiteWriter.Failure) -> [UInt8] {
            guard range.lowerBound >= 0, range.upperBound <= end.withLock({ $0 }) else {
                throw SiteWriter.Failure(description: "the guides' text could not be read back from the build's temporary file: it ended early")
            }
            var failure: SiteWriter.Failure?
            let bytes = [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
                var done = 0
                while done < range.count {
                    let n = pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
                    if n < 0, errno == EINTR { continue }
                    guard n > 0 else {
                        failure = SiteWriter.Failure(
                            description: "the guides' text could not be read back from the build's temporary file: "
                                + (n < 0 ? FolderSwap.errorText : "it ended early"), code: n < 0 ? errno : 0)
                        break
                    }
                    done += n
                }
                count = failure == nil ? range.count : 0
            }
            if let failure { throw failure }
            return bytes
        }
    }
}
