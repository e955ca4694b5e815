import Foundation

/// Where a one-shot build keeps the rendered bodies of its guides between the guide stage and
/// the moment each guide's page is written: a file without a name, so that memory does not
/// grow with the guides' text. Every other page needs only a guide's title, sections and rules;
/// the body is read back once, by its own page.
///
/// The file is made beside the output folder (the disk the site is written to anyway), and has
/// no name from the start (Linux `O_TMPFILE`; elsewhere it is unlinked as soon as it is open),
/// so nothing is left behind whatever happens to the build. It closes when the last guide
/// that points into it is gone. Writes reserve their range under a lock and then write at
/// that offset, so threads append at once; reads are positional.
final class GuideBodyFile: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var end = 0
    private var firstFailure: String?

    /// Why something stored here could not be read back, if it could not: the pages that show
    /// it would be missing it, so the build reports it (`write-failed`) and writes nothing.
    var failure: String? {
        lock.lock()
        defer { lock.unlock() }
        return firstFailure
    }

    /// Whether `range` lies within what has been stored.
    func holds(_ range: Range<Int>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return range.upperBound <= end
    }

    /// Records a read that did not give back what was stored (the first one is kept).
    func noteFailure(_ reason: String) {
        lock.lock()
        if firstFailure == nil { firstFailure = reason }
        lock.unlock()
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// A body file beside the site folder `output` (or in the temporary folder when the folder
    /// that will hold it does not exist yet); nil when neither will take one, and the bodies
    /// then stay in memory.
    static func create(beside output: String) -> GuideBodyFile? {
        let folder = (SiteWriter.resolvedOutput(output) as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        let here = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue
        for candidate in (here ? [folder] : []) + [NSTemporaryDirectory()] {
            if let descriptor = unnamedFile(in: candidate) { return GuideBodyFile(descriptor: descriptor) }
        }
        return nil
    }

    /// A body file in the temporary folder (`themebook check`, which has no output folder).
    static func temporary() -> GuideBodyFile? {
        unnamedFile(in: NSTemporaryDirectory()).map(GuideBodyFile.init(descriptor:))
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

    /// Writes `text` and returns where it is; nil when the disk refused it (the caller keeps
    /// the text in memory then).
    func store(_ text: String) -> Range<Int>? {
        text.withUTF8Bytes { store($0) }
    }

    /// Writes `bytes` and returns where they are; nil when the disk refused them.
    func store(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        lock.lock()
        let start = end
        end += bytes.count
        lock.unlock()
        var written = 0
        while written < bytes.count {
            let n = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(start + written))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            written += n
        }
        return start..<(start + bytes.count)
    }

    /// The text stored at `range` (empty if the disk fails to give it back, which a file this
    /// process wrote a moment ago does not do short of a hardware error).
    func read(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { read(range, into: $0) ? range.count : 0 }
    }

    /// The bytes stored at `range` (empty if the disk fails to give them back).
    func bytes(_ range: Range<Int>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
            count = read(range, into: buffer) ? range.count : 0
        }
    }

    private func read(_ range: Range<Int>, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        var done = 0
        while done < range.count {
            let n = pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                noteFailure("the guides' text could not be read back from the build's temporary file: \(n < 0 ? FolderSwap.errorText : "it ended early")")
                return false
            }
            done += n
        }
        return true
    }
}

/// A guide's rendered body: in memory, or in the build's `GuideBodyFile`.
struct GuideBody: Sendable, Hashable {
    private enum Storage: Sendable {
        case text(String)
        case stored(GuideBodyFile, Range<Int>)
    }

    private let storage: Storage

    init(_ text: String) { storage = .text(text) }

    /// `text` written to `file`, or kept in memory when the file takes no more.
    init(_ text: String, in file: GuideBodyFile?) {
        if let file, !text.isEmpty, let range = file.store(text) {
            storage = .stored(file, range)
        } else {
            storage = .text(text)
        }
    }

    /// Each of `texts` in `file`, written at once (one write for the sections of a guide).
    static func all(_ texts: [String], in file: GuideBodyFile) -> [GuideBody] {
        guard let range = file.store(texts.joined()) else { return texts.map(GuideBody.init) }
        var start = range.lowerBound
        return texts.map { text in
            let count = text.utf8.count
            defer { start += count }
            return count == 0 ? GuideBody(text) : GuideBody(storage: .stored(file, start..<(start + count)))
        }
    }

    private init(storage: Storage) { self.storage = storage }

    /// Where the text is, for a record that keeps it (`GuideOutlineRecord`): its range in
    /// `file` when it is stored there, else the text itself.
    func place(in file: GuideBodyFile) -> (range: Range<Int>?, text: String) {
        if case .stored(let owner, let range) = storage, owner === file { return (range, "") }
        return (nil, text)
    }

    /// The text stored at `range` of `file`, read when it is asked for.
    init(storedIn file: GuideBodyFile, at range: Range<Int>) { storage = .stored(file, range) }

    var text: String {
        switch storage {
        case .text(let text): return text
        case .stored(let file, let range): return file.read(range)
        }
    }

    /// Whether the text is held in memory (what a test of the guide stage's memory checks).
    var inMemory: Bool {
        if case .text = storage { return true }
        return false
    }

    static func == (a: GuideBody, b: GuideBody) -> Bool { a.text == b.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
