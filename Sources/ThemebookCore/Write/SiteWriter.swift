import Foundation

/// Write stage: puts every file into a fresh folder beside the output, then swaps it in.
/// A failure at any point leaves the previous site as it was.
public enum SiteWriter {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ files: [String: [UInt8]], to output: String) throws(Failure) {
        let fm = FileManager.default
        let target = URL(fileURLWithPath: output).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        let stamp = "\(getpid())-\(UInt64.random(in: 0..<UInt64.max))"
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(stamp)")
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(stamp)")
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in files.keys.sorted() {
                let url = staging.appendingPathComponent(path)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard fm.createFile(atPath: url.path, contents: Data(files[path]!)) else {
                    throw Failure(description: "cannot write '\(url.path)'")
                }
            }
        } catch {
            try? fm.removeItem(at: staging)
            throw Failure(description: "cannot write the site into '\(parent.path)': \(error)")
        }
        var isDir: ObjCBool = false
        let hadOutput = fm.fileExists(atPath: target.path, isDirectory: &isDir)
        do {
            if hadOutput {
                guard isDir.boolValue else {
                    try? fm.removeItem(at: staging)
                    throw Failure(description: "output '\(output)' exists and is not a folder")
                }
                try fm.moveItem(at: target, to: old)
            }
            do {
                try fm.moveItem(at: staging, to: target)
            } catch {
                if hadOutput { try? fm.moveItem(at: old, to: target) }
                throw error
            }
            if hadOutput { try? fm.removeItem(at: old) }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? fm.removeItem(at: staging)
            throw Failure(description: "cannot replace '\(output)': \(error)")
        }
    }
}
