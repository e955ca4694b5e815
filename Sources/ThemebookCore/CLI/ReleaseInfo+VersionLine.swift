extension ReleaseInfo {
    /// `themebook 0.5.0 (commit 1a2b3c4d5e6f, linux-x86_64)`, or for a development build
    /// `themebook 0.5.0-dev (commit unknown: a development build)`.
    public static var versionLine: String {
        guard let commit else { return "themebook \(version) (commit unknown: a development build)" }
        let dirty = commit.hasSuffix("-dirty") ? "-dirty" : ""
        return "themebook \(version) (commit \(commit.prefix(12))\(dirty)" + (platform.map { ", \($0)" } ?? "") + ")"
    }
}
