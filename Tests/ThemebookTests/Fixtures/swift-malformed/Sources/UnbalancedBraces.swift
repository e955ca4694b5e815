final class MalformedColors {
    // MARK: - Blue
    static let Blue50 = UIColor(rgb: 0x0060DF)
    static let Blue60 = UIColor(rgb: 0x0250BB
}

enum MoreColors {
    static let Red50 = UIColor(rgb: 0xFF4F5E)
