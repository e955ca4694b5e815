import Foundation

/// Writes an incremental build's changed files into a site folder in place: each file through a
/// temporary file and a rename (a reader sees the old bytes or the new, never half), then the
/// pages that are gone are removed. Only paths the build itself produced are ever touched.
enum FolderUpdate {
    static func apply(_ files: [String: [UInt8]], removing removed: [String], in output: String) throws(SiteWriter.Failure) {
        let root = SiteWriter.resolvedOutput(output)
        for path in files.keys.sorted() {
            let target = root + "/" + path
            let folder = (target as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw SiteWriter.Failure(description: "cannot create folder '\(folder)': \(SiteWriter.reason(error))")
            }
            let temporary = folder + "/.themebook-\(getpid())-" + (target as NSString).lastPathComponent
            try StagingFolderSink.writeFile(files[path]!, to: temporary)
            guard rename(temporary, target) == 0 else {
                let failure = SiteWriter.Failure(description: "cannot write '\(target)': \(FolderSwap.errorText)")
                unlink(temporary)
                throw failure
            }
        }
        for path in removed {
            unlink(root + "/" + path)
        }
        SiteWriter.removeEmptiedFolders(of: removed, in: root)
    }
}
