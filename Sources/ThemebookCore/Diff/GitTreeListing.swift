/// Reads what git answers about a revision's files: `git ls-tree -r -t -z` (one record per file
/// and per folder)
/// and `git cat-file --batch` (each blob's bytes). Pure functions of bytes: the answers come
/// from a commit anyone may have crafted, so every field is checked and nothing traps.
enum GitTreeListing {
    struct Entry: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case file
            case link
            case folder
            /// A submodule: another repository's commit, which is not read.
            case submodule
        }

        var mode: String
        var kind: Kind
        var object: String
        /// As git gives it: bytes, not yet checked (`GitTreePath`).
        var path: [UInt8]
    }

    enum Failure: Error, Equatable {
        /// A record that is not `<mode> SP <type> SP <object> TAB <path>`.
        case malformed(record: Int)
        /// A mode git does not write for its type (`100644` `blob`), shown with the path.
        case mode(String, path: [UInt8])
    }

    /// The records of `ls-tree -r -t -z` output, in order.
    static func entries(_ output: [UInt8]) -> Result<[Entry], Failure> {
        var entries: [Entry] = []
        for (index, record) in output.split(separator: 0, omittingEmptySubsequences: false).enumerated() {
            // The output ends with a NUL: the last record is empty.
            if record.isEmpty, index > 0 || output.isEmpty { continue }
            guard let tab = record.firstIndex(of: 9) else { return .failure(.malformed(record: index + 1)) }
            let fields = record[..<tab].split(separator: 32, omittingEmptySubsequences: false)
            guard fields.count == 3, let object = objectName(fields[2]) else { return .failure(.malformed(record: index + 1)) }
            let mode = String(decoding: fields[0], as: UTF8.self)
            let path = Array(record[(tab + 1)...])
            let kind: Entry.Kind
            switch (String(decoding: fields[1], as: UTF8.self), mode) {
            case ("blob", "100644"), ("blob", "100755"), ("blob", "100664"): kind = .file
            case ("blob", "120000"): kind = .link
            case ("tree", "040000"): kind = .folder
            case ("commit", "160000"): kind = .submodule
            default: return .failure(.mode(mode, path: path))
            }
            entries.append(Entry(mode: mode, kind: kind, object: object, path: path))
        }
        return .success(entries)
    }

    /// A SHA-1 or SHA-256 object name in lowercase hex.
    static func objectName(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.count == 40 || bytes.count == 64,
            bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) })
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The blobs of `cat-file --batch` output, in order: each answer is
    /// `<object> blob <size> LF <contents> LF`. nil when an answer is anything else (a missing
    /// object, another type, a size past the end).
    static func blobs(_ output: [UInt8]) -> [(object: String, bytes: [UInt8])]? {
        var blobs: [(object: String, bytes: [UInt8])] = []
        var index = 0
        while index < output.count {
            guard let end = output[index...].firstIndex(of: 10) else { return nil }
            let header = output[index..<end].split(separator: 32, omittingEmptySubsequences: false)
            guard header.count == 3, let object = objectName(header[0]), header[1].elementsEqual("blob".utf8),
                header[2].count <= 18, header[2].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let size = Int(String(decoding: header[2], as: UTF8.self)),
                size <= output.count - end - 1, end + 1 + size < output.count, output[end + 1 + size] == 10
            else { return nil }
            blobs.append((object, Array(output[(end + 1)..<(end + 1 + size)])))
            index = end + 1 + size + 1
        }
        return blobs
    }
}
