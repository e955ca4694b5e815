/// The version and the commit a binary was built from, as `themebook --version` names them.
///
/// This is the development build's file: `scripts/release.sh` builds from a staged copy of the
/// sources in which it rewrites this file with the release's values (the working tree never
/// changes). Nothing here reaches the site: its bytes depend on the content only.
public enum ReleaseInfo {
    /// The next release's number with `-dev`; release.sh drops the suffix unless told a version.
    public static let version = "0.5.0-dev"
    /// The full commit hash (`HASH-dirty` when uncommitted changes were built); nil when unknown.
    public static let commit: String? = nil
    /// The archive's platform, `linux-x86_64`; nil outside a release.
    public static let platform: String? = nil
    /// The GitHub repository that publishes the releases and the action (`action.yml`), which
    /// `init --ci github` names in the workflow it writes.
    public static let repository = "themebook/themebook"
}
