// Upstream — an invented browser that Acme forks, for themebook's tests.

import UIKit

/// Upstream's palette. Acme's own palette declares some of the same names.
public struct UpstreamColors {
    // MARK: - Black & White
    public static let White = UIColor(rgb: 0xFFFFFF)

    // MARK: - Blue
    public static let Blue50 = UIColor(rgb: 0x0060DF)
    public static let Blue60 = UIColor(rgb: 0x0250BB)

    // MARK: - Grey
    public static let Grey10 = UIColor(rgb: 0xF9F9FB)
    public static let Grey90 = UIColor(rgb: 0x15141A)
}
