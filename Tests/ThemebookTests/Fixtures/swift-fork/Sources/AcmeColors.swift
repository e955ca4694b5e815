// Acme — an invented app built on Upstream, for themebook's tests.

import UIKit

/// Acme's own palette: `AcmeColors.Blue50` is not `UpstreamColors.Blue50`.
public enum AcmeColors {
    // MARK: - Black & White
    public static let White = UIColor(rgb: 0xFFFFFF)

    // MARK: - Blue
    public static let Blue50 = UIColor(rgb: 0x2A5CAA)
    public static let Blue70 = UIColor(rgb: 0x1B3A6B)
    /// Another constant of the same namespace: Acme's Blue50.
    public static let Accent = Blue50

    // MARK: - Green
    public static let Green40 = UIColor(rgb: 0x3FA34D)
    public static let Grey80 = UIColor(rgb: 0x2B2A33)
}
